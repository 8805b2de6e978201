import type { GameStage, RulesetPreset } from '../../src/domain/enums';
import { ageOn, eligibility, type EligibilityInput } from '../../src/domain/eligibility';
import { RULESETS } from '../../src/domain/rulesets';

type Input = EligibilityInput;

/** Sam Crosby, 36, waiver signed, on t1 of c1 and nothing against him: eligible for a round-robin (regular-season) game. */
function base(preset: RulesetPreset, stage: GameStage = preset.startsWith('WINTER') ? 'REGULAR_SEASON' : 'ROUND_ROBIN'): Input {
  return {
    preset,
    minimumAge: RULESETS[preset].minimumAge,
    game: { competitionId: 'c1', teamId: 't1', stage, date: '2027-02-06' },
    player: { name: 'Sam Crosby', birthDate: '1990-05-01', waiverSigned: true },
    rosterEntries: [{ teamId: 't1', competitionId: 'c1', position: 'SKATER', divisionRating: 'REC', waiverSigned: true, addedAt: '2026-09-01T12:00:00.000Z' }],
    suspensions: [],
    fines: [],
    gamesDressed: [],
    additionCutoff: '2027-03-01T05:00:00.000Z',
    // the league presets require the form (004:13, R69): on record, as the desk records it
    registered: true,
  };
}

const dressed = (n: number, stage: GameStage, more: Partial<Input['gamesDressed'][number]> = {}) =>
  Array.from({ length: n }, () => ({ competitionId: 'c1', teamId: 't1', stage, status: 'FINAL' as const, ...more }));

const suspended = (more: Partial<Input['suspensions'][number]> = {}): Input['suspensions'][number] => ({
  competitionId: 'c1',
  kind: 'GAMES',
  games: 3,
  gamesRemaining: 2,
  active: true,
  reason: 'Fighting major',
  ...more,
});

const fine = (more: Partial<Input['fines'][number]> = {}): Input['fines'][number] => ({
  competitionId: 'c1',
  payee: 'PLAYER',
  amountCents: 1500,
  paid: false,
  reason: 'Game misconduct',
  dueBeforeNextGame: true,
  ...more,
});

const codes = (input: Input) => eligibility(input).reasons.map((r) => r.code);

describe('eligible', () => {
  it.each(['COLE_HARBOUR_CLASSIC', 'BHI_5ON5', 'WINTER_LEAGUE_5ON5', 'WINTER_LEAGUE_3ON3'] as const)('%s: a rostered player with nothing against him is eligible', (preset) => {
    expect(eligibility(base(preset))).toEqual({ eligible: true, reasons: [] });
  });
});

describe('each code alone (R21)', () => {
  it.each<{ code: string; why: string; input: () => Input; message: string }>([
    {
      code: 'NOT_ON_ROSTER',
      why: 'R21 "not on the team\'s roster"; Cole Harbour "the player\'s name must appear on the team roster"',
      input: () => ({ ...base('BHI_5ON5'), rosterEntries: [{ teamId: 't2', competitionId: 'c1', position: 'SKATER' }] }),
      message: "Sam Crosby is not on this team's roster.",
    },
    {
      code: 'SUSPENDED',
      why: 'R18, R21 "serving a suspension"',
      input: () => ({ ...base('WINTER_LEAGUE_5ON5'), suspensions: [suspended()] }),
      message: 'Sam Crosby is serving a suspension: 2 of 3 games left (Fighting major).',
    },
    {
      code: 'SUSPENDED',
      why: 'R20 Cole Harbour "automatic suspension which will be reviewed by tournament official"',
      input: () => ({ ...base('COLE_HARBOUR_CLASSIC'), suspensions: [suspended({ kind: 'INDEFINITE', games: null, gamesRemaining: null, reason: 'Discriminatory abuse' })] }),
      message: 'Sam Crosby is suspended until an official reviews it (Discriminatory abuse).',
    },
    {
      code: 'SUSPENDED',
      why: '§26 "match on official … life suspension"',
      input: () => ({ ...base('WINTER_LEAGUE_5ON5'), suspensions: [suspended({ kind: 'LIFE', games: null, gamesRemaining: null, reason: 'Match on official' })] }),
      message: 'Sam Crosby is suspended for life (Match on official).',
    },
    {
      code: 'EJECTED_FROM_COMPETITION',
      why: 'R17 Cole Harbour "automatic ejection from the game AND the rest of the tournament"',
      input: () => ({ ...base('COLE_HARBOUR_CLASSIC'), suspensions: [suspended({ kind: 'REST_OF_COMPETITION', games: null, gamesRemaining: null, reason: 'Fighting' })] }),
      message: 'Sam Crosby was ejected from the rest of the tournament (Fighting).',
    },
    {
      code: 'EJECTED_FROM_COMPETITION',
      why: '§26 "Booze, drugs in building … gone for season"',
      input: () => ({ ...base('WINTER_LEAGUE_3ON3'), suspensions: [suspended({ kind: 'REST_OF_COMPETITION', games: null, gamesRemaining: null, reason: 'Booze, drugs in building' })] }),
      message: 'Sam Crosby was ejected from the rest of the season (Booze, drugs in building).',
    },
    {
      code: 'UNPAID_FINE',
      why: '§5 "it must be paid prior to the next game that player is eligible to play"; R21 "an unpaid fine (league)"',
      input: () => ({ ...base('WINTER_LEAGUE_5ON5'), fines: [fine(), fine({ amountCents: 5000, reason: 'Fighting major' })] }),
      message: 'Sam Crosby owes $65.00 in fines, to be paid before playing again (Game misconduct; Fighting major).',
    },
    {
      code: 'TEAM_FINE_UNPAID',
      why: '§16 "payable to the league IMMEDIATELY and before their next game"',
      input: () => ({ ...base('WINTER_LEAGUE_5ON5'), fines: [fine({ payee: 'TEAM', teamId: 't1', amountCents: 5000, reason: 'Defaulted a game without notice (no show)' })] }),
      message: 'The team owes $50.00, to be paid before it plays again (Defaulted a game without notice (no show)).',
    },
    {
      code: 'UNDER_AGE',
      why: 'Cole Harbour "the designated tournament age (19+)"; R21 "on the game day"',
      input: () => ({ ...base('COLE_HARBOUR_CLASSIC'), player: { name: 'Sam Crosby', birthDate: '2008-02-07', waiverSigned: true } }),
      message: 'Sam Crosby is 18 on game day; players must be 19 or older.',
    },
    {
      code: 'WAIVER_MISSING',
      why: 'Cole Harbour "All players shall fill out the safety waiver before participating in their first game"',
      input: () => ({
        ...base('COLE_HARBOUR_CLASSIC'),
        player: { name: 'Sam Crosby', birthDate: '1990-05-01', waiverSigned: false },
        rosterEntries: [{ teamId: 't1', competitionId: 'c1', position: 'SKATER', waiverSigned: false }],
      }),
      message: 'Sam Crosby has not signed the safety waiver, needed before a first game.',
    },
    {
      code: 'INSUFFICIENT_GAMES_PLAYED',
      why: 'Cole Harbour "he must have participated in ONE of his/her team\'s round robin games"',
      input: () => base('COLE_HARBOUR_CLASSIC', 'SEMIFINAL'),
      message: 'Sam Crosby has played 0 of the 1 round-robin game needed to play in the playoffs.',
    },
    {
      code: 'INSUFFICIENT_GAMES_PLAYED',
      why: 'BHI "Every player on your roster has to play at least 1 round robin game to be eligible for elimination games"',
      input: () => base('BHI_5ON5', 'QUARTERFINAL'),
      message: 'Sam Crosby has played 0 of the 1 round-robin game needed to play in the playoffs.',
    },
    {
      code: 'INSUFFICIENT_GAMES_PLAYED',
      why: '§8 "MINIMUM of FIVE (5) regular season games BEFORE they can participate in playoffs. Playoff games DO NOT count."',
      input: () => ({ ...base('WINTER_LEAGUE_5ON5', 'PLAYOFF'), gamesDressed: [...dressed(4, 'REGULAR_SEASON'), ...dressed(3, 'PLAYOFF')] }),
      message: 'Sam Crosby has played 4 of the 5 regular-season games needed to play in the playoffs.',
    },
    {
      code: 'GOALIE_ADDED_AFTER_CUTOFF',
      why: '§8 "Goalies MUST be on the team\'s roster BEFORE the addition cut-off deadline"',
      input: () => ({
        ...base('WINTER_LEAGUE_5ON5', 'PLAYOFF'),
        gamesDressed: dressed(5, 'REGULAR_SEASON'),
        rosterEntries: [{ teamId: 't1', competitionId: 'c1', position: 'GOALIE', addedAt: '2027-03-02T18:00:00.000Z' }],
      }),
      message: 'Sam Crosby was added as a goalie on 2027-03-02, after the addition cut-off (2027-03-01 05:00): goalies must be on the roster before it to play in the playoffs.',
    },
    {
      code: 'DIVISION_CONFLICT',
      why: 'BHI "A player can not play in the Rec & the Shack division in the same tournament"',
      input: () => ({ ...base('BHI_5ON5'), rosterEntries: [...base('BHI_5ON5').rosterEntries, { teamId: 't9', competitionId: 'c1', position: 'SKATER', divisionRating: 'SHACK' }] }),
      message: 'Sam Crosby is also on a Shack team in this tournament: a player cannot play in both Rec and Shack.',
    },
  ])('$code: $why', ({ code, input, message }) => {
    const result = eligibility(input());
    expect(result.eligible).toBe(false);
    expect(result.reasons).toEqual([{ code, message, rule: expect.any(String) }]);
  });
});

describe('what does not make a player ineligible', () => {
  it.each<{ why: string; input: () => Input }>([
    { why: 'a served suspension (R18)', input: () => ({ ...base('WINTER_LEAGUE_5ON5'), suspensions: [suspended({ active: false, gamesRemaining: 0 })] }) },
    { why: "another competition's suspension, not carried over (R18)", input: () => ({ ...base('WINTER_LEAGUE_5ON5'), suspensions: [suspended({ competitionId: 'summer' })] }) },
    { why: 'a paid fine (§5)', input: () => ({ ...base('WINTER_LEAGUE_5ON5'), fines: [fine({ paid: true })] }) },
    { why: 'an unpaid fine in a tournament (R21 "an unpaid fine (league)")', input: () => ({ ...base('COLE_HARBOUR_CLASSIC'), fines: [fine()] }) },
    {
      why: 'a late-roster-sheet team fine: §12 sets no due date',
      input: () => ({ ...base('WINTER_LEAGUE_5ON5'), fines: [fine({ payee: 'TEAM', teamId: 't1', amountCents: 2500, dueBeforeNextGame: false })] }),
    },
    { why: "another team's unpaid fine", input: () => ({ ...base('WINTER_LEAGUE_5ON5'), fines: [fine({ payee: 'TEAM', teamId: 't2' })] }) },
    { why: 'the 19th birthday on game day (Cole Harbour "19+")', input: () => ({ ...base('COLE_HARBOUR_CLASSIC'), player: { name: 'Sam Crosby', birthDate: '2008-02-06', waiverSigned: true } }) },
    { why: 'age in BHI: its rulebook sets no minimum', input: () => ({ ...base('BHI_5ON5'), player: { name: 'Sam Crosby', birthDate: '2012-01-01' } }) },
    {
      why: 'a waiver signed on the roster entry only (Cole Harbour)',
      input: () => ({ ...base('COLE_HARBOUR_CLASSIC'), player: { name: 'Sam Crosby', birthDate: '1990-05-01', waiverSigned: false } }),
    },
    {
      why: 'no waiver in BHI: only Cole Harbour asks for one',
      input: () => ({ ...base('BHI_5ON5'), player: { name: 'Sam Crosby', birthDate: '1990-05-01' }, rosterEntries: [{ teamId: 't1', competitionId: 'c1', position: 'SKATER' }] }),
    },
    { why: 'a round-robin game without games played: only playoff stages ask', input: () => base('COLE_HARBOUR_CLASSIC', 'ROUND_ROBIN') },
    {
      why: 'one round-robin game played (Cole Harbour "ONE of his/her team\'s round robin games")',
      input: () => ({ ...base('COLE_HARBOUR_CLASSIC', 'FINAL'), gamesDressed: dressed(1, 'ROUND_ROBIN') }),
    },
    {
      why: 'one round-robin game forfeited while dressed (R21 "playing means dressed in the lineup")',
      input: () => ({ ...base('BHI_5ON5', 'SEMIFINAL'), gamesDressed: dressed(1, 'ROUND_ROBIN', { status: 'FORFEITED' }) }),
    },
    { why: 'five regular-season games (§8)', input: () => ({ ...base('WINTER_LEAGUE_3ON3', 'PLAYOFF'), gamesDressed: dressed(5, 'REGULAR_SEASON') }) },
    { why: 'Rec with Barn (BHI "they can only play in the Rec & Barn division")', input: () => withOther('REC', 'BARN') },
    { why: 'Intermediate with Rec (BHI "they can only play in the Intermediate & Rec division")', input: () => withOther('INTERMEDIATE', 'REC') },
    { why: 'Barn with Shack (BHI "A player can play in the Barn & Shack division")', input: () => withOther('BARN', 'SHACK') },
    {
      why: 'a Shack team in another tournament',
      input: () => ({ ...withOther('REC', 'SHACK'), rosterEntries: [withOther('REC', 'SHACK').rosterEntries[0], { ...withOther('REC', 'SHACK').rosterEntries[1], competitionId: 'c9' }] }),
    },
  ])('$why', ({ input }) => {
    expect(eligibility(input())).toEqual({ eligible: true, reasons: [] });
  });

  it.each([
    { rows: { rr: 1, status: 'SCHEDULED' }, why: 'a round-robin game not played yet' },
    { rows: { rr: 1, status: 'CANCELLED' }, why: 'a cancelled round-robin game' },
  ] as const)('$why does not count as played (R21)', ({ rows }) => {
    expect(codes({ ...base('COLE_HARBOUR_CLASSIC', 'SEMIFINAL'), gamesDressed: dressed(rows.rr, 'ROUND_ROBIN', { status: rows.status }) })).toEqual(['INSUFFICIENT_GAMES_PLAYED']);
  });

  it('a round-robin game dressed for another team does not count (Cole Harbour "his/her team\'s round robin games")', () => {
    expect(codes({ ...base('COLE_HARBOUR_CLASSIC', 'SEMIFINAL'), gamesDressed: dressed(1, 'ROUND_ROBIN', { teamId: 't2' }) })).toEqual(['INSUFFICIENT_GAMES_PLAYED']);
  });
});

function withOther(own: string, other: string): Input {
  const input = base('BHI_5ON5');
  return {
    ...input,
    rosterEntries: [
      { ...input.rosterEntries[0], divisionRating: own },
      { teamId: 't9', competitionId: 'c1', position: 'SKATER', divisionRating: other },
    ],
  };
}

describe('BHI division conflicts (R21; order INTERMEDIATE > REC > BARN > SHACK)', () => {
  it.each([
    // "A player can not play in the Rec & the Shack division in the same tournament"
    { own: 'REC', other: 'SHACK', message: 'a player cannot play in both Rec and Shack.' },
    { own: 'SHACK', other: 'REC', message: 'a player cannot play in both Shack and Rec.' },
    // "A player can not play in the Intermediate & the Barn division in the same tournament"
    { own: 'INTERMEDIATE', other: 'BARN', message: 'a player cannot play in both Intermediate and Barn.' },
    // "If they are playing on an intermediate team, they can only play in the Intermediate & Rec division" — not Shack either
    { own: 'INTERMEDIATE', other: 'SHACK', message: 'a player cannot play in both Intermediate and Shack.' },
  ])('$own with $other', ({ own, other, message }) => {
    const [reason] = eligibility(withOther(own, other)).reasons;
    expect(reason).toMatchObject({ code: 'DIVISION_CONFLICT', message: expect.stringContaining(message) });
  });
});

describe('several reasons together (R21: "every reason that holds is reported, not just the first")', () => {
  it('Cole Harbour semi-final: not on the roster, ejected, suspended, under age, no waiver, no round-robin game', () => {
    const input: Input = {
      ...base('COLE_HARBOUR_CLASSIC', 'SEMIFINAL'),
      player: { name: 'Sam Crosby', birthDate: '2009-01-01', waiverSigned: false },
      rosterEntries: [],
      suspensions: [suspended({ kind: 'REST_OF_COMPETITION', games: null, gamesRemaining: null, reason: 'Fighting' }), suspended({ games: 1, gamesRemaining: 1, reason: 'Game misconduct' })],
    };
    expect(eligibility(input).eligible).toBe(false);
    expect(codes(input)).toEqual(['NOT_ON_ROSTER', 'EJECTED_FROM_COMPETITION', 'SUSPENDED', 'UNDER_AGE', 'WAIVER_MISSING', 'INSUFFICIENT_GAMES_PLAYED']);
  });

  it("league playoff: two suspensions in one reason, an unpaid fine, the team's unpaid default, too few games", () => {
    const input: Input = {
      ...base('WINTER_LEAGUE_5ON5', 'PLAYOFF'),
      suspensions: [suspended(), suspended({ games: 1, gamesRemaining: 1, reason: 'Game misconduct' })],
      fines: [fine(), fine({ payee: 'TEAM', teamId: 't1', amountCents: 10000, reason: 'Second default' })],
      gamesDressed: dressed(2, 'REGULAR_SEASON'),
    };
    const { reasons } = eligibility(input);
    expect(reasons.map((r) => r.code)).toEqual(['SUSPENDED', 'UNPAID_FINE', 'TEAM_FINE_UNPAID', 'INSUFFICIENT_GAMES_PLAYED']);
    expect(reasons[0].message).toBe('Sam Crosby is serving a suspension: 2 of 3 games left (Fighting major). Sam Crosby is serving a suspension: 1 of 1 game left (Game misconduct).');
  });

  it('BHI: a division conflict on top of too few round-robin games', () => {
    expect(codes({ ...withOther('INTERMEDIATE', 'BARN'), game: { ...base('BHI_5ON5').game, stage: 'FINAL' } })).toEqual(['INSUFFICIENT_GAMES_PLAYED', 'DIVISION_CONFLICT']);
  });
});

describe('age on game day, calendar-correct (R21)', () => {
  it.each([
    { born: '2008-02-06', on: '2027-02-05', age: 18 },
    { born: '2008-02-06', on: '2027-02-06', age: 19 },
    { born: '2008-12-31', on: '2027-12-30', age: 18 },
    { born: '2008-12-31', on: '2027-12-31', age: 19 },
    // born on 29 February: a year older on 1 March in a common year, on 29 February in a leap year
    { born: '2008-02-29', on: '2027-02-28', age: 18 },
    { born: '2008-02-29', on: '2027-03-01', age: 19 },
    { born: '2009-02-28', on: '2028-02-28', age: 19 },
    { born: '2009-03-01', on: '2028-02-29', age: 18 },
    { born: '2004-02-29', on: '2023-02-28', age: 18 },
    { born: '2004-02-29', on: '2024-02-29', age: 20 },
  ])('born $born, on $on: $age', ({ born, on, age }) => {
    expect(ageOn(born, on)).toBe(age);
  });

  it.each(['2027-02-29', '2027-13-01', '27-02-01', '2027-2-1'])('refuses %s, which is not a calendar date', (date) => {
    expect(() => ageOn('2000-01-01', date)).toThrow(RangeError);
  });

  it('follows a competition that overrides the minimum age', () => {
    expect(codes({ ...base('BHI_5ON5'), minimumAge: 40 })).toEqual(['UNDER_AGE']);
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:15 playoff goalies: "Players MUST play a MINIMUM of FIVE (5) regular season games" AND "Goalies MUST be on the team\'s roster BEFORE the addition cut-off deadline" (R21)', () => {
  const goalie = (games: number, addedAt: string): Input => ({
    ...base('WINTER_LEAGUE_5ON5', 'PLAYOFF'),
    gamesDressed: dressed(games, 'REGULAR_SEASON'),
    rosterEntries: [{ teamId: 't1', competitionId: 'c1', position: 'GOALIE', addedAt }],
  });
  it.each([
    { games: 5, addedAt: '2027-02-28T18:00:00.000Z', codes: [] },
    { games: 4, addedAt: '2027-02-28T18:00:00.000Z', codes: ['INSUFFICIENT_GAMES_PLAYED'] },
    { games: 0, addedAt: '2027-02-28T18:00:00.000Z', codes: ['INSUFFICIENT_GAMES_PLAYED'] },
    { games: 5, addedAt: '2027-03-02T18:00:00.000Z', codes: ['GOALIE_ADDED_AFTER_CUTOFF'] },
    { games: 2, addedAt: '2027-03-02T18:00:00.000Z', codes: ['GOALIE_ADDED_AFTER_CUTOFF', 'INSUFFICIENT_GAMES_PLAYED'] },
  ])('a goalie with $games regular-season games, added $addedAt (cut-off 2027-03-01) → $codes', ({ games, addedAt, codes }) => {
    const result = eligibility(goalie(games, addedAt));
    expect(result.reasons.map((r) => r.code).sort()).toEqual(codes);
    expect(result.eligible).toBe(codes.length === 0);
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:9 "Any suspension or fine from the summer league CAN and WILL be in effect for the winter league, pending approval" (R41)', () => {
  const summer = fine({ competitionId: 'summer', competitionName: 'Summer 2026', amountCents: 2500, reason: 'Fighting major' });
  it.each([
    { what: 'an unpaid summer fine, the link approved', fines: [summer], linked: ['summer'], codes: ['UNPAID_FINE'] },
    { what: 'an unpaid summer fine, no approval', fines: [summer], linked: [], codes: [] },
    { what: 'a paid summer fine, the link approved', fines: [{ ...summer, paid: true }], linked: ['summer'], codes: [] },
    { what: "the summer team's fine (not his), the link approved", fines: [{ ...summer, payee: 'TEAM' as const, teamId: 't9' }], linked: ['summer'], codes: [] },
  ])('$what: $codes', ({ fines, linked, codes: expected }) => {
    expect(codes({ ...base('WINTER_LEAGUE_5ON5'), fines, linkedCompetitionIds: linked })).toEqual(expected);
  });

  it("the two seasons' fines add up, the linked one named by its competition, and the rule cites 004:9", () => {
    const [reason] = eligibility({ ...base('WINTER_LEAGUE_3ON3'), fines: [fine(), summer], linkedCompetitionIds: ['summer'] }).reasons;
    expect(reason).toMatchObject({ code: 'UNPAID_FINE', message: expect.stringContaining('owes $40.00 in fines'), rule: expect.stringContaining('004:9') });
    expect(reason.message).toContain('$25.00 from Summer 2026: Fighting major');
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:13 "All forms MUST be signed by the correct player and be turned in to the league BEFORE that player steps on the floor" (R42)', () => {
  it.each<{ what: string; input: () => Input; codes: string[] }>([
    { what: 'league, required, no form', input: () => ({ ...base('WINTER_LEAGUE_5ON5'), registrationRequired: true, registered: false }), codes: ['REGISTRATION_MISSING'] },
    { what: 'league, required, the form received before the game', input: () => ({ ...base('WINTER_LEAGUE_5ON5'), registrationRequired: true, registered: true }), codes: [] },
    // R69: the league's presets require the form; a competition keeping its forms on paper turns it off
    { what: 'league 3 on 3, the preset, no form', input: () => ({ ...base('WINTER_LEAGUE_3ON3'), registered: false }), codes: ['REGISTRATION_MISSING'] },
    { what: 'league 5 on 5, the preset, no form', input: () => ({ ...base('WINTER_LEAGUE_5ON5'), registered: false }), codes: ['REGISTRATION_MISSING'] },
    { what: 'league 3 on 3, the preset, the form on record', input: () => base('WINTER_LEAGUE_3ON3'), codes: [] },
    { what: 'league, turned off by its competition, no form', input: () => ({ ...base('WINTER_LEAGUE_5ON5'), registrationRequired: false, registered: false }), codes: [] },
    { what: 'Cole Harbour, the preset, no form', input: () => ({ ...base('COLE_HARBOUR_CLASSIC'), registered: false }), codes: [] },
    { what: 'Cole Harbour, required by its competition', input: () => ({ ...base('COLE_HARBOUR_CLASSIC'), registrationRequired: true, registered: false }), codes: ['REGISTRATION_MISSING'] },
    // The waiver follows the ruleset, not the preset's name: a competition may turn it on or off.
    {
      what: 'league requiring the waiver, none signed',
      input: () => ({
        ...base('WINTER_LEAGUE_5ON5'),
        waiverRequired: true,
        player: { name: 'Sam Crosby', birthDate: '1990-05-01' },
        rosterEntries: [{ teamId: 't1', competitionId: 'c1', position: 'SKATER' as const }],
      }),
      codes: ['WAIVER_MISSING'],
    },
    {
      what: 'Cole Harbour not requiring the waiver, none signed',
      input: () => ({
        ...base('COLE_HARBOUR_CLASSIC'),
        waiverRequired: false,
        player: { name: 'Sam Crosby', birthDate: '1990-05-01' },
        rosterEntries: [{ teamId: 't1', competitionId: 'c1', position: 'SKATER' as const }],
      }),
      codes: [],
    },
  ])('$what: $codes', ({ input, codes: expected }) => {
    expect(codes(input())).toEqual(expected);
  });

  it('the reason names the rule', () => {
    expect(eligibility({ ...base('WINTER_LEAGUE_5ON5'), registrationRequired: true, registered: false }).reasons).toEqual([
      { code: 'REGISTRATION_MISSING', message: expect.stringContaining('no signed registration form on record with the league for this season'), rule: expect.stringContaining('004:13') },
    ]);
  });
});
