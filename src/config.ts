/**
 * Runtime settings, read once from the environment (see the settings table in the README).
 * Parsing is pure so that every rule about a setting is unit-tested without touching process.env.
 */
import { canonicalTimeZone } from './domain/calendar';
import { parseTrustProxy, type TrustProxy } from './server/client-address';

export type DatabaseConfig = { kind: 'sqlite'; /** a file path, or ':memory:' */ path: string } | { kind: 'mysql'; url: string };

export interface Config {
  port: number;
  database: DatabaseConfig;
  /** how long the database may take: a statement or a connection (timeoutMs), and retrying a unit of work after conflicts (retryMs) */
  databaseBounds: { timeoutMs: number; retryMs: number };
  /** unset: in-process pub/sub, one instance only */
  redisUrl: string | undefined;
  /** root nodes of a Redis Cluster for sharded pub/sub instead of one Redis (never both) */
  redisClusterUrls: string[] | undefined;
  /** prefix of every pub/sub channel, so several deployments (or test runs) can share one Redis */
  channelPrefix: string;
  adminToken: string | undefined;
  /** the key paging cursors are signed with (src/graphql/paging.ts); unset: a public key, so a checksum */
  cursorSecret: string | undefined;
  /** the IANA time zone a new competition reads its dates in when its input names none (R39) */
  defaultTimeZone: string;
  /**
   * How long an open socket may go on trusting its token without asking the database again: a
   * revocation reaches open sockets at once over pub/sub, and within this time if that message is lost.
   */
  authRecheckMs: number;
  production: boolean;
  logLevel: string;
  /** how long a graceful stop (SIGTERM) may take before the process exits anyway, non-zero */
  shutdownTimeoutMs: number;
  /**
   * The statement count tells requests' statements from background work's (src/db/query-log.ts):
   * for the tests that prove a fixed number of statements; off by default, since it hooks every
   * promise of the process (FACEOFF_COUNT_REQUEST_STATEMENTS=1).
   */
  countRequestStatementsApart: boolean;
  /** anonymous query answers kept until the next commit (src/server/public-read-cache.ts) */
  readCache: { enabled: boolean; maxBytes: number; maxAgeMs: number };
  /** webhook deliveries (docs/open-data.md, "Webhooks") */
  webhooks: {
    /** receivers on loopback, private, link-local… addresses allowed (on-premise receivers, tests; R52) */
    allowPrivate: boolean;
    /** the first retry's delay, doubled for each one after (R53) */
    retryBaseMs: number;
    /** attempts before a delivery is marked FAILED */
    maxAttempts: number;
    /** one attempt's bound */
    timeoutMs: number;
    /** how often the outbox is read without a wake-up (other instances' commits) */
    pollMs: number;
  };
  /** plain HTTP's bounds (docs/security.md, "HTTP") */
  http: {
    /** which proxies' X-Forwarded-For is believed (client-address.ts); none by default */
    trustProxy: TrustProxy;
    /** the time a request's body may take to arrive once its headers have (408 after) */
    bodyTimeoutMs: number;
    /** the time a request's headers may take to arrive */
    headersTimeoutMs: number;
    /**
     * how long an idle keep-alive connection is kept for its next request: longer than the idle time
     * of the clients and proxies that reuse it, so the server never closes one they are about to use
     */
    keepAliveTimeoutMs: number;
    /** bytes held in request bodies not yet complete, over every request (503 past it) */
    bodyBytesInFlight: number;
    /** open connections from one client address, of every kind (WebSocket included); a trusted proxy's are not counted */
    maxConnectionsPerAddress: number;
    /** open-data files (exports, CSV, sheets, calendars) computed at once (503 past it; src/server/open-data/file-answers.ts) */
    fileGenerations: number;
  };
  /** the WebSocket endpoint's bounds (README, "Settings") */
  websocket: {
    keepAliveMs: number;
    maxBufferedBytes: number;
    maxQueued: number;
    maxSubscriptionsPerConnection: number;
    maxSubscriptionsPerAddress: number;
    /** open WebSocket connections from one client address */
    maxConnectionsPerAddress: number;
    /** the largest WebSocket frame a client may send */
    maxPayloadBytes: number;
    /** one execution per distinct subscription (off only to measure the difference) */
    sharedExecution: boolean;
  };
  /** the Server-Sent Events endpoint's bounds (/graphql/stream; README, "Settings") */
  sse: {
    /** open event streams on this instance */
    maxStreams: number;
    /** open event streams from one client address */
    maxStreamsPerAddress: number;
  };
}

export class ConfigError extends Error {
  constructor(setting: string, message: string) {
    super(`${setting}: ${message}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_SQLITE_PATH = './data/faceoff.db';

export function parseDatabaseUrl(raw: string | undefined): DatabaseConfig {
  const value = raw?.trim();
  if (!value) return { kind: 'sqlite', path: DEFAULT_SQLITE_PATH };
  if (value.startsWith('sqlite:')) {
    const path = value.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!path) throw new ConfigError('DATABASE_URL', 'sqlite: needs a file path or :memory:');
    return { kind: 'sqlite', path };
  }
  if (/^(mysql|mariadb):\/\//.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError('DATABASE_URL', 'is not a valid mysql:// URL');
    }
    if (!url.hostname) throw new ConfigError('DATABASE_URL', 'mysql:// URL needs a host');
    if (url.pathname.replace(/^\//, '') === '') {
      throw new ConfigError('DATABASE_URL', 'mysql:// URL needs a database name (mysql://user:pass@host:3306/faceoff)');
    }
    return { kind: 'mysql', url: value.replace(/^mariadb:/, 'mysql:') };
  }
  throw new ConfigError('DATABASE_URL', 'must start with mysql://, sqlite: (a path or :memory:), or be unset for the embedded default');
}

export function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 4000;
  const port = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

export function parseRedisUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!/^rediss?:\/\/[^/]/.test(value)) throw new ConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL');
  return value;
}

/** Comma-separated redis:// URLs of some nodes of one Redis Cluster (the rest is discovered from them). */
export function parseRedisClusterUrls(raw: string | undefined): string[] | undefined {
  const urls = (raw ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length === 0) return undefined;
  for (const url of urls) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!/^rediss?:\/\/[^/]/.test(url) || !parsed?.hostname) {
      throw new ConfigError('REDIS_CLUSTER_URLS', `must be comma-separated redis:// or rediss:// URLs of cluster nodes, got "${url}"`);
    }
  }
  return urls;
}

/** One Redis or one Redis Cluster carries pub/sub, not both. */
export function parsePubSubSettings(env: Record<string, string | undefined>): Pick<Config, 'redisUrl' | 'redisClusterUrls'> {
  const redisUrl = parseRedisUrl(env.REDIS_URL);
  const redisClusterUrls = parseRedisClusterUrls(env.REDIS_CLUSTER_URLS);
  if (redisUrl && redisClusterUrls) {
    throw new ConfigError('REDIS_CLUSTER_URLS', 'cannot be set together with REDIS_URL: set REDIS_URL for one Redis, or REDIS_CLUSTER_URLS for a Redis Cluster');
  }
  return { redisUrl, redisClusterUrls };
}

export function parseAdminToken(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < 16) throw new ConfigError('ADMIN_TOKEN', 'must be at least 16 characters');
  return value;
}

/** The secret paging cursors are signed with: the same on every instance, at least 16 characters; unset when blank. */
export function parseCursorSecret(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < 16) throw new ConfigError('FACEOFF_CURSOR_SECRET', 'must be at least 16 characters');
  return value;
}

/** An IANA time zone ("America/Halifax"), canonical; UTC when unset. */
export function parseTimeZone(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return 'UTC';
  const zone = canonicalTimeZone(value);
  if (!zone) throw new ConfigError('FACEOFF_TIME_ZONE', `must be an IANA time zone such as America/Halifax, got "${raw}"`);
  return zone;
}

/** A whole-number setting within limits, or its default when unset. */
export function parseCount(setting: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = raw?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new ConfigError(setting, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

/** FACEOFF_TRUST_PROXY (client-address.ts): which proxies in front are believed about the client's address. */
export function parseTrustProxySetting(raw: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(raw);
  } catch (error) {
    throw new ConfigError('FACEOFF_TRUST_PROXY', `${(error as Error).message}; give a number of hops, or proxies' addresses and CIDR ranges separated by commas (got "${raw}")`);
  }
}

export function parseSwitch(setting: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim().toLowerCase();
  if (!value) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['0', 'false', 'off', 'no'].includes(value)) return false;
  throw new ConfigError(setting, `must be 1 or 0 (on or off), got "${raw}"`);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: parsePort(env.PORT),
    database: parseDatabaseUrl(env.DATABASE_URL),
    databaseBounds: {
      timeoutMs: parseCount('FACEOFF_DB_TIMEOUT_MS', env.FACEOFF_DB_TIMEOUT_MS, 5_000, 100, 600_000),
      retryMs: parseCount('FACEOFF_DB_RETRY_MS', env.FACEOFF_DB_RETRY_MS, 5_000, 0, 600_000),
    },
    ...parsePubSubSettings(env),
    channelPrefix: env.FACEOFF_CHANNEL_PREFIX?.trim() || 'faceoff',
    adminToken: parseAdminToken(env.ADMIN_TOKEN),
    cursorSecret: parseCursorSecret(env.FACEOFF_CURSOR_SECRET),
    defaultTimeZone: parseTimeZone(env.FACEOFF_TIME_ZONE),
    authRecheckMs: parseCount('FACEOFF_AUTH_RECHECK_MS', env.FACEOFF_AUTH_RECHECK_MS, 10_000, 100, 3_600_000),
    production,
    logLevel: env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    shutdownTimeoutMs: parseCount('FACEOFF_SHUTDOWN_TIMEOUT_MS', env.FACEOFF_SHUTDOWN_TIMEOUT_MS, 10_000, 100, 600_000),
    countRequestStatementsApart: parseSwitch('FACEOFF_COUNT_REQUEST_STATEMENTS', env.FACEOFF_COUNT_REQUEST_STATEMENTS, false),
    readCache: {
      enabled: parseSwitch('FACEOFF_READ_CACHE', env.FACEOFF_READ_CACHE, true),
      maxBytes: parseCount('FACEOFF_READ_CACHE_MAX_BYTES', env.FACEOFF_READ_CACHE_MAX_BYTES, 33_554_432, 0, 4_294_967_296),
      maxAgeMs: parseCount('FACEOFF_READ_CACHE_MAX_AGE_MS', env.FACEOFF_READ_CACHE_MAX_AGE_MS, 2_000, 0, 3_600_000),
    },
    webhooks: {
      allowPrivate: parseSwitch('FACEOFF_WEBHOOK_ALLOW_PRIVATE', env.FACEOFF_WEBHOOK_ALLOW_PRIVATE, false),
      retryBaseMs: parseCount('FACEOFF_WEBHOOK_RETRY_BASE_MS', env.FACEOFF_WEBHOOK_RETRY_BASE_MS, 30_000, 1, 3_600_000),
      maxAttempts: parseCount('FACEOFF_WEBHOOK_MAX_ATTEMPTS', env.FACEOFF_WEBHOOK_MAX_ATTEMPTS, 10, 1, 100),
      timeoutMs: parseCount('FACEOFF_WEBHOOK_TIMEOUT_MS', env.FACEOFF_WEBHOOK_TIMEOUT_MS, 10_000, 100, 120_000),
      pollMs: parseCount('FACEOFF_WEBHOOK_POLL_MS', env.FACEOFF_WEBHOOK_POLL_MS, 5_000, 10, 3_600_000),
    },
    http: {
      trustProxy: parseTrustProxySetting(env.FACEOFF_TRUST_PROXY),
      bodyTimeoutMs: parseCount('FACEOFF_HTTP_BODY_TIMEOUT_MS', env.FACEOFF_HTTP_BODY_TIMEOUT_MS, 10_000, 100, 600_000),
      headersTimeoutMs: parseCount('FACEOFF_HTTP_HEADERS_TIMEOUT_MS', env.FACEOFF_HTTP_HEADERS_TIMEOUT_MS, 10_000, 100, 600_000),
      keepAliveTimeoutMs: parseCount('FACEOFF_HTTP_KEEPALIVE_TIMEOUT_MS', env.FACEOFF_HTTP_KEEPALIVE_TIMEOUT_MS, 65_000, 1_000, 600_000),
      bodyBytesInFlight: parseCount('FACEOFF_HTTP_BODY_BYTES_IN_FLIGHT', env.FACEOFF_HTTP_BODY_BYTES_IN_FLIGHT, 67_108_864, 1_048_576, 17_179_869_184),
      maxConnectionsPerAddress: parseCount('FACEOFF_HTTP_MAX_CONNECTIONS_PER_ADDRESS', env.FACEOFF_HTTP_MAX_CONNECTIONS_PER_ADDRESS, 3_000, 1, 1_000_000),
      fileGenerations: parseCount('FACEOFF_HTTP_FILE_GENERATIONS', env.FACEOFF_HTTP_FILE_GENERATIONS, 4, 1, 1_000),
    },
    websocket: {
      keepAliveMs: parseCount('FACEOFF_WS_KEEPALIVE_MS', env.FACEOFF_WS_KEEPALIVE_MS, 12_000, 0, 3_600_000),
      maxBufferedBytes: parseCount('FACEOFF_WS_MAX_BUFFERED_BYTES', env.FACEOFF_WS_MAX_BUFFERED_BYTES, 1_048_576, 1_024, 1_073_741_824),
      maxQueued: parseCount('FACEOFF_WS_MAX_QUEUED', env.FACEOFF_WS_MAX_QUEUED, 100, 1, 100_000),
      maxSubscriptionsPerConnection: parseCount('FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_CONNECTION', env.FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_CONNECTION, 100, 1, 100_000),
      maxSubscriptionsPerAddress: parseCount('FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_ADDRESS', env.FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_ADDRESS, 20_000, 1, 10_000_000),
      maxConnectionsPerAddress: parseCount('FACEOFF_WS_MAX_CONNECTIONS_PER_ADDRESS', env.FACEOFF_WS_MAX_CONNECTIONS_PER_ADDRESS, 2_500, 1, 1_000_000),
      maxPayloadBytes: parseCount('FACEOFF_WS_MAX_PAYLOAD_BYTES', env.FACEOFF_WS_MAX_PAYLOAD_BYTES, 65_536, 1_024, 16_777_216),
      sharedExecution: parseSwitch('FACEOFF_SHARED_EXECUTION', env.FACEOFF_SHARED_EXECUTION, true),
    },
    sse: {
      maxStreams: parseCount('FACEOFF_SSE_MAX_STREAMS', env.FACEOFF_SSE_MAX_STREAMS, 10_000, 1, 1_000_000),
      maxStreamsPerAddress: parseCount('FACEOFF_SSE_MAX_STREAMS_PER_ADDRESS', env.FACEOFF_SSE_MAX_STREAMS_PER_ADDRESS, 2_500, 1, 1_000_000),
    },
  };
}
