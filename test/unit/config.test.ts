import { ConfigError, DEFAULT_SQLITE_PATH, loadConfig, parseAdminToken, parseDatabaseUrl, parsePort, parseRedisClusterUrls, parseRedisUrl, parseTimeZone } from '../../src/config';

// The settings table in README.md, "Settings".
describe('loadConfig defaults', () => {
  it('serves the embedded default: port 4000, sqlite at ./data/faceoff.db, in-process pub/sub', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: 'sqlite', path: './data/faceoff.db' });
    expect(DEFAULT_SQLITE_PATH).toBe('./data/faceoff.db');
    expect(config.redisUrl).toBeUndefined();
    expect(config.adminToken).toBeUndefined();
    expect(config.production).toBe(false);
    expect(config.logLevel).toBe('info');
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({ PORT: ' ', DATABASE_URL: '', REDIS_URL: '  ', ADMIN_TOKEN: '' });
    expect(config).toMatchObject({ port: 4000, database: { kind: 'sqlite', path: DEFAULT_SQLITE_PATH }, redisUrl: undefined });
    expect(config.adminToken).toBeUndefined();
  });

  it.each([
    ['production', true],
    ['development', false],
    ['test', false],
    [undefined, false],
  ])('NODE_ENV=%s → production %s', (nodeEnv, production) => {
    expect(loadConfig({ NODE_ENV: nodeEnv }).production).toBe(production);
  });

  it.each([
    [{ LOG_LEVEL: 'debug' }, 'debug'],
    [{ LOG_LEVEL: 'warn', NODE_ENV: 'test' }, 'warn'],
    [{ NODE_ENV: 'test' }, 'silent'],
    [{ NODE_ENV: 'production' }, 'info'],
  ])('log level for %j is %s', (env, level) => {
    expect(loadConfig(env).logLevel).toBe(level);
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'mysql://u:p@db:3306/faceoff',
      REDIS_URL: 'redis://cache:6379',
      ADMIN_TOKEN: 'a-long-enough-admin-token',
    });
    expect(config).toMatchObject({
      port: 8080,
      database: { kind: 'mysql', url: 'mysql://u:p@db:3306/faceoff' },
      redisUrl: 'redis://cache:6379',
      adminToken: 'a-long-enough-admin-token',
    });
  });
});

describe('parseDatabaseUrl', () => {
  it.each([
    [undefined, { kind: 'sqlite', path: './data/faceoff.db' }],
    ['sqlite::memory:', { kind: 'sqlite', path: ':memory:' }],
    ['sqlite:./x.db', { kind: 'sqlite', path: './x.db' }],
    ['sqlite:/var/lib/faceoff.db', { kind: 'sqlite', path: '/var/lib/faceoff.db' }],
    ['mysql://u:p@h:3306/db', { kind: 'mysql', url: 'mysql://u:p@h:3306/db' }],
    ['mariadb://u:p@h:3306/db', { kind: 'mysql', url: 'mysql://u:p@h:3306/db' }],
  ])('%s → %j', (raw, expected) => {
    expect(parseDatabaseUrl(raw)).toEqual(expected);
  });
});

describe('parsePort', () => {
  it.each([
    [undefined, 4000],
    ['0', 0],
    ['4000', 4000],
    ['65535', 65535],
  ])('%s → %d', (raw, port) => {
    expect(parsePort(raw)).toBe(port);
  });
});

describe('parseRedisUrl', () => {
  it.each([
    [undefined, undefined],
    ['redis://localhost:6379', 'redis://localhost:6379'],
    ['rediss://cache.example:6380', 'rediss://cache.example:6380'],
  ])('%s → %s', (raw, url) => {
    expect(parseRedisUrl(raw)).toBe(url);
  });
});

describe('parseRedisClusterUrls', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    [' , ', undefined],
    ['redis://10.0.0.1:7000', ['redis://10.0.0.1:7000']],
    ['redis://a:7000, redis://b:7001,rediss://c.example:7002,', ['redis://a:7000', 'redis://b:7001', 'rediss://c.example:7002']],
  ])('%j → %j', (raw, urls) => {
    expect(parseRedisClusterUrls(raw)).toEqual(urls);
  });

  it('is read into the config, with REDIS_URL unset', () => {
    expect(loadConfig({ REDIS_CLUSTER_URLS: 'redis://a:7000,redis://b:7001' })).toMatchObject({
      redisUrl: undefined,
      redisClusterUrls: ['redis://a:7000', 'redis://b:7001'],
    });
    expect(loadConfig({}).redisClusterUrls).toBeUndefined();
  });

  it('refuses REDIS_URL and REDIS_CLUSTER_URLS together, naming both', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379', REDIS_CLUSTER_URLS: 'redis://a:7000' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379', REDIS_CLUSTER_URLS: 'redis://a:7000' })).toThrow(/^REDIS_CLUSTER_URLS: .*REDIS_URL/);
    // blank counts as unset
    expect(loadConfig({ REDIS_URL: ' ', REDIS_CLUSTER_URLS: 'redis://a:7000' }).redisClusterUrls).toEqual(['redis://a:7000']);
  });
});

describe('parseAdminToken', () => {
  it('accepts a token of 16 characters or more', () => {
    expect(parseAdminToken('0123456789abcdef')).toBe('0123456789abcdef');
  });
});

describe('the WebSocket endpoint\'s bounds (README, "Settings")', () => {
  it('has defaults fit for a busy arena', () => {
    expect(loadConfig({}).websocket).toEqual({
      keepAliveMs: 12_000,
      maxBufferedBytes: 1_048_576,
      maxQueued: 100,
      maxSubscriptionsPerConnection: 100,
      maxSubscriptionsPerAddress: 20_000,
      maxConnectionsPerAddress: 2_500,
      maxPayloadBytes: 65_536,
      sharedExecution: true,
    });
  });

  it('reads each one it is given', () => {
    const config = loadConfig({
      FACEOFF_WS_KEEPALIVE_MS: '0',
      FACEOFF_WS_MAX_BUFFERED_BYTES: '65536',
      FACEOFF_WS_MAX_QUEUED: '5',
      FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: '10',
      FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_ADDRESS: '50',
      FACEOFF_WS_MAX_CONNECTIONS_PER_ADDRESS: '20',
      FACEOFF_WS_MAX_PAYLOAD_BYTES: '4096',
      FACEOFF_SHARED_EXECUTION: 'off',
    });
    expect(config.websocket).toEqual({
      keepAliveMs: 0,
      maxBufferedBytes: 65536,
      maxQueued: 5,
      maxSubscriptionsPerConnection: 10,
      maxSubscriptionsPerAddress: 50,
      maxConnectionsPerAddress: 20,
      maxPayloadBytes: 4096,
      sharedExecution: false,
    });
  });

  it('refuses a frame bound under 1 KiB: a subscribe message would not fit', () => {
    expect(() => loadConfig({ FACEOFF_WS_MAX_PAYLOAD_BYTES: '512' })).toThrow(/FACEOFF_WS_MAX_PAYLOAD_BYTES: must be a whole number from 1024/);
  });
});

describe('the Server-Sent Events endpoint\'s bounds (README, "Settings")', () => {
  it('has defaults, and reads each one it is given', () => {
    expect(loadConfig({}).sse).toEqual({ maxStreams: 10_000, maxStreamsPerAddress: 2_500 });
    expect(loadConfig({ FACEOFF_SSE_MAX_STREAMS: '40', FACEOFF_SSE_MAX_STREAMS_PER_ADDRESS: '4' }).sse).toEqual({ maxStreams: 40, maxStreamsPerAddress: 4 });
  });

  it('refuses a cap of 0: no stream could ever open', () => {
    expect(() => loadConfig({ FACEOFF_SSE_MAX_STREAMS_PER_ADDRESS: '0' })).toThrow(/FACEOFF_SSE_MAX_STREAMS_PER_ADDRESS: must be a whole number from 1/);
  });
});

describe('FACEOFF_AUTH_RECHECK_MS', () => {
  it("trusts an open socket's token for 10 s by default before asking the database again", () => {
    expect(loadConfig({}).authRecheckMs).toBe(10_000);
    expect(loadConfig({ FACEOFF_AUTH_RECHECK_MS: '250' }).authRecheckMs).toBe(250);
    expect(() => loadConfig({ FACEOFF_AUTH_RECHECK_MS: '0' })).toThrow(/FACEOFF_AUTH_RECHECK_MS/);
  });
});

describe('FACEOFF_SHUTDOWN_TIMEOUT_MS', () => {
  it('gives a graceful stop 10 s by default, and takes 100 ms to 10 min', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ FACEOFF_SHUTDOWN_TIMEOUT_MS: '1500' }).shutdownTimeoutMs).toBe(1500);
    expect(loadConfig({ FACEOFF_SHUTDOWN_TIMEOUT_MS: '600000' }).shutdownTimeoutMs).toBe(600_000);
    for (const raw of ['99', '600001', '2s', '-1']) {
      expect(() => loadConfig({ FACEOFF_SHUTDOWN_TIMEOUT_MS: raw })).toThrow(/^FACEOFF_SHUTDOWN_TIMEOUT_MS: must be a whole number from 100 to 600000/);
    }
  });
});

describe('bad settings are refused with a ConfigError naming the setting', () => {
  it.each([
    ['FACEOFF_WS_MAX_BUFFERED_BYTES', { FACEOFF_WS_MAX_BUFFERED_BYTES: '10' }],
    ['FACEOFF_WS_KEEPALIVE_MS', { FACEOFF_WS_KEEPALIVE_MS: '1.5' }],
    ['FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_CONNECTION', { FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: '0' }],
    ['FACEOFF_SHARED_EXECUTION', { FACEOFF_SHARED_EXECUTION: 'maybe' }],
    ['FACEOFF_COUNT_REQUEST_STATEMENTS', { FACEOFF_COUNT_REQUEST_STATEMENTS: 'maybe' }],
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['PORT', { PORT: '40.5' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://u:p@h:5432/db' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://u:p@h:3306' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://u:p@h:3306/' }],
    ['DATABASE_URL', { DATABASE_URL: 'sqlite:' }],
    ['REDIS_URL', { REDIS_URL: 'http://cache:6379' }],
    ['REDIS_CLUSTER_URLS', { REDIS_CLUSTER_URLS: 'redis://a:7000,http://b:7001' }],
    ['REDIS_CLUSTER_URLS', { REDIS_CLUSTER_URLS: 'a:7000' }],
    ['REDIS_CLUSTER_URLS', { REDIS_CLUSTER_URLS: 'redis://' }],
    ['ADMIN_TOKEN', { ADMIN_TOKEN: 'short' }],
  ])('%s in %j', (setting, env) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).message).toMatch(new RegExp(`^${setting}: `));
  });
});

// R39: the zone a new competition reads its dates in when its input names none.
describe('parseTimeZone (FACEOFF_TIME_ZONE)', () => {
  it.each([
    [undefined, 'UTC'],
    ['  ', 'UTC'],
    ['America/Halifax', 'America/Halifax'],
    ['america/halifax', 'America/Halifax'],
  ])('%j → %s', (raw, zone) => {
    expect(parseTimeZone(raw)).toBe(zone);
    expect(loadConfig({ FACEOFF_TIME_ZONE: raw }).defaultTimeZone).toBe(zone);
  });

  it.each([['Atlantic'], ['+02:00'], ['Europe/Atlantis']])('refuses %s, naming the setting', (raw) => {
    expect(() => parseTimeZone(raw)).toThrow(ConfigError);
    expect(() => parseTimeZone(raw)).toThrow(/FACEOFF_TIME_ZONE/);
  });
});
