import { ClockMode, type DivisionCategory, ELIMINATION_STAGES, GameStage, PenaltySeverity, RulesetPreset } from '../enums';

/*
 * What every rulebook here is made of (the Ruleset a game reads) and the defaults and helpers they
 * share. Each rulebook is its own file beside this one; index.ts gathers them.
 */

export const MINUTE = 60_000;

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
  /**
   * each team names its first `rounds` shooters before the shootout's first attempt, and only they
   * take those attempts (Cole Harbour 000:40 "The first 3 shooters must be named upon the first
   * shooter"; G31)
   */
  namedShooters?: boolean;
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
  /**
   * the one severity an infraction is assessed at, whatever severity was typed (Cole Harbour:
   * discriminatory abuse is a gross misconduct, a fighter a match penalty; R20, R28)
   */
  assessedSeverity: Readonly<Record<string, PenaltySeverity>>;
  /** the only severities an infraction may be assessed at (BHI: high sticking is a minor or a major) */
  allowedSeverities: Readonly<Record<string, readonly PenaltySeverity[]>>;
  /**
   * infractions that become a major and a game misconduct when an opponent is injured by them, unless
   * recorded as accidental or called as a match penalty (BHI's deliberate slide; Cole Harbour's body contact, R29)
   */
  injuryMajorWithMisconduct: readonly string[];
  /**
   * the division categories in which any deliberate slide, anywhere, is a minor (DELIBERATE_SLIDE;
   * BHI 003:22, R36); elsewhere that infraction is refused. Absent: none.
   */
  deliberateSlideMinorIn?: readonly DivisionCategory[];
  /**
   * BHI 003:18-21: a slide's contact that impedes an opponent, or forces one to take extreme
   * measures (SLIDING), is "a minor penalty" whatever severity is typed; an injury from it is 003:23's
   * major and game misconduct (R36). Absent: the severity typed stands.
   */
  slidingContactMinor?: boolean;
  /**
   * BHI 003:14 "2 minutes (No Blood), 4 minute (Accidental with Blood), 5 minute (Intent with blood)":
   * a high stick's severity follows the call's `injury` (blood) and `accidental` (G55). Absent: no such rule.
   */
  highStickLengthsByBlood?: boolean;
  /**
   * Cole Harbour 000:96-97: an intentional high stick (`accidental: false`) is a major and a game
   * misconduct; a stick carried high is a minor; a minor or double minor called as intentional is
   * refused (G57). Absent: no such rule.
   */
  intentionalHighStickMajor?: boolean;
  /**
   * infractions the rulebook says are no penalty, refused whatever the severity (BHI 003:16: waving
   * at the ball with a high stick, G56), each with the rulebook's words. Absent: none.
   */
  notPenalties?: Readonly<Record<string, string>>;
  /**
   * league 004:81 "Games will be put in a one (1) hour time block", 004:83 "If games are delayed for any
   * reason, they will end at the one (1) hour mark": the block's length from the scheduled start (G59),
   * and the "5 minute – 2 minute" rule, "If there is 5 minutes left in the hour time slot, the referee
   * will then reset the stopwatch to 2 mintues" (G60). Absent: no time block.
   */
  timeBlock?: { lengthMs: number; resetWhenLeftMs: number; resetToMs: number } | null;
  /**
   * Cole Harbour 000:65 "Games, if agreed upon by both teams and officials, could start up to 15
   * minutes earlier than the scheduled time": how early a game may start, and only by that
   * agreement (G61). Absent: the rulebook says nothing, and a start is never early.
   */
  earlyStart?: { upToMs: number } | null;
  /** the category of the game's division (forDivision); absent or null: an open division */
  divisionCategory?: DivisionCategory | null;
  /** 3 on 3: infractions whose §26 row gives more penalty shots than their severity does */
  penaltyShotsByInfraction: Readonly<Record<string, number>>;
  /** league §18: the losing team may ask to stop the game when behind by more than this many goals (G30); null: no such rule */
  stopOnRequestAbove: number | null;
  /**
   * league §25: a late player may join the game until this much is left in the last regulation
   * period ("up until the LAST MINUTE of the game"; R51); null: the rulebook names no cut-off, and a
   * late player may join until a shootout begins
   */
  lateArrivalCutoffMs: number | null;
  /**
   * league 5 on 5, §25's Quick Penalty Rule: a penalized player the referee judges slow to reach the
   * box (30 seconds) is assessed a delay-of-game minor, served by a substitute, and the clock stops (G40)
   */
  quickPenaltyRule: boolean;
  /** the winner's score in a forfeit, the loser's being 0 (R8) */
  forfeitGoals: number;
  /** dressing an ineligible player (an official's override) forfeits that game for the team */
  ineligiblePlayerForfeits: boolean;
  /** a team that forfeits a game starts its next game of the competition with a bench minor */
  forfeitBenchMinorNextGame: boolean;
  /**
   * Minimum dressed to start (R23): players in all, of them skaters (goaltenders aside), whether one
   * must be a goaltender (false: a player stands in, league §17), and with both teams' agreement
   * (league §17), and the ruling it applies (R23 where the rulebook names a minimum; R26, a
   * goaltender and three skaters, where it names none).
   */
  minimumDressed: {
    players: number;
    skaters: number;
    goalie: boolean;
    byAgreement: number | null;
    rule: string;
    /**
     * an official (ADMIN) may let a team short of the minimum start, with a reason, down to a
     * goaltender and three skaters (Cole Harbour 000:61 "Special circumstances … may be reviewed by
     * the Tournament Official"; R33)
     */
    officialMayAllowShort?: boolean;
  };
  minimumAge: number | null;
  /** a player must have signed the safety waiver before a game (Cole Harbour; R21) */
  waiverRequired: boolean;
  /**
   * a player's registration form must be signed and turned in before he plays (league 004:13, R42).
   * On in the league's presets (R69), off in the others; a competition turns it on or off (rules.registrationRequired).
   */
  registrationRequired: boolean;
  /** league: the season whose §8 table of Tier 1 caps applies (004:22-31, R44); null: not a league */
  leagueSeason: 'WINTER' | 'SUMMER' | null;
  stage(stage: GameStage): StageFormat;
}

export const standardLengths: Record<PenaltySeverity, PenaltyLength> = {
  MINOR: { run: 2, stop: 2 },
  DOUBLE_MINOR: { run: 4, stop: 4 },
  MAJOR: { run: 5, stop: 5 },
  MISCONDUCT: { run: 10, stop: 10 },
  GAME_MISCONDUCT: { run: 0, stop: 0 },
  GROSS_MISCONDUCT: { run: 0, stop: 0 },
  MATCH: { run: 5, stop: 5 },
};

/** Game, gross misconducts and match penalties end a player's game in every rulebook here. */
export const ALWAYS_EJECT = [PenaltySeverity.GAME_MISCONDUCT, PenaltySeverity.GROSS_MISCONDUCT, PenaltySeverity.MATCH] as const;

/**
 * Where a rulebook names no minimum to start (R26): a goaltender and as many skaters as a team may
 * ever be reduced to on the ice (`minimumSkaters`, G3) — a game never starts with nobody dressed.
 */
export const GOALIE_AND_THREE_SKATERS = { players: 4, skaters: 3, goalie: true, byAgreement: null, rule: 'R26' } as const;

export const noOvertime = (timeouts: number): StageFormat => ({ overtime: null, shootout: null, timeouts: { count: timeouts, per: 'GAME' } });

export const isElimination = (stage: GameStage) => ELIMINATION_STAGES.has(stage);

/** A competition's ruleset for the games of one of its divisions: its category (R36). */
export function forDivision(ruleset: Ruleset, category: DivisionCategory | null | undefined): Ruleset {
  return category ? { ...ruleset, divisionCategory: category } : ruleset;
}

/** Cole Harbour: an accidental high-sticking major without injury brings no game misconduct (nor the ejection and suspension that go with it). */
export function exemptFromMajorMisconduct(
  ruleset: Pick<Ruleset, 'accidentalMajorExempt'>,
  penalty: { severity: PenaltySeverity; infraction: string; accidental?: boolean | null; injury?: boolean | null },
): boolean {
  return penalty.severity === PenaltySeverity.MAJOR && penalty.accidental === true && penalty.injury !== true && ruleset.accidentalMajorExempt.includes(penalty.infraction);
}
