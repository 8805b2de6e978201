import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource, type DataSourceOptions, type EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type { DatabaseConfig } from '../config';
import { AssignIds } from './columns';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';
import { QueryLog } from './query-log';

/** Held while migrations run, so replicas starting together migrate once (MySQL GET_LOCK). */
const MIGRATION_LOCK = 'faceoff_migrations';
const MIGRATION_LOCK_WAIT_SECONDS = 120;

/**
 * A unit of work: one database transaction, what to do once it has committed, and what the work
 * keeps for the length of the transaction. Publishing is registered here, so a rolled-back change
 * publishes nothing (docs/design.md, "Publish only after commit").
 */
export class Transaction {
  private readonly committed: Array<() => void | Promise<void>> = [];

  /**
   * The standings version this transaction moved each division to (division id → version): the
   * standings' watchers are told once per transaction (a forfeit following a penalty is one
   * change), and every game the transaction changed is stamped with it.
   */
  readonly standingsVersions = new Map<string, number>();

  /**
   * Webhook messages this transaction wrote to the outbox: once it commits, the webhook dispatcher
   * is woken (Database.onCommit) rather than waiting for its next poll.
   */
  webhookMessages = 0;

  constructor(readonly manager: EntityManager, readonly kind: DatabaseConfig['kind']) {
    OPEN_TRANSACTIONS.set(manager, this);
  }

  afterCommit(callback: () => void | Promise<void>): void {
    this.committed.push(callback);
  }

  /** @internal */
  callbacks(): ReadonlyArray<() => void | Promise<void>> {
    return this.committed;
  }
}

/** Each transaction's manager, for code handed only the manager (writeSuspension) that must mark the transaction. */
const OPEN_TRANSACTIONS = new WeakMap<EntityManager, Transaction>();

/** The transaction whose manager this is, or undefined for the data source's own manager. */
export function transactionOf(manager: EntityManager): Transaction | undefined {
  return OPEN_TRANSACTIONS.get(manager);
}

/** Which server a mysql:// URL reaches: TypeORM reads MariaDB's catalogue differently from MySQL's. */
export type MysqlFlavor = 'mysql' | 'mariadb';

export async function detectMysqlFlavor(url: string): Promise<MysqlFlavor> {
  const connection = await createConnection(url);
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return /mariadb/i.test(String((rows as Array<{ version: string }>)[0]?.version)) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export function dataSourceOptions(config: DatabaseConfig, logger?: QueryLog, flavor: MysqlFlavor = 'mysql'): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    subscribers: [AssignIds],
    migrationsTableName: 'migrations',
    synchronize: false,
    logger,
    logging: logger ? (['query', 'error', 'warn', 'migration', 'schema'] as const).slice() : false,
  };
  if (config.kind === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.path,
      migrations: SQLITE_MIGRATIONS,
      // WAL lets readers go on while the one writer commits.
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        if (config.path !== ':memory:') db.pragma('journal_mode = WAL');
        db.pragma('busy_timeout = 5000');
      },
    };
  }
  return {
    ...common,
    type: flavor,
    url: config.url,
    migrations: MYSQL_MIGRATIONS,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    supportBigNumbers: true,
    connectorPackage: 'mysql2',
    poolSize: 10,
  };
}

/** The app's storage: a TypeORM data source, its migrations, and transactions with after-commit hooks. */
export class Database {
  /** SQLite has one writer: transactions are queued here rather than failing on a busy database. */
  private writeQueue: Promise<unknown> = Promise.resolve();
  private readonly commitListeners = new Set<(tx: Transaction) => void>();

  private constructor(
    readonly kind: DatabaseConfig['kind'],
    readonly dataSource: DataSource,
    readonly queryLog: QueryLog,
  ) {}

  /** Connects and brings the schema up to date (pending migrations run before anything is served). */
  static async open(config: DatabaseConfig, log: Logger, options: { migrate?: boolean } = {}): Promise<Database> {
    if (config.kind === 'sqlite' && config.path !== ':memory:') mkdirSync(dirname(config.path), { recursive: true });
    const queryLog = new QueryLog(log.child({ component: 'db' }));
    const flavor = config.kind === 'mysql' ? await detectMysqlFlavor(config.url) : undefined;
    const dataSource = new DataSource(dataSourceOptions(config, queryLog, flavor));
    await dataSource.initialize();
    const db = new Database(config.kind, dataSource, queryLog);
    if (options.migrate !== false) {
      try {
        await db.migrate();
      } catch (error) {
        await dataSource.destroy();
        throw error;
      }
    }
    return db;
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /** Runs pending migrations; on MySQL under a named lock so that concurrent starts migrate once. */
  async migrate(): Promise<string[]> {
    if (this.kind === 'sqlite') {
      return (await this.dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    }
    const lockRunner = this.dataSource.createQueryRunner();
    try {
      const [row] = await lockRunner.query('SELECT GET_LOCK(?, ?) AS acquired', [MIGRATION_LOCK, MIGRATION_LOCK_WAIT_SECONDS]);
      if (Number(row?.acquired) !== 1) {
        throw new Error(`could not take the migration lock within ${MIGRATION_LOCK_WAIT_SECONDS}s: another instance is migrating`);
      }
      try {
        // MySQL cannot roll back DDL, so a transaction per migration is all a transaction can promise.
        return (await this.dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
      } finally {
        await lockRunner.query('SELECT RELEASE_LOCK(?)', [MIGRATION_LOCK]);
      }
    } finally {
      await lockRunner.release();
    }
  }

  /**
   * Runs `work` in one transaction; after it commits, runs what it registered with `afterCommit`
   * (in order, never failing the caller: the data is already stored).
   */
  /**
   * Called after every transaction commits, before its after-commit callbacks: a reader that keeps
   * answers (the public read cache) forgets them before anyone is told of the change. The listener
   * hears the committed transaction (the webhook dispatcher wakes when it wrote messages).
   */
  onCommit(listener: (tx: Transaction) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>, onAfterCommitError?: (error: unknown) => void): Promise<T> {
    const run = async (): Promise<[T, Transaction]> => {
      let tx: Transaction | undefined;
      const result = await this.dataSource.transaction(async (manager) => {
        tx = new Transaction(manager, this.kind);
        return work(tx);
      });
      return [result, tx!];
    };
    let outcome: Promise<[T, Transaction]>;
    if (this.kind === 'sqlite') {
      outcome = this.writeQueue.then(run, run);
      this.writeQueue = outcome.catch(() => undefined);
    } else {
      outcome = run();
    }
    const [result, tx] = await outcome;
    for (const listener of this.commitListeners) listener(tx);
    for (const callback of tx.callbacks()) {
      try {
        await callback();
      } catch (error) {
        onAfterCommitError?.(error);
      }
    }
    return result;
  }

  /** Throws when the database does not answer. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
