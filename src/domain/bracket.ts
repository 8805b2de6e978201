import { GameStage, RulesetPreset } from './enums';

/*
 * Playoff brackets: which games a competition's playoffs hold for its seeded teams (planBracket),
 * and who fills each game as results come in (resolveBracket). A plan names every game by a key
 * that does not change with the number of teams (QF3 is always the 2 v 7 quarter-final), so a
 * stored game keeps its place when the bracket is re-planned or re-resolved.
 */

export type BracketFormat = 'SEMIS_AND_FINAL' | 'QUARTERS_SEMIS_FINAL' | 'ALL_TEAMS_TWO_GAMES';

const LEAGUE = { format: 'ALL_TEAMS_TWO_GAMES', rule: '§14 "All teams make playoffs and are guaranteed at least two (2) games."' } as const;
const FORMATS: Record<RulesetPreset, { format: BracketFormat; rule: string }> = {
  COLE_HARBOUR_CLASSIC: { format: 'SEMIS_AND_FINAL', rule: 'Cole Harbour "Round Robin" then "Semi-finals & Finals": the top four after the round robin' },
  BHI_5ON5: { format: 'QUARTERS_SEMIS_FINAL', rule: 'BHI "A tie in quarter finals and semifinals will result in 5 minute overtime …"; "Championship games will be continuous overtime."' },
  WINTER_LEAGUE_5ON5: LEAGUE,
  WINTER_LEAGUE_3ON3: LEAGUE,
  IIHF: { format: 'QUARTERS_SEMIS_FINAL', rule: 'IIHF: no rulebook of ours sets a format; quarter-finals, semi-finals and a final' },
  NHL: { format: 'QUARTERS_SEMIS_FINAL', rule: 'NHL: no rulebook of ours sets a format; quarter-finals, semi-finals and a final' },
};

/** Cole Harbour → SEMIS_AND_FINAL (top 4); BHI → QUARTERS_SEMIS_FINAL (top 8); leagues → ALL_TEAMS_TWO_GAMES; IIHF/NHL → QUARTERS_SEMIS_FINAL */
export function bracketFormatFor(preset: RulesetPreset): { format: BracketFormat; rule: string } {
  return { ...FORMATS[preset] };
}

export type BracketSource = { seed: number } | { winnerOf: string } | { loserOf: string };

export interface BracketSlot {
  key: string;
  label: string;
  /** games of a round only need results of earlier rounds */
  round: number;
  stage: GameStage;
  /** the side that can bring the better seed (resolveBracket puts the better seed of the actual two at home) */
  home: BracketSource;
  away: BracketSource;
}

const FIELD: Record<BracketFormat, number> = { SEMIS_AND_FINAL: 4, QUARTERS_SEMIS_FINAL: 8, ALL_TEAMS_TWO_GAMES: Infinity };

/** How many seeds the bracket takes: min(teamCount, field) — 4 for SEMIS_AND_FINAL, 8 for QUARTERS_SEMIS_FINAL, all for ALL_TEAMS_TWO_GAMES. */
export function bracketField(format: BracketFormat, teamCount: number): number {
  return Math.min(teamCount, FIELD[format]);
}

/** Standard seeding: round one pairs 1 v last, and seeds 1 and 2 can only meet in the final. */
function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) order = order.flatMap((s) => [s, order.length * 2 + 1 - s]);
  return order;
}

/** null: nobody — a seed the field does not have, or the loser of a game that is never played. */
type Source = BracketSource | null;

/**
 * Builds a plan on the full power-of-two bracket and drops the games nobody can fill: a game with
 * one side missing is a bye, and whoever reads its winner reads the other side directly.
 */
class Plan {
  readonly slots: BracketSlot[] = [];
  private readonly bye = new Map<string, Source>();
  /** per kept game: the best seed that can play in it */
  private readonly best = new Map<string, number>();
  constructor(private readonly teams: number) {}
  private real(s: Source): Source {
    if (!s) return null;
    if ('seed' in s) return s.seed <= this.teams ? s : null;
    if ('winnerOf' in s) return this.bye.has(s.winnerOf) ? this.bye.get(s.winnerOf)! : s;
    return this.bye.has(s.loserOf) ? null : s;
  }
  private top(s: BracketSource): number {
    return 'seed' in s ? s.seed : this.best.get('winnerOf' in s ? s.winnerOf : s.loserOf)!;
  }
  game(key: string, label: string, round: number, stage: GameStage, a: Source, b: Source): Source {
    const [x, y] = [this.real(a), this.real(b)];
    if (!x || !y) this.bye.set(key, x ?? y);
    else {
      const [home, away] = this.top(y) < this.top(x) ? [y, x] : [x, y];
      this.best.set(key, this.top(home));
      this.slots.push({ key, label, round, stage, home, away });
    }
    return { winnerOf: key };
  }
}

type Namer = (round: number, game: number, roundsLeft: number) => { key: string; label: string; stage: GameStage };

const tournamentNames: Namer = (_round, i, left) =>
  left === 0
    ? { key: 'F', label: 'Final', stage: GameStage.FINAL }
    : left === 1
      ? { key: `SF${i}`, label: `Semi-final ${i}`, stage: GameStage.SEMIFINAL }
      : { key: `QF${i}`, label: `Quarter-final ${i}`, stage: GameStage.QUARTERFINAL };

const playoffNames =
  (finalToo: boolean): Namer =>
  (round, i, left) =>
    finalToo && left === 0 ? { key: 'F', label: 'Final', stage: GameStage.FINAL } : { key: `P${round}-${i}`, label: `Playoff round ${round}, game ${i}`, stage: GameStage.PLAYOFF };

/** Single elimination on `size` seeds: the winner's source and, per round, the losers' sources. */
function elimination(plan: Plan, size: number, name: Namer): { winner: Source; losers: Source[][] } {
  let alive: Source[] = seedOrder(size).map((seed) => ({ seed }));
  const losers: Source[][] = [];
  for (let round = 1; alive.length > 1; round++) {
    const next: Source[] = [];
    const lost: Source[] = [];
    for (let i = 0; i < alive.length / 2; i++) {
      const { key, label, stage } = name(round, i + 1, Math.log2(alive.length) - 1);
      next.push(plan.game(key, label, round, stage, alive[2 * i], alive[2 * i + 1]));
      lost.push({ loserOf: key });
    }
    alive = next;
    losers.push(lost);
  }
  return { winner: alive[0], losers };
}

/**
 * The consolation bracket, shaped like a double-elimination losers' bracket: the first round's
 * losers play each other, then each later round's losers drop in against the survivors (in reverse
 * order, so a team does not meet the side of the bracket that just beat it), until one is left.
 * Returns the winner's source and the last round it used.
 */
function consolation(plan: Plan, losers: Source[][]): { winner: Source; rounds: number } {
  let alive: Source[] = [];
  let j = 0;
  const round = (pairs: Array<[Source, Source]>): Source[] => {
    j++;
    return pairs.map(([a, b], i) => plan.game(`C${j}-${i + 1}`, `Consolation round ${j}, game ${i + 1}`, j + 1, GameStage.CONSOLATION, a, b));
  };
  const halve = (xs: Source[]) => round(xs.filter((_, i) => i % 2 === 0).map((x, i): [Source, Source] => [x, xs[2 * i + 1]]));
  losers.forEach((dropped, r) => {
    if (r === 0) return void (alive = dropped);
    while (alive.length > dropped.length) alive = halve(alive);
    const crossed = [...dropped].reverse();
    alive = round(alive.map((x, i): [Source, Source] => [x, crossed[i]]));
  });
  while (alive.length > 1) alive = halve(alive);
  return { winner: alive[0], rounds: j + 1 };
}

/**
 * The bracket's games for `teamCount` seeded teams (seed 1 is best). Fewer teams than the format's
 * field → byes: the best seeds skip the first round (their slot in round 2 reads {seed} directly).
 * More teams than the field (SEMIS_AND_FINAL with 7 teams) → only the top of the field is seeded in.
 * Throws RangeError below 2 teams.
 *
 * ALL_TEAMS_TWO_GAMES (§14 "All teams make playoffs and are guaranteed at least two (2) games";
 * "Playoff formats will be determined by the league"): all teams are seeded into a single-elimination
 * winners' bracket (PLAYOFF games, the last one the FINAL; byes for the top seeds), and every team
 * beaten before the final drops into a consolation bracket (CONSOLATION) fed like a
 * double-elimination losers' bracket, so a bye team beaten in its first game still plays again.
 * From 4 teams that is two games each: a bye skips one round only, so both finalists played before
 * the final, and the n − 2 teams out before it share a consolation bracket of two or more, where
 * each plays at least once. 2n − 4 games. With 2 or 3 teams seed 1 could win the title in one game,
 * so the winners' bracket ends in a PLAYOFF game whose loser drops into the consolation too, and the
 * consolation winner meets the winners' bracket winner in the FINAL: 2n − 2 games. For 2 teams that
 * is a two-game series: they meet, then meet again in the final, which alone decides the title (a
 * league playoff game has a winner, §15 "sudden death … until a goal is scored"). A double forfeit
 * waives the guarantee for both its teams; the walkover it causes can cost a later opponent a game.
 */
export function planBracket(format: BracketFormat, teamCount: number): BracketSlot[] {
  if (!Number.isInteger(teamCount) || teamCount < 2) throw new RangeError(`A bracket needs 2 or more teams (got ${teamCount}).`);
  const teams = bracketField(format, teamCount);
  let size = 2;
  while (size < teams) size *= 2;
  const plan = new Plan(teams);
  const league = format === 'ALL_TEAMS_TWO_GAMES';
  const small = teams <= 3;
  const winners = elimination(plan, size, league ? playoffNames(!small) : tournamentNames);
  if (league) {
    const second = consolation(plan, small ? winners.losers : winners.losers.slice(0, -1));
    if (small) plan.game('F', 'Final', Math.max(winners.losers.length, second.rounds) + 1, GameStage.FINAL, winners.winner, second.winner);
  }
  return plan.slots.sort((a, b) => a.round - b.round);
}

/** both null: a double forfeit — nobody advances (it names no team, so it stands whoever fills the slot) */
export interface SlotResult {
  winnerTeamId: string | null;
  loserTeamId: string | null;
}

export interface ResolvedSlot {
  key: string;
  homeTeamId: string | null;
  awayTeamId: string | null;
  /** decided without a game: one side known and the other can never come (a double forfeit upstream) */
  walkoverTeamId: string | null;
  /** the slot's result, when it has one (from results, or its walkover) */
  winnerTeamId: string | null;
  loserTeamId: string | null;
}

/**
 * Fills each slot's teams from the seeds (team ids, seed 1 first) and the results so far, in round
 * order. A slot whose source is a double-forfeited game gets no team from it; when one side is known
 * and the other can never come, the known team advances by walkover (its slot's winner). With both
 * teams known the better original seed is at home, whichever side it came from. A result counts
 * only when its winner is one of the slot's teams (and its loser, if named, the other): after an
 * earlier result is corrected, a later one recorded for teams no longer in the slot is ignored.
 */
export function resolveBracket(slots: readonly BracketSlot[], seeds: readonly string[], results: Readonly<Record<string, SlotResult>>): ResolvedSlot[] {
  const seedOf = new Map(seeds.map((id, i) => [id, i]));
  const rank = (id: string) => seedOf.get(id) ?? Infinity;
  const out = new Map<string, ResolvedSlot>();
  const decided = new Set<string>();
  /** a team id; null: nobody will ever come; undefined: not known yet */
  const read = (s: BracketSource): string | null | undefined => {
    if ('seed' in s) return seeds[s.seed - 1] ?? null;
    const key = 'winnerOf' in s ? s.winnerOf : s.loserOf;
    const r = out.get(key);
    if (!r || !decided.has(key)) return undefined;
    return 'winnerOf' in s ? r.winnerTeamId : r.loserTeamId;
  };
  for (const slot of [...slots].sort((a, b) => a.round - b.round)) {
    const [h, a] = [read(slot.home), read(slot.away)];
    const r: ResolvedSlot = { key: slot.key, homeTeamId: h ?? null, awayTeamId: a ?? null, walkoverTeamId: null, winnerTeamId: null, loserTeamId: null };
    if (h && a) {
      if (rank(a) < rank(h)) [r.homeTeamId, r.awayTeamId] = [a, h];
      const result = results[slot.key];
      const other = result?.winnerTeamId === h ? a : h;
      if (result && result.winnerTeamId === null && result.loserTeamId === null) decided.add(slot.key);
      else if (result && (result.winnerTeamId === h || result.winnerTeamId === a) && (result.loserTeamId === null || result.loserTeamId === other)) {
        [r.winnerTeamId, r.loserTeamId] = [result.winnerTeamId, other];
        decided.add(slot.key);
      }
    } else if ((h === null && a !== undefined) || (a === null && h !== undefined)) {
      r.walkoverTeamId = r.winnerTeamId = h ?? a ?? null; // null when both sides can never come
      decided.add(slot.key);
    }
    out.set(slot.key, r);
  }
  return slots.map((s) => out.get(s.key)!);
}
