import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { canReadDisciplineDetails, isAdmin, type Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { keysetHasAtOrBefore, keysetPage } from '../../db/keyset';
import { CompetitionEntity, FineEntity, GameEntity, GameEventEntity, PlayerEntity, TeamEntity, TeamOfficialEntity } from '../../db/entities';
import { FINE_KINDS, type FineKind, rebatable } from '../../domain/fines';
import { badField, notFound, ruleViolation } from '../../errors';
import { isLanguage, text, translate } from '../../domain/messages';
import { type DisciplineReads, placeOfTeam, placesOfPlayer } from './owners';
import { checkReason, clip } from './reasons';
import { AuditAction, AuditEntity, changesOf, recordAudit } from '../audit';

/** A new fine, as stored: not yet paid, waived nor rebated. */
export interface NewFine {
  competitionId: string;
  /** exactly one of playerId (a player's fine) and teamId (a team's); a team official's (R40) names his team too */
  playerId: string | null;
  teamId: string | null;
  teamOfficialId?: string | null;
  amountCents: number;
  reason: string;
  rule: string;
  /** the league fine it is, by name (null: the §26 table's, or an explicit amount) */
  kind: FineKind | null;
  /** the game event whose rule gave it (voiding the event deletes it) */
  causedByEventId: string | null;
}

/** Stores a fine: the one place a fine row is written (a reason or rule past 500 characters is clipped). */
export async function writeFine(manager: EntityManager, fine: NewFine): Promise<FineEntity> {
  const row = manager.create(FineEntity, {
    id: randomUUID(),
    ...fine,
    teamOfficialId: fine.teamOfficialId ?? null,
    reason: clip(fine.reason),
    rule: clip(fine.rule),
    rebatedToTeamId: null,
    paidAt: null,
  });
  await manager.insert(FineEntity, row);
  return row;
}

/**
 * League 004:56 "Any fine(s) money collected from games defaulted as a result of 'no show', will be
 * rebated back to the opposing team that showed up" (R43): the opponent in the game whose default
 * without notice (forfeitGame's withoutNotice) gave the fine; null for any other fine.
 */
async function noShowOpponent(manager: EntityManager, fine: FineEntity): Promise<string | null> {
  if (!rebatable(fine.kind) || !fine.causedByEventId || !fine.teamId) return null;
  const cause = await manager.findOne(GameEventEntity, { where: { id: fine.causedByEventId } });
  if (cause?.type !== 'FORFEIT' || cause.payload.withoutNotice !== true) return null;
  const game = await manager.findOne(GameEntity, { where: { id: cause.gameId }, select: { id: true, homeTeamId: true, awayTeamId: true } });
  if (!game) return null;
  return game.homeTeamId === fine.teamId ? game.awayTeamId : game.homeTeamId;
}

/** Still owed: neither paid nor waived. */
export function owed(fine: FineEntity): boolean {
  return fine.paidAt === null && fine.waivedAt === null;
}

/**
 * Fines as stored: officials' fines (recorded, paid, waived, a no-show default's rebated) besides
 * those the game log's events give (consequences.ts).
 */
export class FineService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A player's fines, newest first, as this caller may read them: an ADMIN reads them all; a COACH
   * of a team the player is rostered on, those of that team's competition. Who may ask at all is the
   * field's privacy policy (src/graphql/privacy.ts, PLAYER_FINES); this keeps each fine to its owner.
   */
  async ofPlayer(principal: Principal, playerId: string, reads: DisciplineReads): Promise<FineEntity[]> {
    const teams = await placesOfPlayer(reads, playerId);
    const fines = await reads.finesByPlayer.load(playerId);
    return fines.filter((f) => canReadDisciplineDetails(principal, { competitionId: f.competitionId, teams }));
  }

  /**
   * `size + 1` of a player's or a team's own fines the caller may read (as `ofPlayer`, `ofTeam`:
   * an ADMIN every one, a COACH those of the competitions his teams share with the owner), newest
   * first (then id), after a keyset position, and whether the list holds the position's fine or a
   * newer one. The competitions are asked of the database, not filtered after reading.
   */
  async pageOf(
    principal: Principal,
    owner: { playerId: string } | { team: TeamEntity },
    reads: DisciplineReads,
    size: number,
    after: { at: number; id: string } | null,
  ): Promise<{ fines: FineEntity[]; hasPrevious: boolean }> {
    const teams = 'playerId' in owner ? await placesOfPlayer(reads, owner.playerId) : await placeOfTeam(reads, owner.team);
    const competitionIds = [...new Set(teams.map((t) => t.competitionId))].filter((competitionId) => canReadDisciplineDetails(principal, { competitionId, teams }));
    const all = isAdmin(principal);
    if (!all && competitionIds.length === 0) return { fines: [], hasPrevious: false };
    const query = () => {
      const q = this.db.manager.createQueryBuilder(FineEntity, 'fine');
      if ('playerId' in owner) q.where('fine.playerId = :playerId', { playerId: owner.playerId });
      else q.where('fine.teamId = :teamId', { teamId: owner.team.id });
      if (!all) q.andWhere('fine.competitionId IN (:...competitionIds)', { competitionIds });
      return q;
    };
    const position = after ? { at: new Date(after.at), id: after.id } : null;
    const [fines, hasPrevious] = await Promise.all([
      keysetPage(query(), 'fine', 'createdAt', 'DESC', size, position, FineEntity),
      position ? keysetHasAtOrBefore(query(), 'fine', 'createdAt', 'DESC', position, FineEntity) : false,
    ]);
    return { fines, hasPrevious };
  }

  /** A team's own fines in its competition, newest first (who may ask: src/graphql/privacy.ts, TEAM_FINES). */
  async ofTeam(principal: Principal, team: TeamEntity, reads: DisciplineReads): Promise<FineEntity[]> {
    const [teams, fines] = await Promise.all([placeOfTeam(reads, team), reads.finesByTeam.load(team.id)]);
    return fines.filter((f) => canReadDisciplineDetails(principal, { competitionId: f.competitionId, teams }));
  }

  /** What a team and its roster players still owe in the team's competition (owed: unpaid, not waived), newest first (who may ask: src/graphql/privacy.ts, TEAM_FINES). */
  async unpaidOfTeam(principal: Principal, team: TeamEntity, reads: DisciplineReads): Promise<FineEntity[]> {
    const [division, roster] = await Promise.all([reads.division.load(team.divisionId), reads.rosterByTeam.load(team.id)]);
    const [own, players] = await Promise.all([reads.finesByTeam.load(team.id), reads.finesByPlayer.loadMany(roster.map((e) => e.playerId))]);
    const all = [...own, ...players.flatMap((p) => (p instanceof Error ? [] : p))];
    // Every one concerns this team in its competition (its own, or a player's on its roster): the team owns them there.
    const teams = division ? [{ teamId: team.id, competitionId: division.competitionId }] : [];
    return all
      .filter((f) => owed(f) && f.competitionId === division?.competitionId && canReadDisciplineDetails(principal, { competitionId: f.competitionId, teams }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** An official's fine: a league fine by kind (its amount from the rulebook, fines.ts) or an explicit amount. */
  async recordFine(
    input: {
      playerId?: string | null;
      teamId?: string | null;
      teamOfficialId?: string | null;
      competitionId: string;
      amountCents?: number | null;
      kind?: FineKind | null;
      reason: string;
    },
    actor?: Principal,
  ): Promise<FineEntity> {
    const reason = checkReason(input.reason, 'input.reason');
    if ([input.playerId, input.teamId, input.teamOfficialId].filter(Boolean).length !== 1) {
      throw badField('input.playerId', text('errors.BAD_USER_INPUT.oneFinePayee'));
    }
    const table = input.kind ? FINE_KINDS[input.kind] : null;
    const amountCents = input.amountCents ?? table?.amountCents ?? null;
    if (amountCents === null) throw badField('input.amountCents', input.kind ? text('errors.BAD_USER_INPUT.fineKindAmount', { kind: input.kind }) : text('errors.BAD_USER_INPUT.fineAmount'));
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw badField('input.amountCents', text('errors.BAD_USER_INPUT.wholeCents'));
    return this.db.transaction(async ({ manager }) => {
      const competition = await manager.findOne(CompetitionEntity, { where: { id: input.competitionId }, select: { id: true, language: true } });
      if (!competition) throw notFound('Competition', input.competitionId, 'input.competitionId');
      if (input.playerId && !(await manager.exists(PlayerEntity, { where: { id: input.playerId } }))) throw notFound('Player', input.playerId, 'input.playerId');
      if (input.teamId && !(await manager.exists(TeamEntity, { where: { id: input.teamId } }))) throw notFound('Team', input.teamId, 'input.teamId');
      const official = input.teamOfficialId ? await manager.findOne(TeamOfficialEntity, { where: { id: input.teamOfficialId } }) : null;
      if (input.teamOfficialId && !official) throw notFound('TeamOfficial', input.teamOfficialId, 'input.teamOfficialId');
      const fine = await writeFine(manager, {
        competitionId: input.competitionId,
        playerId: input.playerId ?? null,
        teamId: input.teamId ?? official?.teamId ?? null,
        teamOfficialId: official?.id ?? null,
        amountCents,
        reason,
        rule: table?.rule ?? translate(isLanguage(competition.language) ? competition.language : 'en', text('officialDecision')),
        kind: input.kind ?? null,
        causedByEventId: null,
      });
      if (actor) await auditFine(manager, actor, fine, AuditAction.RECORD, changesOf({ amountCents: null } as unknown as FineEntity, fine, ['amountCents']), reason);
      return fine;
    });
  }

  payFine(id: string, paidAt: Date | null | undefined, actor?: Principal): Promise<FineEntity> {
    return this.db.transaction(async ({ manager }) => {
      const row = await manager.findOne(FineEntity, { where: { id } });
      if (!row) throw notFound('Fine', id, 'id');
      if (row.paidAt) throw ruleViolation(text('errors.RULE_VIOLATION.fineAlreadyPaid', { at: row.paidAt.toISOString() }), 'FINE_PAID');
      if (row.waivedAt) throw ruleViolation(text('errors.RULE_VIOLATION.fineWaivedNothingOwed', { at: row.waivedAt.toISOString(), reason: String(row.waivedReason) }), 'FINE_WAIVED');
      row.paidAt = paidAt ?? this.now();
      row.rebatedToTeamId = row.rebatedToTeamId ?? (await noShowOpponent(manager, row));
      await manager.update(FineEntity, { id }, { paidAt: row.paidAt, rebatedToTeamId: row.rebatedToTeamId });
      if (actor) await auditFine(manager, actor, row, AuditAction.PAY, changesOf({ paidAt: null } as FineEntity, row, ['paidAt']), null);
      return row;
    });
  }

  /** An official waives an unpaid fine, with a reason: it is owed no more (the rulebook's ranges let officials waive, fines.ts). */
  waiveFine(id: string, reason: string, actor?: Principal): Promise<FineEntity> {
    const checked = checkReason(reason);
    return this.db.transaction(async ({ manager }) => {
      const row = await manager.findOne(FineEntity, { where: { id } });
      if (!row) throw notFound('Fine', id, 'id');
      if (row.paidAt) throw ruleViolation(text('errors.RULE_VIOLATION.finePaidNotWaived', { at: row.paidAt.toISOString() }), 'FINE_PAID');
      if (row.waivedAt) throw ruleViolation(text('errors.RULE_VIOLATION.fineAlreadyWaived', { at: row.waivedAt.toISOString() }), 'FINE_WAIVED');
      Object.assign(row, { waivedAt: this.now(), waivedReason: checked });
      await manager.update(FineEntity, { id }, { waivedAt: row.waivedAt, waivedReason: checked });
      if (actor) await auditFine(manager, actor, row, AuditAction.WAIVE, changesOf({ waivedAt: null } as FineEntity, row, ['waivedAt']), checked);
      return row;
    });
  }

  /** §16: a paid no-show default fine is rebated to the opposing team that showed up. */
  rebateFine(id: string, toTeamId: string, actor?: Principal): Promise<FineEntity> {
    return this.db.transaction(async ({ manager }) => {
      const row = await manager.findOne(FineEntity, { where: { id } });
      if (!row) throw notFound('Fine', id, 'id');
      if (!rebatable(row.kind)) throw ruleViolation(text('errors.RULE_VIOLATION.fineRebateNoShowOnly'), '§16');
      if (!row.paidAt) throw ruleViolation(text('errors.RULE_VIOLATION.fineRebateUnpaid'), '§16');
      if (row.rebatedToTeamId) throw ruleViolation(text('errors.RULE_VIOLATION.fineAlreadyRebated'), '§16');
      if (toTeamId === row.teamId) throw badField('toTeamId', text('errors.BAD_USER_INPUT.rebateToOpponent'));
      if (!(await manager.exists(TeamEntity, { where: { id: toTeamId } }))) throw notFound('Team', toTeamId, 'toTeamId');
      const before = { rebatedToTeamId: row.rebatedToTeamId } as FineEntity;
      row.rebatedToTeamId = toTeamId;
      await manager.update(FineEntity, { id }, { rebatedToTeamId: toTeamId });
      if (actor) await auditFine(manager, actor, row, AuditAction.UPDATE, changesOf(before, row, ['rebatedToTeamId']), null);
      return row;
    });
  }
}

/** A fine's change in its competition's audit trail (R63): who, what, why. */
function auditFine(manager: EntityManager, actor: Principal, row: FineEntity, action: AuditAction, changes: ReturnType<typeof changesOf>, reason: string | null): Promise<void> {
  return recordAudit({ manager }, actor, { competitionIds: [row.competitionId], entityType: AuditEntity.FINE, entityId: row.id, action, changes, reason });
}
