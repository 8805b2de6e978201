import { GameStatus } from './enums';
import { RuleViolation } from './errors';
import { text } from './messages';

/*
 * Suspensions and how they are served (R18): by the games the player's team completes — final or
 * forfeited — in the same competition after the suspension starts. "Rest of competition",
 * "indefinite" (pending an official's review) and "life" never count down. Officials set, shorten,
 * extend, lift or carry a suspension into another competition; each is a pure update with a reason.
 */

export type SuspensionKind = 'GAMES' | 'REST_OF_COMPETITION' | 'INDEFINITE' | 'LIFE';

/** A suspension the rules impose, before it is stored. */
export interface SuspensionDecision {
  kind: SuspensionKind;
  /** games to serve for GAMES; null otherwise */
  games: number | null;
  /** the table's range where it gives one ("min. 3 – 5 games"): `games` is the minimum */
  minimumGames?: number;
  /** null: no upper bound named ("min. eight (8) games") */
  maximumGames?: number | null;
  reason: string;
  /** the rulebook line or ruling it applies */
  rule: string;
  /** a fact the rules need that was not recorded, and the reading chosen for it */
  assumption?: string;
}

/** An official's change, kept with the suspension so its history can be read back. */
export type SuspensionAdjustment =
  | { action: 'SET'; kind: SuspensionKind; games?: number | null; reason: string; at: string; by?: string }
  | { action: 'SHORTEN' | 'EXTEND'; games: number; reason: string; at: string; by?: string }
  | { action: 'LIFT'; reason: string; at: string; by?: string };

/** A suspension as stored. */
export interface Suspension {
  kind: SuspensionKind;
  games: number | null;
  minimumGames?: number | null;
  maximumGames?: number | null;
  reason: string;
  competitionId: string;
  /** the team whose games serve it: the team the player was on when it was assessed (R18 "the player's team") */
  teamId: string;
  /** ISO instant it began */
  startsAt: string;
  /** the game it was assessed in: never one of the games that serve it */
  gameId?: string | null;
  liftedAt?: string | null;
  adjustments?: readonly SuspensionAdjustment[];
}

/** One of the team's games, as far as serving is concerned. */
export interface ServingGame {
  id: string;
  competitionId: string;
  homeTeamId: string;
  awayTeamId: string;
  status: GameStatus;
  /** ISO instant of the scheduled start */
  startsAt: string;
}

export interface ServingStatus {
  /** games of the team completed since it began (for kinds that do not count down: games missed so far) */
  gamesServed: number;
  /** null for kinds that never count down */
  gamesRemaining: number | null;
  active: boolean;
  servedGameIds: string[];
}

const COMPLETED: ReadonlySet<GameStatus> = new Set([GameStatus.FINAL, GameStatus.FORFEITED]);

/** Kinds that do not count down (R18). */
export const countsDown = (kind: SuspensionKind): boolean => kind === 'GAMES';

/**
 * Whether a game serves the suspension (R18). A game is placed after the suspension by its
 * scheduled start, not by when its result was entered: a result typed in afterwards from a paper
 * sheet is not a game played after the suspension. The game the suspension came from never
 * serves it, even if it began early (Cole Harbour: "could start up to 15 minutes earlier").
 */
export function servesSuspension(s: Pick<Suspension, 'competitionId' | 'teamId' | 'startsAt' | 'gameId'>, game: ServingGame): boolean {
  return (
    COMPLETED.has(game.status) &&
    game.competitionId === s.competitionId &&
    (game.homeTeamId === s.teamId || game.awayTeamId === s.teamId) &&
    game.id !== s.gameId &&
    Date.parse(game.startsAt) >= Date.parse(s.startsAt)
  );
}

/**
 * How much of a suspension is served, given the team's games (any list: games of other teams,
 * competitions, or not yet completed are left out here). Games missed while an indefinite
 * suspension waited for review count once an official sets its length in games: the player sat
 * them out.
 */
export function servingStatus(s: Suspension, games: readonly ServingGame[]): ServingStatus {
  const served = games.filter((g) => servesSuspension(s, g)).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const servedGameIds = served.map((g) => g.id);
  const lifted = s.liftedAt !== null && s.liftedAt !== undefined;
  if (!countsDown(s.kind)) return { gamesServed: served.length, gamesRemaining: null, active: !lifted, servedGameIds };
  const remaining = Math.max(0, (s.games ?? 0) - served.length);
  return { gamesServed: Math.min(served.length, s.games ?? 0), gamesRemaining: remaining, active: !lifted && remaining > 0, servedGameIds: servedGameIds.slice(0, s.games ?? 0) };
}

function wholeGames(n: unknown, atLeast: number): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= atLeast;
}

/**
 * An official's adjustment, as a new suspension with the adjustment appended to its history.
 * The table's minimum and maximum do not bind an official: §26 "the league at its discretion can
 * and will increase any of the above suspensions", and an appeal (§19, §27) can reduce one.
 *
 * @throws RuleViolation (rule R18) when the change makes no sense for this suspension
 */
export function adjustSuspension<S extends Suspension>(s: S, adjustment: SuspensionAdjustment): S {
  if (!adjustment.reason || adjustment.reason.trim() === '') throw new RuleViolation(text('errors.RULE_VIOLATION.adjustmentReason'), 'R18');
  if (s.liftedAt) throw new RuleViolation(text('errors.RULE_VIOLATION.suspensionLifted'), 'R18');
  const history = [...(s.adjustments ?? []), adjustment];
  switch (adjustment.action) {
    case 'SET': {
      if (adjustment.kind === 'GAMES') {
        if (!wholeGames(adjustment.games, 1)) throw new RuleViolation(text('errors.RULE_VIOLATION.suspensionGames'), 'R18');
        return { ...s, kind: 'GAMES', games: adjustment.games, adjustments: history };
      }
      return { ...s, kind: adjustment.kind, games: null, adjustments: history };
    }
    case 'SHORTEN':
    case 'EXTEND': {
      if (s.kind !== 'GAMES') {
        throw new RuleViolation(text('errors.RULE_VIOLATION.noGamesToAdjust', { kind: text(`suspensionKinds.${s.kind}`), action: text(`adjustments.${adjustment.action}`) }), 'R18');
      }
      if (!wholeGames(adjustment.games, 1)) throw new RuleViolation(text('errors.RULE_VIOLATION.adjustWholeGames'), 'R18');
      const games = (s.games ?? 0) + (adjustment.action === 'EXTEND' ? adjustment.games : -adjustment.games);
      if (games < 1) throw new RuleViolation(text('errors.RULE_VIOLATION.shortenedToNothing', { games: s.games ?? 0, by: adjustment.games }), 'R18');
      return { ...s, games, adjustments: history };
    }
    case 'LIFT':
      return { ...s, liftedAt: adjustment.at, adjustments: history };
    default: {
      const unknown: never = adjustment;
      throw new RuleViolation(text('errors.RULE_VIOLATION.unknownAdjustment', { action: String((unknown as SuspensionAdjustment).action) }), 'R18');
    }
  }
}

/**
 * R18 "A league suspension may be carried into another season by an official" (league §6 "Any
 * suspension or fine from the summer league CAN and WILL be in effect for the winter league, pending
 * approval"): what is left of it, as a new suspension of the other competition.
 *
 * @throws RuleViolation when nothing is left to carry
 */
export function carryOver(s: Suspension, status: ServingStatus, into: { competitionId: string; teamId: string; startsAt: string; reason: string }): Suspension {
  if (!status.active) throw new RuleViolation(text('errors.RULE_VIOLATION.nothingToCarry'), 'R18');
  if (!into.reason || into.reason.trim() === '') throw new RuleViolation(text('errors.RULE_VIOLATION.carryReason'), 'R18');
  // "Rest of competition" ended with its competition; carried, it becomes the rest of the new one.
  return {
    kind: s.kind,
    games: countsDown(s.kind) ? status.gamesRemaining : null,
    reason: `${s.reason} (carried over from competition ${s.competitionId}: ${into.reason})`,
    competitionId: into.competitionId,
    teamId: into.teamId,
    startsAt: into.startsAt,
    gameId: null,
    liftedAt: null,
    adjustments: [],
  };
}
