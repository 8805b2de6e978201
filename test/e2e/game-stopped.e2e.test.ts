import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CreateBracketDocument,
  DivisionBracketDocument,
  DivisionStandingsDocument,
  EndGameDocument,
  EndPeriodDocument,
  GameStopsDocument,
  RecordGoalDocument,
  RecordResultDocument,
  ScheduleGameDocument,
  StartClockDocument,
  StartGameDocument,
  StopGameDocument,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * A game stopped before its end through the API (league §18, G30): the losing team's request when
 * behind by more than ten, a regulation result in the standings; the referee's stop, the result left
 * to the officials. The rules themselves are the domain's table (test/unit/game-stopped.test.ts).
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `a game stopped early on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

    async function blowout(goals: number) {
      const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', playersPerTeam: 8, firstNumber: 1, stage: 'REGULAR_SEASON' });
      const { gameId } = league;
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      const [home] = league.teams;
      for (let i = 0; i < goals; i += 1) await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[4].id, assistIds: [] } });
      const table = async () => (await post(DivisionStandingsDocument, { divisionId: league.divisionId })).standings.rows.map((r) => [r.team.id, r.points, r.gamesPlayed]);
      return { league, gameId, table };
    }

    it('league §18: losing by eleven, the losing team asks: the score stands and the 2 points go to the other team; by ten, refused', async () => {
      const { league, gameId, table } = await blowout(10);
      const [home, away] = league.teams;
      expect(await failure(url(), EndGameDocument, { gameId }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('Regulation is not over') });
      expect(await failure(url(), StopGameDocument, { gameId, reason: 'MERCY_REQUESTED_BY_LOSING_TEAM' }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: expect.stringContaining('League §18'),
      });
      await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[4].id, assistIds: [] } });
      const board = (await post(StopGameDocument, { gameId, reason: 'MERCY_REQUESTED_BY_LOSING_TEAM' })).endGame;
      expect(board).toMatchObject({ status: 'FINAL', home: { score: 11 }, away: { score: 0 } });
      const game = (await post(GameStopsDocument, { id: gameId })).game!;
      expect(game).toMatchObject({ status: 'FINAL', decision: 'REGULATION', homeScore: 11, awayScore: 0 });
      expect(game.events.find((e) => e.type === 'GAME_ENDED')).toMatchObject({ stopReason: 'MERCY_REQUESTED_BY_LOSING_TEAM' });
      expect(game.events.filter((e) => e.type !== 'GAME_ENDED').every((e) => e.stopReason === null)).toBe(true);
      expect(await table()).toEqual([
        [home.id, 2, 1],
        [away.id, 0, 1],
      ]);
    });

    it("the referee's stop: the game is over, no result in the standings until the officials record one", async () => {
      const { league, gameId, table } = await blowout(3);
      const [home, away] = league.teams;
      expect((await post(StopGameDocument, { gameId, reason: 'REFEREE_STOPPED' })).endGame).toMatchObject({ status: 'FINAL', home: { score: 3 } });
      const game = (await post(GameStopsDocument, { id: gameId })).game!;
      expect(game).toMatchObject({ status: 'FINAL', decision: null });
      expect(game.events.find((e) => e.type === 'GAME_ENDED')).toMatchObject({ stopReason: 'REFEREE_STOPPED' });
      expect((await table()).map(([, points, played]) => [points, played])).toEqual([
        [0, 0],
        [0, 0],
      ]);
      await post(RecordResultDocument, { input: { gameId, homeScore: 3, awayScore: 0, decision: 'REGULATION', reason: 'The league let the score stand' } });
      expect(await table()).toEqual([
        [home.id, 2, 1],
        [away.id, 0, 1],
      ]);
    });

    it("a playoff game the referee stopped sends nobody on until the officials' result", async () => {
      const league = await seedLeague(url(), { teams: 4, playersPerTeam: 8, firstNumber: 1, startsAt: '2026-11-01T18:00:00.000Z' });
      // Every game in the past, the semi-finals too (a day after the last): Cole Harbour starts none early (000:65, G61).
      const ids = league.teams.map((t) => t.id);
      const goal = (gameId: string, team: number) => post(RecordGoalDocument, { input: { gameId, teamId: ids[team], scorerId: league.teams[team].players[4].id, assistIds: [] } });
      const live = async (gameId: string) => {
        await post(StartGameDocument, { gameId });
        await post(StartClockDocument, { gameId });
        await goal(gameId, 0);
        await post(EndPeriodDocument, { gameId });
        await post(StartClockDocument, { gameId });
        await post(EndPeriodDocument, { gameId });
        await post(EndGameDocument, { gameId });
      };
      // Team 0 wins all, 1 beats 2 and 3, 2 beats 3; teams 0 and 3 play live, so their players may dress in the semi-final (R21).
      await live(league.gameId);
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
        if (home === 0 && away === 3) await live(scheduleGame.id);
        else await post(RecordResultDocument, { input: { gameId: scheduleGame.id, homeScore: 2, awayScore: 0, decision: 'REGULATION' } });
      }
      const { createBracket } = await post(CreateBracketDocument, { input: { divisionId: league.divisionId } });
      const sf1 = () => post(DivisionBracketDocument, { divisionId: league.divisionId }).then((b) => b.bracket!.slots.find((s) => s.key === 'SF1')!);
      const gameId = createBracket.slots.find((s) => s.key === 'SF1')!.game!.id;
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await goal(gameId, 0);
      await post(StopGameDocument, { gameId, reason: 'REFEREE_STOPPED' });
      expect(await sf1()).toMatchObject({ winner: null, game: { status: 'FINAL', homeScore: 1, awayScore: 0 } });
      await post(RecordResultDocument, { input: { gameId, homeScore: 1, awayScore: 0, decision: 'REGULATION', reason: 'The league let the score stand' } });
      expect((await sf1()).winner).toEqual({ id: ids[0] });
    });
  });
}
