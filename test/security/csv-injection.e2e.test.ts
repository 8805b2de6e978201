import { parse } from 'csv-parse/sync';
import { CreateTeamDocument, CreatePlayerDocument, AddToRosterDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { productionServerPerSuite } from '../support/production-server';
import { ADMIN_TOKEN } from '../support/server';

/**
 * CSV injection for semicolon locales (docs/security.md, "HTTP"): a spreadsheet set to French or
 * German splits a CSV line on `;`. A name holding a separator is written quoted, and a formula
 * character after a separator inside it is guarded with an apostrophe, so no way of splitting the
 * line starts a cell with `=`, `+`, `-` or `@`.
 */
describe('CSV cells for comma and semicolon locales (security)', () => {
  const suite = productionServerPerSuite();
  const base = () => suite.current().url.replace(/\/graphql$/, '');

  const NAMES = ['x;=1+1', 'y; @SUM(A1)', 'z,+cmd', 'w;-2+3'];
  let divisionId: string;
  let competitionId: string;
  beforeAll(async () => {
    const league = await seedLeague(suite.current().url, { preset: 'WINTER_LEAGUE_5ON5' });
    divisionId = league.divisionId;
    competitionId = league.competitionId;
    for (const [i, name] of NAMES.entries()) {
      const { createTeam } = await ok(suite.current().url, CreateTeamDocument, { input: { divisionId, name } }, ADMIN_TOKEN);
      const { createPlayer } = await ok(suite.current().url, CreatePlayerDocument, { input: { name, birthDate: '1990-05-17' } }, ADMIN_TOKEN);
      await ok(suite.current().url, AddToRosterDocument, { input: { teamId: createTeam.id, playerId: createPlayer.id, number: 20 + i, position: 'SKATER', waiverSigned: true } }, ADMIN_TOKEN);
    }
  });

  /** Every cell a spreadsheet could make (numbers aside: `-3` is written as the number it is) of the file's lines, splitting on `sep` without honouring quotes. */
  const naiveCells = (text: string, sep: string) =>
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n/)
      .flatMap((line) => line.split(sep))
      .map((cell) => cell.replace(/^"/, ''));

  it.each([
    ['standings.csv', () => `/divisions/${divisionId}/standings.csv`, 'team'],
    ['players.csv', () => `/competitions/${competitionId}/players.csv`, 'player'],
  ])('%s quotes a name holding `;` or `,` and guards the formula after it', async (_file, path, column) => {
    const response = await fetch(`${base()}${path()}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const sep of [',', ';']) expect(naiveCells(text, sep).filter((cell) => /^ *[=+\-@]/.test(cell) && !/^-\d+$/.test(cell))).toEqual([]);
    expect(text).toContain(`"x;'=1+1"`);
    // Read as RFC 4180 (quotes honoured), each name is one cell, guarded.
    const rows = parse<Record<string, string>>(text, { bom: true, columns: true });
    expect(rows.map((r) => r[column])).toEqual(expect.arrayContaining(["x;'=1+1", "y; '@SUM(A1)", "z,'+cmd", "w;'-2+3"]));
  });
});
