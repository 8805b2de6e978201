import { StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { tcpProxy } from '../support/proxy';
import { seedLeague } from '../support/seed';
import { type ProductionServer, startProductionServer } from '../support/production-server';
import { ADMIN_TOKEN, MYSQL_REDIS, channelPrefix } from '../support/server';
import { describeWith } from '../support/services';
import { until } from '../support/redis-cluster';

type Answer = { status: number; retryAfter: string | null; body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string; retryable?: boolean } }> } };

/**
 * Errors that say what they are (docs/scaling.md, "When the database goes away"): an instance whose
 * database cannot be reached, or stopped answering, answers UNAVAILABLE with `retryable: true` ("not
 * stored, send it again"), 503 with Retry-After where GraphQL over HTTP allows it, within
 * FACEOFF_DB_TIMEOUT_MS, never INTERNAL_SERVER_ERROR (which is left for bugs); /readyz says 503
 * naming the database within 2 s; and once the database is back the instance serves again, without
 * a restart. The database is taken away by a TCP proxy between the instance and MariaDB.
 */
describeWith(MYSQL_REDIS.needs, 'a database that goes away (MariaDB)', () => {
  let drop: () => Promise<void>;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let server: ProductionServer;
  let game: { gameId: string; teamId: string };

  beforeAll(async () => {
    const database = await MYSQL_REDIS.database();
    drop = database.drop;
    const direct = new URL(database.url);
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
    direct.host = `127.0.0.1:${proxy.port}`;
    // The built server in a process of its own, as an operator runs it.
    server = await startProductionServer({ DATABASE_URL: direct.toString(), REDIS_URL: MYSQL_REDIS.redisUrl ?? '', FACEOFF_CHANNEL_PREFIX: channelPrefix(), FACEOFF_DB_TIMEOUT_MS: '1500' });
    const league = await seedLeague(server.url, { playersPerTeam: 8, firstNumber: 1 });
    await ok(server.url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(server.url, StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    game = { gameId: league.gameId, teamId: league.teams[0].id };
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await drop?.();
  });

  const post = async (accept: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'] };
  };
  const SHOT = 'mutation ($gameId: ID!, $teamId: ID!) { recordShot(gameId: $gameId, teamId: $teamId) { seq } }';
  const readyz = async () => {
    const started = performance.now();
    const response = await fetch(`${server.origin}/readyz`);
    return { status: response.status, body: (await response.json()) as { status: string; database: string }, ms: performance.now() - started };
  };

  it('cut off: a write answers UNAVAILABLE, retryable (503 with Retry-After for graphql-response+json, 200 for plain JSON), /readyz says 503 naming the database; back, it serves again', async () => {
    await proxy.cut();
    try {
      const strict = await post('application/graphql-response+json', SHOT, game);
      expect(strict.status).toBe(503);
      expect(strict.retryAfter).toBe('1');
      expect(strict.body.data).toBeNull();
      expect(strict.body.errors).toEqual([
        {
          message: 'The database cannot be reached just now: not stored, send it again',
          path: ['recordShot'],
          locations: [{ line: 1, column: 41 }],
          extensions: { code: 'UNAVAILABLE', retryable: true },
        },
      ]);
      const plain = await post('application/json', SHOT, game);
      expect(plain.status).toBe(200);
      expect(plain.body.errors?.[0]?.extensions).toEqual({ code: 'UNAVAILABLE', retryable: true });
      const french = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'fr', authorization: `Bearer ${ADMIN_TOKEN}` },
        body: JSON.stringify({ query: SHOT, variables: game }),
      });
      expect(((await french.json()) as Answer['body']).errors?.[0]?.message).toContain('La base de données est injoignable');
      const ready = await readyz();
      expect(ready.status).toBe(503);
      expect(ready.body.status).toBe('unavailable');
      expect(ready.body.database).not.toBe('ok');
      // A file read from the database says the same.
      const file = await fetch(`${server.origin}/games/${game.gameId}/sheet.pdf`);
      expect(file.status).toBe(503);
      expect(((await file.json()) as Answer['body']).errors?.[0]?.extensions).toEqual({ code: 'UNAVAILABLE', retryable: true });
    } finally {
      await proxy.restore();
    }
    // Back: the same request is stored (the pool makes new connections; no restart).
    let stored: Answer | undefined;
    await until(
      'the instance to store again',
      async () => {
        stored = await post('application/graphql-response+json', SHOT, game);
        return stored.status === 200 && !stored.body.errors;
      },
      20_000,
    );
    expect((await readyz()).status).toBe(200);
  }, 60_000);

  it('frozen (connections open, no byte through): a write fails within the statement deadline as UNAVAILABLE, and /readyz answers 503 within 2 s', async () => {
    proxy.freeze();
    try {
      const started = performance.now();
      const frozen = await post('application/graphql-response+json', SHOT, game);
      const tookMs = performance.now() - started;
      expect(frozen.body.errors?.[0]?.extensions).toEqual({ code: 'UNAVAILABLE', retryable: true });
      expect(frozen.status).toBe(503);
      // FACEOFF_DB_TIMEOUT_MS is 1.5 s here: a connection (new or pooled) is given that long, so a
      // few of them at most, never the half minute a frozen node held requests before.
      expect(tookMs).toBeLessThan(10_000);
      const ready = await readyz();
      expect(ready.status).toBe(503);
      expect(ready.body.database).toMatch(/no answer within 1\.5 s|timeout|ETIMEDOUT/i);
      expect(ready.ms).toBeLessThan(2_500);
    } finally {
      proxy.thaw();
      await proxy.cut();
      await proxy.restore();
    }
    await until('the instance to store again', async () => (await post('application/json', SHOT, game)).body.errors === undefined, 30_000);
  }, 60_000);
});
