import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CreateApiTokenDocument,
  GameCrewDocument,
  OfficialScheduleDocument,
  OfficialSchedulePageDocument,
  ScheduleGameDocument,
  SetGameCrewDocument,
  type OfficialSchedulePageQuery,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * A game's officials through the API: named by an ADMIN (referees first), shown on the game, one
 * official's schedule across the competition found by his name in any case; a scorekeeper, an
 * over-long name or too many officials refused with nothing stored.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `game officials on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

    it('names a crew, lists it on the game, and finds one referee’s games across the competition', async () => {
      const league = await seedLeague(url(), { teams: 4 });
      const [a, , c, d] = league.teams;
      const second = (await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: c.id, awayTeamId: d.id, startsAt: '2026-12-05T20:00:00.000Z', stage: 'ROUND_ROBIN' } }))
        .scheduleGame.id;
      const third = (await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: a.id, awayTeamId: c.id, startsAt: '2026-12-05T22:00:00.000Z', stage: 'ROUND_ROBIN' } }))
        .scheduleGame.id;

      const named = await post(SetGameCrewDocument, {
        gameId: league.gameId,
        crew: [
          { role: 'LINESMAN', name: 'Sam Roy' },
          { role: 'REFEREE', name: ' Lee  Chen ' },
          { role: 'OFF_ICE', name: 'Pat O’Brien_%' },
        ],
      });
      expect(named.setGameCrew.crew).toEqual([
        { role: 'REFEREE', name: 'Lee Chen' },
        { role: 'LINESMAN', name: 'Sam Roy' },
        { role: 'OFF_ICE', name: 'Pat O’Brien_%' },
      ]);
      await post(SetGameCrewDocument, { gameId: second, crew: [{ role: 'REFEREE', name: 'Jo Martin' }] });
      await post(SetGameCrewDocument, {
        gameId: third,
        crew: [
          { role: 'REFEREE', name: 'lee chen' },
          { role: 'LINESMAN', name: 'Jo Martin' },
        ],
      });
      expect((await ok(url(), GameCrewDocument, { id: second })).game?.crew).toEqual([{ role: 'REFEREE', name: 'Jo Martin' }]);

      const lee = await ok(url(), OfficialScheduleDocument, { competitionId: league.competitionId, name: 'LEE CHEN' });
      // by start time: the seeded game (its own time) and the 22:00 game
      expect(lee.officialSchedule.map((g) => g.id).sort()).toEqual([league.gameId, third].sort());
      expect(lee.officialSchedule.map((g) => g.startsAt)).toEqual([...lee.officialSchedule.map((g) => g.startsAt)].sort());
      const jo = await ok(url(), OfficialScheduleDocument, { competitionId: league.competitionId, name: 'Jo Martin' });
      expect(jo.officialSchedule.map((g) => g.id).sort()).toEqual([second, third].sort());
      // A name holding quotes and LIKE's own characters is found exactly; '%' alone finds nobody.
      expect((await ok(url(), OfficialScheduleDocument, { competitionId: league.competitionId, name: 'Pat O’Brien_%' })).officialSchedule.map((g) => g.id)).toEqual([league.gameId]);
      expect((await ok(url(), OfficialScheduleDocument, { competitionId: league.competitionId, name: '%' })).officialSchedule).toEqual([]);

      // Naming again replaces; an empty list clears.
      await post(SetGameCrewDocument, { gameId: second, crew: [] });
      expect((await ok(url(), GameCrewDocument, { id: second })).game?.crew).toEqual([]);
    });

    it('officialScheduleConnection pages through the games officialSchedule lists, in its order, leaving out a name the prefilter also found', async () => {
      const league = await seedLeague(url(), { teams: 4 });
      const [a, b, c, d] = league.teams;
      const games: string[] = [league.gameId];
      for (let k = 0; k < 6; k += 1) {
        const [home, away] = k % 2 ? [a, b] : [c, d];
        const startsAt = `2026-12-0${6 + (k % 3)}T${18 + k}:00:00.000Z`;
        games.push((await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt, stage: 'ROUND_ROBIN' } })).scheduleGame.id);
      }
      // "Lee Chenard" holds "lee chen": the prefilter lets those games through, the exact match does not.
      for (const [k, gameId] of games.entries()) await post(SetGameCrewDocument, { gameId, crew: [{ role: 'REFEREE', name: k % 3 === 1 ? 'Lee Chenard' : 'Lee Chen' }] });
      const plain = (await ok(url(), OfficialScheduleDocument, { competitionId: league.competitionId, name: 'lee  CHEN' })).officialSchedule.map((g) => g.id);
      expect(plain).toHaveLength(5);

      const paged: string[] = [];
      let after: string | null = null;
      for (;;) {
        const result: OfficialSchedulePageQuery = await ok(url(), OfficialSchedulePageDocument, { competitionId: league.competitionId, name: 'Lee Chen', first: 2, after });
        const page = result.officialScheduleConnection;
        expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
        paged.push(...page.edges.map((e) => e.node.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(paged).toEqual(plain);
      // A cursor of one official's schedule is refused by another's.
      const jo = await failure(url(), OfficialSchedulePageDocument, { competitionId: league.competitionId, name: 'Lee Chenard', first: 2, after }, ADMIN_TOKEN);
      expect(jo.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'after' })] });
    });

    it('officialScheduleConnection reads past more games the prefilter lets through than one batch holds, both for the next page and for hasPreviousPage', async () => {
      const league = await seedLeague(url(), { teams: 4 });
      const [a, b, c, d] = league.teams;
      const schedule = async (k: number, name: string) => {
        const [home, away] = k % 2 ? [a, b] : [c, d];
        const startsAt = new Date(Date.UTC(2027, 0, 1) + k * 86_400_000).toISOString();
        const gameId = (await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt, stage: 'ROUND_ROBIN' } })).scheduleGame.id;
        await post(SetGameCrewDocument, { gameId, crew: [{ role: 'REFEREE', name }] });
        return gameId;
      };
      await post(SetGameCrewDocument, { gameId: league.gameId, crew: [{ role: 'REFEREE', name: 'Lee Chen' }] });
      // More near misses than a batch of 200, between his first game and his next two.
      for (let k = 0; k < 205; k += 1) await schedule(k, 'Lee Chenard');
      const later = [await schedule(205, 'Lee Chen'), await schedule(206, 'Lee Chen')];
      const page = (after: string | null) =>
        ok(url(), OfficialSchedulePageDocument, { competitionId: league.competitionId, name: 'Lee Chen', first: 1, after }).then((r) => r.officialScheduleConnection);
      const one = await page(null);
      expect(one.edges.map((e) => e.node.id)).toEqual([league.gameId]);
      expect(one.pageInfo.hasNextPage).toBe(true);
      const two = await page(one.pageInfo.endCursor);
      expect(two.edges.map((e) => e.node.id)).toEqual([later[0]]);
      expect(two.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
      // His second game given to another official since: the page after it still finds his first, 205 near misses back.
      await post(SetGameCrewDocument, { gameId: later[0], crew: [{ role: 'REFEREE', name: 'Jo Martin' }] });
      const three = await page(two.pageInfo.endCursor);
      expect(three.edges.map((e) => e.node.id)).toEqual([later[1]]);
      expect(three.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    });

    it('refuses a scorekeeper, an over-long name, a name twice and a crew of nine, storing nothing', async () => {
      const league = await seedLeague(url());
      await post(SetGameCrewDocument, { gameId: league.gameId, crew: [{ role: 'REFEREE', name: 'Lee Chen' }] });
      const { createApiToken } = await post(CreateApiTokenDocument, { input: { name: 'rink tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } });

      const asScorekeeper = await failure(url(), SetGameCrewDocument, { gameId: league.gameId, crew: [{ role: 'REFEREE', name: 'Someone Else' }] }, createApiToken.token);
      expect(asScorekeeper.code).toBe('FORBIDDEN');
      const long = await failure(url(), SetGameCrewDocument, { gameId: league.gameId, crew: [{ role: 'REFEREE', name: 'x'.repeat(81) }] }, ADMIN_TOKEN);
      expect(long.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'crew.0.name' })] });
      const twice = await failure(
        url(),
        SetGameCrewDocument,
        {
          gameId: league.gameId,
          crew: [
            { role: 'REFEREE', name: 'Al Poe' },
            { role: 'LINESMAN', name: 'al poe' },
          ],
        },
        ADMIN_TOKEN,
      );
      expect(twice.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'crew.1.name' })] });
      const nine = await failure(url(), SetGameCrewDocument, { gameId: league.gameId, crew: Array.from({ length: 9 }, (_, i) => ({ role: 'OFF_ICE' as const, name: `Official ${i}` })) }, ADMIN_TOKEN);
      expect(nine.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'crew' })] });

      expect((await ok(url(), GameCrewDocument, { id: league.gameId })).game?.crew).toEqual([{ role: 'REFEREE', name: 'Lee Chen' }]);
    });
  });
}
