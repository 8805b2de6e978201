/**
 * A team's short name: what a scoreboard prints when the full name does not fit on one line. A
 * team may have its own (Team.shortName, set in createTeam); otherwise one is derived from the name.
 */

/** Characters a short name may have: a scoreboard's narrowest name box at its smallest legible size. */
export const SHORT_NAME_MAX = 12;

/** Words an abbreviation leaves out ("Knights of the North" → "KN"). */
const MINOR_WORDS = new Set(['the', 'of', 'and', 'de', 'des', 'du', 'la', 'le', 'les', 'et', '&', '-']);
/** A team number or a roman numeral stays whole ("Hawks II", "Blades 2"). */
const NUMBERED = /^(\d+|[ivx]+)$/i;

/**
 * The short name derived from a full name: the name itself when it fits in SHORT_NAME_MAX
 * characters; otherwise the initials of its words (minor words left out, a trailing team number
 * kept: "Dartmouth Destroyers II" → "DD II"); a single long word is cut with a full stop
 * ("Saskatchewanians" → "Saskatchewa.").
 */
export function deriveShortName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if ([...trimmed].length <= SHORT_NAME_MAX) return trimmed;
  const words = trimmed.split(' ').filter((word) => !MINOR_WORDS.has(word.toLowerCase()));
  const numbers = words.filter((word, index) => index > 0 && NUMBERED.test(word));
  const named = words.filter((word) => !numbers.includes(word));
  if (named.length <= 1) {
    const [only = trimmed] = named;
    const suffix = numbers.length ? ` ${numbers.join(' ')}` : '';
    const room = SHORT_NAME_MAX - [...suffix].length - 1;
    const chars = [...only];
    return chars.length + suffix.length <= SHORT_NAME_MAX ? only + suffix : `${chars.slice(0, Math.max(1, room)).join('')}.${suffix}`.slice(0, SHORT_NAME_MAX);
  }
  const initials = named.map((word) => [...word][0]!.toUpperCase()).join('');
  return [initials, ...numbers].join(' ').slice(0, SHORT_NAME_MAX);
}

/** The short name a team shows: its own, or the derived one. */
export function shortNameOf(team: { name: string; shortName?: string | null }): string {
  return team.shortName?.trim() || deriveShortName(team.name);
}
