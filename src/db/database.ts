import { randomUUID } from 'node:crypto';
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
import { conflict } from '../domain/errors';
import { text } from '../domain/messages';
import { isDatabaseUnavailable, isLockConflict, isUniqueViolation } from './errors';
import { withDeadline } from '../deadline';

/** The pause before the nth retry: full jitter over 10 ms doubling up to 320 ms, so writers that met stop meeting. */
function retryPause(attempt: number): number {
  return Math.random() * Math.min(320, 10 * 2 ** (attempt - 1));
}

/** Its one row is held while migrations run, so instances starting together migrate once (Database.migrate). */
const MIGRATION_LOCK_TABLE = 'faceoff_migration_lock';
const MIGRATION_LOCK_WAIT_SECONDS = 120;
/** A lock older than this was left by an instance that died migrating (migrations take seconds). */
const MIGRATION_LOCK_STALE_SECONDS = 600;

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

  /**
   * Whether what this transaction wrote can change an answer an anonymous caller reads: true unless
   * the work says otherwise. The public read cache forgets its answers only for such commits, so the
   * webhook outbox's leases, taken at every poll, do not empty it every few seconds on every instance.
   */
  changesPublicData = true;

  /** This transaction writes only what no anonymous caller reads (the webhook outbox's leases and delivery log). */
  bookkeepingOnly(): void {
    this.changesPublicData = false;
  }

  constructor(
    readonly manager: EntityManager,
    readonly kind: DatabaseConfig['kind'],
  ) {
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

/** How long the database may take (FACEOFF_DB_TIMEOUT_MS, FACEOFF_DB_RETRY_MS; docs/scaling.md, "MariaDB Galera"). */
export interface DatabaseBounds {
  /** a connection or one statement past this fails as unavailable (a frozen node fails in seconds) */
  timeoutMs: number;
  /** a unit of work that meets conflicts is run again until this long has passed since its first try */
  retryMs: number;
}

export const DEFAULT_BOUNDS: DatabaseBounds = { timeoutMs: 5_000, retryMs: 5_000 };

export function dataSourceOptions(config: DatabaseConfig, logger?: QueryLog, flavor: MysqlFlavor = 'mysql', bounds: DatabaseBounds = DEFAULT_BOUNDS): DataSourceOptions {
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
    // Every statement (BEGIN and COMMIT included) is given up after timeoutMs, its connection
    // dropped: a frozen node fails a request in seconds instead of holding it half a minute.
    enableQueryTimeout: true,
    maxQueryExecutionTime: bounds.timeoutMs,
    connectTimeout: bounds.timeoutMs,
  };
}

interface PooledConnection {
  query(...args: unknown[]): unknown;
  destroy(): void;
}

/**
 * mysql2 answers a statement past its timeout with an error but leaves the statement running on
 * the connection, so the next one (TypeORM's ROLLBACK, or the next request's BEGIN once the
 * connection is back in the pool) queues behind it and waits as long as the server does: on a
 * frozen node, forever. The connection is destroyed instead, which fails whatever queued on it at
 * once and takes it out of the pool.
 */
function dropConnectionsOnTimeout(dataSource: DataSource): void {
  const pool = (dataSource.driver as unknown as { pool?: { on(event: 'acquire', listener: (connection: PooledConnection) => void): void } }).pool;
  const patched = new WeakSet<PooledConnection>();
  pool?.on('acquire', (connection) => {
    if (patched.has(connection)) return;
    patched.add(connection);
    const query = connection.query.bind(connection);
    connection.query = function (this: unknown, ...args: unknown[]) {
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: { code?: string } | null, ...rest: unknown[]) => {
          if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy();
          return (callback as (...a: unknown[]) => unknown)(error, ...rest);
        };
      }
      return query(...args);
    };
  });
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
    readonly bounds: DatabaseBounds = DEFAULT_BOUNDS,
  ) {}

  /** How many units of work were run again after a conflict, and how many gave up (for the figures in docs/scaling.md). */
  readonly retries = { retried: 0, gaveUp: 0 };

  /** Connects and brings the schema up to date (pending migrations run before anything is served). */
  static async open(config: DatabaseConfig, log: Logger, options: { migrate?: boolean; bounds?: Partial<DatabaseBounds>; countRequestStatementsApart?: boolean } = {}): Promise<Database> {
    if (config.kind === 'sqlite' && config.path !== ':memory:') mkdirSync(dirname(config.path), { recursive: true });
    const queryLog = new QueryLog(log.child({ component: 'db' }), { requestsApart: options.countRequestStatementsApart });
    const flavor = config.kind === 'mysql' ? await detectMysqlFlavor(config.url) : undefined;
    const bounds = { ...DEFAULT_BOUNDS, ...options.bounds };
    const dataSource = new DataSource(dataSourceOptions(config, queryLog, flavor, bounds));
    await dataSource.initialize();
    if (config.kind === 'mysql') dropConnectionsOnTimeout(dataSource);
    const db = new Database(config.kind, dataSource, queryLog, bounds);
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

  /**
   * Runs pending migrations; on MySQL/MariaDB while holding the migration lock, a row in a table of
   * its own, so that instances starting together migrate once and the others wait, then find
   * nothing to run. A row, not GET_LOCK: on a Galera cluster GET_LOCK holds on one node only, while
   * two INSERTs of the same key on two nodes meet at certification and one is refused. A lock left
   * by an instance that died while migrating is taken over after MIGRATION_LOCK_STALE_SECONDS.
   */
  async migrate(): Promise<string[]> {
    if (this.kind === 'sqlite') {
      return (await this.dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    }
    await this.dataSource.query(`CREATE TABLE IF NOT EXISTS ${MIGRATION_LOCK_TABLE} (id TINYINT NOT NULL PRIMARY KEY, holder VARCHAR(64) NOT NULL, taken_at DATETIME(3) NOT NULL) ENGINE=InnoDB`);
    const holder = randomUUID();
    const deadline = Date.now() + MIGRATION_LOCK_WAIT_SECONDS * 1_000;
    for (;;) {
      try {
        await this.dataSource.query(`INSERT INTO ${MIGRATION_LOCK_TABLE} (id, holder, taken_at) VALUES (1, ?, UTC_TIMESTAMP(3))`, [holder]);
        break;
      } catch (error) {
        // Held by another instance (a duplicate key), or taken at the same moment on another node.
        if (!isUniqueViolation(error) && !isLockConflict(error)) throw error;
      }
      await this.dataSource.query(`DELETE FROM ${MIGRATION_LOCK_TABLE} WHERE id = 1 AND taken_at < UTC_TIMESTAMP(3) - INTERVAL ? SECOND`, [MIGRATION_LOCK_STALE_SECONDS]).catch((error: unknown) => {
        if (!isLockConflict(error)) throw error;
      });
      if (Date.now() > deadline) {
        throw new Error(`could not take the migration lock within ${MIGRATION_LOCK_WAIT_SECONDS}s: another instance is migrating (if none is, clear it: DELETE FROM ${MIGRATION_LOCK_TABLE})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
    try {
      // MySQL cannot roll back DDL, so a transaction per migration is all a transaction can promise.
      return (await this.dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    } finally {
      await this.dataSource.query(`DELETE FROM ${MIGRATION_LOCK_TABLE} WHERE id = 1 AND holder = ?`, [holder]);
    }
  }

  /**
   * Called after every transaction commits, before its after-commit callbacks: a reader that keeps
   * answers (the public read cache) forgets them before anyone is told of the change. The listener
   * hears the committed transaction (the webhook dispatcher wakes when it wrote messages).
   */
  onCommit(listener: (tx: Transaction) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /**
   * Runs `work` in one transaction; after it commits, runs what it registered with `afterCommit`
   * (in order, never failing the caller: the data is already stored).
   *
   * A transaction the database gave up because of another one (a deadlock, a lock wait timeout,
   * and on a Galera cluster a certification conflict with a write on another node, reported as a
   * deadlock at COMMIT) kept nothing, so the whole unit of work is run again, from a fresh
   * transaction, after a short jittered pause, until `bounds.retryMs` has passed; then the caller
   * gets CONFLICT, retryable ("not stored, send it again"). Work must therefore read everything it
   * decides on inside the transaction, which every service here does.
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T>, onAfterCommitError?: (error: unknown) => void): Promise<T> {
    const run = async (): Promise<[T, Transaction]> => {
      if (this.kind === 'sqlite') {
        let tx: Transaction | undefined;
        const result = await this.dataSource.transaction(async (manager) => {
          tx = new Transaction(manager, this.kind);
          return work(tx);
        });
        return [result, tx!];
      }
      return this.runOnMysql(work);
    };
    const once = (): Promise<[T, Transaction]> => {
      if (this.kind !== 'sqlite') return run();
      const outcome = this.writeQueue.then(run, run);
      this.writeQueue = outcome.catch(() => undefined);
      return outcome;
    };
    const started = Date.now();
    let result: T;
    let tx: Transaction;
    for (let attempt = 1; ; attempt += 1) {
      try {
        [result, tx] = await once();
        break;
      } catch (error) {
        if (!isLockConflict(error)) throw error;
        const pause = retryPause(attempt);
        if (Date.now() + pause - started > this.bounds.retryMs) {
          this.retries.gaveUp += 1;
          throw conflict(text('errors.CONFLICT.concurrentWrite'), { retryable: true });
        }
        this.retries.retried += 1;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
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

  /**
   * One try of a unit of work on MySQL/MariaDB. Unlike TypeORM's own `transaction`, a connection
   * that failed as unreachable (a statement past the deadline, a reset) is not sent a ROLLBACK:
   * mysql2 never answers a command queued on a connection it gave up on, so the request would hang
   * for good. The server rolls back what a dropped connection left open; the connection is destroyed.
   */
  private async runOnMysql<T>(work: (tx: Transaction) => Promise<T>): Promise<[T, Transaction]> {
    const runner = this.dataSource.createQueryRunner();
    let broken = false;
    try {
      await runner.connect();
      await runner.startTransaction();
      const tx = new Transaction(runner.manager, this.kind);
      const result = await work(tx);
      await runner.commitTransaction();
      return [result, tx];
    } catch (error) {
      broken = isDatabaseUnavailable(error);
      if (runner.isTransactionActive && !broken) {
        // A refused statement, a conflict, a rule: the connection is sound, so roll back (bounded all the same).
        await withDeadline(runner.rollbackTransaction(), this.bounds.timeoutMs).catch(() => {
          broken = true;
        });
      }
      throw error;
    } finally {
      if (broken) (runner as unknown as { databaseConnection?: { destroy?: () => void } }).databaseConnection?.destroy?.();
      await runner.release().catch(() => undefined);
    }
  }

  /** Throws when the database does not answer. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
