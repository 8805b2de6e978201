import { randomUUID } from 'node:crypto';
import { In, MoreThan, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { canCertifyGame, canScoreGame, canSetLineup, isAdmin, Role, type Principal } from '../auth/principal';
import type { Database, Transaction } from '../db/database';
import { GameEntity, GameEventEntity, RosterEntryEntity } from '../db/entities';
import { isLockConflict, isUniqueViolation } from '../db/errors';
import { GameStatus, STANDINGS_STAGES } from '../domain/enums';
import { applyEvent, foldEvents, toScoreboard } from '../domain/game/machine';
import { resultChanged, resultFacts } from '../domain/game/result';
import type { GameEventInput, GameSetup, LineupPlayer, RecordedEvent } from '../domain/game/types';
import { INFRACTIONS, normalizeInfraction } from '../domain/infractions';
import { resolveRuleset, type Ruleset } from '../domain/rulesets';
import type { ScoreboardSnapshot } from '../domain/scoreboard';
import { badField, badInput, conflict, forbidden, notFound, ruleViolation } from '../errors';
import type { EventBus } from '../realtime/event-bus';
import type { BracketService } from './bracket.service';
import type { DisciplineService } from './discipline.service';
import { standingsMoved } from './standings.service';
import type { GameEventMessage } from '../realtime/payloads';
import { resumeFromSequence, withCleanup } from '../realtime/resume';
import { eligibilityOf } from './eligibility.service';
import { competitionOfGame } from './competition.service';
import { requireLockedRow } from './context';

/** The longest client event id the log keeps (game_event.clientEventId is varchar(64)). */
export const CLIENT_EVENT_ID_MAX = 64;

/** Keys of a stored payload that are bookkeeping, not the scorekeeper's input (see GameEventEntity.payload). */
const PAYLOAD_META_KEYS = ['details', 'correctionReason'] as const;

const CERTIFIED_MESSAGE = 'the game is certified: a correction needs an ADMIN and a reason';

const CLOSED_STATUSES: ReadonlySet<GameStatus> = new Set<GameStatus>([GameStatus.FINAL, GameStatus.FORFEITED]);

export interface RecordOptions {
  /** the scorekeeper's id for this event: a retry with the same id answers the first result */
  clientEventId?: string | null;
  /** why an official corrects a certified game (kept with the event) */
  correctionReason?: string | null;
}

/** What recording an event answers. */
export interface Recorded {
  /** the scoreboard right after the event (for a retry: as it was right after the original) */
  snapshot: ScoreboardSnapshot;
  /** the game row as committed */
  game: GameEntity;
  /** the stored event; for a retry, the original one */
  event: GameEventMessage;
  /** true when a retry was answered from the log and nothing was stored */
  replayed: boolean;
}

/** Builds the event to record once the game row is locked (startGame reads the rosters there). */
type EventBuilder = (manager: EntityManager, game: GameEntity) => Promise<GameEventInput>;

/**
 * The game log (docs/design.md, "The game log"): every scorekeeper event is checked by the pure domain
 * against the stored state and appended in one transaction with the new state and scoreboard,
 * then published. Also the game's history (replays, voids, certification) and its event feed.
 */
export class GameEventService {
  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly discipline: DisciplineService,
    private readonly brackets: BracketService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Records one event. In one transaction: locks the game row, checks the caller may score this
   * game, answers a retried `clientEventId` from the log, refuses anything once the game is
   * certified (except an ADMIN's void or forfeit), folds the event onto the stored state (the
   * domain refuses what the rules do not allow: RULE_VIOLATION), stores it with the next seq and
   * the new state; after commit publishes the scoreboard and the event.
   *
   * Two writers at once are serialised by the row lock (SQLite: by its single writer). Should a
   * unique index still fire — the same `clientEventId` posted twice at once — the whole
   * transaction runs once more and then finds the first one's event: one is stored, both callers
   * get its result, and seqs stay contiguous.
   */
  async record(principal: Principal, gameId: string, input: GameEventInput | EventBuilder, options: RecordOptions = {}): Promise<Recorded> {
    const clientEventId = checkClientEventId(options.clientEventId);
    const build: EventBuilder = typeof input === 'function' ? input : async () => input;
    const attempt = () =>
      this.db.transaction((tx) => this.recordIn(tx, principal, gameId, build, clientEventId, options.correctionReason ?? null), this.bus.reportPublishFailure);
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) && !isLockConflict(error)) throw error;
    }
    try {
      return await attempt();
    } catch (error) {
      if (isUniqueViolation(error) || isLockConflict(error)) {
        throw conflict('Another event of this game was being recorded at the same moment; send it again');
      }
      throw error;
    }
  }

  /** `startGame`: dresses the lineups (see lineupsFor) and records GAME_STARTED. */
  startGame(principal: Principal, gameId: string, options: RecordOptions = {}, shortHandedByAgreement = false): Promise<Recorded> {
    return this.record(
      principal,
      gameId,
      async (manager, game) => ({ type: 'GAME_STARTED', lineups: await lineupsFor(manager, game), ...(shortHandedByAgreement ? { shortHandedByAgreement } : {}) }),
      options,
    );
  }

  /** `voidEvent`: a correction is a new event that voids an old one; history is never edited. */
  voidEvent(principal: Principal, gameId: string, seq: number, reason: string, options: RecordOptions = {}): Promise<Recorded> {
    const trimmed = reason.trim();
    if (!trimmed) throw badField('reason', 'must say why the event is voided');
    if (trimmed.length > 500) throw badField('reason', 'must be at most 500 characters');
    if (!Number.isInteger(seq) || seq < 1) throw badField('seq', 'must be the seq of an event of this game (1 or more)');
    return this.record(principal, gameId, { type: 'EVENT_VOIDED', targetSeq: seq, reason: trimmed }, options);
  }

  /** `reviewIdCheck` (league §9): an ADMIN's ruling after the game, with a reason; also on a certified game. */
  reviewIdCheck(principal: Principal, gameId: string, seq: number, legal: boolean, reason: string): Promise<Recorded> {
    const trimmed = reason.trim();
    if (!trimmed) throw badField('reason', 'must say how the league ruled');
    if (trimmed.length > 500) throw badField('reason', 'must be at most 500 characters');
    if (!Number.isInteger(seq) || seq < 1) throw badField('seq', 'must be the seq of an ID check of this game');
    return this.record(principal, gameId, { type: 'ID_CHECK_REVIEWED', targetSeq: seq, legal, reason: trimmed });
  }

  /**
   * `recordResult`: a game kept on paper, entered afterwards; on a final (or forfeited) game it is a
   * correction, which needs a reason and stays in the game's history.
   */
  recordResult(
    principal: Principal,
    input: { gameId: string; homeScore: number; awayScore: number; decision: string; reason?: string | null; homeDressed?: string[] | null; awayDressed?: string[] | null },
    options: RecordOptions = {},
  ): Promise<Recorded> {
    if (input.decision === 'FORFEIT') throw badField('decision', 'a forfeit is recorded with forfeitGame, which gives the rulebook\'s forfeit score (R8)');
    const reason = input.reason?.trim() || null;
    if (reason && reason.length > 500) throw badField('reason', 'must be at most 500 characters');
    const decision = input.decision as 'REGULATION' | 'OVERTIME' | 'SHOOTOUT';
    return this.record(
      principal,
      input.gameId,
      async (manager, game) => {
        if (game.status !== GameStatus.SCHEDULED && !reason) throw badField('reason', `the game is ${game.status}: a corrected result needs a reason, kept in its history`);
        const dressed = await scoresheetDressed(manager, game, input.homeDressed, input.awayDressed);
        return { type: 'RESULT_RECORDED', homeScore: input.homeScore, awayScore: input.awayScore, decision, reason, ...(dressed ? { dressed } : {}) };
      },
      options,
    );
  }

  /** `forfeitGame`: on a certified game an ADMIN may still record it, with a reason. */
  forfeit(principal: Principal, gameId: string, forfeitingTeamId: string, options: RecordOptions = {}): Promise<Recorded> {
    const correctionReason = options.correctionReason?.trim() || null;
    if (correctionReason && correctionReason.length > 500) throw badField('reason', 'must be at most 500 characters');
    return this.record(principal, gameId, { type: 'FORFEIT', forfeitingTeamId }, { ...options, correctionReason });
  }

  /**
   * Certifies a final (or forfeited) game's result, which locks its log: from then on only an
   * ADMIN's void or forfeit, with a reason, is accepted. Certifying again changes nothing.
   */
  async certify(principal: Principal, gameId: string): Promise<GameEntity> {
    return this.db.transaction(async (tx) => {
      const game = await lockGame(tx, gameId);
      if (!canCertifyGame(principal, game)) {
        throw forbidden('Certifying a game needs an ADMIN token or a SCOREKEEPER token scoped to this game');
      }
      if (!CLOSED_STATUSES.has(game.status)) {
        throw ruleViolation(`only a final or forfeited game can be certified; this one is ${game.status}`, 'CERTIFY_FINAL_ONLY');
      }
      if (!game.certifiedAt) {
        game.certifiedAt = this.now();
        await tx.manager.update(GameEntity, { id: game.id }, { certifiedAt: game.certifiedAt });
      }
      return game;
    });
  }

  /** The game's log after `afterSeq`, in sequence order. */
  async events(gameId: string, afterSeq = 0): Promise<GameEventMessage[]> {
    const rows = await this.db.manager.find(GameEventEntity, { where: { gameId, seq: MoreThan(afterSeq) }, order: { seq: 'ASC' } });
    return rows.map(toMessage);
  }

  /**
   * The `gameEvents` feed: every stored event after `afterSeq`, then each new one as it commits,
   * with no gap and no duplicate across the switch (see resumeFromSequence). The live channel is
   * open before storage is read. NOT_FOUND before anything is sent when there is no such game.
   */
  async feed(gameId: string, afterSeq = 0): Promise<AsyncGenerator<GameEventMessage>> {
    if (!Number.isInteger(afterSeq) || afterSeq < 0) throw badField('afterSeq', 'must be 0 or more');
    const live = await this.bus.gameEvents(gameId);
    try {
      if (!(await this.db.manager.exists(GameEntity, { where: { id: gameId } }))) throw notFound('Game', gameId, 'gameId');
    } catch (error) {
      await live.return();
      throw error;
    }
    return withCleanup(resumeFromSequence({ live, afterSeq, readAfter: (seq) => this.events(gameId, seq) }), () => live.return());
  }

  private async recordIn(
    tx: Transaction,
    principal: Principal,
    gameId: string,
    build: EventBuilder,
    clientEventId: string | null,
    correctionReason: string | null,
  ): Promise<Recorded> {
    const { manager } = tx;
    const game = await lockGame(tx, gameId);
    const competition = await competitionOfGame(manager, game);
    const scope = { id: game.id, competitionId: competition.id };
    const scorer = canScoreGame(principal, scope);
    const mayNotScore = 'This token may not score this game: it needs an ADMIN token, or a SCOREKEEPER token scoped to the game or its competition';
    // A team's COACH may post its own team's lineup (setLineup), checked once the event is built.
    if (!scorer && !(principal.kind === 'token' && principal.role === Role.COACH)) throw forbidden(mayNotScore);
    const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
    const input = checkInput(await build(manager, game));
    if (!scorer && !(input.type === 'LINEUP_SET' && canSetLineup(principal, scope, input.teamId))) throw forbidden(mayNotScore);

    if (clientEventId) {
      const original = await manager.findOne(GameEventEntity, { where: { gameId: game.id, clientEventId } });
      if (original) {
        if (original.type !== input.type) {
          throw conflict(`clientEventId ${clientEventId} was already used for a ${original.type} event (seq ${original.seq}) of this game, not a ${input.type}`);
        }
        return { snapshot: await snapshotAfter(manager, game, ruleset, original.seq), game, event: toMessage(original), replayed: true };
      }
    }

    if (game.certifiedAt) {
      const correction = (input.type === 'EVENT_VOIDED' || input.type === 'FORFEIT' || input.type === 'ID_CHECK_REVIEWED' || input.type === 'RESULT_RECORDED') && isAdmin(principal);
      if (!correction) throw ruleViolation(CERTIFIED_MESSAGE, 'CERTIFIED');
      // A forfeit another event's rule records (causedBySeq) carries that event's reason.
      if (input.type === 'FORFEIT' && !correctionReason && input.causedBySeq === undefined) throw badField('reason', 'a forfeit recorded on a certified game needs a reason');
    }

    // Only a void re-folds the log, so only a void reads it (docs/design.md, "The game log": nobody
    // re-folds per request).
    const history = input.type === 'EVENT_VOIDED' ? await storedLog(manager, game.id) : [];
    const state = game.state ?? foldEvents(setupOf(game), ruleset, history.length ? history : await storedLog(manager, game.id), startedAt(game));
    const seq = game.lastSeq + 1;
    const at = this.now();
    // What the rules do not allow is the domain's RuleViolation, which leaves as it is.
    const { state: next, facts } = applyEvent(state, { ...input, seq, at: at.toISOString() } as RecordedEvent, ruleset, history);
    const snapshot = toScoreboard(next, ruleset);

    const { type, ...fields } = input;
    const row = manager.create(GameEventEntity, {
      id: randomUUID(),
      gameId: game.id,
      seq,
      type,
      period: facts.period,
      clockRemainingMs: facts.clockRemainingMs,
      teamId: facts.teamId,
      playerId: facts.playerId,
      payload: { ...fields, details: facts.details, ...(correctionReason ? { correctionReason } : {}) },
      clientEventId,
      voided: false,
      recordedBy: principal.kind === 'token' ? principal.tokenId : null,
      recordedByName: principal.kind === 'token' ? principal.name : null,
      recordedAt: at,
    });
    await manager.insert(GameEventEntity, row as QueryDeepPartialEntity<GameEventEntity>);
    // The flag readers see; the fold itself goes by the EVENT_VOIDED events (a void is never voided).
    if (input.type === 'EVENT_VOIDED') await manager.update(GameEventEntity, { gameId: game.id, seq: input.targetSeq }, { voided: true });

    // The result facts before (kept on the row; a row stored before they were folds them from its state) and after.
    const resultBefore = game.result ?? resultFacts(state, ruleset);
    const result = resultFacts(next, ruleset);
    const changes = {
      lastSeq: seq,
      state: next,
      snapshot,
      status: next.status,
      homeScore: snapshot.home.score,
      awayScore: snapshot.away.score,
      decision: next.decision,
      result,
      // A correction that reopens a certified game (say, voiding its GAME_ENDED) lifts the
      // certification: what was certified is no longer the result. It is certified again once final.
      certifiedAt: game.certifiedAt && CLOSED_STATUSES.has(next.status) ? game.certifiedAt : null,
    };
    await manager.update(GameEntity, { id: game.id }, changes);
    Object.assign(game, changes);
    // The standings move only when a counted game's result facts do (a final, a forfeit, a voided
    // goal in a finished game, a corrected result), and then once per transaction.
    const moved = resultChanged(resultBefore, result);
    if (moved && STANDINGS_STAGES.has(game.stage)) {
      const moves = standingsVersions.get(tx) ?? new Map<string, number>();
      standingsVersions.set(tx, moves);
      let version = moves.get(game.divisionId);
      if (version === undefined) {
        const { divisionId } = game;
        version = await standingsMoved(manager, divisionId);
        moves.set(divisionId, version);
        tx.afterCommit(() => this.bus.publishStandingsChanged(divisionId));
      }
      // The stamp a cached table reads changes by (StandingsService).
      await manager.update(GameEntity, { id: game.id }, { standingsVersion: version });
    }
    // A bracket game's result moves its winner (and a corrected one re-seeds), in this transaction.
    if (moved && !STANDINGS_STAGES.has(game.stage)) await this.brackets.afterResult(tx, game, ruleset);

    const event = toMessage(row);
    tx.afterCommit(() => this.bus.publishScoreboard(snapshot));
    tx.afterCommit(() => this.bus.publishGameEvent(event));
    // Discipline in the same transaction: a refused event stores none, a void takes its own away.
    // Registered after this event's publishing, so a follow-up (a defaulted game's FORFEIT) is published after it.
    // A follow-up's answer is the caller's: it is what this transaction commits.
    let committed = snapshot;
    const follow = async (followUp: GameEventInput) => {
      const recorded = await this.recordIn(tx, principal, game.id, async () => followUp, null, null);
      Object.assign(game, recorded.game);
      committed = recorded.snapshot;
    };
    await this.discipline.afterEvent(tx, { game, competition, ruleset, event: row, input, facts, follow });
    return { snapshot: committed, game, event, replayed: false };
  }
}

/**
 * Who dresses for a game when it starts (the GAME_STARTED lineups): for each team, the lineup of its
 * last LINEUP_SET (setLineup, checked when it was set); without one, every rostered player eligible
 * for this game (R21), by number.
 */
export async function lineupsFor(manager: EntityManager, game: GameEntity): Promise<{ home: LineupPlayer[]; away: LineupPlayer[] }> {
  const posted = await manager.find(GameEventEntity, { where: { gameId: game.id, type: 'LINEUP_SET', voided: false }, order: { seq: 'ASC' } });
  const entries = await manager.find(RosterEntryEntity, { where: { teamId: In([game.homeTeamId, game.awayTeamId]) }, order: { number: 'ASC' } });
  const of = async (teamId: string): Promise<LineupPlayer[]> => {
    const set = posted.filter((e) => e.teamId === teamId).at(-1);
    if (set) return set.payload.lineup as LineupPlayer[];
    const roster = entries.filter((e) => e.teamId === teamId);
    const { byPlayer } = await eligibilityOf(manager, game, teamId, roster.map((e) => e.playerId));
    return roster.filter((e) => byPlayer.get(e.playerId)?.eligible).map((e) => ({ playerId: e.playerId, number: e.number, position: e.position }));
  };
  return { home: await of(game.homeTeamId), away: await of(game.awayTeamId) };
}

/** The stored row as the feed and `game.events` carry it. */
export function toMessage(row: GameEventEntity): GameEventMessage {
  return {
    gameId: row.gameId,
    seq: row.seq,
    type: row.type,
    period: row.period,
    clockRemainingMs: row.clockRemainingMs,
    teamId: row.teamId,
    playerId: row.playerId,
    payload: row.payload,
    clientEventId: row.clientEventId,
    voided: row.voided,
    recordedBy: row.recordedBy,
    recordedByName: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
  };
}

/** The stored row as the domain replays it: the input as posted, its seq, and when it was recorded. */
export function toRecorded(row: GameEventEntity): RecordedEvent {
  const input: Record<string, unknown> = { ...row.payload };
  for (const key of PAYLOAD_META_KEYS) delete input[key];
  return { ...input, type: row.type, seq: row.seq, at: row.recordedAt.toISOString() } as RecordedEvent;
}

export function setupOf(game: GameEntity): GameSetup {
  return { gameId: game.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, stage: game.stage };
}

/** The instant the game's fold starts from: the game row's creation (see GameService.scheduleGame). */
function startedAt(game: GameEntity): string {
  return game.createdAt.toISOString();
}

/**
 * The standings version each transaction moved a division to: it tells the standings' watchers once
 * (a forfeit following a penalty is one change) and stamps every game it changed with it.
 */
const standingsVersions = new WeakMap<Transaction, Map<string, number>>();

/**
 * A paper game's dressed players, checked: each list names players of that team's roster, once,
 * and no player is on both. Null when neither list is given (the scoresheet's lineups unknown).
 */
async function scoresheetDressed(manager: EntityManager, game: GameEntity, home?: string[] | null, away?: string[] | null): Promise<{ home: string[]; away: string[] } | null> {
  if (!home && !away) return null;
  const lists = { home: home ?? [], away: away ?? [] };
  const problems: Array<{ field: string; message: string }> = [];
  for (const side of ['home', 'away'] as const) {
    const field = `input.${side}Dressed`;
    const ids = lists[side];
    const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    if (twice.length) problems.push({ field, message: `names ${twice.join(', ')} more than once` });
    const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
    const rostered = ids.length ? await manager.find(RosterEntryEntity, { where: { teamId, playerId: In(ids) }, select: { playerId: true } }) : [];
    const missing = ids.filter((id) => !rostered.some((r) => r.playerId === id));
    if (missing.length) problems.push({ field, message: `names players not on the ${side} team's roster: ${[...new Set(missing)].join(', ')}` });
  }
  const both = lists.home.filter((id) => lists.away.includes(id));
  if (both.length) problems.push({ field: 'input.awayDressed', message: `names players also dressed for the home team: ${[...new Set(both)].join(', ')}` });
  if (problems.length) throw badInput(problems.map((p) => `${p.field}: ${p.message}`).join('; '), problems);
  return lists;
}

/** The game row, locked for the rest of the transaction. */
function lockGame(tx: Transaction, gameId: string): Promise<GameEntity> {
  return requireLockedRow(tx, GameEntity, gameId, 'Game', 'gameId');
}

async function storedLog(manager: EntityManager, gameId: string, uptoSeq?: number): Promise<RecordedEvent[]> {
  const rows = await manager.find(GameEventEntity, { where: { gameId }, order: { seq: 'ASC' } });
  return rows.filter((r) => uptoSeq === undefined || r.seq <= uptoSeq).map(toRecorded);
}

/** The scoreboard as it was right after event `seq`: the stored one when that is the last event, else a re-fold. */
async function snapshotAfter(manager: EntityManager, game: GameEntity, ruleset: Ruleset, seq: number): Promise<ScoreboardSnapshot> {
  if (seq === game.lastSeq) return game.snapshot;
  const log = await storedLog(manager, game.id, seq);
  return toScoreboard(foldEvents(setupOf(game), ruleset, log, startedAt(game)), ruleset);
}

function checkClientEventId(raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null) return null;
  const id = raw.trim();
  if (!id) throw badField('clientEventId', 'must not be blank (leave it out instead)');
  if (id.length > CLIENT_EVENT_ID_MAX) throw badField('clientEventId', `must be at most ${CLIENT_EVENT_ID_MAX} characters`);
  return id;
}

/**
 * What the input itself must satisfy, whatever the game's state: an infraction code the rulebooks
 * name (normalised: "high-sticking" is HIGH_STICKING). The domain judges everything else.
 */
function checkInput(input: GameEventInput): GameEventInput {
  if (input.type !== 'PENALTY') return input;
  const infraction = normalizeInfraction(input.infraction);
  if (!infraction) {
    throw badInput(`infraction: "${input.infraction}" is not an infraction the rulebooks name; use one of ${INFRACTIONS.join(', ')}`, [
      { field: 'infraction', message: `must be one of ${INFRACTIONS.join(', ')}` },
    ]);
  }
  return { ...input, infraction };
}
