import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { AuditTrailDocument, CreateApiTokenDocument, CreateDivisionDocument, CreateTeamDocument, DivisionStandingsDocument, MoveTeamDocument, RecordResultDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';

/**
 * R73: docs/rulebooks/004_52536eff465526ad.txt:20 "the league has a "re-tiering" portion of the
 * schedule …, which helps to "move" teams into their appropriate tier". An official moves a team to
 * another tier of its competition; its played games stay where they were played.
 */
describe('re-tiering a league team (004:20, R73)', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;
  const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  async function league() {
    const seeded = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', teams: 2, playersPerTeam: 0, divisionName: 'Tier 2' });
    const { createDivision } = await post(CreateDivisionDocument, { input: { competitionId: seeded.competitionId, name: 'Tier 1' } });
    return { ...seeded, tier1: createDivision.id };
  }

  it('docs/rulebooks/004_52536eff465526ad.txt:20 "move teams into their appropriate tier": refused while a game is left to play; once played, the team moves, its game staying in the old tier for its opponent, audited', async () => {
    const l = await league();
    const [winner, loser] = l.teams;
    const before = await rowCounts(suite.current().db);
    const early = await failure(url(), MoveTeamDocument, { teamId: winner.id, divisionId: l.tier1, reason: 'Re-tiering at mid-season' }, ADMIN_TOKEN);
    expect(early).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R73', gameIds: [l.gameId] } });
    expect(early.message).toBe(`${winner.name} has 1 game(s) not played yet in Tier 2: a game belongs to its division, so cancel or move them before the team changes tier.`);
    expect(await rowCounts(suite.current().db)).toEqual(before);

    await post(RecordResultDocument, { input: { gameId: l.gameId, homeScore: 6, awayScore: 1, decision: 'REGULATION' } });
    const { moveTeam } = await post(MoveTeamDocument, { teamId: winner.id, divisionId: l.tier1, reason: 'Re-tiering at mid-season: 6-1 wins' });
    expect(moveTeam).toEqual({ id: winner.id, name: winner.name, division: { id: l.tier1, name: 'Tier 1' } });

    const tier2 = (await post(DivisionStandingsDocument, { divisionId: l.divisionId })).standings.rows;
    expect(tier2.map((r) => [r.team.id, r.gamesPlayed, r.losses])).toEqual([[loser.id, 1, 1]]);
    const tier1 = (await post(DivisionStandingsDocument, { divisionId: l.tier1 })).standings.rows;
    expect(tier1.map((r) => [r.team.id, r.gamesPlayed, r.points])).toEqual([[winner.id, 0, 0]]);

    const { auditTrail } = await post(AuditTrailDocument, { competitionId: l.competitionId });
    expect(auditTrail.edges.map((e) => e.node).find((n) => n.entityId === winner.id)).toMatchObject({
      entityType: 'TEAM',
      action: 'UPDATE',
      reason: 'Re-tiering at mid-season: 6-1 wins',
      changes: [{ field: 'divisionId', before: JSON.stringify(l.divisionId), after: JSON.stringify(l.tier1) }],
    });
  });

  it("the caller's mistakes and a name the new tier has: refused, nothing stored; a coach may not move his team", async () => {
    const l = await league();
    const other = await league();
    await post(RecordResultDocument, { input: { gameId: l.gameId, homeScore: 2, awayScore: 1, decision: 'REGULATION' } });
    const [team] = l.teams;
    const before = await rowCounts(suite.current().db);
    const refused = (divisionId: string, reason = 'mid-season') => failure(url(), MoveTeamDocument, { teamId: team.id, divisionId, reason }, ADMIN_TOKEN);
    expect(await refused(l.divisionId)).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'divisionId', message: 'the team already plays in Tier 2' }] } });
    expect(await refused(other.tier1)).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'divisionId' }] } });
    expect(await refused(l.tier1, '  ')).toMatchObject({ code: 'BAD_USER_INPUT' });
    const { createApiToken } = await post(CreateApiTokenDocument, { input: { name: 'coach', role: 'COACH', scopes: [`team:${team.id}`] } });
    expect(await failure(url(), MoveTeamDocument, { teamId: team.id, divisionId: l.tier1, reason: 'we are better' }, createApiToken.token)).toMatchObject({ code: 'FORBIDDEN' });
    await post(CreateTeamDocument, { input: { divisionId: l.tier1, name: team.name } });
    const taken = await refused(l.tier1);
    expect(taken).toMatchObject({ code: 'CONFLICT', message: 'the division has a team of that name already: rename one first' });
    expect((await rowCounts(suite.current().db)).AuditEntryEntity).toBe(before.AuditEntryEntity);
  });
});
