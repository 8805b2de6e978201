import { CreateApiTokenDocument, PostedLineupDocument, SetLineupDocument, SetSuspensionDocument, StartGameDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * "A lineup posted before a suspension": the posted lineup is checked again whenever it is read
 * (R27; docs/rulebooks/000_5506cbd709277b08.txt:64 and docs/rulebooks/004_52536eff465526ad.txt:8),
 * so the team that posted it learns that a player became ineligible before startGame refuses it.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `a posted lineup checked again on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);

    it('a player suspended after the lineup was posted is named with his reason; the lineup is no longer startable, and startGame refuses it (R27)', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      const home = league.teams[0];
      await post(SetLineupDocument, { gameId: league.gameId, teamId: home.id, playerIds: home.players.map((p) => p.id) });
      const before = (await post(PostedLineupDocument, { gameId: league.gameId, teamId: home.id })).game!.postedLineup!;
      expect(before.startable).toBe(true);
      expect(before.players.every((p) => p.eligible && p.reasons.length === 0)).toBe(true);

      const suspended = home.players[4];
      await post(SetSuspensionDocument, { input: { playerId: suspended.id, competitionId: league.competitionId, kind: 'GAMES', games: 1, reason: 'Fighting major in the semi-final' } });
      const after = (await post(PostedLineupDocument, { gameId: league.gameId, teamId: home.id })).game!.postedLineup!;
      expect(after.startable).toBe(false);
      expect(after.players.filter((p) => !p.eligible).map((p) => [p.player.id, p.overridden, p.reasons.map((r) => r.code)])).toEqual([[suspended.id, false, ['SUSPENDED']]]);

      // A scorekeeper sees the code, not the suspension's reason (docs/security.md, "Who may read what").
      const { createApiToken } = await post(CreateApiTokenDocument, { input: { name: 'table', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } });
      const seenByScorekeeper = (await post(PostedLineupDocument, { gameId: league.gameId, teamId: home.id }, createApiToken.token)).game!.postedLineup!;
      const reason = seenByScorekeeper.players.find((p) => p.player.id === suspended.id)!.reasons[0];
      expect(reason.code).toBe('SUSPENDED');
      expect(reason.message).not.toContain('Fighting');

      const refused = await failure(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      expect(refused.code).toBe('RULE_VIOLATION');
    });

    it('null for a team that posted no lineup; a team not in the game is refused, naming teamId', async () => {
      const league = await seedLeague(url(), { teams: 3 });
      expect((await post(PostedLineupDocument, { gameId: league.gameId, teamId: league.teams[1].id })).game!.postedLineup).toBeNull();
      const error = await failure(url(), PostedLineupDocument, { gameId: league.gameId, teamId: league.teams[2].id }, ADMIN_TOKEN);
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(error.extensions)).toContain('teamId');
    });
  });
}
