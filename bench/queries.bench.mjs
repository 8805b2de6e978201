// Queries benchmark: `game(id) { scoreboard { … } }` requests per second over HTTP POST, Faceoff beside
// a bare graphql-js baseline on node:http (Faceoff's schema text built with buildSchema, answering the
// same data from memory; every request parsed, validated and executed). The load: keep-alive HTTP/1.1
// on C TCP connections from a load process on the other core, each sending its next request when the
// last answer has arrived. Interleaved: the two alternate within each repetition.
//
//   BENCH_QUERIES_CONNECTIONS=32 BENCH_QUERIES_SECONDS=5 BENCH_QUERIES_RUNS=3
import {
  ADMIN_TOKEN, envNumber, machine, machineBusy, machineLine, median, pinSelfToLoadCore, round, sig, startLoadProcess, startServerProcess, writeResults,
} from './lib/common.mjs';
import { GAME_QUERY, gql, seedStartedGame } from './lib/game.mjs';

const CONNECTIONS = envNumber('BENCH_QUERIES_CONNECTIONS', 32);
const SECONDS = envNumber('BENCH_QUERIES_SECONDS', 5);
const RUNS = envNumber('BENCH_QUERIES_RUNS', 3);
const pinned = pinSelfToLoadCore();
const busyBefore = await machineBusy();
const machineAtStart = { ...machine(), busyBefore };
const serverEnv = { PORT: '0', DATABASE_URL: 'sqlite::memory:', ADMIN_TOKEN, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error', REDIS_URL: '' };

const procs = [];
try {
  const faceoff = startServerProcess('faceoff.mjs', serverEnv, 'faceoff');
  const baseline = startServerProcess('graphql-http.mjs', {}, 'graphql-http');
  const load = startLoadProcess('load-http');
  procs.push(faceoff, baseline, load);
  const [f, b] = await Promise.all([faceoff.ready, baseline.ready, load.ready]);
  const game = await seedStartedGame(f.url);
  // A few events so the scoreboard is not the empty one.
  for (let k = 0; k < 4; k += 1) await gql(f.url, 'mutation ($g: ID!, $t: ID!) { recordShot(gameId: $g, teamId: $t) { seq } }', { g: game.gameId, t: game.teams[k % 2] });
  const data = await gql(f.url, GAME_QUERY, { id: game.gameId }, null);
  await baseline.call('setGame', { id: game.gameId, game: data.game });
  const body = JSON.stringify({ query: GAME_QUERY, variables: { id: game.gameId } });
  const check = await gql(b.url, GAME_QUERY, { id: game.gameId }, null);
  if (JSON.stringify(check) !== JSON.stringify(data)) throw new Error('the baseline answers differently from Faceoff');

  const systems = { faceoff: f, baseline: b };
  const runs = { faceoff: [], baseline: [] };
  const run1 = async (name) => {
    const server = name === 'faceoff' ? faceoff : baseline;
    const cpu0 = await server.call('cpu');
    const r = await load.call('httpLoad', { port: systems[name].port, body, connections: CONNECTIONS, durationMs: SECONDS * 1000, warmupMs: 1000, expectIncludes: '"scoreboard"' });
    const cpu1 = await server.call('cpu');
    r.serverCpuShare = (cpu1.totalUs - cpu0.totalUs) / 1000 / (cpu1.at - cpu0.at);
    if (r.bad) throw new Error(`${name}: ${r.bad} bad answers, first: ${r.firstBad}`);
    runs[name].push(r);
    console.log(`  ${name}: ${Math.round(r.perSecond)} req/s, p50 ${round(r.p50Ms, 2)} ms, p99 ${round(r.p99Ms, 2)} ms, server ${Math.round(r.serverCpuShare * 100)}% busy, load ${Math.round(r.loadCpuShare * 100)}% busy`);
  };
  await run1('faceoff'); // warm-up, not counted
  await run1('baseline');
  runs.faceoff.length = runs.baseline.length = 0;
  for (let run = 0; run < RUNS; run += 1) for (const name of run % 2 ? ['baseline', 'faceoff'] : ['faceoff', 'baseline']) await run1(name);

  const med = (name, key) => sig(median(runs[name].map((r) => r[key])));
  const medians = Object.fromEntries(
    Object.keys(runs).map((n) => [n, { perSecond: med(n, 'perSecond'), p50Ms: med(n, 'p50Ms'), p99Ms: med(n, 'p99Ms'), serverCpuShare: med(n, 'serverCpuShare'), loadCpuShare: med(n, 'loadCpuShare') }]),
  );
  const ratio = sig(medians.faceoff.perSecond / medians.baseline.perSecond);
  const result = {
    benchmark: 'queries',
    date: new Date().toISOString(),
    machine: machineAtStart,
    pinned,
    settings: { connections: CONNECTIONS, secondsPerRun: SECONDS, runs: RUNS, answerBytes: JSON.stringify({ data }).length },
    medians,
    ratio,
    target: { statement: 'Faceoff >= 0.5 × baseline', met: ratio >= 0.5 },
    runs,
  };
  const lines = [
    `# Queries benchmark, ${result.date}`,
    '',
    machineLine(result.machine, pinned),
    '',
    `\`game(id) { scoreboard { … } }\` (the arena feed's selection) over HTTP POST, ${CONNECTIONS} keep-alive connections, ${SECONDS} s per run after 1 s of warm-up; ${RUNS} interleaved repetitions, medians. Answer: ${result.settings.answerBytes} bytes, the same from both.`,
    '',
    '| system | requests/s | p50 | p99 | server process busy | load process busy |',
    '|---|---|---|---|---|---|',
    `| Faceoff (Apollo Server on express, type-graphql, SQLite in memory) | ${medians.faceoff.perSecond} | ${medians.faceoff.p50Ms} ms | ${medians.faceoff.p99Ms} ms | ${Math.round(medians.faceoff.serverCpuShare * 100)}% | ${Math.round(medians.faceoff.loadCpuShare * 100)}% |`,
    `| baseline: graphql-js execute on node:http, data from memory | ${medians.baseline.perSecond} | ${medians.baseline.p50Ms} ms | ${medians.baseline.p99Ms} ms | ${Math.round(medians.baseline.serverCpuShare * 100)}% | ${Math.round(medians.baseline.loadCpuShare * 100)}% |`,
    '',
    `Faceoff ÷ baseline: ${ratio}×. Target: ≥ 0.5 × baseline — ${ratio >= 0.5 ? 'met' : `not met (short by ${round((0.5 - ratio) * 100, 0)} points of the baseline's rate; Faceoff would need ${sig(0.5 / ratio)}× its rate)`}.`,
  ];
  writeResults('queries', result, lines.join('\n'));
} finally {
  for (const p of procs) await p.stop().catch(() => undefined);
}
