import type { ClockMode, Decision, GameStatus, PenaltySeverity } from './enums';

/**
 * What a scoreboard shows, as stored on the game row after every event and published to
 * subscribers: plain data keyed by ids; the GraphQL layer resolves teams and players from them.
 * Built from the game state by `toScoreboard` (game/scoreboard-view.ts).
 */
export interface ScoreboardSnapshot {
  gameId: string;
  /** the sequence number of the last event folded into this snapshot (0 before the first) */
  seq: number;
  /**
   * Bumped by a correction outside the game log that changes what the scoreboard shows (a team or
   * player renamed, the game cancelled, the rules changed before it started): with `seq`, what a
   * subscriber compares to tell a newer snapshot from one it has (R63). Absent: 0.
   */
  revision?: number;
  status: GameStatus;
  /** 0 before puck drop */
  period: number;
  /** "1", "2", "3", "OT", "OT2", "SO"; empty before puck drop */
  periodLabel: string;
  clock: ClockSnapshot;
  home: TeamLineSnapshot;
  away: TeamLineSnapshot;
  penalties: ActivePenaltySnapshot[];
  shootout: ShootoutSnapshot | null;
  decision: Decision | null;
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
  penaltyShotsPending: number;
  /** the team's goalie is pulled for an extra attacker (GOALIE_PULLED); absent in a snapshot stored before it was kept: false */
  netEmpty?: boolean;
}

export interface ActivePenaltySnapshot {
  seq: number;
  teamId: string;
  playerId: string | null;
  severity: PenaltySeverity;
  minutes: number;
  /** as of the clock's `asOf` */
  remainingMs: number;
  /** counting down whenever the game clock runs (false: waiting for the next puck drop or its turn) */
  running: boolean;
}

export interface ShootoutSnapshot {
  home: { attempts: number; goals: number };
  away: { attempts: number; goals: number };
}
