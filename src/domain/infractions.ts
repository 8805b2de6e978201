/**
 * The infractions the rulebooks name (docs/design.md, "The public contract"), as UPPER_SNAKE_CASE
 * codes. Case, spaces and hyphens are normalised, so "high-sticking" is HIGH_STICKING.
 */
export const INFRACTIONS = [
  'ABUSE_OF_OFFICIALS',
  'AGGRESSOR',
  'BENCH_CLEARING',
  'BOARDING',
  'BODY_CONTACT',
  'BUTT_ENDING',
  'CHARGING',
  'CHECKING',
  'CROSS_CHECKING',
  'DELAY_OF_GAME',
  // BHI 003:22 "a minor penalty shall be assessed to any player who deliberately slides anywhere on the playing surface" (co-ed, ladies and youth divisions; R36)
  'DELIBERATE_SLIDE',
  'DISCRIMINATORY_ABUSE',
  'ELBOWING',
  'FIGHTING',
  'FIRST_PLAYER_OFF_THE_BENCH',
  // BHI "Any team that forfeits a game will be assessed a 2 minute penalty in their next game of the tournament"
  'FORFEITED_PREVIOUS_GAME',
  'GOALTENDER_INTERFERENCE',
  'HIGH_STICKING',
  // BHI 003:16 "Waving at a ball with a high stick (Contact or no Contact) is no longer a two minute penalty": named so the call can be refused (G56)
  'HIGH_STICKING_THE_BALL',
  'HOLDING',
  'HOLDING_THE_STICK',
  'HOOKING',
  'INSTIGATOR',
  'INTERFERENCE',
  'KNEEING',
  'LEAVING_THE_BENCH',
  'MATCH_ON_OFFICIAL',
  'MISCONDUCT',
  'PEACEMAKER',
  'ROUGHING',
  'SLASHING',
  'SLIDING',
  'SPEARING',
  'SUBSTANCE_IN_BUILDING',
  'TOO_MANY_PLAYERS',
  'TRIPPING',
  'UNSPORTSMANLIKE_CONDUCT',
] as const;

export type Infraction = (typeof INFRACTIONS)[number];

const KNOWN = new Set<string>(INFRACTIONS);

/** The code for what a scorekeeper typed, or null when it is not one the rulebooks name. */
export function normalizeInfraction(raw: string): Infraction | null {
  const code = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return KNOWN.has(code) ? (code as Infraction) : null;
}
