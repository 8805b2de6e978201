import { randomUUID } from 'node:crypto';
import { canReadTeamPrivate, isAdmin, type Principal } from '../auth/principal';
import type { Database } from '../db/database';
import { keysetHasAtOrBefore, keysetPage } from '../db/keyset';
import { FineEntity, GameEntity, ProtestEntity } from '../db/entities';
import { LEAGUE_FINES } from '../domain/fines';
import { protestFilingProblems, protestRulingEffects } from '../domain/protests';
import { badField, forbidden, ruleViolation } from '../errors';
import { list, reasonText, text } from '../domain/messages';
import { competitionOfGame } from './competition.service';
import { requireLockedRow, requireRow } from './context';

export const ProtestStatus = { PENDING: 'PENDING', WON: 'WON', LOST: 'LOST' } as const;
export type ProtestStatus = (typeof ProtestStatus)[keyof typeof ProtestStatus];

export interface FileProtest {
  gameId: string;
  teamId: string;
  grounds: string;
  incidentAt: Date;
  /** the protest is about a referee's judgment call (refused, §19) */
  judgmentCall?: boolean | null;
}

const GROUNDS_MAX = 1000;

/**
 * League §19 protests: "If a team files a protest or appeal of any kind, the discipline committee …
 * will rule on the matter. A $25.00 fee must be submitted to the league within 72 hours of the
 * incident in question. No protest/appeal will be accepted regarding a referee's judgment call. If
 * the appeal is won, then the $25.00 fee will be refunded." The fee is kept as a fine to the team,
 * so it is paid like any fine; it is a deposit, and does not stop the team playing.
 */
export class ProtestService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A team's coach (or an ADMIN for it) files a protest; refused with every §19 problem, nothing stored. */
  fileProtest(principal: Principal, input: FileProtest): Promise<ProtestEntity> {
    if (!canReadTeamPrivate(principal, input.teamId)) throw forbidden(text('errors.FORBIDDEN.fileProtest'));
    const grounds = input.grounds.trim();
    if (!grounds) throw badField('input.grounds', text('errors.BAD_USER_INPUT.groundsWhat'));
    if (grounds.length > GROUNDS_MAX) throw badField('input.grounds', text('errors.BAD_USER_INPUT.atMostCharacters', { max: GROUNDS_MAX }));
    return this.db.transaction(async ({ manager }) => {
      const game = await requireRow(manager, GameEntity, input.gameId, 'Game', 'input.gameId');
      if (input.teamId !== game.homeTeamId && input.teamId !== game.awayTeamId) throw badField('input.teamId', text('errors.BAD_USER_INPUT.teamOfGame'));
      const competition = await competitionOfGame(manager, game);
      const filedAt = this.now();
      const problems = protestFilingProblems({
        incidentAt: input.incidentAt.toISOString(),
        filedAt: filedAt.toISOString(),
        judgmentCall: input.judgmentCall ?? false,
        preset: competition.preset,
      });
      if (problems.length) throw ruleViolation(text('errors.RULE_VIOLATION.problems', { problems: list(problems.map(reasonText), ' ') }), problems[0].rule, { problems });
      const fee = manager.create(FineEntity, {
        id: randomUUID(),
        competitionId: competition.id,
        playerId: null,
        teamId: input.teamId,
        amountCents: LEAGUE_FINES.PROTEST_FEE,
        reason: `Protest fee: ${grounds}`.slice(0, 500),
        rule: '§19 "A $25.00 fee must be submitted to the league within 72 hours of the incident in question"',
        kind: 'PROTEST_FEE',
        rebatedToTeamId: null,
        causedByEventId: null,
        paidAt: null,
        refundedAt: null,
        waivedAt: null,
        waivedReason: null,
      });
      await manager.insert(FineEntity, fee);
      const protest = manager.create(ProtestEntity, {
        id: randomUUID(),
        competitionId: competition.id,
        gameId: game.id,
        teamId: input.teamId,
        grounds,
        incidentAt: input.incidentAt,
        feeFineId: fee.id,
        status: ProtestStatus.PENDING,
        ruling: null,
        ruledAt: null,
        filedAt,
      });
      await manager.insert(ProtestEntity, protest);
      return protest;
    });
  }

  /** The discipline committee's ruling (ADMIN): a won protest's fee is refunded, or waived while unpaid. */
  ruleProtest(id: string, outcome: 'WON' | 'LOST', ruling: string): Promise<ProtestEntity> {
    const ruled = ruling.trim();
    if (!ruled) throw badField('ruling', text('errors.BAD_USER_INPUT.committeeRuling'));
    if (ruled.length > GROUNDS_MAX) throw badField('ruling', text('errors.BAD_USER_INPUT.atMostCharacters', { max: GROUNDS_MAX }));
    return this.db.transaction(async (tx) => {
      const protest = await requireLockedRow(tx, ProtestEntity, id, 'Protest', 'id');
      if (protest.status !== ProtestStatus.PENDING) {
        throw ruleViolation(text('errors.RULE_VIOLATION.protestRuled', { status: protest.status, at: String(protest.ruledAt?.toISOString()) }), '§19');
      }
      const fee = await requireRow(tx.manager, FineEntity, protest.feeFineId, 'Fine', 'id');
      const effects = protestRulingEffects(outcome, { amountCents: fee.amountCents, paid: fee.paidAt !== null });
      const at = this.now();
      if (effects.refundCents > 0) await tx.manager.update(FineEntity, { id: fee.id }, { refundedAt: at });
      if (effects.waiveUnpaidFee) await tx.manager.update(FineEntity, { id: fee.id }, { waivedAt: at, waivedReason: 'Protest won: the fee is not owed (§19)' });
      Object.assign(protest, { status: outcome, ruling: ruled, ruledAt: at });
      await tx.manager.update(ProtestEntity, { id }, { status: outcome, ruling: ruled, ruledAt: at });
      return protest;
    });
  }

  /** A competition's protests, newest first: all of them for an ADMIN, a COACH's own team's otherwise. */
  async protests(principal: Principal, competitionId: string, status?: ProtestStatus | null): Promise<ProtestEntity[]> {
    const rows = await this.db.manager.find(ProtestEntity, { where: { competitionId, ...(status ? { status } : {}) }, order: { filedAt: 'DESC' } });
    return isAdmin(principal) ? rows : rows.filter((p) => canReadTeamPrivate(principal, p.teamId));
  }

  /**
   * `size + 1` of a competition's protests the caller may read (as `protests`: every one for an
   * ADMIN, a COACH's own teams' otherwise), newest first (filed, then id), after a keyset position:
   * Query.protestsConnection's page. The caller's teams are asked of the database, not filtered after.
   */
  async pageOfProtests(principal: Principal, competitionId: string, status: ProtestStatus | null | undefined, size: number, after: { at: number; id: string } | null): Promise<ProtestEntity[]> {
    const query = this.protestsSeen(principal, competitionId, status);
    return query ? keysetPage(query, 'protest', 'filedAt', 'DESC', size, after ? { at: new Date(after.at), id: after.id } : null, ProtestEntity) : [];
  }

  /** Whether the caller's protests hold the one at a keyset position, or a newer one: a page's `hasPreviousPage`. */
  async hasProtestAtOrBefore(principal: Principal, competitionId: string, status: ProtestStatus | null | undefined, position: { at: number; id: string }): Promise<boolean> {
    const query = this.protestsSeen(principal, competitionId, status);
    return query ? keysetHasAtOrBefore(query, 'protest', 'filedAt', 'DESC', { at: new Date(position.at), id: position.id }, ProtestEntity) : false;
  }

  /** The protests the caller may read, as a query; null when he may read none. */
  private protestsSeen(principal: Principal, competitionId: string, status: ProtestStatus | null | undefined) {
    const query = this.db.manager.createQueryBuilder(ProtestEntity, 'protest').where('protest.competitionId = :competitionId', { competitionId });
    if (status) query.andWhere('protest.status = :status', { status });
    if (isAdmin(principal)) return query;
    // The teams whose private reads the token has, by the same check as `protests`.
    const teamIds = principal.kind === 'token' ? principal.scopes.map((s) => s.id).filter((id) => canReadTeamPrivate(principal, id)) : [];
    return teamIds.length ? query.andWhere('protest.teamId IN (:...teamIds)', { teamIds }) : null;
  }
}
