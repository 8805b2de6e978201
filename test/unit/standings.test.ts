// Over 400 lines: the tie-breaker tables of every rulebook, each criterion's rows beside the chains that use it.
import type { GameStatus, RulesetPreset } from '../../src/domain/enums';
import type { GraphQLEnumType } from 'graphql';
import { isTiebreakCriterion, TIEBREAK_CRITERIA } from '../../src/domain/tiebreakers';
import { getSchema } from '../../src/graphql/schema';
import { tiebreakCriterionOf } from '../../src/graphql/standings/types';
import { type CoinToss, type StandingsGame, type StandingsInput, type StandingsRow, standings, TIEBREAK_CHAINS, type TiebreakCriterion } from '../../src/domain/standings';

/*
 * The standings engine against the rulebooks' standings lines and rulings R1–R9. Tied teams are
 * named so that their expected order is the reverse of their ids: a criterion that fails to separate
 * them leaves them in id order (R6) and the test fails.
 */

const X = 'wolves';
const Y = 'lynx';
const Z = 'bears';
/** an opponent outside the division: its games count for the division's team only */
const OUT = 'outsiders';
const START = '2026-01-10T18:00:00.000Z';

function game(home: string, away: string, homeScore: number, awayScore: number, more: Partial<StandingsGame> = {}): StandingsGame {
  return {
    id: `${home}-${away}-${homeScore}-${awayScore}`,
    homeTeamId: home,
    awayTeamId: away,
    status: 'FINAL',
    homeScore,
    awayScore,
    decision: 'REGULATION',
    startsAt: START,
    homePenaltyMinutes: 0,
    awayPenaltyMinutes: 0,
    homePenalties: 0,
    awayPenalties: 0,
    homeFirstGoalElapsedMs: homeScore > 0 ? 60_000 : null,
    awayFirstGoalElapsedMs: awayScore > 0 ? 60_000 : null,
    ...more,
  };
}
// A team's result against the outsiders.
const W = (t: string, gf = 1, ga = 0, more: Partial<StandingsGame> = {}) => game(t, OUT, gf, ga, more);
const L = (t: string) => game(t, OUT, 0, 1);
const T = (t: string) => game(t, OUT, 1, 1);
const OTW = (t: string) => game(t, OUT, 2, 1, { decision: 'OVERTIME' });
const OTL = (t: string) => game(t, OUT, 1, 2, { decision: 'OVERTIME' });
const SOW = (t: string) => game(t, OUT, 2, 1, { decision: 'SHOOTOUT' });
/** a win with `minutes` charged in the records over `count` penalties (minors, unless told) */
const pims = (t: string, minutes: number, count = minutes / 2) => W(t, 1, 0, { homePenaltyMinutes: minutes, homePenalties: count });

const run = (preset: RulesetPreset, teamIds: string[], games: StandingsGame[], more: Partial<StandingsInput> = {}) => standings({ preset, teamIds, games, ...more });
/** each row as [team, why it is above the next] */
const why = (rows: StandingsRow[]) => rows.map((r) => [r.teamId, r.tiebreak]);
const two = (c: TiebreakCriterion) => [
  [X, c],
  [Y, null],
];
const three = (c: TiebreakCriterion) => [
  [X, c],
  [Y, c],
  [Z, null],
];

// Fixtures: teams level on points and on every criterion before the one named, X best.
const F = {
  mostWins2: (win: (t: string) => StandingsGame, level: (t: string) => StandingsGame) => [win(X), L(X), level(Y), level(Y)],
  mostWins3: (win: (t: string) => StandingsGame, level: (t: string) => StandingsGame) => [win(X), win(X), L(X), L(X), win(Y), level(Y), level(Y), L(Y), level(Z), level(Z), level(Z), level(Z)],
  /** X beat Y; each won and lost once, 3–3 in goals */
  h2h2: () => [game(X, Y, 2, 1), game(X, OUT, 1, 2), game(Y, OUT, 2, 1)],
  /** X beat Y and Z, Y beat Z, all 1–0; the outsiders even up wins, goals and points */
  h2h3: () => [game(X, Y, 1, 0), game(X, Z, 1, 0), game(Y, Z, 1, 0), L(X), L(X), W(Y), L(Y), W(Z), W(Z)],
  /** goals against equal, goal difference X +2, Y +1, Z 0… */
  gd2: () => [W(X, 3, 1), W(Y, 2, 1)],
  gd3: () => [W(X, 4, 1), W(Y, 3, 1), W(Z, 2, 1)],
  /**
   * R30: split 1–1 between them (X 3–1, Y 1–0), goals against level: X +1 in their games though Y's
   * tournament goal difference (+9 against the outsiders) is far better
   */
  h2hGd2: () => [game(X, Y, 3, 1), game(Y, X, 1, 0), W(X, 2, 1), W(Y, 10, 0)],
  /** R30: a cycle (X 3–1 Z, Z 2–1 Y, Y 1–0 X), goals against level: X +1, Y 0, Z −1 among them; Z +9, X +2, Y +1 overall */
  h2hGd3: () => [game(X, Z, 3, 1), game(Z, Y, 2, 1), game(Y, X, 1, 0), W(X, 3, 2), W(Y, 3, 2), W(Z, 10, 0)],
  /** goal difference equal, fewer goals against (and fewer goals for) ranks X first */
  ga2: () => [W(X, 2, 1), W(Y, 3, 2)],
  ga3: () => [W(X, 2, 1), W(Y, 3, 2), W(Z, 4, 3)],
  /** goal difference equal, more goals for (and more against) ranks X first */
  gf2: () => [W(X, 3, 2), W(Y, 2, 1)],
  gf3: () => [W(X, 4, 3), W(Y, 3, 2), W(Z, 2, 1)],
  pim2: () => [pims(X, 2), pims(Y, 4)],
  pim3: () => [pims(X, 2), pims(Y, 4), pims(Z, 6)],
  /** X's game started first, though Y scored sooner into its game */
  firstGoal2: () => [W(X, 1, 0, { startsAt: '2026-01-10T10:00:00.000Z', homeFirstGoalElapsedMs: 900_000 }), W(Y, 1, 0, { startsAt: '2026-01-10T12:00:00.000Z', homeFirstGoalElapsedMs: 30_000 })],
  /** X's game first; Y and Z in games at the same time, Y sooner into it */
  firstGoal3: () => [
    W(X, 1, 0, { startsAt: '2026-01-10T10:00:00.000Z', homeFirstGoalElapsedMs: 900_000 }),
    W(Y, 1, 0, { startsAt: '2026-01-10T12:00:00.000Z', homeFirstGoalElapsedMs: 30_000 }),
    W(Z, 1, 0, { startsAt: '2026-01-10T12:00:00.000Z', homeFirstGoalElapsedMs: 90_000 }),
  ],
  /** identical records */
  same2: () => [W(X), W(Y)],
  same3: () => [W(X), W(Y), W(Z)],
};

interface Case {
  what: string;
  preset: RulesetPreset;
  games: StandingsGame[];
  expected: unknown[][];
  coinTosses?: CoinToss[];
}
const teamsOf = (c: Case) => (c.expected.length === 3 ? [Z, Y, X] : [Y, X]);

function chainCases(): Case[] {
  const ch = 'COLE_HARBOUR_CLASSIC';
  const bhi = 'BHI_5ON5';
  const leagues: RulesetPreset[] = ['WINTER_LEAGUE_5ON5', 'WINTER_LEAGUE_3ON3'];
  return [
    // Cole Harbour "Most wins. Head to head (tie between two teams only) Goals for minus goals against. Least goals against. Least penalized team. Time of first goal scored in tournament"
    { what: 'Cole Harbour "Most wins", two teams', preset: ch, games: F.mostWins2(W, T), expected: two('MOST_WINS') },
    { what: 'Cole Harbour "Most wins", three teams', preset: ch, games: F.mostWins3(W, T), expected: three('MOST_WINS') },
    { what: 'Cole Harbour "Head to head (tie between two teams only)" (R2)', preset: ch, games: F.h2h2(), expected: two('HEAD_TO_HEAD') },
    { what: 'Cole Harbour "Goals for minus goals against", two teams that never met', preset: ch, games: F.gd2(), expected: two('GOAL_DIFFERENCE') },
    { what: 'Cole Harbour "Goals for minus goals against", three teams', preset: ch, games: F.gd3(), expected: three('GOAL_DIFFERENCE') },
    { what: 'Cole Harbour "Least goals against", two teams', preset: ch, games: F.ga2(), expected: two('FEWEST_GOALS_AGAINST') },
    { what: 'Cole Harbour "Least goals against", three teams', preset: ch, games: F.ga3(), expected: three('FEWEST_GOALS_AGAINST') },
    { what: 'Cole Harbour "Least penalized team" (R4), two teams', preset: ch, games: F.pim2(), expected: two('LEAST_PENALIZED') },
    { what: 'Cole Harbour "Least penalized team" (R4), three teams', preset: ch, games: F.pim3(), expected: three('LEAST_PENALIZED') },
    { what: 'Cole Harbour "Time of first goal scored in tournament" (R5): the earlier game first', preset: ch, games: F.firstGoal2(), expected: two('FIRST_GOAL_TIME') },
    { what: 'Cole Harbour "Time of first goal scored in tournament" (R5): then the elapsed time', preset: ch, games: F.firstGoal3(), expected: three('FIRST_GOAL_TIME') },
    {
      what: 'Cole Harbour "Time of first goal scored in tournament" (R5): a team with no goal time ranks below one with a goal, however late',
      preset: ch,
      games: [W(X, 1, 0, { startsAt: '2026-01-10T20:00:00.000Z', homeFirstGoalElapsedMs: 2_399_000 }), W(Y, 1, 0, { startsAt: '2026-01-10T08:00:00.000Z', homeFirstGoalElapsedMs: null })],
      expected: two('FIRST_GOAL_TIME'),
    },

    // BHI "1. The team with the most wins 2. Head to Head record 3. The team with the least “goals against” 4. The goal differential between the tied team 5. Team with lease amount of penalties 6. Coin toss"
    { what: 'BHI "The team with the most wins", two teams', preset: bhi, games: F.mostWins2(W, T), expected: two('MOST_WINS') },
    { what: 'BHI "The team with the most wins", three teams', preset: bhi, games: F.mostWins3(W, T), expected: three('MOST_WINS') },
    { what: 'BHI "Head to Head record", two teams (R2)', preset: bhi, games: F.h2h2(), expected: two('HEAD_TO_HEAD') },
    { what: 'BHI "Head to Head record", three teams: mini-table (R3)', preset: bhi, games: F.h2h3(), expected: three('HEAD_TO_HEAD') },
    { what: 'BHI "least goals against" comes before goal differential, two teams', preset: bhi, games: [W(X, 1, 0), W(Y, 5, 1)], expected: two('FEWEST_GOALS_AGAINST') },
    { what: 'BHI "least goals against", three teams', preset: bhi, games: F.ga3(), expected: three('FEWEST_GOALS_AGAINST') },
    { what: 'BHI "The goal differential between the tied team" (R30): in the games between them, two teams', preset: bhi, games: F.h2hGd2(), expected: two('HEAD_TO_HEAD_GOAL_DIFFERENCE') },
    { what: 'BHI "The goal differential between the tied team" (R30): in the games among them, three teams', preset: bhi, games: F.h2hGd3(), expected: three('HEAD_TO_HEAD_GOAL_DIFFERENCE') },
    { what: 'BHI "lease amount of penalties" (R31: penalties counted), two teams', preset: bhi, games: F.pim2(), expected: two('LEAST_PENALIZED') },
    { what: 'BHI "lease amount of penalties" (R31: penalties counted), three teams', preset: bhi, games: F.pim3(), expected: three('LEAST_PENALIZED') },
    { what: 'BHI "Coin toss" recorded (R6), two teams', preset: bhi, games: F.same2(), coinTosses: [{ order: [X, Y] }], expected: two('COIN_TOSS') },
    { what: 'BHI "Coin toss" recorded (R6), three teams', preset: bhi, games: F.same3(), coinTosses: [{ order: [X, Y, Z] }], expected: three('COIN_TOSS') },

    // §13 "a) Most wins total b) Record between tied teams. c) Goal differential for season (+/-). d) Total goals scored for the season. e) Fewest goals allowed"
    // (e never separates: with c and d equal, goals allowed are equal too.)
    ...leagues.flatMap((preset): Case[] => [
      { what: `${preset} §13 a) "Most wins total", two teams`, preset, games: F.mostWins2(W, OTL), expected: two('MOST_WINS') },
      { what: `${preset} §13 a) "Most wins total", three teams`, preset, games: F.mostWins3(W, OTL), expected: three('MOST_WINS') },
      { what: `${preset} §13 b) "Record between tied teams", two teams (R2)`, preset, games: F.h2h2(), expected: two('HEAD_TO_HEAD') },
      { what: `${preset} §13 b) "Record between tied teams", three teams (R3)`, preset, games: F.h2h3(), expected: three('HEAD_TO_HEAD') },
      { what: `${preset} §13 c) "Goal differential for season", two teams`, preset, games: F.gd2(), expected: two('GOAL_DIFFERENCE') },
      { what: `${preset} §13 c) "Goal differential for season", three teams`, preset, games: F.gd3(), expected: three('GOAL_DIFFERENCE') },
      { what: `${preset} §13 d) "Total goals scored" before e) "Fewest goals allowed", two teams`, preset, games: F.gf2(), expected: two('GOALS_FOR') },
      { what: `${preset} §13 d) "Total goals scored", three teams`, preset, games: F.gf3(), expected: three('GOALS_FOR') },
    ]),

    // IIHF: points, then among the tied teams only: points, goal difference, goals scored in the games between them
    { what: 'IIHF: the game between two tied teams', preset: 'IIHF', games: F.h2h2(), expected: two('HEAD_TO_HEAD') },
    { what: 'IIHF: points in the games between three tied teams', preset: 'IIHF', games: F.h2h3(), expected: three('HEAD_TO_HEAD') },
    { what: 'IIHF: goal difference in the games between two teams that won one each', preset: 'IIHF', games: [game(X, Y, 4, 1), game(Y, X, 2, 1)], expected: two('HEAD_TO_HEAD_GOAL_DIFFERENCE') },
    { what: 'IIHF: goal difference in the games between three teams', preset: 'IIHF', games: [game(X, Y, 3, 0), game(Y, Z, 3, 0), game(Z, X, 1, 0)], expected: three('HEAD_TO_HEAD_GOAL_DIFFERENCE') },
    // (Two teams level on goal difference between them scored the same goals in those games.)
    { what: 'IIHF: goals scored in the games between three teams', preset: 'IIHF', games: [game(X, Y, 3, 2), game(Y, Z, 1, 0), game(Z, X, 2, 1)], expected: three('HEAD_TO_HEAD_GOALS_FOR') },

    // NHL: fewer games played (points percentage), regulation wins, regulation and overtime wins,
    { what: 'NHL points percentage: level on points, one game fewer', preset: 'NHL', games: [W(X), OTL(Y), OTL(Y)], expected: two('POINTS_PERCENTAGE') },
    { what: 'NHL points percentage, three teams', preset: 'NHL', games: [W(X), W(X), W(Y), OTL(Y), OTL(Y), OTL(Z), OTL(Z), OTL(Z), OTL(Z)], expected: three('POINTS_PERCENTAGE') },
    // then regulation and overtime wins, total wins, points between the tied clubs, goal differential, goals for
    { what: 'NHL regulation wins, two teams', preset: 'NHL', games: [W(X), L(X), SOW(Y), L(Y)], expected: two('REGULATION_WINS') },
    { what: 'NHL regulation wins, three teams', preset: 'NHL', games: [W(X), W(X), L(X), W(Y), SOW(Y), L(Y), SOW(Z), SOW(Z), L(Z)], expected: three('REGULATION_WINS') },
    { what: 'NHL wins excluding shootouts, two teams', preset: 'NHL', games: [OTW(X), L(X), SOW(Y), L(Y)], expected: two('REGULATION_AND_OVERTIME_WINS') },
    { what: 'NHL wins excluding shootouts, three teams', preset: 'NHL', games: [OTW(X), OTW(X), OTW(Y), SOW(Y), SOW(Z), SOW(Z)], expected: three('REGULATION_AND_OVERTIME_WINS') },
    { what: 'NHL total wins, two teams', preset: 'NHL', games: F.mostWins2(SOW, OTL), expected: two('MOST_WINS') },
    { what: 'NHL total wins, three teams', preset: 'NHL', games: F.mostWins3(SOW, OTL), expected: three('MOST_WINS') },
    { what: 'NHL points between the tied clubs, two teams', preset: 'NHL', games: F.h2h2(), expected: two('HEAD_TO_HEAD') },
    { what: 'NHL points between the tied clubs, three teams', preset: 'NHL', games: F.h2h3(), expected: three('HEAD_TO_HEAD') },
    { what: 'NHL goal differential, two teams', preset: 'NHL', games: F.gd2(), expected: two('GOAL_DIFFERENCE') },
    { what: 'NHL goal differential, three teams', preset: 'NHL', games: F.gd3(), expected: three('GOAL_DIFFERENCE') },
    { what: 'NHL goals for, two teams', preset: 'NHL', games: F.gf2(), expected: two('GOALS_FOR') },
    { what: 'NHL goals for, three teams', preset: 'NHL', games: F.gf3(), expected: three('GOALS_FOR') },
  ];
}

describe('each criterion of each chain, deciding after the ones before it are level (R7 names it)', () => {
  it.each(chainCases())('$what', (c) => {
    const rows = run(c.preset, teamsOf(c), c.games, { coinTosses: c.coinTosses });
    expect(new Set(rows.map((r) => r.points)).size).toBe(1); // the fixture: level on points
    expect(why(rows)).toEqual(c.expected);
    expect(rows.map((r) => [r.rank, r.unresolvedWithNext])).toEqual(c.expected.map((_, i) => [i + 1, false]));
  });
});

describe('StandingsRow.tiebreakCriterion: the String tiebreak as the TiebreakCriterion enum', () => {
  const criterion = getSchema().getType('TiebreakCriterion') as GraphQLEnumType;
  /** Every tie the cases decide, and the IIHF one decided against the best-ranked team outside. */
  const decided = () => {
    const V = 'vipers';
    const outside = [game(X, Y, 2, 1), game(Y, X, 2, 1), game(X, Z, 1, 0), game(Z, Y, 1, 0), game(Y, V, 1, 0), game(V, X, 1, 0), game(Z, V, 1, 0), game(Z, V, 2, 0)];
    return [...chainCases().flatMap((c) => run(c.preset, teamsOf(c), c.games, { coinTosses: c.coinTosses })), ...run('IIHF', [V, X, Y, Z], outside)];
  };

  it('maps every tie-breaker the standings name, each kind of tie among them, to the enum value of the same name', () => {
    const rows = decided();
    const kinds = new Set(rows.flatMap((r) => (r.tiebreak ? [r.tiebreak] : [])));
    // Each criterion decides at least one tie here: the mapping is proven for every kind.
    expect([...kinds].sort()).toEqual([...TIEBREAK_CRITERIA].sort());
    for (const row of rows) {
      const mapped = tiebreakCriterionOf(row.tiebreak);
      expect(mapped).toBe(row.tiebreak);
      if (mapped !== null) expect(criterion.serialize(mapped)).toBe(row.tiebreak);
    }
    // And the enum has exactly the criteria: none the standings could name is missing.
    expect(
      criterion
        .getValues()
        .map((v) => v.name)
        .sort(),
    ).toEqual([...TIEBREAK_CRITERIA].sort());
  });

  it('is null where no tie-breaker separated the row: points apart, the last row, or still level for a coin toss', () => {
    expect(tiebreakCriterionOf(null)).toBeNull();
    const unresolved = run('WINTER_LEAGUE_5ON5', [Y, X], F.same2());
    expect(unresolved.map((r) => [r.unresolvedWithNext, tiebreakCriterionOf(r.tiebreak)])).toEqual([
      [true, null],
      [false, null],
    ]);
  });

  it('refuses, as a bug, a tie-breaker name that is not a criterion', () => {
    expect(() => tiebreakCriterionOf('ALPHABETICAL')).toThrow('not a TiebreakCriterion');
  });
});

describe('IIHF: results against the best-ranked team outside the tie, then the next (IIHF 2023–24, after the games among the tied teams)', () => {
  const V = 'vipers';
  it('two teams level in their own games: the better result against the best-ranked team outside decides', () => {
    // X and Y won one each, 2–1: level in points, goal difference and goals among themselves.
    const games = [game(X, Y, 2, 1), game(Y, X, 2, 1), game(X, Z, 1, 0), game(Z, Y, 1, 0), game(Y, V, 1, 0), game(V, X, 1, 0), game(Z, V, 1, 0), game(Z, V, 2, 0)];
    const rows = run('IIHF', [V, X, Y, Z], games);
    expect(rows.map((r) => [r.teamId, r.points, r.tiebreak])).toEqual([
      [Z, 9, null],
      [X, 6, 'RESULTS_AGAINST_BEST_OUTSIDE'],
      [Y, 6, null],
      [V, 3, null],
    ]);
  });

  it('level against the best-ranked team outside too: the next-ranked one decides', () => {
    const games = [game(X, Y, 2, 1), game(Y, X, 2, 1), game(Z, X, 1, 0), game(Z, Y, 1, 0), game(X, V, 1, 0), game(V, Y, 1, 0), game(Y, OUT, 1, 0), game(Z, OUT, 1, 0)];
    const rows = run('IIHF', [V, X, Y, Z], games);
    expect(rows.map((r) => [r.teamId, r.points, r.tiebreak])).toEqual([
      [Z, 9, null],
      [X, 6, 'RESULTS_AGAINST_BEST_OUTSIDE'],
      [Y, 6, null],
      [V, 3, null],
    ]);
  });

  it('the same results against every team outside: still level, reported unresolved (R6: no sport ranking here)', () => {
    const games = [game(X, Y, 2, 1), game(Y, X, 2, 1), game(X, Z, 1, 0), game(Y, Z, 1, 0)];
    const rows = run('IIHF', [X, Y, Z], games);
    expect(rows.map((r) => [r.teamId, r.rank, r.unresolvedWithNext])).toEqual([
      [Y, 1, true],
      [X, 1, false],
      [Z, 3, false],
    ]);
  });
});

describe('the chains as data', () => {
  it.each([
    ['COLE_HARBOUR_CLASSIC', ['MOST_WINS', 'HEAD_TO_HEAD', 'GOAL_DIFFERENCE', 'FEWEST_GOALS_AGAINST', 'LEAST_PENALIZED', 'FIRST_GOAL_TIME'], 'Time of first goal scored in tournament'],
    ['BHI_5ON5', ['MOST_WINS', 'HEAD_TO_HEAD', 'FEWEST_GOALS_AGAINST', 'HEAD_TO_HEAD_GOAL_DIFFERENCE', 'LEAST_PENALIZED', 'COIN_TOSS'], '6. Coin toss'],
    ['WINTER_LEAGUE_5ON5', ['MOST_WINS', 'HEAD_TO_HEAD', 'GOAL_DIFFERENCE', 'GOALS_FOR', 'FEWEST_GOALS_AGAINST'], 'e) Fewest goals allowed for the season.'],
    ['WINTER_LEAGUE_3ON3', ['MOST_WINS', 'HEAD_TO_HEAD', 'GOAL_DIFFERENCE', 'GOALS_FOR', 'FEWEST_GOALS_AGAINST'], 'b) Record between tied teams.'],
    ['IIHF', ['HEAD_TO_HEAD', 'HEAD_TO_HEAD_GOAL_DIFFERENCE', 'HEAD_TO_HEAD_GOALS_FOR', 'RESULTS_AGAINST_BEST_OUTSIDE'], 'best-ranked team outside the tie'],
    ['NHL', ['POINTS_PERCENTAGE', 'REGULATION_WINS', 'REGULATION_AND_OVERTIME_WINS', 'MOST_WINS', 'HEAD_TO_HEAD', 'GOAL_DIFFERENCE', 'GOALS_FOR'], 'regulation wins (RW)'],
  ] as const)('%s: %j, quoting its rulebook', (preset, criteria, quote) => {
    expect(TIEBREAK_CHAINS[preset].criteria).toEqual(criteria);
    expect(TIEBREAK_CHAINS[preset].rule).toContain(quote);
  });
});

describe("criterion names, for a competition's own chain", () => {
  it.each([
    ['HEAD_TO_HEAD', true],
    ['FIRST_GOAL_TIME', true],
    ['head_to_head', false],
    ['toString', false],
  ])('%s is a criterion: %s', (name, known) => {
    expect(isTiebreakCriterion(name)).toBe(known);
  });
});

describe('points per result (Cole Harbour "2 points for winning a game, 1 point for a tie and 0 points for a loss"; §13; R8, R9)', () => {
  const forfeit = (forfeiting: 'home' | 'away', score: number) =>
    game('home', 'away', forfeiting === 'away' ? score : 0, forfeiting === 'home' ? score : 0, { status: 'FORFEITED', decision: 'FORFEIT', forfeitingTeamId: forfeiting });
  // [points, wins, losses, ties, overtime losses, regulation wins, OT/SO wins]
  it.each([
    { preset: 'COLE_HARBOUR_CLASSIC', result: 'a regulation win 3–1', g: game('home', 'away', 3, 1), home: [2, 1, 0, 0, 0, 1, 0], away: [0, 0, 1, 0, 0, 0, 0] },
    { preset: 'COLE_HARBOUR_CLASSIC', result: 'a round-robin tie (R9)', g: game('home', 'away', 2, 2), home: [1, 0, 0, 1, 0, 0, 0], away: [1, 0, 0, 1, 0, 0, 0] },
    {
      preset: 'COLE_HARBOUR_CLASSIC',
      result: 'an overtime loss: a plain loss in 2-1-0',
      g: game('home', 'away', 3, 2, { decision: 'OVERTIME' }),
      home: [2, 1, 0, 0, 0, 0, 1],
      away: [0, 0, 1, 0, 0, 0, 0],
    },
    { preset: 'COLE_HARBOUR_CLASSIC', result: 'a forfeit 5–0 (R8)', g: forfeit('away', 5), home: [2, 1, 0, 0, 0, 1, 0], away: [0, 0, 1, 0, 0, 0, 0] },
    { preset: 'BHI_5ON5', result: 'a regulation win', g: game('home', 'away', 1, 4), home: [0, 0, 1, 0, 0, 0, 0], away: [2, 1, 0, 0, 0, 1, 0] },
    { preset: 'BHI_5ON5', result: '"Round robins games (no overtime, remains a tie)" (R9)', g: game('home', 'away', 0, 0), home: [1, 0, 0, 1, 0, 0, 0], away: [1, 0, 0, 1, 0, 0, 0] },
    { preset: 'BHI_5ON5', result: 'a forfeit 5–0 (R8: BHI gives no score)', g: forfeit('home', 5), home: [0, 0, 1, 0, 0, 0, 0], away: [2, 1, 0, 0, 0, 1, 0] },
    { preset: 'WINTER_LEAGUE_5ON5', result: 'a win', g: game('home', 'away', 5, 2), home: [2, 1, 0, 0, 0, 1, 0], away: [0, 0, 1, 0, 0, 0, 0] },
    {
      preset: 'WINTER_LEAGUE_5ON5',
      result: '"one (1) point for a O/T Shootout loss": overtime (R9)',
      g: game('home', 'away', 3, 4, { decision: 'OVERTIME' }),
      home: [1, 0, 0, 0, 1, 0, 0],
      away: [2, 1, 0, 0, 0, 0, 1],
    },
    {
      preset: 'WINTER_LEAGUE_5ON5',
      result: '"one (1) point for a O/T Shootout loss": shootout (R9)',
      g: game('home', 'away', 4, 3, { decision: 'SHOOTOUT' }),
      home: [2, 1, 0, 0, 0, 0, 1],
      away: [1, 0, 0, 0, 1, 0, 0],
    },
    {
      preset: 'WINTER_LEAGUE_3ON3',
      result: '"one (1) point for a O/T Shootout loss" (R9)',
      g: game('home', 'away', 2, 3, { decision: 'SHOOTOUT' }),
      home: [1, 0, 0, 0, 1, 0, 0],
      away: [2, 1, 0, 0, 0, 0, 1],
    },
    { preset: 'WINTER_LEAGUE_5ON5', result: '"a 7 - 0 win, and the 2 points": a loss, never an overtime loss (R8)', g: forfeit('home', 7), home: [0, 0, 1, 0, 0, 0, 0], away: [2, 1, 0, 0, 0, 1, 0] },
    { preset: 'IIHF', result: 'a regulation win: 3', g: game('home', 'away', 2, 0), home: [3, 1, 0, 0, 0, 1, 0], away: [0, 0, 1, 0, 0, 0, 0] },
    { preset: 'IIHF', result: 'an overtime win: 2 and 1', g: game('home', 'away', 2, 3, { decision: 'OVERTIME' }), home: [1, 0, 0, 0, 1, 0, 0], away: [2, 1, 0, 0, 0, 0, 1] },
    { preset: 'IIHF', result: 'a shootout win: 2 and 1', g: game('home', 'away', 3, 2, { decision: 'SHOOTOUT' }), home: [2, 1, 0, 0, 0, 0, 1], away: [1, 0, 0, 0, 1, 0, 0] },
    { preset: 'IIHF', result: 'a forfeit: 3 and 0', g: forfeit('away', 5), home: [3, 1, 0, 0, 0, 1, 0], away: [0, 0, 1, 0, 0, 0, 0] },
    { preset: 'NHL', result: 'a regulation win', g: game('home', 'away', 4, 1), home: [2, 1, 0, 0, 0, 1, 0], away: [0, 0, 1, 0, 0, 0, 0] },
    { preset: 'NHL', result: 'an overtime win: the loser point', g: game('home', 'away', 4, 3, { decision: 'OVERTIME' }), home: [2, 1, 0, 0, 0, 0, 1], away: [1, 0, 0, 0, 1, 0, 0] },
    { preset: 'NHL', result: 'a shootout win: the loser point', g: game('home', 'away', 1, 2, { decision: 'SHOOTOUT' }), home: [1, 0, 0, 0, 1, 0, 0], away: [2, 1, 0, 0, 0, 0, 1] },
  ] as const)('$preset: $result', ({ preset, g, home, away }) => {
    const rows = run(preset, ['away', 'home'], [g]);
    const line = (id: string) => {
      const r = rows.find((row) => row.teamId === id)!;
      return [r.points, r.wins, r.losses, r.ties, r.overtimeLosses, r.regulationWins, r.overtimeWins];
    };
    expect({ home: line('home'), away: line('away') }).toEqual({ home, away });
    expect(rows.map((r) => r.gamesPlayed)).toEqual([1, 1]);
    // Points differ, or the tie is unresolved: no criterion is named either way (R7).
    expect(rows.map((r) => r.tiebreak)).toEqual([null, null]);
  });
});

describe('forfeits (R8: the recorded score counts, a game played; R4: no penalty minutes)', () => {
  it('Cole Harbour 5–0: goals for and against, games played, and none of the recorded penalty minutes', () => {
    const rows = run('COLE_HARBOUR_CLASSIC', [X, Y], [game(X, Y, 5, 0, { status: 'FORFEITED', decision: 'FORFEIT', forfeitingTeamId: Y, homePenaltyMinutes: 4, awayPenaltyMinutes: 12 })]);
    expect(rows.map((r) => [r.teamId, r.gamesPlayed, r.goalsFor, r.goalsAgainst, r.goalDifference, r.penaltyMinutes])).toEqual([
      [X, 1, 5, 0, 5, 0],
      [Y, 1, 0, 5, -5, 0],
    ]);
  });

  it('league 7–0, the home team forfeiting: the away team wins it', () => {
    const rows = run('WINTER_LEAGUE_5ON5', [X, Y], [game(Y, X, 0, 7, { status: 'FORFEITED', decision: 'FORFEIT', forfeitingTeamId: Y })]);
    expect(rows.map((r) => [r.teamId, r.points, r.wins, r.losses, r.overtimeLosses, r.goalsFor, r.goalsAgainst])).toEqual([
      [X, 2, 1, 0, 0, 7, 0],
      [Y, 0, 0, 1, 0, 0, 7],
    ]);
  });

  it('a forfeit that names no team is read from the recorded score', () => {
    const rows = run('BHI_5ON5', [X, Y], [game(Y, X, 0, 5, { status: 'FORFEITED', decision: 'FORFEIT', forfeitingTeamId: null })]);
    expect(rows.map((r) => [r.teamId, r.wins, r.losses])).toEqual([
      [X, 1, 0],
      [Y, 0, 1],
    ]);
  });

  it("a forfeit's goals decide goal difference (Cole Harbour): 5–0 by forfeit above 3–0 on the ice", () => {
    const rows = run('COLE_HARBOUR_CLASSIC', [Y, X], [W(X, 5, 0, { status: 'FORFEITED', decision: 'FORFEIT', forfeitingTeamId: OUT }), W(Y, 3, 0)]);
    expect(why(rows)).toEqual(two('GOAL_DIFFERENCE'));
  });

  it('a forfeit charges no penalty minutes, so least penalized (R4) ranks its winner above a team with 2', () => {
    const forfeitWin = W(X, 5, 0, { status: 'FORFEITED', decision: 'FORFEIT', forfeitingTeamId: OUT, homePenaltyMinutes: 20 });
    const rows = run('COLE_HARBOUR_CLASSIC', [Y, X], [forfeitWin, W(Y, 5, 0, { homePenaltyMinutes: 2 })]);
    expect(why(rows)).toEqual(two('LEAST_PENALIZED'));
    expect(rows.map((r) => r.penaltyMinutes)).toEqual([0, 2]);
  });

  it("a forfeit's goals were not scored in play: no first goal from it (R5), so a goal on the ice ranks above", () => {
    const forfeitWin = W(Y, 5, 0, { status: 'FORFEITED', decision: 'FORFEIT', forfeitingTeamId: OUT, startsAt: '2026-01-10T08:00:00.000Z', homeFirstGoalElapsedMs: 1 });
    const rows = run('COLE_HARBOUR_CLASSIC', [Y, X], [forfeitWin, W(X, 5, 0, { startsAt: '2026-01-10T20:00:00.000Z', homeFirstGoalElapsedMs: 600_000 })]);
    expect(why(rows)).toEqual(two('FIRST_GOAL_TIME'));
  });
});

describe('least penalized: penalty minutes (Cole Harbour, R4) or penalties counted (BHI, R31)', () => {
  // X: one major (5 minutes); Y: two minors (4 minutes). Level on everything before it.
  const games = () => [pims(X, 5, 1), pims(Y, 4, 2)];

  it('BHI docs/rulebooks/003_1bb7ac110d7dcb5e.txt:44 "Team with lease amount of penalties": one penalty ranks above two, though it is more minutes (R31)', () => {
    expect(why(run('BHI_5ON5', [Y, X], games()))).toEqual(two('LEAST_PENALIZED'));
  });

  it('Cole Harbour docs/rulebooks/000_5506cbd709277b08.txt:51 "Least penalized team": the same games, the fewer minutes rank first (R4)', () => {
    expect(why(run('COLE_HARBOUR_CLASSIC', [X, Y], games()))).toEqual([
      [Y, 'LEAST_PENALIZED'],
      [X, null],
    ]);
  });

  it('BHI: a forfeit counts no penalties (R4, R31)', () => {
    const forfeitWin = W(Y, 1, 0, { status: 'FORFEITED', decision: 'FORFEIT', forfeitingTeamId: OUT, homePenaltyMinutes: 4, homePenalties: 2 });
    expect(why(run('BHI_5ON5', [X, Y], [forfeitWin, pims(X, 2, 1)]))).toEqual([
      [Y, 'LEAST_PENALIZED'],
      [X, null],
    ]);
  });

  it('TIEBREAK_CHAINS says what each preset counts: BHI penalties, the rest penalty minutes', () => {
    expect(Object.entries(TIEBREAK_CHAINS).map(([preset, c]) => [preset, c.leastPenalized ?? 'PENALTY_MINUTES'])).toEqual([
      ['COLE_HARBOUR_CLASSIC', 'PENALTY_MINUTES'],
      ['BHI_5ON5', 'PENALTIES'],
      ['WINTER_LEAGUE_5ON5', 'PENALTY_MINUTES'],
      ['WINTER_LEAGUE_3ON3', 'PENALTY_MINUTES'],
      ['IIHF', 'PENALTY_MINUTES'],
      ['NHL', 'PENALTY_MINUTES'],
    ]);
  });
});

describe('only FINAL and FORFEITED games count', () => {
  it.each(['SCHEDULED', 'IN_PROGRESS', 'INTERMISSION', 'CANCELLED'] as GameStatus[])('%s is ignored', (status) => {
    const rows = run('COLE_HARBOUR_CLASSIC', [X, Y], [game(X, Y, 3, 0, { status }), game(Y, X, 1, 0)]);
    expect(rows.map((r) => [r.teamId, r.gamesPlayed, r.points, r.goalsFor])).toEqual([
      [Y, 1, 2, 1],
      [X, 1, 0, 0],
    ]);
  });
});

describe('a team with no game still gets a row', () => {
  it('all zeros, ranked by the chain among the teams level with it (Cole Harbour: goal difference 0 above −2)', () => {
    const rows = run('COLE_HARBOUR_CLASSIC', [Z, Y, X], [game(X, Z, 3, 1)]);
    expect(why(rows)).toEqual([
      [X, null],
      [Y, 'GOAL_DIFFERENCE'],
      [Z, null],
    ]);
    expect(rows[1]).toEqual({
      rank: 2,
      teamId: Y,
      gamesPlayed: 0,
      wins: 0,
      losses: 0,
      ties: 0,
      overtimeLosses: 0,
      regulationWins: 0,
      overtimeWins: 0,
      points: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      penaltyMinutes: 0,
      tiebreak: 'GOAL_DIFFERENCE',
      unresolvedWithNext: false,
    });
  });

  it('no game at all: every team level and unresolved (R6), sharing rank 1, listed by team id', () => {
    const rows = run('BHI_5ON5', [X, Z, Y], []);
    expect(rows.map((r) => [r.rank, r.teamId, r.unresolvedWithNext, r.tiebreak])).toEqual([
      [1, Z, true, null],
      [1, Y, true, null],
      [1, X, false, null],
    ]);
  });
});

describe('head-to-head (R2, R3)', () => {
  it('R2 Cole Harbour: skipped for a group of three — the same games rank X, Y, Z in BHI (R3) and leave Cole Harbour level', () => {
    expect(why(run('BHI_5ON5', [Z, Y, X], F.h2h3()))).toEqual(three('HEAD_TO_HEAD'));
    const rows = run('COLE_HARBOUR_CLASSIC', [Z, Y, X], F.h2h3());
    expect(rows.map((r) => [r.rank, r.teamId, r.unresolvedWithNext])).toEqual([
      [1, Z, true],
      [1, Y, true],
      [1, X, false],
    ]);
  });

  it('R2: two teams that met and drew are not separated by it — the next criterion decides (BHI: goals against)', () => {
    const rows = run('BHI_5ON5', [Y, X], [game(X, Y, 1, 1), W(X, 3, 0), W(Y, 3, 1)]);
    expect(why(rows)).toEqual(two('FEWEST_GOALS_AGAINST'));
  });

  it('R30 BHI "The goal differential between the tied team" is read in the games between them, not the tournament goal difference', () => {
    const rows = run('BHI_5ON5', [Y, X], F.h2hGd2());
    expect(rows.map((r) => [r.teamId, r.points, r.wins, r.goalsAgainst, r.goalDifference, r.tiebreak])).toEqual([
      [X, 4, 2, 3, 2, 'HEAD_TO_HEAD_GOAL_DIFFERENCE'],
      [Y, 4, 2, 3, 9, null],
    ]);
  });

  it('R30 BHI: two teams that never met have no goal differential between them; it separates nobody and the next step decides', () => {
    expect(why(run('BHI_5ON5', [Y, X], [W(X, 3, 1), W(Y, 5, 1, { homePenaltyMinutes: 2, homePenalties: 1 })]))).toEqual(two('LEAST_PENALIZED'));
  });

  it('R2: two teams that never met are not separated by it (league: goal difference)', () => {
    expect(why(run('WINTER_LEAGUE_5ON5', [Y, X], F.gd2()))).toEqual(two('GOAL_DIFFERENCE'));
  });
});

describe('R1: a split restarts the chain among the teams still level', () => {
  it('league: goal difference drops Z; Y and X restart and Y beat X — though X has more goals for', () => {
    const games = [game(Y, X, 1, 0), game(X, Z, 1, 0), game(Z, Y, 1, 0), W(X, 5, 4), L(X), W(Y), L(Y), W(Z), game(Z, OUT, 0, 3)];
    const rows = run('WINTER_LEAGUE_5ON5', [Z, Y, X], games);
    expect(why(rows)).toEqual([
      [Y, 'HEAD_TO_HEAD'],
      [X, 'GOAL_DIFFERENCE'],
      [Z, null],
    ]);
    expect(rows.map((r) => [r.points, r.wins, r.goalDifference, r.goalsFor])).toEqual([
      [4, 2, 0, 2],
      [4, 2, 0, 6],
      [4, 2, -2, 2],
    ]);
  });

  it('Cole Harbour: no head-to-head for three; least penalized puts Z first, then the two left get head-to-head (R2)', () => {
    const games = [...F.h2h3().map((g) => ({ ...g, homePenaltyMinutes: g.homeTeamId === Z ? 0 : 2, awayPenaltyMinutes: g.awayTeamId === Z ? 0 : 2 }))];
    const rows = run('COLE_HARBOUR_CLASSIC', [Z, Y, X], games);
    expect(why(rows)).toEqual([
      [Z, 'LEAST_PENALIZED'],
      [X, 'HEAD_TO_HEAD'],
      [Y, null],
    ]);
  });

  it('IIHF: goal difference between the three puts X first; Y and Z restart with the game between them, not goals scored among three', () => {
    const rows = run('IIHF', [Z, Y, X], [game(X, Y, 3, 0), game(Y, Z, 2, 0), game(Z, X, 4, 3)]);
    expect(why(rows)).toEqual([
      [X, 'HEAD_TO_HEAD_GOAL_DIFFERENCE'],
      [Y, 'HEAD_TO_HEAD'],
      [Z, null],
    ]);
  });
});

describe('R6: teams level after every criterion are unresolved until an official records the coin toss', () => {
  it('BHI, no toss yet: same rank, flagged, listed by team id; the next team ranks third', () => {
    const rows = run('BHI_5ON5', [Z, Y, X], [W(X), W(Y), L(Z)]);
    expect(rows.map((r) => [r.rank, r.teamId, r.unresolvedWithNext, r.tiebreak])).toEqual([
      [1, Y, true, null],
      [1, X, false, null],
      [3, Z, false, null],
    ]);
  });

  it('BHI, a toss naming only part of the level group does not decide it', () => {
    const rows = run('BHI_5ON5', [Z, Y, X], F.same3(), { coinTosses: [{ order: [X, Y] }] });
    expect(rows.map((r) => [r.rank, r.unresolvedWithNext])).toEqual([
      [1, true],
      [1, true],
      [1, false],
    ]);
  });

  it('BHI, a toss among three decides the two left level after a split (R1)', () => {
    const rows = run('BHI_5ON5', [Z, Y, X], [W(X), W(Y), pims(Z, 2)], { coinTosses: [{ order: [Z, X, Y] }] });
    expect(why(rows)).toEqual([
      [X, 'COIN_TOSS'],
      [Y, 'LEAST_PENALIZED'],
      [Z, null],
    ]);
  });

  it('BHI, of two tosses covering the group, the one between just those teams', () => {
    const rows = run('BHI_5ON5', [Y, X], F.same2(), { coinTosses: [{ order: [Y, Z, X] }, { order: [X, Y] }] });
    expect(why(rows)).toEqual(two('COIN_TOSS'));
  });

  it.each(['WINTER_LEAGUE_5ON5', 'IIHF', 'COLE_HARBOUR_CLASSIC'] as const)('%s names no coin toss: a recorded one is not used, the tie stays unresolved', (preset) => {
    const games = preset === 'IIHF' ? [game(X, Y, 1, 0), game(Y, Z, 1, 0), game(Z, X, 1, 0)] : F.same3();
    const rows = run(preset, [Z, Y, X], games, { coinTosses: [{ order: [X, Y, Z] }] });
    expect(rows.map((r) => [r.rank, r.teamId, r.unresolvedWithNext, r.tiebreak])).toEqual([
      [1, Z, true, null],
      [1, Y, true, null],
      [1, X, false, null],
    ]);
  });
});

describe("a competition's own chain replaces the preset's", () => {
  it('Cole Harbour with only least penalized: fewer penalty minutes beat more wins', () => {
    const games = [T(X), T(X), W(Y, 1, 0, { homePenaltyMinutes: 10 }), L(Y)];
    expect(why(run('COLE_HARBOUR_CLASSIC', [X, Y], games))).toEqual([
      [Y, 'MOST_WINS'],
      [X, null],
    ]);
    expect(why(run('COLE_HARBOUR_CLASSIC', [Y, X], games, { chain: ['LEAST_PENALIZED'] }))).toEqual(two('LEAST_PENALIZED'));
  });

  it('a league chain ending with a coin toss uses the recorded toss', () => {
    expect(why(run('WINTER_LEAGUE_5ON5', [Y, X], F.same2(), { chain: ['MOST_WINS', 'COIN_TOSS'], coinTosses: [{ order: [X, Y] }] }))).toEqual(two('COIN_TOSS'));
  });

  it('an empty chain leaves every tie on points unresolved', () => {
    const rows = run('NHL', [Y, X], F.gd2(), { chain: [] });
    expect(rows.map((r) => [r.rank, r.teamId, r.unresolvedWithNext])).toEqual([
      [1, Y, true],
      [1, X, false],
    ]);
  });
});
