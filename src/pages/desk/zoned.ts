import { locale } from '../lib/i18n';

/**
 * Wall-clock times in a competition's time zone, whatever the browser's own: a director in
 * Toronto schedules a Halifax tournament in Halifax time.
 */

/** How far the zone's wall clock is ahead of UTC at `instant` (ms). */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** `2026-12-12T09:00` read in `timeZone` → an ISO instant; twice round the offset so a DST change day comes out right. */
export function zonedToIso(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new RangeError(`not a date and time: ${local}`);
  const [, y, mo, d, hh, mm] = match.map(Number);
  const wall = Date.UTC(y!, mo! - 1, d!, hh!, mm!);
  let instant = wall - offsetMs(wall, timeZone);
  instant = wall - offsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** An instant as the competition's wall clock shows it: "Sat 12 Dec, 09:00". */
export function zonedText(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString(locale(), { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** The IANA zones this browser knows, for the time-zone field's suggestions. */
export function knownTimeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}
