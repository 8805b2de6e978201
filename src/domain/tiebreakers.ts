import type { RulesetPreset } from './enums';

/*
 * Tie-breakers as data (R1–R7): the named criteria, each preset's chain quoting its rulebook, and the
 * points a result earns. A criterion only gives each team of a level group a key (higher ranks
 * first); standings.ts applies a chain, splits the group and restarts on what is still level (R1).
 */

export type TiebreakCriterion =
  | 'MOST_WINS'
  | 'REGULATION_WINS'
  | 'REGULATION_AND_OVERTIME_WINS'
  | 'HEAD_TO_HEAD'
  | 'HEAD_TO_HEAD_GOAL_DIFFERENCE'
  | 'HEAD_TO_HEAD_GOALS_FOR'
  | 'GOAL_DIFFERENCE'
  | 'FEWEST_GOALS_AGAINST'
  | 'GOALS_FOR'
  | 'LEAST_PENALIZED'
  | 'FIRST_GOAL_TIME'
  | 'COIN_TOSS'
  | 'POINTS_PERCENTAGE'
  | 'RESULTS_AGAINST_BEST_OUTSIDE';

/** An official's coin toss (R6): team ids from the toss's winner down, for a group still level before it. */
export interface CoinToss {
  order: string[];
}

/** What a team did in the games that count, as far as the criteria look. */
export interface TeamTotals {
  gamesPlayed: number;
  points: number;
  /** overtimeWins: won in overtime or by shootout, shootoutWins among them */
  wins: number;
  regulationWins: number;
  overtimeWins: number;
  shootoutWins: number;
  goalsFor: number;
  goalsAgainst: number;
  penaltyMinutes: number;
  /** R31: penalties assessed, whatever their length */
  penalties: number;
  /** R5: the team's first goal of the competition, as [scheduled start of its game (epoch ms), elapsed ms in it]; null: none */
  firstGoal: readonly [number, number] | null;
}

/** A team's record in the games among a level group only (R2, R3). */
export interface MiniRecord {
  points: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface TiebreakContext {
  totals(teamId: string): TeamTotals;
  amongThemselves(group: readonly string[]): ReadonlyMap<string, MiniRecord>;
  coinTosses: readonly CoinToss[];
  /** Cole Harbour "Head to head (tie between two teams only)": the step is skipped for three or more (R2) */
  headToHeadTwoTeamsOnly: boolean;
  /** What LEAST_PENALIZED counts: penalty minutes (R4), or penalties (BHI, R31) */
  leastPenalized: LeastPenalized;
  /** The teams outside a level group, best-ranked first (RESULTS_AGAINST_BEST_OUTSIDE) */
  outside(group: readonly string[]): readonly string[];
}

/** What "least penalized" counts: the minutes charged in the records (R4), or the penalties assessed (R31). */
export type LeastPenalized = 'PENALTY_MINUTES' | 'PENALTIES';

type Key = (teamId: string, group: readonly string[], ctx: TiebreakContext) => number[];

const mini = (teamId: string, group: readonly string[], ctx: TiebreakContext): MiniRecord => ctx.amongThemselves(group).get(teamId) ?? { points: 0, goalsFor: 0, goalsAgainst: 0 };

/**
 * Each criterion's key and how to say it. Teams with equal keys are not separated by it; a step that
 * does not apply (head-to-head in a Cole Harbour group of three, a coin toss not recorded) gives
 * every team the same key, so the chain goes on to the next criterion.
 */
export const CRITERIA: Record<TiebreakCriterion, { label: string; key: Key }> = {
  MOST_WINS: { label: 'more wins', key: (t, _g, ctx) => [ctx.totals(t).wins] },
  REGULATION_WINS: { label: 'more regulation wins', key: (t, _g, ctx) => [ctx.totals(t).regulationWins] },
  REGULATION_AND_OVERTIME_WINS: {
    label: 'more wins in regulation or overtime (shootouts aside)',
    key: (t, _g, ctx) => [ctx.totals(t).regulationWins + ctx.totals(t).overtimeWins - ctx.totals(t).shootoutWins],
  },
  HEAD_TO_HEAD: { label: 'more points in the games between the tied teams', key: (t, g, ctx) => (ctx.headToHeadTwoTeamsOnly && g.length > 2 ? [0] : [mini(t, g, ctx).points]) },
  HEAD_TO_HEAD_GOAL_DIFFERENCE: { label: 'better goal difference in the games between the tied teams', key: (t, g, ctx) => [mini(t, g, ctx).goalsFor - mini(t, g, ctx).goalsAgainst] },
  HEAD_TO_HEAD_GOALS_FOR: { label: 'more goals in the games between the tied teams', key: (t, g, ctx) => [mini(t, g, ctx).goalsFor] },
  GOAL_DIFFERENCE: { label: 'better goal difference', key: (t, _g, ctx) => [ctx.totals(t).goalsFor - ctx.totals(t).goalsAgainst] },
  FEWEST_GOALS_AGAINST: { label: 'fewer goals against', key: (t, _g, ctx) => [-ctx.totals(t).goalsAgainst] },
  GOALS_FOR: { label: 'more goals for', key: (t, _g, ctx) => [ctx.totals(t).goalsFor] },
  LEAST_PENALIZED: {
    label: 'fewer penalty minutes, or fewer penalties where the rulebook counts them (BHI)',
    key: (t, _g, ctx) => [ctx.leastPenalized === 'PENALTIES' ? -ctx.totals(t).penalties : -ctx.totals(t).penaltyMinutes],
  },
  // NHL: teams level on points, the one with fewer games played (a higher points percentage) first.
  POINTS_PERCENTAGE: {
    label: 'higher points percentage (fewer games played)',
    key: (t, _g, ctx) => {
      const { points, gamesPlayed } = ctx.totals(t);
      return [gamesPlayed ? points / gamesPlayed : 0];
    },
  },
  // IIHF: the results (points, then goal difference, then goals scored) against the best-ranked team
  // outside the level group; level there, against the next best-ranked, and so on.
  RESULTS_AGAINST_BEST_OUTSIDE: {
    label: 'better results against the best-ranked team outside the tie',
    key: (t, g, ctx) =>
      ctx.outside(g).flatMap((o) => {
        const record = ctx.amongThemselves([t, o]).get(t)!;
        return [record.points, record.goalsFor - record.goalsAgainst, record.goalsFor];
      }),
  },
  // R5: an earlier game first, then earlier in that game; any goal beats none.
  FIRST_GOAL_TIME: {
    label: 'scored its first goal of the competition earlier',
    key: (t, _g, ctx) => {
      const first = ctx.totals(t).firstGoal;
      return first ? [1, -first[0], -first[1]] : [0, 0, 0];
    },
  },
  // R6: only a toss naming every team of the group decides; none recorded, the group stays level. Of
  // several, the narrowest (a fresh toss between two beats an older one among three), then the last listed.
  COIN_TOSS: {
    label: 'won the coin toss',
    key: (t, g, ctx) => {
      const covering = ctx.coinTosses.filter((c) => g.every((id) => c.order.includes(id)));
      const toss = covering.reduce<CoinToss | undefined>((best, c) => (!best || c.order.length <= best.order.length ? c : best), undefined);
      return toss ? [-toss.order.indexOf(t)] : [0];
    },
  },
};

export const TIEBREAK_CRITERIA = Object.keys(CRITERIA) as TiebreakCriterion[];

export function isTiebreakCriterion(name: string): name is TiebreakCriterion {
  return Object.prototype.hasOwnProperty.call(CRITERIA, name);
}

/**
 * Each preset's chain, applied to teams level on points. `headToHeadTwoTeamsOnly` is the preset's
 * reading of HEAD_TO_HEAD, and `leastPenalized` what its LEAST_PENALIZED counts (penalty minutes
 * unless told), both kept when a competition replaces the chain.
 */
export const TIEBREAK_CHAINS: Record<RulesetPreset, { criteria: TiebreakCriterion[]; rule: string; headToHeadTwoTeamsOnly?: boolean; leastPenalized?: LeastPenalized }> = {
  COLE_HARBOUR_CLASSIC: {
    criteria: ['MOST_WINS', 'HEAD_TO_HEAD', 'GOAL_DIFFERENCE', 'FEWEST_GOALS_AGAINST', 'LEAST_PENALIZED', 'FIRST_GOAL_TIME'],
    headToHeadTwoTeamsOnly: true,
    rule: 'Cole Harbour "Ties between two or more teams after completion of round robin play will be broken in the following order: Most wins. Head to head (tie between two teams only) Goals for minus goals against. Least goals against. Least penalized team. Time of first goal scored in tournament"; R1, R2, R4, R5, R6',
  },
  // "The goal differential between the tied team" is read as the goal difference in the games among
  // the tied teams only (R30): two teams that never met, or drew, are not separated by it.
  // "Team with lease amount of penalties" counts penalties, not minutes (R31).
  BHI_5ON5: {
    leastPenalized: 'PENALTIES',
    criteria: ['MOST_WINS', 'HEAD_TO_HEAD', 'FEWEST_GOALS_AGAINST', 'HEAD_TO_HEAD_GOAL_DIFFERENCE', 'LEAST_PENALIZED', 'COIN_TOSS'],
    rule: 'BHI "Tie breakers with two teams 1. The team with the most wins 2. Head to Head record 3. The team with the least “goals against” 4. The goal differential between the tied team 5. Team with lease amount of penalties 6. Coin toss"; R1, R2, R3, R4, R6, R30, R31',
  },
  // With goal difference and goals for equal, goals against are equal too: e) never separates.
  WINTER_LEAGUE_5ON5: {
    criteria: ['MOST_WINS', 'HEAD_TO_HEAD', 'GOAL_DIFFERENCE', 'GOALS_FOR', 'FEWEST_GOALS_AGAINST'],
    rule: '§13 "In the case of a tie in the standings, then the following will be the order in which the tie is broken: a) Most wins total b) Record between tied teams. c) Goal differential for season (+/-). d) Total goals scored for the season. e) Fewest goals allowed for the season."; R1, R2, R3, R6',
  },
  WINTER_LEAGUE_3ON3: {
    criteria: ['MOST_WINS', 'HEAD_TO_HEAD', 'GOAL_DIFFERENCE', 'GOALS_FOR', 'FEWEST_GOALS_AGAINST'],
    rule: '§13 "In the case of a tie in the standings, then the following will be the order in which the tie is broken: a) Most wins total b) Record between tied teams. c) Goal differential for season (+/-). d) Total goals scored for the season. e) Fewest goals allowed for the season."; R1, R2, R3, R6',
  },
  // Left out: the sport ranking (not in these records): teams still level are reported unresolved.
  // "Best-ranked" outside the tie reads the table as ranked by points, then goal difference, then goals
  // scored (the teams outside are not ranked by the tie being broken).
  IIHF: {
    criteria: ['HEAD_TO_HEAD', 'HEAD_TO_HEAD_GOAL_DIFFERENCE', 'HEAD_TO_HEAD_GOALS_FOR', 'RESULTS_AGAINST_BEST_OUTSIDE'],
    rule: 'IIHF Statutes and Bylaws 2023–24, round-robin group: points; then, in the games between the tied teams only, points, goal difference, goals scored; then results against the best-ranked team outside the tie; then the sport ranking; R1, R6',
  },
  // Left out: in head-to-head the "odd game" and, for three or more clubs, the percentage of available
  // points: raw points between the tied clubs, the same ranking when each pair met equally often.
  NHL: {
    criteria: ['POINTS_PERCENTAGE', 'REGULATION_WINS', 'REGULATION_AND_OVERTIME_WINS', 'MOST_WINS', 'HEAD_TO_HEAD', 'GOAL_DIFFERENCE', 'GOALS_FOR'],
    rule: 'NHL 2023–24 tie-breaking procedure: fewer games played (points percentage); regulation wins (RW); wins excluding shootouts (ROW); total wins; points in games between the tied clubs; goal differential; goals for; R1, R6',
  },
};

/**
 * Points per result. `regulationWin`/`overtimeWin` override `win` where the two differ (IIHF); a
 * forfeit is a win without overtime. A result level at the end is a tie wherever it is recorded.
 */
export const POINTS: Record<RulesetPreset, { win: number; regulationWin?: number; overtimeWin?: number; tie: number; overtimeLoss: number; loss: number; rule: string }> = {
  COLE_HARBOUR_CLASSIC: {
    win: 2,
    tie: 1,
    overtimeLoss: 0,
    loss: 0,
    rule: 'Cole Harbour "a team will be awarded 2 points for winning a game, 1 point for a tie and 0 points for a loss for all round robin tournament games"; R8, R9',
  },
  BHI_5ON5: { win: 2, tie: 1, overtimeLoss: 0, loss: 0, rule: 'BHI "Round robins games (no overtime, remains a tie)"; R8, R9 "Tournaments\' round-robin ties earn one point each"' },
  WINTER_LEAGUE_5ON5: {
    win: 2,
    tie: 1,
    overtimeLoss: 1,
    loss: 0,
    rule: '§13 "two (2) points for a win, one (1) point for a O/T Shootout loss, and zero (0) points for a loss … the opposing team will be awarded a 7 - 0 win, and the 2 points"; R8, R9',
  },
  WINTER_LEAGUE_3ON3: {
    win: 2,
    tie: 1,
    overtimeLoss: 1,
    loss: 0,
    rule: '§13 "two (2) points for a win, one (1) point for a O/T Shootout loss, and zero (0) points for a loss … the opposing team will be awarded a 7 - 0 win, and the 2 points"; R8, R9',
  },
  IIHF: {
    win: 3,
    regulationWin: 3,
    overtimeWin: 2,
    tie: 1,
    overtimeLoss: 1,
    loss: 0,
    rule: 'IIHF 2023–24: 3 points for a win in regulation time, 2 for a win in overtime or by game-winning shots, 1 for a loss in overtime or by game-winning shots, 0 for a loss in regulation time',
  },
  NHL: { win: 2, tie: 1, overtimeLoss: 1, loss: 0, rule: 'NHL 2023–24: 2 points for a win, 1 for a loss in overtime or a shootout, 0 for a loss in regulation' },
};
