import { type ClockMode, type GameStage, GameStatus, type PenaltySeverity } from './enums';
import type { RulesetBasics } from './rulesets';

/**
 * What a scoreboard shows, as stored on the game row and published to subscribers. Plain data,
 * keyed by ids; the GraphQL layer resolves teams and players from them.
 */
export interface ScoreboardSnapshot {
  gameId: string;
  /** the sequence number of the last event folded into this snapshot (0 before the first) */
  seq: number;
  status: GameStatus;
  /** 0 before puck drop */
  period: number;
  periodLabel: string;
  clock: ClockSnapshot;
  home: TeamLineSnapshot;
  away: TeamLineSnapshot;
  penalties: ActivePenaltySnapshot[];
}

export interface ClockSnapshot {
  running: boolean;
  /** milliseconds left in the period as of `asOf` */
  remainingMs: number;
  /** ISO-8601 instant at which `remainingMs` was true */
  asOf: string;
  mode: ClockMode;
}

export interface TeamLineSnapshot {
  teamId: string;
  score: number;
  shots: number;
  skatersOnIce: number;
  timeoutsLeft: number;
  penaltyMinutes: number;
}

export interface ActivePenaltySnapshot {
  seq: number;
  teamId: string;
  playerId: string | null;
  severity: PenaltySeverity;
  minutes: number;
  remainingMs: number;
}

/** The scoreboard of a game that is scheduled and not yet started: the clock full and stopped. */
export function initialScoreboard(args: {
  gameId: string;
  homeTeamId: string;
  awayTeamId: string;
  stage: GameStage;
  ruleset: RulesetBasics;
  asOf: Date;
}): ScoreboardSnapshot {
  const { ruleset, stage } = args;
  const line = (teamId: string): TeamLineSnapshot => ({
    teamId,
    score: 0,
    shots: 0,
    skatersOnIce: ruleset.skatersAtFullStrength,
    timeoutsLeft: ruleset.timeoutsAtStart(stage),
    penaltyMinutes: 0,
  });
  return {
    gameId: args.gameId,
    seq: 0,
    status: GameStatus.SCHEDULED,
    period: 0,
    periodLabel: '',
    clock: { running: false, remainingMs: ruleset.periodLengthMs, asOf: args.asOf.toISOString(), mode: ruleset.initialClockMode },
    home: line(args.homeTeamId),
    away: line(args.awayTeamId),
    penalties: [],
  };
}
