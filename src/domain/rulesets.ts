import { ClockMode, ELIMINATION_STAGES, type GameStage, RulesetPreset } from './enums';

/**
 * The parts of each rulebook that a game needs before its first event: how regulation is played
 * and what a scoreboard shows at puck drop. Each value cites its source in `../shared/rulebooks`.
 */
export interface RulesetBasics {
  preset: RulesetPreset;
  regulationPeriods: number;
  periodLengthMs: number;
  /** the clock mode at puck drop (R10) */
  initialClockMode: ClockMode;
  /** skaters per side on the ice at full strength, goalie not counted */
  skatersAtFullStrength: number;
  /** timeouts per team at the start of a game of the given stage */
  timeoutsAtStart(stage: GameStage): number;
  /** minimum age on game day, when the rulebook sets one */
  minimumAge: number | null;
}

const MINUTE = 60_000;

export const RULESETS: Readonly<Record<RulesetPreset, RulesetBasics>> = {
  // Cole Harbour Classic, "Game Format": two 20-minute periods of run time; "No timeouts are
  // permitted during round robin play"; semi-finals & finals "Each team is permitted 1 time out";
  // "All players participating must be the designated tournament age (19+)".
  [RulesetPreset.COLE_HARBOUR_CLASSIC]: {
    preset: RulesetPreset.COLE_HARBOUR_CLASSIC,
    regulationPeriods: 2,
    periodLengthMs: 20 * MINUTE,
    initialClockMode: ClockMode.RUN_TIME,
    skatersAtFullStrength: 5,
    timeoutsAtStart: (stage) => (ELIMINATION_STAGES.has(stage) ? 1 : 0),
    minimumAge: 19,
  },
  // BHI 5 on 5: "3 ten-minute stop time periods"; "5 runners and a Goalie"; "No time outs during
  // round robin play, 1 timeout per team will be allowed in each elimination game".
  [RulesetPreset.BHI_5ON5]: {
    preset: RulesetPreset.BHI_5ON5,
    regulationPeriods: 3,
    periodLengthMs: 10 * MINUTE,
    initialClockMode: ClockMode.STOP_TIME,
    skatersAtFullStrength: 5,
    timeoutsAtStart: (stage) => (ELIMINATION_STAGES.has(stage) ? 1 : 0),
    minimumAge: null,
  },
  // Winter league §25: "two (2) twenty-five (25) minute periods, running straight time"; "one (1)
  // thirty second timeout each period (including O/T)"; 5 on 5 at the Metro Sportsplex.
  [RulesetPreset.WINTER_LEAGUE_5ON5]: {
    preset: RulesetPreset.WINTER_LEAGUE_5ON5,
    regulationPeriods: 2,
    periodLengthMs: 25 * MINUTE,
    initialClockMode: ClockMode.RUN_TIME,
    skatersAtFullStrength: 5,
    timeoutsAtStart: () => 1,
    minimumAge: null,
  },
  // Winter league §25: "played 3 on 3, plus goalie" at the Westmount Fitness Club; same periods.
  [RulesetPreset.WINTER_LEAGUE_3ON3]: {
    preset: RulesetPreset.WINTER_LEAGUE_3ON3,
    regulationPeriods: 2,
    periodLengthMs: 25 * MINUTE,
    initialClockMode: ClockMode.RUN_TIME,
    skatersAtFullStrength: 3,
    timeoutsAtStart: () => 1,
    minimumAge: null,
  },
  // IIHF Official Rule Book 2023–24, Rule 30 (three 20-minute periods of stop time) and Rule 32
  // (one 30-second team timeout per game).
  [RulesetPreset.IIHF]: {
    preset: RulesetPreset.IIHF,
    regulationPeriods: 3,
    periodLengthMs: 20 * MINUTE,
    initialClockMode: ClockMode.STOP_TIME,
    skatersAtFullStrength: 5,
    timeoutsAtStart: () => 1,
    minimumAge: null,
  },
  // NHL Official Rules 2023–24, Rule 21 (three 20-minute periods) and Rule 87 (one team timeout).
  [RulesetPreset.NHL]: {
    preset: RulesetPreset.NHL,
    regulationPeriods: 3,
    periodLengthMs: 20 * MINUTE,
    initialClockMode: ClockMode.STOP_TIME,
    skatersAtFullStrength: 5,
    timeoutsAtStart: () => 1,
    minimumAge: null,
  },
};

export function rulesetFor(preset: RulesetPreset): RulesetBasics {
  return RULESETS[preset];
}
