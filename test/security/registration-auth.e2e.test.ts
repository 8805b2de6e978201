import { CreateApiTokenDocument, CreatePlayerDocument, RecordRegistrationDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
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
