import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  GameEventIdsDocument,
  GameLogFeedDocument,
  GameLogPageDocument,
  LogClockStartDocument,
  LogGameStartDocument,
  LogGoaliePullDocument,
  LogGoalDocument,
  LogPenaltyDocument,
  LogShotDocument,
  LogVoidDocument,
  type GameLogPageQuery,
  type LogEntryFieldsFragment,
  type LogGoalMutationVariables,
  type RulesetPreset,
} from '../generated/graphql';
import { gql, nextData, ok, subscribe, wsClientsPerTest } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * The log… mutations and the typed game log through the API (docs/design.md, "Payloads and
 * problems", "The typed game log"): a payload answers the stored entry, the entries the rules added
 * and the scoreboard, or — nothing stored — typed problems; Game.log pages through the typed
 * entries; the gameLog feed resumes from storage, then goes live.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `the typed game log on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const client = wsClientsPerTest(() => suite.current().wsUrl);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

    /** A game of `preset` between two rosters of 9 (#1 a goalie), started with the log… mutations, the clock running. */
    async function liveGame(preset: RulesetPreset = 'WINTER_LEAGUE_5ON5') {
      const league = await seedLeague(url(), { preset, playersPerTeam: 9, firstNumber: 1 });
      const { gameId } = league;
      const started = (await post(LogGameStartDocument, { input: { gameId } })).logGameStart;
      expect(started).toMatchObject({ problems: [], event: { __typename: 'GameStartedEntry', seq: 1, shortHandedByAgreement: false, game: { id: gameId } } });
      // No lineups posted: each team dresses its whole eligible roster, in number order.
      const entry = started.event?.__typename === 'GameStartedEntry' ? started.event : null;
      expect(entry?.homePlayers.map((p) => p.player.id)).toEqual(league.teams[0].players.map((p) => p.id));
      expect(entry?.awayPlayers.map((p) => p.number)).toEqual(league.teams[1].players.map((p) => p.number));
      expect((await post(LogClockStartDocument, { input: { gameId } })).logClockStart.event).toMatchObject({ __typename: 'ClockStartedEntry', seq: 2 });
      const [home, away] = league.teams;
      return { gameId, home, away };
    }

    /** The whole typed log, read two entries a page. */
    async function wholeLog(gameId: string): Promise<LogEntryFieldsFragment[]> {
      const entries: LogEntryFieldsFragment[] = [];
      let after: string | null = null;
      for (;;) {
        const page: NonNullable<GameLogPageQuery['game']>['log'] = (await post(GameLogPageDocument, { id: gameId, first: 2, after })).game!.log;
        entries.push(...page.edges.map((e) => e.node));
        if (!page.pageInfo.hasNextPage) return entries;
        after = page.pageInfo.endCursor!;
      }
    }

    it("logGoal answers the stored GoalEntry: its seq is the log's, its scorer, assists and strength typed; the old GameEvent has the same id", async () => {
      const { gameId, home } = await liveGame();
      const payload = (await post(LogGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[4].id, assistIds: [home.players[5].id] } })).logGoal;
      expect(payload.problems).toEqual([]);
      expect(payload.event).toMatchObject({
        __typename: 'GoalEntry',
        scorer: { id: home.players[4].id },
        assists: [{ id: home.players[5].id }],
        strength: 'EVEN',
        team: { id: home.id },
        game: { id: gameId },
        voided: false,
      });
      expect(payload.events).toEqual([payload.event]);
      expect(payload.scoreboard).toMatchObject({ seq: payload.event!.seq, home: { score: 1 }, away: { score: 0 } });

      const log = await wholeLog(gameId);
      expect(log.at(-1)).toEqual(payload.event);
      expect(log.map((e) => e.seq)).toEqual([1, 2, 3]);
      const events = (await post(GameEventIdsDocument, { id: gameId })).game!.events;
      expect(events.map((e) => [e.id, e.seq, e.game.id])).toEqual(log.map((e) => [e.id, e.seq, gameId]));
    });

    it("a bench clearing's penalty answers the FORFEIT its rules add in events, the penalty itself as event; logVoid by event.seq undoes both", async () => {
      const { gameId, home } = await liveGame('WINTER_LEAGUE_5ON5');
      const payload = (await post(LogPenaltyDocument, { input: { gameId, teamId: home.id, playerId: null, severity: 'MISCONDUCT', infraction: 'BENCH_CLEARING' } })).logPenalty;
      expect(payload.problems).toEqual([]);
      const { seq } = payload.event!;
      expect(payload.event).toMatchObject({ __typename: 'PenaltyEntry', seq: 3, team: { id: home.id }, player: null, infraction: 'BENCH_CLEARING' });
      expect(payload.events.map((e) => [e.__typename, e.seq])).toEqual([
        ['PenaltyEntry', seq],
        ['ForfeitEntry', seq + 1],
      ]);
      expect(payload.events[1]).toMatchObject({ forfeitingTeam: { id: home.id } });
      expect(payload.scoreboard).toMatchObject({ seq: seq + 1, status: 'FORFEITED' });

      const voided = (await post(LogVoidDocument, { input: { gameId, seq, reason: 'only two players left the bench' } })).logVoid;
      expect(voided.problems).toEqual([]);
      expect(voided.event).toMatchObject({ __typename: 'EventVoidedEntry', seq: seq + 2, targetSeq: seq });
      // The forfeit the penalty caused is voided with it, in the same transaction.
      expect(voided.events.map((e) => [e.__typename, e.seq, e.__typename === 'EventVoidedEntry' ? e.targetSeq : null])).toEqual([
        ['EventVoidedEntry', seq + 2, seq],
        ['EventVoidedEntry', seq + 3, seq + 1],
      ]);
      expect(voided.scoreboard).toMatchObject({ status: 'IN_PROGRESS' });
      expect((await wholeLog(gameId)).filter((e) => e.voided).map((e) => e.seq)).toEqual([seq, seq + 1]);
    });

    it('a refused goal answers typed problems, stores nothing, and raises no top-level error', async () => {
      const { gameId, home } = await liveGame();
      const scorerId = home.players[4].id;
      const before = (await wholeLog(gameId)).length;
      const refused = async (input: LogGoalMutationVariables['input'], language?: string) => {
        const result = await gql(url(), LogGoalDocument, { input }, { token: ADMIN_TOKEN, language });
        expect(result.errors).toBeUndefined();
        const payload = result.data!.logGoal;
        expect(payload).toMatchObject({ event: null, events: [], scoreboard: null });
        return payload.problems;
      };

      // The game machine's rule: the scorer does not assist himself.
      expect(await refused({ gameId, teamId: home.id, scorerId, assistIds: [scorerId] })).toEqual([
        { code: 'ASSISTS', rule: null, path: ['input', 'assistIds'], message: 'The scorer cannot also assist on the goal.' },
      ]);
      expect(await refused({ gameId, teamId: home.id, scorerId, assistIds: [scorerId] }, 'fr')).toEqual([
        { code: 'ASSISTS', rule: null, path: ['input', 'assistIds'], message: 'Le marqueur du but ne peut pas aussi obtenir une passe sur ce but.' },
      ]);
      // The clock: a reading longer than the period.
      const [clock] = await refused({ gameId, teamId: home.id, scorerId, clockRemainingMs: 59 * 60_000 });
      expect(clock).toMatchObject({ code: 'CLOCK', rule: null, path: ['input', 'clockRemainingMs'] });
      // The input's own bounds: three assists, a blank clientEventId, a player who does not exist.
      expect(await refused({ gameId, teamId: home.id, scorerId, assistIds: [home.players[5].id, home.players[6].id, home.players[7].id] })).toEqual([
        { code: 'BAD_USER_INPUT', rule: null, path: ['input', 'assistIds'], message: 'assistIds: a goal has at most two assists' },
      ]);
      expect(await refused({ gameId, teamId: home.id, scorerId, clientEventId: '   ' })).toEqual([
        { code: 'BAD_USER_INPUT', rule: null, path: ['input', 'clientEventId'], message: expect.stringContaining('clientEventId') },
      ]);

      expect(await wholeLog(gameId)).toHaveLength(before);
    });

    it('a refusal names its ruling of docs/rulings.md (G48), and the field it is about where there is one (a void of no entry, a game that does not exist)', async () => {
      const { gameId, home, away } = await liveGame();
      expect((await post(LogGoaliePullDocument, { input: { gameId, teamId: away.id } })).logGoaliePull.problems).toEqual([]);
      const again = (await post(LogGoaliePullDocument, { input: { gameId, teamId: away.id } })).logGoaliePull;
      expect(again).toMatchObject({ event: null, events: [], scoreboard: null });
      expect(again.problems).toEqual([{ code: 'GOALIE', rule: 'G48', path: null, message: "This team's goalie is already pulled: its net is empty." }]);

      const [noEntry] = (await post(LogVoidDocument, { input: { gameId, seq: 99, reason: 'typed the wrong seq' } })).logVoid.problems;
      expect(noEntry).toMatchObject({ code: 'VOID', rule: null, path: ['input', 'seq'] });
      const nobody = '00000000-0000-4000-8000-000000000000';
      expect((await post(LogGoalDocument, { input: { gameId, teamId: home.id, scorerId: nobody } })).logGoal.problems).toEqual([
        { code: 'LINEUP', rule: null, path: null, message: `The scorer (${nobody}) is not dressed for this team in this game.` },
      ]);
      expect((await post(LogShotDocument, { input: { gameId: nobody, teamId: home.id } })).logShot.problems).toEqual([
        { code: 'NOT_FOUND', rule: null, path: ['input', 'gameId'], message: `Game ${nobody} does not exist` },
      ]);
      expect((await wholeLog(gameId)).map((e) => e.__typename)).toEqual(['GameStartedEntry', 'ClockStartedEntry', 'GoaliePulledEntry']);
    });

    it('an unauthenticated call is a top-level UNAUTHENTICATED error, not a problem', async () => {
      const { gameId, home } = await liveGame();
      const result = await gql(url(), LogShotDocument, { input: { gameId, teamId: home.id } });
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(await wholeLog(gameId)).toHaveLength(2);
    });

    it('a clientEventId retry answers the original entry and stores nothing', async () => {
      const { gameId, away } = await liveGame();
      const first = (await post(LogShotDocument, { input: { gameId, teamId: away.id, clientEventId: 'shot-1' } })).logShot;
      await post(LogShotDocument, { input: { gameId, teamId: away.id } });
      const again = (await post(LogShotDocument, { input: { gameId, teamId: away.id, clientEventId: 'shot-1' } })).logShot;
      expect(again.problems).toEqual([]);
      expect(again.event).toEqual(first.event);
      expect(again.event).toMatchObject({ __typename: 'ShotEntry', seq: 3, clientEventId: 'shot-1', team: { id: away.id } });
      expect(again.events).toEqual([first.event]);
      expect(again.scoreboard).toEqual(first.scoreboard);
      expect((await wholeLog(gameId)).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    });

    it('Game.log pages through the game two entries at a time, each typed by its kind', async () => {
      const { gameId, home, away } = await liveGame();
      await post(LogShotDocument, { input: { gameId, teamId: home.id } });
      await post(LogGoalDocument, { input: { gameId, teamId: away.id, scorerId: away.players[3].id } });
      const first = (await post(GameLogPageDocument, { id: gameId, first: 2 })).game!.log;
      expect(first.pageInfo.hasNextPage).toBe(true);
      expect(first.edges.map((e) => e.node.__typename)).toEqual(['GameStartedEntry', 'ClockStartedEntry']);
      const second = (await post(GameLogPageDocument, { id: gameId, first: 2, after: first.pageInfo.endCursor })).game!.log;
      expect(second.edges.map((e) => [e.node.__typename, e.node.seq])).toEqual([
        ['ShotEntry', 3],
        ['GoalEntry', 4],
      ]);
      expect(second.pageInfo.hasNextPage).toBe(false);
      const empty = (await post(GameLogPageDocument, { id: gameId, first: 2, after: second.pageInfo.endCursor })).game!.log;
      expect(empty).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
      // A cursor is ours or refused, as on every connection.
      const forged = await gql(url(), GameLogPageDocument, { id: gameId, first: 2, after: 'not-a-cursor' }, { token: ADMIN_TOKEN });
      expect(forged.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('the gameLog feed over graphql-transport-ws resumes after afterSeq from storage, then gets a live entry', async () => {
      const { gameId, home, away } = await liveGame();
      const shot = (await post(LogShotDocument, { input: { gameId, teamId: home.id } })).logShot.event!;
      const feed = subscribe(client(), GameLogFeedDocument, { gameId, afterSeq: 2 });
      expect((await nextData(feed)).gameLog).toEqual(shot);
      const goal = (await post(LogGoalDocument, { input: { gameId, teamId: away.id, scorerId: away.players[3].id } })).logGoal.event!;
      expect((await nextData(feed)).gameLog).toEqual(goal);
      expect(goal).toMatchObject({ __typename: 'GoalEntry', seq: 4, scorer: { id: away.players[3].id }, assists: [] });
    });
  });
}
