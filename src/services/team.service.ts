import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { DivisionEntity, PlayerEntity, RosterEntryEntity, TeamEntity, TeamOfficialEntity } from '../db/entities';
import type { Position } from '../domain/enums';
import { badField } from '../errors';
import { requireRow } from './context';

export const TEAM_OFFICIAL_ROLES = ['COACH', 'MANAGER', 'TRAINER'] as const;
export type TeamOfficialRole = (typeof TEAM_OFFICIAL_ROLES)[number];

export interface CreateTeam {
  divisionId: string;
  name: string;
  officials?: Array<{ name: string; role: TeamOfficialRole }> | null;
}

export interface CreatePlayer {
  name: string;
  birthDate: string;
  waiverSigned?: boolean | null;
  rankingTier?: number | null;
}

export interface AddToRoster {
  teamId: string;
  playerId: string;
  number: number;
  position: Position;
  waiverSigned?: boolean | null;
  pickup?: boolean | null;
  goalieAffiliation?: boolean | null;
}

/** Teams, their officials, players and rosters. */
export class TeamService {
  constructor(private readonly db: Database, private readonly now: () => Date = () => new Date()) {}

  async createTeam(input: CreateTeam): Promise<TeamEntity> {
    const officials = input.officials ?? [];
    // League §11: one coach, one manager and one trainer at most.
    const seen = new Set<string>();
    officials.forEach((official, index) => {
      if (seen.has(official.role)) throw badField(`officials.${index}.role`, `a team has one ${official.role} at most`);
      seen.add(official.role);
    });
    const name = input.name.trim();
    try {
      return await this.db.transaction(async (tx) => {
        await requireRow(tx.manager, DivisionEntity, input.divisionId, 'Division', 'divisionId');
        if (await tx.manager.exists(TeamEntity, { where: { divisionId: input.divisionId, name } })) throw duplicateTeam(name);
        const team = await tx.manager.save(tx.manager.create(TeamEntity, { divisionId: input.divisionId, name }));
        if (officials.length) {
          await tx.manager.save(
            TeamOfficialEntity,
            officials.map((o) => tx.manager.create(TeamOfficialEntity, { teamId: team.id, name: o.name.trim(), role: o.role })),
          );
        }
        return team;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateTeam(name);
      throw error;
    }
  }

  createPlayer(input: CreatePlayer): Promise<PlayerEntity> {
    const birth = new Date(`${input.birthDate}T00:00:00Z`);
    if (birth.getTime() > this.now().getTime()) throw badField('birthDate', 'is in the future');
    if (birth.getUTCFullYear() < 1900) throw badField('birthDate', 'is before 1900');
    return this.db.transaction((tx) =>
      tx.manager.save(
        tx.manager.create(PlayerEntity, {
          name: input.name.trim(),
          birthDate: input.birthDate,
          waiverSigned: input.waiverSigned ?? false,
          rankingTier: input.rankingTier ?? null,
        }),
      ),
    );
  }

  async addToRoster(input: AddToRoster): Promise<RosterEntryEntity> {
    try {
      return await this.db.transaction(async (tx) => {
        const team = await requireRow(tx.manager, TeamEntity, input.teamId, 'Team', 'teamId');
        const player = await requireRow(tx.manager, PlayerEntity, input.playerId, 'Player', 'playerId');
        const clash = await tx.manager.findOne(RosterEntryEntity, { where: { teamId: team.id, number: input.number } });
        if (clash) {
          const wearer = clash.playerId === player.id ? player : await tx.manager.findOneBy(PlayerEntity, { id: clash.playerId });
          throw duplicateNumber(input.number, team.name, wearer?.name);
        }
        if (await tx.manager.exists(RosterEntryEntity, { where: { teamId: team.id, playerId: player.id } })) {
          throw badField('playerId', `${player.name} is already on ${team.name}'s roster`);
        }
        return tx.manager.save(
          tx.manager.create(RosterEntryEntity, {
            teamId: team.id,
            playerId: player.id,
            number: input.number,
            position: input.position,
            waiverSigned: input.waiverSigned ?? player.waiverSigned,
            pickup: input.pickup ?? false,
            goalieAffiliation: input.goalieAffiliation ?? false,
            addedAt: this.now(),
          }),
        );
      });
    } catch (error) {
      // Two officials adding the same number at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(error)) throw duplicateNumber(input.number, 'this team');
      throw error;
    }
  }
}

function duplicateTeam(name: string) {
  return badField('name', `the division already has a team named "${name}"`);
}

function duplicateNumber(number: number, teamName: string, wearer?: string) {
  return badField('number', `number ${number} is already worn${wearer ? ` by ${wearer}` : ''} on ${teamName}; a number is fixed for the season`);
}
