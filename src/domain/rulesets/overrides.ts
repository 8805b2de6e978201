import { isTiebreakCriterion, TIEBREAK_CRITERIA, type TiebreakCriterion } from '../tiebreakers';
import { attachText, text, type Text, translate, type WithText } from '../messages';

/** Values a competition may set in place of its preset's (validated by `resolveRuleset`). */
export interface RulesOverrides {
  periodMinutes?: number;
  regulationPeriods?: number;
  ejectAfterPenalties?: number;
  forfeitGoals?: number;
  minimumAge?: number;
  /** players must have signed the safety waiver (R21; Cole Harbour's preset: yes) */
  waiverRequired?: boolean;
  /** league 004:13: players must have a registration form on record before they play (R42) */
  registrationRequired?: boolean;
  /** league: a summer season's Tier 1 caps instead of the winter's (004:27-31, R44) */
  leagueSeason?: 'WINTER' | 'SUMMER';
  /** The competition's own tie-breaker chain, in place of its preset's (standings.ts) */
  tiebreakers?: TiebreakCriterion[];
}

type FlagOverride = 'waiverRequired' | 'registrationRequired';
type NumericOverride = Exclude<keyof RulesOverrides, 'tiebreakers' | 'leagueSeason' | FlagOverride>;
const FLAGS: ReadonlySet<string> = new Set<FlagOverride>(['waiverRequired', 'registrationRequired']);

/** Limits of each numeric override: a value outside them is refused with the field named. */
export const OVERRIDE_LIMITS: Record<NumericOverride, [number, number]> = {
  periodMinutes: [1, 60],
  regulationPeriods: [1, 5],
  ejectAfterPenalties: [1, 10],
  forfeitGoals: [1, 20],
  minimumAge: [0, 99],
};

/**
 * Problems with a set of overrides, each naming its field; empty when they are fine. Each message
 * is in English, and as catalogue data (src/domain/messages) for other languages.
 */
export function overrideProblems(overrides: RulesOverrides): Array<{ field: string; message: string } & WithText> {
  const problem = (field: string, said: Text) => attachText({ field, message: translate('en', said) }, said);
  return Object.entries(overrides).flatMap(([field, value]) => {
    if (field === 'tiebreakers') return value === undefined || value === null ? [] : chainRefusals(value as string[]).map((said) => problem(field, said));
    if (field === 'leagueSeason') return value === undefined || value === null || value === 'WINTER' || value === 'SUMMER' ? [] : [problem(field, text('overrides.leagueSeason'))];
    if (FLAGS.has(field)) return value === undefined || value === null || typeof value === 'boolean' ? [] : [problem(field, text('overrides.flag'))];
    const limits = OVERRIDE_LIMITS[field as NumericOverride];
    if (!limits) return [problem(field, text('overrides.unknown'))];
    if (value === undefined || value === null) return [];
    if (!Number.isInteger(value) || value < limits[0] || value > limits[1]) {
      return [problem(field, text('errors.BAD_USER_INPUT.wholeNumber', { min: limits[0], max: limits[1] }))];
    }
    return [];
  });
}

/**
 * Problems with a competition's own tie-breaker chain: it names known criteria, each once, at least
 * one. Any order is a competition's to choose; a chain without COIN_TOSS leaves what it cannot break
 * reported as level (R6).
 */
export function chainRefusals(chain: readonly string[]): Text[] {
  const problems: Text[] = [];
  if (chain.length === 0) problems.push(text('overrides.noCriterion'));
  const unknown = chain.filter((c) => !isTiebreakCriterion(c));
  if (unknown.length) problems.push(text('overrides.unknownCriteria', { unknown: unknown.join(', '), known: TIEBREAK_CRITERIA.join(', ') }));
  const twice = [...new Set(chain.filter((c, i) => chain.indexOf(c) !== i))];
  if (twice.length) problems.push(text('overrides.criteriaTwice', { twice: twice.join(', ') }));
  return problems;
}

/** chainRefusals in English. */
export function chainProblems(chain: readonly string[]): string[] {
  return chainRefusals(chain).map((said) => translate('en', said));
}
