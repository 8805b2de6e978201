import { ClockMode, ELIMINATION_STAGES, GameStage, PenaltySeverity, RulesetPreset } from './enums';
import { isTiebreakCriterion, TIEBREAK_CRITERIA, type TiebreakCriterion } from './tiebreakers';

/*
 * The rulebooks as data. Each preset holds what a game needs from its rulebook; every value cites
 * the rulebook line (../shared/rulebooks) or the ruling (R-id, RULINGS.md) it encodes. The game
 * machine (game/machine.ts) reads only this, so a competition's overrides change the game by data.
 */

const MINUTE = 60_000;

/** Minutes served for a penalty under run time and under stop time (R14). 0: nothing served in the box. */
export interface PenaltyLength {
  run: number;
  stop: number;
}

/** Overtime of a stage: periods of sudden death. */
export interface OvertimeFormat {
  periodLengthMs: number;
  mode: ClockMode;
  /** skaters per side at full strength in overtime */
  skaters: number;
  /** overtime periods before the shootout; null: until a goal (continuous overtime) */
  periods: number | null;
}

/**
 * Who may shoot in a shootout.
 * - DISTINCT_THEN_ANY: a team's first `rounds` shooters are different players; in sudden death any
 *   player may shoot (Cole Harbour: "The first 3 shooters must be named … any player can shoot").
 * - WHOLE_ROSTER: nobody shoots twice before every dressed skater of the team has shot (BHI).
 */
export type ShooterRule = 'DISTINCT_THEN_ANY' | 'WHOLE_ROSTER';

export interface ShootoutFormat {
  rounds: number;
  shooters: ShooterRule;
}

/** How games of one stage are decided and paced. */
export interface StageFormat {
  /** null: a tie at the end of regulation stands */
  overtime: OvertimeFormat | null;
  /** after overtime, when still tied; null: none */
  shootout: ShootoutFormat | null;
  /** timeouts per team: per game, or given afresh every period (overtime included) */
  timeouts: { count: number; per: 'GAME' | 'PERIOD' };
}

/** A stop-time window in the last minutes of a period (R11, R13). */
export interface StopTimeWindow {
  period: number;
  lastMs: number;
  /** the window does not apply while the goal difference is greater than this (R11) */
  unlessDifferenceAbove: number | null;
}

/** BHI's mercy rule (R12). */
export interface MercyRule {
  /** run time once the difference reaches this, at any point */
  runAtDifference: number;
  /** …or once it is greater than `lateDifferenceAbove` with `lateRemainingMs` or less left in `latePeriod` */
  lateDifferenceAbove: number;
  latePeriod: number;
  lateRemainingMs: number;
  /** back to stop time only when the losing team is within this many goals */
  stopWithin: number;
}

export interface Ruleset {
  preset: RulesetPreset;
  regulationPeriods: number;
  periodLengthMs: number;
  /** the clock mode of regulation outside any window (R10) */
  regulationMode: ClockMode;
  stopTimeWindow: StopTimeWindow | null;
  mercy: MercyRule | null;
  skatersAtFullStrength: number;
  /** no team plays with fewer skaters than this: further penalties wait (standard hockey) */
  minimumSkaters: number;
  penaltyLengths: Record<PenaltySeverity, PenaltyLength>;
  /** minutes charged in the records where they differ from the minutes served (R16) */
  recordedMinutes: Partial<Record<PenaltySeverity, number>>;
  /** 3 on 3: penalty shots to the other team instead of penalty time (R19) */
  penaltyShots: Partial<Record<PenaltySeverity, number>> | null;
  /** BHI: "Delay of game with 2 minutes or less left in the game is a penalty shot" */
  lateDelayOfGamePenaltyShotMs: number | null;
  /** penalties of any kind in one game that eject a player (R15); null: no such rule */
  ejectAfterPenalties: number | null;
  /** severities that eject at once */
  ejectingSeverities: readonly PenaltySeverity[];
  /** infractions that eject at once whatever their severity (fighting, R17) */
  ejectingInfractions: readonly string[];
  /** majors that bring a game misconduct: every major (Cole Harbour R16) or those for these infractions */
  gameMisconductWithMajor: 'ALL' | readonly string[];
  /** infractions whose major brings no game misconduct (nor ejection) when accidental and nobody was injured */
  accidentalMajorExempt: readonly string[];
  /** the least severity an infraction is assessed at (league §26: goaltender interference is a double minor) */
  minimumSeverity: Readonly<Record<string, PenaltySeverity>>;
  /** the only severities an infraction may be assessed at (BHI: high sticking is a minor or a major) */
  allowedSeverities: Readonly<Record<string, readonly PenaltySeverity[]>>;
  /** infractions that become a major and a game misconduct when an opponent is injured (BHI's deliberate slide) */
  injuryMajorWithMisconduct: readonly string[];
  /** 3 on 3: infractions whose §26 row gives more penalty shots than their severity does */
  penaltyShotsByInfraction: Readonly<Record<string, number>>;
  /** the winner's score in a forfeit, the loser's being 0 (R8) */
  forfeitGoals: number;
  /** dressing an ineligible player (an official's override) forfeits that game for the team */
  ineligiblePlayerForfeits: boolean;
  /** a team that forfeits a game starts its next game of the competition with a bench minor */
  forfeitBenchMinorNextGame: boolean;
  /** minimum dressed to start (R23), and with both teams' agreement (league §17) */
  minimumDressed: { players: number; goalie: boolean; byAgreement: number | null };
  minimumAge: number | null;
  stage(stage: GameStage): StageFormat;
}

const standardLengths: Record<PenaltySeverity, PenaltyLength> = {
  MINOR: { run: 2, stop: 2 },
  DOUBLE_MINOR: { run: 4, stop: 4 },
  MAJOR: { run: 5, stop: 5 },
  MISCONDUCT: { run: 10, stop: 10 },
  GAME_MISCONDUCT: { run: 0, stop: 0 },
  GROSS_MISCONDUCT: { run: 0, stop: 0 },
  MATCH: { run: 5, stop: 5 },
};

/** Game, gross misconducts and match penalties end a player's game in every rulebook here. */
const ALWAYS_EJECT = [PenaltySeverity.GAME_MISCONDUCT, PenaltySeverity.GROSS_MISCONDUCT, PenaltySeverity.MATCH] as const;

const noOvertime = (timeouts: number): StageFormat => ({ overtime: null, shootout: null, timeouts: { count: timeouts, per: 'GAME' } });

const isElimination = (stage: GameStage) => ELIMINATION_STAGES.has(stage);

/**
 * League §26: "The goaltender interference penalty will now be an automatic DOUBLE-MINOR … The
 * referee can also call this a MAJOR penalty, and the offending player will be ejected from the
 * game, AND be assessed a GAME MISCONDUCT penalty".
 */
const leagueGoaltenderInterference = {
  gameMisconductWithMajor: ['GOALTENDER_INTERFERENCE'],
  accidentalMajorExempt: [],
  minimumSeverity: { GOALTENDER_INTERFERENCE: PenaltySeverity.DOUBLE_MINOR },
  allowedSeverities: {},
  injuryMajorWithMisconduct: [],
} as const;

const WINTER_LEAGUE_5ON5: Ruleset = {
  preset: RulesetPreset.WINTER_LEAGUE_5ON5,
  // §25: "two (2) twenty-five (25) minute periods, running straight time. The last TWO (2) minutes of the game will be stop time." (R13)
  regulationPeriods: 2,
  periodLengthMs: 25 * MINUTE,
  regulationMode: ClockMode.RUN_TIME,
  stopTimeWindow: { period: 2, lastMs: 2 * MINUTE, unlessDifferenceAbove: null },
  mercy: null,
  skatersAtFullStrength: 5,
  minimumSkaters: 3,
  // §26: "In 5 on 5, … players will serve the normal 2, 4, and 5 minute penalties"
  penaltyLengths: standardLengths,
  // §26 table: game and gross misconduct ten (10) minutes
  recordedMinutes: { GAME_MISCONDUCT: 10, GROSS_MISCONDUCT: 10 },
  penaltyShots: null,
  lateDelayOfGamePenaltyShotMs: null,
  // §26: "Any player receiving three (3) penalties of ANY kind … automatically ejected" (R15)
  ejectAfterPenalties: 3,
  // §26: "If a player receives a major penalty, he/she is automatically ejected from the game"
  ejectingSeverities: [PenaltySeverity.MAJOR, ...ALWAYS_EJECT],
  ejectingInfractions: [],
  ...leagueGoaltenderInterference,
  penaltyShotsByInfraction: {},
  // §13: "the opposing team will be awarded a 7 - 0 win" (R8)
  forfeitGoals: 7,
  // §5, §6: "the team will automatically forfeit the game(s) that player played in" / "will default the game(s)"
  ineligiblePlayerForfeits: true,
  forfeitBenchMinorNextGame: false,
  // §17: "at least eight (8) players … for the 5 on 5 format"; six if both teams agree (R23)
  minimumDressed: { players: 8, goalie: false, byAgreement: 6 },
  minimumAge: null,
  stage: leagueStage(5),
};

export const RULESETS: Readonly<Record<RulesetPreset, Ruleset>> = {
  [RulesetPreset.COLE_HARBOUR_CLASSIC]: {
    preset: RulesetPreset.COLE_HARBOUR_CLASSIC,
    // "Two periods of 20 minutes run time"
    regulationPeriods: 2,
    periodLengthMs: 20 * MINUTE,
    regulationMode: ClockMode.RUN_TIME,
    // "The last 2 minutes of the second period will be stop time unless the goal differential is greater than 5" (R11)
    stopTimeWindow: { period: 2, lastMs: 2 * MINUTE, unlessDifferenceAbove: 5 },
    mercy: null,
    skatersAtFullStrength: 5,
    minimumSkaters: 3,
    // "Minor Penalty - 3 min run time or 2 min stop time" … (R14)
    penaltyLengths: {
      MINOR: { run: 3, stop: 2 },
      DOUBLE_MINOR: { run: 5, stop: 4 },
      MAJOR: { run: 7, stop: 5 },
      MISCONDUCT: { run: 12, stop: 10 },
      GAME_MISCONDUCT: { run: 0, stop: 0 },
      GROSS_MISCONDUCT: { run: 0, stop: 0 },
      MATCH: { run: 7, stop: 5 },
    },
    // "A total of 10 minutes shall be charged in the records … for a Game Misconduct" (R16)
    recordedMinutes: { GAME_MISCONDUCT: 10, GROSS_MISCONDUCT: 10 },
    penaltyShots: null,
    lateDelayOfGamePenaltyShotMs: null,
    // "assessed THREE PENALTIES in one game shall be ruled off the ice" (R15)
    ejectAfterPenalties: 3,
    // "assessed a Major penalty shall be ruled off the ice for the remainder of the game" (R16)
    ejectingSeverities: [PenaltySeverity.MAJOR, ...ALWAYS_EJECT],
    // "Fighting will also result in automatic ejection from the game AND the rest of the tournament" (R17)
    ejectingInfractions: ['FIGHTING'],
    gameMisconductWithMajor: 'ALL',
    // "The Game Misconduct penalty shall not apply to players assessed with a Major penalty for an
    // accidental High Stick, except when injury results"
    accidentalMajorExempt: ['HIGH_STICKING'],
    minimumSeverity: {},
    allowedSeverities: {},
    injuryMajorWithMisconduct: [],
    penaltyShotsByInfraction: {},
    // "recorded as a 5 – 0 victory for the non-forfeiting team" (R8)
    forfeitGoals: 5,
    // "A team who is found to have used an ineligible player in a tournament game(s) shall have the game seen as a forfeit"
    ineligiblePlayerForfeits: true,
    forfeitBenchMinorNextGame: false,
    // "a minimum playing roster of 7 players (six skaters and a goaltender)" (R23)
    minimumDressed: { players: 7, goalie: true, byAgreement: null },
    // "designated tournament age (19+)"
    minimumAge: 19,
    // Round robin: "the game will end in a tie", "No timeouts". Semi-finals & finals: "3v3, 5 minute
    // overtime (stop time)", "3-man shootout … then sudden death in which any player can shoot",
    // "Each team is permitted 1 time out" (R24).
    stage: (stage) =>
      isElimination(stage)
        ? {
            overtime: { periodLengthMs: 5 * MINUTE, mode: ClockMode.STOP_TIME, skaters: 3, periods: 1 },
            shootout: { rounds: 3, shooters: 'DISTINCT_THEN_ANY' },
            timeouts: { count: 1, per: 'GAME' },
          }
        : noOvertime(0),
  },
  [RulesetPreset.BHI_5ON5]: {
    preset: RulesetPreset.BHI_5ON5,
    // "The games are 3 ten-minute stop time periods"
    regulationPeriods: 3,
    periodLengthMs: 10 * MINUTE,
    regulationMode: ClockMode.STOP_TIME,
    stopTimeWindow: null,
    // "Mercy rule – The clock will run if there is 10 or more goals difference at any point … or if
    // there is more than 5 goal difference with 5 minutes remaining in the third period. The losing
    // team must get back within 3 goals for the clock to stop again." (R12)
    mercy: { runAtDifference: 10, lateDifferenceAbove: 5, latePeriod: 3, lateRemainingMs: 5 * MINUTE, stopWithin: 3 },
    // "5 on 5 (5 runners and a Goalie)"
    skatersAtFullStrength: 5,
    minimumSkaters: 3,
    // "2 minutes (No Blood), 4 minute (Accidental with Blood), 5 minute (Intent with blood)": minor,
    // double minor, major; the rest standard hockey lengths (R14).
    penaltyLengths: standardLengths,
    recordedMinutes: { GAME_MISCONDUCT: 10, GROSS_MISCONDUCT: 10 },
    penaltyShots: null,
    lateDelayOfGamePenaltyShotMs: 2 * MINUTE,
    // "A player will be removed from the game if he or she has received 3 penalties in one game" (R15)
    ejectAfterPenalties: 3,
    ejectingSeverities: ALWAYS_EJECT,
    // "Automatic ejection from the tournament for fighting" (R17): from the game first of all
    ejectingInfractions: ['FIGHTING'],
    gameMisconductWithMajor: [],
    accidentalMajorExempt: [],
    minimumSeverity: {},
    // "The referee shall assess a Minor or Major penalty only, for any high stick infraction … 2 minutes
    // (No Blood), 4 minute (Accidental with Blood), 5 minute (Intent with blood)"
    allowedSeverities: { HIGH_STICKING: [PenaltySeverity.MINOR, PenaltySeverity.DOUBLE_MINOR, PenaltySeverity.MAJOR] },
    // "A major penalty and game misconduct shall be assessed to any player who injures an opponent as a result of a deliberate slide"
    injuryMajorWithMisconduct: ['SLIDING'],
    penaltyShotsByInfraction: {},
    // BHI gives no forfeit score: 5–0 (R8)
    forfeitGoals: 5,
    // The BHI rules name no consequence for dressing an ineligible player: the override is only recorded.
    ineligiblePlayerForfeits: false,
    // "Any team that forfeits a game will be assessed a 2 minute penalty in their next game of the tournament. (Round Robin or Playoffs)"
    forfeitBenchMinorNextGame: true,
    // The BHI rules set no minimum to start.
    minimumDressed: { players: 0, goalie: false, byAgreement: null },
    minimumAge: null,
    // "Round robins games (no overtime, remains a tie)"; "A tie in quarter finals and semifinals will
    // result in 5 minute overtime and then 3 man shootout"; "Championship games will be continuous
    // overtime"; "No time outs during round robin play, 1 timeout per team … in each elimination game" (R24).
    stage: (stage) => {
      if (!isElimination(stage)) return noOvertime(0);
      if (stage === GameStage.FINAL) {
        // Continuous overtime: regulation-length stop-time periods until a goal (a ruling: the rulebook gives no length).
        return { overtime: { periodLengthMs: 10 * MINUTE, mode: ClockMode.STOP_TIME, skaters: 5, periods: null }, shootout: null, timeouts: { count: 1, per: 'GAME' } };
      }
      return {
        overtime: { periodLengthMs: 5 * MINUTE, mode: ClockMode.STOP_TIME, skaters: 5, periods: 1 },
        shootout: { rounds: 3, shooters: 'WHOLE_ROSTER' },
        timeouts: { count: 1, per: 'GAME' },
      };
    },
  },
  [RulesetPreset.WINTER_LEAGUE_5ON5]: WINTER_LEAGUE_5ON5,
  // The 3 on 3 league plays the 5 on 5 league's game (§25, §13, §15) but for what follows.
  [RulesetPreset.WINTER_LEAGUE_3ON3]: {
    ...WINTER_LEAGUE_5ON5,
    preset: RulesetPreset.WINTER_LEAGUE_3ON3,
    // §25: "played 3 on 3, plus goalie"
    skatersAtFullStrength: 3,
    // §26: "In 3 on 3, … players will not serve penalties, but instead a PENALTY SHOT" (R19)
    penaltyLengths: Object.fromEntries(Object.values(PenaltySeverity).map((s) => [s, { run: 0, stop: 0 }])) as Record<PenaltySeverity, PenaltyLength>,
    // §26 table, MINUTES column: minor two, double minor four, major five, game and gross misconduct ten, match five
    recordedMinutes: { MINOR: 2, DOUBLE_MINOR: 4, MAJOR: 5, MISCONDUCT: 10, GAME_MISCONDUCT: 10, GROSS_MISCONDUCT: 10, MATCH: 5 },
    // §26: "a PENALTY SHOT will be awarded … when a minor penalty takes place. When a player receives
    // a major or double minor penalty, the opposition will be awarded two (2) shots"; the table gives
    // match penalties two shots too (R19)
    penaltyShots: { MINOR: 1, DOUBLE_MINOR: 2, MAJOR: 2, MATCH: 2 },
    // §26 table, SHOT(S) column: "1st player off bench … two (2)", "team bench clearing … two (2)"
    penaltyShotsByInfraction: { FIRST_PLAYER_OFF_THE_BENCH: 2, BENCH_CLEARING: 2 },
    // §26: "Any player receiving four (4) penalties of ANY kind during the game will be automatically ejected" (R15)
    ejectAfterPenalties: 4,
    // §17: "at least four (4) players for the 3 on 3 format"; three if both teams agree (R23)
    minimumDressed: { players: 4, goalie: false, byAgreement: 3 },
    stage: leagueStage(3),
  },
  // IIHF Official Rule Book 2023–24: three 20-minute stop-time periods (Rule 30); one team timeout
  // per game (Rule 32); preliminary round: 5 minutes 3-on-3 sudden death then a game-winning-shot
  // procedure of 5 shooters (Rule 30); play-offs: 10 minutes 3-on-3 (gold medal game 20) then shots.
  [RulesetPreset.IIHF]: {
    preset: RulesetPreset.IIHF,
    regulationPeriods: 3,
    periodLengthMs: 20 * MINUTE,
    regulationMode: ClockMode.STOP_TIME,
    stopTimeWindow: null,
    mercy: null,
    skatersAtFullStrength: 5,
    minimumSkaters: 3,
    penaltyLengths: standardLengths,
    recordedMinutes: { GAME_MISCONDUCT: 20, GROSS_MISCONDUCT: 20, MATCH: 25 },
    penaltyShots: null,
    lateDelayOfGamePenaltyShotMs: null,
    ejectAfterPenalties: null,
    ejectingSeverities: ALWAYS_EJECT,
    ejectingInfractions: [],
    gameMisconductWithMajor: [],
    accidentalMajorExempt: [],
    minimumSeverity: {},
    allowedSeverities: {},
    injuryMajorWithMisconduct: [],
    penaltyShotsByInfraction: {},
    forfeitGoals: 5,
    ineligiblePlayerForfeits: false,
    forfeitBenchMinorNextGame: false,
    // A minimum to start is a tournament's own regulation, not in the playing rules encoded here.
    minimumDressed: { players: 0, goalie: false, byAgreement: null },
    minimumAge: null,
    stage: (stage) => {
      const otMinutes = stage === GameStage.FINAL ? 20 : isElimination(stage) ? 10 : 5;
      return {
        overtime: { periodLengthMs: otMinutes * MINUTE, mode: ClockMode.STOP_TIME, skaters: 3, periods: 1 },
        shootout: { rounds: 5, shooters: 'DISTINCT_THEN_ANY' },
        timeouts: { count: 1, per: 'GAME' },
      };
    },
  },
  // NHL Official Rules 2023–24: three 20-minute periods (Rule 21); one timeout (Rule 87); regular
  // season 5-minute 3-on-3 overtime then a 3-round shootout, no shooter twice until all have shot
  // (Rule 84); playoffs: 20-minute 5-on-5 sudden-death periods until a goal.
  [RulesetPreset.NHL]: {
    preset: RulesetPreset.NHL,
    regulationPeriods: 3,
    periodLengthMs: 20 * MINUTE,
    regulationMode: ClockMode.STOP_TIME,
    stopTimeWindow: null,
    mercy: null,
    skatersAtFullStrength: 5,
    minimumSkaters: 3,
    penaltyLengths: standardLengths,
    recordedMinutes: { GAME_MISCONDUCT: 10, GROSS_MISCONDUCT: 10 },
    penaltyShots: null,
    lateDelayOfGamePenaltyShotMs: null,
    ejectAfterPenalties: null,
    ejectingSeverities: ALWAYS_EJECT,
    ejectingInfractions: [],
    gameMisconductWithMajor: [],
    accidentalMajorExempt: [],
    minimumSeverity: {},
    allowedSeverities: {},
    injuryMajorWithMisconduct: [],
    penaltyShotsByInfraction: {},
    forfeitGoals: 5,
    ineligiblePlayerForfeits: false,
    forfeitBenchMinorNextGame: false,
    // As for IIHF: no minimum to start in the playing rules encoded here.
    minimumDressed: { players: 0, goalie: false, byAgreement: null },
    minimumAge: null,
    stage: (stage) =>
      isElimination(stage)
        ? { overtime: { periodLengthMs: 20 * MINUTE, mode: ClockMode.STOP_TIME, skaters: 5, periods: null }, shootout: null, timeouts: { count: 1, per: 'GAME' } }
        : {
            overtime: { periodLengthMs: 5 * MINUTE, mode: ClockMode.STOP_TIME, skaters: 3, periods: 1 },
            shootout: { rounds: 3, shooters: 'WHOLE_ROSTER' },
            timeouts: { count: 1, per: 'GAME' },
          },
  },
};

/**
 * League §15: regular season "straight time five (5) minute sudden-death overtime period (no stop
 * time)", then "three (3) shooters … then … a single (1) shot sudden-death shootout"; playoffs
 * "sudden death ten (10) minute running time periods … until a goal is scored". §25: "one (1)
 * thirty second timeout each period (including O/T)" (R24).
 */
function leagueStage(skaters: number) {
  return (stage: GameStage): StageFormat => {
    const timeouts = { count: 1, per: 'PERIOD' as const };
    if (isElimination(stage)) {
      return { overtime: { periodLengthMs: 10 * MINUTE, mode: ClockMode.RUN_TIME, skaters, periods: null }, shootout: null, timeouts };
    }
    return {
      overtime: { periodLengthMs: 5 * MINUTE, mode: ClockMode.RUN_TIME, skaters, periods: 1 },
      shootout: { rounds: 3, shooters: 'DISTINCT_THEN_ANY' },
      timeouts,
    };
  };
}

/** Cole Harbour: an accidental high-sticking major without injury brings no game misconduct (nor the ejection and suspension that go with it). */
export function exemptFromMajorMisconduct(
  ruleset: Pick<Ruleset, 'accidentalMajorExempt'>,
  penalty: { severity: PenaltySeverity; infraction: string; accidental?: boolean | null; injury?: boolean | null },
): boolean {
  return penalty.severity === PenaltySeverity.MAJOR && penalty.accidental === true && penalty.injury !== true && ruleset.accidentalMajorExempt.includes(penalty.infraction);
}

/** Values a competition may set in place of its preset's (validated by `resolveRuleset`). */
export interface RulesOverrides {
  periodMinutes?: number;
  regulationPeriods?: number;
  ejectAfterPenalties?: number;
  forfeitGoals?: number;
  minimumAge?: number;
  /** The competition's own tie-breaker chain, in place of its preset's (standings.ts) */
  tiebreakers?: TiebreakCriterion[];
}

type NumericOverride = Exclude<keyof RulesOverrides, 'tiebreakers'>;

/** Limits of each numeric override: a value outside them is refused with the field named. */
export const OVERRIDE_LIMITS: Record<NumericOverride, [number, number]> = {
  periodMinutes: [1, 60],
  regulationPeriods: [1, 5],
  ejectAfterPenalties: [1, 10],
  forfeitGoals: [1, 20],
  minimumAge: [0, 99],
};

/** Problems with a set of overrides, each naming its field; empty when they are fine. */
export function overrideProblems(overrides: RulesOverrides): Array<{ field: string; message: string }> {
  return Object.entries(overrides).flatMap(([field, value]) => {
    if (field === 'tiebreakers') return value === undefined || value === null ? [] : chainProblems(value as string[]).map((message) => ({ field, message }));
    const limits = OVERRIDE_LIMITS[field as NumericOverride];
    if (!limits) return [{ field, message: 'is not a rule a competition can override' }];
    if (value === undefined || value === null) return [];
    if (!Number.isInteger(value) || value < limits[0] || value > limits[1]) {
      return [{ field, message: `must be a whole number from ${limits[0]} to ${limits[1]}` }];
    }
    return [];
  });
}

/**
 * Problems with a competition's own tie-breaker chain: it names known criteria, each once, at least
 * one. Any order is a competition's to choose; a chain without COIN_TOSS leaves what it cannot break
 * reported as level (R6).
 */
export function chainProblems(chain: readonly string[]): string[] {
  const problems: string[] = [];
  if (chain.length === 0) problems.push('must name at least one criterion (leave it out for the preset\'s chain)');
  const unknown = chain.filter((c) => !isTiebreakCriterion(c));
  if (unknown.length) problems.push(`names criteria that do not exist: ${unknown.join(', ')} (known: ${TIEBREAK_CRITERIA.join(', ')})`);
  const twice = [...new Set(chain.filter((c, i) => chain.indexOf(c) !== i))];
  if (twice.length) problems.push(`names ${twice.join(', ')} more than once`);
  return problems;
}

/** The preset with a competition's overrides applied (overrides are validated when stored). */
export function resolveRuleset(preset: RulesetPreset, overrides?: RulesOverrides | null): Ruleset {
  const base = RULESETS[preset];
  if (!overrides) return base;
  const o = overrides;
  const regulationPeriods = o.regulationPeriods ?? base.regulationPeriods;
  return {
    ...base,
    regulationPeriods,
    periodLengthMs: o.periodMinutes !== undefined ? o.periodMinutes * MINUTE : base.periodLengthMs,
    // a window or mercy rule tied to "the last period" follows the last period
    stopTimeWindow: base.stopTimeWindow && { ...base.stopTimeWindow, period: regulationPeriods },
    mercy: base.mercy && { ...base.mercy, latePeriod: regulationPeriods },
    ejectAfterPenalties: o.ejectAfterPenalties ?? base.ejectAfterPenalties,
    forfeitGoals: o.forfeitGoals ?? base.forfeitGoals,
    minimumAge: o.minimumAge ?? base.minimumAge,
  };
}
