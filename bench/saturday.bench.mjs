// A busy Saturday: two Faceoff instances (processes) on MariaDB + Redis, many games live at once,
// their watchers spread over both instances (most games with a few dozen, a few with thousands), one
// event per game every few seconds, for a minute. Measured: each mutation's send → answer, and its
// answer → the last of that game's subscribers receiving it (matched by game and scoreboard seq),
// nothing lost. Then a ramp: the event rate one instance takes (every mutation to instance A) until
// either p99 misses its target, so the highest rate that still meets both is known.
//
//   BENCH_SAT_GAMES=200 BENCH_SAT_SUBSCRIBERS=20000 BENCH_SAT_HOT_GAMES=4 BENCH_SAT_HOT_SUBSCRIBERS=2000
//   BENCH_SAT_EVENT_EVERY_S=5 BENCH_SAT_SECONDS=60 BENCH_SAT_RAMP=80,160,320 BENCH_SAT_RAMP_SECONDS=15
//   BENCH_SAT_PROFILE=1 (a CPU profile of each instance, summarized: where the time goes)
//   BENCH_MYSQL_URL=mysql://root@127.0.0.1:3306 BENCH_REDIS_URL=redis://127.0.0.1:6379
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import {
  ADMIN_TOKEN,
  envList,
  envNumber,
  machine,
  machineBusy,
  machineLine,
  now,
  scratchDatabase,
  percentile,
  pinSelfToLoadCore,
  round,
  startLoadProcess,
  startServerProcess,
  writeResults,
} from './lib/common.mjs';
import { postShot, seedStartedGame, SUBSCRIPTION } from './lib/game.mjs';

const GAMES = envNumber('BENCH_SAT_GAMES', 200);
const SUBSCRIBERS = envNumber('BENCH_SAT_SUBSCRIBERS', 20_000);
const HOT_GAMES = envNumber('BENCH_SAT_HOT_GAMES', 4);
const HOT_SUBSCRIBERS = envNumber('BENCH_SAT_HOT_SUBSCRIBERS', 2_000);
const EVERY_S = envNumber('BENCH_SAT_EVENT_EVERY_S', 5);
const SECONDS = envNumber('BENCH_SAT_SECONDS', 60);
const RAMP = envList('BENCH_SAT_RAMP', ['80', '160', '320']).map(Number);
const RAMP_SECONDS = envNumber('BENCH_SAT_RAMP_SECONDS', 15);
const PROFILE = process.env.BENCH_SAT_PROFILE === '1';
const MYSQL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGET = { mutationP99Ms: 50, deliveryP99Ms: 150 };

const coldGames = GAMES - HOT_GAMES;
const coldSubscribers = Math.floor((SUBSCRIBERS - HOT_GAMES * HOT_SUBSCRIBERS) / Math.max(1, coldGames));
if (coldSubscribers < 1) throw new Error('BENCH_SAT_SUBSCRIBERS leaves nothing for the games that are not hot');
const watchersOf = (i) => (i < HOT_GAMES ? HOT_SUBSCRIBERS : coldSubscribers);

const pinned = pinSelfToLoadCore();
const busyBefore = await machineBusy();
const machineAtStart = { ...machine(), busyBefore };
const tag = randomBytes(4).toString('hex');
const { dbName, admin, dbUrl } = scratchDatabase(MYSQL, tag);
const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), 'faceoff-saturday-')) : null;

/** Posts one event per game per `everyS` seconds (game i at its own offset), for `seconds`, to `urlOf(i)`; every send on its slot (open loop). */
async function playSaturday(games, urlOf, eventsPerSecond, seconds) {
  const start = now();
  const total = Math.round(eventsPerSecond * seconds);
  const posted = [];
  const answers = [];
  for (let k = 0; k < total; k += 1) {
    const due = start + (k * 1000) / eventsPerSecond;
    const wait = due - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const i = k % games.length;
    const sentAt = now();
    answers.push(
      postShot(urlOf(i), games[i], k).then(
        (answer) => posted.push({ game: i, gameId: games[i].gameId, seq: answer.seq, sentAt, answeredAt: answer.answeredAt }),
        (error) => posted.push({ game: i, gameId: games[i].gameId, failed: String(error.message ?? error), sentAt }),
      ),
    );
  }
  await Promise.all(answers);
  return posted;
}

/** What the loads saw of `posted`: p50/p99 of send → answer and answer → last receipt, and what was lost. */
async function measure(posted, loads) {
  const expected = posted.filter((p) => !p.failed).reduce((n, p) => n + watchersOf(p.game), 0);
  const received = new Map();
  let got = 0;
  for (const load of loads) {
    const r = await load.call('waitFor', { total: Math.ceil(expected / loads.length) - 1, idleMs: 5_000, timeoutMs: 60_000 });
    got += r.received;
    for (const e of r.byGameSeq) {
      const seen = received.get(e.key);
      if (seen) {
        seen.n += e.n;
        seen.last = Math.max(seen.last, e.last);
      } else received.set(e.key, { n: e.n, last: e.last });
    }
  }
  const mutation = [];
  const delivery = [];
  // The same for the games with a few dozen watchers only: is the tail the hot games' own?
  const coldMutation = [];
  const coldDelivery = [];
  let lost = 0;
  for (const p of posted) {
    if (p.failed) continue;
    const cold = p.game >= HOT_GAMES;
    mutation.push(p.answeredAt - p.sentAt);
    if (cold) coldMutation.push(p.answeredAt - p.sentAt);
    const seen = received.get(`${p.gameId}:${p.seq}`);
    if (!seen || seen.n < watchersOf(p.game)) lost += 1;
    else {
      delivery.push(seen.last - p.answeredAt);
      if (cold) coldDelivery.push(seen.last - p.answeredAt);
    }
  }
  return {
    events: posted.length,
    failed: posted.filter((p) => p.failed).length,
    firstFailure: posted.find((p) => p.failed)?.failed,
    mutationP50Ms: round(percentile(mutation, 50), 1),
    mutationP99Ms: round(percentile(mutation, 99), 1),
    deliveryP50Ms: round(percentile(delivery, 50), 1),
    deliveryP99Ms: round(percentile(delivery, 99), 1),
    coldMutationP99Ms: round(percentile(coldMutation, 99), 1),
    coldDeliveryP99Ms: round(percentile(coldDelivery, 99), 1),
    deliveriesExpected: expected,
    deliveriesReceived: got,
    eventsNotDeliveredToAll: lost,
  };
}

/** CPU seconds (user + system) each named service's processes have used so far, read from /proc (MariaDB and Redis run outside the benchmark). */
function serviceCpuSeconds() {
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const of = (name) => {
    let pids;
    try {
      pids = execFileSync('pgrep', ['-x', name], { encoding: 'utf8' }).split('\n').filter(Boolean);
    } catch {
      return null; // not running here (a remote service): not counted
    }
    let total = 0;
    for (const pid of pids) {
      try {
        // Fields 14 and 15 (utime, stime) after the command name, which may hold spaces.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        total += (Number(fields[11]) + Number(fields[12])) / ticks;
      } catch {
        // gone meanwhile
      }
    }
    return total;
  };
  return { mariadb: of('mariadbd') ?? of('mysqld'), redis: of('redis-server') };
}

/** CPU seconds each process used over `run` (the instances and loads over RPC, MariaDB and Redis from /proc, this driver itself). */
async function cpuOver(parts, run) {
  const read = async () => ({
    ...Object.fromEntries(await Promise.all(parts.map(async ([name, proc]) => [name, (await proc.call('cpu')).totalUs / 1e6]))),
    ...serviceCpuSeconds(),
    driver: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  });
  const before = await read();
  const startedAt = now();
  const value = await run();
  const after = await read();
  const seconds = (now() - startedAt) / 1000;
  const used = Object.fromEntries(Object.keys(after).map((k) => [k, after[k] === null || before[k] === null ? null : round(after[k] - before[k], 2)]));
  return { value, cpu: { wallSeconds: round(seconds, 1), used } };
}

const meets = (r) => r.failed === 0 && r.eventsNotDeliveredToAll === 0 && r.mutationP99Ms <= TARGET.mutationP99Ms && r.deliveryP99Ms <= TARGET.deliveryP99Ms;

/** The heaviest functions of a CPU profile, inclusive, grouped by our modules and libraries. */
function summarizeProfile(file) {
  const p = JSON.parse(readFileSync(file, 'utf8'));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < p.samples.length; i += 1) self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
  let busy = 0;
  const inclusive = new Map();
  for (const [id, t] of self) {
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += t;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at).callFrame;
      const where = f.url.includes('/dist/src/')
        ? `src/${f.url.split('/dist/src/')[1]}`
        : f.url.includes('node_modules/')
          ? f.url
              .split('node_modules/')[1]
              .split('/')
              .slice(0, f.url.split('node_modules/')[1].startsWith('@') ? 2 : 1)
              .join('/')
          : null;
      // Module bodies (loading at start-up) are not where a running server's time goes.
      if (!where || (f.functionName === '' && f.lineNumber === 0)) continue;
      const key = where.startsWith('src/') ? `${f.functionName || '(anonymous)'} ${where}:${f.lineNumber + 1}` : where;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + t);
    }
  }
  return [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([what, t]) => ({ what, share: round((t / busy) * 100, 1) }));
}

const adminConnection = await createConnection(admin.toString());
await adminConnection.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
const procs = [];
let result;
try {
  const env = { PORT: '0', DATABASE_URL: dbUrl.toString(), REDIS_URL: REDIS, FACEOFF_CHANNEL_PREFIX: `faceoff-bench-${tag}`, ADMIN_TOKEN, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error' };
  const profiled = (name) => (PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}.cpuprofile`] : []);
  const serverA = startServerProcess('faceoff.mjs', env, 'faceoff-a', profiled('a'));
  procs.push(serverA);
  const a = await serverA.ready; // migrates the database before the second instance starts
  const serverB = startServerProcess('faceoff.mjs', env, 'faceoff-b', profiled('b'));
  procs.push(serverB);
  const b = await serverB.ready;
  const loadA = startLoadProcess('load-a');
  const loadB = startLoadProcess('load-b');
  procs.push(loadA, loadB);
  await Promise.all([loadA.ready, loadB.ready]);

  const seedStart = now();
  const games = [];
  for (let i = 0; i < GAMES; i += 8) {
    const batch = await Promise.all(Array.from({ length: Math.min(8, GAMES - i) }, (_, k) => seedStartedGame((i + k) % 2 ? b.url : a.url)));
    games.push(...batch);
  }
  const connectStart = now();
  for (let i = 0; i < GAMES; i += 1) {
    const n = watchersOf(i);
    const half = Math.floor(n / 2);
    await Promise.all([
      loadA.call('connect', { url: a.wsUrl, count: half, query: SUBSCRIPTION, variables: { gameId: games[i].gameId } }),
      loadB.call('connect', { url: b.wsUrl, count: n - half, query: SUBSCRIPTION, variables: { gameId: games[i].gameId } }),
    ]);
  }
  const watchers = Array.from({ length: GAMES }, (_, i) => watchersOf(i)).reduce((x, y) => x + y, 0);
  console.log(
    `saturday: ${GAMES} games seeded in ${round((connectStart - seedStart) / 1000)} s; ${watchers} subscribers (${HOT_GAMES} games with ${HOT_SUBSCRIBERS}, the others ${coldSubscribers}) in ${round((now() - connectStart) / 1000)} s`,
  );

  const rate = GAMES / EVERY_S;
  // Warm-up, not counted: a few seconds of the same.
  for (const load of [loadA, loadB]) await load.call('expect', { byGameSeq: true });
  await measure(await playSaturday(games, (i) => (i % 2 ? b.url : a.url), rate, 3), [loadA, loadB]);

  for (const load of [loadA, loadB]) await load.call('expect', { byGameSeq: true });
  const { value: saturday, cpu } = await cpuOver(
    [
      ['instanceA', serverA],
      ['instanceB', serverB],
      ['loadA', loadA],
      ['loadB', loadB],
    ],
    async () => measure(await playSaturday(games, (i) => (i % 2 ? b.url : a.url), rate, SECONDS), [loadA, loadB]),
  );
  console.log(
    `  ${rate} events/s for ${SECONDS} s: mutation p99 ${saturday.mutationP99Ms} ms, delivery p99 ${saturday.deliveryP99Ms} ms, ${saturday.eventsNotDeliveredToAll} events not delivered to all`,
  );

  const ramp = [];
  for (const r of RAMP) {
    for (const load of [loadA, loadB]) await load.call('expect', { byGameSeq: true });
    const step = { rate: r, ...(await measure(await playSaturday(games, () => a.url, r, RAMP_SECONDS), [loadA, loadB])) };
    ramp.push(step);
    console.log(`  ramp, all to A, ${r} events/s: mutation p99 ${step.mutationP99Ms} ms, delivery p99 ${step.deliveryP99Ms} ms, ${step.eventsNotDeliveredToAll} not delivered to all`);
    if (!meets(step)) break;
  }
  const sustained = [{ rate, ...saturday }, ...ramp].filter(meets).reduce((best, s) => Math.max(best, s.rate), 0);

  result = {
    benchmark: 'saturday',
    date: new Date().toISOString(),
    machine: machineAtStart,
    pinned,
    settings: {
      games: GAMES,
      subscribers: watchers,
      hotGames: HOT_GAMES,
      hotSubscribers: HOT_SUBSCRIBERS,
      coldSubscribers,
      eventEverySeconds: EVERY_S,
      seconds: SECONDS,
      ramp: RAMP,
      rampSeconds: RAMP_SECONDS,
    },
    target: { ...TARGET, met: meets(saturday) },
    saturday: { rate, ...saturday },
    cpu,
    ramp,
    sustainedByOneInstance: sustained,
  };
} finally {
  for (const p of procs) await p.stop().catch(() => undefined);
  await adminConnection.query(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => undefined);
  await adminConnection.end();
}

if (PROFILE) {
  result.profile = Object.fromEntries(
    readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => [f.replace('.cpuprofile', ''), summarizeProfile(join(profileDir, f))]),
  );
}
const s = result.saturday;
const lines = [
  `# Busy Saturday benchmark, ${result.date}`,
  '',
  machineLine(result.machine, pinned),
  '',
  `Two Faceoff instances (processes, both on the server core) on MariaDB + Redis; ${GAMES} games live, ${result.settings.subscribers} \`scoreboardUpdated\` subscribers split evenly over both instances (${HOT_GAMES} games with ${HOT_SUBSCRIBERS} each, the other ${coldGames} with ${coldSubscribers}); one \`recordShot\` per game every ${EVERY_S} s (${s.rate} events/s), each game's mutations to one instance (odd games B, even A), for ${SECONDS} s after 3 s of warm-up. Delivery: from the mutation's answer to the last of that game's subscribers receiving that seq.`,
  '',
  `| | events | mutation p50 / p99 | delivery p50 / p99 | p99s of the ${coldGames} games with ${coldSubscribers} watchers: mutation, delivery | events not delivered to every subscriber | failed mutations |`,
  '|---|---|---|---|---|---|---|',
  `| Saturday, ${s.rate} events/s | ${s.events} | ${s.mutationP50Ms} / ${s.mutationP99Ms} ms | ${s.deliveryP50Ms} / ${s.deliveryP99Ms} ms | ${s.coldMutationP99Ms} ms, ${s.coldDeliveryP99Ms} ms | ${s.eventsNotDeliveredToAll} | ${s.failed} |`,
  ...result.ramp.map(
    (r) =>
      `| ramp: ${r.rate} events/s, all to instance A, ${RAMP_SECONDS} s | ${r.events} | ${r.mutationP50Ms} / ${r.mutationP99Ms} ms | ${r.deliveryP50Ms} / ${r.deliveryP99Ms} ms | ${r.coldMutationP99Ms} ms, ${r.coldDeliveryP99Ms} ms | ${r.eventsNotDeliveredToAll} | ${r.failed} |`,
  ),
  '',
  `CPU seconds used over the Saturday's ${result.cpu.wallSeconds} s (measured interval, delivery wait included), per process: ${Object.entries(result.cpu.used)
    .map(([k, v]) => `${k} ${v === null ? '–' : `${v} s (${round((v / result.cpu.wallSeconds) * 100, 0)}% of a core)`}`)
    .join('; ')}. The machine has ${result.machine.cores} cores; ${pinned}.`,
  '',
  `Target: mutation p99 ≤ ${TARGET.mutationP99Ms} ms, delivery p99 ≤ ${TARGET.deliveryP99Ms} ms, nothing lost — ${result.target.met ? 'met' : 'not met'} at ${s.rate} events/s. Highest rate measured that one instance took within both: ${result.sustainedByOneInstance ? `${result.sustainedByOneInstance} events/s` : 'none of those tried'}.`,
  ...(result.profile
    ? [
        '',
        'Where the time goes (CPU profile of each instance over the whole run, inclusive share of its busy time):',
        '',
        ...Object.entries(result.profile).map(([name, rows]) => `- instance ${name.toUpperCase()}: ${rows.map((r) => `${r.what} ${r.share}%`).join('; ')}`),
      ]
    : []),
];
writeResults('saturday', result, lines.join('\n'));
process.exit(0);
