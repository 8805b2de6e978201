import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { CreateApiTokenDocument, CreatePlayerDocument, RecordRegistrationDocument } from '../generated/graphql';
import { failure, gql, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, SQLITE, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * A registration form received (league 004:13, R42) makes a player eligible where a competition
 * requires one: only an ADMIN records it. It was open to anyone, a token or none.
 */
describeWith(SQLITE.needs, "recordRegistration is the league office's", () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;

  it('anonymous callers and a coach of the team are refused, and nothing is stored', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5' });
    const { createPlayer } = await ok(url(), CreatePlayerDocument, { input: { name: 'Form Forger', birthDate: '1991-03-03' } }, ADMIN_TOKEN);
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'coach', role: 'COACH', scopes: [`team:${league.teams[0].id}`] } }, ADMIN_TOKEN);
    const before = await rowCounts(suite.current().db);
    const variables = { playerId: createPlayer.id, competitionId: league.competitionId };
    expect((await failure(url(), RecordRegistrationDocument, variables)).code).toBe('UNAUTHENTICATED');
    expect((await failure(url(), RecordRegistrationDocument, variables, createApiToken.token)).code).toBe('FORBIDDEN');
    expect(await rowCounts(suite.current().db)).toEqual(before);
    // The office still can.
    await ok(url(), RecordRegistrationDocument, variables, ADMIN_TOKEN);
  });
});

/**
 * Registrations read back (Player.registrations): an ADMIN reads every form of a player; the COACH
 * of a team he is rostered on reads the forms of that team's competition, as
 * RosterEntry.registrationReceivedAt shows them; anyone else reads null: anonymous callers, a
 * SCOREKEEPER (of the game, of the competition), another team's COACH.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `Player.registrations is the office's and the team's, on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    type Page = {
      edges: Array<{ cursor: string; node: { id: string; receivedAt: string; competition: { id: string }; player: { id: string } } }>;
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    };
    const Registrations = parse(
      'query PlayerRegistrations($id: ID!, $first: Int, $after: String) { player(id: $id) { id registrations(first: $first, after: $after) { edges { cursor node { id receivedAt competition { id } player { id } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }',
    ) as unknown as TypedDocumentNode<{ player: { id: string; registrations: Page | null } }, { id: string; first?: number; after?: string }>;
    const NodeRegistrations = parse('query NodeRegistrations($id: ID!) { node(id: $id) { ... on Player { registrations { edges { node { id } } } } } }') as unknown as TypedDocumentNode<
      { node: { registrations: Page | null } },
      { id: string }
    >;
    const token = async (role: 'COACH' | 'SCOREKEEPER', scope: string) =>
      (await ok(url(), CreateApiTokenDocument, { input: { name: `${role} ${scope}`, role, scopes: [scope] } }, ADMIN_TOKEN)).createApiToken.token;
    const read = async (playerId: string, caller?: string) => {
      const answer = await gql(url(), Registrations, { id: playerId }, { token: caller });
      expect(answer.errors).toBeUndefined();
      return answer.data!.player.registrations;
    };

    /** Player P of team A in league X (his form recorded by the seed), and his form for league Y, where he plays for no team. */
    async function twoLeagues() {
      const x = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', teams: 2, playersPerTeam: 2 });
      const y = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', teams: 2, playersPerTeam: 1 });
      const [a, b] = x.teams;
      const playerId = a.players[1].id;
      await ok(url(), RecordRegistrationDocument, { playerId, competitionId: y.competitionId, receivedAt: '2001-01-01T00:00:00.000Z' }, ADMIN_TOKEN);
      return { x, y, a, b, playerId, coachA: await token('COACH', `team:${a.id}`), coachB: await token('COACH', `team:${b.id}`), coachOfY: await token('COACH', `team:${y.teams[0].id}`) };
    }

    it("an ADMIN reads every form of the player, page by page; the COACH of his team, only that team's competition's", async () => {
      const s = await twoLeagues();
      const all = (await read(s.playerId, ADMIN_TOKEN))!;
      expect(all.edges.map((e) => e.node.competition.id)).toEqual([s.x.competitionId, s.y.competitionId]);
      for (const e of all.edges) expect(e.node.player.id).toBe(s.playerId);
      const first = (await gql(url(), Registrations, { id: s.playerId, first: 1 }, { token: ADMIN_TOKEN })).data!.player.registrations!;
      expect(first.edges.map((e) => e.node.competition.id)).toEqual([s.x.competitionId]);
      expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0].cursor });
      const next = (await gql(url(), Registrations, { id: s.playerId, first: 1, after: first.pageInfo.endCursor! }, { token: ADMIN_TOKEN })).data!.player.registrations!;
      expect(next.edges.map((e) => e.node.competition.id)).toEqual([s.y.competitionId]);
      expect(next.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      const own = (await read(s.playerId, s.coachA))!;
      expect(own.edges.map((e) => e.node.competition.id)).toEqual([s.x.competitionId]);
    });

    it("anonymous callers, a SCOREKEEPER of the game or of the competition, and another team's COACH read null, by id and through node", async () => {
      const s = await twoLeagues();
      const strangers = [undefined, await token('SCOREKEEPER', `game:${s.x.gameId}`), await token('SCOREKEEPER', `competition:${s.x.competitionId}`), s.coachB, s.coachOfY];
      for (const caller of strangers) {
        expect(await read(s.playerId, caller)).toBeNull();
        const node = await gql(url(), NodeRegistrations, { id: s.playerId }, { token: caller });
        expect(node.errors).toBeUndefined();
        expect(node.data).toEqual({ node: { registrations: null } });
      }
    });
  });
}
