// Over 400 lines: a live game's whole life over HTTP and WebSocket on both backends, one test per stage of it.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CompetitionEntity, DivisionEntity, GameEntity, GameEventEntity } from '../../src/db/entities';
import { foldEvents } from '../../src/domain/game/machine';
import { toScoreboard } from '../../src/domain/game/scoreboard-view';
import { resolveRuleset } from '../../src/domain/rulesets';
import { setupOf, toRecorded } from '../../src/services/game-event.service';
import {
  FrontPageDocument,
  CallTimeoutDocument,
  CertifyGameDocument,
  CreateApiTokenDocument,
  CreateCompetitionDocument,
  CreatePlayerDocument,
  EndGameDocument,
  EndPeriodDocument,
  FaceoffDocument,
  ForfeitGameDocument,
  GameEventsFeedDocument,
  GameSheetDocument,
  LiveScoreboardFeedDocument,
  NameShootersDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  RecordShootoutAttemptDocument,
  RecordShotDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
  VoidEventDocument,
  type GameEventFieldsFragment,
  type LiveScoreboardFragment,
} from '../generated/graphql';
import { failure, type Feed, gql, nextData, ok, subscribe, wsClientsPerTest } from '../support/client';
import { rowCounts } from '../support/rows';
import { type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

const MINUTE = 60_000;

/** The next `count` events of a gameEvents feed. */
async function nextEvents(feed: Feed<{ gameEvents: GameEventFieldsFragment }>, count: number): Promise<GameEventFieldsFragment[]> {
  const events: GameEventFieldsFragment[] = [];
  for (let i = 0; i < count; i += 1) events.push((await nextData(feed)).gameEvents);
  return events;
}

for (const backend of BACKENDS) {
  describeWith(backend.needs, `the live game on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const client = wsClientsPerTest(() => suite.current().wsUrl);

    /** A Cole Harbour game between two rosters of 8 (#1 a goalie): enough to dress (R23: 7 with a goalie). */
    const seedGame = (stage: 'SEMIFINAL' | 'ROUND_ROBIN' = 'SEMIFINAL') => seedLeague(suite.current().url, { preset: 'COLE_HARBOUR_CLASSIC', stage, playersPerTeam: 8, firstNumber: 1 });

    /** A mutation that must succeed, as `token` (the bootstrap admin by default). */
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token: string = ADMIN_TOKEN) => ok(suite.current().url, document, variables, token);

    /** A scoreboard subscriber, live once its first message (the stored scoreboard) has arrived. */
    const watchScoreboard = async (gameId: string) => {
      const feed = subscribe(client(), LiveScoreboardFeedDocument, { gameId });
      const first = (await nextData(feed)).scoreboardUpdated;
      return { feed, first, next: async () => (await nextData(feed)).scoreboardUpdated };
    };

    const sheet = async (gameId: string) => (await ok(suite.current().url, GameSheetDocument, { id: gameId })).game!;

    /**
     * Replays the game's stored log as read back from this database: it must give exactly the
     * stored state and scoreboard (so a void's re-fold, or a retry's, sees what was recorded).
     */
    const expectReplayReproducesStorage = async (gameId: string) => {
      const game = await suite.current().db.manager.findOneByOrFail(GameEntity, { id: gameId });
      const division = await suite.current().db.manager.findOneByOrFail(DivisionEntity, { id: game.divisionId });
      const competition = await suite.current().db.manager.findOneByOrFail(CompetitionEntity, { id: division.competitionId });
      const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
      const log = await suite.current().db.manager.find(GameEventEntity, { where: { gameId }, order: { seq: 'ASC' } });
      const replayed = foldEvents(setupOf(game), ruleset, log.map(toRecorded), game.createdAt.toISOString());
      expect(replayed).toEqual(game.state);
      expect(toScoreboard(replayed, ruleset)).toEqual(game.snapshot);
    };

    const scorekeeperToken = async (name: string, scopes: string[]) => (await post(CreateApiTokenDocument, { input: { name, role: 'SCOREKEEPER', scopes } })).createApiToken.token;

    /** Puck drop: the game started and the clock running. */
    const dropPuck = async (gameId: string) => {
      await post(StartGameDocument, { gameId });
      return (await post(StartClockDocument, { gameId })).startClock;
    };

    const goal = (league: SeededLeague, team: 0 | 1, scorer: number, assists: number[] = [], extra: { clientEventId?: string; clockRemainingMs?: number } = {}) =>
      post(RecordGoalDocument, {
        input: {
          gameId: league.gameId,
          teamId: league.teams[team].id,
          scorerId: league.teams[team].players[scorer].id,
          assistIds: assists.map((a) => league.teams[team].players[a].id),
          ...extra,
        },
      });

    it('plays a Cole Harbour semi-final through a tie and 3-on-3 overtime to a shootout of named shooters (000:40, G31), every subscriber seeing every change once, in order', async () => {
      const league = await seedGame('SEMIFINAL');
      const { gameId } = league;
      const [home, away] = league.teams as [SeededLeague['teams'][number], SeededLeague['teams'][number]];
      const scoreboard = await watchScoreboard(gameId);
      expect(scoreboard.first).toMatchObject({ seq: 0, status: 'SCHEDULED', periodLabel: '', decision: null, shootout: null });
      const firstHalfClient = client();
      const firstHalf = subscribe(firstHalfClient, GameEventsFeedDocument, { gameId });

      // Each step: the mutation's answer is the committed scoreboard, and the scoreboard
      // subscriber's next message is exactly that scoreboard.
      const snapshots: LiveScoreboardFragment[] = [];
      const step = async (mutation: () => Promise<LiveScoreboardFragment>) => {
        const answer = await mutation();
        expect(answer.seq).toBe(snapshots.length + 1);
        expect(await scoreboard.next()).toEqual(answer);
        snapshots.push(answer);
        return answer;
      };
      const attempt = (side: typeof home, shooter: number, scored: boolean) =>
        step(async () => (await post(RecordShootoutAttemptDocument, { input: { gameId, teamId: side.id, shooterId: side.players[shooter].id, scored } })).recordShootoutAttempt);

      // Period 1: 20 minutes run time; a power play goal releases the minor (standard hockey).
      const started = await step(async () => (await post(StartGameDocument, { gameId })).startGame);
      expect(started).toMatchObject({ status: 'IN_PROGRESS', period: 1, periodLabel: '1', clock: { running: false, remainingMs: 20 * MINUTE, mode: 'RUN_TIME' } });
      expect(started.home).toMatchObject({ timeoutsLeft: 1, skatersOnIce: 5 });
      await step(async () => (await post(StartClockDocument, { gameId })).startClock);
      await step(async () => (await post(RecordShotDocument, { gameId, teamId: home.id })).recordShot);
      const first = await step(async () => (await goal(league, 0, 2, [3, 4])).recordGoal);
      expect(first.home).toMatchObject({ score: 1, shots: 2 });
      await step(async () => (await post(StopClockDocument, { gameId, remainingMs: 12 * MINUTE })).stopClock);
      const penalised = await step(
        async () => (await post(RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[2].id, severity: 'MINOR', infraction: 'high-sticking' } })).recordPenalty,
      );
      // R14: 3 minutes under run time, waiting for the next puck drop.
      expect(penalised.penalties).toEqual([{ seq: 6, severity: 'MINOR', minutes: 3, remainingMs: 3 * MINUTE, running: false, team: { id: away.id }, player: { id: away.players[2].id } }]);
      expect(penalised.away.penaltyMinutes).toBe(3);
      const dropped = await step(async () => (await post(StartClockDocument, { gameId })).startClock);
      expect(dropped.penalties[0]).toMatchObject({ running: true });
      expect(dropped).toMatchObject({ home: { skatersOnIce: 5 }, away: { skatersOnIce: 4 } });
      const powerPlay = await step(async () => (await goal(league, 0, 5)).recordGoal);
      expect(powerPlay).toMatchObject({ home: { score: 2 }, away: { skatersOnIce: 5 }, penalties: [] });
      const intermission = await step(async () => (await post(EndPeriodDocument, { gameId })).endPeriod);
      expect(intermission).toMatchObject({ status: 'INTERMISSION', period: 1, clock: { running: false, remainingMs: 0 } });

      // Period 2; the events subscriber leaves halfway.
      const second = await step(async () => (await post(StartClockDocument, { gameId })).startClock);
      expect(second).toMatchObject({ status: 'IN_PROGRESS', period: 2, periodLabel: '2', clock: { running: true, remainingMs: 20 * MINUTE } });
      const seenBefore = await nextEvents(firstHalf, 10);
      expect(seenBefore.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      await firstHalfClient.dispose();

      await step(async () => (await goal(league, 1, 3, [4])).recordGoal);
      await step(async () => (await post(StopClockDocument, { gameId, remainingMs: 5 * MINUTE })).stopClock);
      const timeout = await step(async () => (await post(CallTimeoutDocument, { gameId, teamId: away.id })).callTimeout);
      expect(timeout.away.timeoutsLeft).toBe(0);

      // Back, resuming after the last event it saw: replayed from storage, then live.
      const secondHalf = subscribe(client(), GameEventsFeedDocument, { gameId, afterSeq: seenBefore.at(-1)!.seq });
      await step(async () => (await post(StartClockDocument, { gameId })).startClock);
      const tied = await step(async () => (await goal(league, 1, 5)).recordGoal);
      expect(tied).toMatchObject({ home: { score: 2 }, away: { score: 2 } });
      await step(async () => (await post(EndPeriodDocument, { gameId })).endPeriod);

      // R24: a tied semi-final gets 5 minutes of 3-on-3 stop time…
      const overtime = await step(async () => (await post(StartClockDocument, { gameId })).startClock);
      expect(overtime).toMatchObject({
        status: 'IN_PROGRESS',
        period: 3,
        periodLabel: 'OT',
        clock: { running: true, remainingMs: 5 * MINUTE, mode: 'STOP_TIME' },
        home: { skatersOnIce: 3 },
        away: { skatersOnIce: 3 },
      });
      await step(async () => (await post(EndPeriodDocument, { gameId })).endPeriod);

      // …then a 3-shooter shootout, then sudden death. docs/rulebooks/000_5506cbd709277b08.txt:40 "The first
      // 3 shooters must be named upon the first shooter" (G31): no attempt before both teams named theirs.
      const unnamed = await failure(suite.current().url, RecordShootoutAttemptDocument, { input: { gameId, teamId: home.id, shooterId: home.players[2].id, scored: true } }, ADMIN_TOKEN);
      expect(unnamed).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'G31' } });
      expect(unnamed.message).toMatch(/must name their first 3 shooters before the first attempt/);
      const named = (side: typeof home, shooters: number[]) =>
        step(async () => (await post(NameShootersDocument, { gameId, teamId: side.id, shooterIds: shooters.map((n) => side.players[n].id) })).nameShooters);
      await named(home, [2, 3, 4]);
      await named(away, [2, 3, 4]);
      const notNamed = await failure(suite.current().url, RecordShootoutAttemptDocument, { input: { gameId, teamId: home.id, shooterId: home.players[5].id, scored: true } }, ADMIN_TOKEN);
      expect(notNamed.message).toMatch(/was not named/);
      const opened = await attempt(home, 2, true);
      expect(opened).toMatchObject({ periodLabel: 'SO', shootout: { home: { attempts: 1, goals: 1 }, away: { attempts: 0, goals: 0 } } });
      await attempt(away, 2, false);
      await attempt(home, 3, false);
      await attempt(away, 3, true);
      await attempt(home, 4, false);
      const level = await attempt(away, 4, false);
      expect(level).toMatchObject({ status: 'INTERMISSION', decision: null, shootout: { home: { goals: 1 }, away: { goals: 1 } } });
      await attempt(home, 5, true);
      const decided = await attempt(away, 5, false);

      // R25: the winner is credited one goal in the final score.
      expect(decided).toMatchObject({
        status: 'FINAL',
        decision: 'SHOOTOUT',
        home: { score: 3 },
        away: { score: 2 },
        shootout: { home: { attempts: 4, goals: 2 }, away: { attempts: 4, goals: 1 } },
      });
      expect(snapshots.at(-1)).toEqual(decided);

      const game = await sheet(gameId);
      expect(game).toMatchObject({ status: 'FINAL', homeScore: 3, awayScore: 2, decision: 'SHOOTOUT' });
      expect(game.scoreboard).toEqual(decided);
      expect(game.events.map((e) => e.seq)).toEqual(Array.from({ length: decided.seq }, (_, i) => i + 1));
      const seenAfter = await nextEvents(secondHalf, decided.seq - seenBefore.length);
      // Every event exactly once, in order, as stored.
      expect([...seenBefore, ...seenAfter]).toEqual(game.events);

      // The game sheet: goals with time, scorer, assists and strength; penalties with player, severity, minutes.
      const goals = game.events.filter((e) => e.type === 'GOAL');
      expect(goals.map((g) => [g.team!.id, g.player!.id, g.assists!.map((a) => a.id), g.strength, g.period])).toEqual([
        [home.id, home.players[2].id, [home.players[3].id, home.players[4].id], 'EVEN', 1],
        [home.id, home.players[5].id, [], 'POWER_PLAY', 1],
        [away.id, away.players[3].id, [away.players[4].id], 'EVEN', 2],
        [away.id, away.players[5].id, [], 'EVEN', 2],
      ]);
      expect(goals.every((g) => typeof g.clockRemainingMs === 'number' && g.clockRemainingMs > 0)).toBe(true);
      expect(game.events.find((e) => e.type === 'PENALTY')).toMatchObject({
        seq: 6,
        period: 1,
        clockRemainingMs: 12 * MINUTE,
        team: { id: away.id },
        player: { id: away.players[2].id },
        severity: 'MINOR',
        infraction: 'HIGH_STICKING',
        minutes: 3,
        recordedMinutes: 3,
        ejected: false,
        recordedBy: 'bootstrap admin',
        voided: false,
      });
      expect(game.events.filter((e) => e.type === 'SHOOTOUT_ATTEMPT').map((e) => e.scored)).toEqual([true, false, false, true, false, false, true, false]);
      expect(game.events.filter((e) => e.type === 'SHOOTERS_NAMED').map((e) => [e.team!.id, e.shooters!.map((p) => p.id)])).toEqual([
        [home.id, [2, 3, 4].map((n) => home.players[n].id)],
        [away.id, [2, 3, 4].map((n) => away.players[n].id)],
      ]);
      await expectReplayReproducesStorage(gameId);
    });

    it('a penalty called at a stoppage shortens the team at once, on the answer and on every subscriber; its time starts at the drop (docs/rulebooks/000_5506cbd709277b08.txt:69, G25)', async () => {
      const league = await seedGame('ROUND_ROBIN');
      const { gameId } = league;
      const away = league.teams[1];
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(StopClockDocument, { gameId, remainingMs: 15 * MINUTE });
      const board = await watchScoreboard(gameId);
      const called = (await post(RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[3].id, severity: 'MINOR', infraction: 'TRIPPING' } })).recordPenalty;
      // Between the whistle and the drop: 5 on 4, the penalty's 3 minutes (run time) not yet counting.
      expect(called).toMatchObject({ home: { skatersOnIce: 5 }, away: { skatersOnIce: 4 }, penalties: [{ minutes: 3, remainingMs: 3 * MINUTE, running: false }] });
      expect(await board.next()).toMatchObject({ home: { skatersOnIce: 5 }, away: { skatersOnIce: 4 } });
      const dropped = (await post(StartClockDocument, { gameId })).startClock;
      expect(dropped).toMatchObject({ home: { skatersOnIce: 5 }, away: { skatersOnIce: 4 }, penalties: [{ remainingMs: 3 * MINUTE, running: true }] });
      await expectReplayReproducesStorage(gameId);
    });

    it('run time: a penalty called while the clock runs waits for the faceoff, then counts down; a retried faceoff stores nothing; only a scorekeeper of the game records one (docs/rulebooks/000_5506cbd709277b08.txt:69, G26)', async () => {
      const league = await seedGame('ROUND_ROBIN');
      const other = await seedGame('ROUND_ROBIN');
      const { gameId } = league;
      const away = league.teams[1];
      const keeper = await scorekeeperToken('Rink 1 tablet', [`game:${gameId}`]);
      const elsewhere = await scorekeeperToken('Other cup tablet', [`competition:${other.competitionId}`]);
      await post(StartGameDocument, { gameId }, keeper);
      expect((await post(StartClockDocument, { gameId }, keeper)).startClock.clock).toMatchObject({ running: true, mode: 'RUN_TIME' });
      const board = await watchScoreboard(gameId);

      // The whistle: the run-time clock keeps running; the penalty's 3 minutes wait for the drop.
      const called = (await post(RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[3].id, severity: 'MINOR', infraction: 'TRIPPING' } }, keeper)).recordPenalty;
      expect(called).toMatchObject({ clock: { running: true }, away: { skatersOnIce: 4 }, penalties: [{ minutes: 3, remainingMs: 3 * MINUTE, running: false }] });
      expect(await board.next()).toEqual(called);
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(await failure(suite.current().url, FaceoffDocument, { gameId })).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await failure(suite.current().url, FaceoffDocument, { gameId }, elsewhere)).toMatchObject({ code: 'FORBIDDEN' });
      const dropped = (await post(FaceoffDocument, { gameId, clientEventId: 'rink1-drop-1' }, keeper)).faceoff;
      expect(dropped).toMatchObject({ seq: called.seq + 1, clock: { running: true }, away: { skatersOnIce: 4 }, penalties: [{ minutes: 3, remainingMs: 3 * MINUTE, running: true }] });
      expect(await board.next()).toEqual(dropped);
      expect((await post(FaceoffDocument, { gameId, clientEventId: 'rink1-drop-1' }, keeper)).faceoff).toEqual(dropped);

      await new Promise((resolve) => setTimeout(resolve, 300));
      const whistle = (await post(StopClockDocument, { gameId }, keeper)).stopClock;
      expect(whistle.penalties[0].remainingMs).toBeLessThan(3 * MINUTE);
      expect((await sheet(gameId)).events.map((e) => e.type)).toEqual(['GAME_STARTED', 'CLOCK_STARTED', 'PENALTY', 'FACEOFF', 'CLOCK_STOPPED']);
      await expectReplayReproducesStorage(gameId);

      await post(EndPeriodDocument, { gameId }, keeper);
      expect(await failure(suite.current().url, FaceoffDocument, { gameId }, keeper)).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('Cannot record a puck drop') });
    });

    it('lists the games being played now, by competition or all, beside the competitions and the server clock (a front page)', async () => {
      const started = await seedGame();
      const idle = await seedGame();
      await dropPuck(started.gameId);
      const front = (competitionId?: string) => ok(suite.current().url, FrontPageDocument, { competitionId });
      const mine = await front(started.competitionId);
      expect(mine.liveGames).toEqual([{ id: started.gameId, status: 'IN_PROGRESS', home: { id: started.teams[0].id }, away: { id: started.teams[1].id } }]);
      expect((await front(idle.competitionId)).liveGames).toEqual([]);
      expect((await front()).liveGames.map((g) => g.id)).toContain(started.gameId);
      expect(mine.competitions.map((c) => c.id)).toEqual(expect.arrayContaining([started.competitionId, idle.competitionId]));
      expect(new Date(mine.serverTime).toISOString()).toBe(mine.serverTime);
    });

    it('stores a goal once when its clientEventId is retried, and answers every retry with the first result', async () => {
      const league = await seedGame('ROUND_ROBIN');
      const { gameId } = league;
      await dropPuck(gameId);
      const scoreboard = await watchScoreboard(gameId);
      const events = subscribe(client(), GameEventsFeedDocument, { gameId, afterSeq: 2 });

      const first = (await goal(league, 0, 2, [3], { clientEventId: 'rink2-tablet-0001' })).recordGoal;
      expect(first).toMatchObject({ seq: 3, home: { score: 1 } });
      expect(await scoreboard.next()).toEqual(first);
      const before = await rowCounts(suite.current().db);
      // The answer was lost on the arena Wi-Fi: the tablet sends the same event again.
      const retried = (await goal(league, 0, 2, [3], { clientEventId: 'rink2-tablet-0001' })).recordGoal;
      expect(retried).toEqual(first);
      expect(await rowCounts(suite.current().db)).toEqual(before);

      // Later events do not change what the retry answers: the scoreboard right after that goal.
      const shot = (await post(RecordShotDocument, { gameId, teamId: league.teams[1].id, clientEventId: 'rink2-tablet-0002' })).recordShot;
      expect(shot.seq).toBe(4);
      const late = (await goal(league, 0, 2, [3], { clientEventId: 'rink2-tablet-0001' })).recordGoal;
      expect(late).toEqual(first);

      // The same id for another kind of event is a client bug, not a retry.
      expect(await failure(suite.current().url, RecordShotDocument, { gameId, teamId: league.teams[1].id, clientEventId: 'rink2-tablet-0001' }, ADMIN_TOKEN)).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining('GOAL'),
      });

      // Retries published nothing: the subscribers' next messages are the shot, then nothing else.
      expect(await scoreboard.next()).toEqual(shot);
      expect((await nextEvents(events, 2)).map((e) => [e.seq, e.type, e.clientEventId])).toEqual([
        [3, 'GOAL', 'rink2-tablet-0001'],
        [4, 'SHOT', 'rink2-tablet-0002'],
      ]);
      const game = await sheet(gameId);
      expect(game.events.filter((e) => e.type === 'GOAL')).toHaveLength(1);
      expect(game.homeScore).toBe(1);
    });

    it('takes a voided goal off the score on every subscriber and keeps it, voided, in the log', async () => {
      const league = await seedGame('ROUND_ROBIN');
      const { gameId } = league;
      const scoreboards = [await watchScoreboard(gameId), await watchScoreboard(gameId)];
      const events = subscribe(client(), GameEventsFeedDocument, { gameId });
      const keeper = await scorekeeperToken('Rink 1 tablet', [`competition:${league.competitionId}`]);

      await post(StartGameDocument, { gameId }, keeper);
      await post(StartClockDocument, { gameId }, keeper);
      await post(RecordGoalDocument, { input: { gameId, teamId: league.teams[0].id, scorerId: league.teams[0].players[2].id } }, keeper);
      const both = (await post(RecordGoalDocument, { input: { gameId, teamId: league.teams[1].id, scorerId: league.teams[1].players[2].id } }, keeper)).recordGoal;
      expect(both).toMatchObject({ seq: 4, home: { score: 1 }, away: { score: 1 } });

      const reason = 'the puck went in off a skate, kicked: no goal';
      const voided = (await post(VoidEventDocument, { gameId, seq: 3, reason }, keeper)).voidEvent;
      expect(voided).toMatchObject({ seq: 5, status: 'IN_PROGRESS', home: { score: 0, shots: 0 }, away: { score: 1 } });

      for (const scoreboard of scoreboards) {
        const seen = [await scoreboard.next(), await scoreboard.next(), await scoreboard.next(), await scoreboard.next(), await scoreboard.next()];
        expect(seen.map((s) => [s.seq, s.home.score, s.away.score])).toEqual([
          [1, 0, 0],
          [2, 0, 0],
          [3, 1, 0],
          [4, 1, 1],
          [5, 0, 1],
        ]);
      }
      const live = await nextEvents(events, 5);
      expect(live.map((e) => [e.seq, e.type, e.voided])).toEqual([
        [1, 'GAME_STARTED', false],
        [2, 'CLOCK_STARTED', false],
        [3, 'GOAL', false], // sent before it was voided; the EVENT_VOIDED below says so
        [4, 'GOAL', false],
        [5, 'EVENT_VOIDED', false],
      ]);
      expect(live[4]).toMatchObject({ targetSeq: 3, reason, recordedBy: 'Rink 1 tablet', team: { id: league.teams[0].id } });

      const game = await sheet(gameId);
      expect(game).toMatchObject({ homeScore: 0, awayScore: 1 });
      expect(game.events.map((e) => [e.seq, e.type, e.voided])).toEqual([
        [1, 'GAME_STARTED', false],
        [2, 'CLOCK_STARTED', false],
        [3, 'GOAL', true],
        [4, 'GOAL', false],
        [5, 'EVENT_VOIDED', false],
      ]);
      // A subscriber that joins now is replayed the goal already voided.
      const late = subscribe(client(), GameEventsFeedDocument, { gameId, afterSeq: 2 });
      expect((await nextEvents(late, 3)).map((e) => [e.seq, e.voided])).toEqual([
        [3, true],
        [4, false],
        [5, false],
      ]);

      await expectReplayReproducesStorage(gameId);

      // A void is not voided, and an event is voided once.
      expect(await failure(suite.current().url, VoidEventDocument, { gameId, seq: 3, reason: 'again' }, keeper)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: expect.stringContaining('already voided'),
      });
      expect(await failure(suite.current().url, VoidEventDocument, { gameId, seq: 5, reason: 'undo' }, keeper)).toMatchObject({ code: 'RULE_VIOLATION' });
      expect(await failure(suite.current().url, VoidEventDocument, { gameId, seq: 4, reason: '   ' }, keeper)).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'reason' }] } });
    });

    it('refuses events the rules do not allow with RULE_VIOLATION, storing and publishing nothing', async () => {
      const league = await seedGame('SEMIFINAL');
      const { gameId } = league;
      const [home, away] = league.teams as [SeededLeague['teams'][number], SeededLeague['teams'][number]];
      const scoreboard = await watchScoreboard(gameId);
      const events = subscribe(client(), GameEventsFeedDocument, { gameId });

      const refused = async <T, V>(document: TypedDocumentNode<T, V>, variables: V, code: string, message: string | RegExp) => {
        const before = await rowCounts(suite.current().db);
        const error = await failure(suite.current().url, document, variables, ADMIN_TOKEN);
        expect(error).toMatchObject({ code, message: typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message) });
        expect(await rowCounts(suite.current().db)).toEqual(before);
        return error;
      };
      /** A valid event after refusals: the next message on both feeds is this one. */
      const accepted = async (answer: Promise<LiveScoreboardFragment>) => {
        const snapshot = await answer;
        expect(await scoreboard.next()).toEqual(snapshot);
        expect((await nextData(events)).gameEvents.seq).toBe(snapshot.seq);
        return snapshot;
      };
      const homeGoal = { input: { gameId, teamId: home.id, scorerId: home.players[2].id } };

      await refused(RecordGoalDocument, homeGoal, 'RULE_VIOLATION', 'has not started');
      await accepted(post(StartGameDocument, { gameId }).then((r) => r.startGame));
      await refused(StartGameDocument, { gameId }, 'RULE_VIOLATION', 'Cannot start the game');
      await accepted(post(StartClockDocument, { gameId }).then((r) => r.startClock));
      await accepted(post(EndPeriodDocument, { gameId }).then((r) => r.endPeriod));
      await refused(RecordGoalDocument, homeGoal, 'RULE_VIOLATION', 'The period is over');
      await accepted(post(StartClockDocument, { gameId }).then((r) => r.startClock));

      // A player of the other team, and one on nobody's roster, are not dressed for this team.
      const stranger = (await post(CreatePlayerDocument, { input: { name: 'Walk-on', birthDate: '1992-03-04' } })).createPlayer;
      for (const playerId of [away.players[3].id, stranger.id]) {
        await refused(RecordPenaltyDocument, { input: { gameId, teamId: home.id, playerId, severity: 'MINOR', infraction: 'TRIPPING' } }, 'RULE_VIOLATION', 'is not dressed for this team');
      }
      const unknown = await refused(
        RecordPenaltyDocument,
        { input: { gameId, teamId: home.id, playerId: home.players[3].id, severity: 'MINOR', infraction: 'looking at the ref funny' } },
        'BAD_USER_INPUT',
        'HIGH_STICKING',
      );
      expect(unknown.extensions).toMatchObject({ fields: [{ field: 'infraction' }] });
      await refused(CallTimeoutDocument, { gameId, teamId: home.id }, 'RULE_VIOLATION', 'stop the clock first');

      await accepted(post(StopClockDocument, { gameId, remainingMs: 9 * MINUTE }).then((r) => r.stopClock));
      await accepted(post(CallTimeoutDocument, { gameId, teamId: home.id }).then((r) => r.callTimeout));
      await refused(CallTimeoutDocument, { gameId, teamId: home.id }, 'RULE_VIOLATION', 'already used its timeout');
      await refused(EndGameDocument, { gameId }, 'RULE_VIOLATION', /Regulation is not over/);
      await refused(CertifyGameDocument, { gameId }, 'RULE_VIOLATION', 'only a final or forfeited game can be certified');
      const shot = await accepted(post(RecordShotDocument, { gameId, teamId: away.id }).then((r) => r.recordShot));
      expect(shot).toMatchObject({ seq: 7, home: { timeoutsLeft: 0 }, away: { timeoutsLeft: 1, shots: 1 } });
      expect((await sheet(gameId)).events.map((e) => e.type)).toEqual(['GAME_STARTED', 'CLOCK_STARTED', 'PERIOD_ENDED', 'CLOCK_STARTED', 'CLOCK_STOPPED', 'TIMEOUT', 'SHOT']);
    });

    it('lets only the scorekeepers of this game write it, and locks it once certified', async () => {
      const league = await seedGame('ROUND_ROBIN');
      const other = await seedLeague(suite.current().url, { teams: 2, playersPerTeam: 1 });
      const { gameId } = league;
      const elsewhere = await scorekeeperToken('Other cup tablet', [`competition:${other.competitionId}`]);
      const keeper = await scorekeeperToken('Rink 1 tablet', [`competition:${league.competitionId}`]);
      const referee = await scorekeeperToken('Referee', [`game:${gameId}`]);
      const office = (await post(CreateApiTokenDocument, { input: { name: 'League office', role: 'ADMIN' } })).createApiToken.token;

      const before = await rowCounts(suite.current().db);
      expect(await failure(suite.current().url, StartGameDocument, { gameId })).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await failure(suite.current().url, StartGameDocument, { gameId }, elsewhere)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await rowCounts(suite.current().db)).toEqual(before);

      await post(StartGameDocument, { gameId }, keeper);
      await post(StartClockDocument, { gameId }, keeper);
      const scored = (await post(RecordGoalDocument, { input: { gameId, teamId: league.teams[0].id, scorerId: league.teams[0].players[4].id } }, keeper)).recordGoal;
      await post(EndPeriodDocument, { gameId }, keeper);
      await post(StartClockDocument, { gameId }, referee);
      await post(EndPeriodDocument, { gameId }, keeper);
      const final = (await post(EndGameDocument, { gameId }, keeper)).endGame;
      expect(final).toMatchObject({ status: 'FINAL', decision: 'REGULATION', home: { score: 1 }, away: { score: 0 } });

      // A competition's tablet may score its games, not certify them: that is the referee's (or an official's).
      expect(await failure(suite.current().url, CertifyGameDocument, { gameId }, keeper)).toMatchObject({ code: 'FORBIDDEN' });
      const certified = (await post(CertifyGameDocument, { gameId }, referee)).certifyGame;
      expect(certified).toMatchObject({ id: gameId, status: 'FINAL', certifiedAt: expect.any(String) });

      const locked = await rowCounts(suite.current().db);
      for (const token of [keeper, referee]) {
        expect(await failure(suite.current().url, VoidEventDocument, { gameId, seq: scored.seq, reason: 'offside' }, token)).toMatchObject({
          code: 'RULE_VIOLATION',
          message: 'the game is certified: a correction needs an ADMIN and a reason',
        });
      }
      expect(await failure(suite.current().url, ForfeitGameDocument, { gameId, forfeitingTeamId: league.teams[1].id }, keeper)).toMatchObject({ code: 'RULE_VIOLATION' });
      expect(await failure(suite.current().url, ForfeitGameDocument, { gameId, forfeitingTeamId: league.teams[1].id }, office)).toMatchObject({
        code: 'BAD_USER_INPUT',
        extensions: { fields: [{ field: 'reason' }] },
      });
      expect(await rowCounts(suite.current().db)).toEqual(locked);

      // An official's correction is an ordinary event of the log: who, when and why are kept.
      const reason = 'video review: the puck never crossed the line';
      const corrected = (await post(VoidEventDocument, { gameId, seq: scored.seq, reason }, office)).voidEvent;
      expect(corrected).toMatchObject({ status: 'FINAL', home: { score: 0 }, away: { score: 0 } });
      const game = await sheet(gameId);
      expect(game).toMatchObject({ status: 'FINAL', homeScore: 0, awayScore: 0, certifiedAt: certified.certifiedAt });
      expect(game.events.find((e) => e.seq === scored.seq)).toMatchObject({ type: 'GOAL', voided: true, recordedBy: 'Rink 1 tablet' });
      expect(game.events.at(-1)).toMatchObject({ type: 'EVENT_VOIDED', targetSeq: scored.seq, reason, recordedBy: 'League office', recordedAt: expect.any(String) });

      const forfeited = (await post(ForfeitGameDocument, { gameId, forfeitingTeamId: league.teams[1].id, reason: 'ineligible player dressed' }, office)).forfeitGame;
      expect(forfeited).toMatchObject({ status: 'FORFEITED', decision: 'FORFEIT', homeScore: 5, awayScore: 0, certifiedAt: certified.certifiedAt });
      expect((await sheet(gameId)).events.at(-1)).toMatchObject({ type: 'FORFEIT', reason: 'ineligible player dressed', recordedBy: 'League office', team: { id: league.teams[1].id } });
      await expectReplayReproducesStorage(gameId);
    });

    it('gives concurrent events of one game contiguous sequence numbers, and stores a doubly-sent event once', async () => {
      const league = await seedGame('ROUND_ROBIN');
      const { gameId } = league;
      await dropPuck(gameId);
      const goals = await Promise.all([0, 1, 0, 1, 0].map((team, i) => goal(league, team as 0 | 1, 2 + i, [], { clientEventId: `concurrent-${i}` }).then((r) => r.recordGoal)));
      expect(goals.map((g) => g.seq).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7]);
      // Two tablets sending the same event at once: one is stored, both hear its result.
      const twins = await Promise.all([0, 1, 2].map(() => goal(league, 1, 7, [], { clientEventId: 'twin' }).then((r) => r.recordGoal)));
      expect(new Set(twins.map((t) => JSON.stringify(t))).size).toBe(1);

      const game = await sheet(gameId);
      expect(game.events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(game.events.filter((e) => e.type === 'GOAL')).toHaveLength(6);
      expect([game.homeScore, game.awayScore]).toEqual([3, 3]);
      expect(game.scoreboard.seq).toBe(8);
    });

    it('subscribing to the events of an unknown game answers NOT_FOUND', async () => {
      const feed = subscribe(client(), GameEventsFeedDocument, { gameId: '00000000-0000-4000-8000-000000000000' });
      const message = await feed.next();
      expect(message.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
    });

    describe("a competition's rules overrides", () => {
      it('are stored and change its games', async () => {
        const league = await seedLeague(suite.current().url, { rules: { periodMinutes: 15, forfeitGoals: 3 }, playersPerTeam: 8, firstNumber: 1 });
        const game = await sheet(league.gameId);
        expect(game.scoreboard.clock).toMatchObject({ remainingMs: 15 * MINUTE, running: false });
        const forfeited = (await post(ForfeitGameDocument, { gameId: league.gameId, forfeitingTeamId: league.teams[0].id })).forfeitGame;
        expect(forfeited).toMatchObject({ status: 'FORFEITED', homeScore: 0, awayScore: 3 });
      });

      it('are refused when out of bounds, naming rules.<field>, storing nothing', async () => {
        const before = await rowCounts(suite.current().db);
        const result = await gql(
          suite.current().url,
          CreateCompetitionDocument,
          { input: { name: 'Odd cup', kind: 'TOURNAMENT', preset: 'BHI_5ON5', rules: { periodMinutes: 0, minimumAge: 19, ejectAfterPenalties: 99 } } },
          { token: ADMIN_TOKEN },
        );
        expect(result.errors![0]).toMatchObject({
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'rules.periodMinutes' }, { field: 'rules.ejectAfterPenalties' }] },
        });
        expect(await rowCounts(suite.current().db)).toEqual(before);
        const made = await post(CreateCompetitionDocument, { input: { name: 'Even cup', kind: 'TOURNAMENT', preset: 'BHI_5ON5', rules: { minimumAge: 19 } } });
        expect(made.createCompetition.rules).toEqual({ periodMinutes: null, regulationPeriods: null, ejectAfterPenalties: null, forfeitGoals: null, minimumAge: 19 });
      });
    });
  });
}
