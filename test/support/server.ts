import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { type FaceoffServer, startServer } from '../../src/server/app';
import { mysqlUrl, redisUrl } from './services';
import { type ScratchDatabase, scratchDatabase } from './mysql';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface Backend {
  name: string;
  /** one DATABASE_URL per suite; instances of one suite share it */
  database(): Promise<ScratchDatabase>;
  redisUrl: string | undefined;
  needs: Array<'mysql' | 'redis'>;
}

/** The embedded default: SQLite and in-process pub/sub. */
export const SQLITE: Backend = {
  name: 'SQLite + in-process pub/sub',
  database: async () => ({ url: 'sqlite::memory:', drop: async () => undefined }),
  redisUrl: undefined,
  needs: [],
};

/** Production shape: MariaDB/MySQL and Redis. */
export const MYSQL_REDIS: Backend = {
  name: 'MariaDB + Redis',
  database: () => scratchDatabase(mysqlUrl()!),
  get redisUrl() {
    return redisUrl();
  },
  needs: ['mysql', 'redis'],
};

export const BACKENDS = [SQLITE, MYSQL_REDIS];

/** A unique channel prefix per suite, so suites sharing one Redis never hear each other. */
export const channelPrefix = (): string => `faceoff-test-${randomBytes(4).toString('hex')}`;

/** A real Faceoff instance on port 0 of the loopback interface. */
export function startTestServer(env: { databaseUrl: string; redisUrl?: string; channelPrefix?: string; settings?: Record<string, string> }): Promise<FaceoffServer> {
  const config = loadConfig({
    ...env.settings,
    PORT: '0',
    NODE_ENV: 'test',
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    FACEOFF_CHANNEL_PREFIX: env.channelPrefix,
    ADMIN_TOKEN,
    LOG_LEVEL: process.env.LOG_LEVEL,
  });
  return startServer(config, { host: '127.0.0.1' });
}

/**
 * Starts one server on `backend` for the enclosing describe block (its own database, its own
 * channel prefix) and stops it afterwards; `current()` is that server inside the tests.
 */
export function serverPerSuite(backend: Backend, settings?: Record<string, string>): { current(): FaceoffServer } {
  let server: FaceoffServer | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await backend.database();
    drop = database.drop;
    server = await startTestServer({ databaseUrl: database.url, redisUrl: backend.redisUrl, channelPrefix: channelPrefix(), settings });
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });
  return {
    current() {
      if (!server) throw new Error('the suite server has not started');
      return server;
    },
  };
}
