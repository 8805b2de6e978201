import { randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { Principal } from '../auth/principal';
import type { Transaction } from '../db/database';
import { AuditEntryEntity, DivisionEntity, RosterEntryEntity, TeamEntity, type AuditChange } from '../db/entities';
import { forbidden } from '../errors';
import { text } from '../domain/messages';

export const AuditEntity = {
  COMPETITION: 'COMPETITION',
  DIVISION: 'DIVISION',
  TEAM: 'TEAM',
  PLAYER: 'PLAYER',
  GAME: 'GAME',
  ROSTER_ENTRY: 'ROSTER_ENTRY',
  /** an entry of a league team's account: fees, refunds, bonds, bills, a withdrawal (R70, R71) */
  TEAM_ACCOUNT_ENTRY: 'TEAM_ACCOUNT_ENTRY',
  /** a suspension an official set, adjusted, lifted or carried over */
  SUSPENSION: 'SUSPENSION',
  /** a fine an official recorded, or one paid, waived or rebated */
  FINE: 'FINE',
} as const;
export type AuditEntity = (typeof AuditEntity)[keyof typeof AuditEntity];

export const AuditAction = {
  UPDATE: 'UPDATE',
  DELETE: 'DELETE',
  CANCEL: 'CANCEL',
  RELEASE: 'RELEASE',
  /** a game's result certified (certifiedAt, certifiedBy) */
  CERTIFY: 'CERTIFY',
  /** a game not started moved (startsAt, venue) */
  RESCHEDULE: 'RESCHEDULE',
  /** a competition's discipline linked with another's (R41) */
  LINK: 'LINK',
  /** money recorded on a team's account (R70, R71) */
  RECORD: 'RECORD',
  /** a bill on a team's account paid (R71) */
  PAY: 'PAY',
  /** a bond on a team's account given back, what its giver owed settled from it (R72) */
  RETURN: 'RETURN',
  /** a suspension lifted before it was served */
  LIFT: 'LIFT',
  /** a fine waived: owed no more */
  WAIVE: 'WAIVE',
  /** a finished game's goal or penalty corrected by an official (R83): `events[<seq>].<field>` before → after */
  CORRECT: 'CORRECT',
  /** a competition's rink tablet cards printed: a scorekeeper token per game, the earlier cards' tokens revoked (R82) */
  ISSUE: 'ISSUE',
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];

export interface AuditRecord {
  /** the competitions the row belongs to: one entry each (a player rostered in two competitions is seen by both); none: one entry without */
  competitionIds: readonly string[];
  entityType: AuditEntity;
  entityId: string;
  action: AuditAction;
  changes: AuditChange[];
  reason?: string | null;
}

/** A value as the trail keeps it: JSON-safe (instants as ISO strings), undefined as null. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

/**
 * The fields of `after` whose value differs from `before`, each with both values: what a correction
 * changed, nothing it left as it was.
 */
export function changesOf<T extends object>(before: T, after: Partial<T>, fields: ReadonlyArray<keyof T & string>): AuditChange[] {
  const out: AuditChange[] = [];
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined) continue;
    const was = plain(before[field]);
    const now = plain(after[field]);
    if (JSON.stringify(was) !== JSON.stringify(now)) out.push({ field, before: was, after: now });
  }
  return out;
}

/**
 * Writes the audit rows of a correction in its transaction (R63): who made it (the token's id, name
 * and role, from the principal, never from an argument), when, and what. A correction without a
 * token cannot reach here (every correction is @Authorized), but is refused rather than recorded
 * as nobody's.
 */
/**
 * The last instant this process stamped on an audit row: each new row is stamped at least a
 * millisecond later, so one instance's corrections keep their order in the trail (newest first) even
 * when two fall in the same millisecond. Rows of two instances in one millisecond are ordered by id:
 * a page never repeats or skips one either way.
 */
let lastStamp = 0;

function stamp(at: Date): Date {
  lastStamp = Math.max(at.getTime(), lastStamp + 1);
  return new Date(lastStamp);
}

export async function recordAudit(tx: Transaction | { manager: EntityManager }, principal: Principal, record: AuditRecord, at: Date = new Date()): Promise<void> {
  if (principal.kind !== 'token') throw forbidden(text('errors.FORBIDDEN.correctionNeedsToken'));
  const stamped = stamp(at);
  const competitionIds = record.competitionIds.length ? [...new Set(record.competitionIds)] : [null];
  for (const competitionId of competitionIds) {
    await tx.manager.insert(AuditEntryEntity, {
      id: randomUUID(),
      competitionId,
      entityType: record.entityType,
      entityId: record.entityId,
      action: record.action,
      changes: record.changes,
      reason: record.reason?.trim() || null,
      actorTokenId: principal.tokenId,
      actorName: principal.name,
      actorRole: principal.role,
      at: stamped,
    } as QueryDeepPartialEntity<AuditEntryEntity>);
  }
}

/** The competitions of the teams given (through their divisions): where a row of theirs is audited. */
export async function competitionsOfTeams(manager: EntityManager, teamIds: readonly string[]): Promise<string[]> {
  if (!teamIds.length) return [];
  const teams = await manager.find(TeamEntity, { where: { id: In([...teamIds]) }, select: { id: true, divisionId: true } });
  const divisions = teams.length ? await manager.find(DivisionEntity, { where: { id: In(teams.map((t) => t.divisionId)) }, select: { id: true, competitionId: true } }) : [];
  return [...new Set(divisions.map((d) => d.competitionId))];
}

/** The competitions a player has been on a roster in (released entries too): each sees his audit rows. */
export async function competitionsOfPlayer(manager: EntityManager, playerId: string): Promise<string[]> {
  const entries = await manager.find(RosterEntryEntity, { where: { playerId }, select: { id: true, teamId: true } });
  return competitionsOfTeams(manager, [...new Set(entries.map((e) => e.teamId))]);
}
