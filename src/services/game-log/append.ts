import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { canScoreGame, canSetLineup, isAdmin, Role } from '../../auth/principal';
import type { Transaction } from '../../db/database';
import { DivisionEntity, GameEntity, GameEventEntity } from '../../db/entities';
import { type DivisionCategory, GameStatus } from '../../domain/enums';
import { applyEvent, foldEvents } from '../../domain/game/machine';
import { toScoreboard } from '../../domain/game/scoreboard-view';
import { resultChanged, resultFacts } from '../../domain/game/result';
import type { GameEventInput } from '../../domain/game/types';
import { INFRACTIONS, normalizeInfraction } from '../../domain/infractions';
import { forDivision, resolveRuleset, type Ruleset } from '../../domain/rulesets';
import { badField, badInput, conflict, forbidden, ruleViolation } from '../../errors';
import { text } from '../../domain/messages';
import { competitionOfGame } from '../competition.service';
import { requireLockedRow } from '../context';
import { setupOf, snapshotAfter, startedAt, storedLog, toMessage } from './stored-log';
import type { AppendRequest, AppliedEvent, Recorded } from './types';

const CERTIFIED_MESSAGE = text('errors.RULE_VIOLATION.certifiedCorrection');

/** The statuses a game's result is settled in: only these are certified. */
export const CLOSED_STATUSES: ReadonlySet<GameStatus> = new Set<GameStatus>([GameStatus.FINAL, GameStatus.FORFEITED]);

/** What appending answers: the event applied, or for a retried `clientEventId` the original's result. */
export type Appended = { applied: AppliedEvent } | { replayed: Recorded };

/**
 * Appends one event to a game's log, in the caller's transaction: locks the game row, checks the
 * caller may score this game, answers a retried `clientEventId` from the log, refuses anything once
 * the game is certified (except an ADMIN's correction), folds the event onto the stored state (the
 * domain refuses what the rules do not allow: its RuleViolation), stores it with seq = lastSeq + 1,
 * and writes the new state, scoreboard and result onto the game row.
 */
export async function append(tx: Transaction, request: AppendRequest, now: () => Date): Promise<Appended> {
  const { manager } = tx;
  const { principal, clientEventId, correctionReason } = request;
  const game = await lockGame(tx, request.gameId);
  const competition = await competitionOfGame(manager, game);
  const scope = { id: game.id, competitionId: competition.id };
  const scorer = canScoreGame(principal, scope);
  const mayNotScore = text('errors.FORBIDDEN.mayNotScore');
  // A team's COACH may post its own team's lineup (setLineup), checked once the event is built.
  if (!scorer && !(principal.kind === 'token' && principal.role === Role.COACH)) throw forbidden(mayNotScore);
  const ruleset = await divisionRuleset(manager, game, resolveRuleset(competition.preset, competition.rulesOverrides));
  const input = checkInput(await request.build(manager, game));
  if (!scorer && !(input.type === 'LINEUP_SET' && canSetLineup(principal, scope, input.teamId))) throw forbidden(mayNotScore);

  if (clientEventId) {
    const original = await manager.findOne(GameEventEntity, { where: { gameId: game.id, clientEventId } });
    if (original) {
      if (original.type !== input.type) {
        throw conflict(text('errors.CONFLICT.clientEventIdReused', { clientEventId, used: original.type, seq: original.seq, type: input.type }));
      }
      return { replayed: { snapshot: await snapshotAfter(manager, game, ruleset, original.seq), game, event: toMessage(original), replayed: true } };
    }
  }

  if (game.certifiedAt) {
    const correction = (input.type === 'EVENT_VOIDED' || input.type === 'FORFEIT' || input.type === 'ID_CHECK_REVIEWED' || input.type === 'RESULT_RECORDED') && isAdmin(principal);
    if (!correction) throw ruleViolation(CERTIFIED_MESSAGE, 'CERTIFIED');
    // A forfeit another event's rule records (causedBySeq) carries that event's reason.
    if (input.type === 'FORFEIT' && !correctionReason && input.causedBySeq === undefined) throw badField('reason', text('errors.BAD_USER_INPUT.certifiedForfeitReason'));
  }

  // Only a void re-folds the log, so only a void reads it (docs/design.md, "The game log": nobody
  // re-folds per request).
  const history = input.type === 'EVENT_VOIDED' ? await storedLog(manager, game.id) : [];
  // A state stored before the penalty counts were kept (R31) is folded again from the log, once.
  const state = game.state?.home.penalties !== undefined ? game.state : foldEvents(setupOf(game), ruleset, history.length ? history : await storedLog(manager, game.id), startedAt(game));
  const seq = game.lastSeq + 1;
  const at = now();
  // What the rules do not allow is the domain's RuleViolation, which leaves as it is.
  const { state: next, facts } = applyEvent(state, { ...input, seq, at: at.toISOString() }, ruleset, history);
  // A correction's revision (a rename, R63) stays with the scoreboard: the next event's seq is newer anyway.
  const folded = toScoreboard(next, ruleset);
  const snapshot = game.snapshot?.revision ? { ...folded, revision: game.snapshot.revision } : folded;

  const { type, ...fields } = input;
  const event = manager.create(GameEventEntity, {
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
  await manager.insert(GameEventEntity, event as QueryDeepPartialEntity<GameEventEntity>);
  // The flag readers see; the fold itself goes by the EVENT_VOIDED events (a void is never voided).
  if (input.type === 'EVENT_VOIDED') await manager.update(GameEventEntity, { gameId: game.id, seq: input.targetSeq }, { voided: true });

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
  await manager.update(GameEntity, { id: game.id }, changes);
  Object.assign(game, changes);
  return { applied: { principal, game, competition, ruleset, event, input, facts, snapshot, resultMoved: resultChanged(resultBefore, result), statusBefore } };
}

/** The game row, locked for the rest of the transaction. */
export function lockGame(tx: Transaction, gameId: string): Promise<GameEntity> {
  return requireLockedRow(tx, GameEntity, gameId, 'Game', 'gameId');
}

/**
 * What the input itself must satisfy, whatever the game's state: an infraction code the rulebooks
 * name (normalised: "high-sticking" is HIGH_STICKING). The domain judges everything else.
 */
function checkInput(input: GameEventInput): GameEventInput {
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
