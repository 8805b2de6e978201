import DataLoader from 'dataloader';
import { In, IsNull, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import {
  CompetitionEntity,
  DivisionEntity,
  FineEntity,
  GameEntity,
  GameEventEntity,
  PlayerEntity,
  RegistrationEntity,
  RosterEntryEntity,
  SuspensionEntity,
  TeamEntity,
  TeamOfficialEntity,
} from '../db/entities';
import type { GameStatus } from '../domain/enums';
import type { GameCounts } from './competition/types';
import type { GameEventMessage } from '../realtime/payloads';
import { type SuspensionView, withServing } from '../services/discipline/suspensions.service';
import { toMessage } from '../services/game-event.service';
import { gamesDressedByTeam } from '../services/stats.service';

/** One row per key, or null: a batch of `load(id)` calls becomes one `WHERE id IN (…)`. */
function byId<T extends ObjectLiteral & { id: string }>(manager: EntityManager, entity: EntityTarget<T>) {
  return mappedById(manager, entity, (row) => row);
}

/** `byId`, each row turned into what the resolvers hand out. */
function mappedById<T extends ObjectLiteral & { id: string }, V>(manager: EntityManager, entity: EntityTarget<T>, map: (row: T) => V) {
  return new DataLoader<string, V | null>(async (ids) => {
    const rows = await manager.find(entity, { where: { id: In([...ids]) } as never });
    const found = new Map(rows.map((row) => [row.id, map(row)]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

/** All rows whose `column` equals each key, in `order`: a batch becomes one `WHERE column IN (…)`. */
function manyBy<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  column: keyof T & string,
  order: Partial<Record<keyof T, 'ASC' | 'DESC'>>,
  also: Record<string, unknown> = {},
) {
  return new DataLoader<string, T[]>(async (keys) => {
    const rows = await manager.find(entity, { where: { ...also, [column]: In([...keys]) } as never, order: order as never });
    const grouped = new Map<string, T[]>(keys.map((k) => [k, []]));
    for (const row of rows) grouped.get(row[column])?.push(row);
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
  teamOfficial: (m: EntityManager) => byId(m, TeamOfficialEntity),
  divisionsByCompetition: (m: EntityManager) => manyBy(m, DivisionEntity, 'competitionId', { name: 'ASC' }),
  teamsByDivision: (m: EntityManager) => manyBy(m, TeamEntity, 'divisionId', { name: 'ASC' }),
  officialsByTeam: (m: EntityManager) => manyBy(m, TeamOfficialEntity, 'teamId', { role: 'ASC' }),
  /** A team's roster now: released players left out (R50); Player.rosterEntries keeps them. */
  rosterByTeam: (m: EntityManager) => manyBy(m, RosterEntryEntity, 'teamId', { number: 'ASC' }, { releasedAt: IsNull() }),
  rosterByPlayer: (m: EntityManager) => manyBy(m, RosterEntryEntity, 'playerId', { addedAt: 'ASC' }),
  homeGamesByTeam: (m: EntityManager) => manyBy(m, GameEntity, 'homeTeamId', { startsAt: 'ASC' }),
  awayGamesByTeam: (m: EntityManager) => manyBy(m, GameEntity, 'awayTeamId', { startsAt: 'ASC' }),
  finesByPlayer: (m: EntityManager) => manyBy(m, FineEntity, 'playerId', { createdAt: 'DESC' }),
  finesByTeam: (m: EntityManager) => manyBy(m, FineEntity, 'teamId', { createdAt: 'DESC' }),
  suspensionsByPlayer: (m: EntityManager) => suspensionsByPlayer(m),
  /** League 004:13: when each player's registration form for a competition was received, keyed `playerId competitionId`; null: none on record. */
  registrationReceived: (m: EntityManager) => registrationReceived(m),
  /** BHI 003:35: per team, how many played games each player was dressed for. */
  gamesDressedByTeam: (m: EntityManager) =>
    new DataLoader<string, Map<string, number>>(async (teamIds) => {
      const found = await gamesDressedByTeam(m, teamIds);
      return teamIds.map((id) => found.get(id)!);
    }),
  /** Each competition's games counted by where they stand: one grouped query for a batch of competitions. */
  gameCountsByCompetition: (m: EntityManager) => gameCountsByCompetition(m),
  /** The game events that caused suspensions or fines, as the feed carries them. */
  event: (m: EntityManager): DataLoader<string, GameEventMessage | null> => mappedById(m, GameEventEntity, toMessage),
};
/** Each player's suspensions, newest first, with how much of each is served (R18): one batch, one serving computation. */
function suspensionsByPlayer(manager: EntityManager) {
  return new DataLoader<string, SuspensionView[]>(async (ids) => {
    const rows = await manager.find(SuspensionEntity, { where: { playerId: In([...ids]) }, order: { createdAt: 'DESC' } });
    const grouped = new Map<string, SuspensionView[]>(ids.map((id) => [id, []]));
    for (const view of await withServing(manager, rows)) if (view.playerId) grouped.get(view.playerId)?.push(view);
    return ids.map((id) => grouped.get(id)!);
  });
}

/** Games by status over each competition's divisions, with the earliest start of those not started. */
function gameCountsByCompetition(manager: EntityManager) {
  return new DataLoader<string, GameCounts>(async (ids) => {
    const rows: Array<{ competitionId: string; status: GameStatus; games: number | string; firstStart: Date | string | null }> = await manager
      .createQueryBuilder(GameEntity, 'game')
      .innerJoin(DivisionEntity, 'division', 'division.id = game.divisionId')
      .select('division.competitionId', 'competitionId')
      .addSelect('game.status', 'status')
      .addSelect('COUNT(*)', 'games')
      .addSelect('MIN(game.startsAt)', 'firstStart')
      .where('division.competitionId IN (:...ids)', { ids: [...ids] })
      .groupBy('division.competitionId')
      .addGroupBy('game.status')
      .getRawMany();
    // A raw MIN comes back as the driver stores it (a string on SQLite): read it as the column would be.
    const startsAt = manager.connection.getMetadata(GameEntity).findColumnWithPropertyName('startsAt')!;
    const instant = (value: Date | string): Date => manager.connection.driver.prepareHydratedValue(value, startsAt) as Date;
    const counts = new Map<string, GameCounts>(ids.map((id) => [id, { scheduled: 0, live: 0, played: 0, cancelled: 0, nextStartsAt: null }]));
    for (const row of rows) {
      const c = counts.get(row.competitionId);
      if (!c) continue;
      const games = Number(row.games);
      if (row.status === 'SCHEDULED') {
        c.scheduled += games;
        c.nextStartsAt = row.firstStart === null ? null : instant(row.firstStart);
      } else if (row.status === 'IN_PROGRESS' || row.status === 'INTERMISSION') c.live += games;
      else if (row.status === 'FINAL' || row.status === 'FORFEITED') c.played += games;
      else c.cancelled += games;
    }
    return ids.map((id) => counts.get(id)!);
  });
}

/** One query for a batch of (player, competition) pairs: their registration forms' dates. */
function registrationReceived(manager: EntityManager) {
  return new DataLoader<string, Date | null>(async (keys) => {
    const pairs = keys.map((key) => key.split(' ') as [string, string]);
    const rows = await manager.find(RegistrationEntity, {
      where: { playerId: In([...new Set(pairs.map(([player]) => player))]), competitionId: In([...new Set(pairs.map(([, competition]) => competition))]) },
      select: { id: true, playerId: true, competitionId: true, receivedAt: true },
    });
    const found = new Map(rows.map((row) => [`${row.playerId} ${row.competitionId}`, row.receivedAt]));
    return keys.map((key) => found.get(key) ?? null);
  });
}

type Name = keyof typeof FACTORIES;
type LoaderOf<K extends Name> = ReturnType<(typeof FACTORIES)[K]>;

/**
 * Loaders live for one operation: src/server/app.ts makes a context, and these with it, for each
 * query or mutation, and fresh ones for each event of a subscription (src/graphql/subscribe.ts), so
 * nothing is cached across callers nor served stale to a feed open for hours. Each is made on first
 * use: most operations touch two or three, and a subscriber that shares another's execution touches
 * none (10,000 idle watchers would otherwise hold 180,000 unused loaders).
 */
export class Loaders {
  private readonly made: { [K in Name]?: LoaderOf<K> } = {};

  constructor(private readonly manager: EntityManager) {}

  private lazy<K extends Name>(name: K): LoaderOf<K> {
    return (this.made[name] ??= FACTORIES[name](this.manager) as never);
  }

  get competition() {
    return this.lazy('competition');
  }
  get division() {
    return this.lazy('division');
  }
  get team() {
    return this.lazy('team');
  }
  get player() {
    return this.lazy('player');
  }
  get game() {
    return this.lazy('game');
  }
  get fine() {
    return this.lazy('fine');
  }
  get teamOfficial() {
    return this.lazy('teamOfficial');
  }
  get gameCountsByCompetition() {
    return this.lazy('gameCountsByCompetition');
  }
  get divisionsByCompetition() {
    return this.lazy('divisionsByCompetition');
  }
  get teamsByDivision() {
    return this.lazy('teamsByDivision');
  }
  get officialsByTeam() {
    return this.lazy('officialsByTeam');
  }
  get rosterByTeam() {
    return this.lazy('rosterByTeam');
  }
  get rosterByPlayer() {
    return this.lazy('rosterByPlayer');
  }
  get homeGamesByTeam() {
    return this.lazy('homeGamesByTeam');
  }
  get awayGamesByTeam() {
    return this.lazy('awayGamesByTeam');
  }
  get finesByPlayer() {
    return this.lazy('finesByPlayer');
  }
  get finesByTeam() {
    return this.lazy('finesByTeam');
  }
  get suspensionsByPlayer() {
    return this.lazy('suspensionsByPlayer');
  }
  get gamesDressedByTeam() {
    return this.lazy('gamesDressedByTeam');
  }
  get registrationReceived() {
    return this.lazy('registrationReceived');
  }
  get event() {
    return this.lazy('event');
  }
}

export function createLoaders(manager: EntityManager): Loaders {
  return new Loaders(manager);
}
