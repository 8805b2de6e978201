import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import type { RulesetPreset } from '../domain/enums';
import { RULESETS } from '../domain/rulesets';
import { type FaceoffServer, startServer } from '../server/app';

const USAGE = `usage: npm run demo [-- --port 4000] [--period-minutes 3]
       npm run demo -- --url http://localhost:4000 [--admin-token <token>]

Starts Faceoff on a fresh embedded database (./data/demo.db, or DATABASE_URL), or uses the
instance at --url (with an ADMIN token: --admin-token or ADMIN_TOKEN), seeds a demo tournament
or league for every rulebook (or finds, by name, the ones an earlier run seeded there), prints the
pages to open, and plays one game live. Ctrl-C stops it.`;

/** What `npm run demo` builds for one rulebook. */
interface Demo {
  preset: RulesetPreset;
  label: string;
  competitionId: string;
  divisionId: string;
  teams: Array<{ id: string; name: string; players: Array<{ id: string; name: string; number: number; goalie: boolean }> }>;
  /** the bracket game played live (the first rulebook only) */
  liveGameId?: string;
  /** whether that game is still to be played (a second run finds it started, or over) */
  livePlayable?: boolean;
  /** the venue of that game (its rink screen) */
  liveVenue?: string;
  /** the team whose coach page has something to show: the live game's home team, or the first */
  coachTeamId: string;
  /** found on the instance, seeded by an earlier run, rather than seeded now */
  reused: boolean;
}

/** What every rulebook's demo is named: a second run finds it by this name instead of seeding it again. */
const demoName = (spec: (typeof PRESETS)[number]) => `${spec.label} demo`;

const PRESETS: Array<{ preset: RulesetPreset; label: string; kind: 'TOURNAMENT' | 'LEAGUE'; stage: 'ROUND_ROBIN' | 'REGULAR_SEASON'; towns: string[] }> = [
  { preset: 'COLE_HARBOUR_CLASSIC', label: 'Cole Harbour Classic', kind: 'TOURNAMENT', stage: 'ROUND_ROBIN', towns: ['Cole Harbour', 'Dartmouth', 'Bedford', 'Sackville'] },
  { preset: 'BHI_5ON5', label: 'BHI 5 on 5', kind: 'TOURNAMENT', stage: 'ROUND_ROBIN', towns: ['Kitchener', 'Guelph', 'Waterloo', 'Cambridge'] },
  { preset: 'WINTER_LEAGUE_5ON5', label: 'Winter League 5 on 5', kind: 'LEAGUE', stage: 'REGULAR_SEASON', towns: ['Eastside', 'Westside', 'Northend', 'Southshore'] },
  { preset: 'WINTER_LEAGUE_3ON3', label: 'Winter League 3 on 3', kind: 'LEAGUE', stage: 'REGULAR_SEASON', towns: ['Riverside', 'Hillcrest', 'Lakeview', 'Parkdale'] },
  { preset: 'IIHF', label: 'IIHF rules', kind: 'TOURNAMENT', stage: 'ROUND_ROBIN', towns: ['Halifax', 'Truro', 'Windsor', 'Wolfville'] },
  { preset: 'NHL', label: 'NHL rules', kind: 'LEAGUE', stage: 'REGULAR_SEASON', towns: ['Moncton', 'Saint John', 'Fredericton', 'Bathurst'] },
];
const MASCOTS = ['Hawks', 'Owls', 'Bears', 'Storm'];
const FIRST = ['Sam', 'Alex', 'Jordan', 'Casey', 'Riley', 'Morgan', 'Taylor', 'Jamie', 'Drew', 'Quinn', 'Avery', 'Charlie', 'Robin', 'Devon', 'Kerry'];
const LAST = ['MacKinnon', 'Crosby', 'Marchand', 'Boutilier', 'Murphy', 'LeBlanc', 'Fraser', 'MacDonald', 'Cormier', 'Doucette', 'Sampson', 'Langille', 'Gillis', 'Ross'];
const PLAYERS_PER_TEAM = 10;
const HOUR = 3_600_000;

/** A small seeded generator, so every demo tells the same story. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class GraphQLProblem extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** One operation over HTTP, as any client sends it. */
function client(url: string, token: string) {
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
    if (body.errors?.length) throw new GraphQLProblem(body.errors[0].extensions?.code ?? 'ERROR', body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  };
}
type Gql = ReturnType<typeof client>;
type Id = { id: string };

/**
 * One rulebook's demo: teams, a round robin with every result on paper, and a playoff bracket
 * from its standings. `live` leaves the bracket's first game to be played now (the others are
 * decided on paper as usual: the bracket's first game); `tomorrow` puts the bracket's first round
 * tomorrow, so a coach page has a next game to be eligible for.
 */
async function seed(gql: Gql, spec: (typeof PRESETS)[number], index: number, options: { periodMinutes: number; live: boolean; tomorrow: boolean }): Promise<Demo> {
  const rand = random(index + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const { createCompetition } = await gql<{ createCompetition: Id }>(`mutation ($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`, {
    input: { name: demoName(spec), kind: spec.kind, preset: spec.preset, ...(options.live ? { rules: { periodMinutes: options.periodMinutes } } : {}) },
  });
  const competitionId = createCompetition.id;
  const { createDivision } = await gql<{ createDivision: Id }>(`mutation ($input: CreateDivisionInput!) { createDivision(input: $input) { id } }`, { input: { competitionId, name: 'A' } });
  const divisionId = createDivision.id;
  const teams: Demo['teams'] = [];
  for (const [t, town] of spec.towns.entries()) {
    const name = `${town} ${MASCOTS[t]}`;
    const { createTeam } = await gql<{ createTeam: Id }>(`mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }`, {
      input: { divisionId, name, officials: [{ name: `${pick(FIRST)} ${pick(LAST)}`, role: 'COACH' }] },
    });
    const players: Demo['teams'][number]['players'] = [];
    for (let p = 0; p < PLAYERS_PER_TEAM; p += 1) {
      const playerName = `${pick(FIRST)} ${pick(LAST)}`;
      const birthDate = `${1985 + Math.floor(rand() * 15)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`;
      const { createPlayer } = await gql<{ createPlayer: Id }>(`mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { id } }`, {
        input: { name: playerName, birthDate, waiverSigned: true },
      });
      const number = p === 0 ? 1 : 2 + p * 3 + Math.floor(rand() * 3);
      await gql<unknown>(`mutation ($input: AddToRosterInput!) { addToRoster(input: $input) { id } }`, {
        input: { teamId: createTeam.id, playerId: createPlayer.id, number, position: p === 0 ? 'GOALIE' : 'SKATER', waiverSigned: true },
      });
      // League 004:13 (R69): the league's forms were turned in a week before its first game.
      if (RULESETS[spec.preset].registrationRequired) {
        await gql<unknown>(
          `mutation ($playerId: ID!, $competitionId: ID!, $receivedAt: DateTime) { recordRegistration(playerId: $playerId, competitionId: $competitionId, receivedAt: $receivedAt) { id } }`,
          {
            playerId: createPlayer.id,
            competitionId,
            receivedAt: new Date(Date.now() - 8 * 24 * HOUR).toISOString(),
          },
        );
      }
      players.push({ id: createPlayer.id, name: playerName, number, goalie: p === 0 });
    }
    teams.push({ id: createTeam.id, name, players });
  }

  // The round robin, played yesterday, every result entered on paper with the whole roster dressed
  // (so that each player has the round-robin game a tournament's playoffs ask for, R21).
  const start = Date.now() - 30 * HOUR;
  const slots = Array.from({ length: 6 }, (_, i) => ({ startsAt: new Date(start + i * 2 * HOUR).toISOString(), venue: i % 2 ? 'Rink 2' : 'Rink 1' }));
  const { generateSchedule } = await gql<{ generateSchedule: Array<{ id: string; startsAt: string; home: Id; away: Id }> }>(
    `mutation ($input: GenerateScheduleInput!) { generateSchedule(input: $input) { id startsAt home { id } away { id } } }`,
    {
      input: { divisionId, rounds: 'ONCE', slots, gameLengthMinutes: 90, stage: spec.stage },
    },
  );
  for (const game of generateSchedule.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    let home = Math.floor(rand() * 5);
    let away = Math.floor(rand() * 5);
    if (home === away) home += 1;
    if (rand() < 0.3) [home, away] = [away, home];
    const dressed = (team: Id) => teams.find((t) => t.id === team.id)!.players.map((p) => p.id);
    await gql<unknown>(`mutation ($input: RecordResultInput!) { recordResult(input: $input) { id } }`, {
      input: { gameId: game.id, homeScore: home, awayScore: away, decision: 'REGULATION', homeDressed: dressed(game.home), awayDressed: dressed(game.away) },
    });
  }

  const live = await bracket(gql, spec, divisionId, options);

  // Something for the coach page: a suspension and a fine, on a team with a game to come (its
  // eligibility is for that game), else the live game's home team.
  const coachTeamId = await coachTeam(gql, divisionId, teams, live?.homeId);
  const coached = teams.find((t) => t.id === coachTeamId)!;
  await gql<unknown>(`mutation ($input: SetSuspensionInput!) { setSuspension(input: $input) { id } }`, {
    input: { competitionId, playerId: coached.players[3].id, kind: 'GAMES', games: 2, reason: 'Abuse of officials after the final whistle' },
  });
  await gql<unknown>(`mutation ($input: RecordFineInput!) { recordFine(input: $input) { id } }`, {
    input: { competitionId, playerId: coached.players[5].id, amountCents: 2500, reason: 'Unsportsmanlike conduct' },
  });
  return { preset: spec.preset, label: spec.label, competitionId, divisionId, teams, liveGameId: live?.id, livePlayable: !!live, liveVenue: live ? LIVE_VENUE : undefined, coachTeamId, reused: false };
}

/** Where the live game is played: its rink screen is the one the demo prints. */
const LIVE_VENUE = 'Rink 1';

/**
 * The playoff bracket from the standings: its first round two hours from now (`live`: now, so it starts on time (Cole Harbour 000:65),
 * on Rink 1, its first game left to be played live; `tomorrow`: tomorrow), and its first game not
 * played live decided on paper. A bracket the rules refuse is reported, and the demo goes on.
 */
async function bracket(gql: Gql, spec: (typeof PRESETS)[number], divisionId: string, options: { live: boolean; tomorrow: boolean }): Promise<{ id: string; homeId: string } | undefined> {
  const firstRoundAt = Date.now() + (options.live ? 0 : options.tomorrow ? 20 * HOUR : 2 * HOUR);
  try {
    const { createBracket } = await gql<{ createBracket: { slots: Array<{ game: { id: string; home: Id } | null }> } }>(
      `mutation ($input: CreateBracketInput!) { createBracket(input: $input) { slots { key game { id home { id } } } } }`,
      { input: { divisionId, firstRoundAt: new Date(firstRoundAt).toISOString() } },
    );
    const games = createBracket.slots.flatMap((s) => (s.game ? [s.game] : []));
    const live = options.live ? games.shift() : undefined;
    if (live) {
      await gql<unknown>(`mutation ($gameId: ID!, $startsAt: DateTime!, $venue: String) { rescheduleGame(gameId: $gameId, startsAt: $startsAt, venue: $venue) { id } }`, {
        gameId: live.id,
        startsAt: new Date(firstRoundAt).toISOString(),
        venue: LIVE_VENUE,
      });
    }
    if (games[0])
      await gql<unknown>(`mutation ($input: RecordResultInput!) { recordResult(input: $input) { id } }`, { input: { gameId: games[0].id, homeScore: 3, awayScore: 2, decision: 'OVERTIME' } });
    return live && { id: live.id, homeId: live.home.id };
  } catch (error) {
    process.stderr.write(`demo: ${spec.label}: no bracket (${(error as Error).message})\n`);
    return undefined;
  }
}

/** The team whose coach page has something to show: one with a game to come, else the live game's home team, else the first. */
async function coachTeam(gql: Gql, divisionId: string, teams: Demo['teams'], liveHomeId: string | undefined): Promise<string> {
  const { division } = await gql<{ division: { teams: Array<{ id: string; nextGame: Id | null }> } }>(`query ($id: ID!) { division(id: $id) { teams { id nextGame { id } } } }`, { id: divisionId });
  const upcoming = division.teams.find((t) => t.nextGame);
  return (teams.find((t) => t.id === (upcoming?.id ?? liveHomeId)) ?? teams[0]).id;
}

/** The competitions already on the instance (the newest 500), oldest first: what an earlier run of the demo seeded is among them. */
async function existingCompetitions(gql: Gql): Promise<Array<{ id: string; name: string }>> {
  const { competitions } = await gql<{ competitions: Array<{ id: string; name: string }> }>(`{ competitions(limit: 500) { id name } }`);
  return competitions.reverse();
}

/**
 * A rulebook's demo an earlier run seeded, read back: its division, teams and rosters, and (`live`)
 * the bracket's first game, played live again only while it has not started. A bracket missing
 * (a run stopped before making it) is made now; a demo without its division or teams is reported.
 */
async function found(gql: Gql, spec: (typeof PRESETS)[number], competitionId: string, options: { live: boolean; tomorrow: boolean }): Promise<Demo> {
  const { competition } = await gql<{
    competition: {
      divisions: Array<{ id: string; name: string; teams: Array<{ id: string; name: string; roster: Array<{ number: number; position: string; player: { id: string; name: string } }> }> }>;
    };
  }>(`query ($id: ID!) { competition(id: $id) { divisions { id name teams { id name roster { number position player { id name } } } } } }`, { id: competitionId });
  const division = competition.divisions.find((d) => d.name === 'A');
  if (!division || division.teams.length < spec.towns.length || division.teams.some((t) => t.roster.length < PLAYERS_PER_TEAM)) {
    throw new Error(`${demoName(spec)} (competition ${competitionId}) was left unfinished by an earlier run: delete it on the desk, or start the demo on a fresh database`);
  }
  const teams: Demo['teams'] = division.teams.map((t) => ({
    id: t.id,
    name: t.name,
    players: t.roster.map((r) => ({ id: r.player.id, name: r.player.name, number: r.number, goalie: r.position === 'GOALIE' })),
  }));
  const read = () =>
    gql<{ bracket: { slots: Array<{ game: { id: string; status: string; venue: string | null; home: Id } | null }> } | null }>(
      `query ($id: ID!) { bracket(divisionId: $id) { slots { game { id status venue home { id } } } } }`,
      { id: division.id },
    );
  if (!(await read()).bracket) await bracket(gql, spec, division.id, options);
  const liveGame = options.live ? (await read()).bracket?.slots.find((s) => s.game)?.game : undefined;
  const coachTeamId = await coachTeam(gql, division.id, teams, liveGame?.home.id);
  return {
    preset: spec.preset,
    label: spec.label,
    competitionId,
    divisionId: division.id,
    teams,
    liveGameId: liveGame?.id,
    livePlayable: liveGame?.status === 'SCHEDULED',
    liveVenue: liveGame?.venue ?? undefined,
    coachTeamId,
    reused: true,
  };
}

async function createToken(gql: Gql, role: string, scope: string, name: string): Promise<string> {
  const { createApiToken } = await gql<{ createApiToken: { token: string } }>(`mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`, {
    input: { name, role, scopes: [scope] },
  });
  return createApiToken.token;
}

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
      `  coach page            ${origin}/teams/${coachTeam.id}#token=${coach}   (${coachTeam.name}, ${coached.label})`,
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
