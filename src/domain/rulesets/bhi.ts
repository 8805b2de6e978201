import { ClockMode, GameStage, PenaltySeverity, RulesetPreset } from '../enums';
import { ALWAYS_EJECT, GOALIE_AND_THREE_SKATERS, isElimination, MINUTE, noOvertime, standardLengths, type Ruleset } from './base';

/** The BHI 5 on 5 tournament's rules. */
export const BHI_5ON5: Ruleset = {
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
  assessedSeverity: {},
  // "The referee shall assess a Minor or Major penalty only, for any high stick infraction … 2 minutes
  // (No Blood), 4 minute (Accidental with Blood), 5 minute (Intent with blood)"
  allowedSeverities: { HIGH_STICKING: [PenaltySeverity.MINOR, PenaltySeverity.DOUBLE_MINOR, PenaltySeverity.MAJOR] },
  // docs/rulebooks/003_1bb7ac110d7dcb5e.txt:14 "2 minutes (No Blood), 4 minute (Accidental with Blood), 5 minute
  // (Intent with blood)": the call's injury and accidental decide the severity (G55)
  highStickLengthsByBlood: true,
  // docs/rulebooks/003_1bb7ac110d7dcb5e.txt:16 "Waving at a ball with a high stick (Contact or no Contact) is no
  // longer a two minute penalty" (G56)
  notPenalties: {
    HIGH_STICKING_THE_BALL: 'BHI 003:16 "Waving at a ball with a high stick (Contact or no Contact) is no longer a two minute penalty"',
  },
  // "A major penalty and game misconduct shall be assessed to any player who injures an opponent as a result of a deliberate slide"
  injuryMajorWithMisconduct: ['SLIDING', 'DELIBERATE_SLIDE'],
  // "in the Co-ed, ladies, and youth leagues, a minor penalty shall be assessed to any player who
  // deliberately slides anywhere on the playing surface" (003:22, R36)
  deliberateSlideMinorIn: ['COED', 'LADIES', 'YOUTH'],
  // "a minor penalty will be assessed if … 1. any player who deliberately slides and makes contact with an
  // opponent that impedes that players movement. 2. … extreme measures to avoid being upset by an opponent
  // that is sliding" (003:18-21, R36)
  slidingContactMinor: true,
  penaltyShotsByInfraction: {},
  stopOnRequestAbove: null,
  lateArrivalCutoffMs: null,
  quickPenaltyRule: false,
  // BHI gives no forfeit score: 5–0 (R8)
  forfeitGoals: 5,
  // The BHI rules name no consequence for dressing an ineligible player: the override is only recorded.
  ineligiblePlayerForfeits: false,
  // "Any team that forfeits a game will be assessed a 2 minute penalty in their next game of the tournament. (Round Robin or Playoffs)"
  forfeitBenchMinorNextGame: true,
  // The BHI rules set no minimum to start: a goaltender ("5 runners and a Goalie") and three skaters (R26).
  minimumDressed: GOALIE_AND_THREE_SKATERS,
  minimumAge: null,
  waiverRequired: false,
  registrationRequired: false,
  leagueSeason: null,
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
};
