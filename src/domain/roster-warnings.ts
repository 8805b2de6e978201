import { ageOn } from './eligibility';
import { RulesetPreset } from './enums';
import { attachText, text, translate, type WithText } from './messages';

/**
 * What a player just put on a roster (by a file's row or the desk's form) still lacks before he may
 * dress (R84): the rules let him be rostered, so none of this refuses the row; it is said beside it,
 * as eligibility (R21) will say it for each game. The age is taken on the team's next game day, or
 * today when it has none yet, on the competition's calendar (R39). Pure.
 */

export const RosterWarningCode = { UNDER_AGE: 'UNDER_AGE', WAIVER_MISSING: 'WAIVER_MISSING', REGISTRATION_MISSING: 'REGISTRATION_MISSING' } as const;
export type RosterWarningCode = (typeof RosterWarningCode)[keyof typeof RosterWarningCode];

export interface RosterWarning extends WithText {
  code: RosterWarningCode;
  /** the rulebook line or ruling it applies */
  rule: string;
  /** the message in English */
  message: string;
}

export interface RosterWarningInput {
  preset: RulesetPreset;
  name: string;
  birthDate: string;
  /** YYYY-MM-DD: the team's next game day, else today, on the competition's calendar */
  date: string;
  /** Ruleset.minimumAge: null, no minimum */
  minimumAge: number | null;
  waiverRequired: boolean;
  /** on the entry or the player (either counts, as R21 reads it) */
  waiverSigned: boolean;
  registrationRequired: boolean;
  /** a signed registration form on record for the competition */
  registered: boolean;
}

/** Where each warning's rule is written, per rulebook; a competition's own override names its setting. */
function ruleOf(code: RosterWarningCode, preset: RulesetPreset): string {
  const cole = preset === RulesetPreset.COLE_HARBOUR_CLASSIC;
  const league = preset === RulesetPreset.WINTER_LEAGUE_5ON5 || preset === RulesetPreset.WINTER_LEAGUE_3ON3;
  switch (code) {
    case 'UNDER_AGE':
      return cole ? 'Cole Harbour 000:8, R21' : 'rules.minimumAge, R21';
    case 'WAIVER_MISSING':
      return cole ? 'Cole Harbour 000:10, R21' : 'rules.waiverRequired, R42';
    case 'REGISTRATION_MISSING':
      return league ? 'league 004:13, R42' : 'rules.registrationRequired, R42';
  }
}

/** Every warning that holds, in this order: age, waiver, registration form. */
export function rosterWarnings(input: RosterWarningInput): RosterWarning[] {
  const warnings: RosterWarning[] = [];
  const add = (code: RosterWarningCode, params: Record<string, string | number>) => {
    const rule = ruleOf(code, input.preset);
    const message = text(`imports.WARNING.${code}`, { ...params, rule });
    warnings.push(attachText({ code, rule, message: translate('en', message) }, message));
  };
  if (input.minimumAge !== null) {
    const age = ageOn(input.birthDate, input.date);
    if (age < input.minimumAge) add('UNDER_AGE', { name: input.name, age, minimum: input.minimumAge, date: input.date });
  }
  if (input.waiverRequired && !input.waiverSigned) add('WAIVER_MISSING', { name: input.name });
  if (input.registrationRequired && !input.registered) add('REGISTRATION_MISSING', { name: input.name });
  return warnings;
}
