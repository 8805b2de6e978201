import { type Param, text } from './messages';

/**
 * Calendar days in a competition's time zone. A rule that speaks of a day — an age "on the game
 * day" (Cole Harbour 000:8, "the designated tournament age (19+)"), a cut-off "MIDNITE, of the
 * last regular season day" (league 004:16) — means the day on the rink's wall calendar, not the
 * UTC date: a 20:30 game in Halifax on 5 December is on the 5th, though it is already the 6th in
 * UTC (R39 in docs/rulings.md). Pure: the zone database is the one built into Node (Intl).
 */

/** The longest IANA zone name is 30 characters (America/Argentina/ComodRivadavia); leave room. */
export const TIME_ZONE_MAX_LENGTH = 64;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The zone's canonical IANA name ("america/halifax" → "America/Halifax"), or null when it is not a
 * zone Node knows. Offsets such as "+02:00" are refused: a fixed offset has no daylight saving, so
 * a league's winter and summer dates would drift by an hour.
 */
export function canonicalTimeZone(name: string): string | null {
  if (typeof name !== 'string' || name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH) return null;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsIn(instant: number, timeZone: string): LocalParts {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour!, minute: out.minute!, second: out.second! };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const toMs = (value: Date | string | number) => (typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime());

/** The calendar date (YYYY-MM-DD) an instant falls on in a zone. */
export function localDate(instant: Date | string | number, timeZone: string): string {
  const p = partsIn(toMs(instant), timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The wall-clock time (HH:MM) of an instant in a zone. */
export function localTime(instant: Date | string | number, timeZone: string): string {
  const p = partsIn(toMs(instant), timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date (2027-02-29 and 2026-13-01 are not). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === value;
}

/** The day after a calendar date. */
export function nextDay(date: string): string {
  if (!isCalendarDate(date)) throw new RangeError(`${date} is not a calendar date (YYYY-MM-DD)`);
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
}

/**
 * The instant a day begins in a zone: its first moment on the wall clock. Where a day begins inside
 * a daylight-saving gap (a few zones move midnight), the first moment that exists.
 */
export function startOfLocalDay(date: string, timeZone: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`${date} is not a calendar date (YYYY-MM-DD)`);
  const wall = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at the wall time, read twice: the second read settles a change between them.
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const p = partsIn(guess, timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    const next = wall - (shown - guess);
    if (next === guess) break;
    guess = next;
  }
  // In a gap the guess lands after midnight on the same day or before it on the day before: step
  // to the first instant that shows this date.
  if (localDate(guess, timeZone) !== date) {
    let lo = guess;
    let hi = guess + 3 * 3_600_000;
    if (localDate(lo, timeZone) > date) [lo, hi] = [guess - 3 * 3_600_000, guess];
    while (hi - lo > 1000) {
      const mid = Math.floor((lo + hi) / 2);
      if (localDate(mid, timeZone) < date) lo = mid;
      else hi = mid;
    }
    guess = hi;
  }
  return new Date(guess);
}

/**
 * "MIDNITE, of the last regular season day" (league 004:16): the moment the day ends in the zone,
 * which is when the next one starts.
 */
export function endOfLocalDay(date: string, timeZone: string): Date {
  return startOfLocalDay(nextDay(date), timeZone);
}

/**
 * A deadline as the zone's calendar says it: "the end of 2027-02-28" for a midnight cut-off,
 * otherwise the local date and time ("2027-02-28 18:00").
 */
export function describeDeadline(instant: Date | string, timeZone: string): string {
  const ms = toMs(instant);
  const p = partsIn(ms, timeZone);
  if (p.hour === 0 && p.minute === 0 && p.second === 0) return `the end of ${localDate(ms - 1, timeZone)}`;
  return `${localDate(ms, timeZone)} ${localTime(ms, timeZone)}`;
}

/** describeDeadline as a message value: "the end of" a day is words, in each language (src/domain/messages). */
export function deadlineText(instant: Date | string, timeZone: string): Param {
  const ms = toMs(instant);
  const p = partsIn(ms, timeZone);
  if (p.hour === 0 && p.minute === 0 && p.second === 0) return text('common.endOf', { date: localDate(ms - 1, timeZone) });
  return `${localDate(ms, timeZone)} ${localTime(ms, timeZone)}`;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant a wall-clock time of a calendar date names in a zone ("2026-12-05", "20:30",
 * "America/Halifax" → 2026-12-06T00:30Z). A time the clocks skip (spring forward) names no
 * instant: null. A time that happens twice (fall back) is the first of the two.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  if (!isCalendarDate(date)) throw new RangeError(`${date} is not a calendar date (YYYY-MM-DD)`);
  const m = TIME.exec(time);
  if (!m) throw new RangeError(`${time} is not a time of day (HH:MM, 24-hour)`);
  const wall = Date.parse(`${date}T${m[1]!.padStart(2, '0')}:${m[2]}:00Z`);
  // The candidates are the wall time less each offset the zone had around it (at most two).
  const offsets = new Set<number>();
  for (const probe of [wall - 86_400_000, wall, wall + 86_400_000]) {
    const p = partsIn(probe, timeZone);
    offsets.add(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - probe);
  }
  const matches = [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => {
      const p = partsIn(instant, timeZone);
      return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) === wall;
    })
    .sort((a, b) => a - b);
  return matches.length ? new Date(matches[0]!) : null;
}
