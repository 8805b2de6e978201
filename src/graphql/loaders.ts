import DataLoader from 'dataloader';
import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { CompetitionEntity, DivisionEntity, FineEntity, GameEntity, PlayerEntity, RosterEntryEntity, TeamEntity, TeamOfficialEntity } from '../db/entities';

/** One row per key, or null: a batch of `load(id)` calls becomes one `WHERE id IN (…)`. */
function byId<T extends ObjectLiteral & { id: string }>(manager: EntityManager, entity: EntityTarget<T>) {
  return new DataLoader<string, T | null>(async (ids) => {
    const rows = await manager.find(entity, { where: { id: In([...ids]) } as never });
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

/** All rows whose `column` equals each key, in `order`: a batch becomes one `WHERE column IN (…)`. */
function manyBy<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  column: keyof T & string,
  order: Partial<Record<keyof T, 'ASC' | 'DESC'>>,
) {
  return new DataLoader<string, T[]>(async (keys) => {
    const rows = await manager.find(entity, { where: { [column]: In([...keys]) } as never, order: order as never });
    const grouped = new Map<string, T[]>(keys.map((k) => [k, []]));
    for (const row of rows) grouped.get(row[column] as string)?.push(row);
    return keys.map((k) => grouped.get(k)!);
  });
}

/** Loaders live for one request (or one subscription event), so nothing is cached across callers. */
export function createLoaders(manager: EntityManager) {
  return {
    competition: byId(manager, CompetitionEntity),
    division: byId(manager, DivisionEntity),
    team: byId(manager, TeamEntity),
    player: byId(manager, PlayerEntity),
    game: byId(manager, GameEntity),
    fine: byId(manager, FineEntity),
    divisionsByCompetition: manyBy(manager, DivisionEntity, 'competitionId', { name: 'ASC' }),
    teamsByDivision: manyBy(manager, TeamEntity, 'divisionId', { name: 'ASC' }),
    officialsByTeam: manyBy(manager, TeamOfficialEntity, 'teamId', { role: 'ASC' }),
    rosterByTeam: manyBy(manager, RosterEntryEntity, 'teamId', { number: 'ASC' }),
    rosterByPlayer: manyBy(manager, RosterEntryEntity, 'playerId', { addedAt: 'ASC' }),
    gamesByDivision: manyBy(manager, GameEntity, 'divisionId', { startsAt: 'ASC' }),
    homeGamesByTeam: manyBy(manager, GameEntity, 'homeTeamId', { startsAt: 'ASC' }),
    awayGamesByTeam: manyBy(manager, GameEntity, 'awayTeamId', { startsAt: 'ASC' }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
