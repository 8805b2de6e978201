import { ClockMode, GameStage, PenaltySeverity, RulesetPreset } from '../enums';
import { ALWAYS_EJECT, isElimination, MINUTE, standardLengths, type PenaltyLength, type Ruleset, type StageFormat } from './base';

/*
 * The winter league's rules: its 5 on 5 game, and its 3 on 3 game, which plays by the same rules but
 * for what the rulebook says of it.
 */

/**
 * League §26: "The goaltender interference penalty will now be an automatic DOUBLE-MINOR … The
 * referee can also call this a MAJOR penalty, and the offending player will be ejected from the
 * game, AND be assessed a GAME MISCONDUCT penalty".
 */
const leagueGoaltenderInterference = {
  gameMisconductWithMajor: ['GOALTENDER_INTERFERENCE'],
  accidentalMajorExempt: [],
  minimumSeverity: { GOALTENDER_INTERFERENCE: PenaltySeverity.DOUBLE_MINOR },
  assessedSeverity: {},
  allowedSeverities: {},
  injuryMajorWithMisconduct: [],
} as const;

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

export const WINTER_LEAGUE_5ON5: Ruleset = {
  preset: RulesetPreset.WINTER_LEAGUE_5ON5,
  // §25: "two (2) twenty-five (25) minute periods, running straight time. The last TWO (2) minutes of the game will be stop time." (R13)
  regulationPeriods: 2,
  periodLengthMs: 25 * MINUTE,
  regulationMode: ClockMode.RUN_TIME,
  stopTimeWindow: { period: 2, lastMs: 2 * MINUTE, unlessDifferenceAbove: null },
  // 004:81 "Games will be put in a one (1) hour time block"; 004:83 "If there is 5 minutes left in the hour
  // time slot, the referee will then reset the stopwatch to 2 mintues" (G59, G60)
  timeBlock: { lengthMs: 60 * MINUTE, resetWhenLeftMs: 5 * MINUTE, resetToMs: 2 * MINUTE },
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
  // §18: "if a team is losing by more than ten (10) goals, then they can request the referee to stop the game" (G30)
  stopOnRequestAbove: 10,
  // §25: "A player arriving late for a game may play up until the LAST MINUTE of the game" (R51)
  lateArrivalCutoffMs: 60_000,
  // §25 "Quick Penalty Rule: If a penalized player does NOT make his way to the penalty box within 30 seconds …" (G40)
  quickPenaltyRule: true,
  // §13: "the opposing team will be awarded a 7 - 0 win" (R8)
  forfeitGoals: 7,
  // §5, §6: "the team will automatically forfeit the game(s) that player played in" / "will default the game(s)"
  ineligiblePlayerForfeits: true,
  forfeitBenchMinorNextGame: false,
  // §17: "at least eight (8) players … for the 5 on 5 format"; six if both teams agree (R23)
  minimumDressed: { players: 8, skaters: 0, goalie: false, byAgreement: 6, rule: 'R23' },
  minimumAge: null,
  waiverRequired: false,
  // §8 (004:13) "All forms MUST be signed by the correct player and be turned in to the league BEFORE that
  // player steps on the floor": on for the league's seasons; the desk records each form (recordRegistration),
  // and a season that keeps its forms on paper turns it off per competition (R42, R69)
  registrationRequired: true,
  leagueSeason: 'WINTER',
  stage: leagueStage(5),
};

/** The 3 on 3 league plays the 5 on 5 league's game (§25, §13, §15) but for what follows. */
export const WINTER_LEAGUE_3ON3: Ruleset = {
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
  // §26: nobody serves a penalty in 3 on 3, so there is no box to be slow to (G29, G40)
  quickPenaltyRule: false,
  // §17: "at least four (4) players for the 3 on 3 format"; three if both teams agree (R23)
  minimumDressed: { players: 4, skaters: 0, goalie: false, byAgreement: 3, rule: 'R23' },
  stage: leagueStage(3),
};
