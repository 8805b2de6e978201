import { ClockMode } from '../enums';
import { ALWAYS_EJECT, GOALIE_AND_THREE_SKATERS, MINUTE, standardLengths, type Ruleset } from './base';

/**
 * The game the IIHF and NHL rulebooks share: three 20-minute stop-time periods, standard penalty
 * lengths, none of the tournament and league rulebooks' own rules. Each adds its records and its stages.
 */
export const PROFESSIONAL_GAME: Omit<Ruleset, 'preset' | 'recordedMinutes' | 'stage'> = {
  regulationPeriods: 3,
  periodLengthMs: 20 * MINUTE,
  regulationMode: ClockMode.STOP_TIME,
  stopTimeWindow: null,
  mercy: null,
  skatersAtFullStrength: 5,
  minimumSkaters: 3,
  penaltyLengths: standardLengths,
  penaltyShots: null,
  lateDelayOfGamePenaltyShotMs: null,
  ejectAfterPenalties: null,
  ejectingSeverities: ALWAYS_EJECT,
  ejectingInfractions: [],
  gameMisconductWithMajor: [],
  accidentalMajorExempt: [],
  minimumSeverity: {},
  assessedSeverity: {},
  allowedSeverities: {},
  injuryMajorWithMisconduct: [],
  penaltyShotsByInfraction: {},
  stopOnRequestAbove: null,
  lateArrivalCutoffMs: null,
  quickPenaltyRule: false,
  forfeitGoals: 5,
  ineligiblePlayerForfeits: false,
  forfeitBenchMinorNextGame: false,
  // A minimum to start is a tournament's own regulation, not in the playing rules encoded here:
  // a goaltender and three skaters (R26).
  minimumDressed: GOALIE_AND_THREE_SKATERS,
  minimumAge: null,
  waiverRequired: false,
  registrationRequired: false,
  leagueSeason: null,
};
