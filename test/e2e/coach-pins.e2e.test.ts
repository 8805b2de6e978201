import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { AuditTrailDocument, ClearCoachPinDocument, CreateApiTokenDocument, GameSignOffsDocument, SetCoachPinDocument, SignGameSheetDocument, TeamCoachPinDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { playScoreless, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * R80 (docs/rulings.md, "R80: who signs the game sheet, and how"): the desk sets a coach's PIN
 * (audited, never shown); at the rink's tablet the coach signs with it; wrong PINs are counted even
 * though the signature is refused, and five in a row lock it; a team without a PIN is said so.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `coach PINs at the tablet (R80) on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const admin = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

    /** A Cole Harbour game played to its end at the tablet (0–0), the tablet's token and the home coach's. */
    async function finishedGame() {
      const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
      const token = async (role: 'SCOREKEEPER' | 'COACH', scope: string) => (await admin(CreateApiTokenDocument, { input: { name: `${role} ${scope}`, role, scopes: [scope] } })).createApiToken.token;
      const tablet = await token('SCOREKEEPER', `game:${league.gameId}`);
      const coach = await token('COACH', `team:${league.teams[0].id}`);
      await playScoreless(url(), league.gameId, tablet);
      return { league, tablet, coach, home: league.teams[0], away: league.teams[1] };
    }
    const signOffs = async (gameId: string) => (await admin(GameSignOffsDocument, { id: gameId })).game!.signOffs;

    it('the desk sets a PIN (ADMIN only, 4–8 digits, audited, never shown); the coach signs at the tablet with it', async () => {
      const { league, tablet, coach, home } = await finishedGame();
      expect((await failure(url(), SetCoachPinDocument, { teamId: home.id, pin: '2468' }, coach)).code).toBe('FORBIDDEN');
      for (const pin of ['123', '12a4', '123456789']) {
        const refused = await failure(url(), SetCoachPinDocument, { teamId: home.id, pin }, ADMIN_TOKEN);
        expect(refused.code).toBe('BAD_USER_INPUT');
        expect(refused.extensions.fields).toEqual([expect.objectContaining({ field: 'pin' })]);
      }
      expect((await admin(SetCoachPinDocument, { teamId: home.id, pin: '2468' })).setCoachPin.coachPinSet).toBe(true);
      // Whether it is set: to an ADMIN and the team's coach; to anyone else, nothing.
      expect((await ok(url(), TeamCoachPinDocument, { id: home.id }, coach)).team!.coachPinSet).toBe(true);
      expect((await ok(url(), TeamCoachPinDocument, { id: home.id }, tablet)).team!.coachPinSet).toBeNull();
      expect((await ok(url(), TeamCoachPinDocument, { id: home.id })).team!.coachPinSet).toBeNull();
      const [entry] = (await admin(AuditTrailDocument, { competitionId: league.competitionId, first: 5 })).auditTrail.edges.map((e) => e.node);
      expect(entry).toMatchObject({ entityType: 'TEAM', entityId: home.id, action: 'UPDATE' });
      expect(entry.changes.map((c) => c.field)).toEqual(['coachPinSetAt']);
      expect(JSON.stringify(entry)).not.toContain('2468');

      const { signGameSheet } = await ok(url(), SignGameSheetDocument, { gameId: league.gameId, input: { role: 'HOME_COACH', name: 'Dave Boutilier', pin: '2468' } }, tablet);
      expect(signGameSheet.signOffs).toEqual([expect.objectContaining({ role: 'HOME_COACH', name: 'Dave Boutilier' })]);
      expect(await signOffs(league.gameId)).toEqual([expect.objectContaining({ role: 'HOME_COACH', way: 'PIN' })]);
      // The referee at the same tablet needs none.
      await ok(url(), SignGameSheetDocument, { gameId: league.gameId, input: { role: 'REFEREE', name: 'Pat Quinn' } }, tablet);
      expect((await signOffs(league.gameId)).map((s) => [s.role, s.way])).toEqual([
        ['REFEREE', 'TABLET'],
        ['HOME_COACH', 'PIN'],
      ]);
    });

    it('wrong PINs are refused, naming pin, and counted: the fifth in a row locks it, the right one then too; nothing is signed', async () => {
      const { league, tablet, home } = await finishedGame();
      await admin(SetCoachPinDocument, { teamId: home.id, pin: '2468' });
      const sign = (pin: string) => failure(url(), SignGameSheetDocument, { gameId: league.gameId, input: { role: 'HOME_COACH', name: 'Dave Boutilier', pin } }, tablet);
      for (const left of [4, 3, 2, 1]) {
        const wrong = await sign('1111');
        expect(wrong.code).toBe('BAD_USER_INPUT');
        expect(wrong.extensions.fields).toEqual([expect.objectContaining({ field: 'pin' })]);
        expect(wrong.message).toContain(`${left} more tries`);
      }
      expect((await sign('1111')).message).toContain('locked for 15 minutes');
      const locked = await sign('2468');
      expect(locked.message).toMatch(/locked after 5 wrong tries: try again in 1[45] min/);
      expect(await signOffs(league.gameId)).toEqual([]);
    });

    it('a team without a PIN is said so; cleared, the PIN no longer signs; the coach’s own token still does', async () => {
      const { league, tablet, coach, home, away } = await finishedGame();
      const none = await failure(url(), SignGameSheetDocument, { gameId: league.gameId, input: { role: 'AWAY_COACH', name: 'Sam Nickerson', pin: '1357' } }, tablet);
      expect(none).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(none.message).toContain('no PIN is set');
      await admin(SetCoachPinDocument, { teamId: home.id, pin: '2468' });
      expect((await admin(ClearCoachPinDocument, { teamId: home.id })).clearCoachPin.coachPinSet).toBe(false);
      const [entry] = (await admin(AuditTrailDocument, { competitionId: league.competitionId, first: 5 })).auditTrail.edges.map((e) => e.node);
      expect(entry).toMatchObject({ entityType: 'TEAM', entityId: home.id, action: 'DELETE' });
      expect((await failure(url(), SignGameSheetDocument, { gameId: league.gameId, input: { role: 'HOME_COACH', name: 'Dave Boutilier', pin: '2468' } }, tablet)).message).toContain('no PIN is set');
      await ok(url(), SignGameSheetDocument, { gameId: league.gameId, input: { role: 'HOME_COACH', name: 'Dave Boutilier' } }, coach);
      expect((await signOffs(league.gameId)).map((s) => [s.role, s.way])).toEqual([['HOME_COACH', 'COACH_TOKEN']]);
      expect(away.id).not.toBe(home.id);
    });
  });
}
