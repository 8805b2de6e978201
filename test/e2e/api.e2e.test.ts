import {
  AddToRosterDocument,
  CompetitionTreeDocument,
  CreateApiTokenDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  DivisionRostersDocument,
  PlayerTeamsDocument,
  RecordShotDocument,
  RevokeApiTokenDocument,
  ScheduleGameDocument,
  ScoreboardUpdatedDocument,
  StartGameDocument,
} from '../generated/graphql';
import { failure, gql, ok, subscribe, wsClient } from '../support/client';
import { deferred } from '../support/deferred';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

for (const backend of BACKENDS) {
  describeWith(backend.needs, `the API on ${backend.name}`, () => {
    // Statements counted per request, apart from the server's background work (src/db/query-log.ts).
    const suite = serverPerSuite(backend, { FACEOFF_COUNT_REQUEST_STATEMENTS: '1' });

    it('builds a competition, division, teams, players, roster and game, and reads them back nested', async () => {
      const league = await seedLeague(suite.current().url, { teams: 2, playersPerTeam: 2 });
      // The whole tree with every game's log is more than an anonymous caller may ask at once (document limits).
      const { competition } = await ok(suite.current().url, CompetitionTreeDocument, { id: league.competitionId }, ADMIN_TOKEN);

      expect(competition).toMatchObject({ id: league.competitionId, preset: 'COLE_HARBOUR_CLASSIC' });
      const [division] = competition!.divisions;
      expect(division.teams.map((t) => t.name)).toEqual(league.teams.map((t) => t.name));
      expect(division.teams[0].roster).toEqual([
        { number: 10, position: 'GOALIE', player: { id: league.teams[0].players[0].id, name: league.teams[0].players[0].name, birthDate: '1990-05-17' } },
        { number: 11, position: 'SKATER', player: { id: league.teams[0].players[1].id, name: league.teams[0].players[1].name, birthDate: '1990-05-17' } },
      ]);
      const [game] = division.games;
      expect(game).toMatchObject({
        id: league.gameId,
        stage: 'ROUND_ROBIN',
        status: 'SCHEDULED',
        startsAt: '2026-12-05T18:00:00.000Z',
        homeScore: 0,
        awayScore: 0,
        decision: null,
        home: { name: league.teams[0].name },
        away: { name: league.teams[1].name },
        events: [],
      });
      // Cole Harbour: 20-minute run-time periods; no timeouts in round robin.
      expect(game.scoreboard).toEqual({
        seq: 0,
        status: 'SCHEDULED',
        period: 0,
        periodLabel: '',
        clock: { running: false, remainingMs: 20 * 60_000, mode: 'RUN_TIME' },
        home: { score: 0, timeoutsLeft: 0, skatersOnIce: 5, team: { name: league.teams[0].name } },
        away: { score: 0, timeoutsLeft: 0, skatersOnIce: 5, team: { name: league.teams[1].name } },
        penalties: [],
      });

      const { player } = await ok(suite.current().url, PlayerTeamsDocument, { id: league.teams[1].players[0].id });
      expect(player).toEqual({ name: league.teams[1].players[0].name, rosterEntries: [{ number: 10, team: { name: league.teams[1].name } }] });
    });

    it('answers division → teams → rosters → players with four SQL statements, however many teams (no N+1)', async () => {
      const small = await seedLeague(suite.current().url, { teams: 2, playersPerTeam: 1 });
      const large = await seedLeague(suite.current().url, { teams: 5, playersPerTeam: 3 });
      const statementsFor = async (divisionId: string) => {
        const before = suite.current().db.queryLog.statements;
        const { division } = await ok(suite.current().url, DivisionRostersDocument, { id: divisionId });
        return { statements: suite.current().db.queryLog.statements - before, players: division!.teams.flatMap((t) => t.roster).length };
      };
      expect(await statementsFor(small.divisionId)).toEqual({ statements: 4, players: 2 });
      expect(await statementsFor(large.divisionId)).toEqual({ statements: 4, players: 15 });
    });

    it('records a shot in six SQL statements, and one for the answer: the game is read once, locked', async () => {
      const league = await seedLeague(suite.current().url, { teams: 2, playersPerTeam: 8, firstNumber: 1 });
      await ok(suite.current().url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      const before = suite.current().db.queryLog.statements;
      await ok(suite.current().url, RecordShotDocument, { gameId: league.gameId, teamId: league.teams[0].id }, ADMIN_TOKEN);
      // BEGIN, the game FOR UPDATE (an ADMIN needs no read before the lock), its competition, INSERT,
      // UPDATE, COMMIT; then the answer's scoreboard reads its teams.
      expect(suite.current().db.queryLog.statements - before).toBe(7);
    });

    it('gives unknown ids null on queries', async () => {
      const result = await gql(suite.current().url, CompetitionTreeDocument, { id: '00000000-0000-4000-8000-000000000000' }, { token: ADMIN_TOKEN });
      expect(result).toEqual({ status: 200, data: { competition: null } });
    });

    describe('auth', () => {
      const input = { name: 'Winter League', kind: 'LEAGUE' as const, preset: 'WINTER_LEAGUE_5ON5' as const };

      it('refuses an anonymous write with UNAUTHENTICATED and stores nothing', async () => {
        const before = await rowCounts(suite.current().db);
        expect(await failure(suite.current().url, CreateCompetitionDocument, { input })).toMatchObject({ code: 'UNAUTHENTICATED' });
        expect(await rowCounts(suite.current().db)).toEqual(before);
      });

      it('refuses a write by the wrong role with FORBIDDEN', async () => {
        const league = await seedLeague(suite.current().url);
        const { createApiToken } = await ok(suite.current().url, CreateApiTokenDocument, { input: { name: 'Coach of team 1', role: 'COACH', scopes: [`team:${league.teams[0].id}`] } }, ADMIN_TOKEN);
        expect(createApiToken.apiToken).toMatchObject({ role: 'COACH', scopes: [`team:${league.teams[0].id}`], revokedAt: null });
        expect(createApiToken.token).toMatch(/^fo_/);
        const refused = await failure(suite.current().url, CreateCompetitionDocument, { input }, createApiToken.token);
        expect(refused).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('ADMIN') });
      });

      it('accepts a created ADMIN token, and refuses it once revoked', async () => {
        const { createApiToken } = await ok(suite.current().url, CreateApiTokenDocument, { input: { name: 'League office', role: 'ADMIN' } }, ADMIN_TOKEN);
        const made = await ok(suite.current().url, CreateCompetitionDocument, { input }, createApiToken.token);
        expect(made.createCompetition.name).toBe('Winter League');

        await ok(suite.current().url, RevokeApiTokenDocument, { id: createApiToken.apiToken.id }, ADMIN_TOKEN);
        const refused = await failure(suite.current().url, CreateCompetitionDocument, { input }, createApiToken.token);
        expect(refused).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
      });

      it('refuses an unknown token and a malformed Authorization header with 401', async () => {
        expect(await failure(suite.current().url, CreateCompetitionDocument, { input }, 'fo_not-a-real-token')).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
        const response = await fetch(suite.current().url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Basic YWRtaW46YWRtaW4=' },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        expect(response.status).toBe(401);
        expect(((await response.json()) as { errors: unknown[] }).errors[0]).toMatchObject({ message: 'Authorization must be "Bearer <token>"', extensions: { code: 'UNAUTHENTICATED' } });
      });

      it('refuses a token whose scope does not fit its role, naming the field', async () => {
        const league = await seedLeague(suite.current().url);
        const refused = await failure(suite.current().url, CreateApiTokenDocument, { input: { name: 'Scorekeeper', role: 'SCOREKEEPER', scopes: [`team:${league.teams[0].id}`] } }, ADMIN_TOKEN);
        expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'scopes' }] } });
      });
    });

    describe('bad input gets a clear error and leaves the database unchanged', () => {
      const expectRefused = async (call: () => Promise<{ code: string; message: string; extensions: Record<string, unknown> }>, expected: object) => {
        const before = await rowCounts(suite.current().db);
        expect(await call()).toMatchObject(expected);
        expect(await rowCounts(suite.current().db)).toEqual(before);
      };

      it('malformed JSON', async () => {
        const before = await rowCounts(suite.current().db);
        const response = await fetch(suite.current().url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
          body: '{"query": "mutation { createCompetition(',
        });
        expect(response.status).toBe(400);
        expect(await rowCounts(suite.current().db)).toEqual(before);
      });

      it('an unknown input field', async () => {
        const league = await seedLeague(suite.current().url);
        await expectRefused(
          async () => {
            const response = await fetch(suite.current().url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
              body: JSON.stringify({ query: `mutation { createTeam(input: { divisionId: "${league.divisionId}", name: "Reds", colour: "red" }) { id } }` }),
            });
            const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
            return { code: body.errors[0].extensions.code, message: body.errors[0].message, extensions: body.errors[0].extensions };
          },
          { code: 'GRAPHQL_VALIDATION_FAILED', message: expect.stringContaining('"colour" is not defined') },
        );
      });

      it('a wrong type in variables', async () => {
        const league = await seedLeague(suite.current().url);
        await expectRefused(
          async () => {
            const result = await gql(
              suite.current().url,
              AddToRosterDocument,
              {
                input: { teamId: league.teams[0].id, playerId: league.teams[1].players[0].id, number: 'nine' as unknown as number, position: 'SKATER' },
              },
              { token: ADMIN_TOKEN },
            );
            const [error] = result.errors!;
            return { code: error.extensions!.code as string, message: error.message, extensions: error.extensions! };
          },
          { code: 'BAD_USER_INPUT', message: expect.stringContaining('input.number') },
        );
      });

      it('an empty (blank) name', async () => {
        const league = await seedLeague(suite.current().url);
        await expectRefused(() => failure(suite.current().url, CreateTeamDocument, { input: { divisionId: league.divisionId, name: '   ' } }, ADMIN_TOKEN), {
          code: 'BAD_USER_INPUT',
          message: 'name: must not be blank',
          extensions: { fields: [{ field: 'name', message: 'must not be blank' }] },
        });
      });

      it('a second coach (league §8 "a maximum of three (3) team officials", §11 "one (1) coach, one (1) manager … one (1) trainer")', async () => {
        const league = await seedLeague(suite.current().url);
        const officials = [
          { name: 'Pat Coach', role: 'COACH' as const },
          { name: 'Kim Manager', role: 'MANAGER' as const },
          { name: 'Lee Coach', role: 'COACH' as const },
        ];
        await expectRefused(() => failure(suite.current().url, CreateTeamDocument, { input: { divisionId: league.divisionId, name: 'Three officials', officials } }, ADMIN_TOKEN), {
          code: 'BAD_USER_INPUT',
          message: 'officials.2.role: a team has one COACH at most',
          extensions: { fields: [{ field: 'officials.2.role' }] },
        });
        const { createTeam } = await ok(
          suite.current().url,
          CreateTeamDocument,
          { input: { divisionId: league.divisionId, name: 'Three officials', officials: [...officials.slice(0, 2), { name: 'Jo Trainer', role: 'TRAINER' }] } },
          ADMIN_TOKEN,
        );
        expect(createTeam.officials.map((o) => o.role).sort()).toEqual(['COACH', 'MANAGER', 'TRAINER']);
      });

      it('a birth date that is not a calendar date', async () => {
        await expectRefused(() => failure(suite.current().url, CreatePlayerDocument, { input: { name: 'Sam', birthDate: '2001-02-30' } }, ADMIN_TOKEN), {
          code: 'BAD_USER_INPUT',
          extensions: { fields: [{ field: 'birthDate' }] },
        });
      });

      it('a jersey number already worn on the team (fixed for the season: league §12, §20)', async () => {
        const league = await seedLeague(suite.current().url);
        const { createPlayer } = await ok(suite.current().url, CreatePlayerDocument, { input: { name: 'Newcomer', birthDate: '1995-01-01' } }, ADMIN_TOKEN);
        const taken = league.teams[0].players[1];
        await expectRefused(
          () => failure(suite.current().url, AddToRosterDocument, { input: { teamId: league.teams[0].id, playerId: createPlayer.id, number: taken.number, position: 'SKATER' } }, ADMIN_TOKEN),
          { code: 'BAD_USER_INPUT', message: expect.stringContaining(`number ${taken.number} is already worn by ${taken.name}`), extensions: { fields: [{ field: 'number' }] } },
        );
      });

      it('a game between teams of different divisions', async () => {
        const league = await seedLeague(suite.current().url);
        const { createDivision } = await ok(suite.current().url, CreateDivisionDocument, { input: { competitionId: league.competitionId, name: 'B' } }, ADMIN_TOKEN);
        const { createTeam } = await ok(suite.current().url, CreateTeamDocument, { input: { divisionId: createDivision.id, name: 'B-side' } }, ADMIN_TOKEN);
        await expectRefused(
          () =>
            failure(
              suite.current().url,
              ScheduleGameDocument,
              {
                input: { divisionId: league.divisionId, homeTeamId: league.teams[0].id, awayTeamId: createTeam.id, startsAt: '2026-12-06T10:00:00Z', stage: 'ROUND_ROBIN' },
              },
              ADMIN_TOKEN,
            ),
          { code: 'BAD_USER_INPUT', message: 'awayTeamId: B-side plays in another division, not in A', extensions: { fields: [{ field: 'awayTeamId' }] } },
        );
      });

      it('a team playing itself', async () => {
        const league = await seedLeague(suite.current().url);
        await expectRefused(
          () =>
            failure(
              suite.current().url,
              ScheduleGameDocument,
              {
                input: { divisionId: league.divisionId, homeTeamId: league.teams[0].id, awayTeamId: league.teams[0].id, startsAt: '2026-12-06T10:00:00Z', stage: 'ROUND_ROBIN' },
              },
              ADMIN_TOKEN,
            ),
          { code: 'BAD_USER_INPUT', message: 'awayTeamId: a team cannot play itself' },
        );
      });

      it('a reference to a division that does not exist', async () => {
        await expectRefused(() => failure(suite.current().url, CreateTeamDocument, { input: { divisionId: '00000000-0000-4000-8000-000000000000', name: 'Ghosts' } }, ADMIN_TOKEN), {
          code: 'NOT_FOUND',
          extensions: { field: 'divisionId' },
        });
      });
    });

    describe('subscriptions over graphql-transport-ws', () => {
      it('sends the current scoreboard, then each published one, in order', async () => {
        const league = await seedLeague(suite.current().url);
        const client = wsClient(suite.current().wsUrl);
        try {
          const feed = subscribe(client, ScoreboardUpdatedDocument, { gameId: league.gameId });
          const first = await feed.next();
          expect(first.data!.scoreboardUpdated).toMatchObject({
            gameId: league.gameId,
            seq: 0,
            status: 'SCHEDULED',
            home: { score: 0, team: { name: league.teams[0].name } },
          });

          const stored = await suite.current().services.games.scoreboard(league.gameId);
          const next = { ...stored, seq: 1, status: 'IN_PROGRESS' as const, home: { ...stored.home, score: 1 } };
          await suite.current().bus.publishScoreboard(next);
          await suite.current().bus.publishScoreboard(next); // a repeat is not sent twice
          await suite.current().bus.publishScoreboard({ ...next, seq: 2, away: { ...stored.away, score: 1 } });

          expect((await feed.next()).data!.scoreboardUpdated).toMatchObject({ seq: 1, status: 'IN_PROGRESS', home: { score: 1 }, away: { score: 0 } });
          expect((await feed.next()).data!.scoreboardUpdated).toMatchObject({ seq: 2, home: { score: 1 }, away: { score: 1 } });
          feed.dispose();
        } finally {
          await client.dispose();
        }
      });

      it('answers a subscription to an unknown game with NOT_FOUND', async () => {
        const client = wsClient(suite.current().wsUrl);
        try {
          const feed = subscribe(client, ScoreboardUpdatedDocument, { gameId: '00000000-0000-4000-8000-000000000000' });
          const message = await feed.next();
          expect(message.errors).toEqual([expect.objectContaining({ message: expect.stringContaining('does not exist'), extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
          await feed.done;
        } finally {
          await client.dispose();
        }
      });

      it('closes a connection whose token is refused with 4403', async () => {
        const closed = deferred<number>();
        const client = wsClient(suite.current().wsUrl, 'fo_unknown');
        client.on('closed', (event) => closed.resolve((event as { code: number }).code));
        try {
          const league = await seedLeague(suite.current().url);
          const feed = subscribe(client, ScoreboardUpdatedDocument, { gameId: league.gameId });
          feed.done.catch(() => undefined);
          expect(await closed.promise).toBe(4403);
        } finally {
          await client.dispose();
        }
      });
    });

    it('reports itself healthy and ready', async () => {
      const base = suite.current().url.replace(/\/graphql$/, '');
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', pubsub: 'ok' });
    });
  });
}
