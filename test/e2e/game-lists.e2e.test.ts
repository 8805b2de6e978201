import { CancelGameDocument, GameListsDocument, ScheduleGameDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { playScoreless, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

const HOUR = 60 * 60_000;

/**
 * The front page's lists through the API (recentGames, upcomingGames): finished games the latest
 * first, coming ones the earliest first, of one competition or all, at most `first`; a `first`
 * out of its bounds refused.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `recent and coming games on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;

    it('lists a competition’s finished games latest first and its coming games earliest first, leaving out the rest', async () => {
      const later = new Date(Date.now() + 48 * HOUR).toISOString();
      const league = await seedLeague(url(), { teams: 2, playersPerTeam: 8, startsAt: later });
      const other = await seedLeague(url(), { teams: 2, playersPerTeam: 8 });
      const [home, away] = league.teams;
      const at = async (fromNow: number) =>
        (
          await ok(
            url(),
            ScheduleGameDocument,
            { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: new Date(Date.now() + fromNow).toISOString(), stage: 'ROUND_ROBIN' } },
            ADMIN_TOKEN,
          )
        ).scheduleGame.id;
      const playedFirst = await at(-30 * HOUR);
      const playedLast = await at(-26 * HOUR);
      const neverPlayed = await at(-10 * HOUR);
      const late = await at(-1 * HOUR);
      const soon = await at(2 * HOUR);
      const cancelled = await at(3 * HOUR);
      await playScoreless(url(), playedFirst, ADMIN_TOKEN);
      await playScoreless(url(), playedLast, ADMIN_TOKEN);
      await ok(url(), CancelGameDocument, { gameId: cancelled, reason: 'Rink closed' }, ADMIN_TOKEN);
      await playScoreless(url(), other.gameId, ADMIN_TOKEN);

      const mine = await ok(url(), GameListsDocument, { competitionId: league.competitionId });
      expect(mine.recentGames.map((g) => g.id)).toEqual([playedLast, playedFirst]);
      expect(mine.recentGames.every((g) => g.status === 'FINAL')).toBe(true);
      // A game whose start is more than 3 hours past and never started is no longer coming.
      expect(mine.upcomingGames.map((g) => g.id)).toEqual([late, soon, league.gameId]);
      expect(mine.upcomingGames.map((g) => g.id)).not.toContain(neverPlayed);

      const one = await ok(url(), GameListsDocument, { competitionId: league.competitionId, first: 1 });
      expect(one.recentGames.map((g) => g.id)).toEqual([playedLast]);
      expect(one.upcomingGames.map((g) => g.id)).toEqual([late]);
      // Every competition's: the other competition's game too.
      const all = await ok(url(), GameListsDocument, { first: 50 });
      expect(all.recentGames.map((g) => g.id)).toEqual(expect.arrayContaining([playedLast, playedFirst, other.gameId]));
    });

    it.each([0, 51, -1])('refuses first: %i', async (first) => {
      expect(await failure(url(), GameListsDocument, { first })).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('first') });
    });
  });
}
