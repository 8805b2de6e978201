// Standings benchmark: a league division of 1,000 teams and 50,000 final games. Measures, interleaved
// and as medians of several runs: Faceoff's full standings (points, tie-breakers, every row's reason),
// and the update after one result (recordResult, then the standings read again) — beside a baseline
// measured in the same run: the same division's totals from one SQL GROUP BY (points, W/L/OTL, goals,
// ordered by points only, no tie-breakers). Figures go to bench/results/standings-<date>.json and .md.
//
//   npm run bench                 SQLite (a scratch file)
//   DATABASE_URL=mysql://… npm run bench    MySQL / MariaDB (a scratch database you name)
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../dist/src/config.js';
import { startServer } from '../dist/src/server/app.js';
import { initialState } from '../dist/src/domain/game/machine.js';
import { toScoreboard } from '../dist/src/domain/game/scoreboard-view.js';
import { resultFacts } from '../dist/src/domain/game/result.js';
import { resolveRuleset } from '../dist/src/domain/rulesets/index.js';
import { StandingsService } from '../dist/src/services/standings.service.js';

const TEAMS = Number(process.env.BENCH_TEAMS ?? 1000);
const GAMES = Number(process.env.BENCH_GAMES ?? 50000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PRESET = 'WINTER_LEAGUE_5ON5';

const scratch = `/tmp/faceoff-bench-${process.pid}.db`;
const env = { ...process.env, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL ?? `sqlite:${scratch}`, REDIS_URL: process.env.REDIS_URL ?? '' };
if (!env.REDIS_URL) delete env.REDIS_URL;
const server = await startServer(loadConfig(env), { host: '127.0.0.1' });
const { db, services } = server;
const admin = { kind: 'token', tokenId: null, name: 'bench', role: 'ADMIN', scopes: [] };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = async (work) => {
  const start = performance.now();
  const out = await work();
  return [performance.now() - start, out];
};

try {
  // Seeding: one competition and division, TEAMS teams, GAMES final regular-season games with real
  // folded states (a regulation result, a few overtime / shootout ones), inserted in batches.
  const competition = await services.competitions.createCompetition({ name: 'Bench league', kind: 'LEAGUE', preset: PRESET });
  const division = await services.competitions.createDivision({ competitionId: competition.id, name: 'All', rating: '1' });
  const teamIds = [];
  await db.transaction(async ({ manager }) => {
    for (let t = 0; t < TEAMS; t += 1) {
      const id = randomUUID();
      teamIds.push(id);
      await manager.insert('team', { id, divisionId: division.id, name: `Team ${t}` });
    }
  });
  const ruleset = resolveRuleset(PRESET, null);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const seedStart = performance.now();
  const batch = 500;
  for (let g = 0; g < GAMES; g += batch) {
    const rows = [];
    for (let k = g; k < Math.min(GAMES, g + batch); k += 1) {
      const home = teamIds[k % TEAMS];
      const away = teamIds[(k + 1 + Math.floor(k / TEAMS)) % TEAMS] === home ? teamIds[(k + 2) % TEAMS] : teamIds[(k + 1 + Math.floor(k / TEAMS)) % TEAMS];
      const id = randomUUID();
      const createdAt = new Date(Date.UTC(2025, 0, 1) + k * 60_000);
      const state = initialState({ gameId: id, homeTeamId: home, awayTeamId: away, stage: 'REGULAR_SEASON' }, ruleset, createdAt.toISOString());
      let hs = Math.floor(random() * 7);
      let as = Math.floor(random() * 7);
      let decision = 'REGULATION';
      if (hs === as) {
        decision = random() < 0.5 ? 'OVERTIME' : 'SHOOTOUT';
        if (random() < 0.5) hs += 1;
        else as += 1;
      }
      Object.assign(state, { status: 'FINAL', decision, winner: hs > as ? 'home' : 'away', period: 2 });
      state.home.score = hs;
      state.away.score = as;
      state.home.penaltyMinutes = Math.floor(random() * 12);
      state.away.penaltyMinutes = Math.floor(random() * 12);
      rows.push({
        id,
        divisionId: division.id,
        homeTeamId: home,
        awayTeamId: away,
        startsAt: createdAt,
        venue: null,
        stage: 'REGULAR_SEASON',
        status: 'FINAL',
        homeScore: hs,
        awayScore: as,
        decision,
        lastSeq: 0,
        state,
        snapshot: toScoreboard(state, ruleset),
        result: resultFacts(state, ruleset),
        certifiedAt: null,
        createdAt,
        version: 1,
      });
    }
    await db.transaction(({ manager }) => manager.insert('game', rows));
  }
  const seedMs = performance.now() - seedStart;
  const paper = await services.games.scheduleGame({ divisionId: division.id, homeTeamId: teamIds[0], awayTeamId: teamIds[1], startsAt: new Date(Date.UTC(2026, 0, 1)), stage: 'REGULAR_SEASON' });

  const baselineSql = `
    SELECT team, COUNT(*) AS gp, SUM(w) AS w, SUM(otl) AS otl, SUM(l) AS l, SUM(gf) AS gf, SUM(ga) AS ga, SUM(pts) AS pts
    FROM (
      SELECT homeTeamId AS team, homeScore AS gf, awayScore AS ga,
             CASE WHEN homeScore > awayScore THEN 1 ELSE 0 END AS w,
             CASE WHEN homeScore < awayScore AND decision IN ('OVERTIME','SHOOTOUT') THEN 1 ELSE 0 END AS otl,
             CASE WHEN homeScore < awayScore AND decision NOT IN ('OVERTIME','SHOOTOUT') THEN 1 ELSE 0 END AS l,
             CASE WHEN homeScore > awayScore THEN 2 WHEN decision IN ('OVERTIME','SHOOTOUT') THEN 1 ELSE 0 END AS pts
        FROM game WHERE divisionId = ? AND status IN ('FINAL','FORFEITED') AND stage = 'REGULAR_SEASON'
      UNION ALL
      SELECT awayTeamId, awayScore, homeScore,
             CASE WHEN awayScore > homeScore THEN 1 ELSE 0 END,
             CASE WHEN awayScore < homeScore AND decision IN ('OVERTIME','SHOOTOUT') THEN 1 ELSE 0 END,
             CASE WHEN awayScore < homeScore AND decision NOT IN ('OVERTIME','SHOOTOUT') THEN 1 ELSE 0 END,
             CASE WHEN awayScore > homeScore THEN 2 WHEN decision IN ('OVERTIME','SHOOTOUT') THEN 1 ELSE 0 END
        FROM game WHERE divisionId = ? AND status IN ('FINAL','FORFEITED') AND stage = 'REGULAR_SEASON'
    ) AS results GROUP BY team ORDER BY pts DESC`;
  const baseline = () => db.manager.query(baselineSql, [division.id, division.id]);

  // The instance's own table, read once: the update after a result is then the incremental one
  // (only the games the change stamped are read again).
  await services.standings.standings(division.id);
  const samples = { faceoffStandingsMs: [], faceoffStandingsCachedMs: [], baselineGroupByMs: [], faceoffUpdateAfterResultMs: [], baselineUpdateAfterResultMs: [] };
  let rows = 0;
  for (let run = 0; run < RUNS; run += 1) {
    // Interleaved: each run measures both, in alternating order. Faceoff's first read is computed (a
    // fresh service, nothing cached); the second is the same table again, unchanged since.
    const fresh = new StandingsService(db, server.bus);
    const pair = [
      async () => {
        samples.faceoffStandingsMs.push((await time(async () => (rows = (await fresh.standings(division.id)).length)))[0]);
        samples.faceoffStandingsCachedMs.push((await time(() => fresh.standings(division.id)))[0]);
      },
      async () => samples.baselineGroupByMs.push((await time(baseline))[0]),
    ];
    for (const step of run % 2 ? pair.reverse() : pair) await step();
    // One result, then the table again: Faceoff reads the game the result stamped and ranks the
    // table again from the games it holds; the baseline re-runs its query.
    const score = { homeScore: 3 + run, awayScore: 1, decision: 'REGULATION', reason: run ? `correction ${run}` : null };
    samples.faceoffUpdateAfterResultMs.push(
      (
        await time(async () => {
          await services.gameEvents.recordResult(admin, { gameId: paper.id, ...score });
          await services.standings.standings(division.id);
        })
      )[0],
    );
    samples.baselineUpdateAfterResultMs.push(
      (
        await time(async () => {
          await db.manager.query('UPDATE game SET homeScore = ? WHERE id = ?', [score.homeScore, paper.id]);
          await baseline();
        })
      )[0],
    );
  }

  const result = {
    benchmark: 'standings',
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), platform: `${os.platform()} ${os.release()}` },
    node: process.version,
    database: server.db.kind,
    teams: TEAMS,
    games: GAMES,
    runs: RUNS,
    seedSeconds: Math.round(seedMs / 100) / 10,
    rowsReturned: rows,
    medianMs: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, Math.round(median(v) * 10) / 10])),
    samplesMs: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, v.map((x) => Math.round(x * 10) / 10)])),
    notes:
      "Faceoff: full standings with the rulebook tie-breakers (R1 restarts, head-to-head mini-tables) and each row's reason, from the small result facts kept with each game as it is scored; a computed table is reused while the division's standings version (bumped by every change that moves it) stands, and after a change only the games it stamped are read again before the table is ranked afresh from the games held in memory. Baseline: one SQL GROUP BY giving points and totals ordered by points only, no tie-breakers.",
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const stamp = result.date.slice(0, 10);
  writeFileSync(new URL(`./results/standings-${stamp}-${result.database}.json`, import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  const m = result.medianMs;
  const summary = [
    `# Standings benchmark, ${result.date}`,
    '',
    `${TEAMS} teams, ${GAMES} final games, ${result.database}; ${RUNS} interleaved runs, medians. Machine: ${result.machine.cpus} × ${result.machine.cpuModel}, ${result.machine.memoryGiB} GiB, ${result.machine.platform}; Node ${result.node}.`,
    '',
    '| measure | Faceoff | baseline (one SQL GROUP BY) |',
    '|---|---|---|',
    `| full standings, computed | ${m.faceoffStandingsMs} ms | ${m.baselineGroupByMs} ms |`,
    `| full standings, read again with no change since | ${m.faceoffStandingsCachedMs} ms | ${m.baselineGroupByMs} ms (the query again) |`,
    `| one result, then the table again | ${m.faceoffUpdateAfterResultMs} ms | ${m.baselineUpdateAfterResultMs} ms |`,
    '',
    result.notes,
    '',
  ].join('\n');
  writeFileSync(new URL(`./results/standings-${stamp}-${result.database}.md`, import.meta.url), summary);
  console.log(summary);
} finally {
  await server.stop();
  rmSync(scratch, { force: true });
  rmSync(`${scratch}-wal`, { force: true });
  rmSync(`${scratch}-shm`, { force: true });
}
