import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createConnection } from 'mysql2/promise';
import type { Client } from 'graphql-ws';
import type { FaceoffServer } from '../../src/server/app';
import { MYSQL_MIGRATIONS } from '../../src/db/migrations/mysql';
import { GameEventsFeedDocument, RecordShotDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { type Feed, gql, ok, subscribe, wsClient } from '../support/client';
import { type TestGalera, startGaleraCluster } from '../support/galera';
import { until } from '../support/redis-cluster';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, channelPrefix, startTestServer } from '../support/server';
import { describeWith, redisUrl } from '../support/services';

/**
 * Two Faceoff instances on a 3-node MariaDB Galera cluster (A on node 0, B on node 1) and Redis:
 * a burst of shots on one game through both nodes loses nothing and refuses nothing (certification
 * conflicts are run again by the transaction runner), and when B's node is killed or frozen
 * mid-burst B answers UNAVAILABLE, retryable, the client sends the same events again through A,
 * every event is stored once with contiguous seqs, and B recovers without a restart.
 *
 * FACEOFF_GALERA_FIGURES=<path> writes each scenario's figures (sent, acknowledged, refused by
 * code, stored, gaps, duplicates, delivered per subscriber, request latency p50/p99) to that JSON
 * file, and adds the 'before' run: the same two-node burst with FACEOFF_DB_RETRY_MS=0 (conflicts
 * not run again), measured, not asserted.
 */
const FIGURES = process.env.FACEOFF_GALERA_FIGURES?.trim() || undefined;
const TOTAL = 200;
const IN_FLIGHT = 4;
/** B's statement bound in these tests: a frozen node must fail B's requests within it (plus a margin). */
const B_TIMEOUT_MS = 3_000;

type Game = { gameId: string; teamId: string; seq: number };

interface Attempt {
  target: string;
  ms: number;
  code?: string;
  retryable?: boolean;
  message?: string;
  seq?: number;
}

interface BurstResult {
  ids: string[];
  attempts: Attempt[];
  acknowledged: Set<string>;
  /** events not acknowledged after every resend */
  abandoned: string[];
}

interface Figures {
  sent: number;
  attempts: number;
  acknowledged: number;
  abandoned: number;
  refused: number;
  refusedByCode: Record<string, number>;
  refusedByInstance: Record<string, number>;
  stored: number;
  gaps: number;
  duplicates: number;
  delivered: Record<string, number>;
  deliveredOutOfOrder: Record<string, number>;
  latencyMs: { p50: number; p99: number; max: number };
  conflictsRunAgain: number;
  conflictsGivenUp: number;
  [extra: string]: unknown;
}

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

type EventsFeed = Feed<{ gameEvents: { seq: number } }>;

/**
 * Everything a subscriber is delivered, collected in the background; `upTo` waits (polling) until
 * `seq` has arrived or the feed ended. A message with errors (the instance could not read what the
 * event refers to: its database is down), or a subscription that ends or fails, ends it; with `resume`, the subscriber
 * subscribes again elsewhere from the last seq it has, as the console does, at most 5 times.
 */
function collect(feed: EventsFeed, resume?: (afterSeq: number) => EventsFeed) {
  const seqs: number[] = [];
  const errors: unknown[] = [];
  let ended = false;
  let resumed = 0;
  void (async () => {
    for (let current = feed; ;) {
      let failed: unknown;
      try {
        const message = await current.next();
        if (message?.errors?.length || !message?.data) failed = message?.errors ?? 'no data';
        else seqs.push(message.data.gameEvents.seq);
      } catch (error) {
        // The subscription ended or its socket closed (the instance's database went away under it):
        // resumed elsewhere like an error message.
        failed = error;
      }
      if (failed === undefined) continue;
      errors.push(failed);
      current.dispose();
      if (!resume || resumed >= 5 || seqs.length === 0) {
        ended = true;
        return;
      }
      resumed += 1;
      current = resume(seqs.at(-1)!);
    }
  })();
  return {
    seqs,
    errors,
    resumed: () => resumed,
    upTo: (seq: number, what: string, ms = 60_000) => until(what, () => ended || seqs.some((s) => s >= seq), ms),
  };
}

describeWith(['galera', 'redis'], 'Faceoff on a MariaDB Galera cluster: bursts and node failures', () => {
  let cluster: TestGalera;
  let a: FaceoffServer;
  let b: FaceoffServer;
  const prefix = channelPrefix();
  const servers: FaceoffServer[] = [];
  const clients: Client[] = [];
  const figures: Record<string, Figures> = {};

  const start = async (node: number, settings: Record<string, string> = {}, channels = prefix): Promise<FaceoffServer> => {
    const server = await startTestServer({ databaseUrl: cluster.nodes[node].url, redisUrl: redisUrl(), channelPrefix: channels, settings });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    cluster = await startGaleraCluster(3);
  }, 240_000);

  afterEach(async () => {
    await Promise.all(clients.splice(0).map(async (c) => c.dispose()));
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
    await cluster?.stop();
    if (FIGURES) {
      mkdirSync(dirname(FIGURES), { recursive: true });
      writeFileSync(FIGURES, `${JSON.stringify({ measuredAt: new Date().toISOString(), total: TOTAL, inFlight: IN_FLIGHT, scenarios: figures }, null, 2)}\n`);
    }
  }, 60_000);

  const names = new Map<FaceoffServer, string>();
  const name = (server: FaceoffServer): string => names.get(server) ?? `:${server.port}`;

  /** A started game with its clock running. */
  async function liveGame(server: FaceoffServer): Promise<Game> {
    const league = await seedLeague(server.url, { teams: 2, playersPerTeam: 8, firstNumber: 1 });
    await ok(server.url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const { startClock } = await ok(server.url, StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    return { gameId: league.gameId, teamId: league.teams[0].id, seq: startClock.seq };
  }

  /** One recordShot over HTTP: its answer's seq, or the code it was refused with ('NO_ANSWER' when the request itself failed). */
  async function shot(server: FaceoffServer, game: Game, clientEventId: string): Promise<Attempt> {
    const started = performance.now();
    try {
      const result = await gql(server.url, RecordShotDocument, { gameId: game.gameId, teamId: game.teamId, clientEventId }, { token: ADMIN_TOKEN });
      const ms = performance.now() - started;
      const error = result.errors?.[0];
      const code = error?.extensions?.code;
      if (error || !result.data) return { target: name(server), ms, code: typeof code === 'string' ? code : 'NO_DATA', retryable: error?.extensions?.retryable === true, message: error?.message };
      return { target: name(server), ms, seq: result.data.recordShot.seq };
    } catch (error) {
      return { target: name(server), ms: performance.now() - started, code: 'NO_ANSWER', retryable: true, message: String(error) };
    }
  }

  /**
   * TOTAL shots, IN_FLIGHT at a time, the nth sent to route(n), each with its own clientEventId. A
   * refused or failed one is sent again, same clientEventId, to `fallback` (as the console's outbox
   * would), up to 20 times. With `avoidRefusing`, once an instance has refused, the events routed to
   * it go to the fallback straight away. `onSent(k)` hears each kth first send.
   */
  async function burst(game: Game, options: { route: (n: number) => FaceoffServer; fallback: FaceoffServer; onSent?: (count: number) => void; avoidRefusing?: boolean }): Promise<BurstResult> {
    const tag = randomBytes(4).toString('hex');
    const ids = Array.from({ length: TOTAL }, (_, n) => `burst-${tag}-${n}`);
    const attempts: Attempt[] = [];
    const acknowledged = new Set<string>();
    const abandoned: string[] = [];
    const refusing = new Set<FaceoffServer>();
    let next = 0;
    let sent = 0;
    const deliver = async (n: number): Promise<void> => {
      let target = options.route(n);
      if (options.avoidRefusing && refusing.has(target)) target = options.fallback;
      sent += 1;
      options.onSent?.(sent);
      for (let attempt = 0; attempt < 20; attempt++) {
        const outcome = await shot(target, game, ids[n]);
        attempts.push(outcome);
        if (outcome.seq !== undefined) {
          acknowledged.add(ids[n]);
          return;
        }
        if (!outcome.retryable) break;
        refusing.add(target);
        target = options.fallback;
      }
      abandoned.push(ids[n]);
    };
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < TOTAL) await deliver(next++);
      }),
    );
    return { ids, attempts, acknowledged, abandoned };
  }

  /** The game's stored events after `from`, read on node 2 after it has applied everything committed anywhere (wsrep_sync_wait). */
  async function storedOnNode2(game: Game, from: number): Promise<Array<{ seq: number; clientEventId: string | null }>> {
    const connection = await createConnection({ uri: cluster.nodes[2].url, connectTimeout: 5_000 });
    try {
      await connection.query('SET SESSION wsrep_sync_wait = 1');
      const [rows] = await connection.query('SELECT seq, clientEventId FROM game_event WHERE gameId = ? AND seq > ? ORDER BY seq', [game.gameId, from]);
      return rows as Array<{ seq: number; clientEventId: string | null }>;
    } finally {
      connection.destroy();
    }
  }

  /** Subscribers to the game's event feed, one per instance, each live (they have the warm-up shot, whose seq is returned). */
  async function subscribers(game: Game, on: FaceoffServer[], resumeOn?: FaceoffServer) {
    const open = (server: FaceoffServer, afterSeq: number): EventsFeed => {
      const client = wsClient(server.wsUrl);
      clients.push(client);
      return subscribe(client, GameEventsFeedDocument, { gameId: game.gameId, afterSeq });
    };
    const feeds = on.map((server) => ({ server, feed: collect(open(server, game.seq), resumeOn && ((afterSeq) => open(resumeOn, afterSeq))) }));
    const warmUp = await shot(on[0], game, `warm-up-${randomBytes(4).toString('hex')}`);
    if (warmUp.seq === undefined) throw new Error(`the warm-up shot was refused: ${warmUp.code}`);
    for (const { server, feed } of feeds) await feed.upTo(warmUp.seq, `the subscriber on ${name(server)} to have the warm-up shot`);
    return { feeds, from: warmUp.seq };
  }

  /** Stored, gaps, duplicates and deliveries of a burst; each subscriber is waited for until it has the last stored seq (or its feed ended). */
  async function tally(
    label: string,
    game: Game,
    result: BurstResult,
    subs: Awaited<ReturnType<typeof subscribers>>,
    conflicts: { retried: number; gaveUp: number },
    extra: Record<string, unknown> = {},
  ) {
    const rows = await storedOnNode2(game, subs.from);
    const seqs = rows.map((r) => Number(r.seq));
    const last = seqs.length ? Math.max(...seqs) : subs.from;
    const distinctSeqs = new Set(seqs);
    const gaps = last - subs.from - distinctSeqs.size;
    const burstIds = rows.map((r) => r.clientEventId);
    const duplicates = seqs.length - distinctSeqs.size + (burstIds.length - new Set(burstIds).size);
    const delivered: Record<string, number> = {};
    const deliveredOutOfOrder: Record<string, number> = {};
    const deliveries: Record<string, number[]> = {};
    for (const { server, feed } of subs.feeds) {
      // Not thrown here: what each subscriber got is a figure, and expectIntegrity says what is missing.
      await feed.upTo(last, `the subscriber on ${name(server)} to have seq ${last}`, 20_000).catch(() => undefined);
      const got = feed.seqs.filter((s) => s > subs.from);
      deliveries[name(server)] = got;
      delivered[name(server)] = got.length;
      deliveredOutOfOrder[name(server)] = got.filter((s, i) => i > 0 && s !== got[i - 1] + 1).length;
    }
    const refusals = result.attempts.filter((t) => t.code !== undefined);
    const count = (key: (t: Attempt) => string) => refusals.reduce<Record<string, number>>((acc, t) => ({ ...acc, [key(t)]: (acc[key(t)] ?? 0) + 1 }), {});
    const latencies = result.attempts.map((t) => t.ms);
    figures[label] = {
      sent: result.ids.length,
      attempts: result.attempts.length,
      acknowledged: result.acknowledged.size,
      abandoned: result.abandoned.length,
      refused: refusals.length,
      refusedByCode: count((t) => t.code!),
      refusedByInstance: count((t) => t.target),
      refusedWith: count((t) => `${t.target} ${t.code}: ${t.message}`),
      stored: rows.length,
      gaps,
      duplicates,
      delivered,
      deliveredOutOfOrder,
      subscriberResumed: Object.fromEntries(subs.feeds.map(({ server, feed }) => [name(server), feed.resumed()])),
      subscriberErrors: Object.fromEntries(
        subs.feeds.map(({ server, feed }) => [name(server), feed.errors.slice(0, 3).map((e) => (e instanceof Error ? e.message : JSON.stringify(e)).slice(0, 300))]),
      ),
      latencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: percentile(latencies, 100) },
      conflictsRunAgain: conflicts.retried,
      conflictsGivenUp: conflicts.gaveUp,
      ...extra,
    };
    return { rows, seqs, last, refusals, deliveries, figures: figures[label] };
  }

  /** Conflicts the instances' transaction runners ran again or gave up on while `work` ran. */
  async function counting<T>(on: FaceoffServer[], work: () => Promise<T>): Promise<[T, { retried: number; gaveUp: number }]> {
    const before = on.map((s) => ({ ...s.db.retries }));
    const result = await work();
    const conflicts = { retried: 0, gaveUp: 0 };
    on.forEach((s, i) => {
      conflicts.retried += s.db.retries.retried - before[i].retried;
      conflicts.gaveUp += s.db.retries.gaveUp - before[i].gaveUp;
    });
    return [result, conflicts];
  }

  /** Every event of the burst stored exactly once, seqs contiguous, each subscriber given each once and in order. */
  function expectIntegrity(result: BurstResult, tallied: Awaited<ReturnType<typeof tally>>, from: number) {
    expect(result.abandoned).toEqual([]);
    expect(tallied.figures.acknowledged).toBe(TOTAL);
    expect(tallied.figures.stored).toBe(TOTAL);
    expect(tallied.figures.gaps).toBe(0);
    expect(tallied.figures.duplicates).toBe(0);
    expect(tallied.seqs).toEqual(Array.from({ length: TOTAL }, (_, i) => from + 1 + i));
    expect(new Set(tallied.rows.map((r) => r.clientEventId))).toEqual(new Set(result.ids));
    for (const got of Object.values(tallied.deliveries)) expect(got).toEqual(tallied.seqs);
  }

  const readiness = async (server: FaceoffServer): Promise<{ status: number; ms: number; body: Record<string, string> }> => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    const body = (await response.json()) as Record<string, string>;
    return { status: response.status, ms: performance.now() - started, body };
  };

  /** Polls until a shot through `server` is stored (one clientEventId for every try, so at most one is). */
  async function recovers(server: FaceoffServer, game: Game): Promise<void> {
    const id = `recovered-${randomBytes(4).toString('hex')}`;
    await until(`${name(server)} to store a shot again`, async () => (await shot(server, game, id)).seq !== undefined, 90_000);
    expect((await readiness(server)).status).toBe(200);
  }

  it('two instances started at the same moment on the fresh cluster database both serve, and the migrations ran once', async () => {
    [a, b] = await Promise.all([start(0), start(1, { FACEOFF_DB_TIMEOUT_MS: String(B_TIMEOUT_MS) })]);
    names.set(a, 'A');
    names.set(b, 'B');
    expect((await readiness(a)).status).toBe(200);
    expect((await readiness(b)).status).toBe(200);
    const migrations = await cluster.query<{ name: string; n: number }>(2, 'SELECT name, COUNT(*) AS n FROM migrations GROUP BY name');
    expect(migrations).toHaveLength(MYSQL_MIGRATIONS.length);
    expect(migrations.filter((m) => Number(m.n) !== 1)).toEqual([]);
    expect(await cluster.query(2, 'SELECT * FROM faceoff_migration_lock')).toEqual([]);
    // What one stored, the other serves.
    const game = await liveGame(a);
    expect((await shot(b, game, `first-${randomBytes(4).toString('hex')}`)).seq).toBe(game.seq + 1);
  }, 120_000);

  it('a burst of 200 shots on one game through both nodes: nothing refused, everything stored once, in order, to every subscriber', async () => {
    const game = await liveGame(a);
    const subs = await subscribers(game, [a, b]);
    const [result, conflicts] = await counting([a, b], () => burst(game, { route: (n) => (n % 2 === 0 ? a : b), fallback: a }));
    const tallied = await tally('twoNodes', game, result, subs, conflicts);
    expect(tallied.figures.refused).toBe(0);
    expectIntegrity(result, tallied, subs.from);

    // The same burst through one node only, for comparison.
    const single = await liveGame(a);
    const singleSubs = await subscribers(single, [a, b]);
    const [singleResult, singleConflicts] = await counting([a, b], () => burst(single, { route: () => a, fallback: a }));
    const singleTallied = await tally('oneNode', single, singleResult, singleSubs, singleConflicts);
    expect(singleTallied.figures.refused).toBe(0);
    expectIntegrity(singleResult, singleTallied, singleSubs.from);
  }, 300_000);

  // Measured only when the figures are asked for: conflicts are not run again (FACEOFF_DB_RETRY_MS=0).
  (FIGURES ? it : it.skip)(
    "'before': the two-node burst with FACEOFF_DB_RETRY_MS=0 (measured, not asserted)",
    async () => {
      const noRetry = { FACEOFF_DB_RETRY_MS: '0' };
      const before = channelPrefix();
      const [a0, b0] = await Promise.all([start(0, noRetry, before), start(1, noRetry, before)]);
      names.set(a0, 'A0');
      names.set(b0, 'B0');
      try {
        const game = await liveGame(a0);
        const subs = await subscribers(game, [a0, b0]);
        const [result, conflicts] = await counting([a0, b0], () => burst(game, { route: (n) => (n % 2 === 0 ? a0 : b0), fallback: a0 }));
        await tally('twoNodesBeforeNoRetry', game, result, subs, conflicts, { settings: noRetry, note: 'refused requests were sent again to A0, as the console outbox would' });
      } finally {
        await Promise.all([a0.stop(), b0.stop()]);
        servers.splice(servers.indexOf(a0), 1);
        servers.splice(servers.indexOf(b0), 1);
      }
    },
    300_000,
  );

  it("B's node killed mid-burst: B answers UNAVAILABLE (retryable), the events sent again through A are stored once; B recovers without a restart", async () => {
    const game = await liveGame(a);
    const subs = await subscribers(game, [a, b], a);
    let killed: Promise<void> | undefined;
    const [result, conflicts] = await counting([a, b], () =>
      burst(game, {
        route: (n) => (n % 2 === 0 ? a : b),
        fallback: a,
        onSent: (count) => {
          if (count === 50) {
            killed = cluster.kill(1);
          }
        },
      }),
    );
    await killed;
    const restart = async () => {
      if (
        !(await cluster.status(1, 'wsrep_cluster_size').then(
          () => true,
          () => false,
        ))
      )
        await cluster.start(1);
    };
    const tallied = await tally('nodeKilled', game, result, subs, conflicts, { killedAfterSent: 50 });
    const onB = tallied.refusals.filter((t) => t.target === 'B');
    try {
      expect(onB.length).toBeGreaterThan(0);
      expect(onB.filter((t) => t.code !== 'UNAVAILABLE' || !t.retryable)).toEqual([]);
      expect(tallied.refusals.filter((t) => t.code === 'INTERNAL_SERVER_ERROR' || !t.retryable)).toEqual([]);
      expectIntegrity(result, tallied, subs.from);
    } finally {
      // The next test needs every node up, whatever happened here.
      await restart();
    }
    await recovers(b, game);
  }, 300_000);

  it("B's node frozen mid-burst: B's requests fail within seconds with UNAVAILABLE, /readyz says the database is down; sent again through A; B recovers once thawed", async () => {
    const game = await liveGame(a);
    const subs = await subscribers(game, [a, b], a);
    let frozenAt = 0;
    let ready: Promise<Awaited<ReturnType<typeof readiness>>> | undefined;
    const [result, conflicts] = await counting([a, b], () =>
      burst(game, {
        route: (n) => (n % 2 === 0 ? a : b),
        fallback: a,
        avoidRefusing: true,
        onSent: (count) => {
          if (count === 50) {
            frozenAt = performance.now();
            // Asked once every thread of the node is stopped (the signal alone only marks them).
            ready = cluster.freeze(1).then(() => readiness(b));
          }
        },
      }),
    );
    const readyz = await ready!;
    const tallied = await tally('nodeFrozen', game, result, subs, conflicts, { frozenAfterSent: 50, bTimeoutMs: B_TIMEOUT_MS });
    const onB = tallied.refusals.filter((t) => t.target === 'B');
    const slowest = Math.max(...onB.map((t) => t.ms));
    tallied.figures.slowestRefusalOnBMs = Math.round(slowest);
    tallied.figures.readyzOnB = { status: readyz.status, ms: Math.round(readyz.ms), body: readyz.body };
    tallied.figures.burstMsAfterFreeze = Math.round(performance.now() - frozenAt);
    try {
      expect(onB.length).toBeGreaterThan(0);
      expect(onB.filter((t) => t.code !== 'UNAVAILABLE' || !t.retryable)).toEqual([]);
      expect(tallied.refusals.filter((t) => t.code === 'INTERNAL_SERVER_ERROR' || !t.retryable)).toEqual([]);
      expect(slowest).toBeLessThan(B_TIMEOUT_MS + 3_000);
      expect(readyz.status).toBe(503);
      expect(readyz.ms).toBeLessThan(2_500);
      expect(readyz.body.database).not.toBe('ok');
      expect(readyz.body.pubsub).toBe('ok');
      expectIntegrity(result, tallied, subs.from);
    } finally {
      await cluster.thaw(1);
    }
    await recovers(b, game);
  }, 300_000);
});
