import type { FaceoffServer } from '../../src/server/app';
import { RecordGoalDocument, ScoreboardUpdatedDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok, subscribe, wsClient } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, MYSQL_REDIS, channelPrefix, serverPerSuite, startTestServer } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Anonymous reads answered from memory (src/server/public-read-cache.ts, docs/scaling.md "Public
 * reads"): never older than the last commit, on this instance or another; never served to a
 * request with a token; a GET revalidates with its ETag (304) until the data changes.
 */
const BOARD = 'query Board($id: ID!) { game(id: $id) { id scoreboard { seq home { score } away { score } } } }';

/** A game as BOARD reads it; the `game { id }` reads ask for its id only. */
interface Board {
  id: string;
  scoreboard: { seq: number; home: { score: number }; away: { score: number } };
}
interface Answer {
  data?: { game: Board | null } | null;
  errors?: Array<{ extensions?: { code?: string } }>;
}

/** The game of an answer that must have one. */
function gameIn(body: Answer): Board {
  const game = body.data?.game;
  if (!game) throw new Error(`expected a game, got ${JSON.stringify(body)}`);
  return game;
}

async function anonymous(url: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function anonymousHeaders(url: string, query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<Headers> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  await response.arrayBuffer();
  return response.headers;
}

function get(url: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  return fetch(`${url}?${search.toString()}`, { headers });
}

async function liveGame(url: string) {
  const league = await seedLeague(url, { playersPerTeam: 8, firstNumber: 1 });
  await ok(url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
  await ok(url, StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
  return league;
}

const goal = (url: string, league: Awaited<ReturnType<typeof liveGame>>) =>
  ok(url, RecordGoalDocument, { input: { gameId: league.gameId, teamId: league.teams[0].id, scorerId: league.teams[0].players[3].id } }, ADMIN_TOKEN);

for (const backend of BACKENDS) {
  describeWith(backend.needs, `public reads from memory on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;

    it('an anonymous scoreboard read after a goal shows the goal: a commit forgets what was kept', async () => {
      const league = await liveGame(url());
      const before = await anonymous(url(), BOARD, { id: league.gameId });
      expect(gameIn(before.body).scoreboard.home.score).toBe(0);
      // Asked again: the same answer (kept).
      expect((await anonymous(url(), BOARD, { id: league.gameId })).body).toEqual(before.body);
      await goal(url(), league);
      const after = await anonymous(url(), BOARD, { id: league.gameId });
      expect(gameIn(after.body).scoreboard.home.score).toBe(1);
      expect(gameIn(after.body).scoreboard.seq).toBeGreaterThan(gameIn(before.body).scoreboard.seq);
    });

    it('a request with a token is never answered from the anonymous answers: a bad token is refused, not served what anonymous callers got', async () => {
      const league = await liveGame(url());
      expect((await anonymous(url(), BOARD, { id: league.gameId })).status).toBe(200);
      const withBadToken = await anonymous(url(), BOARD, { id: league.gameId }, { authorization: 'Bearer not-a-token-at-all' });
      expect(withBadToken.body.data?.game).toBeUndefined();
      expect(withBadToken.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('an answer with an error is not kept: a game created after a NOT_FOUND answer is found', async () => {
      const missing = await anonymous(url(), 'query Game($id: ID!) { game(id: $id) { id } }', { id: '00000000-0000-4000-8000-000000000000' });
      expect(missing.body.data?.game ?? null).toBeNull();
      const league = await liveGame(url());
      const found = await anonymous(url(), 'query Game($id: ID!) { game(id: $id) { id } }', { id: league.gameId });
      expect(gameIn(found.body).id).toBe(league.gameId);
    });

    it('the server clock is never kept: its GET carries no ETag, while a scoreboard GET does', async () => {
      const clock = await get(url(), 'query Clock { serverTime }', {});
      expect(clock.status).toBe(200);
      expect(clock.headers.get('etag')).toBeNull();
      const league = await liveGame(url());
      expect((await get(url(), BOARD, { id: league.gameId })).headers.get('etag')).not.toBeNull();
    });

    it('a GET carries an ETag; sent back it gets 304 until a goal changes the answer', async () => {
      const league = await liveGame(url());
      const first = await get(url(), BOARD, { id: league.gameId });
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=1, must-revalidate');
      expect(first.headers.get('vary')).toBe('Accept, Accept-Language, Authorization');
      expect(gameIn((await first.json()) as Answer).scoreboard.home.score).toBe(0);

      const again = await get(url(), BOARD, { id: league.gameId }, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');

      await goal(url(), league);
      const changed = await get(url(), BOARD, { id: league.gameId }, { 'if-none-match': etag! });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(gameIn((await changed.json()) as Answer).scoreboard.home.score).toBe(1);
    });

    it('a kept answer goes out before Express just as it would through it: its language, its type, a refused body still refused', async () => {
      const league = await liveGame(url());
      const body = JSON.stringify({ query: BOARD, variables: { id: league.gameId } });
      const post = (path: string, headers: Record<string, string>) => fetch(`${url()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      // The first of each is computed, the second kept: both alike, each in the language it asked for.
      for (const language of ['fr', 'en', 'fr']) {
        const [computed, kept] = [await post('', { 'accept-language': language }), await post('', { 'accept-language': language })];
        for (const answer of [computed, kept]) {
          expect([answer.status, answer.headers.get('content-language'), answer.headers.get('content-type')]).toEqual([200, language, 'application/json; charset=utf-8']);
        }
        expect(await kept.text()).toBe(await computed.text());
      }
      // Paths the door does not take still answer (Express's own matching: a trailing slash).
      expect(gameIn((await (await post('/', {})).json()) as Answer).scoreboard.seq).toBeGreaterThan(0);
      // A body past the bound is refused with its status, in JSON, whoever reads it first.
      const huge = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: BOARD, variables: { id: 'x'.repeat(1_100_000) } }) });
      expect([huge.status, huge.headers.get('content-type')?.startsWith('application/json')]).toEqual([413, true]);
      // A read kept under a GET address is the GET's; the same document POSTed is answered as a POST.
      const viaGet = await get(url(), BOARD, { id: league.gameId });
      expect(viaGet.headers.get('etag')).not.toBeNull();
      expect((await post('', {})).headers.get('etag')).toBeNull();
      // The second of each is answered by the front door, before Express: a GET under the address it came with.
      const frontDoor = () => suite.current().http.stats().readCache?.frontDoor ?? 0;
      const before = frontDoor();
      expect((await get(url(), BOARD, { id: league.gameId })).status).toBe(200);
      expect((await post('', { 'accept-language': 'en' })).status).toBe(200);
      expect(frontDoor() - before).toBe(2);
    });

    it('what a browser or CDN may keep: a kept GET public for a second; an answer not kept no-store; anything a token asked for private, no-store', async () => {
      const league = await liveGame(url());
      const kept = await get(url(), BOARD, { id: league.gameId });
      expect([kept.status, kept.headers.get('cache-control')]).toEqual([200, 'public, max-age=1, must-revalidate']);
      // The server clock is never kept (above), so never stored either.
      const clock = await get(url(), 'query Clock { serverTime }', {});
      expect([clock.status, clock.headers.get('cache-control'), clock.headers.get('etag')]).toEqual([200, 'no-store', null]);
      const mistaken = await get(url(), 'query Game($id: ID!) { game(id: $id) { nosuchfield } }', { id: league.gameId });
      expect([mistaken.status, mistaken.headers.get('cache-control'), mistaken.headers.get('etag')]).toEqual([200, 'no-store', null]);
      expect(((await mistaken.json()) as { errors?: unknown[] }).errors).toHaveLength(1);
      const withToken = await get(url(), BOARD, { id: league.gameId }, { authorization: `Bearer ${ADMIN_TOKEN}` });
      expect([withToken.status, withToken.headers.get('cache-control'), withToken.headers.get('etag')]).toEqual([200, 'private, no-store', null]);
      const posted = await anonymousHeaders(url(), BOARD, { id: league.gameId }, { authorization: `Bearer ${ADMIN_TOKEN}` });
      expect(posted.get('cache-control')).toBe('private, no-store');
    });
  });
}

describeWith(MYSQL_REDIS.needs, 'public reads from memory across two instances (MariaDB + Redis)', () => {
  let a: FaceoffServer;
  let b: FaceoffServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await MYSQL_REDIS.database();
    drop = database.drop;
    const prefix = channelPrefix();
    a = await startTestServer({ databaseUrl: database.url, redisUrl: MYSQL_REDIS.redisUrl, channelPrefix: prefix });
    b = await startTestServer({ databaseUrl: database.url, redisUrl: MYSQL_REDIS.redisUrl, channelPrefix: prefix });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  it('a goal recorded on one instance: once the other has told its subscribers, its anonymous read shows the goal too', async () => {
    const league = await liveGame(a.url);
    expect(gameIn((await anonymous(b.url, BOARD, { id: league.gameId })).body).scoreboard.home.score).toBe(0);
    const client = wsClient(b.wsUrl);
    try {
      const feed = subscribe(client, ScoreboardUpdatedDocument, { gameId: league.gameId });
      const current = (await feed.next()).data!.scoreboardUpdated.seq;
      await goal(a.url, league);
      // b has heard of the goal (the commit's announcement comes first on the same connection).
      let seen = current;
      while (seen === current) seen = (await feed.next()).data!.scoreboardUpdated.seq;
      expect(gameIn((await anonymous(b.url, BOARD, { id: league.gameId })).body).scoreboard.home.score).toBe(1);
      feed.dispose();
    } finally {
      await client.dispose();
    }
  });
});
