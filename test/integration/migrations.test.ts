import pino from 'pino';
import { Database } from '../../src/db/database';
import { MYSQL_MIGRATIONS } from '../../src/db/migrations/mysql';
import { SQLITE_MIGRATIONS } from '../../src/db/migrations/sqlite';
import { scratchDatabase } from '../support/mysql';
import { mysqlUrl } from '../support/services';
import { describeWith } from '../support/services';

const silent = pino({ level: 'silent' });

/** The SQL TypeORM would still run to make the database match the entities: none, when migrations are complete. */
async function pendingSchemaChanges(db: Database): Promise<string[]> {
  const log = await db.dataSource.driver.createSchemaBuilder().log();
  return log.upQueries.map((q) => q.query);
}

describe('SQLite migrations', () => {
  it('bring a fresh database to exactly the entities', async () => {
    const db = await Database.open({ kind: 'sqlite', path: ':memory:' }, silent);
    try {
      expect(await pendingSchemaChanges(db)).toEqual([]);
      expect(await db.dataSource.showMigrations()).toBe(false);
    } finally {
      await db.close();
    }
  });
});

describeWith(['mysql'], 'MySQL migrations', () => {
  it('bring a fresh database to exactly the entities, once, when two instances start together', async () => {
    const scratch = await scratchDatabase(mysqlUrl()!);
    const config = { kind: 'mysql' as const, url: scratch.url };
    try {
      const [first, second] = await Promise.all([Database.open(config, silent), Database.open(config, silent)]);
      try {
        expect(await pendingSchemaChanges(first)).toEqual([]);
        const applied: Array<{ name: string }> = await first.dataSource.query('SELECT name FROM migrations ORDER BY id');
        expect(applied.map((m) => m.name)).toEqual(MYSQL_MIGRATIONS.map((m) => m.name));
        expect(await second.migrate()).toEqual([]);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    } finally {
      await scratch.drop();
    }
  });
});

it('keeps the SQLite and MySQL migration lists in step', () => {
  expect(SQLITE_MIGRATIONS.length).toBe(MYSQL_MIGRATIONS.length);
});
