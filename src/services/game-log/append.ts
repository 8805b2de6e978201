import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { canScoreGame, canSetLineup, isAdmin, Role } from '../../auth/principal';
import type { Transaction } from '../../db/database';
import { thin } from '../../db/thin';
import { type CompetitionEntity, DivisionEntity, GameEntity, GameEventEntity } from '../../db/entities';
import { type DivisionCategory, GameStatus } from '../../domain/enums';
import { applyEvent, foldEvents } from '../../domain/game/machine';
import { toScoreboard } from '../../domain/game/scoreboard-view';
import { resultChanged, resultFacts } from '../../domain/game/result';
import type { EventFacts, GameEventInput, GameState } from '../../domain/game/types';
import { INFRACTIONS, normalizeInfraction } from '../../domain/infractions';
import { forDivision, resolveRuleset, type Ruleset } from '../../domain/rulesets';
import { badField, badInput, conflict, forbidden, notFound, ruleViolation } from '../../errors';
import { text } from '../../domain/messages';
import { competitionOfGame } from '../competition.service';
import { setupOf, snapshotAfter, startedAt, storedLog, toMessage } from './stored-log';
import type { AppendRequest, AppliedEvent, Recorded } from './types';

const CERTIFIED_MESSAGE = text('errors.RULE_VIOLATION.certifiedCorrection');

/** The statuses a game's result is settled in: only these are certified. */
export const CLOSED_STATUSES: ReadonlySet<GameStatus> = new Set<GameStatus>([GameStatus.FINAL, GameStatus.FORFEITED]);

/** What appending answers: the event applied, or for a retried `clientEventId` the original's result. */
export type Appended = { applied: AppliedEvent } | { replayed: Recorded };

/**
 * Appends one event to a game's log, in the caller's transaction, as the pipeline docs/design.md
 * describes ("The game log"), checks before the lock and the lock before what depends on it:
 *
 * 1. **authorize**: the caller may score this game (or, a team's COACH, post its lineup), read
 *    without a lock, so a caller without the right never holds the game's row (an ADMIN may score
 *    every game: his one read of the game is the locked one);
 * 2. **lock** the game row, and build the event on it (the builder may read what it needs);
 * 3. **replay**: a retried `clientEventId` answers the original's result, storing nothing;
 * 4. **guard**: once certified, only an ADMIN's correction;
 * 5. **fold** the event onto the stored state (the domain refuses what the rules do not allow: its
 *    RuleViolation);
 * 6. **store** it with seq = lastSeq + 1, and write the new state, scoreboard and result onto the row.
 */
export async function append(tx: Transaction, request: AppendRequest, now: () => Date): Promise<Appended> {
  const { manager } = tx;
  const { principal, clientEventId, correctionReason } = request;
  const { scorer, competition, game } = await authorizeAndLock(tx, request);
  const ruleset = await divisionRuleset(manager, game, resolveRuleset(competition.preset, competition.rulesOverrides));
  const input = checkInput(await request.build(manager, game));
  if (!scorer && !(input.type === 'LINEUP_SET' && canSetLineup(principal, { id: game.id, competitionId: competition.id }, input.teamId))) throw forbidden(text('errors.FORBIDDEN.mayNotScore'));

  const replay = clientEventId ? await replayOf(manager, game, ruleset, clientEventId, input) : null;
  if (replay) return { replayed: replay };
  guardCertified(game, input, request);

  const at = now();
  const folded = await fold(manager, game, ruleset, input, at);
  const event = await storeEvent(manager, game, input, folded, { principal, clientEventId, correctionReason, at });
  const written = await writeGame(manager, game, ruleset, folded);
  return { applied: { principal, game, competition, ruleset, event, input, facts: folded.facts, ...written } };
}

/**
 * Steps 1 and 2: the caller's right, then the locked game row. An ADMIN may score every game, so
 * nothing needs checking before the lock and the game is read once, locked; anyone else is checked
 * on an unlocked read first.
 */
async function authorizeAndLock(tx: Transaction, request: AppendRequest): Promise<{ scorer: boolean; competition: CompetitionEntity; game: GameEntity }> {
  if (isAdmin(request.principal)) {
    const game = await lockGame(tx, request.gameId);
    return { scorer: true, competition: await competitionOfGame(tx.manager, game), game };
  }
  const { scorer, competition } = await authorize(tx.manager, request);
  return { scorer, competition, game: await lockGame(tx, request.gameId) };
}

/**
 * Step 1: may the caller record on this game? A scorer of its competition may; a team's COACH may
 * go on to post his own team's lineup, checked once the event is built. Reads the game without a
 * lock: its competition does not change under a writer.
 */
async function authorize(manager: EntityManager, request: AppendRequest): Promise<{ scorer: boolean; competition: CompetitionEntity }> {
  const { principal } = request;
  const game = await readGame(manager, request.gameId, false);
  const competition = await competitionOfGame(manager, game);
  const scorer = canScoreGame(principal, { id: game.id, competitionId: competition.id });
  if (!scorer && !(principal.kind === 'token' && principal.role === Role.COACH)) throw forbidden(text('errors.FORBIDDEN.mayNotScore'));
  return { scorer, competition };
}

/** Step 3: a retried `clientEventId` answers the original's result; the same id for another kind of event is a conflict. */
async function replayOf(manager: EntityManager, game: GameEntity, ruleset: Ruleset, clientEventId: string, input: GameEventInput): Promise<Recorded | null> {
  const original = await manager.findOne(GameEventEntity, { where: { gameId: game.id, clientEventId } });
  if (!original) return null;
  if (original.type !== input.type) {
    throw conflict(text('errors.CONFLICT.clientEventIdReused', { clientEventId, used: original.type, seq: original.seq, type: input.type }));
  }
  const event = toMessage(original);
  return { snapshot: await snapshotAfter(manager, game, ruleset, original.seq), game, event, events: [event], replayed: true };
}

/** Step 4: a certified game takes only an ADMIN's corrections; a forfeit there needs a reason unless another event's rule records it. */
function guardCertified(game: GameEntity, input: GameEventInput, request: AppendRequest): void {
  if (!game.certifiedAt) return;
  const correction =
    (input.type === 'EVENT_VOIDED' || input.type === 'EVENT_CORRECTED' || input.type === 'FORFEIT' || input.type === 'ID_CHECK_REVIEWED' || input.type === 'RESULT_RECORDED') &&
    isAdmin(request.principal);
  if (!correction) throw ruleViolation(CERTIFIED_MESSAGE, 'CERTIFIED');
  if (input.type === 'FORFEIT' && !request.correctionReason && input.causedBySeq === undefined) throw badField('reason', text('errors.BAD_USER_INPUT.certifiedForfeitReason'));
}

interface Folded {
  seq: number;
  state: GameState;
  next: GameState;
  facts: EventFacts;
}

/**
 * Step 5: the event folded onto the stored state by the pure domain. Only a void or a correction
 * re-folds the log, so only they read it (docs/design.md, "The game log": nobody re-folds per request); a state
 * stored before the penalty counts were kept (R31) is folded again from the log, once.
 */
async function fold(manager: EntityManager, game: GameEntity, ruleset: Ruleset, input: GameEventInput, at: Date): Promise<Folded> {
  const history = input.type === 'EVENT_VOIDED' || input.type === 'EVENT_CORRECTED' ? await storedLog(manager, game.id) : [];
  const state = game.state?.home.penalties !== undefined ? game.state : foldEvents(setupOf(game), ruleset, history.length ? history : await storedLog(manager, game.id), startedAt(game));
  const seq = game.lastSeq + 1;
  const { state: next, facts } = applyEvent(state, { ...input, seq, at: at.toISOString() }, ruleset, history);
  return { seq, state, next, facts };
}

/** Step 6, the log: the event stored at its seq (unique per game, as its clientEventId), and a void's target flagged. */
async function storeEvent(
  manager: EntityManager,
  game: GameEntity,
  input: GameEventInput,
  { seq, facts }: Folded,
  by: { principal: AppendRequest['principal']; clientEventId: string | null; correctionReason: string | null; at: Date },
): Promise<GameEventEntity> {
  const { type, ...fields } = input;
  const { principal } = by;
  const event = manager.create(GameEventEntity, {
    id: randomUUID(),
    gameId: game.id,
    seq,
    type,
    period: facts.period,
    clockRemainingMs: facts.clockRemainingMs,
    teamId: facts.teamId,
    playerId: facts.playerId,
    payload: { ...fields, details: facts.details, ...(by.correctionReason ? { correctionReason: by.correctionReason } : {}) },
    clientEventId: by.clientEventId,
    voided: false,
    recordedBy: principal.kind === 'token' ? principal.tokenId : null,
    recordedByName: principal.kind === 'token' ? principal.name : null,
    recordedAt: by.at,
  });
  await thin(manager, GameEventEntity).insert(manager, event);
  // The flag readers see; the fold itself goes by the EVENT_VOIDED events (a void is never voided).
  if (input.type === 'EVENT_VOIDED') await manager.update(GameEventEntity, { gameId: game.id, seq: input.targetSeq }, { voided: true });
  // R83: the corrected event as its readers (sheets, stats, exports) see it from now on; the fold
  // itself goes by the EVENT_CORRECTED events, and the correction keeps what it said before.
  if (input.type === 'EVENT_CORRECTED') {
    const corrected = facts.details.corrected as EventFacts;
    const { type: _type, ...replacement } = input.replacement;
    const target = await manager.findOneOrFail(GameEventEntity, { where: { gameId: game.id, seq: input.targetSeq } });
    const keep = target.payload.correctionReason !== undefined ? { correctionReason: target.payload.correctionReason } : {};
    await manager.update(GameEventEntity, { id: target.id }, {
      clockRemainingMs: corrected.clockRemainingMs,
      playerId: corrected.playerId,
      payload: { ...replacement, details: corrected.details, ...keep, correctedBySeq: seq },
    } as QueryDeepPartialEntity<GameEventEntity>);
  }
  return event;
}

/** Step 6, the row: the new state, scoreboard, score, status and result, and whether the result moved. */
async function writeGame(
  manager: EntityManager,
  game: GameEntity,
  ruleset: Ruleset,
  { seq, state, next }: Folded,
): Promise<{ snapshot: AppliedEvent['snapshot']; resultMoved: boolean; statusBefore: GameStatus }> {
  // A correction's revision (a rename, R63) stays with the scoreboard: the next event's seq is newer anyway.
  const folded = toScoreboard(next, ruleset);
  const snapshot = game.snapshot?.revision ? { ...folded, revision: game.snapshot.revision } : folded;
  // The result facts before (kept on the row; a row stored before they were folds them from its state) and after.
  const resultBefore = game.result ?? resultFacts(state, ruleset);
  const statusBefore = game.status;
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
    certifiedBy: game.certifiedAt && CLOSED_STATUSES.has(next.status) ? game.certifiedBy : null,
  };
  await thin(manager, GameEntity).updateById(manager, game.id, changes);
  Object.assign(game, changes);
  return { snapshot, resultMoved: resultChanged(resultBefore, result), statusBefore };
}

/** The game row, locked for the rest of the transaction (MySQL: SELECT … FOR UPDATE; SQLite has one writer, and thin.ts reads it plainly there). */
export function lockGame(tx: Transaction, gameId: string): Promise<GameEntity> {
  return readGame(tx.manager, gameId, true);
}

/**
 * The game row, as requireRow and requireLockedRow read it (NOT_FOUND naming gameId), by the
 * statement built once for it (src/db/thin.ts): it is read for every event.
 */
async function readGame(manager: EntityManager, gameId: string, forUpdate: boolean): Promise<GameEntity> {
  const game = await thin(manager, GameEntity).findById(manager, gameId, { forUpdate });
  if (!game) throw notFound('Game', gameId, 'gameId');
  return game;
}

/**
 * What the input itself must satisfy, whatever the game's state: an infraction code the rulebooks
 * name (normalised: "high-sticking" is HIGH_STICKING). The domain judges everything else.
 */
function checkInput(input: GameEventInput): GameEventInput {
  // R83: a corrected penalty's infraction meets the same check as a live one.
  if (input.type === 'EVENT_CORRECTED' && input.replacement.type === 'PENALTY') return { ...input, replacement: checkInput(input.replacement) as typeof input.replacement };
  if (input.type !== 'PENALTY') return input;
  const infraction = normalizeInfraction(input.infraction);
  if (!infraction) {
    throw badInput(text('errors.BAD_USER_INPUT.notAnInfraction', { infraction: input.infraction, infractions: INFRACTIONS.join(', ') }), [
      { field: 'infraction', message: `must be one of ${INFRACTIONS.join(', ')}` },
    ]);
  }
  return { ...input, infraction };
}

/**
 * The competition's ruleset for this game's division: a rulebook with rules by division category
 * (BHI 003:22, R36) reads the division's category, the others need no more than the competition.
 */
async function divisionRuleset(manager: EntityManager, game: GameEntity, ruleset: Ruleset): Promise<Ruleset> {
  if (!ruleset.deliberateSlideMinorIn?.length) return ruleset;
  const division = await manager.findOne(DivisionEntity, { where: { id: game.divisionId }, select: { id: true, category: true } });
  return forDivision(ruleset, (division?.category as DivisionCategory | null | undefined) ?? null);
}
