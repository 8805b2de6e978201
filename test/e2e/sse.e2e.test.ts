import { print } from 'graphql';
import { createClient } from 'graphql-sse';
import { ApiTokenEntity } from '../../src/db/entities';
import type { FaceoffServer } from '../../src/server/app';
import {
  CreateApiTokenDocument,
  GameEventsFeedDocument,
  LiveScoreboardFeedDocument,
  RecordGoalDocument,
  RecordShotDocument,
  RevokeApiTokenDocument,
  StartClockDocument,
  StartGameDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, MYSQL_REDIS, channelPrefix, startTestServer } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Subscriptions over Server-Sent Events at /graphql/stream (docs/live-feed.md, "Server-Sent
 * Events"): the same feeds, token, document limits and revocation as on WebSocket, and a shutdown
 * that ends every open stream.
 */

interface SseEvent {
  event: string;
  data: unknown;
}

interface Refusal {
  status: number;
  json: { errors: Array<{ message: string; extensions: { code: string } }> };
}

interface Stream {
  status: number;
  next(): Promise<SseEvent>;
  /** settles when the response is over: true when the server ended it (its last chunk came), false when it was cut */
  ended: Promise<boolean>;
  events: SseEvent[];
  cancel(): void;
}

/** A raw event stream read off fetch: `next()` waits for the next event; `ended` settles when the server ends the response. */
async function openStream(server: FaceoffServer, query: string, variables: Record<string, unknown>, token?: string, method: 'GET' | 'POST' = 'POST'): Promise<Refusal | Stream> {
  const control = new AbortController();
  const url = new URL(`http://127.0.0.1:${server.port}/graphql/stream`);
  if (method === 'GET') {
    url.searchParams.set('query', query);
    url.searchParams.set('variables', JSON.stringify(variables));
  }
  const response = await fetch(url, {
    signal: control.signal,
    method,
    headers: { accept: 'text/event-stream', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: method === 'POST' ? JSON.stringify({ query, variables }) : undefined,
  });
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    return { status: response.status, json: (await response.json()) as Refusal['json'] };
  }
  const events: SseEvent[] = [];
  const waiting: Array<() => void> = [];
  const wake = () => waiting.splice(0).forEach((w) => w());
  let done = false;
  const ended = (async (): Promise<boolean> => {
    let clean = false;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data:(.*)$/m.exec(block)?.[1]?.trim();
          if (event) events.push({ event, data: data ? JSON.parse(data) : null });
          wake();
        }
      }
      clean = true;
    } catch {
      // aborted or cut: ended all the same
    }
    done = true;
    wake();
    return clean;
  })();
  const next = async (): Promise<SseEvent> => {
    while (events.length === 0) {
      if (done) throw new Error('the stream ended');
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    return events.shift()!;
  };
  return { status: response.status, next, ended, events, cancel: () => control.abort() };
}

function stream(opened: Refusal | Stream): Stream {
  if (!('next' in opened)) throw new Error(`expected an event stream, got ${opened.status} ${JSON.stringify(opened.json)}`);
  return opened;
}

const SCOREBOARD = print(LiveScoreboardFeedDocument);
const EVENTS = print(GameEventsFeedDocument);

describe('subscriptions over Server-Sent Events (/graphql/stream)', () => {
  let server: FaceoffServer;
  beforeAll(async () => {
    // An hour between re-checks: what ends a stream here is the revocation itself.
    server = await startTestServer({ databaseUrl: 'sqlite::memory:', settings: { FACEOFF_AUTH_RECHECK_MS: '3600000', FACEOFF_SSE_MAX_STREAMS_PER_ADDRESS: '50' } });
  });
  afterAll(() => server.stop());

  async function liveGame() {
    const league = await seedLeague(server.url, { playersPerTeam: 7, firstNumber: 1 });
    await ok(server.url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(server.url, StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    return league;
  }

  it("graphql-sse's own client receives a goal on the scoreboard feed", async () => {
    const league = await liveGame();
    const client = createClient({ url: `http://127.0.0.1:${server.port}/graphql/stream`, retryAttempts: 0 });
    try {
      const results = client.iterate<{ scoreboardUpdated: { seq: number; home: { score: number } } }>({ query: SCOREBOARD, variables: { gameId: league.gameId } });
      const first = await results.next();
      expect(first.value).toMatchObject({ data: { scoreboardUpdated: { home: { score: 0 } } } });
      const home = league.teams[0];
      await ok(server.url, RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: home.players[2].id } }, ADMIN_TOKEN);
      const goal = await results.next();
      expect(goal.value).toMatchObject({ data: { scoreboardUpdated: { home: { score: 1 } } } });
      await results.return?.(undefined);
    } finally {
      client.dispose();
    }
  });

  it('resumes the game log after afterSeq: the events after it from storage, then the new ones live, with no gap', async () => {
    const league = await liveGame();
    const home = league.teams[0];
    // seq 1 GAME_STARTED, 2 CLOCK_STARTED, 3 the shot.
    await ok(server.url, RecordShotDocument, { gameId: league.gameId, teamId: home.id }, ADMIN_TOKEN);
    const feed = stream(await openStream(server, EVENTS, { gameId: league.gameId, afterSeq: 2 }));
    expect(feed.status).toBe(200);
    expect(await feed.next()).toMatchObject({ event: 'next', data: { data: { gameEvents: { seq: 3, type: 'SHOT' } } } });
    await ok(server.url, RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: home.players[2].id } }, ADMIN_TOKEN);
    expect(await feed.next()).toMatchObject({ event: 'next', data: { data: { gameEvents: { seq: 4, type: 'GOAL' } } } });
    feed.cancel();
  });

  it('holds a document to the same limits as on WebSocket: one too deep for an anonymous caller is refused before anything runs', async () => {
    const league = await liveGame();
    // Nesting past the anonymous depth (9) through the scoreboard's teams and their games.
    const deep = `subscription { scoreboardUpdated(gameId: "${league.gameId}") { home { team { games { home { games { away { games { home { games { id } } } } } } } } } } }`;
    const refused = await openStream(server, deep, {});
    expect(refused.status).toBe(400);
    expect('json' in refused && refused.json.errors[0].extensions.code).toBe('DOCUMENT_TOO_COMPLEX');
  });

  it("opens a stream with GET too (what a browser's EventSource sends), and a feed that fails sends its error, then complete", async () => {
    const league = await liveGame();
    const feed = stream(await openStream(server, SCOREBOARD, { gameId: league.gameId }, undefined, 'GET'));
    expect(await feed.next()).toMatchObject({ event: 'next', data: { data: { scoreboardUpdated: { gameId: league.gameId } } } });
    feed.cancel();
    const missing = stream(await openStream(server, SCOREBOARD, { gameId: '00000000-0000-4000-8000-000000000000' }));
    expect(await missing.next()).toMatchObject({ event: 'next', data: { errors: [{ extensions: { code: 'NOT_FOUND' } }] } });
    expect(await missing.next()).toEqual({ event: 'complete', data: null });
    expect(await missing.ended).toBe(true);
  });

  it('refuses a request that does not ask for an event stream (406), and a body over the frame bound (413)', async () => {
    const plain = await fetch(`http://127.0.0.1:${server.port}/graphql/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SCOREBOARD }) });
    expect(plain.status).toBe(406);
    const large = await openStream(server, `subscription { scoreboardUpdated(gameId: "${'x'.repeat(70_000)}") { seq } }`, {});
    expect(large).toMatchObject({ status: 413, json: { errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] } });
  });

  it('serves only subscriptions: a query is sent back to /graphql', async () => {
    const refused = await openStream(server, '{ competitions { id } }', {});
    expect(refused).toMatchObject({ status: 400, json: { errors: [{ extensions: { code: 'SUBSCRIPTIONS_ONLY' } }] } });
  });

  it('refuses an unknown token with 401, as /graphql does', async () => {
    const refused = await openStream(server, SCOREBOARD, { gameId: '00000000-0000-0000-0000-000000000000' }, 'not-a-token-of-ours');
    expect(refused).toMatchObject({ status: 401, json: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
  });

  it("ends a revoked token's open stream with UNAUTHENTICATED and complete; an anonymous stream of the same game stays open", async () => {
    const league = await liveGame();
    const { createApiToken } = await ok(server.url, CreateApiTokenDocument, { input: { name: 'Rink 2 tablet', role: 'SCOREKEEPER', scopes: [`competition:${league.competitionId}`] } }, ADMIN_TOKEN);
    const keeper = stream(await openStream(server, SCOREBOARD, { gameId: league.gameId }, createApiToken.token));
    const fan = stream(await openStream(server, SCOREBOARD, { gameId: league.gameId }));
    expect(await keeper.next()).toMatchObject({ event: 'next', data: { data: { scoreboardUpdated: { gameId: league.gameId } } } });
    expect(await fan.next()).toMatchObject({ event: 'next' });

    await ok(server.url, RevokeApiTokenDocument, { id: createApiToken.apiToken.id }, ADMIN_TOKEN);
    expect(await keeper.next()).toEqual({ event: 'next', data: { errors: [{ message: 'The bearer token was revoked', extensions: { code: 'UNAUTHENTICATED' } }] } });
    expect(await keeper.next()).toEqual({ event: 'complete', data: null });
    await keeper.ended;
    // The token opens nothing any more.
    expect(await openStream(server, SCOREBOARD, { gameId: league.gameId }, createApiToken.token)).toMatchObject({ status: 401 });

    // The fan still hears the game.
    const home = league.teams[0];
    await ok(server.url, RecordShotDocument, { gameId: league.gameId, teamId: home.id }, ADMIN_TOKEN);
    expect(await fan.next()).toMatchObject({ event: 'next', data: { data: { scoreboardUpdated: { home: { shots: 1 } } } } });
    fan.cancel();
  });

  it("frees a stream's place when its client goes away, and counts streams per address", async () => {
    const league = await liveGame();
    const feed = stream(await openStream(server, SCOREBOARD, { gameId: league.gameId }));
    await feed.next();
    expect(server.sse.stats().streams).toBeGreaterThanOrEqual(1);
    const before = server.sse.stats().streams;
    feed.cancel();
    await feed.ended;
    // The server hears the close on its own time: wait for the count, not for a clock.
    while (server.sse.stats().streams >= before) await new Promise((resolve) => setImmediate(resolve));
    expect(server.sse.stats().streams).toBe(before - 1);
  });
});

describe('a revocation whose message was lost', () => {
  let server: FaceoffServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: 'sqlite::memory:', settings: { FACEOFF_AUTH_RECHECK_MS: '100' } });
  });
  afterAll(() => server.stop());

  it('is found by the sweep over open streams, which ends the stream', async () => {
    const league = await seedLeague(server.url, { playersPerTeam: 7, firstNumber: 1 });
    const { createApiToken } = await ok(server.url, CreateApiTokenDocument, { input: { name: 'Coach', role: 'COACH', scopes: [`team:${league.teams[0].id}`] } }, ADMIN_TOKEN);
    const coach = stream(await openStream(server, SCOREBOARD, { gameId: league.gameId }, createApiToken.token));
    await coach.next();
    // Straight in the database, as `npm run token -- --revoke` does: no message goes out.
    await server.db.manager.update(ApiTokenEntity, { id: createApiToken.apiToken.id }, { revokedAt: new Date() });
    expect(await coach.next()).toMatchObject({ event: 'next', data: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
    expect(await coach.next()).toEqual({ event: 'complete', data: null });
  });
});

describeWith(MYSQL_REDIS.needs, 'subscriptions over Server-Sent Events across instances (MariaDB and Redis)', () => {
  let a: FaceoffServer;
  let b: FaceoffServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await MYSQL_REDIS.database();
    drop = database.drop;
    const prefix = channelPrefix();
    const settings = { FACEOFF_AUTH_RECHECK_MS: '3600000' };
    [a, b] = await Promise.all([
      startTestServer({ databaseUrl: database.url, redisUrl: MYSQL_REDIS.redisUrl, channelPrefix: prefix, settings }),
      startTestServer({ databaseUrl: database.url, redisUrl: MYSQL_REDIS.redisUrl, channelPrefix: prefix, settings }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  it('a stream on instance B hears a goal recorded on A, and ends when its token is revoked on A', async () => {
    const league = await seedLeague(a.url, { playersPerTeam: 7, firstNumber: 1 });
    await ok(a.url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(a.url, StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const { createApiToken } = await ok(a.url, CreateApiTokenDocument, { input: { name: 'Coach', role: 'COACH', scopes: [`team:${league.teams[0].id}`] } }, ADMIN_TOKEN);
    const coach = stream(await openStream(b, SCOREBOARD, { gameId: league.gameId }, createApiToken.token));
    expect(await coach.next()).toMatchObject({ event: 'next', data: { data: { scoreboardUpdated: { home: { score: 0 } } } } });
    const home = league.teams[0];
    await ok(a.url, RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: home.players[2].id } }, ADMIN_TOKEN);
    expect(await coach.next()).toMatchObject({ event: 'next', data: { data: { scoreboardUpdated: { home: { score: 1 } } } } });
    await ok(a.url, RevokeApiTokenDocument, { id: createApiToken.apiToken.id }, ADMIN_TOKEN);
    expect(await coach.next()).toMatchObject({ event: 'next', data: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
    expect(await coach.next()).toEqual({ event: 'complete', data: null });
  });
});

describe('the stream cap per client address', () => {
  let server: FaceoffServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: 'sqlite::memory:', settings: { FACEOFF_SSE_MAX_STREAMS_PER_ADDRESS: '2' } });
  });
  afterAll(() => server.stop());

  it('refuses a third stream from one address with 429 TOO_MANY_STREAMS', async () => {
    const league = await seedLeague(server.url, { playersPerTeam: 7, firstNumber: 1 });
    const a = stream(await openStream(server, SCOREBOARD, { gameId: league.gameId }));
    const b = stream(await openStream(server, SCOREBOARD, { gameId: league.gameId }));
    await Promise.all([a.next(), b.next()]);
    expect(await openStream(server, SCOREBOARD, { gameId: league.gameId })).toMatchObject({
      status: 429,
      json: { errors: [{ message: 'This address already holds 2 event streams, the most one address may hold', extensions: { code: 'TOO_MANY_STREAMS' } }] },
    });
    // In the language the request asks for, the code unchanged.
    const french = await fetch(`http://127.0.0.1:${server.port}/graphql/stream`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', 'accept-language': 'fr-CA' },
      body: JSON.stringify({ query: SCOREBOARD, variables: { gameId: league.gameId } }),
    });
    expect([french.status, french.headers.get('content-language')]).toEqual([429, 'fr']);
    expect(await french.json()).toEqual({ errors: [{ message: 'Cette adresse a déjà 2 flux d’événements ouverts, le maximum pour une adresse', extensions: { code: 'TOO_MANY_STREAMS' } }] });
    a.cancel();
    b.cancel();
  });
});

describe('a shutdown with streams open', () => {
  it('ends every open stream (no complete: the client reconnects elsewhere) and the stop finishes', async () => {
    const server = await startTestServer({ databaseUrl: 'sqlite::memory:' });
    const league = await seedLeague(server.url, { playersPerTeam: 7, firstNumber: 1 });
    const feeds = [stream(await openStream(server, SCOREBOARD, { gameId: league.gameId })), stream(await openStream(server, EVENTS, { gameId: league.gameId }))];
    await feeds[0].next();
    const steps: string[][] = [];
    await server.stop((waiting) => steps.push(waiting));
    expect(steps.some((waiting) => waiting.includes('event streams'))).toBe(true);
    // Ended by the server (the response's last chunk came), not cut when the drain gave up.
    expect(await Promise.all(feeds.map((f) => f.ended))).toEqual([true, true]);
    expect(feeds.flatMap((f) => f.events).filter((e) => e.event === 'complete')).toEqual([]);
    expect(server.sse.stats().streams).toBe(0);
  });
});
