import { In } from 'typeorm';
import type { Database } from '../../db/database';
import { CompetitionEntity, DivisionEntity, FineEntity, GameEntity, GameEventEntity, RosterEntryEntity, SuspensionEntity } from '../../db/entities';
import { idChecksAwaitingReview, type LoggedIdEvent } from '../../domain/game/id-checks';
import { notFound } from '../../errors';
import { owed } from './fines.service';
import { COMPLETED, withServing } from './suspensions.service';

/** A NO_ID check of a finished game still owed the league's ruling (league §9). */
export interface IdCheckAwaitingReview {
  gameId: string;
  /** the ID_CHECK event's seq, what `reviewIdCheck` takes */
  seq: number;
  playerId: string;
  /** the checked player's team */
  teamId: string;
  /** the team that asked for the check */
  requestedByTeamId: string;
  requestedByRole: 'COACH' | 'CAPTAIN' | 'ASSISTANT_CAPTAIN';
  recordedAt: Date;
  produced: boolean;
}

const ID_EVENTS: LoggedIdEvent['type'][] = ['ID_CHECK', 'ID_PRODUCED', 'ID_CHECK_REVIEWED'];

/**
 * Discipline as read across suspensions and fines: a competition's report. What a game's events trigger is consequences.ts; officials' suspensions
 * and fines are suspensions.service.ts and fines.service.ts.
 */
export class DisciplineService {
  constructor(private readonly db: Database) {}

  /**
   * A competition's discipline report: every suspension (with its serving status) and fine, newest
   * first, narrowed to a team (its own fines, and its players' suspensions and fines), a player,
   * suspensions still active, or fines still owed (unpaid and not waived).
   */
  async report(competitionId: string, filter: { teamId?: string | null; playerId?: string | null; activeOnly?: boolean | null; unpaidOnly?: boolean | null } = {}) {
    const { manager } = this.db;
    if (!(await manager.exists(CompetitionEntity, { where: { id: competitionId } }))) throw notFound('Competition', competitionId, 'competitionId');
    const players = filter.teamId ? (await manager.find(RosterEntryEntity, { where: { teamId: filter.teamId }, select: { playerId: true } })).map((e) => e.playerId) : null;
    const concerns = (row: { playerId: string | null; teamId: string | null }) =>
      (!filter.playerId || row.playerId === filter.playerId) && (!players || row.teamId === filter.teamId || (row.playerId !== null && players.includes(row.playerId)));
    const [suspensionRows, fineRows] = await Promise.all([
      manager.find(SuspensionEntity, { where: { competitionId }, order: { createdAt: 'DESC' } }),
      manager.find(FineEntity, { where: { competitionId }, order: { createdAt: 'DESC' } }),
    ]);
    const suspensions = (await withServing(manager, suspensionRows.filter(concerns))).filter((s) => !filter.activeOnly || s.active);
    const fines = fineRows.filter(concerns).filter((f) => !filter.unpaidOnly || owed(f));
    return { suspensions, fines, owedCents: fines.filter(owed).reduce((sum, f) => sum + f.amountCents, 0) };
  }

  /**
   * League §9: the NO_ID checks of the competition's finished (final or forfeited) games that no
   * ruling targets yet, oldest first. One read of the competition's ID events (voided ones left out),
   * joined through the games to their divisions, and one of the games they belong to.
   */
  async idChecksAwaitingReview(competitionId: string): Promise<IdCheckAwaitingReview[]> {
    const { manager } = this.db;
    if (!(await manager.exists(CompetitionEntity, { where: { id: competitionId } }))) throw notFound('Competition', competitionId, 'competitionId');
    const rows = await manager
      .createQueryBuilder(GameEventEntity, 'event')
      .innerJoin(GameEntity, 'game', 'game.id = event.gameId')
      .innerJoin(DivisionEntity, 'division', 'division.id = game.divisionId AND division.competitionId = :competitionId', { competitionId })
      .where('game.status IN (:...completed)', { completed: COMPLETED })
      .andWhere('event.type IN (:...types)', { types: ID_EVENTS })
      .andWhere('event.voided = :voided', { voided: false })
      .orderBy('event.recordedAt', 'ASC')
      .addOrderBy('event.gameId', 'ASC')
      .addOrderBy('event.seq', 'ASC')
      .getMany();
    const open = idChecksAwaitingReview(
      rows.map((row) => ({
        row,
        gameId: row.gameId,
        seq: row.seq,
        type: row.type as LoggedIdEvent['type'],
        playerId: row.playerId,
        result: row.payload['result'] as LoggedIdEvent['result'],
        targetSeq: row.payload['targetSeq'] as number | undefined,
      })),
    );
    if (!open.length) return [];
    const games = new Map(
      (await manager.find(GameEntity, { where: { id: In([...new Set(open.map((o) => o.check.gameId))]) }, select: { id: true, homeTeamId: true, awayTeamId: true } })).map((g) => [g.id, g]),
    );
    return open.map(({ check: { row }, produced }) => {
      const game = games.get(row.gameId)!;
      const requestedByTeamId = row.teamId!;
      return {
        gameId: row.gameId,
        seq: row.seq,
        playerId: row.playerId!,
        teamId: requestedByTeamId === game.homeTeamId ? game.awayTeamId : game.homeTeamId,
        requestedByTeamId,
        requestedByRole: row.payload['requestedBy'] as IdCheckAwaitingReview['requestedByRole'],
        recordedAt: row.recordedAt,
        produced,
      };
    });
  }
}
