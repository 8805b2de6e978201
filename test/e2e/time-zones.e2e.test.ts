import {
  AddToRosterDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  PlayerEligibilityDocument,
  ScheduleGameDocument,
  SetSeasonDatesDocument,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * A competition's dates are read on its own calendar (R39): the game day of an age rule (Cole
 * Harbour, docs/rulebooks/000_5506cbd709277b08.txt:8, "the designated tournament age (19+)") and
 * the league's cut-off, "MIDNITE, of the last regular season day" (docs/rulebooks/004_52536eff465526ad.txt:16).
 * The suite's server runs with FACEOFF_TIME_ZONE=America/Halifax, the zone a competition gets when
 * its input names none.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `time zones on ${backend.name}`, () => {
    const suite = serverPerSuite(backend, { FACEOFF_TIME_ZONE: 'America/Halifax' });
    const url = () => suite.current().url;

    it("a competition keeps the zone it was given, canonical, and gets the server's FACEOFF_TIME_ZONE otherwise (R39)", async () => {
      const given = await ok(url(), CreateCompetitionDocument, { input: { name: 'Paris Open', kind: 'TOURNAMENT', preset: 'IIHF', timeZone: 'europe/paris' } }, ADMIN_TOKEN);
      expect(given.createCompetition.timeZone).toBe('Europe/Paris');
      const unset = await ok(url(), CreateCompetitionDocument, { input: { name: 'Halifax Classic', kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC' } }, ADMIN_TOKEN);
      expect(unset.createCompetition.timeZone).toBe('America/Halifax');
    });

    it.each([['Mars/Olympus_Mons'], ['+02:00'], ['UTC; DROP TABLE competition'], ['A'.repeat(65)]])(
      'a zone that is not an IANA zone (%s) is refused, naming the field, and nothing is stored (R39)',
      async (timeZone) => {
        const before = await rowCounts(suite.current().db);
        const error = await failure(url(), CreateCompetitionDocument, { input: { name: 'Nowhere Cup', kind: 'TOURNAMENT', preset: 'IIHF', timeZone } }, ADMIN_TOKEN);
        expect(error.code).toBe('BAD_USER_INPUT');
        expect(JSON.stringify(error.extensions)).toContain('timeZone');
        expect(await rowCounts(suite.current().db)).toEqual(before);
      },
    );

    /*
     * A 20:30 game in Halifax on 5 December 2026 is 00:30 on the 6th in UTC. A player born on
     * 6 December 2007 is 18 that evening on the rink's calendar and turns 19 only the next day.
     */
    it.each([
      ['America/Halifax', ['UNDER_AGE']],
      ['UTC', []],
    ])('000:8 "the designated tournament age (19+)": born 2007-12-06, game 20:30 Halifax time on 5 December, competition in %s → %j (R39)', async (timeZone, expected) => {
      const league = await seedLeague(url(), { timeZone, playersPerTeam: 8 });
      const { createPlayer } = await ok(url(), CreatePlayerDocument, { input: { name: 'Young Winger', birthDate: '2007-12-06', waiverSigned: true } }, ADMIN_TOKEN);
      const homeId = league.teams[0].id;
      await ok(
        url(),
        AddToRosterDocument,
        { input: { teamId: homeId, playerId: createPlayer.id, number: 77, position: 'SKATER', waiverSigned: true, clearance: 'Cleared by the tournament official' } },
        ADMIN_TOKEN,
      );
      const { scheduleGame } = await ok(
        url(),
        ScheduleGameDocument,
        { input: { divisionId: league.divisionId, homeTeamId: homeId, awayTeamId: league.teams[1].id, startsAt: '2026-12-05T20:30:00-04:00', stage: 'ROUND_ROBIN' } },
        ADMIN_TOKEN,
      );
      const { eligibility } = await ok(url(), PlayerEligibilityDocument, { playerId: createPlayer.id, gameId: scheduleGame.id, teamId: homeId }, ADMIN_TOKEN);
      expect(eligibility.reasons.map((r) => r.code)).toEqual(expected);
      if (expected.length) expect(eligibility.reasons[0].message).toContain('is 18 on game day');
    });

    it('004:16 "MIDNITE, of the last regular season day": the cut-off is the end of that day on the league\'s calendar, and the refusal names the day (R39)', async () => {
      const { createCompetition } = await ok(
        url(),
        CreateCompetitionDocument,
        { input: { name: 'Winter League', kind: 'LEAGUE', preset: 'WINTER_LEAGUE_5ON5', timeZone: 'America/Halifax', seasonStartsAt: '2019-09-01T12:00:00Z', lastRegularSeasonDay: '2020-02-29' } },
        ADMIN_TOKEN,
      );
      // Midnight at the end of 29 February in Halifax (UTC−4 in winter) is 04:00 UTC on 1 March.
      expect(createCompetition.additionCutoff).toBe('2020-03-01T04:00:00.000Z');

      // Moved by a day with setSeasonDates, in the competition's own zone.
      const moved = await ok(url(), SetSeasonDatesDocument, { input: { competitionId: createCompetition.id, lastRegularSeasonDay: '2020-03-07' } }, ADMIN_TOKEN);
      expect(moved.setSeasonDates.additionCutoff).toBe('2020-03-08T04:00:00.000Z');

      // A pick-up now (after the season started and the cut-off passed) is refused, naming the local day.
      const { createDivision } = await ok(url(), CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'Tier 3' } }, ADMIN_TOKEN);
      const { createTeam } = await ok(url(), CreateTeamDocument, { input: { divisionId: createDivision.id, name: 'Late Adders' } }, ADMIN_TOKEN);
      const { createPlayer } = await ok(url(), CreatePlayerDocument, { input: { name: 'Late Pickup', birthDate: '1990-01-01' } }, ADMIN_TOKEN);
      const refused = await failure(url(), AddToRosterDocument, { input: { teamId: createTeam.id, playerId: createPlayer.id, number: 9, position: 'SKATER' } }, ADMIN_TOKEN);
      expect(refused.message + JSON.stringify(refused.extensions)).toContain('the end of 2020-03-07');
    });

    it('the cut-off is given as an instant or as the last regular-season day, never both; a day that is not a date is refused; nothing stored (R39)', async () => {
      const before = await rowCounts(suite.current().db);
      const both = await failure(
        url(),
        CreateCompetitionDocument,
        { input: { name: 'Both Ways', kind: 'LEAGUE', preset: 'WINTER_LEAGUE_5ON5', additionCutoff: '2020-03-01T04:00:00Z', lastRegularSeasonDay: '2020-02-29' } },
        ADMIN_TOKEN,
      );
      expect(both.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(both.extensions)).toContain('lastRegularSeasonDay');
      const notADay = await failure(
        url(),
        CreateCompetitionDocument,
        { input: { name: 'No Such Day', kind: 'LEAGUE', preset: 'WINTER_LEAGUE_5ON5', lastRegularSeasonDay: '2021-02-29' } },
        ADMIN_TOKEN,
      );
      expect(notADay.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(notADay.extensions)).toContain('lastRegularSeasonDay');
      expect(await rowCounts(suite.current().db)).toEqual(before);
    });
  });
}
