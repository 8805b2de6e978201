import { effectiveRating, tournamentRating } from '../../src/domain/division-ratings';
import { rosterAdditionProblems, type RosterAdditionInput } from '../../src/domain/roster-rules';

/*
 * docs/rulebooks/003_1bb7ac110d7dcb5e.txt:25 "Any player that plays in two division in the same tournament
 * will be rated at the higher division", and its cases at :26-28 ("will count as a Rec rated player", "…
 * as a Intermediate rated player", "… as a Barn rated player"). R37.
 */

describe('BHI 003:25 "will be rated at the higher division" (R37)', () => {
  it.each([
    // 003:26 "they can only play in the Rec & Barn division. (will count as a Rec rated player)"
    { ratings: ['REC', 'BARN'], rated: 'REC' },
    // 003:27 "they can only play in the Intermediate & Rec division. (will count as a Intermediate rated player)"
    { ratings: ['REC', 'INTERMEDIATE'], rated: 'INTERMEDIATE' },
    // 003:28 "A player can play in the Barn & Shack division … (will count as a Barn rated player)"
    { ratings: ['SHACK', 'BARN'], rated: 'BARN' },
    { ratings: ['SHACK'], rated: 'SHACK' },
    { ratings: ['shack', null], rated: 'SHACK' },
    { ratings: [null, '3'], rated: null },
    { ratings: [], rated: null },
  ])('$ratings → $rated', ({ ratings, rated }) => {
    expect(effectiveRating(ratings)).toBe(rated);
  });

  it('counts the divisions of one tournament only (003:25 "in the same tournament")', () => {
    const places = [
      { competitionId: 'spring', divisionRating: 'BARN' },
      { competitionId: 'spring', divisionRating: 'SHACK' },
      { competitionId: 'fall', divisionRating: 'INTERMEDIATE' },
    ];
    expect(tournamentRating('spring', places)).toBe('BARN');
    expect(tournamentRating('fall', places)).toBe('INTERMEDIATE');
    expect(tournamentRating('winter', places)).toBeNull();
  });

  it('a roster refusal says how the player counts (003:25-28)', () => {
    const input: RosterAdditionInput = {
      preset: 'BHI_5ON5',
      roster: [],
      addition: { name: 'Sam Crosby', position: 'SKATER' },
      at: '2026-09-01T00:00:00.000Z',
      team: { divisionRating: 'SHACK' },
      otherDivisionRatings: ['REC', 'BARN'],
    };
    expect(rosterAdditionProblems(input).map((p) => p.message)).toEqual([
      'Sam Crosby is on a Rec team in this tournament: a player cannot play in both Shack and Rec. Sam Crosby counts as a Rec rated player in this tournament ("rated at the higher division").',
    ]);
  });
});
