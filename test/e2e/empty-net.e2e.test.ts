import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import {
  EndPeriodDocument,
  GameEventsFeedDocument,
  NetsUpdatedDocument,
  PullGoalieDocument,
  RecordGoalDocument,
  ReturnGoalieDocument,
  StartClockDocument,
  StartGameDocument,
  VoidEventDocument,
} from '../generated/graphql';
import { failure, nextData, ok, subscribe, wsClientsPerTest } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * The empty net through the API: pullGoalie and returnGoalie post GOALIE_PULLED and GOALIE_RETURNED,
 * the scoreboard feed says netEmpty on the team's side, a goal against it is EMPTY_NET without the
 * typed flag, and the net is filled at the period's end. The rules themselves are the domain's
 * tables (test/unit/empty-net.test.ts).
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `the empty net on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const client = wsClientsPerTest(() => suite.current().wsUrl);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

    it('a pull shows on the scoreboard feed, a goal against it is EMPTY_NET, and the return and the period end fill the net', async () => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
      const { gameId } = league;
      const [home, away] = league.teams;
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });

      const boards = subscribe(client(), NetsUpdatedDocument, { gameId });
      const next = async () => (await nextData(boards)).scoreboardUpdated;
      expect(await next()).toMatchObject({ home: { netEmpty: false }, away: { netEmpty: false } });
      const events = subscribe(client(), GameEventsFeedDocument, { gameId, afterSeq: 2 });

      // The away team pulls its goalie: the answer and the feed both say its net is empty.
      const pulled = (await post(PullGoalieDocument, { gameId, teamId: away.id, clientEventId: 'pull-1' })).pullGoalie;
      expect(pulled).toMatchObject({ home: { netEmpty: false }, away: { netEmpty: true } });
      expect(await next()).toMatchObject({ seq: pulled.seq, home: { netEmpty: false }, away: { netEmpty: true } });
      expect((await nextData(events)).gameEvents).toMatchObject({ seq: pulled.seq, type: 'GOALIE_PULLED', team: { id: away.id }, strength: null });
      // A retry of the same tap stores nothing new.
      expect((await post(PullGoalieDocument, { gameId, teamId: away.id, clientEventId: 'pull-1' })).pullGoalie.seq).toBe(pulled.seq);
      // Pulled already: refused, in the caller's words.
      expect(await failure(url(), PullGoalieDocument, { gameId, teamId: away.id }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: "This team's goalie is already pulled: its net is empty.",
        extensions: { rule: 'G48' },
      });

      // The home team scores into the empty net: EMPTY_NET, with no flag typed in.
      const scored = (await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[3].id, assistIds: [] } })).recordGoal;
      expect(await next()).toMatchObject({ seq: scored.seq, home: { score: 1 }, away: { netEmpty: true } });
      expect((await nextData(events)).gameEvents).toMatchObject({ seq: scored.seq, type: 'GOAL', strength: 'EMPTY_NET' });

      // Back in his net.
      const back = (await post(ReturnGoalieDocument, { gameId, teamId: away.id })).returnGoalie;
      expect(back).toMatchObject({ away: { netEmpty: false } });
      expect(await next()).toMatchObject({ seq: back.seq, away: { netEmpty: false } });
      expect((await nextData(events)).gameEvents).toMatchObject({ seq: back.seq, type: 'GOALIE_RETURNED', team: { id: away.id } });
      expect(await failure(url(), ReturnGoalieDocument, { gameId, teamId: away.id }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('is not pulled') });

      // Pulled again, the home team this time, and the period ends: the net is filled.
      expect((await post(PullGoalieDocument, { gameId, teamId: home.id })).pullGoalie).toMatchObject({ home: { netEmpty: true } });
      expect(await next()).toMatchObject({ home: { netEmpty: true } });
      const ended = (await post(EndPeriodDocument, { gameId })).endPeriod;
      expect(await next()).toMatchObject({ seq: ended.seq, status: 'INTERMISSION', home: { netEmpty: false }, away: { netEmpty: false } });
      expect(await failure(url(), PullGoalieDocument, { gameId, teamId: home.id }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: 'Cannot pull the goalie: The period is over: start the clock to begin the next period first.',
      });
    });

    it('voiding a pull fills the net again, the goal scored meanwhile standing', async () => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
      const { gameId } = league;
      const [home, away] = league.teams;
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      const pulled = (await post(PullGoalieDocument, { gameId, teamId: away.id })).pullGoalie;
      await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[3].id, assistIds: [] } });
      const voided = (await post(VoidEventDocument, { gameId, seq: pulled.seq, reason: 'The other team pulled its goalie' })).voidEvent;
      expect(voided).toMatchObject({ home: { score: 1 }, away: { score: 0 } });
      const boards = subscribe(client(), NetsUpdatedDocument, { gameId });
      expect((await nextData(boards)).scoreboardUpdated).toMatchObject({ home: { netEmpty: false }, away: { netEmpty: false } });
    });

    it('refuses a team not in the game and a game not started, in French for a French caller', async () => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
      const { gameId } = league;
      const [home] = league.teams;
      const french = async (teamId: string) => {
        const response = await fetch(url(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'fr-CA', authorization: `Bearer ${ADMIN_TOKEN}` },
          body: JSON.stringify({ query: print(PullGoalieDocument), variables: { gameId, teamId } }),
        });
        return ((await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> }).errors[0];
      };
      expect(await failure(url(), PullGoalieDocument, { gameId, teamId: home.id }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: 'Cannot pull the goalie: The game has not started: start it first.',
      });
      expect(await french(home.id)).toMatchObject({ message: 'Impossible de retirer le gardien : Le match n’a pas commencé : commencez-le d’abord.', extensions: { code: 'RULE_VIOLATION' } });
      await post(StartGameDocument, { gameId });
      expect(await failure(url(), PullGoalieDocument, { gameId, teamId: league.teams[0].id.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: expect.stringContaining('does not play in this game'),
      });
    });
  });
}
