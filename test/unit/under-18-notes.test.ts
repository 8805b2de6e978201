import type { RulesetPreset } from '../../src/domain/enums';
import { eligibility, eligibilityNotes, eligibilityWithNotes, type EligibilityInput } from '../../src/domain/eligibility';
import { RULESETS } from '../../src/domain/rulesets';

/*
 * docs/rulebooks/003_1bb7ac110d7dcb5e.txt:8 "All players under the age of 18 needs to wear a helmet with a
 * full-face shield, elbow pads, hockey shin pads, hockey gloves, jock and a stick." A note on the player's
 * eligibility and lineup, never a bar (R35); the age is on the game day, as the age minimum's (R21).
 */

function input(preset: RulesetPreset, birthDate: string): EligibilityInput {
  return {
    preset,
    minimumAge: RULESETS[preset].minimumAge,
    game: { competitionId: 'c1', teamId: 't1', stage: 'ROUND_ROBIN', date: '2027-02-06' },
    player: { name: 'Kid Crosby', birthDate, waiverSigned: true },
    rosterEntries: [{ teamId: 't1', competitionId: 'c1', position: 'SKATER', divisionRating: 'REC', waiverSigned: true }],
    suspensions: [],
    fines: [],
    gamesDressed: [],
  };
}

const NOTE = {
  code: 'UNDER_18_EQUIPMENT',
  message: 'Kid Crosby is 17 on game day: players under 18 must wear a helmet with a full-face shield, elbow pads, hockey shin pads, hockey gloves, a jock and a stick.',
  rule: expect.stringContaining('"All players under the age of 18 needs to wear a helmet with a full-face shield'),
};

function gloves(age: number) {
  return {
    code: 'GLOVES_18_AND_OVER',
    message: `Kid Crosby is ${age} on game day: players over 18 must wear ice hockey, ball hockey or lacrosse gloves.`,
    rule: expect.stringContaining('docs/rulebooks/003_1bb7ac110d7dcb5e.txt:9'),
  };
}

describe('BHI 003:8 "All players under the age of 18 needs to wear a helmet with a full-face shield, elbow pads, …" (R35)', () => {
  it.each([
    { birthDate: '2009-02-07', notes: [NOTE], why: '18 the day after the game' },
    { birthDate: '2009-02-06', notes: [gloves(18)], why: '18 on the game day: the gloves of 003:9 instead (G49)' },
    { birthDate: '1990-05-01', notes: [gloves(36)], why: 'an adult: the gloves of 003:9 (G49)' },
  ])('born $birthDate ($why): $notes.length note(s), and eligible all the same', ({ birthDate, notes }) => {
    expect(eligibilityNotes(input('BHI_5ON5', birthDate))).toEqual(notes);
    expect(eligibilityWithNotes(input('BHI_5ON5', birthDate))).toEqual({ eligible: true, reasons: [], notes });
    expect(eligibility(input('BHI_5ON5', birthDate)).eligible).toBe(true);
  });

  it('a 15-year-old is noted with his age (003:8)', () => {
    expect(eligibilityNotes(input('BHI_5ON5', '2011-06-01'))[0].message).toMatch(/^Kid Crosby is 15 on game day/);
  });

  it.each(['COLE_HARBOUR_CLASSIC', 'WINTER_LEAGUE_5ON5', 'IIHF'] as const)('%s has no such line: no note', (preset) => {
    expect(eligibilityNotes(input(preset, '2009-02-07'))).toEqual([]);
  });
});

describe('docs/rulebooks/003_1bb7ac110d7dcb5e.txt:9 "Players over the age of 18 are required to wear ice hockey, ball hockey or lacrosse gloves" (G49)', () => {
  it.each([
    { birthDate: '2009-02-07', codes: ['UNDER_18_EQUIPMENT'], why: '17: the under-18 equipment, not the gloves line' },
    { birthDate: '2009-02-06', codes: ['GLOVES_18_AND_OVER'], why: '18 on the game day: "over the age of 18" read as 18 and over' },
    { birthDate: '2008-02-06', codes: ['GLOVES_18_AND_OVER'], why: '19' },
  ])('born $birthDate ($why): noted $codes, and eligible all the same', ({ birthDate, codes }) => {
    const verdict = eligibilityWithNotes(input('BHI_5ON5', birthDate));
    expect(verdict.notes.map((n) => n.code)).toEqual(codes);
    expect(verdict.eligible).toBe(true);
  });

  it.each(['COLE_HARBOUR_CLASSIC', 'WINTER_LEAGUE_5ON5', 'NHL'] as const)('%s has no such line: no gloves note', (preset) => {
    expect(eligibilityNotes(input(preset, '1990-05-01'))).toEqual([]);
  });
});
