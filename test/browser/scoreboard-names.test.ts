import { CreateTeamDocument } from '../generated/graphql';
import { BoardGameDocument } from '../../src/pages/generated/graphql';
import { deriveShortName, SHORT_NAME_MAX } from '../../src/domain/short-name';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { gameAt, teamNamed } from './scoreboard-support';

/**
 * Team.shortName: what the scoreboard prints when a name does not fit on one line. Set in
 * createTeam (12 characters at most), or derived from the name.
 */
describe('a team short name', () => {
  it.each([
    ['Hawks', 'Hawks'],
    ['Cole Harbour Hawks', 'Hawks'],
    ['Dartmouth Destroyers of the North Shore', 'Destroyers'],
    ['Halifax Mooseheads Hockey Club', 'Mooseheads'],
    ['Bedford Blues 2', 'Blues 2'],
    ['Dartmouth Destroyers II', 'DD II'],
    ['Saskatchewanianians', 'Saskatchewa.'],
    ['Les Canadiens de Montréal', 'Canadiens'],
  ])('%s → %s', (name, short) => {
    expect(deriveShortName(name)).toBe(short);
    expect([...deriveShortName(name)].length).toBeLessThanOrEqual(SHORT_NAME_MAX);
  });

  describe('through the API', () => {
    const suite = serverPerSuite(SQLITE);

    it('is the one set in createTeam, or derived; more than 12 characters are refused with nothing stored', async () => {
      const url = suite.current().url;
      const league = await seedLeague(url, { playersPerTeam: 1 });
      const home = await teamNamed(url, league.divisionId, 'Dartmouth Destroyers of the North Shore', { shortName: 'D-Destroyers', players: 1 });
      const away = await teamNamed(url, league.divisionId, 'Cole Harbour Hawks', { players: 1 });
      const gameId = await gameAt(url, { divisionId: league.divisionId, home, away, venue: 'Rink 1', minutesFromNow: 60 });
      const { game } = await ok(url, BoardGameDocument, { gameId });
      expect(game?.home).toMatchObject({ name: home.name, shortName: 'D-Destroyers' });
      expect(game?.away).toMatchObject({ name: away.name, shortName: 'Hawks' });

      const refused = await failure(url, CreateTeamDocument, { input: { divisionId: league.divisionId, name: 'Sackville Storm', shortName: 'Sackville Storm' } }, ADMIN_TOKEN);
      expect(refused.code).toBe('BAD_USER_INPUT');
      expect(refused.message).toMatch(/shortName/);
      // Nothing stored: the same team can be created afterwards.
      await ok(url, CreateTeamDocument, { input: { divisionId: league.divisionId, name: 'Sackville Storm', shortName: 'Storm' } }, ADMIN_TOKEN);
    });
  });
});
