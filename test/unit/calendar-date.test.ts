import { GraphQLError, parse, parseValue, validate } from 'graphql';
import { CalendarDate, fieldOfRefusedDate, NotACalendarDate } from '../../src/graphql/calendar-date';
import { getSchema } from '../../src/graphql/schema';

/*
 * The Date scalar (src/graphql/calendar-date.ts): a calendar day, YYYY-MM-DD, nothing else. Every
 * refusal is a NotACalendarDate, which the formatter answers as BAD_USER_INPUT naming the field.
 */
const GOOD: Array<[string, string]> = [
  ['an ordinary day', '2026-03-14'],
  ['a leap day', '2024-02-29'],
  ['a leap day of a century divisible by 400', '2000-02-29'],
  ['the first day of the window', '1900-01-01'],
  ['the last day of the window', '2100-12-31'],
  ['the last day of a 31-day month', '2026-01-31'],
];

const BAD: Array<[string, unknown]> = [
  ['a day February does not have', '2025-02-30'],
  ['a leap day of a year that has none', '2025-02-29'],
  ['a century leap day that is not one (1900)', '1900-02-29'],
  ['the 31st of a 30-day month', '2026-04-31'],
  ['a thirteenth month', '2026-13-01'],
  ['month 0', '2026-00-10'],
  ['day 0', '2026-03-00'],
  ['a date-time', '2026-03-14T00:00:00Z'],
  ['a date with a zone', '2026-03-14Z'],
  ['surrounding spaces', ' 2026-03-14 '],
  ['no leading zeros', '2026-3-14'],
  ['another order', '14-03-2026'],
  ['slashes', '2026/03/14'],
  ['a week date', '2026-W11-6'],
  ['an ordinal date', '2026-073'],
  ['a five-digit year', '+02026-03-14'],
  ['a negative year', '-2026-03-14'],
  ['before the window', '1899-12-31'],
  ['after the window', '2101-01-01'],
  ['the empty string', ''],
  ['a long string', `2026-03-14${'x'.repeat(10_000)}`],
  ['full-width digits', '２０２６-０３-１４'],
  ['a number', 20260314],
  ['a timestamp', Date.UTC(2026, 2, 14)],
  ['a boolean', true],
  ['null', null],
  ['an object', { year: 2026, month: 3, day: 14 }],
  ['a list', ['2026-03-14']],
];

describe('the Date scalar', () => {
  it.each(GOOD)('takes %s (%s) from a variable and from the document, as it is', (_why, value) => {
    expect(CalendarDate.parseValue(value)).toBe(value);
    expect(CalendarDate.parseLiteral(parseValue(JSON.stringify(value)))).toBe(value);
    expect(CalendarDate.serialize(value)).toBe(value);
  });

  it.each(BAD)('refuses %s', (_why, value) => {
    expect(() => CalendarDate.parseValue(value)).toThrow(NotACalendarDate);
  });

  it.each(BAD.filter(([, v]) => typeof v === 'string'))('refuses %s written in the document', (_why, value) => {
    expect(() => CalendarDate.parseLiteral(parseValue(JSON.stringify(value)))).toThrow(NotACalendarDate);
  });

  it.each(['20260314', 'true', 'null', 'SATURDAY', '{ y: 2026 }', '["2026-03-14"]'])('refuses %s, a literal that is not a string', (literal) => {
    expect(() => CalendarDate.parseLiteral(parseValue(literal))).toThrow(NotACalendarDate);
  });

  it('says what is wrong: a day the calendar lacks, or a day outside the window', () => {
    expect(() => CalendarDate.parseValue('2025-02-30')).toThrow('must be a calendar date, YYYY-MM-DD (got "2025-02-30")');
    expect(() => CalendarDate.parseValue('2101-01-01')).toThrow('must be a day from 1900-01-01 to 2100-12-31');
    // A long input is not echoed whole.
    expect(() => CalendarDate.parseValue('9'.repeat(10_000))).toThrow(`(got "${'9'.repeat(20)}")`);
  });

  it('answers a stored day as it is, and never a value that is not a calendar day', () => {
    expect(CalendarDate.serialize('1999-11-02')).toBe('1999-11-02');
    expect(() => CalendarDate.serialize('2025-02-30')).toThrow(TypeError);
    expect(() => CalendarDate.serialize(20260314)).toThrow(TypeError);
  });
});

describe('the field a refused Date is named by', () => {
  it('is the path graphql-js gives a variable: inside an input, or the variable itself', () => {
    expect(fieldOfRefusedDate(new GraphQLError('Variable "$input" got invalid value "2025-02-30" at "input.born"; must be a calendar date'))).toBe('input.born');
    expect(fieldOfRefusedDate(new GraphQLError('Variable "$day" got invalid value "2025-02-30"; must be a calendar date'))).toBe('day');
  });

  it('is the argument and input fields around a value written in the document, as validation reports it', () => {
    const refusals = (source: string) => validate(getSchema(), parse(source)).filter((e) => e.originalError instanceof NotACalendarDate);
    const [nested] = refusals('mutation { createPlayer(input: { name: "A", born: "2025-02-30" }) { id } }');
    expect(fieldOfRefusedDate(nested)).toBe('input.born');
    const [season] = refusals('mutation { setSeasonDates(input: { competitionId: "c", lastRegularSeasonDate: "2026-02-29" }) { id } }');
    expect(fieldOfRefusedDate(season)).toBe('input.lastRegularSeasonDate');
  });
});
