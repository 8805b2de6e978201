import { rowCounts } from '../support/rows';
import { type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, serverPerSuite, SQLITE } from '../support/server';

/**
 * Input bounds on the open internet: every list, number, date and string a client sends has a
 * bound tied to the rule it serves, and a refusal is a BAD_USER_INPUT naming the field (or a
 * RULE_VIOLATION naming the interval, for the game clock), with nothing stored and the server still
 * answering the next request.
 */
describe('input bounds (security)', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;

  interface Answer {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string; fields?: Array<{ field: string; message: string }> } }>;
  }

  /** One operation as plain text over real HTTP. */
  async function raw(query: string, variables: Record<string, unknown> = {}, token: string | null = ADMIN_TOKEN): Promise<Answer> {
    const response = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Answer;
  }

  /** The data of an operation that must succeed, as the shape `T` the query asks for. */
  async function okData<T = unknown>(query: string, variables: Record<string, unknown> = {}, token: string | null = ADMIN_TOKEN): Promise<T> {
    const answer = await raw(query, variables, token);
    if (answer.errors?.length || !answer.data) throw new Error(`expected success, got ${JSON.stringify(answer.errors)}`);
    return answer.data as T;
  }

  /**
   * Sends an operation that must be refused with `code`, naming `field` (in `fields` for a
   * BAD_USER_INPUT, or in the message); stores nothing; then the server answers a normal query.
   */
  async function refused(query: string, variables: Record<string, unknown>, code: string, field: string | RegExp, token: string | null = ADMIN_TOKEN) {
    const before = await rowCounts(suite.current().db);
    const answer = await raw(query, variables, token);
    expect(answer.errors).toHaveLength(1);
    const [error] = answer.errors!;
    expect(error.extensions?.code).toBe(code);
    if (code === 'BAD_USER_INPUT') {
      const fields = (error.extensions?.fields ?? []).map((f) => f.field);
      expect(fields.some((f) => (typeof field === 'string' ? f === field : field.test(f)))).toBe(true);
      expect(error.message).toMatch(typeof field === 'string' ? field : field);
    } else {
      expect(error.message).toMatch(field);
    }
    expect(await rowCounts(suite.current().db)).toEqual(before);
    // The server keeps answering.
    expect((await okData<{ serverTime: unknown }>('{ serverTime }', {}, null)).serverTime).toEqual(expect.any(String));
    return error;
  }

  let league: SeededLeague;
  beforeAll(async () => {
    league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 8, firstNumber: 1 });
  });

  const token = async (role: string, scopes: string[]) =>
    (
      await okData<{ createApiToken: { token: string } }>('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }', {
        input: { name: `${role} ${scopes.join(' ')}`, role, scopes },
      })
    ).createApiToken.token;

  const SET_LINEUP = 'mutation($gameId: ID!, $teamId: ID!, $playerIds: [ID!]!) { setLineup(gameId: $gameId, teamId: $teamId, playerIds: $playerIds) { id } }';

  describe('setLineup: a lineup is at most the largest roster a rulebook allows (winter-league rulebook, section 8: 25 including two goalies)', () => {
    it("a COACH's 120,000 distinct ids are refused at once as BAD_USER_INPUT on playerIds, before any database work", async () => {
      const coach = await token('COACH', [`team:${league.teams[0].id}`]);
      const playerIds = Array.from({ length: 120_000 }, (_, i) => `p${i.toString(36)}`);
      const error = await refused(SET_LINEUP, { gameId: league.gameId, teamId: league.teams[0].id, playerIds }, 'BAD_USER_INPUT', 'playerIds', coach);
      expect(error.message).toContain('at most 25');
    }, 60_000);

    it('26 ids from a SCOREKEEPER are refused; 25 reach the rules (which check the roster)', async () => {
      const scorekeeper = await token('SCOREKEEPER', [`game:${league.gameId}`]);
      const ids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
      await refused(SET_LINEUP, { gameId: league.gameId, teamId: league.teams[0].id, playerIds: ids(26) }, 'BAD_USER_INPUT', 'playerIds', scorekeeper);
      await refused(SET_LINEUP, { gameId: league.gameId, teamId: league.teams[0].id, playerIds: ids(25) }, 'RULE_VIOLATION', /roster/, scorekeeper);
    });

    it('the same player twice is refused as BAD_USER_INPUT on playerIds (a Set: linear)', async () => {
      const id = league.teams[0].players[1].id;
      await refused(SET_LINEUP, { gameId: league.gameId, teamId: league.teams[0].id, playerIds: [id, id] }, 'BAD_USER_INPUT', 'playerIds');
    });

    it('a COACH of another team is refused (FORBIDDEN) before the players are looked up', async () => {
      const other = await token('COACH', [`team:${league.teams[1].id}`]);
      const ids = league.teams[0].players.map((p) => p.id);
      await refused(SET_LINEUP, { gameId: league.gameId, teamId: league.teams[0].id, playerIds: ids }, 'FORBIDDEN', /lineup/, other);
    });
  });

  describe('list arguments have bounds tied to their rule', () => {
    it.each([
      {
        rule: 'a goal has at most two assists',
        query: 'mutation($input: RecordGoalInput!) { recordGoal(input: $input) { seq } }',
        variables: (l: SeededLeague) => ({ input: { gameId: l.gameId, teamId: l.teams[0].id, scorerId: l.teams[0].players[1].id, assistIds: ['a', 'b', 'c'] } }),
        field: 'assistIds',
      },
      {
        rule: 'a coin toss orders the teams of one division (at most 64)',
        query: 'mutation($divisionId: ID!, $teamIds: [ID!]!) { recordCoinToss(divisionId: $divisionId, teamIds: $teamIds) { rows { rank } } }',
        variables: (l: SeededLeague) => ({ divisionId: l.divisionId, teamIds: Array.from({ length: 65 }, (_, i) => `t${i}`) }),
        field: 'teamIds',
      },
      {
        rule: "a paper result's dressed players are at most the largest roster (25)",
        query: 'mutation($input: RecordResultInput!) { recordResult(input: $input) { id } }',
        variables: (l: SeededLeague) => ({ input: { gameId: l.gameId, homeScore: 1, awayScore: 0, decision: 'REGULATION', homeDressed: Array.from({ length: 26 }, (_, i) => `p${i}`) } }),
        field: 'homeDressed',
      },
      {
        rule: 'a tie-breaker chain names each criterion at most once',
        query: 'mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }',
        variables: () => ({ input: { name: 'Chain', kind: 'LEAGUE', preset: 'NHL', rules: { tiebreakers: Array.from({ length: 40 }, () => 'MOST_WINS') } } }),
        field: 'rules.tiebreakers',
      },
    ])('$rule', async ({ query, variables, field }) => {
      await refused(query, variables(league), 'BAD_USER_INPUT', field);
    });
  });

  describe('numbers have a range that makes sense', () => {
    it.each([
      { limit: -5, why: 'leaders(limit) is at least 1' },
      { limit: 0, why: 'leaders(limit) is at least 1' },
      { limit: 101, why: 'leaders(limit) is at most 100 (a leaderboard page)' },
    ])('$why: limit $limit is refused naming limit', async ({ limit }) => {
      await refused('query($limit: Int) { leaders(category: POINTS, limit: $limit) { rank } }', { limit }, 'BAD_USER_INPUT', 'limit', null);
    });

    it("a fine of 2,147,483,647 cents is refused: at most 1,000,000 cents ($10,000), a hundred times the rulebooks' largest fine ($100)", async () => {
      const playerId = league.teams[0].players[2].id;
      await refused(
        'mutation($input: RecordFineInput!) { recordFine(input: $input) { id } }',
        { input: { playerId, competitionId: league.competitionId, amountCents: 2_147_483_647, reason: 'Attack' } },
        'BAD_USER_INPUT',
        'amountCents',
      );
    });

    it('a suspension of 2,147,483,647 games is refused: at most 100 (the longest in games in the rulebooks is "min. eight (8) games"; longer is INDEFINITE or LIFE)', async () => {
      const playerId = league.teams[0].players[2].id;
      await refused(
        'mutation($input: SetSuspensionInput!) { setSuspension(input: $input) { id } }',
        { input: { playerId, competitionId: league.competitionId, kind: 'GAMES', games: 2_147_483_647, reason: 'Attack' } },
        'BAD_USER_INPUT',
        'games',
      );
    });

    it('a paper score of 1000 goals is refused: at most 99', async () => {
      await refused(
        'mutation($input: RecordResultInput!) { recordResult(input: $input) { id } }',
        { input: { gameId: league.gameId, homeScore: 1000, awayScore: 0, decision: 'REGULATION' } },
        'BAD_USER_INPUT',
        'homeScore',
      );
    });
  });

  describe('dates lie between 2000-01-01 and 2100-12-31', () => {
    it.each(['0001-01-01T00:00:00Z', '9999-12-31T00:00:00Z', '1999-12-31T23:59:59Z'])('scheduleGame startsAt %s is refused naming startsAt', async (startsAt) => {
      await refused(
        'mutation($input: ScheduleGameInput!) { scheduleGame(input: $input) { id } }',
        { input: { divisionId: league.divisionId, homeTeamId: league.teams[0].id, awayTeamId: league.teams[1].id, startsAt, stage: 'REGULAR_SEASON' } },
        'BAD_USER_INPUT',
        'startsAt',
      );
    });

    it('a birth date in year 1 is refused naming birthDate', async () => {
      await refused('mutation($input: CreatePlayerInput!) { createPlayer(input: $input) { id } }', { input: { name: 'Old', birthDate: '0001-01-01' } }, 'BAD_USER_INPUT', 'birthDate');
    });
  });

  describe('text: visible, no control, bidi override or lone surrogate, and a length with a reason', () => {
    it.each([
      { why: 'a name of only zero-width characters has nothing visible', name: '\u200B\u200C\u200D\u2060\uFEFF' },
      { why: 'a name of only white space has nothing visible', name: ' \u3000 ' },
      { why: 'NUL is a control character', name: 'Bob\u0000Smith' },
      { why: 'a line break has no place in a name', name: 'Bob\nSmith' },
      { why: 'a right-to-left override makes a name display as another', name: 'Bob \u202Etxt.exe' },
      { why: 'a bidi isolate too', name: 'Bob \u2067Smith\u2069' },
      { why: 'a lone surrogate cannot be stored as sent', name: 'Bob \uD800 Smith' },
      { why: 'a name is at most 120 characters', name: 'x'.repeat(121) },
    ])('createPlayer: $why', async ({ name }) => {
      await refused('mutation($input: CreatePlayerInput!) { createPlayer(input: $input) { id } }', { input: { name, birthDate: '1990-01-01' } }, 'BAD_USER_INPUT', 'name');
    });

    it('a name of 120 characters with an emoji, accents and a zero-width joiner inside is accepted', async () => {
      const name = `Zoë 👩‍👧 ${'x'.repeat(110)}`;
      expect([...name].length).toBeLessThanOrEqual(120);
      const created = (await okData<{ createPlayer: { name: string } }>('mutation($input: CreatePlayerInput!) { createPlayer(input: $input) { name } }', { input: { name, birthDate: '1990-01-01' } }))
        .createPlayer;
      expect(created.name).toBe(name);
    });

    it.each([
      {
        where: 'createTeam name',
        query: 'mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
        variables: (l: SeededLeague) => ({ input: { divisionId: l.divisionId, name: '\u202EmaeT' } }),
        field: 'name',
      },
      {
        where: 'createTeam officials.0.name',
        query: 'mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
        variables: (l: SeededLeague) => ({ input: { divisionId: l.divisionId, name: 'Fine', officials: [{ name: '\u0000', role: 'COACH' }] } }),
        field: 'officials.0.name',
      },
      {
        where: 'recordPenalty infraction',
        query: 'mutation($input: RecordPenaltyInput!) { recordPenalty(input: $input) { seq } }',
        variables: (l: SeededLeague) => ({ input: { gameId: l.gameId, teamId: l.teams[0].id, severity: 'MINOR', infraction: 'TRIP\u0000PING' } }),
        field: 'infraction',
      },
      {
        where: 'voidEvent reason (an argument)',
        query: 'mutation($gameId: ID!, $reason: String!) { voidEvent(gameId: $gameId, seq: 1, reason: $reason) { seq } }',
        variables: (l: SeededLeague) => ({ gameId: l.gameId, reason: 'typo\u0000' }),
        field: 'reason',
      },
      {
        where: 'recordFine reason (500 characters at most)',
        query: 'mutation($input: RecordFineInput!) { recordFine(input: $input) { id } }',
        variables: (l: SeededLeague) => ({ input: { teamId: l.teams[0].id, competitionId: l.competitionId, amountCents: 500, reason: 'x'.repeat(501) } }),
        field: 'reason',
      },
      {
        where: 'recordCoinToss note (an argument)',
        query: 'mutation($divisionId: ID!, $teamIds: [ID!]!, $note: String) { recordCoinToss(divisionId: $divisionId, teamIds: $teamIds, note: $note) { rows { rank } } }',
        variables: (l: SeededLeague) => ({ divisionId: l.divisionId, teamIds: [l.teams[0].id, l.teams[1].id], note: '\u2066x' }),
        field: 'note',
      },
      {
        where: 'createApiToken scopes',
        query: 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
        variables: (l: SeededLeague) => ({ input: { name: 'Tablet', role: 'COACH', scopes: [`team:${l.teams[0].id}\u0000`] } }),
        field: 'scopes',
      },
    ])('$where is checked', async ({ query, variables, field }) => {
      await refused(query, variables(league), 'BAD_USER_INPUT', field);
    });
  });

  it('game clock: the clock cannot go back up from 6:40 to 9:50, nor a goal be timed after the stoppage (R10); the refusal names the interval', async () => {
    const fresh = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 8, firstNumber: 1 });
    const gameId = fresh.gameId;
    const run = <T = unknown>(query: string, variables: Record<string, unknown> = {}) => okData<T>(query, { gameId, ...variables });
    await run('mutation($gameId: ID!) { startGame(gameId: $gameId) { seq } }');
    const stop = 'mutation($gameId: ID!, $remainingMs: Int) { stopClock(gameId: $gameId, remainingMs: $remainingMs) { seq clock { remainingMs } } }';
    const start = 'mutation($gameId: ID!) { startClock(gameId: $gameId) { seq } }';
    await run(start);
    await run(stop, { remainingMs: 500_000 });
    await run(start);
    await run(stop, { remainingMs: 400_000 });
    await run(start);
    await refused(stop, { gameId, remainingMs: 590_000 }, 'RULE_VIOLATION', /remainingMs must be between 0:00 and 6:40/);
    expect((await run<{ stopClock: { clock: { remainingMs: number } } }>(stop, { remainingMs: 390_000 })).stopClock.clock.remainingMs).toBe(390_000);
    await refused(
      'mutation($input: RecordGoalInput!) { recordGoal(input: $input) { seq } }',
      { input: { gameId, teamId: fresh.teams[0].id, scorerId: fresh.teams[0].players[1].id, clockRemainingMs: 389_000 } },
      'RULE_VIOLATION',
      /clockRemainingMs must be between 6:30 and /,
    );
  });
});
