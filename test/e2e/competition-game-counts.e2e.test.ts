import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CancelGameDocument, CompetitionGameCountsDocument, ScheduleGameDocument, StartGameDocument, TwoCompetitionsGameCountsDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { playScoreless, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Competition.gameCounts: what the desk's list of competitions says of each (live now, over, to
 * come), counted in one grouped query over a batch of competitions, with the next start read back
 * as the instant it was scheduled at on both databases.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `a competition's games counted by where they stand on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const admin = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
    const counts = async (id: string) => (await ok(url(), CompetitionGameCountsDocument, { id })).competition!.gameCounts;

    it('counts games not started, under way, over and cancelled, and gives the next start', async () => {
      const league = await seedLeague(url(), { teams: 4, playersPerTeam: 8, startsAt: '2026-12-05T13:00:00.000Z' });
      const [a, b, c, d] = league.teams;
      expect(await counts(league.competitionId)).toEqual({ scheduled: 1, live: 0, played: 0, cancelled: 0, nextStartsAt: '2026-12-05T13:00:00.000Z' });

      const schedule = async (home: string, away: string, startsAt: string) =>
        (await admin(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home, awayTeamId: away, stage: 'ROUND_ROBIN', startsAt, venue: 'Rink 2' } })).scheduleGame.id;
      const second = await schedule(c.id, d.id, '2026-12-05T14:30:00.000Z');
      const third = await schedule(a.id, c.id, '2026-12-05T16:00:00.000Z');
      const fourth = await schedule(b.id, d.id, '2026-12-05T17:15:00.000Z');
      await playScoreless(url(), league.gameId, ADMIN_TOKEN);
      await admin(StartGameDocument, { gameId: second });
      await admin(CancelGameDocument, { gameId: fourth, reason: 'Rink closed' });
      expect(await counts(league.competitionId)).toEqual({ scheduled: 1, live: 1, played: 1, cancelled: 1, nextStartsAt: '2026-12-05T16:00:00.000Z' });
      await playScoreless(url(), third, ADMIN_TOKEN);
      expect((await counts(league.competitionId)).nextStartsAt).toBeNull();
    });

    it('counts each competition of a batch apart', async () => {
      const first = await seedLeague(url(), { playersPerTeam: 8 });
      const second = await seedLeague(url(), { playersPerTeam: 8 });
      await playScoreless(url(), second.gameId, ADMIN_TOKEN);
      // Both in one operation: one batch of the loader, each competition its own counts.
      const both = await ok(url(), TwoCompetitionsGameCountsDocument, { a: first.competitionId, b: second.competitionId });
      expect(both.a!.gameCounts).toEqual({ scheduled: 1, live: 0, played: 0, cancelled: 0, nextStartsAt: '2026-12-05T18:00:00.000Z' });
      expect(both.b!.gameCounts).toEqual({ scheduled: 0, live: 0, played: 1, cancelled: 0, nextStartsAt: null });
    });
  });
}
