import { locale, t } from './i18n';

/** How pages print times, names and codes, in the page's language (lib/i18n.ts). */

/** Arena style: `m:ss` (seconds rounded up, as arena clocks do), `s.t` under a minute. */
export function clockText(ms: number): string {
  const clamped = Math.max(0, ms);
  const tenths = Math.ceil(clamped / 100);
  if (tenths > 0 && tenths < 600) return `${Math.floor(tenths / 10)}.${tenths % 10}`;
  const seconds = Math.ceil(clamped / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A penalty timer: always `m:ss`. */
export function timerText(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** `MOST_WINS` → `Most wins`. */
export function humanCode(code: string): string {
  const words = code.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A code in words, from the catalogue's `words.<group>` (a stage, a penalty's severity, a clock
 * mode…); a code the catalogue does not know yet is spelled out from itself.
 */
export function codeText(group: string, code: string): string {
  return t(`words.${group}.${code}`, { defaultValue: humanCode(code) });
}

/** What the board prints for a period label: "1st", "2nd", "3rd", "OT", "OT2", "SO" (1re, 2e, Prol., Fus. in French). */
export function periodText(label: string): string {
  const n = Number(label);
  if (Number.isInteger(n) && n > 0) return t('words.period.ordinal', { count: n, ordinal: true });
  if (label === 'SO') return t('words.period.SO');
  const overtime = /^OT(\d*)$/.exec(label);
  if (overtime) return overtime[1] ? t('words.period.OTn', { n: overtime[1] }) : t('words.period.OT');
  return label;
}

/** A period in words, for a screen reader or a sentence: "Period 2", "Overtime", "Shootout". */
export function periodName(label: string): string {
  const n = Number(label);
  if (Number.isInteger(n) && n > 0) return t('words.period.named', { n });
  if (label === 'SO') return t('words.period.shootout');
  const overtime = /^OT(\d*)$/.exec(label);
  if (overtime) return overtime[1] ? t('words.period.overtimeN', { n: overtime[1] }) : t('words.period.overtime');
  return label;
}

/** A game's start as the pages print it: "Sat 5 Dec, 14:30" / "sam. 5 déc., 14 h 30". */
export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale(), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** A time of day: "14:30" / "14 h 30". */
export function timeText(date: Date, options: Intl.DateTimeFormatOptions = {}): string {
  return date.toLocaleTimeString(locale(), { hour: '2-digit', minute: '2-digit', ...options });
}

/** A rulebook preset as people name it. */
export function presetText(preset: string): string {
  return t(`common.preset.${preset}`, { defaultValue: humanCode(preset) });
}

/** "Hawks v Owls" / "Hawks c. Owls". */
export function versusText(home: string, away: string): string {
  return t('words.versus', { home, away });
}
