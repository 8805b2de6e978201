import type { Position, RulesetPreset } from '../../src/domain/enums';
import {
  effectiveRankingTier,
  isPickup,
  lineupProblems,
  type RosterAdditionInput,
  rosterAdditionProblems,
  type RosterChangeInput,
  rosterChangeProblems,
  type RosterMember,
  summerTier1Cap,
  teamMayChangeOwnRoster,
  tier1Cap,
} from '../../src/domain/roster-rules';

const SEASON = { startsAt: '2026-10-01T00:00:00.000Z', additionCutoff: '2027-03-01T05:00:00.000Z' };
const BEFORE_SEASON = '2026-09-15T12:00:00.000Z';
const IN_SEASON = '2026-12-01T12:00:00.000Z';
const AFTER_CUTOFF = '2027-03-01T05:00:01.000Z';

const members = (n: number, position: Position, more: Partial<RosterMember> = {}): RosterMember[] => Array.from({ length: n }, () => ({ position, ...more }));

function add(preset: RulesetPreset, roster: RosterMember[], addition: Partial<RosterAdditionInput['addition']> = {}, more: Partial<RosterAdditionInput> = {}): RosterAdditionInput {
  return { preset, roster, addition: { name: 'Sam Crosby', position: 'SKATER', ...addition }, at: BEFORE_SEASON, team: { tier: 1 }, season: SEASON, ...more };
}

/** The codes and limits refused, e.g. "ROSTER_FULL 25". */
const refused = (input: RosterAdditionInput) => rosterAdditionProblems(input).map((p) => `${p.code} ${p.limit}`);

describe('roster sizes (R22), at the limit and one over', () => {
  it.each([
    // BHI "Maximum roster size is 15 players & 2 Goalies"
    { what: 'BHI: the 15th player', input: () => add('BHI_5ON5', [...members(14, 'SKATER'), ...members(2, 'GOALIE')]), problems: [] },
    { what: 'BHI: a 16th player', input: () => add('BHI_5ON5', [...members(15, 'SKATER'), ...members(2, 'GOALIE')]), problems: ['ROSTER_FULL 15'] },
    { what: 'BHI: the 2nd goalie', input: () => add('BHI_5ON5', [...members(15, 'SKATER'), ...members(1, 'GOALIE')], { position: 'GOALIE' }), problems: [] },
    { what: 'BHI: a 3rd goalie', input: () => add('BHI_5ON5', members(2, 'GOALIE'), { position: 'GOALIE' }), problems: ['GOALIES_FULL 2'] },
    // §8 "a MAXIMUM roster of twenty five (25) players, INCLUDING two (2) goalies at any time"
    { what: 'league: the 25th player', input: () => add('WINTER_LEAGUE_5ON5', [...members(22, 'SKATER'), ...members(2, 'GOALIE')]), problems: [] },
    { what: 'league: a 26th player', input: () => add('WINTER_LEAGUE_5ON5', [...members(23, 'SKATER'), ...members(2, 'GOALIE')]), problems: ['ROSTER_FULL 25'] },
    { what: 'league 3 on 3: a 26th player', input: () => add('WINTER_LEAGUE_3ON3', members(25, 'SKATER')), problems: ['ROSTER_FULL 25'] },
    { what: 'league: the 2nd goalie', input: () => add('WINTER_LEAGUE_5ON5', [...members(10, 'SKATER'), ...members(1, 'GOALIE')], { position: 'GOALIE' }), problems: [] },
    { what: 'league: a 3rd goalie', input: () => add('WINTER_LEAGUE_5ON5', members(2, 'GOALIE'), { position: 'GOALIE' }), problems: ['GOALIES_FULL 2'] },
    { what: 'league: affiliated goalies are not among the 25', input: () => add('WINTER_LEAGUE_5ON5', [...members(24, 'SKATER'), ...members(5, 'GOALIE', { goalieAffiliation: true })]), problems: [] },
    // Cole Harbour names no roster size
    { what: 'Cole Harbour: a 30th player', input: () => add('COLE_HARBOUR_CLASSIC', members(29, 'SKATER')), problems: [] },
  ])('$what → $problems', ({ input, problems }) => {
    expect(refused(input())).toEqual(problems);
  });

  it('the refusal names the limit and the rule', () => {
    expect(rosterAdditionProblems(add('BHI_5ON5', members(15, 'SKATER')))).toEqual([
      { code: 'ROSTER_FULL', limit: 15, rule: 'BHI "Maximum roster size is 15 players & 2 Goalies"; R22', message: 'The roster already has 15 players (goalies aside), the most allowed.' },
    ]);
  });
});

describe('league pick-ups (§8 "a maximum of seven (7) player additions (pickups) during the season. The DEADLINE FOR PICKUPS IS MIDNITE, of the last regular season day"; R22)', () => {
  it.each([
    { what: 'the 7th pick-up', input: () => add('WINTER_LEAGUE_5ON5', members(10, 'SKATER'), {}, { at: IN_SEASON, pickupsUsed: 6 }), problems: [] },
    { what: 'an 8th pick-up', input: () => add('WINTER_LEAGUE_5ON5', members(10, 'SKATER'), {}, { at: IN_SEASON, pickupsUsed: 7 }), problems: ['PICKUPS_USED 7'] },
    { what: 'an 8th pick-up, counted from the roster', input: () => add('WINTER_LEAGUE_5ON5', members(7, 'SKATER', { pickup: true }), {}, { at: IN_SEASON }), problems: ['PICKUPS_USED 7'] },
    { what: 'before the season: building the roster, not a pick-up', input: () => add('WINTER_LEAGUE_5ON5', members(10, 'SKATER'), {}, { at: BEFORE_SEASON, pickupsUsed: 7 }), problems: [] },
    { what: 'at the deadline itself', input: () => add('WINTER_LEAGUE_5ON5', members(10, 'SKATER'), {}, { at: SEASON.additionCutoff, pickupsUsed: 0 }), problems: [] },
    {
      what: 'one second after the deadline',
      input: () => add('WINTER_LEAGUE_5ON5', members(10, 'SKATER'), {}, { at: AFTER_CUTOFF, pickupsUsed: 0 }),
      problems: [`PAST_ADDITION_CUTOFF ${SEASON.additionCutoff}`],
    },
    {
      what: 'no deadline set yet: only the seven count',
      input: () => add('WINTER_LEAGUE_5ON5', members(10, 'SKATER'), {}, { at: AFTER_CUTOFF, pickupsUsed: 7, season: { ...SEASON, additionCutoff: null } }),
      problems: ['PICKUPS_USED 7'],
    },
    {
      what: 'no season start known: no pick-up yet',
      input: () => add('WINTER_LEAGUE_5ON5', members(10, 'SKATER'), {}, { at: AFTER_CUTOFF, pickupsUsed: 7, season: { startsAt: null, additionCutoff: null } }),
      problems: [],
    },
  ])('$what → $problems', ({ input, problems }) => {
    expect(refused(input())).toEqual(problems);
  });
});

describe('§8: an addition is a pick-up when it comes after the season started', () => {
  it.each([
    { preset: 'WINTER_LEAGUE_5ON5' as const, at: IN_SEASON, startsAt: SEASON.startsAt, pickup: true },
    { preset: 'WINTER_LEAGUE_3ON3' as const, at: IN_SEASON, startsAt: SEASON.startsAt, pickup: true },
    { preset: 'WINTER_LEAGUE_5ON5' as const, at: BEFORE_SEASON, startsAt: SEASON.startsAt, pickup: false },
    { preset: 'WINTER_LEAGUE_5ON5' as const, at: IN_SEASON, startsAt: null, pickup: false },
    // the tournaments have no pick-ups: their rosters are the tournament's
    { preset: 'BHI_5ON5' as const, at: IN_SEASON, startsAt: SEASON.startsAt, pickup: false },
  ])('$preset, added $at, season from $startsAt → pick-up: $pickup', ({ preset, at, startsAt, pickup }) => {
    expect(isPickup(preset, at, startsAt)).toBe(pickup);
  });
});

describe('league goalie affiliations (§8 "teams are permitted only five (5) goalie affiliations. Individuals are allowed only three (3) … from your tier OR LOWER"; R22)', () => {
  const affiliate = (roster: RosterMember[], more: Partial<RosterAdditionInput> = {}, position: Position = 'GOALIE') =>
    add('WINTER_LEAGUE_5ON5', roster, { position, goalieAffiliation: true }, { at: IN_SEASON, team: { tier: 3 }, goalie: { affiliations: 0, teamTier: 3 }, ...more });
  const affiliated = (n: number) => members(n, 'GOALIE', { goalieAffiliation: true });

  it.each([
    { what: "the team's 5th affiliation", input: () => affiliate([...members(23, 'SKATER'), ...members(2, 'GOALIE'), ...affiliated(4)]), problems: [] },
    { what: "a team's 6th affiliation", input: () => affiliate(affiliated(5)), problems: ['TEAM_AFFILIATIONS_USED 5'] },
    { what: "the goalie's 3rd affiliation", input: () => affiliate([], { goalie: { affiliations: 2, teamTier: 3 } }), problems: [] },
    { what: "a goalie's 4th affiliation", input: () => affiliate([], { goalie: { affiliations: 3, teamTier: 3 } }), problems: ['GOALIE_AFFILIATIONS_USED 3'] },
    { what: 'a goalie from the same tier', input: () => affiliate([], { goalie: { affiliations: 0, teamTier: 3 } }), problems: [] },
    { what: 'a goalie from a lower tier', input: () => affiliate([], { goalie: { affiliations: 0, teamTier: 7 } }), problems: [] },
    { what: 'a goalie from a higher tier', input: () => affiliate([], { goalie: { affiliations: 0, teamTier: 2 } }), problems: ['GOALIE_FROM_HIGHER_TIER Tier 3 or lower'] },
    { what: 'a goalie on no team of the league', input: () => affiliate([], { goalie: { affiliations: 0, teamTier: null } }), problems: ['GOALIE_FROM_HIGHER_TIER Tier 3 or lower'] },
    // "there are absolutely NO player affiliations"
    { what: 'a skater', input: () => affiliate([], {}, 'SKATER'), problems: ['NOT_A_GOALIE goalies only'] },
    // "The deadline for affiliations is the same as roster cut-offs"
    { what: 'after the cut-off', input: () => affiliate([], { at: AFTER_CUTOFF }), problems: [`PAST_ADDITION_CUTOFF ${SEASON.additionCutoff}`] },
    // affiliations are not pick-ups
    { what: 'with all 7 pick-ups used', input: () => affiliate([], { pickupsUsed: 7 }), problems: [] },
  ])('$what → $problems', ({ input, problems }) => {
    expect(refused(input())).toEqual(problems);
  });
});

describe('league WINTER tier caps on Tier 1-ranked players (§8; R22)', () => {
  it.each([
    // "Tier 1 and 2 teams can have unlimited no. of Tier 1 ranked players and below."
    { tier: 1, cap: null },
    { tier: 2, cap: null },
    // "Tier 3 and 4 teams can have a max. of three (3) Tier 1 ranked players."
    { tier: 3, cap: 3 },
    { tier: 4, cap: 3 },
    // "Tier 5 and 6 teams can have a max. of two (2) Tier 1 ranked players."
    { tier: 5, cap: 2 },
    { tier: 6, cap: 2 },
    // "Tier 7, 8 and 9 teams can have a max. of one (1) Tier 1 ranked players."
    { tier: 7, cap: 1 },
    { tier: 8, cap: 1 },
    { tier: 9, cap: 1 },
  ])('Tier $tier team: at most $cap', ({ tier, cap }) => {
    expect(tier1Cap(tier)).toBe(cap);
    const ranked = (n: number) => add('WINTER_LEAGUE_5ON5', [...members(n, 'SKATER', { rankingTier: 1 }), ...members(3, 'SKATER', { rankingTier: 2 })], { rankingTier: 1 }, { team: { tier } });
    if (cap === null) {
      expect(refused(ranked(20))).toEqual([]);
    } else {
      expect(refused(ranked(cap - 1))).toEqual([]); // the last one allowed
      expect(refused(ranked(cap))).toEqual([`TIER1_CAP ${cap}`]); // one over
    }
  });

  it('a player who is not Tier 1-ranked is not capped', () => {
    expect(refused(add('WINTER_LEAGUE_5ON5', members(5, 'SKATER', { rankingTier: 1 }), { rankingTier: 2 }, { team: { tier: 9 } }))).toEqual([]);
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:27-31 SUMMER tier caps on Tier 1-ranked players (R44)', () => {
  it.each([
    // "Tier 1 can have unlimited no. of Tier 1 ranked players and below."
    { tier: 1, cap: null },
    // "Tier 2 can have a max. of five (5) Tier 1 ranked players." … "Tier 4 can have a max. of two (2)"
    { tier: 2, cap: 5 },
    { tier: 3, cap: 3 },
    { tier: 4, cap: 2 },
    // the summer table names no fifth tier
    { tier: 5, cap: undefined },
  ])('summer Tier $tier team: at most $cap', ({ tier, cap }) => {
    expect(summerTier1Cap(tier)).toBe(cap);
    const ranked = (n: number) => add('WINTER_LEAGUE_5ON5', members(n, 'SKATER', { rankingTier: 1 }), { rankingTier: 1 }, { team: { tier }, leagueSeason: 'SUMMER' });
    if (cap === null || cap === undefined) {
      expect(refused(ranked(20))).toEqual([]);
    } else {
      expect(refused(ranked(cap - 1))).toEqual([]);
      expect(refused(ranked(cap))).toEqual([`TIER1_CAP ${cap}`]);
    }
  });

  it('the same Tier 2 team: unlimited in winter, five in summer', () => {
    const roster = members(5, 'SKATER', { rankingTier: 1 });
    expect(refused(add('WINTER_LEAGUE_5ON5', roster, { rankingTier: 1 }, { team: { tier: 2 }, leagueSeason: 'WINTER' }))).toEqual([]);
    expect(rosterAdditionProblems({ ...add('WINTER_LEAGUE_5ON5', roster, { rankingTier: 1 }, { team: { tier: 2 }, leagueSeason: 'SUMMER' }) })[0].rule).toContain('004:27-31');
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:32 "To be considered a Tier 1 ranked player, … you must have played a min. of five (5) games in the previous summer season" (R46)', () => {
  it.each([
    { ranking: null, games: 5, tier: 1 },
    { ranking: null, games: 4, tier: null },
    { ranking: 3, games: 7, tier: 1 },
    { ranking: 3, games: 0, tier: 3 },
    // the league's own ranking stands: it may know games in "any sanctioned league"
    { ranking: 1, games: 0, tier: 1 },
  ])('ranked $ranking, $games summer Tier 1 games → Tier $tier', ({ ranking, games, tier }) => {
    expect(effectiveRankingTier(ranking, games)).toBe(tier);
  });
});

describe('BHI division ratings at the roster (R22)', () => {
  it.each([
    { team: 'REC', others: ['SHACK'], problems: ['DIVISION_CONFLICT not Rec with Shack'] },
    { team: 'BARN', others: ['INTERMEDIATE'], problems: ['DIVISION_CONFLICT not Barn with Intermediate'] },
    { team: 'SHACK', others: ['INTERMEDIATE', 'BARN'], problems: ['DIVISION_CONFLICT not Shack with Intermediate'] },
    { team: 'REC', others: ['BARN', 'INTERMEDIATE'], problems: [] },
    { team: 'REC', others: [null], problems: [] },
  ])('a $team team, the player also in $others → $problems', ({ team, others, problems }) => {
    expect(refused(add('BHI_5ON5', [], {}, { team: { divisionRating: team }, otherDivisionRatings: others }))).toEqual(problems);
  });
});

describe('Cole Harbour: "Any changes to the roster after the schedule is drawn must be cleared with the Tournament Official"', () => {
  const drawn = '2026-09-10T00:00:00.000Z';
  it.each([
    { what: 'before the draw', more: { scheduleDrawnAt: drawn, at: '2026-09-09T00:00:00.000Z' }, problems: [] },
    { what: 'after the draw, not cleared', more: { scheduleDrawnAt: drawn, at: BEFORE_SEASON }, problems: ['NEEDS_OFFICIAL_CLEARANCE cleared by the Tournament Official'] },
    { what: 'after the draw, cleared', more: { scheduleDrawnAt: drawn, at: BEFORE_SEASON, clearedByOfficial: true }, problems: [] },
  ])('$what → $problems', ({ more, problems }) => {
    expect(refused(add('COLE_HARBOUR_CLASSIC', [], {}, more))).toEqual(problems);
  });
});

describe('dressed for a game (§8 "Teams can only DRESS eighteen (18) players plus two (2) goalies for a game, NO EXCEPTIONS"; R22)', () => {
  const lineup = (players: number, goalies: number) => [...members(players, 'SKATER'), ...members(goalies, 'GOALIE')];
  it.each([
    { preset: 'WINTER_LEAGUE_5ON5', players: 18, goalies: 2, problems: [] },
    { preset: 'WINTER_LEAGUE_5ON5', players: 19, goalies: 2, problems: ['DRESSED_FULL 18'] },
    { preset: 'WINTER_LEAGUE_5ON5', players: 18, goalies: 3, problems: ['DRESSED_GOALIES_FULL 2'] },
    { preset: 'WINTER_LEAGUE_3ON3', players: 19, goalies: 3, problems: ['DRESSED_FULL 18', 'DRESSED_GOALIES_FULL 2'] },
    // the tournaments name no dressed limit
    { preset: 'BHI_5ON5', players: 19, goalies: 3, problems: [] },
    { preset: 'COLE_HARBOUR_CLASSIC', players: 19, goalies: 3, problems: [] },
  ] as const)('$preset: $players players + $goalies goalies → $problems', ({ preset, players, goalies, problems }) => {
    expect(lineupProblems(preset, lineup(players, goalies)).map((p) => `${p.code} ${p.limit}`)).toEqual(problems);
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:65 "will remain that number for the entire season, unless it is changed with the league first": changing and releasing a rostered player (R50)', () => {
  const DRAWN = '2026-06-01T12:00:00.000Z';
  const change = (preset: RulesetPreset, c: RosterChangeInput['change'], more: Partial<RosterChangeInput> = {}): RosterChangeInput => ({
    preset,
    name: 'Sam Crosby',
    entry: { position: 'SKATER' },
    change: c,
    roster: members(10, 'SKATER'),
    at: IN_SEASON,
    ...more,
  });
  const codes = (input: RosterChangeInput) => rosterChangeProblems(input).map((p) => `${p.code} ${p.limit}`);

  it.each([
    { what: 'league: a new number, between games', input: () => change('WINTER_LEAGUE_5ON5', { kind: 'UPDATE', number: 12 }), problems: [] },
    { what: 'league: a release, between games', input: () => change('WINTER_LEAGUE_5ON5', { kind: 'RELEASE' }), problems: [] },
    // 004:40 "prior to the beginning of a game … tell the scorekeeper of ANY changes to his/her roster, including pickups, number changes"
    {
      what: 'a new number while a game of the team is under way',
      input: () => change('WINTER_LEAGUE_5ON5', { kind: 'UPDATE', number: 12 }, { gameUnderWay: true }),
      problems: ['GAME_UNDER_WAY between games'],
    },
    { what: 'a release while a game of the team is under way', input: () => change('BHI_5ON5', { kind: 'RELEASE' }, { gameUnderWay: true }), problems: ['GAME_UNDER_WAY between games'] },
    // 004:14 "INCLUDING two (2) goalies at any time"
    { what: 'league: a skater made the 3rd goalie', input: () => change('WINTER_LEAGUE_5ON5', { kind: 'UPDATE', position: 'GOALIE' }, { roster: members(2, 'GOALIE') }), problems: ['GOALIES_FULL 2'] },
    { what: 'league: a skater made the 2nd goalie', input: () => change('WINTER_LEAGUE_5ON5', { kind: 'UPDATE', position: 'GOALIE' }, { roster: members(1, 'GOALIE') }), problems: [] },
    // 004:15 "Goalies MUST be on the team's roster BEFORE the addition cut-off deadline"
    {
      what: 'league: a skater made a goalie after the cut-off',
      input: () => change('WINTER_LEAGUE_5ON5', { kind: 'UPDATE', position: 'GOALIE' }, { at: AFTER_CUTOFF, additionCutoff: SEASON.additionCutoff }),
      problems: [`PAST_ADDITION_CUTOFF ${SEASON.additionCutoff}`],
    },
    // 004:17 "there are absolutely NO player affiliations"
    {
      what: 'league: an affiliated goalie made a skater',
      input: () => change('WINTER_LEAGUE_5ON5', { kind: 'UPDATE', position: 'SKATER' }, { entry: { position: 'GOALIE', goalieAffiliation: true } }),
      problems: ['NOT_A_GOALIE goalies only'],
    },
    // 000:7 "Any changes to the roster after the schedule is drawn must be cleared with the Tournament Official"
    {
      what: 'Cole Harbour: a release after the draw, not cleared',
      input: () => change('COLE_HARBOUR_CLASSIC', { kind: 'RELEASE' }, { scheduleDrawnAt: DRAWN }),
      problems: ['NEEDS_OFFICIAL_CLEARANCE cleared by the Tournament Official'],
    },
    { what: 'Cole Harbour: a release after the draw, cleared', input: () => change('COLE_HARBOUR_CLASSIC', { kind: 'RELEASE' }, { scheduleDrawnAt: DRAWN, clearedByOfficial: true }), problems: [] },
    {
      what: 'Cole Harbour: a new number before the draw',
      input: () => change('COLE_HARBOUR_CLASSIC', { kind: 'UPDATE', number: 4 }, { at: '2026-05-01T00:00:00.000Z', scheduleDrawnAt: DRAWN }),
      problems: [],
    },
  ])('$what → $problems', ({ input, problems }) => {
    expect(codes(input())).toEqual(problems);
  });

  it.each([
    // 000:7 "participating teams MUST input their team's roster … Any changes … after the schedule is drawn must be cleared with the Tournament Official"
    { preset: 'COLE_HARBOUR_CLASSIC' as const, drawn: null, may: true },
    { preset: 'COLE_HARBOUR_CLASSIC' as const, drawn: '2026-11-01T00:00:00.000Z', may: false },
    // 004:13 "submit … to the league", 004:65 "changed with the league first"
    { preset: 'WINTER_LEAGUE_5ON5' as const, drawn: null, may: false },
    { preset: 'WINTER_LEAGUE_3ON3' as const, drawn: null, may: false },
    { preset: 'BHI_5ON5' as const, drawn: null, may: false },
  ])("$preset, schedule drawn $drawn: the team's own coach may change its roster: $may (R50)", ({ preset, drawn, may }) => {
    expect(teamMayChangeOwnRoster(preset, IN_SEASON, drawn).may).toBe(may);
  });
});
