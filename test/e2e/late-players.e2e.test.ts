import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddLatePlayerDocument,
  CreateApiTokenDocument,
  DivisionStatsDocument,
  EndGameDocument,
  EndPeriodDocument,
  GameSheetDocument,
  PlayerEligibilityDocument,
  RecordGoalDocument,
  ScheduleGameDocument,
  SetLineupDocument,
  SetSuspensionDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Late players through the API (league §25, R51): the scorekeeper adds a player who arrived late,
 * at the clock reading; he is checked for eligibility as at the drop (R27), and the log, the
 * replay and the stats see him as having played. The cut-off itself is the domain's table
 * (test/unit/late-players.test.ts).
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `late players on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);

    /** A league game under way, each team's last player left out of its lineup (he is late). */
    async function gameWithALatePlayer() {
      const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', playersPerTeam: 9, firstNumber: 1, stage: 'REGULAR_SEASON' });
      const { gameId } = league;
      const [home, away] = league.teams;
      for (const team of [home, away]) await post(SetLineupDocument, { gameId, teamId: team.id, playerIds: team.players.slice(0, 8).map((p) => p.id) });
      const scorekeeper = (await post(CreateApiTokenDocument, { input: { name: `Rink tablet ${gameId}`, role: 'SCOREKEEPER', scopes: [`game:${gameId}`] } })).createApiToken.token;
      await post(StartGameDocument, { gameId }, scorekeeper);
      await post(StartClockDocument, { gameId }, scorekeeper);
      return { league, gameId, home: home, away: away, late: home.players[8], scorekeeper };
    }

    it('docs/rulebooks/004_52536eff465526ad.txt:86 "A player arriving late for a game may play up until the LAST MINUTE": the scorekeeper adds him at the clock reading; he scores, and has played the game (R51)', async () => {
      const { league, gameId, home, late, scorekeeper } = await gameWithALatePlayer();
      await post(StopClockDocument, { gameId, remainingMs: 18 * 60_000 }, scorekeeper);
      const input = { gameId, teamId: home.id, playerId: late.id, clientEventId: 'late-1' };
      const board = (await post(AddLatePlayerDocument, { input }, scorekeeper)).addLatePlayer;
      const before = await rowCounts(suite.current().db);
      expect((await post(AddLatePlayerDocument, { input }, scorekeeper)).addLatePlayer).toEqual(board);
      expect(await rowCounts(suite.current().db)).toEqual(before);

      const sheet = (await post(GameSheetDocument, { id: gameId })).game!;
      expect(sheet.events.at(-1)).toMatchObject({ type: 'LATE_PLAYER_ADDED', period: 1, clockRemainingMs: 18 * 60_000, team: { id: home.id }, player: { id: late.id } });

      await post(StartClockDocument, { gameId }, scorekeeper);
      await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: late.id, assistIds: [] } }, scorekeeper);
      await post(EndPeriodDocument, { gameId }, scorekeeper);
      await post(StartClockDocument, { gameId }, scorekeeper);
      await post(EndPeriodDocument, { gameId }, scorekeeper);
      await post(EndGameDocument, { gameId }, scorekeeper);
      const stats = (await post(DivisionStatsDocument, { divisionId: league.divisionId })).playerStats;
      expect(stats.find((s) => s.player.id === late.id)).toMatchObject({ gamesPlayed: 1, goals: 1 });
    });

    it('Cole Harbour: a player who joined a round-robin game late has played it, so he may play the semi-final (R51, R21)', async () => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8 });
      const { gameId } = league;
      const [home, away] = league.teams;
      const late = home.players[7];
      await post(SetLineupDocument, { gameId, teamId: home.id, playerIds: home.players.slice(0, 7).map((p) => p.id) });
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(StopClockDocument, { gameId, remainingMs: 5 * 60_000 });
      await post(AddLatePlayerDocument, { input: { gameId, teamId: home.id, playerId: late.id } });
      await post(EndPeriodDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(EndPeriodDocument, { gameId });
      await post(EndGameDocument, { gameId });
      const { scheduleGame } = await post(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2026-12-06T18:00:00.000Z', stage: 'SEMIFINAL' },
      });
      const semi = (await post(PlayerEligibilityDocument, { playerId: late.id, gameId: scheduleGame.id })).eligibility;
      expect(semi.reasons.map((r) => r.code)).not.toContain('INSUFFICIENT_GAMES_PLAYED');
      expect(semi.eligible).toBe(true);
    });

    it('a late player is checked as at the drop (R27, R51): a suspended player is refused with his reasons; a player of the other team is not on the roster; after the last minute nobody joins', async () => {
      const { league, gameId, home, away, late, scorekeeper } = await gameWithALatePlayer();
      await post(SetSuspensionDocument, { input: { competitionId: league.competitionId, playerId: late.id, kind: 'GAMES', games: 1, reason: 'fighting last week' } });
      expect((await post(PlayerEligibilityDocument, { playerId: late.id, gameId })).eligibility.eligible).toBe(false);
      await post(StopClockDocument, { gameId, remainingMs: 20 * 60_000 }, scorekeeper);
      const before = await rowCounts(suite.current().db);
      const suspended = await failure(url(), AddLatePlayerDocument, { input: { gameId, teamId: home.id, playerId: late.id } }, scorekeeper);
      expect(suspended.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'R21', ineligible: [{ playerId: late.id, reasons: [{ code: 'SUSPENDED' }] }] });
      // a scorekeeper reads the codes, not the suspension's reason
      expect(JSON.stringify(suspended)).not.toContain('fighting last week');
      const stranger = await failure(url(), AddLatePlayerDocument, { input: { gameId, teamId: home.id, playerId: away.players[0].id } }, scorekeeper);
      expect(stranger).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining("not on the team's roster") });
      expect(await rowCounts(suite.current().db)).toEqual(before);

      await post(EndPeriodDocument, { gameId }, scorekeeper);
      await post(StartClockDocument, { gameId }, scorekeeper);
      await post(StopClockDocument, { gameId, remainingMs: 45_000 }, scorekeeper);
      const tooLate = await failure(url(), AddLatePlayerDocument, { input: { gameId, teamId: away.id, playerId: away.players[8].id } }, scorekeeper);
      expect(tooLate).toMatchObject({
        code: 'RULE_VIOLATION',
        message: expect.stringContaining('a late player may play only until the last minute of the game'),
        extensions: { rule: expect.stringContaining('R51') },
      });
    });
  });
}
