/** A time typed as the clock shows it, `m:ss` → milliseconds; null when it is not a clock reading (R85). */
export function readingMs(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  return match ? (Number(match[1]) * 60 + Number(match[2])) * 1000 : null;
}
