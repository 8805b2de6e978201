import { BREAK, GraphQLScalarType, Kind, parse as parseDocument, visit, type GraphQLError, type ValueNode } from 'graphql';
import { isCalendarDate } from '../domain/calendar';
import { text } from '../domain/messages';
import { BadUserInput } from '../errors';
import { BIRTH_DATE_WINDOW } from './validation';

/**
 * The `Date` scalar: a calendar day, ISO 8601 `YYYY-MM-DD`, with no time and no zone (a birth date,
 * the last day of a regular season, a day of games). Inside the server it is that same string,
 * which sorts as the days do.
 *
 * Strict, before any resolver runs: exactly ten characters, a day the calendar has (2025-02-30 and
 * 2026-13-01 are refused), within CALENDAR_DATE_WINDOW: the project's date window (DATE_WINDOW,
 * whose end bounds every instant and cursor too) reaching back to 1900 for birth dates. A field may
 * bound its days more narrowly. A refusal is a BAD_USER_INPUT naming the field
 * (src/graphql/errors.ts puts the field's path in), as every bad input is.
 */
export const CALENDAR_DATE_WINDOW = BIRTH_DATE_WINDOW;

/** Longer input is refused before it is looked at. */
const LENGTH = 'YYYY-MM-DD'.length;

/** Refused input to the Date scalar: the formatter names the field it was given for. */
export class NotACalendarDate extends BadUserInput {}

/** The day `value` names, or a refusal. */
function parse(value: unknown): string {
  if (typeof value !== 'string' || value.length !== LENGTH || !isCalendarDate(value)) {
    throw new NotACalendarDate(text('errors.BAD_USER_INPUT.calendarDate', { got: typeof value === 'string' ? value.slice(0, 20) : typeof value }));
  }
  if (value < CALENDAR_DATE_WINDOW.from || value > CALENDAR_DATE_WINDOW.to) {
    throw new NotACalendarDate(text('errors.BAD_USER_INPUT.calendarDateWindow', { from: CALENDAR_DATE_WINDOW.from, to: CALENDAR_DATE_WINDOW.to }));
  }
  return value;
}

export const CalendarDate = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: `A calendar day, ISO 8601 YYYY-MM-DD (such as 2026-03-14), with no time and no time zone: a day as a calendar shows it. Between ${CALENDAR_DATE_WINDOW.from} and ${CALENDAR_DATE_WINDOW.to}; a day the calendar does not have (2025-02-30) is refused with BAD_USER_INPUT.`,
  specifiedByURL: 'https://www.iso.org/iso-8601-date-and-time-format.html',
  serialize(value: unknown): string {
    if (typeof value === 'string' && isCalendarDate(value)) return value;
    throw new TypeError(`Date cannot represent ${JSON.stringify(value)}: not a calendar date (YYYY-MM-DD)`);
  },
  parseValue: parse,
  parseLiteral(ast: ValueNode): string {
    if (ast.kind !== Kind.STRING) throw new NotACalendarDate(text('errors.BAD_USER_INPUT.calendarDate', { got: ast.kind }));
    return parse(ast.value);
  },
});

/** The values written in a document that a scalar reads (a refused Date is one of them). */
const LEAF_VALUES = new Set<Kind>([Kind.STRING, Kind.INT, Kind.FLOAT, Kind.BOOLEAN, Kind.ENUM, Kind.NULL]);

/**
 * The input field a refused Date was given for, as `input.born`: graphql-js names it in a
 * variable's error message (`Variable "$input" got invalid value … at "input.born"`), and for a
 * value written in the document, the field is found around the value's place in it.
 */
export function fieldOfRefusedDate(error: GraphQLError): string | null {
  const variable = /^Variable "\$([^"]+)" got invalid value .*? at "([^"]+)";/s.exec(error.message) ?? /^Variable "\$([^"]+)" got invalid value/.exec(error.message);
  if (variable) return variable[2] ?? variable[1];
  const at = error.nodes?.[0]?.loc?.start;
  const body = error.source?.body;
  if (at === undefined || body === undefined) return null;
  let found: string | null = null;
  visit(parseDocument(body), {
    enter(node, _key, parent, _path, ancestors) {
      if (found !== null || node.loc?.start !== at || !LEAF_VALUES.has(node.kind)) return undefined;
      const names = [...ancestors, parent].flatMap((a) => (!!a && 'kind' in a && (a.kind === Kind.ARGUMENT || a.kind === Kind.OBJECT_FIELD) ? [a.name.value] : []));
      if (names.length) found = names.join('.');
      return BREAK;
    },
  });
  return found;
}
