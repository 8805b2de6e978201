/**
 * A team's short name: what a scoreboard prints when the full name does not fit on one line. A
 * team may have its own (Team.shortName, set in createTeam); otherwise one is derived from the name.
 */

/** Characters a short name may have: a scoreboard's narrowest name box at its smallest legible size. */
export const SHORT_NAME_MAX = 12;

/** Words a short name leaves out ("The Mighty Ducks" → "Ducks"). */
const MINOR_WORDS = new Set(['the', 'and', 'la', 'le', 'les', 'et', '&', '-']);
/** Words after which a name only qualifies the team ("… of the North", "… Hockey Club"): the nickname comes before them. */
const QUALIFIERS = new Set(['of', 'de', 'des', 'du', 'hockey', 'club', 'hc']);
/** A team number or a roman numeral stays whole ("Hawks II", "Blades 2"). */
const NUMBERED = /^(\d+|[ivx]+)$/i;

/**
 * The short name derived from a full name: the name itself when it fits in SHORT_NAME_MAX
 * characters; otherwise the nickname, the last word before any "of …" (or "de …") with a team
 * number kept ("Cole Harbour Hawks" → "Hawks", "Dartmouth Destroyers of the North" → "Destroyers",
 * "Bedford Blues 2" → "Blues 2"); when that is still too long, the initials of the words ("DD II"),
 * or a single long word cut with a full stop ("Saskatchewa.").
 */
export function deriveShortName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if ([...trimmed].length <= SHORT_NAME_MAX) return trimmed;
  const all = trimmed.split(' ');
  const cut = all.findIndex((word, index) => index > 0 && QUALIFIERS.has(word.toLowerCase()));
  const words = (cut > 0 ? all.slice(0, cut) : all).filter((word) => !MINOR_WORDS.has(word.toLowerCase()));
  const numbers = words.filter((word, index) => index > 0 && NUMBERED.test(word));
  const named = words.filter((word) => !numbers.includes(word));
  const suffix = numbers.length ? ` ${numbers.join(' ')}` : '';
  const nickname = named.at(-1);
  if (nickname && [...nickname].length + suffix.length <= SHORT_NAME_MAX) return nickname + suffix;
  if (named.length <= 1) {
    const chars = [...(nickname ?? trimmed)];
    const room = Math.max(1, SHORT_NAME_MAX - suffix.length - 1);
    return `${chars.slice(0, room).join('')}.${suffix}`.slice(0, SHORT_NAME_MAX);
  }
  const initials = named.map((word) => [...word][0].toUpperCase()).join('');
  return (initials + suffix).slice(0, SHORT_NAME_MAX);
}

/** The short name a team shows: its own, or the derived one. */
export function shortNameOf(team: { name: string; shortName?: string | null }): string {
  return team.shortName?.trim() || deriveShortName(team.name);
}
