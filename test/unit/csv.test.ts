import { parse } from 'csv-parse/sync';
import { csvCell, csvRow } from '../../src/server/open-data/csv';

// The CSV writer (src/server/open-data/csv.ts, docs/open-data.md): RFC 4180, and no cell a
// spreadsheet would run as a formula.
describe('csvCell', () => {
  it.each([
    ['Hawks', 'Hawks'],
    ['Ducks, Mighty', '"Ducks, Mighty"'],
    ['Rink 2, "the barn"', '"Rink 2, ""the barn"""'],
    ['two\nlines', '"two\nlines"'],
    ['Zoë Côté', 'Zoë Côté'],
    ['=1+1', "'=1+1"],
    ['+33 6 12', "'+33 6 12"],
    ['-Hawks', "'-Hawks"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("x","y, z")', '"\'=HYPERLINK(""x"",""y, z"")"'],
    // Semicolon locales split on `;`: a cell holding either separator is quoted, and a formula
    // character right after a separator (spaces aside) is guarded as a leading one is.
    ['x;=1+1', `"x;'=1+1"`],
    ['x;1+1', '"x;1+1"'],
    ['Ducks; Mighty', '"Ducks; Mighty"'],
    ['x, =1+1', `"x, '=1+1"`],
    ['x,+33', `"x,'+33"`],
    ['a;@SUM(A1)', `"a;'@SUM(A1)"`],
    ['a;-1;=2', `"a;'-1;'=2"`],
    ['=1;=2', `"'=1;'=2"`],
    ['a\t=1', `"a\t'=1"`],
    ['two\n=lines', `"two\n'=lines"`],
    ['3-2', '3-2'],
    ['a=b', 'a=b'],
    [-3, '-3'],
    [0, '0'],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
    [true, 'true'],
  ])('%j → %s', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('a cell with either separator reads back whole, and no piece of the line starts a formula when split naively on `,` or `;`', () => {
    const line = csvRow(['Hawks', 'x;=1+1', 'y,@cmd']);
    for (const delimiter of [',', ';']) {
      for (const piece of line.replace(/\r\n$/, '').split(delimiter)) expect(piece.replace(/^"/, '')).not.toMatch(/^ *[=+\-@]/);
    }
    expect(parse(line)).toEqual([['Hawks', "x;'=1+1", "y,'@cmd"]]);
  });

  it('rows read back through csv-parse (a maintained RFC 4180 parser) as written, formulas defused', () => {
    const rows = [
      ['a', 'b, c', 'd "e"', 'f\r\ng', -1, '=cmd'],
      ['', null, 'Québec', 'x', 2.5, '@x'],
    ];
    const text = rows.map((r) => csvRow(r)).join('');
    expect(parse(text)).toEqual([
      ['a', 'b, c', 'd "e"', 'f\r\ng', '-1', "'=cmd"],
      ['', '', 'Québec', 'x', '2.5', "'@x"],
    ]);
  });
});
