import { In, IsNull, type EntityManager } from 'typeorm';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/database';
import { CompetitionEntity, DivisionEntity, FineEntity, GameEntity, PlayerEntity, RosterEntryEntity, TeamAccountEntryEntity, TeamEntity } from '../db/entities';
import { type AccountEntry, AccountEntryKind, type AccountStanding, accountStanding, bondReturn, checkAccountEntry, checkBillPayment, MAX_ACCOUNT_CENTS, type OwedFine } from '../domain/league-money';
import { text } from '../domain/messages';
import { badField } from '../errors';
import { AuditAction, AuditEntity, recordAudit } from './audit';
import { requireLockedRow, requireRow } from './context';

/** The most characters an entry's description may hold. */
export const MAX_ACCOUNT_DESCRIPTION = 200;

export interface RecordAccountEntry {
  teamId: string;
  kind: AccountEntryKind;
  /** in cents, 1 to MAX_ACCOUNT_CENTS; a withdrawal has none (0) */
  amountCents?: number | null;
  /** a bond held from this player, a bill to him (he must be on the team's roster) */
  playerId?: string | null;
  /** what it is for: needed for a bill */
  description?: string | null;
  /** when it was paid, held, billed, given back, or the team withdrew; default now, never in the future */
  at?: Date | null;
}

/** A team's account as the API answers it: its entries, oldest first, and what the rules make of them. */
export interface TeamAccount {
  teamId: string;
  competitionId: string;
  seasonStartsAt: Date | null;
  entries: TeamAccountEntryEntity[];
  standing: AccountStanding;
  /** the fines the standing counts (the team's own, and those of the players whose bonds it holds) */
  finesOwed: OwedFine[];
}

function asDomain(row: TeamAccountEntryEntity): AccountEntry {
  return { id: row.id, kind: row.kind, amountCents: row.amountCents, playerId: row.playerId, at: row.at.toISOString(), paidAt: row.paidAt?.toISOString() ?? null, bondId: row.bondId ?? null };
}

/**
 * League team accounts (004:1-3; R70, R71): fees, refunds, bonds, bills and a withdrawal, each write
 * in one transaction with its audit row. Who may read: src/graphql/privacy.ts, TEAM_ACCOUNT; who may
 * write: ADMIN (the resolver).
 */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The team's account now. */
  async ofTeam(teamId: string): Promise<TeamAccount> {
    const team = await requireRow(this.db.manager, TeamEntity, teamId, 'Team', 'teamId');
    return this.accountOf(this.db.manager, team);
  }

  private async accountOf(manager: EntityManager, team: TeamEntity): Promise<TeamAccount> {
    const division = await requireRow(manager, DivisionEntity, team.divisionId, 'Division', 'teamId');
    const [competition, entries] = await Promise.all([
      requireRow(manager, CompetitionEntity, division.competitionId, 'Competition', 'teamId'),
      manager.find(TeamAccountEntryEntity, { where: { teamId: team.id }, order: { at: 'ASC', createdAt: 'ASC', id: 'ASC' } }),
    ]);
    const seasonStartsAt = await seasonStart(manager, competition);
    const bonders = [...new Set(entries.filter((e) => e.kind === 'BOND' && e.playerId).map((e) => e.playerId!))];
    // What the team owes (its own fines, not a team official's) and the players whose bonds it holds owe, in its competition.
    const fines = await manager.find(FineEntity, {
      where: [
        { teamId: team.id, playerId: IsNull(), teamOfficialId: IsNull(), competitionId: competition.id, paidAt: IsNull(), waivedAt: IsNull() },
        ...(bonders.length ? [{ playerId: In(bonders), competitionId: competition.id, paidAt: IsNull(), waivedAt: IsNull() }] : []),
      ],
    });
    const finesOwed: OwedFine[] = fines.map((f) => ({ id: f.id, playerId: f.playerId, amountCents: f.amountCents }));
    const standing = accountStanding({ entries: entries.map(asDomain), finesOwed, seasonStartsAt: seasonStartsAt?.toISOString() ?? null, asOf: this.now().toISOString() });
    return { teamId: team.id, competitionId: competition.id, seasonStartsAt, entries, standing, finesOwed };
  }

  /** An entry recorded on a team's account, when the rules allow it (R70), audited. */
  record(principal: Principal, input: RecordAccountEntry): Promise<TeamAccountEntryEntity> {
    const kind = input.kind;
    const withdrawal = kind === AccountEntryKind.WITHDRAWAL;
    const amountCents = input.amountCents ?? 0;
    if (withdrawal && amountCents !== 0) throw badField('input.amountCents', text('errors.BAD_USER_INPUT.withdrawalAmount'));
    if (!withdrawal && (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > MAX_ACCOUNT_CENTS)) {
      throw badField('input.amountCents', text('errors.BAD_USER_INPUT.accountAmount', { max: MAX_ACCOUNT_CENTS }));
    }
    const description = input.description?.trim() || null;
    if ((kind === AccountEntryKind.BILL && !description) || (description && description.length > MAX_ACCOUNT_DESCRIPTION)) {
      throw badField('input.description', text('errors.BAD_USER_INPUT.accountDescription', { max: MAX_ACCOUNT_DESCRIPTION }));
    }
    const now = this.now();
    const at = input.at ?? now;
    if (at.getTime() > now.getTime()) throw badField('input.at', text('errors.BAD_USER_INPUT.accountInFuture'));
    const playerId = kind === AccountEntryKind.BOND || kind === AccountEntryKind.BILL ? (input.playerId ?? null) : null;
    return this.db.transaction(async (tx) => {
      // The team's row is locked: two refunds or withdrawals at once are checked one after the other.
      const team = await requireLockedRow(tx, TeamEntity, input.teamId, 'Team', 'input.teamId');
      if (playerId) {
        await requireRow(tx.manager, PlayerEntity, playerId, 'Player', 'input.playerId');
        if (!(await tx.manager.exists(RosterEntryEntity, { where: { teamId: team.id, playerId } }))) throw badField('input.playerId', text('errors.BAD_USER_INPUT.accountPlayerOnRoster'));
      }
      const account = await this.accountOf(tx.manager, team);
      checkAccountEntry({ kind, amountCents, at: at.toISOString(), entries: account.entries.map(asDomain), seasonStartsAt: account.seasonStartsAt?.toISOString() ?? null });
      const row = tx.manager.create(TeamAccountEntryEntity, { competitionId: account.competitionId, teamId: team.id, kind, amountCents, playerId, description, at, paidAt: null });
      await tx.manager.save(row);
      await recordAudit(
        tx,
        principal,
        {
          competitionIds: [account.competitionId],
          entityType: AuditEntity.TEAM_ACCOUNT_ENTRY,
          entityId: row.id,
          action: AuditAction.RECORD,
          changes: [
            { field: 'kind', before: null, after: kind },
            { field: 'amountCents', before: null, after: amountCents },
            ...(playerId ? [{ field: 'playerId', before: null, after: playerId }] : []),
            { field: 'at', before: null, after: at.toISOString() },
          ],
          reason: description,
        },
        now,
      );
      return row;
    });
  }

  /**
   * 004:3 (R72): a bond given back (default: now). In one transaction, with the team's row locked:
   * what its giver owes (unpaid bills and fines) is settled from it in full, a BOND_RETURN entry
   * records what goes back, and one audit row names the bond and what it settled. Refused as
   * bondReturn refuses (not a bond, given back already, more owed than it holds).
   */
  returnBond(principal: Principal, id: string, returnedAt?: Date | null): Promise<TeamAccountEntryEntity> {
    const now = this.now();
    const at = returnedAt ?? now;
    if (at.getTime() > now.getTime()) throw badField('returnedAt', text('errors.BAD_USER_INPUT.accountInFuture'));
    return this.db.transaction(async (tx) => {
      const bond = await requireRow(tx.manager, TeamAccountEntryEntity, id, 'TeamAccountEntry', 'id');
      // The team's row is locked, as for any entry: two returns of one bond at once are one after the other.
      const team = await requireLockedRow(tx, TeamEntity, bond.teamId, 'Team', 'id');
      const account = await this.accountOf(tx.manager, team);
      const settled = bondReturn({ bond: asDomain(bond), entries: account.entries.map(asDomain), fines: account.finesOwed });
      if (settled.settledBillIds.length) await tx.manager.update(TeamAccountEntryEntity, { id: In(settled.settledBillIds) }, { paidAt: at });
      if (settled.settledFineIds.length) await tx.manager.update(FineEntity, { id: In(settled.settledFineIds) }, { paidAt: at });
      const row = tx.manager.create(TeamAccountEntryEntity, {
        competitionId: bond.competitionId,
        teamId: bond.teamId,
        kind: AccountEntryKind.BOND_RETURN,
        amountCents: settled.returnCents,
        playerId: bond.playerId,
        description: null,
        at,
        paidAt: null,
        bondId: bond.id,
      });
      await tx.manager.save(row);
      await recordAudit(
        tx,
        principal,
        {
          competitionIds: [bond.competitionId],
          entityType: AuditEntity.TEAM_ACCOUNT_ENTRY,
          entityId: bond.id,
          action: AuditAction.RETURN,
          changes: [
            { field: 'returnCents', before: null, after: settled.returnCents },
            { field: 'deductedCents', before: null, after: settled.deductedCents },
            ...(settled.settledBillIds.length ? [{ field: 'billsSettled', before: null, after: settled.settledBillIds.join(', ') }] : []),
            ...(settled.settledFineIds.length ? [{ field: 'finesSettled', before: null, after: settled.settledFineIds.join(', ') }] : []),
          ],
        },
        now,
      );
      return row;
    });
  }

  /** A bill paid (R71), once; audited. */
  payBill(principal: Principal, id: string, paidAt?: Date | null): Promise<TeamAccountEntryEntity> {
    const now = this.now();
    const at = paidAt ?? now;
    if (at.getTime() > now.getTime()) throw badField('paidAt', text('errors.BAD_USER_INPUT.accountInFuture'));
    return this.db.transaction(async (tx) => {
      const row = await requireLockedRow(tx, TeamAccountEntryEntity, id, 'TeamAccountEntry', 'id');
      checkBillPayment(asDomain(row));
      row.paidAt = at;
      await tx.manager.update(TeamAccountEntryEntity, { id }, { paidAt: at });
      await recordAudit(
        tx,
        principal,
        {
          competitionIds: [row.competitionId],
          entityType: AuditEntity.TEAM_ACCOUNT_ENTRY,
          entityId: id,
          action: AuditAction.PAY,
          changes: [{ field: 'paidAt', before: null, after: at.toISOString() }],
        },
        now,
      );
      return row;
    });
  }
}

/** When the competition's season starts: its date, else its first scheduled game; null: not known yet (R70). */
async function seasonStart(manager: EntityManager, competition: CompetitionEntity): Promise<Date | null> {
  if (competition.seasonStartsAt) return competition.seasonStartsAt;
  const divisions = await manager.find(DivisionEntity, { where: { competitionId: competition.id }, select: { id: true } });
  if (!divisions.length) return null;
  const first = await manager.findOne(GameEntity, { where: { divisionId: In(divisions.map((d) => d.id)) }, order: { startsAt: 'ASC' }, select: { id: true, startsAt: true } });
  return first?.startsAt ?? null;
}
