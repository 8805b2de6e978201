import { In, type EntityManager } from 'typeorm';
import type { Principal } from '../../auth/principal';
import { GameEntity, GameEventEntity, PlayerEntity, RosterEntryEntity, type AuditChange } from '../../db/entities';
import { type CorrectionField, correctedEvent, asPosted, type EventCorrection } from '../../domain/game/corrections';
import type { CorrectableEvent } from '../../domain/game/types';
import { normalizeInfraction } from '../../domain/infractions';
import { text } from '../../domain/messages';
import { badField, ruleViolation } from '../../errors';
import { AuditAction, AuditEntity, recordAudit } from '../audit';
import { competitionOfGame } from '../competition.service';
import { toRecorded } from './stored-log';
import type { EventBuilder } from './types';

/** How the audit trail names each corrected field: `events[<seq>].<name>`. */
const AUDIT_NAMES: Record<CorrectionField, string> = {
  scorerId: 'scorer',
  assistIds: 'assists',
  emptyNet: 'emptyNet',
  playerId: 'player',
  severity: 'severity',
  infraction: 'infraction',
  accidental: 'accidental',
  clockRemainingMs: 'time',
};

/**
 * The EVENT_CORRECTED an official's correction makes (R83), built on the locked game: the event at
 * `seq` as recorded, the correction's fields in its place (correctedEvent), and the audit trail's
 * entry — each field before → after, players by number and name, the time as the clock read — in
 * the same transaction, so a correction the game machine then refuses leaves no entry either.
 */
export function correctionBuilder(principal: Principal, seq: number, correction: EventCorrection, reason: string): EventBuilder {
  return async (manager, game) => {
    const row = await manager.findOne(GameEventEntity, { where: { gameId: game.id, seq } });
    if (!row) throw ruleViolation(text('errors.RULE_VIOLATION.noEventToCorrect', { seq }), 'R83');
    const recorded = toRecorded(row);
    if (recorded.type !== 'GOAL' && recorded.type !== 'PENALTY') throw ruleViolation(text('errors.RULE_VIOLATION.notCorrectable', { seq }), 'R83');
    const previous = asPosted(recorded);
    // Compared as it will be stored: "tripping" is TRIPPING (an unknown code is refused when appended).
    const infraction = correction.infraction !== undefined ? (normalizeInfraction(correction.infraction) ?? correction.infraction) : undefined;
    const outcome = correctedEvent(previous, { ...correction, infraction });
    if ('problem' in outcome) {
      if (outcome.problem === 'NOTHING_CHANGES') throw badField('input', text('errors.BAD_USER_INPUT.correctionChangesNothing', { seq }));
      throw badField(outcome.field, text('errors.BAD_USER_INPUT.correctionFieldOfOtherKind', { seq }));
    }
    const competition = await competitionOfGame(manager, game);
    const changes = await auditChanges(manager, game, row, previous, outcome.replacement, outcome.changed);
    await recordAudit({ manager }, principal, { competitionIds: [competition.id], entityType: AuditEntity.GAME, entityId: game.id, action: AuditAction.CORRECT, changes, reason });
    return { type: 'EVENT_CORRECTED', targetSeq: seq, reason, replacement: outcome.replacement, previous };
  };
}

/** "mm:ss" of a clock reading. */
function clockText(ms: number | null | undefined): string | null {
  if (ms == null) return null;
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The changed fields as the trail keeps them: players as "#9 Name" of the event's team, never bare ids. */
async function auditChanges(
  manager: EntityManager,
  game: GameEntity,
  row: GameEventEntity,
  previous: CorrectableEvent,
  replacement: CorrectableEvent,
  changed: readonly CorrectionField[],
): Promise<AuditChange[]> {
  const ids = [previous, replacement].flatMap((e) => (e.type === 'GOAL' ? [e.scorerId, ...(e.assistIds ?? [])] : e.playerId ? [e.playerId] : []));
  const players = ids.length ? await manager.find(PlayerEntity, { where: { id: In(ids) }, select: { id: true, name: true } }) : [];
  const entries = ids.length ? await manager.find(RosterEntryEntity, { where: { teamId: previous.teamId, playerId: In(ids) }, select: { playerId: true, number: true } }) : [];
  const named = (id: string | null | undefined): string | null => {
    if (!id) return null;
    const name = players.find((p) => p.id === id)?.name ?? id;
    const number = entries.find((e) => e.playerId === id)?.number;
    return number == null ? name : `#${number} ${name}`;
  };
  const value = (event: CorrectableEvent, field: CorrectionField, isBefore: boolean): unknown => {
    const raw = (event as Record<string, unknown>)[field];
    if (field === 'scorerId' || field === 'playerId') return named(raw as string | null);
    if (field === 'assistIds') return ((raw as string[] | undefined) ?? []).map(named).join(', ') || null;
    // A time left out when it was recorded is the one the running clock gave, kept on the row.
    if (field === 'clockRemainingMs') return clockText((raw as number | null | undefined) ?? (isBefore ? row.clockRemainingMs : null));
    return raw ?? null;
  };
  return changed.map((field) => ({ field: `events[${row.seq}].${AUDIT_NAMES[field]}`, before: value(previous, field, true), after: value(replacement, field, false) }));
}
