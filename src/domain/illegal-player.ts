import { RulesetPreset } from './enums';
import type { SuspensionDecision } from './suspensions';

/*
 * League §5 and §6 (docs/rulebooks/004_52536eff465526ad.txt:5, :8): what follows when an official
 * dresses a player who may not play (an ADMIN's lineup override), besides the forfeit the ruleset
 * gives (Ruleset.ineligiblePlayerForfeits). Pure: the caller gives each dressed ineligible player's
 * reason codes and the team's officials, and stores what comes back (R40).
 */

const LEAGUES: ReadonlySet<RulesetPreset> = new Set([RulesetPreset.WINTER_LEAGUE_5ON5, RulesetPreset.WINTER_LEAGUE_3ON3]);

/** A team official as the sanctions see him: his role, and whether the game sheet lists him present. */
export interface SheetOfficial {
  id: string;
  role: string;
  /** listed on the game sheet's officials for this game (setLineup's officialIds) */
  present: boolean;
}

export interface IllegalPlayerSanctions {
  /** by player id: the further suspension, its length left to an official (INDEFINITE until set) */
  players: Array<{ playerId: string; suspension: SuspensionDecision }>;
  /** by team official id: the rep's, and the present coach's or captain's, suspension pending review */
  officials: Array<{ teamOfficialId: string; suspension: SuspensionDecision }>;
}

const FINE_CODES: ReadonlySet<string> = new Set(['UNPAID_FINE', 'TEAM_FINE_UNPAID']);
const SUSPENSION_CODES: ReadonlySet<string> = new Set(['SUSPENDED', 'EJECTED_FROM_COMPETITION']);

const RULE_5 = '004:5 "that player will be subject to further suspension, the team will automatically forfeit the game(s) that player played in, AND the team rep will face a suspension as well"; R40';
const RULE_8 = '004:8 "he/she will be assessed a further suspension and fined, and the team will default the game(s) that player plays in"; R40';

/**
 * League only (the tournaments' rulebooks give the forfeit alone). For each dressed player whose
 * reasons include an unpaid fine (§5) or a suspension (§6): a further suspension, INDEFINITE until
 * an official sets its length — neither line names one. §6's fine names no amount: an official
 * records it (recordFine), nothing is guessed here.
 *
 * Team officials: §5 "the team rep WILL face a suspension … The team captain or coach present at
 * that game will face suspension as well" — the team's REPRESENTATIVE whether present or not ("if a
 * team rep is not present … that does not excuse them"), and the COACH and CAPTAIN the game sheet
 * lists present, are suspended INDEFINITE pending an official's review. §6 says only "may face a
 * suspension": nothing is recorded for the officials then; an official decides (setSuspension with
 * a teamOfficialId). Other reasons (NOT_ON_ROSTER, WAIVER_MISSING, …) give the forfeit only.
 */
export function illegalPlayerSanctions(input: {
  preset: RulesetPreset;
  players: ReadonlyArray<{ playerId: string; name: string; codes: readonly string[] }>;
  officials: readonly SheetOfficial[];
}): IllegalPlayerSanctions {
  const none: IllegalPlayerSanctions = { players: [], officials: [] };
  if (!LEAGUES.has(input.preset)) return none;
  const players: IllegalPlayerSanctions['players'] = [];
  let unpaidFine = false;
  for (const p of input.players) {
    const fine = p.codes.some((c) => FINE_CODES.has(c));
    const suspended = p.codes.some((c) => SUSPENSION_CODES.has(c));
    if (!fine && !suspended) continue;
    unpaidFine ||= fine;
    const why = [suspended ? 'while suspended' : null, fine ? 'with a fine unpaid' : null].filter(Boolean).join(' and ');
    players.push({
      playerId: p.playerId,
      suspension: {
        kind: 'INDEFINITE',
        games: null,
        reason: `${p.name} was dressed ${why}: a further suspension, until an official sets its length${suspended ? ' and the fine' : ''}`,
        rule: suspended ? RULE_8 : RULE_5,
      },
    });
  }
  if (!unpaidFine) return { players, officials: [] };
  const officials = input.officials
    .filter((o) => o.role === 'REPRESENTATIVE' || ((o.role === 'COACH' || o.role === 'CAPTAIN') && o.present))
    .map((o) => ({
      teamOfficialId: o.id,
      suspension: {
        kind: 'INDEFINITE' as const,
        games: null,
        reason:
          o.role === 'REPRESENTATIVE'
            ? 'The team rep of a team that dressed a player with a fine unpaid (present or not): suspended until an official reviews it'
            : `The ${o.role.toLowerCase()} present when the team dressed a player with a fine unpaid: suspended until an official reviews it`,
        rule: '004:5 "the team rep will face a suspension as well … The team captain or coach present at that game will face suspension as well"; R40',
      },
    }));
  return { players, officials };
}
