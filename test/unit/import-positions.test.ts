import { Position } from '../../src/domain/enums';
import { rosterRow } from '../../src/services/imports/rows';

/**
 * A roster file's position column (docs/open-data.md, "Roster columns"): the abbreviations of
 * English and French spreadsheets, a goalie told from a skater, anything else refused by name.
 */
const headers = new Map([
  ['name', 'Nom'],
  ['number', 'Numéro'],
  ['position', 'Poste'],
  ['birthDate', 'Date de naissance'],
]);
const row = (position: string) =>
  rosterRow(
    {
      line: 2,
      cells: new Map([
        ['name', 'Jean Tremblay'],
        ['number', '9'],
        ['position', position],
        ['birthDate', '1998-04-05'],
      ]),
    },
    headers,
  );

describe('roster import: the position column', () => {
  it.each([
    ['G', Position.GOALIE],
    ['gardien', Position.GOALIE],
    ['GK', Position.GOALIE],
    ['F', Position.SKATER],
    ['LW', Position.SKATER],
    ['D', Position.SKATER],
    ['A', Position.SKATER],
    ['AG', Position.SKATER],
    ['AD', Position.SKATER],
    ['Attaquant', Position.SKATER],
    ['Défenseur', Position.SKATER],
    ['', Position.SKATER],
  ])('%s → %s', (text, position) => {
    expect(row(text)).toEqual({ row: expect.objectContaining({ position }), problems: [] });
  });

  it('refuses a position it cannot read, naming the file’s own column', () => {
    expect(row('Zamboni').problems).toEqual([expect.objectContaining({ line: 2, column: 'Poste', code: 'UNKNOWN_POSITION' })]);
  });
});
