// A started game seeded through the public API, and its events posted as a scorekeeper would.
import { ADMIN_TOKEN, now } from './common.mjs';

/** The scoreboard selection of the arena feed and the tests (test/operations/live.graphql). */
export const SCOREBOARD_FIELDS = `
  gameId
  seq
  status
  period
  periodLabel
  decision
  clock { running remainingMs asOf mode }
  home { score shots skatersOnIce timeoutsLeft penaltyMinutes penaltyShotsPending team { id name } }
  away { score shots skatersOnIce timeoutsLeft penaltyMinutes penaltyShotsPending team { id name } }
  penalties { seq severity minutes remainingMs running team { id } player { id } }
  shootout { home { attempts goals } away { attempts goals } }`;

export const SUBSCRIPTION = `subscription LiveScoreboardFeed($gameId: ID!) { scoreboardUpdated(gameId: $gameId) { ${SCOREBOARD_FIELDS} } }`;
export const GAME_QUERY = `query GameScoreboard($id: ID!) { game(id: $id) { scoreboard { ${SCOREBOARD_FIELDS} } } }`;
const RECORD_SHOT = `mutation RecordShot($gameId: ID!, $teamId: ID!) { recordShot(gameId: $gameId, teamId: $teamId) { seq } }`;

export async function gql(url, query, variables = {}, token = ADMIN_TOKEN) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length || !body.data) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A competition, a division, two teams of seven (a goalie each), one game between them, started, clock running. */
export async function seedStartedGame(url, tag = Math.random().toString(16).slice(2, 8)) {
  const { createCompetition } = await gql(url, 'mutation ($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }', {
    input: { name: `Bench cup ${tag}`, kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC' },
  });
  const { createDivision } = await gql(url, 'mutation ($input: CreateDivisionInput!) { createDivision(input: $input) { id } }', {
    input: { competitionId: createCompetition.id, name: 'A' },
  });
  const teams = [];
  for (const side of ['Hawks', 'Owls']) {
    const { createTeam } = await gql(url, 'mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }', { input: { divisionId: createDivision.id, name: `${side} ${tag}` } });
    for (let n = 1; n <= 7; n += 1) {
      const { createPlayer } = await gql(url, 'mutation ($input: CreatePlayerInput!) { createPlayer(input: $input) { id } }', {
        input: { name: `${side} player ${n} ${tag}`, birthDate: '1990-05-17' },
      });
      await gql(url, 'mutation ($input: AddToRosterInput!) { addToRoster(input: $input) { number } }', {
        input: { teamId: createTeam.id, playerId: createPlayer.id, number: n, position: n === 1 ? 'GOALIE' : 'SKATER', waiverSigned: true },
      });
    }
    teams.push(createTeam.id);
  }
  const { scheduleGame } = await gql(url, 'mutation ($input: ScheduleGameInput!) { scheduleGame(input: $input) { id } }', {
    input: { divisionId: createDivision.id, homeTeamId: teams[0], awayTeamId: teams[1], startsAt: '2026-12-05T18:00:00.000Z', stage: 'ROUND_ROBIN', venue: 'Rink 1' },
  });
  const gameId = scheduleGame.id;
  await gql(url, 'mutation ($gameId: ID!) { startGame(gameId: $gameId) { seq } }', { gameId });
  await gql(url, 'mutation ($gameId: ID!) { startClock(gameId: $gameId) { seq } }', { gameId });
  return { gameId, teams, divisionId: createDivision.id };
}

/** One stored event (a shot, alternating sides); resolves with its seq and the time its answer arrived. */
export async function postShot(url, game, k) {
  const { recordShot } = await gql(url, RECORD_SHOT, { gameId: game.gameId, teamId: game.teams[k % 2] });
  return { seq: recordShot.seq, answeredAt: now() };
}

/**
 * `count` events at `perSecond` on a fixed schedule (open loop): each is sent at its slot whether or
 * not the ones before have been answered, up to `maxInFlight` at once; resolves once all are answered.
 */
export async function postShots(url, game, count, perSecond, offset = 0, maxInFlight = 200) {
  const start = now();
  const answers = [];
  let inFlight = 0;
  for (let k = 0; k < count; k += 1) {
    const due = start + (k * 1000) / perSecond;
    const wait = due - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    while (inFlight >= maxInFlight) await new Promise((resolve) => setTimeout(resolve, 1));
    const sentAt = now();
    inFlight += 1;
    answers.push(
      postShot(url, game, offset + k).then((answer) => {
        inFlight -= 1;
        return { ...answer, sentAt };
      }),
    );
  }
  return { firstSentAt: start, posted: await Promise.all(answers) };
}

export const STANDINGS_QUERY = `query Standings($divisionId: ID!) { standings(divisionId: $divisionId) { rows { rank team { id name } gamesPlayed wins losses ties overtimeLosses points goalsFor goalsAgainst goalDifference penaltyMinutes tiebreak unresolvedWithNext } } }`;
export const BRACKET_QUERY = `query Bracket($divisionId: ID!) { bracket(divisionId: $divisionId) { format seeds { id name } slots { key label round stage walkover home { id name } away { id name } winner { id name } game { id status homeScore awayScore decision startsAt } } } }`;

/**
 * A Cole Harbour division of `teams` teams whose round robin is played (results entered as on paper,
 * scores varied so the tie-breakers have work to do) and whose bracket is drawn from the standings:
 * what the standings and bracket pages read.
 */
export async function seedPlayedDivision(url, teams = 8, tag = Math.random().toString(16).slice(2, 8)) {
  const { createCompetition } = await gql(url, 'mutation ($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }', {
    input: { name: `Bench league ${tag}`, kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC' },
  });
  const { createDivision } = await gql(url, 'mutation ($input: CreateDivisionInput!) { createDivision(input: $input) { id } }', {
    input: { competitionId: createCompetition.id, name: 'B' },
  });
  const ids = [];
  for (let t = 0; t < teams; t += 1) {
    const { createTeam } = await gql(url, 'mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }', { input: { divisionId: createDivision.id, name: `Team ${t + 1} ${tag}` } });
    ids.push(createTeam.id);
  }
  let day = 0;
  for (let i = 0; i < teams; i += 1) {
    for (let j = i + 1; j < teams; j += 1) {
      day += 1;
      const { scheduleGame } = await gql(url, 'mutation ($input: ScheduleGameInput!) { scheduleGame(input: $input) { id } }', {
        input: { divisionId: createDivision.id, homeTeamId: ids[i], awayTeamId: ids[j], startsAt: new Date(Date.UTC(2026, 10, 1, 12) + day * 3_600_000).toISOString(), stage: 'ROUND_ROBIN' },
      });
      const homeScore = (i * 7 + j * 3) % 6;
      const awayScore = (i * 5 + j * 11) % 6;
      await gql(url, 'mutation ($input: RecordResultInput!) { recordResult(input: $input) { id } }', {
        input: { gameId: scheduleGame.id, homeScore, awayScore: homeScore === awayScore ? awayScore + 1 : awayScore, decision: 'REGULATION' },
      });
    }
  }
  await gql(url, 'mutation ($input: CreateBracketInput!) { createBracket(input: $input) { format } }', { input: { divisionId: createDivision.id } });
  return { divisionId: createDivision.id, teams: ids };
}
