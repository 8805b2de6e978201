import { RulesetPreset } from '../enums';
import { MINUTE, type Ruleset } from './base';
import { BHI_5ON5 } from './bhi';
import { COLE_HARBOUR_CLASSIC } from './cole-harbour';
import { IIHF } from './iihf';
import { NHL } from './nhl';
import type { RulesOverrides } from './overrides';
import { WINTER_LEAGUE_3ON3, WINTER_LEAGUE_5ON5 } from './winter-league';

/*
 * The rulebooks as data. Each preset holds what a game needs from its rulebook; every value cites
 * the rulebook line (docs/rulebooks) or the ruling (R-id, docs/rulings.md) it encodes. The game
 * machine (game/machine.ts) reads only this, so a competition's overrides change the game by data.
 *
 * One file a rulebook (cole-harbour.ts, bhi.ts, winter-league.ts, iihf.ts and nhl.ts over
 * professional.ts) over base.ts; overrides.ts checks what a competition changes.
 */

export type { MercyRule, OvertimeFormat, PenaltyLength, Ruleset, ShooterRule, ShootoutFormat, StageFormat, StopTimeWindow } from './base';
export { exemptFromMajorMisconduct, forDivision } from './base';
export type { RulesOverrides } from './overrides';
export { chainProblems, OVERRIDE_LIMITS, overrideProblems } from './overrides';

export const RULESETS: Readonly<Record<RulesetPreset, Ruleset>> = {
  [RulesetPreset.COLE_HARBOUR_CLASSIC]: COLE_HARBOUR_CLASSIC,
  [RulesetPreset.BHI_5ON5]: BHI_5ON5,
  [RulesetPreset.WINTER_LEAGUE_5ON5]: WINTER_LEAGUE_5ON5,
  [RulesetPreset.WINTER_LEAGUE_3ON3]: WINTER_LEAGUE_3ON3,
  [RulesetPreset.IIHF]: IIHF,
  [RulesetPreset.NHL]: NHL,
};

/** The preset with a competition's overrides applied (overrides are validated when stored). */
export function resolveRuleset(preset: RulesetPreset, overrides?: RulesOverrides | null): Ruleset {
  const base = RULESETS[preset];
  if (!overrides) return base;
  const o = overrides;
  const regulationPeriods = o.regulationPeriods ?? base.regulationPeriods;
  return {
    ...base,
    regulationPeriods,
    periodLengthMs: o.periodMinutes !== undefined ? o.periodMinutes * MINUTE : base.periodLengthMs,
    // a window or mercy rule tied to "the last period" follows the last period
    stopTimeWindow: base.stopTimeWindow && { ...base.stopTimeWindow, period: regulationPeriods },
    mercy: base.mercy && { ...base.mercy, latePeriod: regulationPeriods },
    ejectAfterPenalties: o.ejectAfterPenalties ?? base.ejectAfterPenalties,
    forfeitGoals: o.forfeitGoals ?? base.forfeitGoals,
    minimumAge: o.minimumAge ?? base.minimumAge,
    waiverRequired: o.waiverRequired ?? base.waiverRequired,
    registrationRequired: o.registrationRequired ?? base.registrationRequired,
    // a league competition may be a summer season (R44); a tournament stays without one
    leagueSeason: base.leagueSeason && (o.leagueSeason ?? base.leagueSeason),
  };
}
