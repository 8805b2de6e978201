import type { Database } from '../../db/database';
import { CompetitionEntity, FineEntity, RosterEntryEntity, SuspensionEntity } from '../../db/entities';
import { notFound } from '../../errors';
import { owed } from './fines.service';
import { withServing } from './suspensions.service';

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
}
