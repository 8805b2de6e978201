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

const FACTORIES = {
  competition: (m: EntityManager) => byId(m, CompetitionEntity),
  division: (m: EntityManager) => byId(m, DivisionEntity),
  team: (m: EntityManager) => byId(m, TeamEntity),
  player: (m: EntityManager) => byId(m, PlayerEntity),
  game: (m: EntityManager) => byId(m, GameEntity),
  fine: (m: EntityManager) => byId(m, FineEntity),
  divisionsByCompetition: (m: EntityManager) => manyBy(m, DivisionEntity, 'competitionId', { name: 'ASC' }),
  teamsByDivision: (m: EntityManager) => manyBy(m, TeamEntity, 'divisionId', { name: 'ASC' }),
  officialsByTeam: (m: EntityManager) => manyBy(m, TeamOfficialEntity, 'teamId', { role: 'ASC' }),
  rosterByTeam: (m: EntityManager) => manyBy(m, RosterEntryEntity, 'teamId', { number: 'ASC' }),
  rosterByPlayer: (m: EntityManager) => manyBy(m, RosterEntryEntity, 'playerId', { addedAt: 'ASC' }),
  gamesByDivision: (m: EntityManager) => manyBy(m, GameEntity, 'divisionId', { startsAt: 'ASC' }),
  homeGamesByTeam: (m: EntityManager) => manyBy(m, GameEntity, 'homeTeamId', { startsAt: 'ASC' }),
  awayGamesByTeam: (m: EntityManager) => manyBy(m, GameEntity, 'awayTeamId', { startsAt: 'ASC' }),
};
type Name = keyof typeof FACTORIES;
type LoaderOf<K extends Name> = ReturnType<(typeof FACTORIES)[K]>;

/**
 * Loaders live for one request (or one subscription), so nothing is cached across callers. Each is
 * made on first use: most requests touch two or three, and a subscriber that shares another's
 * execution touches none (10,000 idle watchers would otherwise hold 140,000 unused loaders).
 */
export class Loaders {
  private readonly made: { [K in Name]?: LoaderOf<K> } = {};

  constructor(private readonly manager: EntityManager) {}

  private lazy<K extends Name>(name: K): LoaderOf<K> {
    return (this.made[name] ??= FACTORIES[name](this.manager) as never) as LoaderOf<K>;
  }

  get competition() { return this.lazy('competition'); }
  get division() { return this.lazy('division'); }
  get team() { return this.lazy('team'); }
  get player() { return this.lazy('player'); }
  get game() { return this.lazy('game'); }
  get fine() { return this.lazy('fine'); }
  get divisionsByCompetition() { return this.lazy('divisionsByCompetition'); }
  get teamsByDivision() { return this.lazy('teamsByDivision'); }
  get officialsByTeam() { return this.lazy('officialsByTeam'); }
  get rosterByTeam() { return this.lazy('rosterByTeam'); }
  get rosterByPlayer() { return this.lazy('rosterByPlayer'); }
  get gamesByDivision() { return this.lazy('gamesByDivision'); }
  get homeGamesByTeam() { return this.lazy('homeGamesByTeam'); }
  get awayGamesByTeam() { return this.lazy('awayGamesByTeam'); }
}

export function createLoaders(manager: EntityManager): Loaders {
  return new Loaders(manager);
}
