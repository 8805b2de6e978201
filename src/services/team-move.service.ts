import { In, Not } from 'typeorm';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { BracketEntity, DivisionEntity, GameEntity, TeamEntity } from '../db/entities';
import { GameStatus } from '../domain/enums';
import { text } from '../domain/messages';
import { badField, conflict } from '../errors';
import { checkRetiering } from '../domain/retiering';
import type { EventBus } from '../realtime/event-bus';
import { AuditAction, AuditEntity, recordAudit } from './audit';
import { requireLockedRow, requireRow } from './context';
import { checkReason } from './discipline/reasons';
import { standingsChanged } from './standings.service';

/**
 * League 004:20: the "re-tiering" part of the season, which "helps to 'move' teams into their
 * appropriate tier" (R73). An official moves a team, with its roster and officials, to another
 * division (tier) of its competition. The games it played stay where they were played: its old
 * tier's standings keep its opponents' results against it (a team outside a division no longer
 * has a line there), and it starts at nothing in the new one. Refused: another competition's
 * division, its own, a team with a game not played yet or under way in its division (the office
 * cancels or moves those first: a game belongs to one division), a team in its division's bracket,
 * and a name the new division has already.
 */
export class TeamMoveService {
  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async moveTeam(principal: Principal, teamId: string, divisionId: string, reason: string): Promise<TeamEntity> {
    const why = checkReason(reason);
    try {
      return await this.db.transaction(async (tx) => {
        const team = await requireLockedRow(tx, TeamEntity, teamId, 'Team', 'teamId');
        const [from, to] = await Promise.all([
          requireRow(tx.manager, DivisionEntity, team.divisionId, 'Division', 'teamId'),
          requireRow(tx.manager, DivisionEntity, divisionId, 'Division', 'divisionId'),
        ]);
        if (to.id === from.id) throw badField('divisionId', text('errors.BAD_USER_INPUT.moveToSameDivision', { division: from.name }));
        if (to.competitionId !== from.competitionId) throw badField('divisionId', text('errors.BAD_USER_INPUT.moveOtherCompetition'));
        const open = await tx.manager.find(GameEntity, {
          where: [
            { homeTeamId: team.id, divisionId: from.id, status: Not(In([GameStatus.FINAL, GameStatus.FORFEITED, GameStatus.CANCELLED])) },
            { awayTeamId: team.id, divisionId: from.id, status: Not(In([GameStatus.FINAL, GameStatus.FORFEITED, GameStatus.CANCELLED])) },
          ],
          order: { startsAt: 'ASC' },
          take: 20,
        });
        const bracket = await tx.manager.findOne(BracketEntity, { where: { divisionId: from.id }, select: { id: true, seeds: true } });
        checkRetiering({ teamName: team.name, divisionName: from.name, openGameIds: open.map((g) => g.id), inBracket: bracket?.seeds.includes(team.id) ?? false });
        await tx.manager.update(TeamEntity, { id: team.id }, { divisionId: to.id });
        await standingsChanged(tx, this.bus, from.id);
        await standingsChanged(tx, this.bus, to.id);
        await recordAudit(
          tx,
          principal,
          {
            competitionIds: [from.competitionId],
            entityType: AuditEntity.TEAM,
            entityId: team.id,
            action: AuditAction.UPDATE,
            changes: [{ field: 'divisionId', before: from.id, after: to.id }],
            reason: why,
          },
          this.now(),
        );
        return Object.assign(team, { divisionId: to.id });
      });
    } catch (error) {
      // A team's name is unique in its division: the new one has a team of that name.
      if (isUniqueViolation(error)) throw conflict(text('errors.CONFLICT.moveNameTaken'));
      throw error;
    }
  }
}
