import { ClockMode, PenaltySeverity, RulesetPreset } from '../enums';
import { ALWAYS_EJECT, isElimination, MINUTE, noOvertime, type Ruleset } from './base';

/** The Cole Harbour Classic tournament's rules. */
export const COLE_HARBOUR_CLASSIC: Ruleset = {
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
  // "Fighting will also result in automatic ejection from the game AND the rest of the tournament" (R17):
  // the instigator and the aggressor are in the fight, and out of the game at once too (R28)
  ejectingInfractions: ['FIGHTING', 'INSTIGATOR', 'AGGRESSOR'],
  gameMisconductWithMajor: 'ALL',
  // "The Game Misconduct penalty shall not apply to players assessed with a Major penalty for an
  // accidental High Stick, except when injury results"
  accidentalMajorExempt: ['HIGH_STICKING'],
  // docs/rulebooks/000_5506cbd709277b08.txt:93 "causes an opponent to collide with the boards, the Minor
  // penalty normally assessed under the rules will be waived and a Double Minor penalty shall be assessed" (R29)
  minimumSeverity: { BOARDING: PenaltySeverity.DOUBLE_MINOR },
  // docs/rulebooks/000_5506cbd709277b08.txt:97 "A player who intentionally makes contact with an opponent with a high
  // stick shall be assessed a major penalty whether or not injury results … shall also incur a Game Misconduct";
  // :96 "A Minor penalty shall be assessed to any player who … intimidates an opponent while carrying their stick
  // above the waist height" (G57)
  intentionalHighStickMajor: true,
  // docs/rulebooks/000_5506cbd709277b08.txt:23 "shall be assessed a Gross Misconduct" (R20);
  // :90 "A Match penalty shall be assessed to any player who is identified … as the instigator or
  // aggressor in a fight", and to an opponent "if he fights back" (R28)
  assessedSeverity: {
    DISCRIMINATORY_ABUSE: PenaltySeverity.GROSS_MISCONDUCT,
    INSTIGATOR: PenaltySeverity.MATCH,
    AGGRESSOR: PenaltySeverity.MATCH,
    FIGHTING: PenaltySeverity.MATCH,
  },
  allowedSeverities: {},
  // :93 "When injury results from intentional body contact a Major penalty shall be assessed" (R29);
  // every Cole Harbour major brings its game misconduct (R16)
  injuryMajorWithMisconduct: ['BODY_CONTACT', 'BOARDING', 'CHECKING', 'CHARGING'],
  penaltyShotsByInfraction: {},
  stopOnRequestAbove: null,
  lateArrivalCutoffMs: null,
  quickPenaltyRule: false,
  // "recorded as a 5 – 0 victory for the non-forfeiting team" (R8)
  forfeitGoals: 5,
  // "A team who is found to have used an ineligible player in a tournament game(s) shall have the game seen as a forfeit"
  ineligiblePlayerForfeits: true,
  forfeitBenchMinorNextGame: false,
  // "a minimum playing roster of 7 players (six skaters and a goaltender)" (R23). "Note: Special
  // circumstances with regards to this rule may be reviewed by the Tournament Official" (000:61, R33).
  minimumDressed: { players: 7, skaters: 6, goalie: true, byAgreement: null, rule: 'R23', officialMayAllowShort: true },
  // 000:65: up to 15 minutes before the scheduled time, agreed by both teams and the officials (G61).
  earlyStart: { upToMs: 15 * MINUTE },
  // "designated tournament age (19+)"
  minimumAge: 19,
  // "All players shall fill out the safety waiver before participating in their first game"
  waiverRequired: true,
  registrationRequired: false,
  leagueSeason: null,
  // Round robin: "the game will end in a tie", "No timeouts". Semi-finals & finals: "3v3, 5 minute
  // overtime (stop time)", "3-man shootout … then sudden death in which any player can shoot",
  // "Each team is permitted 1 time out" (R24). "The first 3 shooters must be named upon the first
  // shooter" (000:40, G31): nameShooters before the first attempt.
  stage: (stage) =>
    isElimination(stage)
      ? {
          overtime: { periodLengthMs: 5 * MINUTE, mode: ClockMode.STOP_TIME, skaters: 3, periods: 1 },
          shootout: { rounds: 3, shooters: 'DISTINCT_THEN_ANY', namedShooters: true },
          timeouts: { count: 1, per: 'GAME' },
        }
      : noOvertime(0),
};
