// An event's fixed cost: the server CPU one scorekeeper event takes — the HTTP mutation, the
// transaction, the game log's checks and writes, the publish — with nobody watching, so nothing of
// fan-out is in it. `recordShot` posted one after another on a keep-alive connection (each sent when
// the last is answered) to a started game, on SQLite in memory and on MariaDB; server CPU from the
// server process's own process.cpuUsage() over the measured events, divided by their number.
// Repetitions interleave the databases; medians.
//
//   BENCH_EVENT_COUNT=1000 BENCH_EVENT_RUNS=3 BENCH_EVENT_DATABASES=sqlite,mariadb
//   BENCH_MYSQL_URL=mysql://root@127.0.0.1:3306 BENCH_PROFILE_DIR=… (a CPU profile of each measured run)
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { ADMIN_TOKEN, envList, envNumber, machine, machineBusy, machineLine, median, now, pinSelfToLoadCore, round, scratchDatabase, sig, startServerProcess, writeResults } from './lib/common.mjs';
import { seedStartedGame } from './lib/game.mjs';

const COUNT = envNumber('BENCH_EVENT_COUNT', 1000);
const WARMUP = envNumber('BENCH_EVENT_WARMUP', 200);
const RUNS = envNumber('BENCH_EVENT_RUNS', 3);
const DATABASES = envList('BENCH_EVENT_DATABASES', ['sqlite', 'mariadb']);
const MYSQL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const TARGET_MS = 1;
const RECORD_SHOT = 'mutation RecordShot($gameId: ID!, $teamId: ID!) { recordShot(gameId: $gameId, teamId: $teamId) { seq } }';

const pinned = pinSelfToLoadCore();
const busyBefore = await machineBusy();
const machineAtStart = { ...machine(), busyBefore };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One shot, answered; resolves with the time it took. */
function post(url, game, k) {
  const body = JSON.stringify({ query: RECORD_SHOT, variables: { gameId: game.gameId, teamId: game.teams[k % 2] } });
  const sentAt = now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${ADMIN_TOKEN}` } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString());
          if (answer.errors?.length || !answer.data?.recordShot) reject(new Error(JSON.stringify(answer.errors ?? answer)));
          else resolve(now() - sentAt);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const admin = DATABASES.includes('mariadb') ? await createConnection(scratchDatabase(MYSQL, 'x').admin.toString()) : null;
const systems = [];
try {
  for (const name of DATABASES) {
    let env = { PORT: '0', DATABASE_URL: 'sqlite::memory:', ADMIN_TOKEN, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error', REDIS_URL: '' };
    let drop;
    if (name === 'mariadb') {
      const { dbName, dbUrl } = scratchDatabase(MYSQL, `event_${randomBytes(3).toString('hex')}`);
      await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      env = { ...env, DATABASE_URL: dbUrl.toString() };
      drop = () => admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
    }
    const server = startServerProcess('faceoff.mjs', env, `faceoff-${name}`);
    const info = await server.ready;
    const game = await seedStartedGame(info.url);
    for (let k = 0; k < WARMUP; k += 1) await post(info.url, game, k);
    systems.push({ name, server, info, game, drop, offset: WARMUP, runs: [] });
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (let i = 0; i < systems.length; i += 1) {
      const system = systems[(i + run) % systems.length];
      const { server, info, game } = system;
      if (PROFILE_DIR) await server.call('profileStart');
      const cpu0 = await server.call('cpu');
      const times = [];
      for (let k = 0; k < COUNT; k += 1) times.push(await post(info.url, game, system.offset + k));
      const cpu1 = await server.call('cpu');
      if (PROFILE_DIR) await server.call('profileStop', { file: `${PROFILE_DIR}/event-${system.name}-run${run + 1}.cpuprofile` });
      system.offset += COUNT;
      const r = { cpuMsPerEvent: (cpu1.totalUs - cpu0.totalUs) / 1000 / COUNT, p50Ms: median(times), p99Ms: times.sort((a, b) => a - b)[Math.ceil(times.length * 0.99) - 1] };
      system.runs.push(r);
      console.log(`  run ${run + 1} ${system.name}: ${r.cpuMsPerEvent.toFixed(3)} ms server CPU an event, answered p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms`);
    }
  }
} finally {
  for (const s of systems) {
    await s.server.stop().catch(() => undefined);
    await s.drop?.().catch(() => undefined);
  }
  await admin?.end();
}

const result = {
  benchmark: 'event',
  date: new Date().toISOString(),
  machine: machineAtStart,
  pinned,
  settings: { count: COUNT, warmup: WARMUP, runs: RUNS, databases: DATABASES },
  target: { cpuMsPerEvent: TARGET_MS },
  systems: systems.map((s) => ({
    database: s.name,
    cpuMsPerEvent: sig(median(s.runs.map((r) => r.cpuMsPerEvent))),
    p50Ms: sig(median(s.runs.map((r) => r.p50Ms))),
    p99Ms: sig(median(s.runs.map((r) => r.p99Ms))),
    met: median(s.runs.map((r) => r.cpuMsPerEvent)) <= TARGET_MS,
    runs: s.runs,
  })),
};
const label = { sqlite: 'SQLite (in memory)', mariadb: 'MariaDB (local, over TCP)' };
const lines = [
  `# Event benchmark, ${result.date}`,
  '',
  machineLine(result.machine, pinned),
  '',
  `One scorekeeper event's fixed cost: \`recordShot\` by an ADMIN token on a started game, ${COUNT} one after another on one keep-alive connection (each sent when the last is answered) after ${WARMUP} not counted, nobody subscribed; the server's own CPU (user + system) over them, divided by ${COUNT}; ${RUNS} interleaved repetitions, medians.`,
  '',
  '| database | server CPU an event | answered p50 / p99 | target ≤ 1 ms |',
  '|---|---|---|---|',
  ...result.systems.map((s) => `| ${label[s.database]} | ${s.cpuMsPerEvent} ms | ${s.p50Ms} / ${s.p99Ms} ms | ${s.met ? 'met' : `not met (${round(s.cpuMsPerEvent / TARGET_MS, 2)}×)`} |`),
];
writeResults('event', result, lines.join('\n'));
process.exit(0);
