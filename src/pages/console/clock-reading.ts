/**
 * A time typed as the clock shows it, `m:ss` → milliseconds; null when it is not a clock reading
 * (R85). The colon may be left out (`1234` is 12:34): a tablet's number pad has none.
 */
export function readingMs(text: string): number | null {
  const match = /^(\d{1,3}):?([0-5]\d)$/.exec(text.trim());
  return match ? (Number(match[1]) * 60 + Number(match[2])) * 1000 : null;
}
