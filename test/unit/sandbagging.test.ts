import type { PlayerExperience, RulesetPreset } from '../../src/domain/enums';
import { eligibility, isADivision, type EligibilityInput } from '../../src/domain/eligibility';
import { RULESETS } from '../../src/domain/rulesets';

/*
 * docs/rulebooks/000_5506cbd709277b08.txt:11 'No "sandbagging". … Any players with pro hockey experience or
 * have played in Major Jr., College or University level will be required to play in the A divsion.' (R34)
 */

function input(preset: RulesetPreset, divisionName: string, experienceLevel: PlayerExperience | null): EligibilityInput {
  return {
    preset,
    minimumAge: RULESETS[preset].minimumAge,
    game: { competitionId: 'c1', teamId: 't1', stage: 'ROUND_ROBIN', date: '2027-02-06', divisionName },
    player: { name: 'Sam Crosby', birthDate: '1990-05-01', waiverSigned: true, experienceLevel },
    rosterEntries: [{ teamId: 't1', competitionId: 'c1', position: 'SKATER', waiverSigned: true }],
    suspensions: [],
    fines: [],
    gamesDressed: [],
  };
}

describe('Cole Harbour 000:11 "will be required to play in the A divsion" (R34)', () => {
  it.each([
    { experience: 'PRO', division: 'B', refused: 'Sam Crosby has pro hockey experience and must play in the A division, not in B.' },
    { experience: 'MAJOR_JUNIOR', division: 'C Division', refused: 'Sam Crosby has Major Junior experience and must play in the A division, not in C Division.' },
    { experience: 'COLLEGE', division: 'Rec', refused: 'Sam Crosby has college experience and must play in the A division, not in Rec.' },
    { experience: 'UNIVERSITY', division: 'AA', refused: 'Sam Crosby has university experience and must play in the A division, not in AA.' },
    { experience: 'PRO', division: 'A', refused: null },
    { experience: 'UNIVERSITY', division: 'a division', refused: null },
    { experience: null, division: 'B', refused: null },
  ] as const)('$experience in division "$division": $refused', ({ experience, division, refused }) => {
    const result = eligibility(input('COLE_HARBOUR_CLASSIC', division, experience));
    if (refused) {
      expect(result).toEqual({
        eligible: false,
        reasons: [
          {
            code: 'A_DIVISION_REQUIRED',
            message: refused,
            rule: expect.stringContaining('"Any players with pro hockey experience or have played in Major Jr., College or University level will be required to play in the A divsion"; R34'),
          },
        ],
      });
    } else {
      expect(result).toEqual({ eligible: true, reasons: [] });
    }
  });

  it.each(['BHI_5ON5', 'WINTER_LEAGUE_5ON5', 'IIHF'] as const)('%s has no such rule: a pro plays in any division', (preset) => {
    expect(
      eligibility({ ...input(preset, 'B', 'PRO'), game: { ...input(preset, 'B', 'PRO').game, stage: preset.startsWith('WINTER') ? 'REGULAR_SEASON' : 'ROUND_ROBIN' } }).reasons.map((r) => r.code),
    ).not.toContain('A_DIVISION_REQUIRED');
  });

  it.each([
    ['A', true],
    [' a ', true],
    ['A Division', true],
    ['A-division', true],
    ['A divsion', true],
    ['AA', false],
    ['B', false],
    ['Rec A', false],
    ['Division A', true],
    ['Division AB', false],
  ] as const)('the division named "%s" is the A division: %s (R34)', (name, isA) => {
    expect(isADivision(name)).toBe(isA);
  });
});
