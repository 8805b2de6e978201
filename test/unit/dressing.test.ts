import { RuleViolation } from '../../src/domain/errors';
import { checkDressing, type DressedPlayer } from '../../src/domain/game/lineups';
import { RULESETS } from '../../src/domain/rulesets';

/*
 * G50: one check of who a team dresses, called by a live lineup (setLineup) and by a game kept on
 * paper (recordResult's dressed lists) alike: the dressed limits, the minimum to start when asked,
 * then eligibility, refused with every reason unless an ADMIN overrides.
 */

function players(skaters: number, goalies: number, ineligible: Record<number, string> = {}): DressedPlayer[] {
  return Array.from({ length: skaters + goalies }, (_, i) => {
    const number = i + 1;
    const code = ineligible[number];
    return {
      playerId: `p${number}`,
      number,
      position: i < goalies ? 'GOALIE' : 'SKATER',
      name: `Player ${number}`,
      eligible: !code,
      reasons: code ? [{ code, message: `Player ${number} may not play (${code}).` }] : [],
      notes: [],
    };
  });
}

function refusal(run: () => unknown): RuleViolation {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('checkDressing: the one check of a live lineup and a paper sheet (G50)', () => {
  it.each([
    {
      line: 'docs/rulebooks/000_5506cbd709277b08.txt:9 "A team who is found to have used an ineligible player … shall have the game seen as a forfeit"',
      preset: 'COLE_HARBOUR_CLASSIC' as const,
      dressed: players(6, 1, { 4: 'UNDER_AGE' }),
      rule: 'R21',
      message: /^Ineligible for this game \(an ADMIN may override with a reason\): #4 Player 4: Player 4 may not play \(UNDER_AGE\)\.$/,
    },
    {
      line: 'docs/rulebooks/000_5506cbd709277b08.txt:64 "A team may forfeit their next game(s) if they play a player who has received a penalty resulting in a suspension"',
      preset: 'COLE_HARBOUR_CLASSIC' as const,
      dressed: players(6, 1, { 3: 'SUSPENDED' }),
      rule: 'R21',
      message: /#3 Player 3: Player 3 may not play \(SUSPENDED\)/,
    },
    {
      line: 'docs/rulebooks/004_52536eff465526ad.txt:8 "If a suspended player is caught playing in a game … the team will default the game(s)"',
      preset: 'WINTER_LEAGUE_5ON5' as const,
      dressed: players(9, 1, { 2: 'SUSPENDED', 5: 'UNPAID_FINE' }),
      rule: 'R21',
      message: /#2 Player 2: .*#5 Player 5: /,
    },
    {
      line: 'docs/rulebooks/004_52536eff465526ad.txt:14 "Teams can only DRESS eighteen (18) players plus two (2) goalies for a game, NO EXCEPTIONS"',
      preset: 'WINTER_LEAGUE_5ON5' as const,
      dressed: players(19, 2),
      rule: expect.stringContaining('R22'),
      message: /19/,
    },
    {
      line: 'docs/rulebooks/004_52536eff465526ad.txt:14, the goalies',
      preset: 'WINTER_LEAGUE_5ON5' as const,
      dressed: players(10, 3),
      rule: expect.stringContaining('R22'),
      message: /3/,
    },
  ])('$line: refused without an override, with every reason', ({ preset, dressed, rule, message }) => {
    for (const minimumToStart of [null, { byAgreement: false }]) {
      const error = refusal(() => checkDressing({ ruleset: RULESETS[preset], side: 'home', players: dressed, overridden: false, minimumToStart }));
      expect(error.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule });
      expect(error.message).toMatch(message);
    }
  });

  it.each([
    { preset: 'COLE_HARBOUR_CLASSIC' as const, ineligible: { 4: 'UNDER_AGE' }, ids: ['p4'] },
    { preset: 'WINTER_LEAGUE_5ON5' as const, ineligible: { 2: 'SUSPENDED', 5: 'UNPAID_FINE' }, ids: ['p2', 'p5'] },
  ] as Array<{ preset: 'COLE_HARBOUR_CLASSIC' | 'WINTER_LEAGUE_5ON5'; ineligible: Record<number, string>; ids: string[] }>)(
    "$preset: an ADMIN override dresses them, named for the rulebook's consequence (000:9; 004:5, 004:8)",
    ({ preset, ineligible, ids }) => {
      const dressed = players(9, 1, ineligible);
      const result = checkDressing({ ruleset: RULESETS[preset], side: 'away', players: dressed, overridden: true, minimumToStart: { byAgreement: false } });
      expect(result.ineligible.map((p) => p.playerId)).toEqual(ids);
    },
  );

  it('docs/rulebooks/004_52536eff465526ad.txt:14: the dressed limits stand even with an override ("NO EXCEPTIONS")', () => {
    expect(() => checkDressing({ ruleset: RULESETS.WINTER_LEAGUE_5ON5, side: 'home', players: players(19, 1), overridden: true })).toThrow(RuleViolation);
  });

  it.each([
    {
      line: 'docs/rulebooks/000_5506cbd709277b08.txt:61 "a minimum playing roster of 7 players (six skaters and a goaltender)"',
      preset: 'COLE_HARBOUR_CLASSIC' as const,
      dressed: players(5, 1),
      byAgreement: false,
      refused: 'The home team has 6 dressed (with a goaltender); the rules need at least 7 including a goaltender to start.',
    },
    {
      line: 'docs/rulebooks/000_5506cbd709277b08.txt:61, no goaltender',
      preset: 'COLE_HARBOUR_CLASSIC' as const,
      dressed: players(7, 0),
      byAgreement: false,
      refused: 'The home team has 7 dressed (without a goaltender); the rules need at least 7 including a goaltender to start.',
    },
    {
      line: 'docs/rulebooks/004_52536eff465526ad.txt:58 "a team must have at least eight (8) players available to play"',
      preset: 'WINTER_LEAGUE_5ON5' as const,
      dressed: players(7, 0),
      byAgreement: false,
      refused: 'The home team has 7 dressed; the rules need at least 8 to start.',
    },
    {
      line: 'docs/rulebooks/004_52536eff465526ad.txt:58 "If a undermanned team has six (6) … BOTH teams must agree BEFORE the ball is dropped"',
      preset: 'WINTER_LEAGUE_5ON5' as const,
      dressed: players(6, 0),
      byAgreement: true,
      refused: null,
    },
    {
      line: 'docs/rulebooks/004_52536eff465526ad.txt:58, five even by agreement',
      preset: 'WINTER_LEAGUE_5ON5' as const,
      dressed: players(5, 0),
      byAgreement: true,
      refused: 'The home team has 5 dressed; the rules need at least 6 to start.',
    },
    { line: 'docs/rulebooks/000_5506cbd709277b08.txt:61, seven with a goaltender', preset: 'COLE_HARBOUR_CLASSIC' as const, dressed: players(6, 1), byAgreement: false, refused: null },
  ])('$line: the minimum to start, as startGame counts it', ({ preset, dressed, byAgreement, refused }) => {
    const run = () => checkDressing({ ruleset: RULESETS[preset], side: 'home', players: dressed, overridden: false, minimumToStart: { byAgreement } });
    if (refused === null) expect(run()).toEqual({ ineligible: [], notes: [], startsShort: false });
    else {
      const error = refusal(run);
      expect([error.message, error.extensions.rule]).toEqual([refused, 'R23']);
    }
    // a lineup posted before the drop is not held to the minimum: startGame is (R23)
    expect(checkDressing({ ruleset: RULESETS[preset], side: 'home', players: dressed, overridden: false }).ineligible).toEqual([]);
  });

  it.each([
    { dressed: players(4, 1), startsShort: true, refused: null },
    { dressed: players(3, 1), startsShort: true, refused: null },
    {
      dressed: players(2, 1),
      startsShort: false,
      refused: 'The home team has 3 dressed (with a goaltender); the rules need at least 4 including a goaltender to start. An official may let a team short of the minimum start, but not with fewer.',
    },
    { dressed: players(6, 1), startsShort: false, refused: null },
  ])(
    'docs/rulebooks/000_5506cbd709277b08.txt:61 "Special circumstances … may be reviewed by the Tournament Official": under the allowance, $dressed.length dressed (R33, floor a goaltender and three skaters)',
    ({ dressed, startsShort, refused }) => {
      const run = () => checkDressing({ ruleset: RULESETS.COLE_HARBOUR_CLASSIC, side: 'home', players: dressed, overridden: false, minimumToStart: { byAgreement: false, allowedShort: true } });
      if (refused === null) expect(run().startsShort).toBe(startsShort);
      else expect([refusal(run).message, refusal(run).extensions.rule]).toEqual([refused, 'R33']);
    },
  );

  it('the notes of the players dressed are kept for the record (R35, G49)', () => {
    const [first, ...rest] = players(6, 1);
    const noted = { ...first, notes: [{ code: 'GLOVES_18_AND_OVER', message: 'gloves', rule: 'docs/rulebooks/003_1bb7ac110d7dcb5e.txt:9' }] };
    expect(checkDressing({ ruleset: RULESETS.BHI_5ON5, side: 'home', players: [noted, ...rest], overridden: false, minimumToStart: { byAgreement: false } }).notes).toEqual([
      { playerId: 'p1', code: 'GLOVES_18_AND_OVER', message: 'gloves', rule: 'docs/rulebooks/003_1bb7ac110d7dcb5e.txt:9' },
    ]);
  });
});
