import { ClockMode, GameStage, RulesetPreset } from '../enums';
import { isElimination, MINUTE, type Ruleset } from './base';
import { PROFESSIONAL_GAME } from './professional';

/**
 * IIHF Official Rule Book 2023–24: three 20-minute stop-time periods (Rule 30); one team timeout
 * per game (Rule 32); preliminary round: 5 minutes 3-on-3 sudden death then a game-winning-shot
 * procedure of 5 shooters (Rule 30); play-offs: 10 minutes 3-on-3 (gold medal game 20) then shots.
 */
export const IIHF: Ruleset = {
  preset: RulesetPreset.IIHF,
  ...PROFESSIONAL_GAME,
  recordedMinutes: { GAME_MISCONDUCT: 20, GROSS_MISCONDUCT: 20, MATCH: 25 },
  stage: (stage) => {
    const otMinutes = stage === GameStage.FINAL ? 20 : isElimination(stage) ? 10 : 5;
    return {
      overtime: { periodLengthMs: otMinutes * MINUTE, mode: ClockMode.STOP_TIME, skaters: 3, periods: 1 },
      shootout: { rounds: 5, shooters: 'DISTINCT_THEN_ANY' },
      timeouts: { count: 1, per: 'GAME' },
    };
  },
};
