import { In } from 'typeorm';
import type { Database } from '../db/database';
import { CompetitionEntity, DivisionEntity, GameEntity, PlayerEntity, RosterEntryEntity, TeamEntity } from '../db/entities';
import { notFound } from '../errors';

/** Ids are UUIDs; anything else cannot name a row, and is not looked up. */
const ID = /^[0-9a-fA-F-]{36}$/;

/** A calendar holds a season; past this many games a client should page the schedule instead. */
export const CALENDAR_MAX_EVENTS = 5_000;

type Named = { id: string; name: string };

/**
 * The reads behind the open-data files (docs/open-data.md: CSV and calendars), which hold only what
 * the public pages show: the rows a file's path names, and the names its lines need. The routes
 * (src/server/open-data/) shape the answers; the queries are here, as every other read is a service's.
 */
export class OpenDataService {
  constructor(private readonly db: Database) {}

  /** The competition, division or team a path's id names; NOT_FOUND otherwise (an id of the wrong shape included). */
  async competition(id: string | undefined): Promise<CompetitionEntity> {
    return this.found(CompetitionEntity, id, 'Competition');
  }

  async division(id: string | undefined): Promise<DivisionEntity> {
    return this.found(DivisionEntity, id, 'Division');
  }

  async team(id: string | undefined): Promise<TeamEntity> {
    return this.found(TeamEntity, id, 'Team');
  }

  /** A competition's divisions, by name. */
  divisionsOf(competitionId: string): Promise<DivisionEntity[]> {
    return this.db.manager.find(DivisionEntity, { where: { competitionId }, order: { name: 'ASC' } });
  }

  /** The teams of these divisions, by name. */
  teamsOf(divisionIds: readonly string[]): Promise<TeamEntity[]> {
    return divisionIds.length ? this.db.manager.find(TeamEntity, { where: { divisionId: In([...divisionIds]) }, order: { name: 'ASC' } }) : Promise.resolve([]);
  }

  /** The names of these teams, or of these players. */
  async teamNames(ids: readonly string[]): Promise<Map<string, string>> {
    return names(ids.length ? await this.db.manager.find(TeamEntity, { where: { id: In([...new Set(ids)]) }, select: { id: true, name: true } }) : []);
  }

  async playerNames(ids: readonly string[]): Promise<Map<string, string>> {
    return names(ids.length ? await this.db.manager.find(PlayerEntity, { where: { id: In([...new Set(ids)]) }, select: { id: true, name: true } }) : []);
  }

  /** These teams' players on the roster now (not released), by number. */
  async currentRoster(teamIds: readonly string[]): Promise<RosterEntryEntity[]> {
    const entries = teamIds.length ? await this.db.manager.find(RosterEntryEntity, { where: { teamId: In([...teamIds]) }, order: { number: 'ASC' } }) : [];
    return entries.filter((e) => !e.releasedAt);
  }

  /** A team's games, or a division's, in order of start, at most CALENDAR_MAX_EVENTS. */
  gamesOf(owner: { teamId: string } | { divisionId: string }): Promise<GameEntity[]> {
    const where = 'teamId' in owner ? [{ homeTeamId: owner.teamId }, { awayTeamId: owner.teamId }] : { divisionId: owner.divisionId };
    return this.db.manager.find(GameEntity, { where, order: { startsAt: 'ASC', id: 'ASC' }, take: CALENDAR_MAX_EVENTS });
  }

  private async found<T extends { id: string }>(entity: new () => T, id: string | undefined, what: string): Promise<T> {
    const row = id && ID.test(id) ? await this.db.manager.findOne(entity, { where: { id } as never }) : null;
    if (!row) throw notFound(what, String(id).slice(0, 64));
    return row;
  }
}

function names(rows: readonly Named[]): Map<string, string> {
  return new Map(rows.map((r) => [r.id, r.name]));
}
