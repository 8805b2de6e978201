import { ClockMode, RulesetPreset } from '../enums';
import { isElimination, MINUTE, type Ruleset } from './base';
import { PROFESSIONAL_GAME } from './professional';

/**
 * NHL Official Rules 2023–24: three 20-minute periods (Rule 21); one timeout (Rule 87); regular
 * season 5-minute 3-on-3 overtime then a 3-round shootout, no shooter twice until all have shot
 * (Rule 84); playoffs: 20-minute 5-on-5 sudden-death periods until a goal.
 */
export const NHL: Ruleset = {
  preset: RulesetPreset.NHL,
  ...PROFESSIONAL_GAME,
  recordedMinutes: { GAME_MISCONDUCT: 10, GROSS_MISCONDUCT: 10 },
  stage: (stage) =>
    isElimination(stage)
      ? { overtime: { periodLengthMs: 20 * MINUTE, mode: ClockMode.STOP_TIME, skaters: 5, periods: null }, shootout: null, timeouts: { count: 1, per: 'GAME' } }
      : {
          overtime: { periodLengthMs: 5 * MINUTE, mode: ClockMode.STOP_TIME, skaters: 3, periods: 1 },
          shootout: { rounds: 3, shooters: 'WHOLE_ROSTER' },
          timeouts: { count: 1, per: 'GAME' },
        },
};
