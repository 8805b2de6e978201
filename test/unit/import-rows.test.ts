import { readCsv } from '../../src/services/imports/csv-input';
import { ROSTER_COLUMNS, rosterRow, timeOfDay } from '../../src/services/imports/rows';

// Reading a league's spreadsheet (src/services/imports/, docs/open-data.md "Importing rosters and schedules").
describe('timeOfDay: the start times spreadsheets write', () => {
  it.each([
    ['19:30', '19:30'],
    ['7:30 PM', '19:30'],
    ['7:30pm', '19:30'],
    ['12:00 AM', '00:00'],
    ['12:15 pm', '12:15'],
    ['19h30', '19:30'],
    ['9 AM', '09:00'],
    ['07:05', '07:05'],
  ])('%s → %s', (text, time) => expect(timeOfDay(text)).toBe(time));

  it.each([['19'], ['25:00'], ['13:00 PM'], ['7:60'], ['noon'], ['']])('%j is not a time of day', (text) => expect(timeOfDay(text)).toBeNull());
});

describe('roster rows', () => {
  const read = (csv: string) => {
    const file = readCsv(csv, ROSTER_COLUMNS, 200);
    return { file, rows: file.rows.map((r) => rosterRow(r, file.headers)) };
  };

  it.each([
    ['G', 'GOALIE'],
    ['Goalie', 'GOALIE'],
    ['gardien', 'GOALIE'],
    ['LW', 'SKATER'],
    ['D', 'SKATER'],
    ['Défenseur', 'SKATER'],
    ['', 'SKATER'],
  ])('position %j → %s', (position, expected) => {
    const { rows } = read(`Name,#,Pos,DOB\nA Player,9,${position},1990-01-01`);
    expect(rows[0].row?.position).toBe(expected);
  });

  // docs/rulebooks/000_5506cbd709277b08.txt:7 "Any changes to the roster after the schedule is drawn must be cleared with the Tournament Official" (R84)
  it.each([['Clearance'], ['Cleared by'], ['Autorisation'], ['Autorisé par'], ['approuvé_par']])(
    '000:7: a clearance column named %j is read, spaces kept single; an empty cell is none (R84)',
    (header) => {
      const { file, rows } = read(`Nom,Prénom,Numéro,Date de naissance,${header}\nCôté,Éric,7,2000-01-15,J.  Smith (official)\nLima,Ana,8,1993-03-03,`);
      expect(file.headers.get('clearance')).toBe(header);
      expect(rows.map((r) => r.row?.clearance)).toEqual(['J. Smith (official)', null]);
    },
  );

  it('000:7: a clearance over 500 characters is named by line and column, nothing read from the row (R84)', () => {
    const { rows } = read(`Name,#,DOB,Clearance\nAna Lima,7,1993-03-03,${'x'.repeat(501)}`);
    expect(rows[0].row).toBeUndefined();
    expect(rows[0].problems).toEqual([expect.objectContaining({ line: 2, column: 'Clearance', code: 'INVALID_TEXT' })]);
  });

  it('headers by any of their names, in any case, spaces or underscores; a byte order mark ignored; lines counted as a spreadsheet does', () => {
    const { file, rows } = read('\uFEFFPLAYER_NAME,Jersey #,Date of Birth,Notes\n\nAna Lima,7,1993-03-03,captain\nBo Berg,8,1994-04-04,');
    expect([...file.headers.keys()].sort()).toEqual(['birthDate', 'name', 'number'].sort());
    expect(file.ignored).toEqual(['Notes']);
    expect(rows.map((r) => [r.row?.line, r.row?.name, r.row?.number])).toEqual([
      [3, 'Ana Lima', 7],
      [4, 'Bo Berg', 8],
    ]);
  });

  it('a name that is only spaces, a number over 99, a year-last date: each named', () => {
    const { rows } = read('name,number,birth date\n   ,100,31/12/1990');
    expect(rows[0].problems.map((p) => p.code)).toEqual(['MISSING', 'NOT_A_NUMBER', 'NOT_A_DATE']);
  });

  // Cole Harbour: "All players shall fill out the safety waiver before participating in their first
  // game" (docs/rulebooks/000_5506cbd709277b08.txt, R21): a roster's file may say who has.
  it.each([
    ['Yes', true],
    ['y', true],
    ['X', true],
    ['Signed', true],
    ['Oui', true],
    ['signée', true],
    ['No', false],
    ['non', false],
    ['', false],
  ])('waiver %j → %s', (cell, expected) => {
    const { rows } = read(`Name,#,DOB,Waiver Signed\nA Player,9,1990-01-01,${cell}`);
    expect(rows[0].row?.waiverSigned).toBe(expected);
  });

  it('no waiver column: the row says nothing of the waiver; a cell that is neither yes nor no is named', () => {
    expect(read('Name,#,DOB\nA Player,9,1990-01-01').rows[0].row).not.toHaveProperty('waiverSigned');
    const { rows } = read('Name,#,DOB,Décharge\nA Player,9,1990-01-01,maybe');
    expect(rows[0].problems.map((p) => [p.code, p.column, p.message])).toEqual([['NOT_YES_NO', 'Décharge', '"maybe" is not a yes or a no: Yes or No (an empty cell is No).']]);
  });
});
