import fc from 'fast-check';
import { gameProblems, planRoundRobin, type PlannedGame, roundRobinPairings, type ScheduleRequest, scheduleProblems, type Slot } from '../../src/domain/schedule';

const MIN = 60_000;
const HOUR = 60 * MIN;
const BASE = Date.parse('2026-01-10T08:00:00.000Z');
const at = (ms: number) => new Date(BASE + ms).toISOString();
const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
/** One slot per venue at each start: `starts` in ms after BASE. */
const grid = (starts: number[], venues: string[] = ['Arena']): Slot[] => starts.flatMap((s) => venues.map((venue) => ({ startsAt: at(s), venue })));
const every = (step: number, count: number) => Array.from({ length: count }, (_, i) => i * step);
const pairKey = (a: string, b: string) => [a, b].sort().join('|');

type Pairing = { round: number; homeTeamId: string; awayTeamId: string };
const homes = (games: Pairing[], team: string) => games.filter((g) => g.homeTeamId === team).length;
const aways = (games: Pairing[], team: string) => games.filter((g) => g.awayTeamId === team).length;
/** Times a team has two home or two away games in consecutive rounds it plays in. */
function breaks(games: Pairing[], team: string): number {
  const sides = games
    .filter((g) => g.homeTeamId === team || g.awayTeamId === team)
    .sort((a, b) => a.round - b.round)
    .map((g) => g.homeTeamId === team);
  return sides.slice(1).filter((home, i) => home === sides[i]).length;
}

describe('roundRobinPairings: the circle method', () => {
  const cases = [3, 4, 5, 6].flatMap((n) => (['ONCE', 'TWICE'] as const).map((rounds) => ({ n, rounds })));

  it.each(cases)('$n teams, $rounds: n(n-1)/2 games per cycle, every pair the right number of times', ({ n, rounds }) => {
    const ids = teams(n);
    const games = roundRobinPairings(ids, rounds);
    const cycles = rounds === 'ONCE' ? 1 : 2;
    expect(games).toHaveLength(cycles * ((n * (n - 1)) / 2));
    const byPair = new Map<string, string[]>();
    for (const g of games) {
      expect(g.homeTeamId).not.toBe(g.awayTeamId);
      const key = pairKey(g.homeTeamId, g.awayTeamId);
      byPair.set(key, [...(byPair.get(key) ?? []), g.homeTeamId]);
    }
    expect(byPair.size).toBe((n * (n - 1)) / 2);
    for (const [key, hosts] of byPair) {
      expect(hosts).toHaveLength(cycles);
      // TWICE: once at each home
      if (rounds === 'TWICE') expect([...hosts].sort()).toEqual(key.split('|'));
    }
  });

  it.each(cases)('$n teams, $rounds: home and away balanced, and alternating with at most one break per cycle', ({ n, rounds }) => {
    const ids = teams(n);
    const games = roundRobinPairings(ids, rounds);
    for (const team of ids) {
      const diff = homes(games, team) - aways(games, team);
      // odd counts play an even number of games per cycle, and TWICE swaps every home: exactly even
      if (rounds === 'TWICE' || n % 2 === 1) expect(diff).toBe(0);
      else expect(Math.abs(diff)).toBe(1);
      expect(homes(games, team) + aways(games, team)).toBe((rounds === 'ONCE' ? 1 : 2) * (n - 1));
      const firstCycle = games.filter((g) => g.round <= (n % 2 === 1 ? n : n - 1));
      expect(breaks(firstCycle, team)).toBeLessThanOrEqual(1);
    }
  });

  it.each(cases)('$n teams, $rounds: rounds numbered from 1, nobody twice in a round, one bye per cycle for an odd count', ({ n, rounds }) => {
    const ids = teams(n);
    const games = roundRobinPairings(ids, rounds);
    const perCycle = n % 2 === 1 ? n : n - 1;
    const roundCount = (rounds === 'ONCE' ? 1 : 2) * perCycle;
    expect([...new Set(games.map((g) => g.round))].sort((a, b) => a - b)).toEqual(Array.from({ length: roundCount }, (_, i) => i + 1));
    const byes = new Map(ids.map((t) => [t, [] as number[]]));
    for (let round = 1; round <= roundCount; round++) {
      const playing = games.filter((g) => g.round === round).flatMap((g) => [g.homeTeamId, g.awayTeamId]);
      expect(new Set(playing).size).toBe(playing.length);
      expect(playing).toHaveLength(n % 2 === 1 ? n - 1 : n);
      for (const t of ids) if (!playing.includes(t)) byes.get(t)!.push(round);
    }
    for (const [, rest] of byes) {
      if (n % 2 === 0) expect(rest).toEqual([]);
      else {
        // one bye in the first cycle, one in the second
        expect(rest.map((r) => Math.ceil(r / perCycle))).toEqual(rounds === 'ONCE' ? [1] : [1, 2]);
      }
    }
  });

  it('4 teams: the fixed team alternates, the others meet across the circle', () => {
    expect(roundRobinPairings(['A', 'B', 'C', 'D'], 'ONCE').map((g) => `${g.round}: ${g.homeTeamId} v ${g.awayTeamId}`)).toEqual([
      '1: A v D',
      '1: B v C',
      '2: D v B',
      '2: C v A',
      '3: C v D',
      '3: A v B',
    ]);
  });

  it('2 teams: one game, or one at each home', () => {
    expect(roundRobinPairings(['A', 'B'], 'ONCE')).toEqual([{ round: 1, homeTeamId: 'A', awayTeamId: 'B' }]);
    expect(roundRobinPairings(['A', 'B'], 'TWICE')).toEqual([
      { round: 1, homeTeamId: 'A', awayTeamId: 'B' },
      { round: 2, homeTeamId: 'B', awayTeamId: 'A' },
    ]);
  });

  it.each([
    { what: 'one team', ids: ['A'], rounds: 'ONCE' },
    { what: 'no teams', ids: [], rounds: 'ONCE' },
    { what: 'a team listed twice', ids: ['A', 'B', 'A'], rounds: 'ONCE' },
    { what: 'three times round', ids: ['A', 'B'], rounds: 'THRICE' },
  ])('refuses $what with a RangeError', ({ ids, rounds }) => {
    expect(() => roundRobinPairings(ids, rounds as 'ONCE')).toThrow(RangeError);
  });
});

const request = (over: Partial<ScheduleRequest>): ScheduleRequest => ({ teamIds: teams(4), rounds: 'ONCE', slots: [], gameLengthMs: HOUR, minRestMs: 0, ...over });
const show = (g: PlannedGame) => `${g.round} ${g.homeTeamId} v ${g.awayTeamId} @${(Date.parse(g.startsAt) - BASE) / MIN}min ${g.venue}`;

describe('planRoundRobin: placing the games on the slots', () => {
  it('enough slots: every game placed, round by round, each in the earliest slot, none twice', () => {
    const { games, problems } = planRoundRobin(request({ slots: grid(every(2 * HOUR, 6)) }));
    expect(problems).toEqual([]);
    expect(games.map(show)).toEqual(['1 t1 v t4 @0min Arena', '1 t2 v t3 @120min Arena', '2 t4 v t2 @240min Arena', '2 t3 v t1 @360min Arena', '3 t3 v t4 @480min Arena', '3 t1 v t2 @600min Arena']);
  });

  it('slots given out of order are still filled earliest first', () => {
    const { games } = planRoundRobin(request({ teamIds: ['A', 'B'], rounds: 'TWICE', slots: grid([5 * HOUR, 3 * HOUR, 0, 9 * HOUR]) }));
    expect(games.map(show)).toEqual(['1 A v B @0min Arena', '2 B v A @180min Arena']);
  });

  it('too few slots: the games that fit are placed, and each left-out pair is named', () => {
    const { games, problems } = planRoundRobin(request({ slots: grid(every(2 * HOUR, 5)) }));
    expect(games).toHaveLength(5);
    expect(problems).toEqual([
      {
        code: 'NOT_ENOUGH_SLOTS',
        teamId: 't1',
        otherTeamId: 't2',
        message: 'No slot is left for t1 v t2 (round 3) with the venue free and both teams free and rested: add slots or shorten the rest between games.',
      },
    ]);
  });

  it('no slots at all: every game is reported', () => {
    const { games, problems } = planRoundRobin(request({ rounds: 'TWICE' }));
    expect(games).toEqual([]);
    expect(problems.map((p) => `${p.code} ${p.teamId} v ${p.otherTeamId}`)).toHaveLength(12);
    expect(new Set(problems.map((p) => `${p.teamId} v ${p.otherTeamId}`)).size).toBe(12);
  });

  it('two venues at the same times: a round is played in parallel', () => {
    const { games, problems } = planRoundRobin(request({ slots: grid(every(2 * HOUR, 3), ['North', 'South']) }));
    expect(problems).toEqual([]);
    expect(games.map(show)).toEqual(['1 t1 v t4 @0min North', '1 t2 v t3 @0min South', '2 t4 v t2 @120min North', '2 t3 v t1 @120min South', '3 t3 v t4 @240min North', '3 t1 v t2 @240min South']);
  });

  it('a venue holds one game at a time: a slot overlapping a placed game there is passed over', () => {
    // t1 v t4 at 0 in the Arena; t2 v t3 cannot start there 30 minutes later, but can at the Rink
    const slots = [...grid([0, 30 * MIN]), ...grid([30 * MIN], ['Rink'])];
    const { games } = planRoundRobin(request({ slots }));
    expect(games.slice(0, 2).map(show)).toEqual(['1 t1 v t4 @0min Arena', '1 t2 v t3 @30min Rink']);
  });

  it('the rest gap is respected: a team’s next game waits for the game length plus the rest', () => {
    const slots = grid(every(HOUR, 6));
    const rested = planRoundRobin(request({ teamIds: ['A', 'B'], rounds: 'TWICE', slots, minRestMs: 2 * HOUR }));
    expect(rested.games.map(show)).toEqual(['1 A v B @0min Arena', '2 B v A @180min Arena']);
    const noRest = planRoundRobin(request({ teamIds: ['A', 'B'], rounds: 'TWICE', slots, minRestMs: 0 }));
    expect(noRest.games.map(show)).toEqual(['1 A v B @0min Arena', '2 B v A @60min Arena']);
    const tooLong = planRoundRobin(request({ teamIds: ['A', 'B'], rounds: 'TWICE', slots, minRestMs: 5 * HOUR }));
    expect(tooLong.games.map(show)).toEqual(['1 A v B @0min Arena']);
    expect(tooLong.problems.map((p) => `${p.code} ${p.teamId} v ${p.otherTeamId}`)).toEqual(['NOT_ENOUGH_SLOTS B v A']);
  });

  it('with a rest, each team’s games stay a game and a rest apart, and a slot nobody can use stays empty', () => {
    const { games, problems } = planRoundRobin(request({ slots: grid(every(HOUR, 8)), minRestMs: HOUR }));
    expect(problems).toEqual([]);
    // 2h and 5h are too soon after a game of every pair still to place
    expect(games.map(show)).toEqual(['1 t1 v t4 @0min Arena', '1 t2 v t3 @60min Arena', '2 t4 v t2 @180min Arena', '2 t3 v t1 @240min Arena', '3 t3 v t4 @360min Arena', '3 t1 v t2 @420min Arena']);
  });

  it.each([
    { what: 'a game of no length', over: { gameLengthMs: 0 } },
    { what: 'a negative rest', over: { minRestMs: -1 } },
    { what: 'a rest that is not a number', over: { minRestMs: Number.NaN } },
    { what: 'a slot that is not a date', over: { slots: [{ startsAt: 'Saturday 8am', venue: 'Arena' }] } },
    { what: 'one team', over: { teamIds: ['t1'] } },
  ])('refuses $what with a RangeError', ({ over }) => {
    expect(() => planRoundRobin(request(over))).toThrow(RangeError);
  });

  // docs/security.md, "Input bounds": the cost of a plan, counted (CostMeter) rather than timed, grows
  // with the pairings and the slots, never with their product. The generator this replaced tried
  // every slot against every placed game: 990 games held the server over 13 minutes.
  it.each([
    { what: "a league's 24-team double round robin, 4 rinks, 2 h rest", teams: 24, rounds: 'TWICE' as const, slots: 1200, venues: 4, restMin: 120, games: 552 },
    { what: '45 teams once, 2,000 slots (the bound), 5 rinks', teams: 45, rounds: 'ONCE' as const, slots: 2000, venues: 5, restMin: 60, games: 990 },
    { what: '45 teams twice, 2,000 slots, 8 rinks', teams: 45, rounds: 'TWICE' as const, slots: 2000, venues: 8, restMin: 0, games: 1980 },
    { what: '45 teams twice on 100 slots: most games left over', teams: 45, rounds: 'TWICE' as const, slots: 100, venues: 2, restMin: 0, games: 100 },
  ])('$what: placed at a cost of at most 8 steps per pairing and slot', ({ teams, rounds, slots: count, venues, restMin, games }) => {
    const first = Date.parse('2030-09-07T08:00:00.000Z');
    const slots = Array.from({ length: count }, (_, i) => ({ startsAt: new Date(first + Math.floor(i / venues) * 75 * MIN).toISOString(), venue: `Rink ${(i % venues) + 1}` }));
    const teamIds = Array.from({ length: teams }, (_, i) => `t${i + 1}`);
    const meter = { steps: 0 };
    const plan = planRoundRobin({ teamIds, rounds, slots, gameLengthMs: HOUR, minRestMs: restMin * MIN }, meter);
    expect(plan.games).toHaveLength(games);
    const pairings = roundRobinPairings(teamIds, rounds).length;
    expect(meter.steps).toBeGreaterThan(0);
    expect(meter.steps).toBeLessThanOrEqual(8 * (pairings + count));
  });
});

describe('gameProblems: a game placed by hand', () => {
  const options = { gameLengthMs: HOUR, minRestMs: 30 * MIN };
  const existing = [
    { id: 'g1', homeTeamId: 'A', awayTeamId: 'B', startsAt: at(0), venue: 'Arena' },
    { id: 'g2', homeTeamId: 'C', awayTeamId: 'D', startsAt: at(4 * HOUR), venue: 'Rink' },
  ];
  const codes = (game: Parameters<typeof gameProblems>[0], opts = options) => gameProblems(game, existing, opts).map((p) => [p.code, p.teamId ?? p.venue, p.gameId].filter(Boolean).join(' '));

  it.each([
    { what: 'fits: other teams, another venue, same time', game: { homeTeamId: 'C', awayTeamId: 'E', startsAt: at(0), venue: 'Rink' }, problems: [] },
    { what: 'fits: A after its game and its rest exactly', game: { homeTeamId: 'A', awayTeamId: 'E', startsAt: at(90 * MIN), venue: 'Arena' }, problems: [] },
    { what: 'fits: D before its game with its rest exactly', game: { homeTeamId: 'E', awayTeamId: 'D', startsAt: at(150 * MIN), venue: 'Rink' }, problems: [] },
    { what: 'SAME_TEAM', game: { homeTeamId: 'E', awayTeamId: 'E', startsAt: at(10 * HOUR), venue: 'Arena' }, problems: ['SAME_TEAM E'] },
    { what: 'TEAM_BUSY: the home team overlaps', game: { homeTeamId: 'A', awayTeamId: 'E', startsAt: at(30 * MIN), venue: 'Rink' }, problems: ['TEAM_BUSY A g1'] },
    { what: 'TEAM_BUSY: the away team overlaps, starting earlier', game: { homeTeamId: 'E', awayTeamId: 'C', startsAt: at(3 * HOUR + 1), venue: 'Arena' }, problems: ['TEAM_BUSY C g2'] },
    {
      what: 'TEAM_BUSY: both teams, same venue too',
      game: { homeTeamId: 'B', awayTeamId: 'A', startsAt: at(0), venue: 'Arena' },
      problems: ['TEAM_BUSY B g1', 'TEAM_BUSY A g1', 'VENUE_BUSY Arena g1'],
    },
    { what: 'TOO_LITTLE_REST: after its game', game: { homeTeamId: 'E', awayTeamId: 'B', startsAt: at(90 * MIN - 1), venue: 'Rink' }, problems: ['TOO_LITTLE_REST B g1'] },
    { what: 'TOO_LITTLE_REST: before its game', game: { homeTeamId: 'D', awayTeamId: 'E', startsAt: at(3 * HOUR), venue: 'Arena' }, problems: ['TOO_LITTLE_REST D g2'] },
    { what: 'VENUE_BUSY: other teams overlap at the venue', game: { homeTeamId: 'E', awayTeamId: 'F', startsAt: at(59 * MIN), venue: 'Arena' }, problems: ['VENUE_BUSY Arena g1'] },
    { what: 'the venue free again at the end of the game', game: { homeTeamId: 'E', awayTeamId: 'F', startsAt: at(HOUR), venue: 'Arena' }, problems: [] },
    { what: 'no venue: only the teams are checked', game: { homeTeamId: 'E', awayTeamId: 'F', startsAt: at(0), venue: null }, problems: [] },
  ])('$what → $problems', ({ game, problems }) => {
    expect(codes(game)).toEqual(problems);
  });

  it('no rest required: back to back is fine', () => {
    expect(codes({ homeTeamId: 'A', awayTeamId: 'E', startsAt: at(HOUR) }, { gameLengthMs: HOUR, minRestMs: 0 })).toEqual([]);
    expect(codes({ homeTeamId: 'A', awayTeamId: 'E', startsAt: at(HOUR) }, options)).toEqual(['TOO_LITTLE_REST A g1']);
  });

  it('a reschedule is not checked against itself, but still against the others', () => {
    expect(codes({ id: 'g1', homeTeamId: 'A', awayTeamId: 'B', startsAt: at(15 * MIN), venue: 'Arena' })).toEqual([]);
    expect(codes({ homeTeamId: 'A', awayTeamId: 'B', startsAt: at(15 * MIN), venue: 'Arena' })).toEqual(['TEAM_BUSY A g1', 'TEAM_BUSY B g1', 'VENUE_BUSY Arena g1']);
    expect(codes({ id: 'g1', homeTeamId: 'A', awayTeamId: 'C', startsAt: at(4 * HOUR), venue: 'Rink' })).toEqual(['TEAM_BUSY C g2', 'VENUE_BUSY Rink g2']);
  });

  it("with the competition's time zone, the other game's start is on its clock, not UTC (08:00Z is 04:00 in Halifax)", () => {
    expect(gameProblems({ homeTeamId: 'E', awayTeamId: 'F', startsAt: at(10 * MIN), venue: 'Arena' }, existing, { ...options, timeZone: 'America/Halifax' })).toEqual([
      { code: 'VENUE_BUSY', venue: 'Arena', gameId: 'g1', message: 'Arena already has A v B at 2026-01-10 04:00: the two games would overlap.' },
    ]);
  });

  it('messages name the teams, the other game and the rest an official must allow', () => {
    expect(gameProblems({ homeTeamId: 'E', awayTeamId: 'B', startsAt: at(80 * MIN), venue: 'Rink' }, existing, options)).toEqual([
      {
        code: 'TOO_LITTLE_REST',
        teamId: 'B',
        gameId: 'g1',
        message: `B would have 20 min between this game and its game at ${at(0)} at Arena; at least 30 min of rest is required.`,
      },
    ]);
    expect(gameProblems({ homeTeamId: 'E', awayTeamId: 'A', startsAt: at(30 * MIN), venue: 'Arena' }, existing, options)).toEqual([
      { code: 'TEAM_BUSY', teamId: 'A', gameId: 'g1', message: `A already plays A v B at ${at(0)} at Arena: the two games would overlap.` },
      { code: 'VENUE_BUSY', venue: 'Arena', gameId: 'g1', message: `Arena already has A v B at ${at(0)}: the two games would overlap.` },
    ]);
    expect(gameProblems({ homeTeamId: 'E', awayTeamId: 'E', startsAt: at(10 * HOUR) }, [], options)).toEqual([
      { code: 'SAME_TEAM', teamId: 'E', message: 'E cannot play itself: a game needs two different teams.' },
    ]);
  });

  it.each([
    { what: 'a start that is not a date', run: () => gameProblems({ homeTeamId: 'A', awayTeamId: 'B', startsAt: 'soon' }, [], options) },
    { what: 'a scheduled game whose start is not a date', run: () => gameProblems({ homeTeamId: 'A', awayTeamId: 'B', startsAt: at(0) }, [{ ...existing[0], startsAt: '' }], options) },
    { what: 'a negative game length', run: () => gameProblems({ homeTeamId: 'A', awayTeamId: 'B', startsAt: at(0) }, [], { gameLengthMs: -HOUR, minRestMs: 0 }) },
  ])('refuses $what with a RangeError', ({ run }) => {
    expect(run).toThrow(RangeError);
  });
});

describe('properties, over random divisions and slot grids', () => {
  const requests = fc
    .record({
      n: fc.integer({ min: 2, max: 10 }),
      rounds: fc.constantFrom('ONCE', 'TWICE'),
      venues: fc.integer({ min: 1, max: 3 }),
      stepMin: fc.constantFrom(15, 30, 45, 60, 90, 120),
      times: fc.integer({ min: 1, max: 60 }),
      lengthMin: fc.integer({ min: 20, max: 120 }),
      restMin: fc.integer({ min: 0, max: 240 }),
      keep: fc.array(fc.boolean(), { minLength: 180, maxLength: 180 }),
      seed: fc.nat(),
    })
    .map(({ n, rounds, venues, stepMin, times, lengthMin, restMin, keep, seed }): ScheduleRequest => {
      const all = grid(every(stepMin * MIN, times), ['North', 'South', 'East'].slice(0, venues));
      // some slots missing, the rest in a scrambled order
      const slots = all.filter((_, i) => keep[i % keep.length]).sort((a, b) => hash(a, seed) - hash(b, seed) || 0);
      return { teamIds: teams(n), rounds, slots, gameLengthMs: lengthMin * MIN, minRestMs: restMin * MIN };
    });

  it('every placed game keeps its teams and venue free and its teams rested, in a slot of its own', () => {
    fc.assert(
      fc.property(requests, (req) => {
        const { games } = planRoundRobin(req);
        const slotKeys = new Set(req.slots.map((s) => `${s.startsAt} ${s.venue}`));
        const usedKeys = games.map((g) => `${g.startsAt} ${g.venue}`);
        expect(usedKeys.filter((k) => !slotKeys.has(k))).toEqual([]);
        expect(new Set(usedKeys).size).toBe(usedKeys.length);
        for (let i = 0; i < games.length; i++) {
          for (let j = i + 1; j < games.length; j++) {
            const a = games[i];
            const b = games[j];
            const apart = Math.abs(Date.parse(a.startsAt) - Date.parse(b.startsAt));
            const shared = [a.homeTeamId, a.awayTeamId].filter((t) => t === b.homeTeamId || t === b.awayTeamId);
            if (shared.length) expect(apart).toBeGreaterThanOrEqual(req.gameLengthMs + req.minRestMs);
            if (a.venue === b.venue) expect(apart).toBeGreaterThanOrEqual(req.gameLengthMs);
          }
        }
        // and the hand-edit check agrees with the placement
        const scheduled = games.map((g, i) => ({ ...g, id: `g${i}` }));
        for (const g of scheduled) expect(gameProblems(g, scheduled, req)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('every pair appears the right number of times among the placed and the left-out games', () => {
    fc.assert(
      fc.property(requests, (req) => {
        const { games, problems } = planRoundRobin(req);
        expect(problems.filter((p) => p.code !== 'NOT_ENOUGH_SLOTS')).toEqual([]);
        const left = problems.map((p) => ({ homeTeamId: p.teamId!, awayTeamId: p.otherTeamId! }));
        const all = [...games, ...left];
        const n = req.teamIds.length;
        const pairs = (n * (n - 1)) / 2;
        expect(all).toHaveLength(req.rounds === 'ONCE' ? pairs : 2 * pairs);
        const seen = new Map<string, number>();
        // ONCE: each unordered pair once; TWICE: each ordered (home, away) pair once
        for (const g of all) {
          const key = req.rounds === 'ONCE' ? pairKey(g.homeTeamId, g.awayTeamId) : `${g.homeTeamId}>${g.awayTeamId}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
        expect(seen.size).toBe(all.length);
        for (const g of all) expect(req.teamIds).toEqual(expect.arrayContaining([g.homeTeamId, g.awayTeamId]));
      }),
      { numRuns: 150 },
    );
  });

  it('one venue with slots a game and a rest apart, as many as games: everything is placed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.constantFrom('ONCE', 'TWICE'), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 0, max: 180 }), (n, rounds, lengthMin, restMin) => {
        const count = ((n * (n - 1)) / 2) * (rounds === 'ONCE' ? 1 : 2);
        const slots = grid(every((lengthMin + restMin) * MIN, count));
        const { games, problems } = planRoundRobin({ teamIds: teams(n), rounds, slots, gameLengthMs: lengthMin * MIN, minRestMs: restMin * MIN });
        expect(problems).toEqual([]);
        expect(games).toHaveLength(count);
      }),
    );
  });

  it('pairings for 2–10 teams: balanced homes, each team once per round at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.constantFrom('ONCE', 'TWICE'), (n, rounds) => {
        const ids = teams(n);
        const games = roundRobinPairings(ids, rounds);
        for (const t of ids) {
          const diff = homes(games, t) - aways(games, t);
          expect(Math.abs(diff)).toBeLessThanOrEqual(rounds === 'TWICE' ? 0 : 1);
        }
        const perRound = new Map<number, string[]>();
        for (const g of games) perRound.set(g.round, [...(perRound.get(g.round) ?? []), g.homeTeamId, g.awayTeamId]);
        for (const playing of perRound.values()) expect(new Set(playing).size).toBe(playing.length);
      }),
    );
  });
});

/**
 * The placement rule as planRoundRobin states it, tried the slow way: each pairing in turn takes the
 * first slot, in start order, that gameProblems accepts against the games placed before it. This is
 * what the generator did before it indexed teams and venues (its cost grew with the cube of the
 * games), so the fast one must place exactly the same games in exactly the same slots.
 */
function placeTheSlowWay(req: ScheduleRequest): { games: PlannedGame[]; left: string[] } {
  const slots = [...req.slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const games: PlannedGame[] = [];
  const left: string[] = [];
  for (const p of roundRobinPairings(req.teamIds, req.rounds)) {
    const placed = games.map((g, i) => ({ ...g, id: `g${i}` }));
    const slot = slots.find((s) => gameProblems({ ...p, startsAt: s.startsAt, venue: s.venue }, placed, req).length === 0);
    if (slot) games.push({ ...p, startsAt: slot.startsAt, venue: slot.venue });
    else left.push(`${p.homeTeamId} v ${p.awayTeamId}`);
  }
  return { games, left };
}

describe('planRoundRobin places what the rule, tried slot by slot, places', () => {
  /** Slots anywhere in a few days, minutes apart or not, several at one start, some given twice. */
  const irregular = fc.record({
    n: fc.integer({ min: 2, max: 8 }),
    rounds: fc.constantFrom('ONCE', 'TWICE'),
    slots: fc.array(fc.record({ minute: fc.integer({ min: 0, max: 3 * 24 * 60 }), venue: fc.constantFrom('North', 'South', 'East', '') }), { maxLength: 80 }),
    twice: fc.array(fc.nat(), { maxLength: 10 }),
    lengthMin: fc.integer({ min: 1, max: 150 }),
    restMin: fc.constantFrom(0, 0, 1, 15, 30, 59, 60, 90, 240, 24 * 60),
  });

  it('random slots, games and rests: the same games in the same slots, and the same pairs left out', () => {
    fc.assert(
      fc.property(irregular, ({ n, rounds, slots, twice, lengthMin, restMin }) => {
        const given = slots.map((s) => ({ startsAt: at(s.minute * MIN), venue: s.venue }));
        const repeated = given.length ? twice.map((i) => given[i % given.length]) : [];
        const req: ScheduleRequest = { teamIds: teams(n), rounds, slots: [...given, ...repeated], gameLengthMs: lengthMin * MIN, minRestMs: restMin * MIN };
        const fast = planRoundRobin(req);
        const slow = placeTheSlowWay(req);
        expect(fast.games).toEqual(slow.games);
        expect(fast.problems.map((p) => `${p.teamId} v ${p.otherTeamId}`)).toEqual(slow.left);
      }),
      { numRuns: 200 },
    );
  });

  it('the generated test grids too (slots dropped and scrambled)', () => {
    const grids = fc.record({
      n: fc.integer({ min: 2, max: 7 }),
      rounds: fc.constantFrom('ONCE', 'TWICE'),
      venues: fc.integer({ min: 1, max: 3 }),
      stepMin: fc.constantFrom(15, 30, 45, 60, 90),
      times: fc.integer({ min: 1, max: 24 }),
      lengthMin: fc.integer({ min: 20, max: 120 }),
      restMin: fc.integer({ min: 0, max: 240 }),
      seed: fc.nat(),
    });
    fc.assert(
      fc.property(grids, ({ n, rounds, venues, stepMin, times, lengthMin, restMin, seed }) => {
        const slots = grid(every(stepMin * MIN, times), ['North', 'South', 'East'].slice(0, venues)).sort((a, b) => hash(a, seed) - hash(b, seed));
        const req: ScheduleRequest = { teamIds: teams(n), rounds, slots, gameLengthMs: lengthMin * MIN, minRestMs: restMin * MIN };
        expect(planRoundRobin(req).games).toEqual(placeTheSlowWay(req).games);
      }),
      { numRuns: 60 },
    );
  });
});

describe('scheduleProblems: many games checked against the scheduled ones at once', () => {
  const gameAt = fc.record({
    home: fc.integer({ min: 1, max: 6 }),
    away: fc.integer({ min: 1, max: 6 }),
    minute: fc.integer({ min: 0, max: 12 * 60 }),
    venue: fc.constantFrom('Arena', 'Rink', '', null),
  });

  it('says what gameProblems says for each game in turn, in the same order', () => {
    fc.assert(
      fc.property(
        fc.array(gameAt, { maxLength: 25 }),
        fc.array(gameAt, { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom(0, 10, 60, 180),
        (checked, scheduled, moved, lengthMin, restMin) => {
          const existing = scheduled.map((g, i) => ({ id: `g${i}`, homeTeamId: `t${g.home}`, awayTeamId: `t${g.away}`, startsAt: at(g.minute * MIN), venue: g.venue }));
          const games: Array<Parameters<typeof scheduleProblems>[0][number]> = checked.map((g) => ({
            homeTeamId: `t${g.home}`,
            awayTeamId: `t${g.away}`,
            startsAt: at(g.minute * MIN),
            venue: g.venue,
          }));
          // some of them reschedules of a scheduled game, which is not checked against itself
          if (existing.length)
            for (const i of moved) games.push({ ...(games[i % Math.max(games.length, 1)] ?? { homeTeamId: 't1', awayTeamId: 't2', startsAt: at(0) }), id: `g${i % existing.length}` });
          const options = { gameLengthMs: lengthMin * MIN, minRestMs: restMin * MIN };
          expect(scheduleProblems(games, existing, options)).toEqual(games.flatMap((g) => gameProblems(g, existing, options)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses what gameProblems refuses', () => {
    const options = { gameLengthMs: HOUR, minRestMs: 0 };
    expect(() => scheduleProblems([{ homeTeamId: 'A', awayTeamId: 'B', startsAt: 'soon' }], [], options)).toThrow(RangeError);
    expect(() => scheduleProblems([], [{ id: 'g1', homeTeamId: 'A', awayTeamId: 'B', startsAt: '' }], options)).toThrow(RangeError);
    expect(() => scheduleProblems([], [], { gameLengthMs: 0, minRestMs: 0 })).toThrow(RangeError);
  });
});

describe('a season at the size a real league plays, at the slot bound', () => {
  /**
   * Checks the rules by sorting, not by comparing every pair of games: each team's games a game
   * and a rest apart, each venue's a game apart, each slot used once, each pair the right number
   * of times.
   */
  function expectRulesKept(req: ScheduleRequest, games: PlannedGame[]) {
    const apart = (starts: number[], gap: number) => {
      starts.sort((a, b) => a - b);
      for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(gap);
    };
    const of = (key: (g: PlannedGame) => string[]) => {
      const by = new Map<string, number[]>();
      for (const g of games)
        for (const k of key(g))
          by.set(k, by.get(k) ?? [])
            .get(k)!
            .push(Date.parse(g.startsAt));
      return [...by.values()];
    };
    for (const starts of of((g) => [g.homeTeamId, g.awayTeamId])) apart(starts, req.gameLengthMs + req.minRestMs);
    for (const starts of of((g) => [g.venue])) apart(starts, req.gameLengthMs);
    const slotKeys = new Set(req.slots.map((s) => `${s.startsAt} ${s.venue}`));
    const used = games.map((g) => `${g.startsAt} ${g.venue}`);
    expect(used.filter((k) => !slotKeys.has(k))).toEqual([]);
    expect(new Set(used).size).toBe(used.length);
    const pairs = new Set(games.map((g) => (req.rounds === 'ONCE' ? pairKey(g.homeTeamId, g.awayTeamId) : `${g.homeTeamId}>${g.awayTeamId}`)));
    expect(pairs.size).toBe(games.length);
  }

  it.each([
    { what: '24 teams meeting twice (552 games), 4 rinks, 2 h rest', n: 24, rounds: 'TWICE' as const, venues: 4, restMin: 120 },
    { what: '20 teams meeting twice (380 games), 2 rinks, no rest', n: 20, rounds: 'TWICE' as const, venues: 2, restMin: 0 },
    { what: '45 teams meeting once (990 games), 5 rinks, 1 h rest', n: 45, rounds: 'ONCE' as const, venues: 5, restMin: 60 },
    { what: '45 teams meeting twice (1,980 games), 8 rinks, no rest', n: 45, rounds: 'TWICE' as const, venues: 8, restMin: 0 },
  ])('$what on 2,000 slots: every game placed, the rules kept, in well under a second', ({ n, rounds, venues, restMin }) => {
    const slots = grid(every(75 * MIN, Math.ceil(2000 / venues)), ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].slice(0, venues)).slice(0, 2000);
    const req: ScheduleRequest = { teamIds: teams(n), rounds, slots, gameLengthMs: HOUR, minRestMs: restMin * MIN };
    const started = performance.now();
    const { games, problems } = planRoundRobin(req);
    const took = performance.now() - started;
    expect(problems).toEqual([]);
    expect(games).toHaveLength(((n * (n - 1)) / 2) * (rounds === 'ONCE' ? 1 : 2));
    expectRulesKept(req, games);
    // Tens of milliseconds; the slot-by-slot search took 30 s for 380 games. Generous for a busy machine.
    expect(took).toBeLessThan(1000);
  });

  it('2,000 slots that cannot hold the season: the left-out pairs are named, fast', () => {
    const slots = grid(every(30 * MIN, 1000), ['A', 'B']);
    const req: ScheduleRequest = { teamIds: teams(45), rounds: 'TWICE', slots, gameLengthMs: HOUR, minRestMs: 0 };
    const started = performance.now();
    const { games, problems } = planRoundRobin(req);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(games.length + problems.length).toBe(1980);
    expect(problems.length).toBeGreaterThan(0);
    expectRulesKept(req, games);
  });
});

/** A cheap deterministic scramble of slot order. */
function hash(s: Slot, seed: number): number {
  let h = seed | 0;
  for (const c of `${s.startsAt}${s.venue}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}
