// Latency benchmark: two Faceoff instances (separate processes) on MariaDB + Redis, N subscribers
// split across both, recordShot mutations posted to the first at each rate. Per event: from the
// mutation's HTTP answer to the LAST subscriber's receipt of that event (matched by the scoreboard
// seq). Beside the floors, measured alone in the same run and interleaved with it: one single-row
// INSERT round trip on the same MariaDB, one Redis publish → receipt on another connection, one raw
// `ws` broadcast to N sockets (send → last receipt).
//
//   BENCH_LATENCY_SUBSCRIBERS=5000 BENCH_LATENCY_RATES=10,100 BENCH_LATENCY_SECONDS=1.5 BENCH_LATENCY_RUNS=3
//   BENCH_MYSQL_URL=mysql://root@127.0.0.1:3306 BENCH_REDIS_URL=redis://127.0.0.1:6379
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { createClient } from 'redis';
import {
  ADMIN_TOKEN,
  envList,
  envNumber,
  machine,
  machineBusy,
  machineLine,
  median,
  scratchDatabase,
  now,
  percentile,
  pinSelfToLoadCore,
  round,
  sig,
  sleep,
  startLoadProcess,
  startServerProcess,
  writeResults,
} from './lib/common.mjs';
import { GAME_QUERY, gql, postShots, seedStartedGame, SUBSCRIPTION } from './lib/game.mjs';

const SUBSCRIBERS = envNumber('BENCH_LATENCY_SUBSCRIBERS', 5000);
const RATES = envList('BENCH_LATENCY_RATES', ['10', '100']).map(Number);
const SECONDS = envNumber('BENCH_LATENCY_SECONDS', 1.5);
const RUNS = envNumber('BENCH_LATENCY_RUNS', 3);
const FLOOR_SAMPLES = envNumber('BENCH_LATENCY_FLOOR_SAMPLES', 200);
const BROADCASTS = envNumber('BENCH_LATENCY_BROADCASTS', 30);
const MYSQL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const pinned = pinSelfToLoadCore();
const busyBefore = await machineBusy();
const machineAtStart = { ...machine(), busyBefore };
const tag = randomBytes(4).toString('hex');
const { dbName, admin, dbUrl } = scratchDatabase(MYSQL, tag);

const stats = (xs) => ({ p50: percentile(xs, 50), p99: percentile(xs, 99), n: xs.length });

async function mysqlFloor(connection) {
  const samples = [];
  for (let i = 0; i < FLOOR_SAMPLES; i += 1) {
    const t = now();
    await connection.query('INSERT INTO bench_floor (v) VALUES (?)', [`row ${i}`]);
    samples.push(now() - t);
  }
  return stats(samples);
}

async function redisFloor(pub, sub, channel) {
  const samples = [];
  let arrived;
  await sub.subscribe(channel, () => arrived?.());
  for (let i = 0; i < FLOOR_SAMPLES; i += 1) {
    const got = new Promise((resolve) => (arrived = resolve));
    const t = now();
    await pub.publish(channel, `{"n":${i}}`);
    await got;
    samples.push(now() - t);
  }
  await sub.unsubscribe(channel);
  return stats(samples);
}

async function wsFloor(raw, rawLoad) {
  await rawLoad.call('expect', { bySentAt: true });
  const { sent } = await raw.call('broadcastStamped', { count: BROADCASTS, perSecond: 10 });
  const got = await rawLoad.call('waitFor', { total: SUBSCRIBERS * BROADCASTS });
  const complete = got.bySentAt.filter((e) => e.n === SUBSCRIBERS);
  return { ...stats(complete.map((e) => e.last - e.sentAt)), incomplete: sent.length - complete.length };
}

async function faceoffAt(rate, a, load, game, state) {
  const open = await load.call('openCount');
  if (open < SUBSCRIBERS) {
    // Subscribers the servers closed as too slow in the run before: every run starts with all of them.
    await load.call('close');
    await state.connect();
  }
  state.subscribed = SUBSCRIBERS;
  const count = Math.max(1, Math.round(rate * SECONDS));
  await load.call('expect', { bySeq: true });
  const loadCpu0 = await load.call('cpu');
  const { posted } = await postShots(a.url, game, count, rate, state.offset);
  state.offset += count;
  const got = await load.call('waitFor', { total: state.subscribed * count, idleMs: 10_000 });
  const loadCpu1 = await load.call('cpu');
  const bySeq = new Map(got.bySeq.map((e) => [e.seq, e]));
  // A scoreboard feed sends the latest state: a snapshot published after a newer one (concurrent
  // mutations) is skipped, so an event counts as delivered once every subscriber has it or a later
  // one — the earliest time some seq >= it had reached them all (each one's feed only moves forward).
  const complete = got.bySeq.filter((e) => e.n >= state.subscribed).sort((x, y) => x.seq - y.seq);
  const deliveredAt = (seq) => {
    let best = Infinity;
    for (let i = complete.length - 1; i >= 0 && complete[i].seq >= seq; i -= 1) best = Math.min(best, complete[i].last);
    return best;
  };
  const latencies = [];
  const fromSend = [];
  let incomplete = 0;
  let superseded = 0;
  for (const p of posted) {
    const e = bySeq.get(p.seq);
    if (!e || e.n < state.subscribed) superseded += 1;
    const at = deliveredAt(p.seq);
    if (!Number.isFinite(at)) incomplete += 1;
    else {
      latencies.push(at - p.answeredAt);
      fromSend.push(at - p.sentAt);
    }
  }
  const mutation = posted.map((p) => p.answeredAt - p.sentAt);
  const achievedRate = (count - 1) / ((posted.at(-1).sentAt - posted[0].sentAt) / 1000 || 1);
  return {
    rate,
    events: count,
    ...stats(latencies),
    sendToLastP50: percentile(fromSend, 50),
    sendToLastP99: percentile(fromSend, 99),
    incomplete,
    superseded,
    subscribed: state.subscribed,
    received: got.received,
    expected: state.subscribed * count,
    openSockets: got.open,
    mutationP50: percentile(mutation, 50),
    achievedRate: count > 1 ? achievedRate : rate,
    loadCpuShare: (loadCpu1.totalUs - loadCpu0.totalUs) / 1000 / (loadCpu1.at - loadCpu0.at),
  };
}

const adminConnection = await createConnection(admin.toString());
await adminConnection.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
const procs = [];
let pub;
let sub;
let floorConnection;
try {
  const env = { PORT: '0', DATABASE_URL: dbUrl.toString(), REDIS_URL: REDIS, FACEOFF_CHANNEL_PREFIX: `faceoff-bench-${tag}`, ADMIN_TOKEN, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error' };
  const serverA = startServerProcess('faceoff.mjs', env, 'faceoff-a');
  procs.push(serverA);
  const a = await serverA.ready; // migrates the database before the second instance starts
  const serverB = startServerProcess('faceoff.mjs', env, 'faceoff-b');
  procs.push(serverB);
  const b = await serverB.ready;
  const raw = startServerProcess('raw-ws.mjs', {}, 'raw-ws');
  procs.push(raw);
  const rawInfo = await raw.ready;
  const load = startLoadProcess('load-faceoff');
  const rawLoad = startLoadProcess('load-raw');
  procs.push(load, rawLoad);
  await Promise.all([load.ready, rawLoad.ready]);

  const game = await seedStartedGame(a.url);
  const { game: g } = await gql(a.url, GAME_QUERY, { id: game.gameId });
  await raw.call('setMessage', { text: JSON.stringify({ id: `s${SUBSCRIBERS - 1}`, type: 'next', payload: { data: { scoreboardUpdated: g.scoreboard } } }) });
  const half = Math.floor(SUBSCRIBERS / 2);
  const state = { offset: 0, reconnects: -1 };
  let c1;
  let c2;
  state.connect = async () => {
    state.reconnects += 1;
    c1 = await load.call('connect', { url: a.wsUrl, count: half, query: SUBSCRIPTION, variables: { gameId: game.gameId } });
    c2 = await load.call('connect', { url: b.wsUrl, count: SUBSCRIBERS - half, query: SUBSCRIPTION, variables: { gameId: game.gameId } });
  };
  await state.connect();
  await rawLoad.call('connect', { url: rawInfo.wsUrl, count: SUBSCRIBERS, query: SUBSCRIPTION, variables: {} });
  console.log(`latency: ${SUBSCRIBERS} subscribers (${half} on A in ${round(c1.seconds)} s, ${SUBSCRIBERS - half} on B in ${round(c2.seconds)} s)`);

  floorConnection = await createConnection(dbUrl.toString());
  await floorConnection.query('CREATE TABLE bench_floor (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(64) NOT NULL)');
  pub = createClient({ url: REDIS });
  sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);

  // Warm-up, not counted: a few events through both instances, a few inserts, publishes, broadcasts.
  await faceoffAt(10, a, load, game, state);
  await mysqlFloor(floorConnection);
  await redisFloor(pub, sub, `bench-${tag}-floor`);
  await wsFloor(raw, rawLoad);

  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const r = { floors: {}, faceoff: {} };
    const steps = [
      async () => {
        r.floors.mysqlInsert = await mysqlFloor(floorConnection);
        r.floors.redisPublish = await redisFloor(pub, sub, `bench-${tag}-floor`);
        r.floors.wsBroadcast = await wsFloor(raw, rawLoad);
      },
      async () => {
        for (const rate of RATES) {
          await sleep(500);
          r.faceoff[rate] = await faceoffAt(rate, a, load, game, state);
        }
      },
    ];
    for (const step of run % 2 ? steps.reverse() : steps) await step();
    runs.push(r);
    const f = r.floors;
    console.log(
      `  run ${run + 1}: floors p50/p99 ms — insert ${round(f.mysqlInsert.p50, 2)}/${round(f.mysqlInsert.p99, 2)}, redis ${round(f.redisPublish.p50, 2)}/${round(f.redisPublish.p99, 2)}, ws ${round(f.wsBroadcast.p50, 1)}/${round(f.wsBroadcast.p99, 1)}; ` +
        RATES.map(
          (rate) =>
            `${rate}/s: ${round(r.faceoff[rate].p50, 1)}/${round(r.faceoff[rate].p99, 1)} ms (${r.faceoff[rate].incomplete} incomplete, load ${Math.round(r.faceoff[rate].loadCpuShare * 100)}% busy)`,
        ).join('; '),
    );
  }

  const med = (pick) => sig(median(runs.map(pick)));
  const floors = Object.fromEntries(['mysqlInsert', 'redisPublish', 'wsBroadcast'].map((k) => [k, { p50: med((r) => r.floors[k].p50), p99: med((r) => r.floors[k].p99) }]));
  const floorSum = { p50: sig(floors.mysqlInsert.p50 + floors.redisPublish.p50 + floors.wsBroadcast.p50), p99: sig(floors.mysqlInsert.p99 + floors.redisPublish.p99 + floors.wsBroadcast.p99) };
  const faceoff = Object.fromEntries(
    RATES.map((rate) => {
      const p99 = med((r) => r.faceoff[rate].p99);
      const bound = 1.5 * floorSum.p99;
      return [
        rate,
        {
          p50: med((r) => r.faceoff[rate].p50),
          p99,
          achievedRate: med((r) => r.faceoff[rate].achievedRate),
          mutationP50: med((r) => r.faceoff[rate].mutationP50),
          sendToLastP50: med((r) => r.faceoff[rate].sendToLastP50),
          sendToLastP99: med((r) => r.faceoff[rate].sendToLastP99),
          closedBySlowness: runs.reduce((n, r) => n + (r.faceoff[rate].subscribed - r.faceoff[rate].openSockets), 0),
          incompleteEvents: runs.reduce((n, r) => n + r.faceoff[rate].incomplete, 0),
          supersededEvents: runs.reduce((n, r) => n + r.faceoff[rate].superseded, 0),
          receivedShare: med((r) => r.faceoff[rate].received / r.faceoff[rate].expected),
          loadCpuShare: med((r) => r.faceoff[rate].loadCpuShare),
          bound: sig(bound),
          met: Number.isFinite(p99) && p99 <= bound,
          overBy: Number.isFinite(p99) && p99 > bound ? sig(p99 / bound) : null,
        },
      ];
    }),
  );
  const result = {
    benchmark: 'latency',
    date: new Date().toISOString(),
    machine: machineAtStart,
    pinned: `${pinned}; both Faceoff instances and the raw ws server share the server core; MariaDB and Redis are not pinned`,
    settings: {
      subscribers: SUBSCRIBERS,
      split: [half, SUBSCRIBERS - half],
      rates: RATES,
      secondsPerRate: SECONDS,
      runs: RUNS,
      floorSamples: FLOOR_SAMPLES,
      broadcasts: BROADCASTS,
      database: 'MariaDB (a scratch database, dropped after)',
      pubsub: 'Redis',
    },
    floorsMs: floors,
    floorSumMs: floorSum,
    faceoffMs: faceoff,
    target: { statement: 'p99 <= 1.5 × the sum of the floors (their p99s)', met: RATES.every((rate) => faceoff[rate].met) },
    runs,
  };
  const lines = [
    `# Latency benchmark, ${result.date}`,
    '',
    machineLine(result.machine, result.pinned),
    '',
    `Two Faceoff instances on MariaDB + Redis, ${SUBSCRIBERS} \`scoreboardUpdated\` subscribers (${half} on each), recordShot mutations posted to the first instance for ${SECONDS} s at each rate. Latency of an event: the mutation's HTTP answer → the last subscriber's receipt (by seq). ${RUNS} interleaved repetitions (floors and Faceoff alternate first), medians of each repetition's percentile.`,
    '',
    '| measure | p50 | p99 |',
    '|---|---|---|',
    `| floor: one single-row INSERT round trip (MariaDB) | ${floors.mysqlInsert.p50} ms | ${floors.mysqlInsert.p99} ms |`,
    `| floor: one Redis publish → receipt on another connection | ${floors.redisPublish.p50} ms | ${floors.redisPublish.p99} ms |`,
    `| floor: one raw ws broadcast to ${SUBSCRIBERS} sockets (send → last receipt) | ${floors.wsBroadcast.p50} ms | ${floors.wsBroadcast.p99} ms |`,
    `| sum of the floors | ${floorSum.p50} ms | ${floorSum.p99} ms |`,
    ...RATES.map((rate) => `| Faceoff at ${rate} events/s: mutation's answer → last receipt (posted at ${faceoff[rate].achievedRate}/s) | ${faceoff[rate].p50} ms | ${faceoff[rate].p99} ms |`),
    ...RATES.map((rate) => `| (beside it) Faceoff at ${rate} events/s: mutation sent → its answer | ${faceoff[rate].mutationP50} ms | |`),
    ...RATES.map((rate) => `| (beside it) Faceoff at ${rate} events/s: mutation sent → last receipt | ${faceoff[rate].sendToLastP50} ms | ${faceoff[rate].sendToLastP99} ms |`),
    '',
    `Target: p99 ≤ 1.5 × the sum of the floors' p99s = ${sig(1.5 * floorSum.p99)} ms. ` +
      RATES.map((rate) => `At ${rate}/s: ${faceoff[rate].met ? 'met' : `not met (${faceoff[rate].overBy}× the bound)`}`).join('; ') +
      '.',
    '',
    `Delivery: ${RATES.map((rate) => `at ${rate}/s ${round(faceoff[rate].receivedShare * 100, 1)}% of the expected messages, ${faceoff[rate].supersededEvents} events skipped by some subscribers' feeds for a later snapshot (delivered when the later one was), ${faceoff[rate].incompleteEvents} events never reached by every subscriber (left out), ${faceoff[rate].closedBySlowness} subscribers closed by the servers as too slow, load process ${Math.round(faceoff[rate].loadCpuShare * 100)}% busy`).join('; ')}. A negative figure: every subscriber had the event before the mutation's answer arrived. Mutations are posted open-loop (each at its slot, not waiting for the one before), so a server that cannot keep up shows it in the mutation's own time as well.`,
  ];
  writeResults('latency', result, lines.join('\n'));
} finally {
  for (const p of procs.reverse()) await p.stop().catch(() => undefined);
  await pub?.quit().catch(() => undefined);
  await sub?.quit().catch(() => undefined);
  await floorConnection?.end().catch(() => undefined);
  await adminConnection.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await adminConnection.end();
}
