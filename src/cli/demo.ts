import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { RULESETS } from '../domain/rulesets';
import { type FaceoffServer, startServer } from '../server/app';
import { client, createToken, type Demo, demoName, existingCompetitions, found, type Gql, GraphQLProblem, PRESETS, random, seed } from './demo-seed';

const USAGE = `usage: npm run demo [-- --port 4000] [--period-minutes 3]
       npm run demo -- --url http://localhost:4000 [--admin-token <token>]

Starts Faceoff on a fresh embedded database (./data/demo.db, or DATABASE_URL), or uses the
instance at --url (with an ADMIN token: --admin-token or ADMIN_TOKEN), seeds a demo tournament
or league for every rulebook (or finds, by name, the ones an earlier run seeded there), prints the
pages to open, and plays one game live. Ctrl-C stops it.`;

/** What the demo reads of a scoreboard (SCOREBOARD's selection). */
interface Board {
  status: string;
  period: number;
  periodLabel: string;
  home: { score: number };
  away: { score: number };
  clock: { running: boolean; remainingMs: number; asOf: string };
}

const SCOREBOARD = `query ($id: ID!) { game(id: $id) { scoreboard { status period periodLabel home { score } away { score } clock { running remainingMs asOf } } } }`;

/**
 * Plays one game live, as a scorekeeper would, on a timer: the puck drop, shots, goals with
 * assists, a whistle now and then, a penalty each period, the periods and the final.
 */
async function playLive(gql: Gql, demo: Demo, periodMs: number, stopped: { now: boolean; wake?: () => void }): Promise<void> {
  const gameId = demo.liveGameId!;
  const rand = random(99);
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stopped.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const { game } = await gql<{ game: { stage: string; home: { id: string; name: string }; away: { id: string; name: string } } }>(
    `query ($id: ID!) { game(id: $id) { stage home { id name } away { id name } } }`,
    { id: gameId },
  );
  // A playoff game level at the end goes to overtime and a shootout the demo does not play: a late winner settles it.
  const playoff = game.stage !== 'ROUND_ROBIN' && game.stage !== 'REGULAR_SEASON';
  const sides = [game.home, game.away].map((t) => ({ ...t, players: demo.teams.find((d) => d.id === t.id)!.players }));
  const act = async (mutation: string, variables: Record<string, unknown>) => {
    try {
      await gql<unknown>(mutation, variables);
    } catch (error) {
      if (error instanceof GraphQLProblem && error.code !== 'RULE_VIOLATION') throw error;
    }
  };
  const board = async () => (await gql<{ game: { scoreboard: Board } }>(SCOREBOARD, { id: gameId })).game.scoreboard;
  const left = (b: Awaited<ReturnType<typeof board>>) => (b.clock.running ? b.clock.remainingMs - (Date.now() - Date.parse(b.clock.asOf)) : b.clock.remainingMs);
  const periods = RULESETS[demo.preset].regulationPeriods;

  await sleep(4_000);
  await act(`mutation ($gameId: ID!) { startGame(gameId: $gameId) { seq } }`, { gameId });
  for (let period = 1; period <= periods && !stopped.now; period += 1) {
    await act(`mutation ($gameId: ID!) { startClock(gameId: $gameId) { seq } }`, { gameId });
    let penaltyCalled = false;
    while (!stopped.now) {
      await sleep(2_500);
      if (stopped.now) return;
      const now = await board();
      if (left(now) <= 1_000) break;
      const side = sides[rand() < 0.5 ? 0 : 1];
      const skaters = side.players.filter((p) => !p.goalie);
      const roll = rand();
      const lateWinner = playoff && period === periods && now.home.score === now.away.score && left(now) < 20_000;
      if (roll < 0.08 || lateWinner) {
        const [scorer, a1, a2] = [...skaters].sort(() => rand() - 0.5);
        await act(`mutation ($input: RecordGoalInput!) { recordGoal(input: $input) { seq } }`, {
          input: { gameId, teamId: side.id, scorerId: scorer.id, assistIds: rand() < 0.8 ? [a1.id, ...(rand() < 0.6 ? [a2.id] : [])] : [] },
        });
      } else if (roll < 0.45) {
        await act(`mutation ($gameId: ID!, $teamId: ID!) { recordShot(gameId: $gameId, teamId: $teamId) { seq } }`, { gameId, teamId: side.id });
      } else if (!penaltyCalled && left(now) < 0.6 * periodMs) {
        penaltyCalled = true;
        const infraction = ['TRIPPING', 'HOOKING', 'SLASHING', 'INTERFERENCE'][period % 4];
        await act(`mutation ($gameId: ID!) { stopClock(gameId: $gameId) { seq } }`, { gameId });
        await act(`mutation ($input: RecordPenaltyInput!) { recordPenalty(input: $input) { seq } }`, {
          input: { gameId, teamId: side.id, playerId: skaters[Math.floor(rand() * skaters.length)].id, severity: 'MINOR', infraction },
        });
        await sleep(2_500);
        await act(`mutation ($gameId: ID!) { startClock(gameId: $gameId) { seq } }`, { gameId });
      } else if (roll > 0.93) {
        await act(`mutation ($gameId: ID!) { stopClock(gameId: $gameId) { seq } }`, { gameId });
        await sleep(2_000);
        await act(`mutation ($gameId: ID!) { startClock(gameId: $gameId) { seq } }`, { gameId });
      }
    }
    if (stopped.now) return;
    await act(`mutation ($gameId: ID!) { endPeriod(gameId: $gameId) { seq } }`, { gameId });
    if (period < periods) {
      process.stdout.write(`  end of period ${period}; the next starts in 15 s\n`);
      await sleep(15_000);
    }
  }
  if (stopped.now) return;
  await act(`mutation ($gameId: ID!) { endGame(gameId: $gameId) { seq } }`, { gameId });
  const final = (await gql<{ game: { scoreboard: Board } }>(SCOREBOARD, { id: gameId })).game.scoreboard;
  process.stdout.write(`  final: ${sides[0].name} ${final.home.score}, ${sides[1].name} ${final.away.score}. The pages stay up until Ctrl-C.\n`);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'admin-token': { type: 'string' },
      port: { type: 'string' },
      'period-minutes': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const periodMinutes = Number(values['period-minutes'] ?? 3);
  if (!Number.isInteger(periodMinutes) || periodMinutes < 1 || periodMinutes > 60) {
    process.stderr.write('demo: --period-minutes must be a whole number from 1 to 60\n');
    return 2;
  }

  let server: FaceoffServer | undefined;
  let origin: string;
  let adminToken: string;
  let databaseUrl = '';
  if (values.url) {
    origin = values.url.replace(/\/+$/, '').replace(/\/graphql$/, '');
    adminToken = values['admin-token'] ?? process.env.ADMIN_TOKEN ?? '';
    if (!adminToken) {
      process.stderr.write('demo: --url needs an ADMIN token (--admin-token, or ADMIN_TOKEN)\n');
      return 2;
    }
  } else {
    adminToken = randomBytes(18).toString('base64url');
    databaseUrl = process.env.DATABASE_URL ?? 'sqlite:./data/demo.db';
    if (!process.env.DATABASE_URL) {
      // The demo's own file, made afresh each time; DATABASE_URL points it elsewhere.
      rmSync('./data/demo.db', { force: true });
      mkdirSync(dirname('./data/demo.db'), { recursive: true });
    }
    const config = loadConfig({ ...process.env, PORT: values.port ?? process.env.PORT ?? '4000', DATABASE_URL: databaseUrl, ADMIN_TOKEN: adminToken, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
    server = await startServer(config);
    origin = `http://localhost:${server.port}`;
  }
  const gql = client(`${origin}/graphql`, adminToken);
  const stopped: { now: boolean; wake?: () => void } = { now: false };
  const stop = () => {
    if (stopped.now) process.exit(1);
    stopped.now = true;
    stopped.wake?.();
    process.stdout.write('\nstopping…\n');
    (server ? server.stop() : Promise.resolve()).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    process.stdout.write(`Seeding a demo for each rulebook at ${origin} …\n`);
    const demos: Demo[] = [];
    // A second run on the same instance finds what the first seeded, by name, and seeds it again never.
    const existing = await existingCompetitions(gql);
    for (const [i, spec] of PRESETS.entries()) {
      const options = { periodMinutes, live: i === 0, tomorrow: spec.preset === 'WINTER_LEAGUE_5ON5' };
      const same = existing.filter((c) => c.name === demoName(spec));
      if (same.length) {
        const demo = await found(gql, spec, same[0].id, options);
        process.stdout.write(
          `  ${demoName(spec)}: seeded by an earlier run, used again (competition ${demo.competitionId}${same.length > 1 ? `; ${same.length} competitions have this name, the first made is used` : ''})\n`,
        );
        demos.push(demo);
      } else demos.push(await seed(gql, spec, i, options));
      if (stopped.now) return 0;
    }
    const live = demos[0];
    if (!live.liveGameId) throw new Error(`${live.label} has no game to play live: its bracket was not made`);
    // The coach page of a league team: its rulebook keeps a player with an unpaid fine off the ice.
    const coached = demos.find((d) => d.preset === 'WINTER_LEAGUE_5ON5') ?? live;
    const coachTeam = coached.teams.find((t) => t.id === coached.coachTeamId)!;
    const scorekeeper = await createToken(gql, 'SCOREKEEPER', `game:${live.liveGameId}`, 'Demo scorekeeper');
    const coach = await createToken(gql, 'COACH', `team:${coachTeam.id}`, `Demo coach, ${coachTeam.name}`);
    const lines = [
      '',
      'Faceoff demo: open these pages',
      `  front page            ${origin}/`,
      `  live scoreboard       ${origin}/scoreboard/${live.liveGameId}`,
      `  stream overlay        ${origin}/scoreboard/${live.liveGameId}?overlay=1`,
      `  rink screen           ${origin}/venues/${encodeURIComponent(live.liveVenue ?? 'Rink 1')}`,
      `  organizer's desk      ${origin}/desk${server ? `#token=${adminToken}` : '   (with your ADMIN token)'}`,
      `  scorekeeper console   ${origin}/games/${live.liveGameId}/score#token=${scorekeeper}`,
      `  coach page            ${origin}/teams/${coachTeam.id}/coach#token=${coach}   (${coachTeam.name}, ${coached.label})`,
      ...demos.flatMap((d) => [`  ${d.label.padEnd(22)}standings ${origin}/divisions/${d.divisionId}/standings`, `  ${''.padEnd(22)}bracket   ${origin}/divisions/${d.divisionId}/bracket`]),
      `  GraphiQL              ${origin}/graphql${server ? `   (admin token for this run: ${adminToken})` : ''}`,
      '',
      `Tokens are shown this once: scorekeeper ${scorekeeper}  coach ${coach}`,
      ...(server ? [`This demo's database: DATABASE_URL=${databaseUrl} (give npm run token and npm run faceoff the same, or they use ./data/faceoff.db)`] : []),
      live.livePlayable
        ? `Playing the live game${live.reused ? ', seeded by an earlier run,' : ` with ${periodMinutes}-minute periods`} (${live.label}); Ctrl-C stops.`
        : `The live game (${live.label}) was played by an earlier run: its pages show it as it stands. Ctrl-C stops.`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (live.livePlayable) await playLive(gql, live, periodMinutes * 60_000, stopped);
  } catch (error) {
    if (stopped.now) return 0;
    process.stderr.write(`demo: ${error instanceof Error ? error.message : String(error)}\n`);
    await server?.stop();
    return 1;
  }
  // Keep serving the pages until Ctrl-C.
  return new Promise<number>(() => undefined);
}

main().then(
  (code) => {
    if (code !== undefined) process.exit(code);
  },
  (error) => {
    process.stderr.write(`demo: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
