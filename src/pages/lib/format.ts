/** How pages print times, names and codes. */

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

const ORDINALS = ['', '1st', '2nd', '3rd'];

/** What the board prints for a period label: "1st", "2nd", "3rd", "OT", "OT2", "SO". */
export function periodText(label: string): string {
  const n = Number(label);
  if (Number.isInteger(n) && n > 0) return ORDINALS[n] ?? `${n}th`;
  return label;
}

export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

const PRESETS: Record<string, string> = {
  COLE_HARBOUR_CLASSIC: 'Cole Harbour Classic',
  BHI_5ON5: 'BHI 5 on 5',
  WINTER_LEAGUE_5ON5: 'Winter league 5 on 5',
  WINTER_LEAGUE_3ON3: 'Winter league 3 on 3',
  IIHF: 'IIHF',
  NHL: 'NHL',
};

/** A rulebook preset as people name it. */
export function presetText(preset: string): string {
  return PRESETS[preset] ?? humanCode(preset);
}
