import { RulesetPreset } from './enums';
import { RuleViolation } from './errors';
import { list, text, type Text } from './messages';

/*
 * The team officials a roster sheet lists on the bench (setLineup's officialIds; league §12): how many
 * the league allows (004:14, G51) and none suspended (004:8, G52). Pure: the caller gives each
 * official's role and whether a suspension of his is being served now.
 */

const LEAGUES: ReadonlySet<RulesetPreset> = new Set([RulesetPreset.WINTER_LEAGUE_5ON5, RulesetPreset.WINTER_LEAGUE_3ON3]);

/** League 004:14: "a maximum of three (3) team officials (non-players)". */
export const NON_PLAYER_OFFICIALS_MAX = 3;

/** The captain is a player: he is not one of the three non-players (R40 lists him for §5 only). */
const PLAYER_ROLES: ReadonlySet<string> = new Set(['CAPTAIN']);

export const RULE_OFFICIALS_MAX = 'docs/rulebooks/004_52536eff465526ad.txt:14 "plus a maximum of three (3) team officials (non-players) such as coach, manager, or trainer"; G51';
export const RULE_SUSPENDED_OFFICIAL = 'docs/rulebooks/004_52536eff465526ad.txt:8 "No suspended player or team official will be allowed on their team\'s bench or in the dressing room"; G52';

export interface BenchOfficial {
  id: string;
  name: string;
  role: string;
  /** the reason of a suspension of his being served now, as the caller may read it; null: none */
  suspendedFor: string | Text | null;
}

/**
 * Refuses a bench the rulebook does not allow (RuleViolation): in the league, a fourth non-player
 * official (004:14); anywhere, an official serving a suspension (004:8), named with its reason.
 */
export function checkBenchOfficials(preset: RulesetPreset, officials: readonly BenchOfficial[]): void {
  const nonPlayers = officials.filter((o) => !PLAYER_ROLES.has(o.role));
  if (LEAGUES.has(preset) && nonPlayers.length > NON_PLAYER_OFFICIALS_MAX) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.tooManyOfficials', { given: nonPlayers.length, max: NON_PLAYER_OFFICIALS_MAX }), RULE_OFFICIALS_MAX);
  }
  const suspended = officials.filter((o) => o.suspendedFor !== null);
  if (suspended.length) {
    const named = suspended.map((o) => text('errors.RULE_VIOLATION.suspendedOfficial', { name: o.name, role: o.role, reason: o.suspendedFor! }));
    throw new RuleViolation(text('errors.RULE_VIOLATION.suspendedOfficials', { officials: list(named, ' ') }), RULE_SUSPENDED_OFFICIAL, { suspendedOfficialIds: suspended.map((o) => o.id) });
  }
}
