import {
  CreateApiTokenDocument,
  FileProtestDocument,
  PlayerSuspensionsDocument,
  PlayerSuspensionsPageDocument,
  ProtestsDocument,
  RecordFineDocument,
  TeamFinesDocument,
  TeamFinesPageDocument,
  type TeamFinesPageQuery,
  ProtestsPageDocument,
  SetSuspensionDocument,
  StartGameDocument,
  type PlayerSuspensionsPageQuery,
  type ProtestsPageQuery,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * The lists that grow with a season have a Relay connection beside them (docs/design.md, "Pages"):
 * the same items in the same order as the plain list, page after page, with the plain list's own
 * role checks and privacy; `first` 1–100, a cursor of that list or refused.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `season lists as connections on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const HOUR = 3_600_000;

    it("Player.suspensionsConnection pages through the player's suspensions as Player.suspensions lists them, reasons private as there", async () => {
      const league = await seedLeague(url());
      const playerId = league.teams[0].players[0].id;
      for (const games of [1, 2, 3, 4, 5]) {
        await ok(url(), SetSuspensionDocument, { input: { playerId, competitionId: league.competitionId, kind: 'GAMES', games, reason: `Fighting, ${games}` } }, ADMIN_TOKEN);
      }
      const plain = (await ok(url(), PlayerSuspensionsDocument, { id: playerId }, ADMIN_TOKEN)).player!.suspensions;
      const paged: string[] = [];
      let after: string | null = null;
      for (;;) {
        const result: PlayerSuspensionsPageQuery = await ok(url(), PlayerSuspensionsPageDocument, { id: playerId, first: 2, after }, ADMIN_TOKEN);
        const page = result.player!.suspensionsConnection;
        expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
        expect(page.pageInfo.startCursor).toBe(page.edges[0].cursor);
        paged.push(...page.edges.map((e) => e.node.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      // The same suspensions, each once (the plain list leaves the order of those made in the same instant open; pages break the tie by id).
      expect([...paged].sort()).toEqual(plain.map((s) => s.id).sort());
      expect(new Set(paged).size).toBe(5);

      // Public, as the plain list is; the reason is not, here as there.
      const anonymous = (await ok(url(), PlayerSuspensionsPageDocument, { id: playerId, first: 5 })).player!.suspensionsConnection.edges.map((e) => e.node);
      const anonymousPlain = (await ok(url(), PlayerSuspensionsDocument, { id: playerId })).player!.suspensions;
      expect(anonymous.map((s) => s.reason)).toEqual(anonymousPlain.map((s) => s.reason));
      expect(anonymous.map((s) => s.reason)).not.toContain('Fighting, 5');
      const error = await failure(url(), PlayerSuspensionsPageDocument, { id: playerId, first: 101 });
      expect(error.code).toBe('BAD_USER_INPUT');
    });

    it('Team.finesConnection pages through the fines Team.fines lists: for an ADMIN and the team’s COACH; null for another team’s coach and for anyone', async () => {
      const league = await seedLeague(url());
      const [home, away] = league.teams.map((t) => t.id);
      for (const amountCents of [1000, 1500, 2000, 2500, 3000]) {
        await ok(url(), RecordFineDocument, { input: { teamId: home, competitionId: league.competitionId, amountCents, reason: `Late, ${amountCents}` } }, ADMIN_TOKEN);
      }
      const coachOf = async (teamId: string) =>
        (await ok(url(), CreateApiTokenDocument, { input: { name: `Coach ${teamId.slice(0, 8)}`, role: 'COACH', scopes: [`team:${teamId}`] } }, ADMIN_TOKEN)).createApiToken.token;
      const [homeCoach, awayCoach] = [await coachOf(home), await coachOf(away)];
      for (const token of [ADMIN_TOKEN, homeCoach]) {
        const plain = (await ok(url(), TeamFinesDocument, { id: home }, token)).team!.fines!.map((f) => f.id);
        const paged: string[] = [];
        let after: string | null = null;
        for (;;) {
          const result: TeamFinesPageQuery = await ok(url(), TeamFinesPageDocument, { id: home, first: 2, after }, token);
          const page = result.team!.finesConnection!;
          expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
          paged.push(...page.edges.map((e) => e.node.id));
          if (!page.pageInfo.hasNextPage) break;
          after = page.pageInfo.endCursor;
        }
        expect(new Set(paged).size).toBe(5);
        expect([...paged].sort()).toEqual([...plain].sort());
      }
      for (const token of [awayCoach, undefined]) {
        expect((await ok(url(), TeamFinesPageDocument, { id: home, first: 2 }, token)).team!.finesConnection).toBeNull();
        expect((await ok(url(), TeamFinesDocument, { id: home }, token)).team!.fines).toBeNull();
      }
    });

    it('Query.protestsConnection pages through the protests as Query.protests lists them: every one for an ADMIN, a coach’s own team’s only, none without a token', async () => {
      const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9, firstNumber: 1 });
      await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      const [home, away] = league.teams.map((t) => t.id);
      const coachOf = async (teamId: string) =>
        (await ok(url(), CreateApiTokenDocument, { input: { name: `Coach ${teamId.slice(0, 8)}`, role: 'COACH', scopes: [`team:${teamId}`] } }, ADMIN_TOKEN)).createApiToken.token;
      const [homeCoach, awayCoach] = [await coachOf(home), await coachOf(away)];
      const file = (teamId: string, token: string) =>
        ok(url(), FileProtestDocument, { input: { gameId: league.gameId, teamId, grounds: 'Ineligible player', incidentAt: new Date(Date.now() - HOUR).toISOString() } }, token);
      for (let k = 0; k < 3; k += 1) await file(home, homeCoach);
      await file(away, awayCoach);

      const pages = async (token: string, first: number) => {
        const ids: string[] = [];
        let after: string | null = null;
        for (;;) {
          const result: ProtestsPageQuery = await ok(url(), ProtestsPageDocument, { competitionId: league.competitionId, first, after }, token);
          const page = result.protestsConnection;
          expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
          ids.push(...page.edges.map((e) => e.node.id));
          if (!page.pageInfo.hasNextPage) return ids;
          after = page.pageInfo.endCursor;
        }
      };
      // The same protests, each once (the plain list leaves the order of those filed in the same instant open; pages break the tie by id).
      const plain = async (token: string) => (await ok(url(), ProtestsDocument, { competitionId: league.competitionId }, token)).protests.map((p) => p.id).sort();
      const pagesOf = async (token: string, first: number) => {
        const ids = await pages(token, first);
        expect(new Set(ids).size).toBe(ids.length);
        return ids.sort();
      };
      expect(await pagesOf(ADMIN_TOKEN, 3)).toEqual(await plain(ADMIN_TOKEN));
      expect(await pagesOf(ADMIN_TOKEN, 3)).toHaveLength(4);
      expect(await pagesOf(homeCoach, 2)).toEqual(await plain(homeCoach));
      expect(await pagesOf(homeCoach, 2)).toHaveLength(3);
      expect(await pagesOf(awayCoach, 1)).toEqual(await plain(awayCoach));
      expect(await pagesOf(awayCoach, 1)).toHaveLength(1);
      expect((await failure(url(), ProtestsPageDocument, { competitionId: league.competitionId }, '')).code).toBe('UNAUTHENTICATED');
      const scorekeeper = (await ok(url(), CreateApiTokenDocument, { input: { name: 'Rink tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN)).createApiToken.token;
      expect((await failure(url(), ProtestsPageDocument, { competitionId: league.competitionId }, scorekeeper)).code).toBe(
        (await failure(url(), ProtestsDocument, { competitionId: league.competitionId }, scorekeeper)).code,
      );
    });
  });
}
