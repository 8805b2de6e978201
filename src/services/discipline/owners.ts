import { canReadDisciplineDetails, isCoach, type Principal, type RosterPlace } from '../../auth/principal';
import type { DivisionEntity, FineEntity, RosterEntryEntity, SuspensionEntity, TeamEntity } from '../../db/entities';
import type { ServingStatus } from '../../domain/suspensions';
import type { Reader } from '../reads';

/** A stored suspension with how much of it is served, computed from the team's games each time (R18): no counter is stored. */
export type SuspensionView = SuspensionEntity & ServingStatus;

/** What deciding whose a record is reads: rosters, teams and divisions, batched by the caller. */
export interface OwnerReads {
  rosterByPlayer: Reader<string, RosterEntryEntity[]>;
  rosterByTeam: Reader<string, RosterEntryEntity[]>;
  team: Reader<string, TeamEntity | null>;
  division: Reader<string, DivisionEntity | null>;
}

/** What reading discipline records reads besides: fines by player and team, suspensions by player. */
export interface DisciplineReads extends OwnerReads {
  finesByPlayer: Reader<string, FineEntity[]>;
  finesByTeam: Reader<string, FineEntity[]>;
  suspensionsByPlayer: Reader<string, SuspensionView[]>;
}

/** The teams a player is rostered on, each with its competition: whose his fines and suspensions are. */
export async function placesOfPlayer(reads: OwnerReads, playerId: string): Promise<RosterPlace[]> {
  const entries = await reads.rosterByPlayer.load(playerId);
  const places = await Promise.all(
    entries.map(async (e) => {
      const team = await reads.team.load(e.teamId);
      const division = team ? await reads.division.load(team.divisionId) : null;
      return division ? [{ teamId: e.teamId, competitionId: division.competitionId }] : [];
    }),
  );
  return places.flat();
}

/** A team with its competition, as the owner of its own fines. */
export async function placeOfTeam(reads: OwnerReads, team: TeamEntity): Promise<RosterPlace[]> {
  const division = await reads.division.load(team.divisionId);
  return division ? [{ teamId: team.id, competitionId: division.competitionId }] : [];
}

/** May the caller read the details of a player's record of this competition? The owner is loaded only for a coach, the one caller it can change the answer for. */
export async function mayReadPlayerDetails(principal: Principal, reads: OwnerReads, playerId: string, competitionId: string): Promise<boolean> {
  const teams = isCoach(principal) ? await placesOfPlayer(reads, playerId) : [];
  return canReadDisciplineDetails(principal, { competitionId, teams });
}
