import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { Database } from '../../src/db/database';
import { CompetitionEntity, DivisionEntity, GameEntity, GameEventEntity } from '../../src/db/entities';
import { thin } from '../../src/db/thin';
import { competitionOfGame } from '../../src/services/competition.service';
import { scratchDatabase, type ScratchDatabase } from '../support/mysql';
import { describeWith, mysqlUrl } from '../support/services';

/**
 * src/db/thin.ts writes and reads the game log's hot rows without the query builder. Each row it
 * writes or reads is compared with what TypeORM's own insert, update and findOne make of the same
 * values, column by column (JSON, dates to the millisecond, nulls, booleans, the version column), so
 * any difference in conversion on either server fails here.
 */

const silent = pino({ level: 'silent' });

function withoutKeys<T extends object>(row: T | null, ...keys: string[]): Partial<T> {
  const copy = { ...row } as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy as Partial<T>;
}

function suite(kind: 'sqlite' | 'mysql', open: () => Promise<{ db: Database; done: () => Promise<void> }>): void {
  let db: Database;
  let done: () => Promise<void>;
  let divisionId: string;
  let competitionId: string;

  beforeAll(async () => {
    ({ db, done } = await open());
    const competition = await db.manager.save(
      db.manager.create(CompetitionEntity, {
        name: 'Ligue « été »',
        kind: 'LEAGUE',
        preset: 'BHI_5ON5',
        rulesOverrides: { periodMinutes: 12 } as never,
        seasonStartsAt: new Date('2026-05-01T04:00:00.123Z'),
        additionCutoff: null,
        disciplineLinks: [{ competitionId: randomUUID(), reason: 'même ligue', at: '2026-01-02' }],
      }),
    );
    competitionId = competition.id;
    divisionId = (await db.manager.save(db.manager.create(DivisionEntity, { competitionId, name: 'A' }))).id;
  });

  afterAll(async () => {
    await done();
  });

  /** A game row with every column given: JSON of several shapes, dates with milliseconds, text with quotes and accents. */
  function fullGame(id: string): Partial<GameEntity> {
    return {
      id,
      divisionId,
      homeTeamId: randomUUID(),
      awayTeamId: randomUUID(),
      startsAt: new Date('2026-06-07T18:30:00.456Z'),
      venue: `Aréna "Nord" l'hiver`,
      stage: 'REGULAR_SEASON',
      status: 'IN_PROGRESS',
      homeScore: 3,
      awayScore: 2,
      decision: 'OVERTIME',
      lastSeq: 41,
      snapshot: { gameId: id, revision: 2, home: { score: 3, name: 'Les Éclairs' }, away: { score: 2 }, list: [1, 'two', null, { deep: [true, false] }] } as never,
      state: { status: 'IN_PROGRESS', home: { penalties: [] }, winner: null, text: '☃ \u2028 "quoted" \\ back' } as never,
      result: { homeGoals: 3, awayGoals: 2, decision: 'OVERTIME' } as never,
      standingsVersion: 7,
      certifiedAt: new Date('2026-06-07T20:01:02.789Z'),
      certifiedBy: 'Référé',
      crew: [{ role: 'REFEREE', name: 'A. Ref' }] as never,
      signOffs: [] as never,
    };
  }

  /** The same game with every nullable column null. */
  function sparseGame(id: string): Partial<GameEntity> {
    return { ...fullGame(id), venue: null, decision: null, state: null, result: null, certifiedAt: null, certifiedBy: null, crew: null, signOffs: null };
  }

  function event(gameId: string, seq: number, fields: Partial<GameEventEntity> = {}): GameEventEntity {
    return db.manager.create(GameEventEntity, {
      id: randomUUID(),
      gameId,
      seq,
      type: 'PENALTY' as never,
      period: 2,
      clockRemainingMs: 61_001,
      teamId: randomUUID(),
      playerId: randomUUID(),
      payload: { severity: 'MINOR', infraction: 'HOOKING', details: { minutes: 2, strength: 'EVEN' }, note: 'crochet « 2 »' },
      clientEventId: `client-${seq}`,
      voided: true,
      recordedBy: randomUUID(),
      recordedByName: 'Table',
      recordedAt: new Date('2026-06-07T19:05:06.007Z'),
      ...fields,
    });
  }

  it.each([
    ['every column given', fullGame],
    ['every nullable column null', sparseGame],
  ])('reads a game row as findOne does (%s)', async (_name, shape) => {
    const id = randomUUID();
    await db.manager.insert(GameEntity, db.manager.create(GameEntity, shape(id)));
    const orm = await db.manager.findOne(GameEntity, { where: { id } });
    const read = await thin(db.manager, GameEntity).findById(db.manager, id);
    expect(orm).not.toBeNull();
    expect(read).toBeInstanceOf(GameEntity);
    expect(read).toStrictEqual(orm);
    expect(Object.keys(read!)).toEqual(Object.keys(orm!));
    expect(read!.startsAt.toISOString()).toBe('2026-06-07T18:30:00.456Z');
  });

  it('answers null for a row that is not there', async () => {
    expect(await thin(db.manager, GameEntity).findById(db.manager, randomUUID())).toBeNull();
  });

  it.each([
    ['every column given', {}],
    ['every nullable column null, not voided', { clockRemainingMs: null, teamId: null, playerId: null, clientEventId: null, voided: false, recordedBy: null, recordedByName: null }],
  ])('inserts a game event as manager.insert does (%s)', async (_name, fields) => {
    const gameId = randomUUID();
    await db.manager.insert(GameEntity, db.manager.create(GameEntity, fullGame(gameId)));
    const byOrm = event(gameId, 1, fields);
    const byThin = event(gameId, 2, { ...fields, teamId: byOrm.teamId, playerId: byOrm.playerId, recordedBy: byOrm.recordedBy, ...('clientEventId' in fields ? {} : { clientEventId: 'client-2' }) });
    await db.manager.insert(GameEventEntity, byOrm as never);
    await thin(db.manager, GameEventEntity).insert(db.manager, byThin);
    const [ormRow, thinRow] = await Promise.all([byOrm, byThin].map((e) => db.manager.findOne(GameEventEntity, { where: { id: e.id } })));
    expect(thinRow).toBeInstanceOf(GameEventEntity);
    expect(withoutKeys(thinRow, 'id', 'seq', 'clientEventId')).toStrictEqual(withoutKeys(ormRow, 'id', 'seq', 'clientEventId'));
    expect(thinRow!.recordedAt.toISOString()).toBe('2026-06-07T19:05:06.007Z');
    // Read back through the thin layer too, each row equals findOne's.
    expect(await thin(db.manager, GameEventEntity).findById(db.manager, byThin.id)).toStrictEqual(thinRow);
    expect(await thin(db.manager, GameEventEntity).findById(db.manager, byOrm.id)).toStrictEqual(ormRow);
  });

  it('refuses an insert that leaves out a column whose default TypeORM would read back', async () => {
    const partial = event(randomUUID(), 1);
    delete (partial as Partial<GameEventEntity>).voided;
    await expect(thin(db.manager, GameEventEntity).insert(db.manager, partial)).rejects.toThrow(/voided must be given/);
  });

  it.each([
    ['to values', (id: string) => ({ ...fullGame(id), lastSeq: 42, homeScore: 4, decision: 'SHOOTOUT', certifiedAt: new Date('2027-01-02T03:04:05.678Z') })],
    ['to nulls', (id: string) => ({ ...sparseGame(id), lastSeq: 43 })],
    ['leaving undefined properties alone', (_id: string) => ({ lastSeq: 44, decision: undefined, state: { changed: ['yes'] }, certifiedAt: undefined })],
  ])('updates a game row as manager.update does (%s)', async (_name, changesOf) => {
    const [a, b] = [randomUUID(), randomUUID()];
    for (const id of [a, b]) await db.manager.insert(GameEntity, db.manager.create(GameEntity, fullGame(id)));
    const changes = (id: string) => withoutKeys(changesOf(id) as Partial<GameEntity>, 'id', 'homeTeamId', 'awayTeamId') as Partial<GameEntity>;
    await db.manager.update(GameEntity, { id: a }, changes(a));
    await thin(db.manager, GameEntity).updateById(db.manager, b, changes(b));
    const [byOrm, byThin] = await Promise.all([a, b].map((id) => db.manager.findOne(GameEntity, { where: { id } })));
    expect(byThin!.version).toBe(2);
    expect(withoutKeys(byThin, 'id', 'homeTeamId', 'awayTeamId', 'createdAt', 'snapshot')).toStrictEqual(withoutKeys(byOrm, 'id', 'homeTeamId', 'awayTeamId', 'createdAt', 'snapshot'));
    expect(byThin!.snapshot).toStrictEqual({ ...byOrm!.snapshot, gameId: b });
  });

  it('writes inside the caller’s transaction: a rolled-back one keeps nothing', async () => {
    const id = randomUUID();
    await expect(
      db.transaction(async (tx) => {
        await tx.manager.insert(GameEntity, tx.manager.create(GameEntity, fullGame(id)));
        await thin(tx.manager, GameEventEntity).insert(tx.manager, event(id, 1));
        await thin(tx.manager, GameEntity).updateById(tx.manager, id, { lastSeq: 1 });
        expect((await thin(tx.manager, GameEntity).findById(tx.manager, id, { forUpdate: tx.kind === 'mysql' }))!.lastSeq).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.manager.findOne(GameEntity, { where: { id } })).toBeNull();
    expect(await db.manager.count(GameEventEntity, { where: { gameId: id } })).toBe(0);
  });

  it("reads a game's competition by its division as the query builder did", async () => {
    const found = await competitionOfGame(db.manager, { divisionId });
    expect(found).toBeInstanceOf(CompetitionEntity);
    expect(found).toStrictEqual(await db.manager.findOne(CompetitionEntity, { where: { id: competitionId } }));
    await expect(competitionOfGame(db.manager, { divisionId: randomUUID() })).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  if (kind === 'mysql') {
    it('locks the row it reads for update until the transaction ends', async () => {
      const id = randomUUID();
      await db.manager.insert(GameEntity, db.manager.create(GameEntity, fullGame(id)));
      const other = db.dataSource.createQueryRunner();
      try {
        await db.transaction(async (tx) => {
          await thin(tx.manager, GameEntity).findById(tx.manager, id, { forUpdate: true });
          // NOWAIT: another connection is refused at once while the row is held.
          await expect(other.query('SELECT id FROM game WHERE id = ? FOR UPDATE NOWAIT', [id])).rejects.toThrow(/lock/i);
        });
        expect(await other.query('SELECT id FROM game WHERE id = ? FOR UPDATE NOWAIT', [id])).toEqual([{ id }]);
      } finally {
        await other.release();
      }
    });
  }
}

describe('thin statements on SQLite', () => {
  suite('sqlite', async () => {
    const db = await Database.open({ kind: 'sqlite', path: ':memory:' }, silent);
    return { db, done: () => db.close() };
  });
});

describeWith(['mysql'], 'thin statements on MySQL/MariaDB', () => {
  suite('mysql', async () => {
    const scratch: ScratchDatabase = await scratchDatabase(mysqlUrl()!);
    const db = await Database.open({ kind: 'mysql', url: scratch.url }, silent);
    return {
      db,
      done: async () => {
        await db.close();
        await scratch.drop();
      },
    };
  });
});
