// Paging benchmark: one page of a division's games at 100 games and at 50,000 — the first page and
// one deep in the season — beside the plain `games` list (bounded at 1,000) on the same data. The
// target: a page costs the same whatever the season's size (keyset cursors on the
// (divisionId, startsAt) index, not offsets). In-process: one Faceoff server on SQLite in memory in
// this process, games copied in bulk from one scheduled through the API.
//
//   BENCH_PAGING_SIZES=100,50000 BENCH_PAGING_REQUESTS=60 BENCH_PAGING_FIRST=50
import { performance } from 'node:perf_hooks';
import { ADMIN_TOKEN, envList, envNumber, machine, machineBusy, machineLine, median, percentile, round, writeResults } from './lib/common.mjs';
import { gql, seedStartedGame } from './lib/game.mjs';

const { loadConfig } = await import('../dist/src/config.js');
const { startServer } = await import('../dist/src/server/app.js');

const SIZES = envList('BENCH_PAGING_SIZES', ['100', '50000']).map(Number);
const REQUESTS = envNumber('BENCH_PAGING_REQUESTS', 60);
const FIRST = envNumber('BENCH_PAGING_FIRST', 50);
const busyBefore = await machineBusy();
const machineAtStart = { ...machine(), busyBefore };

const PAGE = `query Page($id: ID!, $first: Int, $after: String) { division(id: $id) { gamesConnection(first: $first, after: $after) { edges { cursor node { id startsAt status homeScore awayScore } } pageInfo { hasNextPage endCursor } } } }`;
const LIST = `query List($id: ID!) { division(id: $id) { games { id startsAt status homeScore awayScore } } }`;

/** Copies the division's one game until it holds `total`, a minute apart from 1 January 2027. */
async function fill(db, divisionId, total) {
  const [template] = await db.manager.query('SELECT id FROM game WHERE divisionId = ?', [divisionId]);
  const columns = (await db.manager.query('PRAGMA table_info(game)')).map((c) => c.name);
  const select = columns.map((c) => {
    if (c === 'id') return "printf('00000000-0000-4000-8000-%012d', n)";
    if (c === 'startsAt') return "strftime('%Y-%m-%d %H:%M:%f', '2027-01-01', '+' || n || ' minutes')";
    return `g."${c}"`;
  });
  await db.manager.query(
    `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ?) INSERT INTO game (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${select.join(', ')} FROM seq, game g WHERE g.id = ?`,
    [total - 1, template.id],
  );
}

async function timeRequests(url, query, variables, count) {
  const samples = [];
  for (let k = 0; k < count; k += 1) {
    const t0 = performance.now();
    await gql(url, query, variables, ADMIN_TOKEN);
    samples.push(performance.now() - t0);
  }
  return { p50Ms: round(median(samples), 2), p99Ms: round(percentile(samples, 99), 2) };
}

const results = [];
for (const size of SIZES) {
  // The read cache is off: every request reads the database (with it on, all would be answered from memory).
  const server = await startServer(loadConfig({ PORT: '0', DATABASE_URL: 'sqlite::memory:', ADMIN_TOKEN, LOG_LEVEL: 'error', FACEOFF_READ_CACHE: '0' }), { host: '127.0.0.1' });
  try {
    const game = await seedStartedGame(server.url);
    const { game: g } = await gql(server.url, 'query ($id: ID!) { game(id: $id) { division { id } } }', { id: game.gameId });
    const divisionId = g.division.id;
    await fill(server.db, divisionId, size);
    // A cursor deep in the season: the last game's but one page.
    const [deep] = await server.db.manager.query('SELECT id, startsAt FROM game WHERE divisionId = ? ORDER BY startsAt DESC, id DESC LIMIT 1 OFFSET ?', [divisionId, Math.min(FIRST, size - 1)]);
    const deepCursor = Buffer.from(JSON.stringify([Date.parse(`${deep.startsAt.replace(' ', 'T')}Z`), deep.id])).toString('base64url');
    const deepPage = await gql(server.url, PAGE, { id: divisionId, first: FIRST, after: deepCursor });
    if (deepPage.division.gamesConnection.edges.length === 0) throw new Error('the deep cursor found nothing');
    await timeRequests(server.url, PAGE, { id: divisionId, first: FIRST }, 10); // warm-up
    results.push({
      games: size,
      firstPage: await timeRequests(server.url, PAGE, { id: divisionId, first: FIRST }, REQUESTS),
      deepPage: await timeRequests(server.url, PAGE, { id: divisionId, first: FIRST, after: deepCursor }, REQUESTS),
      list: await timeRequests(server.url, LIST, { id: divisionId }, Math.max(10, Math.floor(REQUESTS / 3))),
    });
    console.log(`  ${size} games: first page p50 ${results.at(-1).firstPage.p50Ms} ms, deep page p50 ${results.at(-1).deepPage.p50Ms} ms, games list p50 ${results.at(-1).list.p50Ms} ms`);
  } finally {
    await server.stop();
  }
}

const [small, large] = [results[0], results.at(-1)];
const ratio = round(large.firstPage.p50Ms / small.firstPage.p50Ms, 2);
const deepRatio = round(large.deepPage.p50Ms / small.firstPage.p50Ms, 2);
const result = {
  benchmark: 'paging',
  date: new Date().toISOString(),
  machine: machineAtStart,
  settings: { sizes: SIZES, requests: REQUESTS, first: FIRST },
  results,
  target: { statement: `a page at ${large.games} games costs about what it does at ${small.games} (within 2×)`, met: ratio <= 2 && deepRatio <= 2, ratio, deepRatio },
};
const lines = [
  `# Paging benchmark, ${result.date}`,
  '',
  machineLine(result.machine, 'none (server and client in one process)'),
  '',
  `\`division { gamesConnection(first: ${FIRST}) }\` over HTTP in one process (server and client), SQLite in memory, the read cache off; ${REQUESTS} requests one after another per figure (p50 / p99). The deep page starts ${FIRST} games from the season's end.`,
  '',
  '| games in the division | first page | deep page | `games` (plain list, at most 1,000) |',
  '|---|---|---|---|',
  ...results.map((r) => `| ${r.games.toLocaleString('en')} | ${r.firstPage.p50Ms} / ${r.firstPage.p99Ms} ms | ${r.deepPage.p50Ms} / ${r.deepPage.p99Ms} ms | ${r.list.p50Ms} / ${r.list.p99Ms} ms |`),
  '',
  `A page at ${large.games.toLocaleString('en')} games ÷ at ${small.games.toLocaleString('en')}: ${ratio}× (first page), ${deepRatio}× (deep page). Target: within 2× — ${result.target.met ? 'met' : 'not met'}.`,
];
writeResults('paging', result, lines.join('\n'));
process.exit(0);
