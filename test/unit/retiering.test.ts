import { checkRetiering } from '../../src/domain/retiering';
import { RuleViolation } from '../../src/domain/errors';

/*
 * docs/rulebooks/004_52536eff465526ad.txt:20 "the league has a "re-tiering" portion of the schedule …, which
 * helps to "move" teams into their appropriate tier" (R73): when a team may move.
 */
describe('re-tiering: a team moves with nothing left where it is (004:20, R73)', () => {
  const refusal = (input: Parameters<typeof checkRetiering>[0]) => {
    try {
      checkRetiering(input);
    } catch (error) {
      if (error instanceof RuleViolation) return { message: error.message, extensions: error.extensions };
    }
    return null;
  };

  it.each([
    { what: 'its games all played, no bracket: it moves', open: [], inBracket: false, refused: null },
    { what: 'two games left to play: refused, naming them', open: ['g1', 'g2'], inBracket: false, refused: /^Storm has 2 game\(s\) not played yet in Tier 2/ },
    { what: "seeded in its tier's bracket: refused", open: [], inBracket: true, refused: /^Storm is in the playoff bracket of Tier 2/ },
  ])('$what', ({ open, inBracket, refused }) => {
    const result = refusal({ teamName: 'Storm', divisionName: 'Tier 2', openGameIds: open, inBracket });
    if (refused === null) expect(result).toBeNull();
    else {
      expect(result?.message).toMatch(refused);
      expect(result?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'R73', ...(open.length ? { gameIds: open } : {}) });
    }
  });
});
