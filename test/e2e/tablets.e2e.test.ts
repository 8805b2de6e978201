import {
  AuditTrailDocument,
  CancelGameDocument,
  CreateApiTokenDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreateTeamDocument,
  ExportCompetitionDocument,
  ForfeitGameDocument,
  GamesToScoreDocument,
  ImportScheduleCsvDocument,
  IssueScorekeeperTokensDocument,
  ScheduleGameDocument,
  TokenListDocument,
} from '../generated/graphql';
import { documentValidator } from '../../src/services/export/schema';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * The rink tablets' cards (R82): a SCOREKEEPER token per game still to play, each scoped to its
 * game, made in one call for a day on the competition's calendar (or every day), at most 200; a
 * reissue revokes the earlier cards of the same games; gamesToScore answers a token the games of
 * its own scopes.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `rink tablet cards on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);
    const counts = () => rowCounts(suite.current().db);
    let serial = 0;
    const tag = () => `${(serial += 1)}${Math.random().toString(16).slice(2, 6)}`;

    /**
     * A Halifax tournament: on 5 June (Halifax) a game at 19:00 on Rink 1 and one at 20:30 on Rink 2
     * (already the 6th in UTC), a forfeited one that morning; on the 6th one on Rink 1 and a cancelled one.
     */
    async function tournament() {
      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Cards ${tag()}`, kind: 'TOURNAMENT', preset: 'BHI_5ON5', timeZone: 'America/Halifax' } });
      const divisionId = (await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'A' } })).createDivision.id;
      const team = async (name: string) => (await post(CreateTeamDocument, { input: { divisionId, name: `${name} ${tag()}` } })).createTeam.id;
      const [a, b, c, d] = [await team('Hawks'), await team('Owls'), await team('Crows'), await team('Jays')];
      const schedule = async (home: string, away: string, startsAt: string, venue: string) =>
        (await post(ScheduleGameDocument, { input: { divisionId, homeTeamId: home, awayTeamId: away, startsAt, venue, stage: 'ROUND_ROBIN' } })).scheduleGame.id;
      const evening = await schedule(a, b, '2027-06-05T22:00:00.000Z', 'Rink 1');
      const late = await schedule(c, d, '2027-06-05T23:30:00.000Z', 'Rink 2');
      const forfeited = await schedule(c, d, '2027-06-05T13:00:00.000Z', 'Rink 1');
      const sunday = await schedule(a, c, '2027-06-06T15:00:00.000Z', 'Rink 1');
      const cancelled = await schedule(b, d, '2027-06-06T18:00:00.000Z', 'Rink 2');
      await post(ForfeitGameDocument, { gameId: forfeited, forfeitingTeamId: c, reason: 'did not show' });
      await post(CancelGameDocument, { gameId: cancelled, reason: 'rink closed' });
      return { competitionId: createCompetition.id, divisionId, teams: { a, b, c, d }, games: { evening, late, forfeited, sunday, cancelled } };
    }

    const issue = (competitionId: string, day?: string | null) => post(IssueScorekeeperTokensDocument, { input: { competitionId, ...(day !== undefined ? { day } : {}) } });

    it("R82: a day's cards: one SCOREKEEPER token per game of that local day still to play, each scoped to its game, shown once with the console link; one audit entry", async () => {
      const { competitionId, games } = await tournament();
      const before = await counts();
      const { issueScorekeeperTokens: issued } = await issue(competitionId, '2027-06-05');
      expect(issued.revoked).toBe(0);
      expect(issued.cards.map((c) => [c.game.id, c.day, c.game.venue, c.consoleLink])).toEqual([
        [games.evening, '2027-06-05', 'Rink 1', `/games/${games.evening}/score`],
        [games.late, '2027-06-05', 'Rink 2', `/games/${games.late}/score`],
      ]);
      expect(issued.cards[0].game.home?.name).toMatch(/^Hawks/);
      expect(issued.cards[0].game.away?.name).toMatch(/^Owls/);
      for (const card of issued.cards) expect(card.token).toMatch(/^fo_/);
      expect(await counts()).toEqual({ ...before, ApiTokenEntity: before.ApiTokenEntity + 2, AuditEntryEntity: before.AuditEntryEntity + 1 });

      // Each card's token is a game-scoped scorekeeper token: its game, and nothing else.
      const stored = (await post(TokenListDocument, {})).apiTokens.filter((t) => issued.cards.some((c) => c.tokenId === t.id));
      expect(stored.map((t) => [t.role, t.scopes, t.revokedAt])).toEqual([
        ['SCOREKEEPER', [`game:${games.evening}`], null],
        ['SCOREKEEPER', [`game:${games.late}`], null],
      ]);
      expect(stored[0].name).toMatch(/^Tablet card: Hawks .* v Owls /);
      expect((await post(GamesToScoreDocument, {}, issued.cards[0].token)).gamesToScore.map((g) => g.id)).toEqual([games.evening]);

      const { auditTrail } = await post(AuditTrailDocument, { competitionId, first: 5 });
      const entries = auditTrail.edges.filter((e) => e.node.action === 'ISSUE');
      expect(entries).toHaveLength(1);
      // The trail answers each value as JSON text.
      expect(entries[0].node).toMatchObject({
        entityType: 'COMPETITION',
        entityId: competitionId,
        actor: { role: 'ADMIN' },
        changes: [
          { field: 'day', before: null, after: '"2027-06-05"' },
          { field: 'tabletCards', before: '0', after: '2' },
        ],
      });

      // Every day: the games still to play, the forfeited and the cancelled ones left out.
      const { issueScorekeeperTokens: all } = await issue(competitionId);
      expect(all.cards.map((c) => c.game.id)).toEqual([games.evening, games.late, games.sunday]);

      // The full export carries the printing in its audit trail, as its JSON Schema describes it.
      const exported = await ok(url(), ExportCompetitionDocument, { id: competitionId }, ADMIN_TOKEN);
      const document = exported.exportCompetition as { auditTrail: Array<{ action: string }> };
      expect(document.auditTrail.map((a) => a.action)).toContain('ISSUE');
      expect(documentValidator()(document)).toBe(true);
    });

    it('R82: printing again revokes the earlier cards of the same games: an old card stops working, a token made by hand for the game stays', async () => {
      const { competitionId, games } = await tournament();
      const byHand = (await post(CreateApiTokenDocument, { input: { name: 'Rink 1 referee', role: 'SCOREKEEPER', scopes: [`game:${games.evening}`] } })).createApiToken;
      const first = (await issue(competitionId, '2027-06-05')).issueScorekeeperTokens;
      const sunday = (await issue(competitionId, '2027-06-06')).issueScorekeeperTokens;
      expect(sunday).toMatchObject({ revoked: 0, cards: [{ game: { id: games.sunday } }] });

      const again = (await issue(competitionId, '2027-06-05')).issueScorekeeperTokens;
      expect(again.revoked).toBe(2);
      expect(again.cards.map((c) => c.game.id)).toEqual([games.evening, games.late]);
      const old = await failure(url(), GamesToScoreDocument, {}, first.cards[0].token);
      expect(old.code).toBe('UNAUTHENTICATED');
      expect((await post(GamesToScoreDocument, {}, again.cards[0].token)).gamesToScore.map((g) => g.id)).toEqual([games.evening]);
      expect((await post(GamesToScoreDocument, {}, byHand.token)).gamesToScore.map((g) => g.id)).toEqual([games.evening]);
      // The other day's card is not touched.
      expect((await post(GamesToScoreDocument, {}, sunday.cards[0].token)).gamesToScore.map((g) => g.id)).toEqual([games.sunday]);

      const tokens = (await post(TokenListDocument, {})).apiTokens;
      const state = (id: string) => tokens.find((t) => t.id === id)!.revokedAt !== null;
      expect(first.cards.map((c) => state(c.tokenId))).toEqual([true, true]);
      expect(again.cards.map((c) => state(c.tokenId))).toEqual([false, false]);
      expect(state(byHand.apiToken.id)).toBe(false);

      const { auditTrail } = await post(AuditTrailDocument, { competitionId, first: 10 });
      const latest = auditTrail.edges.find((e) => e.node.action === 'ISSUE')!.node;
      expect(latest.changes).toContainEqual({ field: 'tabletCards', before: '2', after: '2' });
    });

    it('R82: two prints of the same day at once leave one active card per game', async () => {
      const { competitionId, games } = await tournament();
      const [one, two] = await Promise.all([issue(competitionId, '2027-06-05'), issue(competitionId, '2027-06-05')]);
      expect([one.issueScorekeeperTokens.revoked, two.issueScorekeeperTokens.revoked].sort()).toEqual([0, 2]);
      const active = (await post(TokenListDocument, {})).apiTokens.filter((t) => t.revokedAt === null && t.name.startsWith('Tablet card:'));
      for (const game of [games.evening, games.late]) expect(active.filter((t) => t.scopes.includes(`game:${game}`))).toHaveLength(1);
    });

    it('R82: 201 games in one call are refused naming day, nothing stored; a day that is not a calendar date too', async () => {
      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Big ${tag()}`, kind: 'TOURNAMENT', preset: 'BHI_5ON5', timeZone: 'America/Halifax' } });
      const divisionId = (await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'Open' } })).createDivision.id;
      const names = [`North ${tag()}`, `South ${tag()}`];
      for (const name of names) await post(CreateTeamDocument, { input: { divisionId, name } });
      const rows = Array.from({ length: 201 }, (_, i) => {
        const day = new Date(Date.UTC(2027, 6, 1) + Math.floor(i / 7) * 86_400_000).toISOString().slice(0, 10);
        const hour = String(8 + (i % 7) * 2).padStart(2, '0');
        return `${day},${hour}:00,${names[i % 2]},${names[(i + 1) % 2]},Rink ${1 + (i % 3)}`;
      });
      const { importScheduleCsv } = await post(ImportScheduleCsvDocument, { divisionId, csv: ['date,time,home,away,venue', ...rows].join('\n') });
      expect(importScheduleCsv).toMatchObject({ stored: true, problems: [] });

      const before = await counts();
      const refused = await failure(url(), IssueScorekeeperTokensDocument, { input: { competitionId: createCompetition.id } }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'day' }] } });
      expect(refused.message).toContain('at most 200 games');
      expect(await counts()).toEqual(before);

      const badDay = await failure(url(), IssueScorekeeperTokensDocument, { input: { competitionId: createCompetition.id, day: '2027-02-30' } }, ADMIN_TOKEN);
      expect(badDay).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'day' }] } });
      expect(await counts()).toEqual(before);

      // One day's seven games are within the bound.
      const { issueScorekeeperTokens: oneDay } = await issue(createCompetition.id, '2027-07-01');
      expect(oneDay.cards).toHaveLength(7);
    });

    it('R82: who may print cards and read gamesToScore: an ADMIN prints; a COACH, a scorekeeper or anonymous may not; a token sees only the games of its own scopes', async () => {
      const mine = await tournament();
      const other = await tournament();
      const coach = (await post(CreateApiTokenDocument, { input: { name: 'Coach', role: 'COACH', scopes: [`team:${mine.teams.a}`] } })).createApiToken.token;
      const rink = (await post(CreateApiTokenDocument, { input: { name: 'Rink tablet', role: 'SCOREKEEPER', scopes: [`competition:${mine.competitionId}`] } })).createApiToken.token;
      const otherRink = (await post(CreateApiTokenDocument, { input: { name: 'Other rink', role: 'SCOREKEEPER', scopes: [`competition:${other.competitionId}`] } })).createApiToken.token;
      const oneGame = (await post(CreateApiTokenDocument, { input: { name: 'Referee', role: 'SCOREKEEPER', scopes: [`game:${mine.games.late}`] } })).createApiToken.token;

      const before = await counts();
      const input = { input: { competitionId: mine.competitionId } };
      expect((await failure(url(), IssueScorekeeperTokensDocument, input, coach)).code).toBe('FORBIDDEN');
      expect((await failure(url(), IssueScorekeeperTokensDocument, input, rink)).code).toBe('FORBIDDEN');
      expect((await failure(url(), IssueScorekeeperTokensDocument, input, otherRink)).code).toBe('FORBIDDEN');
      expect((await failure(url(), IssueScorekeeperTokensDocument, input)).code).toBe('UNAUTHENTICATED');
      expect(await counts()).toEqual(before);

      expect((await failure(url(), GamesToScoreDocument, {}, coach)).code).toBe('FORBIDDEN');
      expect((await failure(url(), GamesToScoreDocument, {})).code).toBe('UNAUTHENTICATED');
      expect((await post(GamesToScoreDocument, {})).gamesToScore).toEqual([]);
      // A competition's tablet: its games not cancelled or certified, in start order (the forfeited one waits for its certification).
      expect((await post(GamesToScoreDocument, {}, rink)).gamesToScore.map((g) => g.id)).toEqual([mine.games.forfeited, mine.games.evening, mine.games.late, mine.games.sunday]);
      expect((await post(GamesToScoreDocument, {}, otherRink)).gamesToScore.map((g) => g.id)).toEqual([other.games.forfeited, other.games.evening, other.games.late, other.games.sunday]);
      expect((await post(GamesToScoreDocument, {}, oneGame)).gamesToScore.map((g) => g.id)).toEqual([mine.games.late]);
    });
  });
}
