// Connections benchmark: memory per idle subscriber. Faceoff holding N idle `scoreboardUpdated`
// subscribers beside a bare `ws` server holding N open sockets: the server process's RSS and
// heapUsed after N more connections minus before, divided by N (both read after full GCs; the
// servers run with --expose-gc). One connection (a subscriber, for Faceoff) is made before the
// "before" reading, so one-time warm-up is not charged to the N. Interleaved: each repetition
// starts both servers afresh, in alternating order.
//
//   BENCH_CONNECTIONS_N=5000 BENCH_CONNECTIONS_RUNS=3
import { ADMIN_TOKEN, envNumber, machine, machineBusy, machineLine, median, pinSelfToLoadCore, round, sig, sleep, startLoadProcess, startServerProcess, writeResults } from './lib/common.mjs';
import { seedStartedGame, SUBSCRIPTION } from './lib/game.mjs';

const N = envNumber('BENCH_CONNECTIONS_N', 5000);
const RUNS = envNumber('BENCH_CONNECTIONS_RUNS', 3);
/** RSS per idle subscriber, at most this multiple of a bare `ws` socket's. */
const TARGET = 1.3;
const pinned = pinSelfToLoadCore();
const busyBefore = await machineBusy();
const machineAtStart = { ...machine(), busyBefore };
const serverEnv = { PORT: '0', DATABASE_URL: 'sqlite::memory:', ADMIN_TOKEN, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error', REDIS_URL: '' };

async function measure(name) {
  const server = startServerProcess(name === 'faceoff' ? 'faceoff.mjs' : 'raw-ws.mjs', name === 'faceoff' ? serverEnv : {}, name);
  const load = startLoadProcess(`load-${name}`);
  try {
    const info = await server.ready;
    await load.ready;
    const how = name === 'faceoff' ? { query: SUBSCRIPTION, variables: { gameId: (await seedStartedGame(info.url)).gameId } } : {};
    await load.call('connect', { url: info.wsUrl, count: 1, ...how });
    await sleep(500);
    const before = await server.call('mem');
    const connected = await load.call('connect', { url: info.wsUrl, count: N, ...how });
    await sleep(1000);
    const after = await server.call('mem');
    return {
      rssBytesPerConnection: (after.rss - before.rss) / N,
      heapUsedBytesPerConnection: (after.heapUsed - before.heapUsed) / N,
      externalBytesPerConnection: (after.external - before.external) / N,
      before,
      after,
      connectSeconds: connected.seconds,
    };
  } finally {
    await load.stop().catch(() => undefined);
    await server.stop().catch(() => undefined);
  }
}

const runs = { faceoff: [], ws: [] };
for (let run = 0; run < RUNS; run += 1) {
  for (const name of run % 2 ? ['ws', 'faceoff'] : ['faceoff', 'ws']) {
    const r = await measure(name);
    runs[name].push(r);
    console.log(`  run ${run + 1} ${name}: RSS ${Math.round(r.rssBytesPerConnection)} B, heapUsed ${Math.round(r.heapUsedBytesPerConnection)} B per connection`);
  }
}
const med = (name, key) => sig(median(runs[name].map((r) => r[key])));
const medians = Object.fromEntries(
  Object.keys(runs).map((name) => [
    name,
    { rssBytes: med(name, 'rssBytesPerConnection'), heapUsedBytes: med(name, 'heapUsedBytesPerConnection'), externalBytes: med(name, 'externalBytesPerConnection') },
  ]),
);
const rssRatio = sig(medians.faceoff.rssBytes / medians.ws.rssBytes);
const heapRatio = sig(medians.faceoff.heapUsedBytes / medians.ws.heapUsedBytes);
const result = {
  benchmark: 'connections',
  date: new Date().toISOString(),
  machine: machineAtStart,
  pinned,
  settings: { connections: N, runs: RUNS, gcExposed: runs.faceoff[0].after.gcExposed },
  medians,
  ratios: { rss: rssRatio, heapUsed: heapRatio },
  target: { statement: 'Faceoff RSS <= 1.3 × bare ws per idle connection (heapUsed reported beside it)', rssMet: rssRatio <= TARGET },
  runs,
};
const kib = (b) => `${round(b / 1024, 2)} KiB`;
const lines = [
  `# Connections benchmark, ${result.date}`,
  '',
  machineLine(result.machine, pinned),
  '',
  `Memory per idle connection: the server process's growth for ${N} more connections (after full GCs: --expose-gc), divided by ${N}. ${RUNS} interleaved repetitions, each on fresh server processes, medians.`,
  '',
  '| per idle connection | Faceoff (a `scoreboardUpdated` subscriber) | bare ws (an open socket) | Faceoff ÷ bare ws |',
  '|---|---|---|---|',
  `| RSS | ${kib(medians.faceoff.rssBytes)} | ${kib(medians.ws.rssBytes)} | ${rssRatio}× |`,
  `| heapUsed | ${kib(medians.faceoff.heapUsedBytes)} | ${kib(medians.ws.heapUsedBytes)} | ${heapRatio}× |`,
  `| external | ${kib(medians.faceoff.externalBytes)} | ${kib(medians.ws.externalBytes)} | |`,
  '',
  `Target: RSS ≤ ${TARGET} × bare ws — ${rssRatio <= TARGET ? 'met' : `not met (${rssRatio}×, ${sig(rssRatio / TARGET)}× the bound)`}. The heap, ${heapRatio}× bare ws's, is graphql-ws's and Faceoff's per-subscription state beside the socket's own (a few kilobytes of a socket's memory are outside the heap, hence the smaller RSS ratio).`,
];
writeResults('connections', result, lines.join('\n'));
