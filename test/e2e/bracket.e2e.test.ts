import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  BracketFeedDocument,
  CreateBracketDocument,
  DivisionBracketDocument,
  EndGameDocument,
  EndPeriodDocument,
  GameSheetDocument,
  NodeByIdDocument,
  RecordGoalDocument,
  RecordResultDocument,
  ScheduleGameDocument,
  StartClockDocument,
  StartGameDocument,
  VoidEventDocument,
} from '../generated/graphql';
import { failure, nextData, ok, subscribe, wsClientsPerTest } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Playoff brackets through the API: seeded from complete standings, games created
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
      const result = (gameId: string, homeScore: number, awayScore: number, reason?: string) => post(RecordResultDocument, { input: { gameId, homeScore, awayScore, decision: 'REGULATION', reason } });
      // The seeded game is 0 v 1.
      await result(league.gameId, 3, 1);
      let day = 10;
      for (const [home, away] of [
        [0, 2],
        [0, 3],
        [1, 2],
        [1, 3],
        [2, 3],
      ] as const) {
        const { scheduleGame } = await post(ScheduleGameDocument, {
          input: { divisionId: league.divisionId, homeTeamId: ids[home], awayTeamId: ids[away], startsAt: `2030-03-${(day += 1)}T18:00:00.000Z`, stage: 'ROUND_ROBIN' },
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
      expect(createBracket.playoffFormat).toBe('SEMIS_AND_FINAL');
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
      // Its version: 1 when made, one more with each change a viewer sees (two semi-final results, the re-seed).
      expect([createBracket.version, afterSemis.version, reseeded.version]).toEqual([1, 3, 4]);
      expect(reseeded.id).toBe(createBracket.id);
      expect((await post(NodeByIdDocument, { id: createBracket.id })).node).toEqual({ __typename: 'Bracket', id: createBracket.id, version: 4, format: 'SEMIS_AND_FINAL' });
    });

    it('a live semi-final whose result is taken back moves the bracket back; a voided goal and a new one send the other team to the final', async () => {
      const league = await seedLeague(url(), { teams: 4, playersPerTeam: 8, firstNumber: 1, startsAt: '2026-11-01T18:00:00.000Z' });
      // Every game in the past, the semi-finals too (a day after the last): Cole Harbour starts none early (000:65, G61).
      const ids = league.teams.map((t) => t.id);
      const scorer = (team: number) => league.teams[team].players[4].id;
      const teamOf = (id: string) => ids.indexOf(id);
      /** Plays a game live to the end of regulation, one goal for each team listed. */
      const live = async (gameId: string, goals: number[]) => {
        await post(StartGameDocument, { gameId });
        await post(StartClockDocument, { gameId });
        for (const team of goals) await post(RecordGoalDocument, { input: { gameId, teamId: ids[team], scorerId: scorer(team), assistIds: [] } });
        await post(EndPeriodDocument, { gameId });
        await post(StartClockDocument, { gameId });
        await post(EndPeriodDocument, { gameId });
        await post(EndGameDocument, { gameId });
      };
      // Team 0 wins all, 1 beats 2 and 3, 2 beats 3; the games of teams 0 and 3 live, so their
      // players have the round-robin game Cole Harbour asks of them for the semi-finals (L62).
      await live(league.gameId, [0]);
      let day = 10;
      for (const [home, away] of [
        [0, 3],
        [0, 2],
        [1, 2],
        [1, 3],
        [2, 3],
      ] as const) {
        const { scheduleGame } = await post(ScheduleGameDocument, {
          input: { divisionId: league.divisionId, homeTeamId: ids[home], awayTeamId: ids[away], startsAt: `2026-11-${(day += 1)}T18:00:00.000Z`, stage: 'ROUND_ROBIN' },
        });
        if (home === 0 && away === 3) await live(scheduleGame.id, [0]);
        else await post(RecordResultDocument, { input: { gameId: scheduleGame.id, homeScore: 2, awayScore: 0, decision: 'REGULATION' } });
      }
      const { createBracket } = await post(CreateBracketDocument, { input: { divisionId: league.divisionId } });
      expect(createBracket.seeds.map((t) => teamOf(t.id))).toEqual([0, 1, 2, 3]);
      const slot = (bracket: typeof createBracket, key: string) => bracket.slots.find((s) => s.key === key)!;
      const feed = subscribe(client(), BracketFeedDocument, { divisionId: league.divisionId });
      await nextData(feed);
      const next = async () => (await nextData(feed)).bracketUpdated!;

      // SF1 (seed 1 v seed 4) scored live: seed 1 wins 1–0.
      const gameId = slot(createBracket, 'SF1').game!.id;
      await live(gameId, [0]);
      expect(slot(await next(), 'SF1').winner?.id).toBe(ids[0]);
      await post(RecordResultDocument, { input: { gameId: slot(createBracket, 'SF2').game!.id, homeScore: 3, awayScore: 1, decision: 'REGULATION' } });
      const final = slot(await next(), 'F');
      expect(final).toMatchObject({ home: { id: ids[0] }, away: { id: ids[1] }, game: { status: 'SCHEDULED' } });

      // The end of SF1 is voided: no winner, and the final, not started, waits without its game.
      const sheet = async () => (await post(GameSheetDocument, { id: gameId })).game!.events;
      const ended = (await sheet()).find((e) => e.type === 'GAME_ENDED')!;
      await post(VoidEventDocument, { gameId, seq: ended.seq, reason: 'Ended before the goal judge was heard' });
      const reopened = await next();
      expect(slot(reopened, 'SF1').winner).toBeNull();
      expect(slot(reopened, 'F')).toMatchObject({ home: null, away: { id: ids[1] }, game: null });

      // The goal is voided (kicked in), seed 4 scores in overtime, and goes to the final instead.
      const goal = (await sheet()).find((e) => e.type === 'GOAL')!;
      await post(VoidEventDocument, { gameId, seq: goal.seq, reason: 'Kicked in' });
      await post(StartClockDocument, { gameId });
      await post(RecordGoalDocument, { input: { gameId, teamId: ids[3], scorerId: scorer(3), assistIds: [] } });
      // Sudden death: the overtime goal ends the game, and the bracket moves once.
      const flipped = await next();
      expect(slot(flipped, 'SF1').winner?.id).toBe(ids[3]);
      // The better seed plays at home: seed 2 against seed 4.
      expect(slot(flipped, 'F')).toMatchObject({ home: { id: ids[1] }, away: { id: ids[3] }, game: { status: 'SCHEDULED' } });
      expect(slot(flipped, 'F').game!.id).not.toBe(final.game!.id);
    });

    it('a bracket waits for a complete round robin unless seeded by hand; one per division', async () => {
      const league = await seedLeague(url(), { teams: 4, playersPerTeam: 8, firstNumber: 1 });
      const ids = league.teams.map((t) => t.id);
      expect(await failure(url(), CreateBracketDocument, { input: { divisionId: league.divisionId } }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: expect.stringContaining('The round robin is not complete: 1 game still to play'),
      });
      const seeding = [ids[2], ids[0], ids[3], ids[1]];
      const { createBracket } = await post(CreateBracketDocument, { input: { divisionId: league.divisionId, seeding } });
      expect(createBracket.slots.find((s) => s.key === 'SF1')).toMatchObject({ home: { id: ids[2] }, away: { id: ids[1] } });
      expect(await failure(url(), CreateBracketDocument, { input: { divisionId: league.divisionId, seeding } }, ADMIN_TOKEN)).toMatchObject({ code: 'CONFLICT' });
    });
  });
}
