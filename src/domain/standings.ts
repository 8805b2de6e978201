import { Decision, GameStatus, type RulesetPreset } from './enums';
import { type CoinToss, CRITERIA, type MiniRecord, POINTS, type TeamTotals, TIEBREAK_CHAINS, type TiebreakContext, type TiebreakCriterion } from './tiebreakers';

export type { CoinToss, TiebreakCriterion } from './tiebreakers';
export { POINTS, TIEBREAK_CHAINS } from './tiebreakers';

/*
 * The standings of a division: each team's record from the games that count (FINAL and FORFEITED),
 * ranked by points and then by the preset's tie-breakers (R1–R9). Every row says why it is above the
 * next when their points are equal (R7), and a tie nothing in the chain breaks is reported, never
 * invented (R6).
 */

export interface StandingsGame {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  /** only FINAL and FORFEITED games count; anything else is ignored */
  status: GameStatus;
  /** the recorded score (a forfeit's is 5–0 / 7–0, R8) */
  homeScore: number;
  awayScore: number;
  decision: Decision | null;
  /** FORFEIT: the team that forfeited (it loses; the other wins) */
  forfeitingTeamId?: string | null;
  /** ISO instant (scheduled start) */
  startsAt: string;
  /** penalty minutes charged in the records, per team (R4: a forfeit counts none) */
  homePenaltyMinutes: number;
  awayPenaltyMinutes: number;
  /** penalties assessed, per team, whatever their length (R31: BHI counts them; a forfeit counts none) */
  homePenalties: number;
  awayPenalties: number;
  /** each team's first goal in this game, as ms elapsed since the game's start of play; null: no goal */
  homeFirstGoalElapsedMs: number | null;
  awayFirstGoalElapsedMs: number | null;
}

export interface StandingsInput {
  preset: RulesetPreset;
  /** every team of the division (a team with no game still gets a row) */
  teamIds: string[];
  games: StandingsGame[];
  coinTosses?: CoinToss[];
  /** a competition's own chain of criteria, replacing the preset's */
  chain?: TiebreakCriterion[];
}

export interface StandingsRow {
  /** 1-based; teams still level (unresolved, R6) share the rank */
  rank: number;
  teamId: string;
  gamesPlayed: number;
  wins: number;
  losses: number;
  ties: number;
  overtimeLosses: number;
  /** regulation wins, and wins in overtime or by shootout (IIHF's points, the NHL's tie-breakers) */
  regulationWins: number;
  overtimeWins: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  penaltyMinutes: number;
  /** R7: the criterion that put this team above the next row when their points were equal; null otherwise (or for the last row) */
  tiebreak: TiebreakCriterion | null;
  /** R6: level with the next row after every criterion (a coin toss not recorded yet) */
  unresolvedWithNext: boolean;
}

type Outcome = 'REGULATION_WIN' | 'OVERTIME_WIN' | 'SHOOTOUT_WIN' | 'TIE' | 'OVERTIME_LOSS' | 'LOSS';

/** One team's side of a game that counts; its first goal as [scheduled start, elapsed ms] (R5). */
interface Side {
  teamId: string;
  opponentId: string;
  outcome: Outcome;
  goalsFor: number;
  goalsAgainst: number;
  penaltyMinutes: number;
  penalties: number;
  firstGoal: readonly [number, number] | null;
}

const LOSS_OF: Record<Outcome, Outcome> = { REGULATION_WIN: 'LOSS', OVERTIME_WIN: 'OVERTIME_LOSS', SHOOTOUT_WIN: 'OVERTIME_LOSS', TIE: 'TIE', OVERTIME_LOSS: 'LOSS', LOSS: 'LOSS' };

/**
 * Both sides of a game, or null when it does not count. A forfeit is a win without overtime for one
 * team and a plain loss for the other, with its recorded goals (R8) and no penalty minutes (R4); its
 * goals were not scored in play, so it gives no first goal (R5). A forfeit that names neither team
 * is read from the recorded score; a level one cannot say who won and does not count.
 */
function sides(game: StandingsGame): [Side, Side] | null {
  if (game.status !== GameStatus.FINAL && game.status !== GameStatus.FORFEITED) return null;
  const forfeit = game.status === GameStatus.FORFEITED || game.decision === Decision.FORFEIT;
  const start = Date.parse(game.startsAt);
  const first = (ms: number | null) => (ms === null || forfeit ? null : ([start, ms] as const));
  let homeWon: boolean | null;
  if (forfeit && (game.forfeitingTeamId === game.homeTeamId || game.forfeitingTeamId === game.awayTeamId)) homeWon = game.forfeitingTeamId === game.awayTeamId;
  else homeWon = game.homeScore === game.awayScore ? null : game.homeScore > game.awayScore;
  if (forfeit && homeWon === null) return null;
  const win: Outcome = forfeit || !game.decision || game.decision === Decision.REGULATION ? 'REGULATION_WIN' : game.decision === Decision.SHOOTOUT ? 'SHOOTOUT_WIN' : 'OVERTIME_WIN';
  const [home, away]: [Outcome, Outcome] = homeWon === null ? ['TIE', 'TIE'] : homeWon ? [win, LOSS_OF[win]] : [LOSS_OF[win], win];
  return [
    {
      teamId: game.homeTeamId,
      opponentId: game.awayTeamId,
      outcome: home,
      goalsFor: game.homeScore,
      goalsAgainst: game.awayScore,
      penaltyMinutes: forfeit ? 0 : game.homePenaltyMinutes,
      penalties: forfeit ? 0 : game.homePenalties,
      firstGoal: first(game.homeFirstGoalElapsedMs),
    },
    {
      teamId: game.awayTeamId,
      opponentId: game.homeTeamId,
      outcome: away,
      goalsFor: game.awayScore,
      goalsAgainst: game.homeScore,
      penaltyMinutes: forfeit ? 0 : game.awayPenaltyMinutes,
      penalties: forfeit ? 0 : game.awayPenalties,
      firstGoal: first(game.awayFirstGoalElapsedMs),
    },
  ];
}

function pointsFor(preset: RulesetPreset, outcome: Outcome): number {
  const p = POINTS[preset];
  if (outcome === 'REGULATION_WIN') return p.regulationWin ?? p.win;
  if (outcome === 'OVERTIME_WIN' || outcome === 'SHOOTOUT_WIN') return p.overtimeWin ?? p.win;
  if (outcome === 'TIE') return p.tie;
  return outcome === 'OVERTIME_LOSS' ? p.overtimeLoss : p.loss;
}

type Tally = Omit<StandingsRow, 'rank' | 'tiebreak' | 'unresolvedWithNext'> & TeamTotals;

const earlier = (a: readonly [number, number], b: readonly [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/**
 * R9: an overtime or shootout loss is its own column where it earns a point (league, IIHF, NHL); in a
 * tournament's 2-1-0 it is a loss like any other.
 */
function tally(preset: RulesetPreset, teamIds: readonly string[], played: readonly Side[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const teamId of teamIds) {
    tallies.set(teamId, {
      teamId,
      gamesPlayed: 0,
      wins: 0,
      losses: 0,
      ties: 0,
      overtimeLosses: 0,
      regulationWins: 0,
      overtimeWins: 0,
      shootoutWins: 0,
      points: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      penaltyMinutes: 0,
      penalties: 0,
      firstGoal: null,
    });
  }
  const otlColumn = POINTS[preset].overtimeLoss > 0;
  for (const side of played) {
    const t = tallies.get(side.teamId);
    if (!t) continue; // a team outside the division: its opponent's side still counts
    t.gamesPlayed += 1;
    t.points += pointsFor(preset, side.outcome);
    t.goalsFor += side.goalsFor;
    t.goalsAgainst += side.goalsAgainst;
    t.goalDifference = t.goalsFor - t.goalsAgainst;
    t.penaltyMinutes += side.penaltyMinutes;
    t.penalties += side.penalties;
    if (side.firstGoal && (!t.firstGoal || earlier(side.firstGoal, t.firstGoal))) t.firstGoal = side.firstGoal;
    if (side.outcome === 'TIE') t.ties += 1;
    else if (side.outcome === 'LOSS' || (side.outcome === 'OVERTIME_LOSS' && !otlColumn)) t.losses += 1;
    else if (side.outcome === 'OVERTIME_LOSS') t.overtimeLosses += 1;
    else {
      t.wins += 1;
      if (side.outcome === 'REGULATION_WIN') t.regulationWins += 1;
      else t.overtimeWins += 1;
      if (side.outcome === 'SHOOTOUT_WIN') t.shootoutWins += 1;
    }
  }
  return tallies;
}

/** A team in ranked order, with what stands between it and the next team of its level group. */
interface Placed {
  teamId: string;
  tiebreak: TiebreakCriterion | null;
  unresolvedWithNext: boolean;
}

const compareKeys = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
};
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The group split by one criterion into sub-groups of equal key, best first. */
function split(group: readonly string[], criterion: TiebreakCriterion, ctx: TiebreakContext): string[][] {
  const keyed = group.map((teamId) => ({ teamId, key: CRITERIA[criterion].key(teamId, group, ctx) })).sort((a, b) => compareKeys(a.key, b.key) || byId(a.teamId, b.teamId));
  const parts: string[][] = [];
  keyed.forEach((k, i) => (i > 0 && compareKeys(keyed[i - 1].key, k.key) === 0 ? parts[parts.length - 1].push(k.teamId) : parts.push([k.teamId])));
  return parts;
}

/**
 * Ranks a group level on points. The first criterion that splits it decides between its sub-groups;
 * each sub-group still level starts the chain again among its own members only (R1). Teams level
 * after every criterion stay tied (R6), listed by team id (code-unit order) so the output is stable.
 */
function rankLevel(group: readonly string[], chain: readonly TiebreakCriterion[], ctx: TiebreakContext): Placed[] {
  if (group.length === 1) return [{ teamId: group[0], tiebreak: null, unresolvedWithNext: false }];
  for (const criterion of chain) {
    const parts = split(group, criterion, ctx);
    if (parts.length === 1) continue;
    return parts.flatMap((part, i) => {
      const placed = rankLevel(part, chain, ctx);
      if (i < parts.length - 1) placed[placed.length - 1].tiebreak = criterion;
      return placed;
    });
  }
  return [...group].sort(byId).map((teamId, i) => ({ teamId, tiebreak: null, unresolvedWithNext: i < group.length - 1 }));
}

/** The division's standings: one row per team, best first (R1–R9). */
export function standings(input: StandingsInput): StandingsRow[] {
  const { preset } = input;
  const played = input.games
    .map(sides)
    .filter((s): s is [Side, Side] => s !== null)
    .flat();
  const tallies = tally(preset, input.teamIds, played);
  // Each team's sides, so a group's mini-table reads its members' games only, not the whole season.
  const sidesOf = new Map<string, Side[]>();
  for (const side of played) {
    const list = sidesOf.get(side.teamId);
    if (list) list.push(side);
    else sidesOf.set(side.teamId, [side]);
  }
  const among = new Map<string, Map<string, MiniRecord>>();
  // The table by points, goal difference and goals scored, worked out when a criterion first asks.
  let byRecord: string[] | undefined;
  const ranked = () =>
    (byRecord ??= [...tallies.values()].sort((a, b) => b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor || byId(a.teamId, b.teamId)).map((t) => t.teamId));
  const ctx: TiebreakContext = {
    totals: (teamId) => tallies.get(teamId)!,
    coinTosses: input.coinTosses ?? [],
    headToHeadTwoTeamsOnly: TIEBREAK_CHAINS[preset].headToHeadTwoTeamsOnly ?? false,
    leastPenalized: TIEBREAK_CHAINS[preset].leastPenalized ?? 'PENALTY_MINUTES',
    outside(group) {
      const inGroup = new Set(group);
      return ranked().filter((t) => !inGroup.has(t));
    },
    amongThemselves(group) {
      const id = [...group].sort(byId).join('\u0000');
      let table = among.get(id);
      if (!table) {
        const members = new Set(group);
        table = new Map(group.map((t) => [t, { points: 0, goalsFor: 0, goalsAgainst: 0 }]));
        for (const side of group.flatMap((t) => sidesOf.get(t) ?? [])) {
          const mine = table.get(side.teamId)!;
          if (!members.has(side.opponentId)) continue;
          mine.points += pointsFor(preset, side.outcome);
          mine.goalsFor += side.goalsFor;
          mine.goalsAgainst += side.goalsAgainst;
        }
        among.set(id, table);
      }
      return table;
    },
  };

  const chain = input.chain ?? TIEBREAK_CHAINS[preset].criteria;
  const byPoints = new Map<number, string[]>();
  for (const t of tallies.values()) byPoints.set(t.points, [...(byPoints.get(t.points) ?? []), t.teamId]);
  const placed = [...byPoints.entries()].sort(([a], [b]) => b - a).flatMap(([, group]) => rankLevel(group, chain, ctx));

  const rows: StandingsRow[] = [];
  placed.forEach((p, i) => {
    const { shootoutWins: _s, firstGoal: _f, penalties: _p, ...record } = tallies.get(p.teamId)!;
    const rank = i > 0 && placed[i - 1].unresolvedWithNext ? rows[i - 1].rank : i + 1;
    rows.push({ rank, ...record, tiebreak: p.tiebreak, unresolvedWithNext: p.unresolvedWithNext });
  });
  return rows;
}
