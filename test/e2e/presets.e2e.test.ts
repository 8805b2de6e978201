import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddToRosterDocument,
  CallTimeoutDocument,
  CreatePlayerDocument,
  EndGameDocument,
  EndPeriodDocument,
  ForfeitGameDocument,
  GameSheetDocument,
  PenaltiesServedDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  RecordPenaltyShotDocument,
  RecordShootoutAttemptDocument,
  ScheduleGameDocument,
  SetLineupDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
  type GameStage,
  type PenaltySeverity,
  type RulesetPreset,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * A scorekeeper runs a whole game of each rulebook through the API, and the scoreboard shows the
 * rulebook applied (the domain tables check each rule in detail; this checks they reach the API).
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `a whole game of each preset on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);

    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(suite.current().url, document, variables, ADMIN_TOKEN);

    /** A game of `preset` between two rosters of 9 (#1 a goalie): enough to dress under every rulebook (R23). */
    async function game(preset: RulesetPreset, stage: GameStage) {
      const league = await seedLeague(suite.current().url, { preset, stage, playersPerTeam: 9, firstNumber: 1 });
      const gameId = league.gameId;
      const player = (team: 0 | 1, i: number) => league.teams[team].players[i].id;
      const teamId = (team: 0 | 1) => league.teams[team].id;
      return {
        league,
        start: async () => (await post(StartGameDocument, { gameId })).startGame,
        drop: async () => (await post(StartClockDocument, { gameId })).startClock,
        whistle: async (remainingMs?: number) => (await post(StopClockDocument, { gameId, remainingMs })).stopClock,
        endPeriod: async () => (await post(EndPeriodDocument, { gameId })).endPeriod,
        end: async () => (await post(EndGameDocument, { gameId })).endGame,
        goal: async (team: 0 | 1, scorer = 4) => (await post(RecordGoalDocument, { input: { gameId, teamId: teamId(team), scorerId: player(team, scorer), assistIds: [] } })).recordGoal,
        penalty: async (team: 0 | 1, who: number, severity: PenaltySeverity = 'MINOR', infraction = 'tripping') =>
          (await post(RecordPenaltyDocument, { input: { gameId, teamId: teamId(team), playerId: player(team, who), severity, infraction } })).recordPenalty,
        shootout: async (team: 0 | 1, shooter: number, scored: boolean) =>
          (await post(RecordShootoutAttemptDocument, { input: { gameId, teamId: teamId(team), shooterId: player(team, shooter), scored } })).recordShootoutAttempt,
        penaltyShot: async (team: 0 | 1, shooter: number, scored: boolean) =>
          (await post(RecordPenaltyShotDocument, { input: { gameId, teamId: teamId(team), shooterId: player(team, shooter), scored } })).recordPenaltyShot,
        sheet: async () => (await ok(suite.current().url, GameSheetDocument, { id: gameId })).game!,
        refused: (document: TypedDocumentNode<unknown, { gameId: string; teamId: string }>, team: 0 | 1) => failure(suite.current().url, document, { gameId, teamId: teamId(team) }, ADMIN_TOKEN),
      };
    }

    /** Plays a period out: the clock runs and the period ends (the clock reading then is 0). */
    async function playPeriod(g: Awaited<ReturnType<typeof game>>) {
      await g.drop();
      return g.endPeriod();
    }

    it('Cole Harbour round robin: run time, no timeouts, and a tie that stands', async () => {
      const g = await game('COLE_HARBOUR_CLASSIC', 'ROUND_ROBIN');
      expect(await g.start()).toMatchObject({ status: 'IN_PROGRESS', periodLabel: '1', clock: { mode: 'RUN_TIME', remainingMs: 20 * 60_000 } });
      await g.drop();
      await g.whistle();
      // "No timeouts are permitted during round robin play"
      expect(await g.refused(CallTimeoutDocument, 0)).toMatchObject({ code: 'RULE_VIOLATION', message: 'No timeouts are permitted in round robin games.' });
      await g.goal(0);
      await g.goal(1);
      await g.endPeriod();
      await playPeriod(g);
      // "In the event of a tie at end of regulation, the game will end in a tie"
      expect(await g.end()).toMatchObject({ status: 'FINAL', decision: 'REGULATION', home: { score: 1 }, away: { score: 1 } });
    });

    it('BHI quarter-final: stop time, the mercy rule runs the clock and stops it again (R12)', async () => {
      const g = await game('BHI_5ON5', 'QUARTERFINAL');
      expect((await g.start()).clock.mode).toBe('STOP_TIME');
      await g.drop();
      for (let i = 0; i < 9; i += 1) await g.goal(0);
      expect((await g.goal(0)).clock.mode).toBe('RUN_TIME'); // 10–0
      for (let i = 0; i < 6; i += 1) await g.goal(1);
      expect((await g.goal(1)).clock.mode).toBe('STOP_TIME'); // 10–7: within 3
      await g.endPeriod();
      await playPeriod(g);
      await playPeriod(g);
      expect(await g.end()).toMatchObject({ status: 'FINAL', decision: 'REGULATION', home: { score: 10 }, away: { score: 7 } });
    });

    it('league 5 on 5 regular season: a power play, a timeout each period, straight-time overtime and a shootout', async () => {
      const g = await game('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON');
      await g.start();
      await g.drop();
      await g.whistle();
      const boxed = await g.penalty(0, 3, 'MINOR', 'hooking');
      expect(boxed.penalties).toEqual([expect.objectContaining({ severity: 'MINOR', minutes: 2, running: false })]);
      const playing = await g.drop();
      expect([playing.home.skatersOnIce, playing.away.skatersOnIce]).toEqual([4, 5]);
      const ppGoal = await g.goal(1);
      expect(ppGoal.penalties).toEqual([]); // the power-play goal released the minor
      await g.whistle();
      await post(CallTimeoutDocument, { gameId: g.league.gameId, teamId: g.league.teams[0].id });
      expect(await g.refused(CallTimeoutDocument, 0)).toMatchObject({ message: 'This team has already used its timeout this period.' });
      await g.goal(0);
      await g.endPeriod();
      expect((await g.drop()).home.timeoutsLeft).toBe(1); // "one (1) thirty second timeout each period"
      await g.endPeriod();
      const overtime = await g.drop();
      expect(overtime).toMatchObject({ periodLabel: 'OT', clock: { mode: 'RUN_TIME', remainingMs: 5 * 60_000 } });
      await g.endPeriod();
      await g.shootout(0, 2, true);
      await g.shootout(1, 2, false);
      await g.shootout(0, 3, false);
      await g.shootout(1, 3, false);
      await g.shootout(0, 4, false);
      const decided = await g.shootout(1, 4, false);
      expect(decided).toMatchObject({ status: 'FINAL', decision: 'SHOOTOUT', periodLabel: 'SO', home: { score: 2 }, away: { score: 1 } });
      const sheet = await g.sheet();
      expect(sheet.events.find((e) => e.type === 'GOAL' && e.team?.id === g.league.teams[1].id)).toMatchObject({ strength: 'POWER_PLAY', period: 1 });
      expect(sheet).toMatchObject({ status: 'FINAL', homeScore: 2, awayScore: 1, decision: 'SHOOTOUT' });
    });

    it('league 5 on 5: seven dressed cannot start (R23) unless both teams agreed (§17)', async () => {
      const league = await seedLeague(suite.current().url, { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 7, firstNumber: 1 });
      const refused = await failure(suite.current().url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('the rules need at least 8 to start') });
      const started = await post(StartGameDocument, { gameId: league.gameId, shortHandedByAgreement: true });
      expect(started.startGame).toMatchObject({ status: 'IN_PROGRESS', seq: 1 });
    });

    it('Cole Harbour: five skaters and two goaltenders cannot start; six skaters and a goaltender can (docs/rulebooks/000_5506cbd709277b08.txt:61, R23)', async () => {
      const g = await game('COLE_HARBOUR_CLASSIC', 'ROUND_ROBIN');
      const home = g.league.teams[0];
      const { createPlayer } = await post(CreatePlayerDocument, { input: { name: `Second goalie ${home.id.slice(0, 4)}`, birthDate: '1990-01-01', waiverSigned: true } });
      await post(AddToRosterDocument, { input: { teamId: home.id, playerId: createPlayer.id, number: 30, position: 'GOALIE', waiverSigned: true, clearance: 'Cleared by the tournament official' } });
      const players = home.players.map((p) => p.id);
      await post(SetLineupDocument, { gameId: g.league.gameId, teamId: home.id, playerIds: [players[0], createPlayer.id, ...players.slice(1, 6)] });
      expect(await failure(suite.current().url, StartGameDocument, { gameId: g.league.gameId }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: 'The home team has 7 dressed but 5 skaters; the rules need at least 6 skaters and a goaltender to start.',
        extensions: { rule: 'R23' },
      });
      await post(SetLineupDocument, { gameId: g.league.gameId, teamId: home.id, playerIds: [players[0], ...players.slice(1, 7)] });
      expect(await g.start()).toMatchObject({ status: 'IN_PROGRESS' });
    });

    it('league 3 on 3: penalties become penalty shots (R19), and the fourth penalty ejects (R15)', async () => {
      const g = await game('WINTER_LEAGUE_3ON3', 'REGULAR_SEASON');
      expect((await g.start()).home.skatersOnIce).toBe(3);
      await g.drop();
      const owed = await g.penalty(0, 5, 'MINOR');
      expect(owed).toMatchObject({ penalties: [], away: { penaltyShotsPending: 1 }, home: { penaltyMinutes: 2 } });
      expect(await g.penaltyShot(1, 5, true)).toMatchObject({ away: { score: 1, penaltyShotsPending: 0 } });
      await g.penalty(0, 5, 'DOUBLE_MINOR');
      await g.penalty(0, 5, 'MINOR');
      await g.penalty(0, 5, 'MINOR');
      const sheet = await g.sheet();
      expect(sheet.events.filter((e) => e.type === 'PENALTY').map((e) => e.ejected)).toEqual([false, false, false, true]);
      expect(sheet.scoreboard.away.penaltyShotsPending).toBe(4);
      expect(sheet.events.find((e) => e.type === 'PENALTY_SHOT')).toMatchObject({ scored: true, strength: 'PENALTY_SHOT' });
      await g.endPeriod();
      await playPeriod(g);
      expect(await g.end()).toMatchObject({ status: 'FINAL', away: { score: 1 } });
    });

    it('league 3 on 3: the penalty shot is taken by the player who was fouled (004:106, G28)', async () => {
      const g = await game('WINTER_LEAGUE_3ON3', 'REGULAR_SEASON');
      const { gameId, teams } = g.league;
      await g.start();
      await g.drop();
      const fouled = teams[1].players[5].id;
      await post(RecordPenaltyDocument, { input: { gameId, teamId: teams[0].id, playerId: teams[0].players[5].id, severity: 'MINOR', infraction: 'tripping', fouledPlayerId: fouled } });
      const teammate = await failure(suite.current().url, RecordPenaltyShotDocument, { input: { gameId, teamId: teams[1].id, shooterId: teams[1].players[4].id, scored: true } }, ADMIN_TOKEN);
      expect(teammate).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'G28' }, message: expect.stringContaining('taken by the player who was fouled') });
      expect(await g.penaltyShot(1, 5, true)).toMatchObject({ away: { score: 1, penaltyShotsPending: 0 } });
    });

    it("league 5 on 5 (004:88) Quick Penalty Rule: on the referee's call the slow player takes a delay-of-game minor, the clock stops, and a substitute ON THE FLOOR serves it (G40)", async () => {
      const g = await game('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON');
      const { gameId, teams } = g.league;
      await g.start();
      await g.drop();
      const [slowPlayer, substitute] = [teams[0].players[5].id, teams[0].players[6].id];
      await g.penalty(0, 5);
      const tripping = (await g.sheet()).events.at(-1)!.seq;
      const board = (
        await post(RecordPenaltyDocument, {
          input: { gameId, teamId: teams[0].id, playerId: slowPlayer, severity: 'MINOR', infraction: 'DELAY_OF_GAME', slowToBoxOf: tripping, servedById: substitute },
        })
      ).recordPenalty;
      expect(board.clock.running).toBe(false);
      expect(board.home.skatersOnIce).toBe(3);
      const events = (await ok(suite.current().url, PenaltiesServedDocument, { id: gameId })).game!.events;
      expect(events.at(-1)).toMatchObject({ type: 'PENALTY', player: { id: slowPlayer }, infraction: 'DELAY_OF_GAME', minutes: 2, slowToBoxOf: tripping, servedBy: { id: substitute } });
      const again = await failure(
        suite.current().url,
        RecordPenaltyDocument,
        { input: { gameId, teamId: teams[0].id, playerId: slowPlayer, severity: 'MINOR', infraction: 'DELAY_OF_GAME', slowToBoxOf: tripping, servedById: substitute } },
        ADMIN_TOKEN,
      );
      expect(again).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: expect.stringContaining('G40') } });
    });

    it('BHI: a team that forfeits starts its next game with a 2-minute bench minor; its opponent does not', async () => {
      const g = await game('BHI_5ON5', 'ROUND_ROBIN');
      const { league } = g;
      const [home, away] = [league.teams[0].id, league.teams[1].id];
      await post(ForfeitGameDocument, { gameId: league.gameId, forfeitingTeamId: away });
      const { scheduleGame } = await post(ScheduleGameDocument, {
        // The next game is another round-robin game: nobody played the forfeited one, so nobody could dress for an elimination game (003:15).
        input: { divisionId: league.divisionId, homeTeamId: home, awayTeamId: away, startsAt: '2030-06-02T18:00:00.000Z', stage: 'ROUND_ROBIN' },
      });
      const started = (await post(StartGameDocument, { gameId: scheduleGame.id })).startGame;
      expect(started.penalties).toEqual([expect.objectContaining({ severity: 'MINOR', minutes: 2, running: false, team: { id: away }, player: null })]);
      const { game: sheet } = await ok(suite.current().url, GameSheetDocument, { id: scheduleGame.id });
      expect(sheet!.events.filter((e) => e.type === 'PENALTY')).toEqual([
        expect.objectContaining({ team: { id: away }, infraction: 'FORFEITED_PREVIOUS_GAME', reason: expect.stringContaining('forfeited its previous game') }),
      ]);
    });

    it('Cole Harbour names no penalty after a forfeit: the next game starts clean', async () => {
      const g = await game('COLE_HARBOUR_CLASSIC', 'ROUND_ROBIN');
      const { league } = g;
      const [home, away] = [league.teams[0].id, league.teams[1].id];
      await post(ForfeitGameDocument, { gameId: league.gameId, forfeitingTeamId: away });
      const { scheduleGame } = await post(ScheduleGameDocument, {
        // later the same day as the forfeited game, and past: Cole Harbour starts no game early without agreement (000:65, G61)
        input: { divisionId: league.divisionId, homeTeamId: home, awayTeamId: away, startsAt: '2026-12-05T21:00:00.000Z', stage: 'ROUND_ROBIN' },
      });
      expect((await post(StartGameDocument, { gameId: scheduleGame.id })).startGame.penalties).toEqual([]);
    });
  });
}
