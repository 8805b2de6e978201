// Queries benchmark: the public pages' reads — a game's scoreboard, a division's standings, its
// bracket — anonymous, requests per second over HTTP POST, Faceoff beside a bare graphql-js baseline
// on node:http (Faceoff's schema text built with buildSchema, answering the same data from memory;
// each distinct document parsed and validated once and kept, every request executed). The load:
// keep-alive HTTP/1.1 on C TCP connections from a load process on the other core, each sending its
// next request when the last answer has arrived. Interleaved: the two alternate within each
// repetition, for each read in turn.
//
// Also Faceoff with FACEOFF_READ_CACHE=0 (every request through Apollo and the database), so the
// cache's share is measured rather than assumed; BENCH_QUERIES_UNCACHED=0 leaves it out.
//
//   BENCH_QUERIES_CONNECTIONS=32 BENCH_QUERIES_SECONDS=5 BENCH_QUERIES_RUNS=3 BENCH_QUERIES_READS=scoreboard,standings,bracket
import { ADMIN_TOKEN, envNumber, machine, machineBusy, machineLine, median, pinSelfToLoadCore, round, sig, startLoadProcess, startServerProcess, writeResults } from './lib/common.mjs';
import { BRACKET_QUERY, GAME_QUERY, STANDINGS_QUERY, gql, seedPlayedDivision, seedStartedGame } from './lib/game.mjs';

const CONNECTIONS = envNumber('BENCH_QUERIES_CONNECTIONS', 32);
const SECONDS = envNumber('BENCH_QUERIES_SECONDS', 5);
const RUNS = envNumber('BENCH_QUERIES_RUNS', 3);
const READS = (process.env.BENCH_QUERIES_READS ?? 'scoreboard,standings,bracket')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const UNCACHED = process.env.BENCH_QUERIES_UNCACHED !== '0';
/** A kept answer at least as fast as the baseline executing the query afresh. */
const TARGET = 1;
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
  // The same server without its read cache, on its own database seeded alike.
  const uncached = UNCACHED ? startServerProcess('faceoff.mjs', { ...serverEnv, FACEOFF_READ_CACHE: '0' }, 'faceoff-uncached') : null;
  if (uncached) procs.push(uncached);
  const [f, b, , u] = await Promise.all([faceoff.ready, baseline.ready, load.ready, uncached?.ready]);
  const game = await seedStartedGame(f.url);
  // A few events so the scoreboard is not the empty one.
  for (let k = 0; k < 4; k += 1) await gql(f.url, 'mutation ($g: ID!, $t: ID!) { recordShot(gameId: $g, teamId: $t) { seq } }', { g: game.gameId, t: game.teams[k % 2] });
  const division = await seedPlayedDivision(f.url, 8);
  // The uncached server gets the same shapes of data (its own ids).
  const uGame = u ? await seedStartedGame(u.url) : null;
  if (u) for (let k = 0; k < 4; k += 1) await gql(u.url, 'mutation ($g: ID!, $t: ID!) { recordShot(gameId: $g, teamId: $t) { seq } }', { g: uGame.gameId, t: uGame.teams[k % 2] });
  const uDivision = u ? await seedPlayedDivision(u.url, 8) : null;

  /** Each read: its document, variables, the root field the baseline answers, and the text a right answer holds. */
  const reads = {
    scoreboard: { query: GAME_QUERY, variables: { id: game.gameId }, field: 'game', id: game.gameId, expect: '"scoreboard"', what: "`game(id) { scoreboard { … } }` (the arena feed's selection)" },
    standings: {
      query: STANDINGS_QUERY,
      variables: { divisionId: division.divisionId },
      field: 'standings',
      id: division.divisionId,
      expect: '"rows"',
      what: "`standings(divisionId) { rows { … } }` of 8 teams after a played round robin (the standings page's selection)",
    },
    bracket: {
      query: BRACKET_QUERY,
      variables: { divisionId: division.divisionId },
      field: 'bracket',
      id: division.divisionId,
      expect: '"slots"',
      what: "`bracket(divisionId) { … }` drawn from those standings (the bracket page's selection)",
    },
  };
  for (const name of READS) if (!reads[name]) throw new Error(`BENCH_QUERIES_READS: no read named ${name} (scoreboard, standings, bracket)`);
  for (const name of READS) {
    const read = reads[name];
    const data = await gql(f.url, read.query, read.variables, null);
    await baseline.call('setAnswer', { field: read.field, id: read.id, value: data[read.field] });
    const check = await gql(b.url, read.query, read.variables, null);
    if (JSON.stringify(check) !== JSON.stringify(data)) throw new Error(`${name}: the baseline answers differently from Faceoff`);
    read.answerBytes = JSON.stringify({ data }).length;
    read.body = JSON.stringify({ query: read.query, variables: read.variables });
    if (u) {
      const variables = name === 'scoreboard' ? { id: uGame.gameId } : { divisionId: uDivision.divisionId };
      read.uncachedBody = JSON.stringify({ query: read.query, variables });
    }
  }

  const systems = { faceoff: f, baseline: b, ...(u ? { uncached: u } : {}) };
  const processes = { faceoff, baseline, uncached };
  const results = {};
  for (const readName of READS) {
    const read = reads[readName];
    const runs = Object.fromEntries(Object.keys(systems).map((n) => [n, []]));
    const run1 = async (name) => {
      const server = processes[name];
      const cpu0 = await server.call('cpu');
      const r = await load.call('httpLoad', {
        port: systems[name].port,
        body: name === 'uncached' ? read.uncachedBody : read.body,
        connections: CONNECTIONS,
        durationMs: SECONDS * 1000,
        warmupMs: 1000,
        expectIncludes: read.expect,
      });
      const cpu1 = await server.call('cpu');
      r.serverCpuShare = (cpu1.totalUs - cpu0.totalUs) / 1000 / (cpu1.at - cpu0.at);
      // What one request costs the server, whether or not the load could keep it busy.
      r.serverCpuUsPerRequest = (r.serverCpuShare * 1e6) / r.perSecond;
      if (r.bad) throw new Error(`${readName}, ${name}: ${r.bad} bad answers, first: ${r.firstBad}`);
      runs[name].push(r);
      console.log(
        `  ${readName}, ${name}: ${Math.round(r.perSecond)} req/s, p50 ${round(r.p50Ms, 2)} ms, p99 ${round(r.p99Ms, 2)} ms, server ${Math.round(r.serverCpuShare * 100)}% busy, load ${Math.round(r.loadCpuShare * 100)}% busy`,
      );
    };
    await run1('faceoff'); // warm-up, not counted
    await run1('baseline');
    for (const name of Object.keys(runs)) runs[name].length = 0;
    const order = Object.keys(systems);
    for (let run = 0; run < RUNS; run += 1) for (let k = 0; k < order.length; k += 1) await run1(order[(k + run) % order.length]);
    const med = (name, key) => sig(median(runs[name].map((r) => r[key])));
    const medians = Object.fromEntries(
      Object.keys(runs).map((n) => [
        n,
        {
          perSecond: med(n, 'perSecond'),
          p50Ms: med(n, 'p50Ms'),
          p99Ms: med(n, 'p99Ms'),
          serverCpuShare: med(n, 'serverCpuShare'),
          serverCpuUsPerRequest: med(n, 'serverCpuUsPerRequest'),
          loadCpuShare: med(n, 'loadCpuShare'),
        },
      ]),
    );
    const ratio = sig(medians.faceoff.perSecond / medians.baseline.perSecond);
    // Per server CPU: where the load cannot keep a server busy, requests per second tell the load's speed, not the server's.
    const cpuRatio = sig(medians.baseline.serverCpuUsPerRequest / medians.faceoff.serverCpuUsPerRequest);
    results[readName] = { what: read.what, answerBytes: read.answerBytes, medians, ratio, cpuRatio, met: ratio >= TARGET && cpuRatio >= TARGET, runs };
  }

  const result = {
    benchmark: 'queries',
    date: new Date().toISOString(),
    machine: machineAtStart,
    pinned,
    settings: { connections: CONNECTIONS, secondsPerRun: SECONDS, runs: RUNS, reads: READS },
    target: { statement: `Faceoff >= ${TARGET} × baseline on each read, in requests per second and per server CPU`, met: READS.every((r) => results[r].met) },
    results,
  };
  const pct = (share) => `${Math.round(share * 100)}%`;
  const lines = [
    `# Queries benchmark, ${result.date}`,
    '',
    machineLine(result.machine, pinned),
    '',
    `Anonymous reads over HTTP POST, ${CONNECTIONS} keep-alive connections, ${SECONDS} s per run after 1 s of warm-up; ${RUNS} interleaved repetitions, medians. Faceoff: Apollo Server on express, type-graphql, SQLite in memory, its public read cache on (the default). Baseline: graphql-js \`execute\` on node:http, data from memory, documents parsed and validated once.`,
    '',
    `| read | answer | Faceoff req/s | p50 / p99 | server CPU a request | baseline req/s | p50 / p99 | server CPU a request | Faceoff ÷ baseline: req/s, per CPU | target ≥ ${TARGET}× | without the read cache |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...READS.map((name) => {
      const r = results[name];
      const m = r.medians;
      return `| ${r.what} | ${r.answerBytes} B | ${m.faceoff.perSecond} (server ${pct(m.faceoff.serverCpuShare)} busy) | ${m.faceoff.p50Ms} / ${m.faceoff.p99Ms} ms | ${m.faceoff.serverCpuUsPerRequest} µs | ${m.baseline.perSecond} (server ${pct(m.baseline.serverCpuShare)} busy) | ${m.baseline.p50Ms} / ${m.baseline.p99Ms} ms | ${m.baseline.serverCpuUsPerRequest} µs | ${r.ratio}×, ${r.cpuRatio}× | ${r.met ? 'met' : 'not met'} | ${m.uncached ? `${m.uncached.perSecond} req/s, ${sig(m.uncached.perSecond / m.baseline.perSecond)}×` : 'not run'} |`;
    }),
  ];
  writeResults('queries', result, lines.join('\n'));
} finally {
  for (const p of procs) await p.stop().catch(() => undefined);
}
