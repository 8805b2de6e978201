import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Client } from 'graphql-ws';
import type { FaceoffServer } from '../../src/server/app';
import {
  CreateBracketDocument,
  DivisionBracketDocument,
  GameEventsFeedDocument,
  GameSheetDocument,
  LiveScoreboardFeedDocument,
  RecordShotDocument,
  StartClockDocument,
  StartGameDocument,
} from '../generated/graphql';
import { gql, nextData, ok, subscribe, wsClient } from '../support/client';
import { deferred } from '../support/deferred';
import { tcpProxy } from '../support/proxy';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, MYSQL_REDIS, channelPrefix, startTestServer } from '../support/server';
import { describeWith } from '../support/services';

const main = resolve(__dirname, '../../dist/src/main.js');

/**
 * Faults on the production shape: instances on MariaDB and Redis, one of them
 * losing Redis mid-game, or killed outright. MariaDB is the source of truth: whatever was stored
 * reaches every subscriber, exactly once and in order, without waiting for a later event.
 */
describeWith(MYSQL_REDIS.needs, 'faults on MariaDB + Redis', () => {
  let dropDatabase: () => Promise<void>;
  let databaseUrl: string;
  const prefix = channelPrefix();
  let a: FaceoffServer;
  const clients: Client[] = [];
  const client = (wsUrl: string) => {
    const c = wsClient(wsUrl);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    const database = await MYSQL_REDIS.database();
    dropDatabase = database.drop;
    databaseUrl = database.url;
    a = await startTestServer({ databaseUrl, redisUrl: MYSQL_REDIS.redisUrl, channelPrefix: prefix });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(async (c) => c.dispose()));
  });
  afterAll(async () => {
    await a?.stop();
    await dropDatabase?.();
  });

  const post = <T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V) => ok(url, document, variables, ADMIN_TOKEN);

  /** A started game with its clock running; its events so far. */
  async function liveGame() {
    const league = await seedLeague(a.url, { teams: 2, playersPerTeam: 8, firstNumber: 1 });
    await post(a.url, StartGameDocument, { gameId: league.gameId });
    const { startClock } = await post(a.url, StartClockDocument, { gameId: league.gameId });
    return { gameId: league.gameId, home: league.teams[0].id, seq: startClock.seq };
  }

  /** Reads a feed until it has delivered `last`, failing on anything out of order or twice. */
  async function seqsUntil(feed: ReturnType<typeof subscribe<{ gameEvents: { seq: number } }, Record<string, unknown>>>, last: number, from = 0) {
    const seen: number[] = [];
    let previous = from;
    while (previous < last) {
      const { seq } = (await nextData(feed)).gameEvents;
      expect(seq).toBe(previous + 1);
      seen.push(seq);
      previous = seq;
    }
    return seen;
  }

  /** Polls until `check` holds (bounded): for states no message announces, like a connection being down. */
  async function until(what: string, check: () => Promise<boolean>) {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const readiness = async (server: FaceoffServer) => (await fetch(`http://127.0.0.1:${server.port}/readyz`)).status;

  it('an instance that loses Redis mid-game keeps storing events, and every subscriber catches up once it is back, with no later event', async () => {
    const redis = new URL(MYSQL_REDIS.redisUrl!);
    const proxy = await tcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const b = await startTestServer({ databaseUrl, redisUrl: proxy.url, channelPrefix: prefix });
    try {
      const game = await liveGame();
      const eventsOnB = subscribe(client(b.wsUrl), GameEventsFeedDocument, { gameId: game.gameId, afterSeq: game.seq });
      const boardOnB = subscribe(client(b.wsUrl), LiveScoreboardFeedDocument, { gameId: game.gameId });
      const eventsOnA = subscribe(client(a.wsUrl), GameEventsFeedDocument, { gameId: game.gameId, afterSeq: game.seq });
      expect((await nextData(boardOnB)).scoreboardUpdated.seq).toBe(game.seq);
      // Both live: one shot reaches both instances' subscribers.
      const shot = (url: string) => post(url, RecordShotDocument, { gameId: game.gameId, teamId: game.home }).then((r) => r.recordShot.seq);
      const first = await shot(a.url);
      expect(await seqsUntil(eventsOnB, first, game.seq)).toEqual([first]);
      expect(await seqsUntil(eventsOnA, first, game.seq)).toEqual([first]);
      expect((await nextData(boardOnB)).scoreboardUpdated.seq).toBe(first);

      await proxy.cut();
      await until('b reports its pub/sub down', async () => (await readiness(b)) === 503);
      // Redis is away for b: b's own mutation is stored though b cannot publish it, and a's events
      // are published where b cannot hear them.
      await shot(b.url);
      await shot(a.url);
      const last = await shot(a.url);
      await proxy.restore();

      // No event comes after these: the subscribers catch up because b came back, not because of a next event.
      expect(await seqsUntil(eventsOnB, last, first)).toEqual([first + 1, first + 2, first + 3]);
      let board = (await nextData(boardOnB)).scoreboardUpdated.seq;
      while (board < last) board = (await nextData(boardOnB)).scoreboardUpdated.seq;
      expect(board).toBe(last);
      // a's subscriber has b's event too (from storage, when a's next event showed the gap).
      expect(await seqsUntil(eventsOnA, last, first)).toEqual([first + 1, first + 2, first + 3]);
      expect(await readiness(b)).toBe(200);

      // Once more, with only b's event during the outage: a's subscriber gets it because b
      // publishes what Redis missed once it is back.
      await proxy.cut();
      await until('b reports its pub/sub down again', async () => (await readiness(b)) === 503);
      const lone = await shot(b.url);
      // A bracket made on b while its Redis is away is stored and answered as made (it is published
      // after the commit; it used to be published before answering, and the failure reported a
      // stored bracket as failed, so that sending it again met CONFLICT).
      const cup = await seedLeague(a.url, { teams: 4, playersPerTeam: 2 });
      const made = await gql(b.url, CreateBracketDocument, { input: { divisionId: cup.divisionId, seeding: cup.teams.map((t) => t.id) } }, { token: ADMIN_TOKEN });
      expect(made.errors).toBeUndefined();
      expect((await post(a.url, DivisionBracketDocument, { divisionId: cup.divisionId })).bracket?.seeds.map((t) => t.id)).toEqual(made.data!.createBracket.seeds.map((t) => t.id));
      await proxy.restore();
      expect(await seqsUntil(eventsOnA, lone, last)).toEqual([lone]);
    } finally {
      await b.stop();
      await proxy.close();
    }
  });

  it('an instance killed with SIGKILL mid-stream loses no stored event; its subscriber resumes on another instance, exactly once and in order', async () => {
    if (!existsSync(main)) throw new Error('dist/ is missing: run `npm test` (it builds first) or `npm run build`');
    const game = await liveGame();
    const child = startMain({ DATABASE_URL: databaseUrl, REDIS_URL: MYSQL_REDIS.redisUrl!, FACEOFF_CHANNEL_PREFIX: prefix, ADMIN_TOKEN, PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production' });
    try {
      const port = await child.port;
      const doomedUrl = `http://127.0.0.1:${port}/graphql`;
      const feed = subscribe(client(`ws://127.0.0.1:${port}/graphql`), GameEventsFeedDocument, { gameId: game.gameId, afterSeq: game.seq });
      const shot = (url: string) => post(url, RecordShotDocument, { gameId: game.gameId, teamId: game.home }).then((r) => r.recordShot.seq);

      // Events through both instances, received from the doomed one.
      let last = game.seq;
      for (const url of [a.url, doomedUrl, a.url]) last = await shot(url);
      const received = await seqsUntil(feed, last, game.seq);

      // Killed with a mutation in flight: stored or not, the log decides.
      const inFlight = shot(doomedUrl).catch(() => null);
      const exited = new Promise((res) => child.process.once('exit', res));
      child.process.kill('SIGKILL');
      await exited;
      await inFlight;
      await feed.done.catch(() => undefined);

      // The subscriber resumes on a from the last event it has; more events follow.
      const resumed = subscribe(client(a.wsUrl), GameEventsFeedDocument, { gameId: game.gameId, afterSeq: received.at(-1)! });
      await shot(a.url);
      const stored = (await post(a.url, GameSheetDocument, { id: game.gameId })).game!.events.map((e) => e.seq);
      const final = stored.at(-1)!;
      const rest = await seqsUntil(resumed, final, received.at(-1));
      expect([...received, ...rest]).toEqual(stored.filter((seq) => seq > game.seq));
    } finally {
      child.process.kill('SIGKILL');
    }
  });
});

function startMain(env: Record<string, string>): { process: ChildProcess; port: Promise<number> } {
  const child = spawn(process.execPath, [main], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const port = deferred<number>();
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    try {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === 'faceoff listening') port.resolve(entry.port!);
    } catch {
      // not a log line
    }
  });
  child.once('exit', (code) => port.reject(new Error(`exited with ${code} before listening: ${lines.join('\n')}`)));
  port.promise.catch(() => undefined);
  return { process: child, port: port.promise };
}
