import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { BracketFeedDocument, CreateBracketDocument, DivisionBracketDocument, RecordResultDocument, ScheduleGameDocument } from '../generated/graphql';
import { failure, nextData, ok, subscribe, wsClientsPerTest } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Playoff brackets through the API (issue 5, item 6): seeded from complete standings, games created
 * as soon as both teams are known — winners advance in the transaction of the result that decides
 * them — and re-seeded when a result is corrected before the next game starts. The formats
 * themselves are the domain's tables (test/unit/bracket.test.ts).
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `brackets on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
    const client = wsClientsPerTest(() => suite.current().wsUrl);

    /** A Cole Harbour division of four whose round robin is played on paper: team 0 wins all, 1 beats 2 and 3, 2 beats 3. */
    async function playedRoundRobin() {
      const league = await seedLeague(url(), { teams: 4, playersPerTeam: 8, firstNumber: 1 });
      const ids = league.teams.map((t) => t.id);
      const result = (gameId: string, homeScore: number, awayScore: number, reason?: string) =>
        post(RecordResultDocument, { input: { gameId, homeScore, awayScore, decision: 'REGULATION', reason } });
      // The seeded game is 0 v 1.
      await result(league.gameId, 3, 1);
      let day = 10;
      for (const [home, away] of [[0, 2], [0, 3], [1, 2], [1, 3], [2, 3]] as const) {
        const { scheduleGame } = await post(ScheduleGameDocument, {
          input: { divisionId: league.divisionId, homeTeamId: ids[home]!, awayTeamId: ids[away]!, startsAt: `2030-03-${(day += 1)}T18:00:00.000Z`, stage: 'ROUND_ROBIN' },
        });
        await result(scheduleGame.id, 2, 0);
      }
      return { league, ids, result };
    }

    it('Cole Harbour: semi-finals 1 v 4 and 2 v 3 from the standings; winners meet in the final, which a corrected semi-final re-seeds', async () => {
      const { league, ids, result } = await playedRoundRobin();
      const feed = subscribe(client(), BracketFeedDocument, { divisionId: league.divisionId });
      expect((await nextData(feed)).bracketUpdated).toBeNull();

      const { createBracket } = await post(CreateBracketDocument, { input: { divisionId: league.divisionId } });
      expect(createBracket.format).toBe('SEMIS_AND_FINAL');
      expect(createBracket.seeds.map((t) => t.id)).toEqual(ids);
      const slot = (bracket: typeof createBracket, key: string) => bracket.slots.find((s) => s.key === key)!;
      expect([slot(createBracket, 'SF1').home?.id, slot(createBracket, 'SF1').away?.id]).toEqual([ids[0], ids[3]]);
      expect([slot(createBracket, 'SF2').home?.id, slot(createBracket, 'SF2').away?.id]).toEqual([ids[1], ids[2]]);
      expect(slot(createBracket, 'F')).toMatchObject({ stage: 'FINAL', home: null, away: null, game: null });
      expect((await nextData(feed)).bracketUpdated!.slots.filter((s) => s.game)).toHaveLength(2);

      await result(slot(createBracket, 'SF1').game!.id, 4, 2);
      await nextData(feed);
      await result(slot(createBracket, 'SF2').game!.id, 1, 3);
      const afterSemis = (await nextData(feed)).bracketUpdated!;
      expect(slot(afterSemis, 'F')).toMatchObject({ home: { id: ids[0] }, away: { id: ids[2] }, game: { status: 'SCHEDULED' } });

      // The first semi-final's sheet was misread: team 3 won it. The final, not started, is re-seeded.
      await result(slot(createBracket, 'SF1').game!.id, 2, 4, 'Scoresheet misread');
      const reseeded = (await nextData(feed)).bracketUpdated!;
      expect(slot(reseeded, 'SF1').winner?.id).toBe(ids[3]);
      // The better seed plays at home: seed 3 against seed 4.
      expect(slot(reseeded, 'F')).toMatchObject({ home: { id: ids[2] }, away: { id: ids[3] }, game: { id: slot(afterSemis, 'F').game!.id } });
      expect((await post(DivisionBracketDocument, { divisionId: league.divisionId })).bracket).toEqual(reseeded);
    });

    it('a bracket waits for a complete round robin unless seeded by hand; one per division', async () => {
      const league = await seedLeague(url(), { teams: 4, playersPerTeam: 8, firstNumber: 1 });
      const ids = league.teams.map((t) => t.id);
      expect(await failure(url(), CreateBracketDocument, { input: { divisionId: league.divisionId } }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: expect.stringContaining('The round robin is not complete: 1 game still to play'),
      });
      const seeding = [ids[2]!, ids[0]!, ids[3]!, ids[1]!];
      const { createBracket } = await post(CreateBracketDocument, { input: { divisionId: league.divisionId, seeding } });
      expect(createBracket.slots.find((s) => s.key === 'SF1')).toMatchObject({ home: { id: ids[2] }, away: { id: ids[1] } });
      expect(await failure(url(), CreateBracketDocument, { input: { divisionId: league.divisionId, seeding } }, ADMIN_TOKEN)).toMatchObject({ code: 'CONFLICT' });
    });
  });
}
