import type { LogEventFragment, LoggedEventFragment, PenaltySeverity } from '../generated/graphql';
import { Refusal } from './refusal';

/**
 * The typed game log as the pages draw it (docs/design.md, "The typed game log"). The server
 * answers each entry typed by its kind (`GoalEntry`, `PenaltyEntry`, …; the LogEvent fragment of
 * src/pages/operations/game-log.graphql asks for each kind's own fields); the pages draw one flat
 * event with a `type`, as they always have, so the mapping is here, once.
 */

/** Each entry type's event type, as `GameEvent.type` named it (src/graphql/game-event/log-types.ts). */
export const EVENT_TYPES = {
  GameStartedEntry: 'GAME_STARTED',
  LineupSetEntry: 'LINEUP_SET',
  ClockStartedEntry: 'CLOCK_STARTED',
  ClockStoppedEntry: 'CLOCK_STOPPED',
  FaceoffEntry: 'FACEOFF',
  PeriodEndedEntry: 'PERIOD_ENDED',
  GoalEntry: 'GOAL',
  PenaltyEntry: 'PENALTY',
  TimeoutEntry: 'TIMEOUT',
  ShotEntry: 'SHOT',
  GoaliePulledEntry: 'GOALIE_PULLED',
  GoalieReturnedEntry: 'GOALIE_RETURNED',
  PenaltyShotEntry: 'PENALTY_SHOT',
  ShootoutAttemptEntry: 'SHOOTOUT_ATTEMPT',
  ShootersNamedEntry: 'SHOOTERS_NAMED',
  GameEndedEntry: 'GAME_ENDED',
  ForfeitEntry: 'FORFEIT',
  IdCheckEntry: 'ID_CHECK',
  IdProducedEntry: 'ID_PRODUCED',
  IdCheckReviewedEntry: 'ID_CHECK_REVIEWED',
  LatePlayerAddedEntry: 'LATE_PLAYER_ADDED',
  EventVoidedEntry: 'EVENT_VOIDED',
  EventCorrectedEntry: 'EVENT_CORRECTED',
  ResultRecordedEntry: 'RESULT_RECORDED',
  FiveTwoRuleEntry: 'FIVE_TWO_RULE',
} as const;

/** What kind of event an entry is: `GameEventType`'s values, one per entry type. */
export type GameEventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/** The event type of an entry's `__typename`; an entry type this page does not know yet reads as what its name says. */
export function eventTypeOf(typename: string): GameEventType {
  const known = (EVENT_TYPES as Readonly<Record<string, GameEventType>>)[typename];
  if (known) return known;
  return typename
    .replace(/Entry$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase() as GameEventType;
}

type Named = { id: string; name: string };

/** One event of the log, flat: the fields every entry has, and those of its kind (null where it has none). */
export interface LogEvent {
  id: string;
  seq: number;
  type: GameEventType;
  period: number;
  clockRemainingMs: number | null;
  voided: boolean;
  correctedBySeq: number | null;
  clientEventId: string | null;
  recordedAt: string;
  recordedBy: string | null;
  /** the team of a goal, penalty, shot, timeout, …; a forfeit's forfeiting team */
  team: Named | null;
  /** the scorer, the penalised player (null: a bench penalty), the shooter, the player checked, added or who produced an ID */
  player: Named | null;
  /** a goal's assists; null for every other kind */
  assists: Named[] | null;
  servedBy: Named | null;
  strength: string | null;
  severity: PenaltySeverity | null;
  infraction: string | null;
  minutes: number | null;
  recordedMinutes: number | null;
  scored: boolean | null;
  /** why: a void's, a correction's, a review's, a penalty's, a forfeit's, a paper result's */
  reason: string | null;
  /** the seq a void, a correction or a review is about */
  targetSeq: number | null;
}

/** Every field any kind's part of the LogEvent fragment may bring, each optional. */
type AnyEntry = {
  team?: Named;
  forfeitingTeam?: Named;
  scorer?: Named;
  shooter?: Named;
  penalized?: Named | null;
  player?: Named;
  assists?: Named[];
  servedBy?: Named | null;
  strength?: string | null;
  severity?: PenaltySeverity;
  infraction?: string;
  minutes?: number | null;
  recordedMinutes?: number | null;
  scored?: boolean;
  reason?: string;
  penaltyReason?: string | null;
  forfeitReason?: string | null;
  resultReason?: string | null;
  targetSeq?: number;
};

/** A typed entry as the flat event the pages draw. */
export function flatEvent(entry: LogEventFragment): LogEvent {
  const e = entry as LogEventFragment & AnyEntry;
  return {
    id: entry.id,
    seq: entry.seq,
    type: eventTypeOf(entry.__typename),
    period: entry.period,
    clockRemainingMs: entry.clockRemainingMs,
    voided: entry.voided,
    correctedBySeq: entry.correctedBySeq,
    clientEventId: entry.clientEventId,
    recordedAt: entry.recordedAt,
    recordedBy: entry.recordedBy,
    team: e.team ?? e.forfeitingTeam ?? null,
    player: e.scorer ?? e.shooter ?? e.penalized ?? e.player ?? null,
    assists: e.assists ?? null,
    servedBy: e.servedBy ?? null,
    strength: e.strength ?? null,
    severity: e.severity ?? null,
    infraction: e.infraction ?? null,
    minutes: e.minutes ?? null,
    recordedMinutes: e.recordedMinutes ?? null,
    scored: e.scored ?? null,
    reason: e.reason ?? e.penaltyReason ?? e.forfeitReason ?? e.resultReason ?? null,
    targetSeq: e.targetSeq ?? null,
  };
}

/** A page of `Game.log`: its entries and where the next page starts. */
export interface LogPage<N> {
  edges: ReadonlyArray<{ node: N }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** `Game.log`'s largest page (its `first`: 1–100). */
export const LOG_PAGE_SIZE = 100;

/**
 * The rest of a log, page after page: `read(after)` reads the page after a cursor (the first page
 * for null) and answers undefined when the game is gone. `first` is a page already read, if any.
 */
export async function readLog<N>(read: (after: string | null) => Promise<LogPage<N> | undefined>, first?: LogPage<N>): Promise<N[]> {
  const nodes: N[] = [];
  let page = first ?? (await read(null));
  while (page) {
    nodes.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    page = await read(page.pageInfo.endCursor);
  }
  return nodes;
}

/** A page of `Game.log` read back from its end (`last`, `before`): its entries, in log order, and where the page before starts. */
export interface LogPageBack<N> {
  edges: ReadonlyArray<{ node: N }>;
  pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
}

/**
 * The end of a log, page after page back from its latest entry, until a page reaches an entry
 * `reached` says is old enough (the board's last seq, say) or the log's start: `read(before)` reads
 * the page before a cursor (the log's last page for null) and answers undefined when the game is
 * gone. The entries come back in log order; the oldest page may hold some before the one reached.
 */
export async function readLogBack<N>(read: (before: string | null) => Promise<LogPageBack<N> | undefined>, reached: (node: N) => boolean): Promise<N[]> {
  const pages: N[][] = [];
  let page = await read(null);
  while (page) {
    const nodes = page.edges.map((edge) => edge.node);
    pages.unshift(nodes);
    if (nodes.some(reached) || !page.pageInfo.hasPreviousPage || !page.pageInfo.startCursor) break;
    page = await read(page.pageInfo.startCursor);
  }
  return pages.flat();
}

/** Any connection's pages, read as the log's are: page after page from each endCursor. */
export const readPages = readLog;

/** The codes a refusal kept from before the typed problems; every rule's problem is a RULE_VIOLATION, as its error was. */
const OWN_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT']);

/**
 * A log… mutation's problems as the Refusal its top-level error used to be (lib/api.ts): the same
 * code (`RULE_VIOLATION` for a rule's), the messages joined, and each problem's `path` as the field
 * a form shows it beside (`input.assistIds`). `details.problems` keeps them typed.
 */
export function refusalOf(problems: LoggedEventFragment['problems']): Refusal {
  const [first] = problems;
  const code = first && OWN_CODES.has(first.code) ? first.code : 'RULE_VIOLATION';
  const fields = problems.filter((p) => p.path?.length).map((p) => ({ field: p.path!.join('.'), message: p.message }));
  return new Refusal(code, problems.map((p) => p.message).join('; '), fields, { problems, ...(first?.rule ? { rule: first.rule } : {}) });
}

/**
 * What a log… mutation stored: its entry, or (nothing stored) its problems thrown as a Refusal, so
 * a form and the console's queue handle them as they handle any refusal.
 */
export function stored(payload: LoggedEventFragment): NonNullable<LoggedEventFragment['event']> {
  if (payload.problems.length || !payload.event) throw refusalOf(payload.problems);
  return payload.event;
}
