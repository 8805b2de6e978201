import { RuleViolation } from './errors';
import { text } from './messages';

/*
 * League 004:20, the "re-tiering" of the season (R73): when a team may move to another tier.
 */

const RULE = 'R73';

/**
 * R73: a team moves to another tier only with nothing left where it is: no game not played yet (or
 * under way) in its division, since a game belongs to its division, and no place in its division's
 * bracket, where its playoffs are played. Throws RuleViolation naming the games; nothing is stored.
 */
export function checkRetiering(input: { teamName: string; divisionName: string; openGameIds: readonly string[]; inBracket: boolean }): void {
  const { teamName: team, divisionName: division, openGameIds } = input;
  if (openGameIds.length) throw new RuleViolation(text('errors.RULE_VIOLATION.moveWithGamesLeft', { team, count: openGameIds.length, division }), RULE, { gameIds: [...openGameIds] });
  if (input.inBracket) throw new RuleViolation(text('errors.RULE_VIOLATION.moveInBracket', { team, division }), RULE);
}
