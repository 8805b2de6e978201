import type { RulesetPreset } from '../domain/enums';
import { RULESETS } from '../domain/rulesets';

/*
 * What `npm run demo` seeds for each rulebook, through the API as an office would (src/cli/demo.ts
 * plays the live game): teams and rosters, the round robin or regular season on paper, the bracket,
 * the tokens; and, on a second run against the same instance, what the first one seeded, found by name.
 */

/** What `npm run demo` builds for one rulebook. */
export interface Demo {
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
export const demoName = (spec: (typeof PRESETS)[number]) => `${spec.label} demo`;

export const PRESETS: Array<{ preset: RulesetPreset; label: string; kind: 'TOURNAMENT' | 'LEAGUE'; stage: 'ROUND_ROBIN' | 'REGULAR_SEASON'; towns: string[] }> = [
  { preset: 'COLE_HARBOUR_CLASSIC', label: 'Cole Harbour Classic', kind: 'TOURNAMENT', stage: 'ROUND_ROBIN', towns: ['Cole Harbour', 'Dartmouth', 'Bedford', 'Sackville'] },
  { preset: 'BHI_5ON5', label: 'BHI 5 on 5', kind: 'TOURNAMENT', stage: 'ROUND_ROBIN', towns: ['Kitchener', 'Guelph', 'Waterloo', 'Cambridge'] },
  { preset: 'WINTER_LEAGUE_5ON5', label: 'Winter League 5 on 5', kind: 'LEAGUE', stage: 'REGULAR_SEASON', towns: ['Eastside', 'Westside', 'Northend', 'Southshore'] },
  { preset: 'WINTER_LEAGUE_3ON3', label: 'Winter League 3 on 3', kind: 'LEAGUE', stage: 'REGULAR_SEASON', towns: ['Riverside', 'Hillcrest', 'Lakeview', 'Parkdale'] },
  { preset: 'IIHF', label: 'IIHF rules', kind: 'TOURNAMENT', stage: 'ROUND_ROBIN', towns: ['Halifax', 'Truro', 'Windsor', 'Wolfville'] },
  { preset: 'NHL', label: 'NHL rules', kind: 'LEAGUE', stage: 'REGULAR_SEASON', towns: ['Moncton', 'Saint John', 'Fredericton', 'Bathurst'] },
];
export const MASCOTS = ['Hawks', 'Owls', 'Bears', 'Storm'];
export const FIRST = ['Sam', 'Alex', 'Jordan', 'Casey', 'Riley', 'Morgan', 'Taylor', 'Jamie', 'Drew', 'Quinn', 'Avery', 'Charlie', 'Robin', 'Devon', 'Kerry'];
export const LAST = ['MacKinnon', 'Crosby', 'Marchand', 'Boutilier', 'Murphy', 'LeBlanc', 'Fraser', 'MacDonald', 'Cormier', 'Doucette', 'Sampson', 'Langille', 'Gillis', 'Ross'];
export const PLAYERS_PER_TEAM = 10;
export const HOUR = 3_600_000;

/** A small seeded generator, so every demo tells the same story. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class GraphQLProblem extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** One operation over HTTP, as any client sends it. */
export function client(url: string, token: string) {
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
export type Gql = ReturnType<typeof client>;
export type Id = { id: string };

/**
 * One rulebook's demo: teams, a round robin with every result on paper, and a playoff bracket
 * from its standings. `live` leaves the bracket's first game to be played now (the others are
 * decided on paper as usual: the bracket's first game); `tomorrow` puts the bracket's first round
 * tomorrow, so a coach page has a next game to be eligible for.
 */
export async function seed(gql: Gql, spec: (typeof PRESETS)[number], index: number, options: { periodMinutes: number; live: boolean; tomorrow: boolean }): Promise<Demo> {
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
export const LIVE_VENUE = 'Rink 1';

/**
 * The playoff bracket from the standings: its first round two hours from now (`live`: now, so it starts on time (Cole Harbour 000:65),
 * on Rink 1, its first game left to be played live; `tomorrow`: tomorrow), and its first game not
 * played live decided on paper. A bracket the rules refuse is reported, and the demo goes on.
 */
export async function bracket(gql: Gql, spec: (typeof PRESETS)[number], divisionId: string, options: { live: boolean; tomorrow: boolean }): Promise<{ id: string; homeId: string } | undefined> {
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
export async function coachTeam(gql: Gql, divisionId: string, teams: Demo['teams'], liveHomeId: string | undefined): Promise<string> {
  const { division } = await gql<{ division: { teams: Array<{ id: string; nextGame: Id | null }> } }>(`query ($id: ID!) { division(id: $id) { teams { id nextGame { id } } } }`, { id: divisionId });
  const upcoming = division.teams.find((t) => t.nextGame);
  return (teams.find((t) => t.id === (upcoming?.id ?? liveHomeId)) ?? teams[0]).id;
}

/** The competitions already on the instance (the newest 500), oldest first: what an earlier run of the demo seeded is among them. */
export async function existingCompetitions(gql: Gql): Promise<Array<{ id: string; name: string }>> {
  const { competitions } = await gql<{ competitions: Array<{ id: string; name: string }> }>(`{ competitions(limit: 500) { id name } }`);
  return competitions.reverse();
}

/**
 * A rulebook's demo an earlier run seeded, read back: its division, teams and rosters, and (`live`)
 * the bracket's first game, played live again only while it has not started. A bracket missing
 * (a run stopped before making it) is made now; a demo without its division or teams is reported.
 */
export async function found(gql: Gql, spec: (typeof PRESETS)[number], competitionId: string, options: { live: boolean; tomorrow: boolean }): Promise<Demo> {
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

export async function createToken(gql: Gql, role: string, scope: string, name: string): Promise<string> {
  const { createApiToken } = await gql<{ createApiToken: { token: string } }>(`mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`, {
    input: { name, role, scopes: [scope] },
  });
  return createApiToken.token;
}
