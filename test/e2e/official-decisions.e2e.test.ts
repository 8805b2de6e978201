import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CreateApiTokenDocument, GameShortHandedStartDocument, SetLineupDocument, StartGameShortHandedDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * The Tournament Official's decisions the rulebooks leave to him, through the API: Cole Harbour's
 * team short of its minimum (docs/rulebooks/000_5506cbd709277b08.txt:61, R33). The rules themselves
 * are the domain's tables (test/unit/short-handed-start.test.ts).
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `official decisions on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);
    const token = async (role: 'SCOREKEEPER' | 'COACH', scope: string) => (await post(CreateApiTokenDocument, { input: { name: `${role} ${scope}`, role, scopes: [scope] } })).createApiToken.token;

    it('Cole Harbour 000:61 "Special circumstances … may be reviewed by the Tournament Official": an ADMIN lets a short team start, with a reason its coach and the officials see; a scorekeeper cannot (R33)', async () => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8, firstNumber: 1 });
      const { gameId, competitionId } = league;
      const [home, away] = league.teams as [(typeof league.teams)[number], (typeof league.teams)[number]];
      await post(SetLineupDocument, { gameId, teamId: home.id, playerIds: home.players.slice(0, 5).map((p) => p.id) });
      const scorekeeper = await token('SCOREKEEPER', `competition:${competitionId}`);
      const allowed = { teamIds: [home.id], reason: 'Three players stuck on the highway; the official allowed it' };

      expect(await failure(url(), StartGameShortHandedDocument, { gameId }, scorekeeper)).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R23' } });
      expect(await failure(url(), StartGameShortHandedDocument, { gameId, allowed }, scorekeeper)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await failure(url(), StartGameShortHandedDocument, { gameId, allowed: { ...allowed, reason: '   ' } }, ADMIN_TOKEN)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(await failure(url(), StartGameShortHandedDocument, { gameId, allowed: { ...allowed, teamIds: [away.id] } }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: expect.stringContaining('The home team has 5 dressed'),
      });
      expect((await post(GameShortHandedStartDocument, { id: gameId })).game).toMatchObject({ status: 'SCHEDULED', shortHandedStart: null });

      expect((await post(StartGameShortHandedDocument, { gameId, allowed })).startGame).toMatchObject({ status: 'IN_PROGRESS' });
      const asAdmin = (await post(GameShortHandedStartDocument, { id: gameId })).game!;
      expect(asAdmin.shortHandedStart).toEqual({ teams: [{ id: home.id }], reason: allowed.reason });
      const asCoach = (await post(GameShortHandedStartDocument, { id: gameId }, await token('COACH', `team:${home.id}`))).game!;
      expect(asCoach.shortHandedStart).toEqual({ teams: [{ id: home.id }], reason: allowed.reason });
      // the decision is public; its reason is the official's and the team's
      const asOtherCoach = (await post(GameShortHandedStartDocument, { id: gameId }, await token('COACH', `team:${away.id}`))).game!;
      expect(asOtherCoach.shortHandedStart).toEqual({ teams: [{ id: home.id }], reason: null });
      expect((await ok(url(), GameShortHandedStartDocument, { id: gameId })).game!.shortHandedStart).toEqual({ teams: [{ id: home.id }], reason: null });
      expect((await post(GameShortHandedStartDocument, { id: gameId }, scorekeeper)).game!.shortHandedStart!.reason).toBeNull();
    });
  });
}
