import { zonedInstant } from '../../domain/calendar';
import { locale, t } from '../lib/i18n';

/**
 * Wall-clock times in a competition's time zone, whatever the browser's own: a director in
 * Toronto schedules a Halifax tournament in Halifax time. The reading is the domain's own
 * (src/domain/calendar.ts), the one the server applies to imported schedules.
 */

/** `2026-12-12T09:00` (a datetime-local field) read in `timeZone` → an ISO instant; a time the clocks skip is refused. */
export function zonedToIso(local: string, timeZone: string): string {
  const [date = '', time = ''] = local.split('T');
  const instant = zonedInstant(date, time.slice(0, 5), timeZone);
  if (!instant) throw new RangeError(t('desk.schedule.skippedTime', { time: local.replace('T', ' '), zone: timeZone }));
  return instant.toISOString();
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
