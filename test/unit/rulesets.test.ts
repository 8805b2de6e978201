import { ClockMode, ELIMINATION_STAGES, GameStage, GameStatus, RulesetPreset } from '../../src/domain/enums';
import { RULESETS, rulesetFor } from '../../src/domain/rulesets';
import { initialScoreboard } from '../../src/domain/scoreboard';

const MINUTE = 60_000;
const { RUN_TIME, STOP_TIME } = ClockMode;

// Stages where no winner is needed (a tie stands, R24) and stages decided by a winner.
const NON_ELIMINATION: GameStage[] = [GameStage.ROUND_ROBIN, GameStage.REGULAR_SEASON];
const ELIMINATION: GameStage[] = [GameStage.QUARTERFINAL, GameStage.SEMIFINAL, GameStage.FINAL, GameStage.PLAYOFF, GameStage.CONSOLATION];

/**
 * The rulebooks in shared/rulebooks (README there): 000 Cole Harbour Classic, 003 BHI 5 on 5,
 * 004 the winter league. IIHF and NHL are not in that folder; their rows follow the rule
 * numbers cited in src/domain/rulesets.ts.
 */
const PRESETS: Array<{
  preset: RulesetPreset;
  periods: number;
  minutes: number;
  mode: ClockMode;
  skaters: number;
  timeoutsNonElimination: number;
  timeoutsElimination: number;
  minimumAge: number | null;
  /** rulebook text for periods, clock, skaters and age */
  format: string;
  /** rulebook text for timeouts */
  timeouts: string;
}> = [
  {
    preset: RulesetPreset.COLE_HARBOUR_CLASSIC,
    periods: 2,
    minutes: 20,
    mode: RUN_TIME,
    skaters: 5,
    timeoutsNonElimination: 0,
    timeoutsElimination: 1,
    minimumAge: 19,
    format: 'Cole Harbour "Two periods of 20 minutes run time"; "designated tournament age (19+)"',
    // The section-specific rules win over the general "Teams are permitted to take one timeout per game".
    timeouts: 'Cole Harbour "No timeouts are permitted during round robin play"; semis & finals "Each team is permitted 1 time out"',
  },
  {
    preset: RulesetPreset.BHI_5ON5,
    periods: 3,
    minutes: 10,
    mode: STOP_TIME,
    skaters: 5,
    timeoutsNonElimination: 0,
    timeoutsElimination: 1,
    minimumAge: null,
    format: 'BHI "3 ten-minute stop time periods"; "5 on 5 (5 runners and a Goalie)"',
    timeouts: 'BHI "No time outs during round robin play, 1 timeout per team will be allowed in each elimination game"',
  },
  {
    preset: RulesetPreset.WINTER_LEAGUE_5ON5,
    periods: 2,
    minutes: 25,
    mode: RUN_TIME,
    skaters: 5,
    timeoutsNonElimination: 1,
    timeoutsElimination: 1,
    minimumAge: null,
    format: 'league §25 "two (2) twenty-five (25) minute periods, running straight time" (R13); "played 5 on 5, plus goalie"',
    timeouts: 'league §25 "one (1) thirty second timeout each period (including O/T)"',
  },
  {
    preset: RulesetPreset.WINTER_LEAGUE_3ON3,
    periods: 2,
    minutes: 25,
    mode: RUN_TIME,
    skaters: 3,
    timeoutsNonElimination: 1,
    timeoutsElimination: 1,
    minimumAge: null,
    format: 'league §25 "two (2) twenty-five (25) minute periods, running straight time" (R13); "played 3 on 3, plus goalie"',
    timeouts: 'league §25 "one (1) thirty second timeout each period (including O/T)"',
  },
  {
    preset: RulesetPreset.IIHF,
    periods: 3,
    minutes: 20,
    mode: STOP_TIME,
    skaters: 5,
    timeoutsNonElimination: 1,
    timeoutsElimination: 1,
    minimumAge: null,
    format: 'IIHF Rule 30: three 20-minute periods',
    timeouts: 'IIHF Rule 32: one team timeout',
  },
  {
    preset: RulesetPreset.NHL,
    periods: 3,
    minutes: 20,
    mode: STOP_TIME,
    skaters: 5,
    timeoutsNonElimination: 1,
    timeoutsElimination: 1,
    minimumAge: null,
    format: 'NHL Rule 21: three 20-minute periods',
    timeouts: 'NHL Rule 87: one team timeout',
  },
];

describe('rulesets: the rulebooks as data', () => {
  it('has a row in this table for every preset', () => {
    expect(PRESETS.map((p) => p.preset).sort()).toEqual(Object.values(RulesetPreset).sort());
    expect(Object.keys(RULESETS).sort()).toEqual(Object.values(RulesetPreset).sort());
  });

  it('treats every stage as either elimination or not', () => {
    expect([...ELIMINATION_STAGES].sort()).toEqual([...ELIMINATION].sort());
    expect([...NON_ELIMINATION, ...ELIMINATION].sort()).toEqual(Object.values(GameStage).sort());
  });

  it.each(PRESETS)('$preset: $periods × $minutes min, $mode at puck drop (R10), $skaters skaters — $format', (row) => {
    const ruleset = rulesetFor(row.preset);
    expect(ruleset.preset).toBe(row.preset);
    expect(ruleset.regulationPeriods).toBe(row.periods);
    expect(ruleset.periodLengthMs).toBe(row.minutes * MINUTE);
    expect(ruleset.initialClockMode).toBe(row.mode);
    expect(ruleset.skatersAtFullStrength).toBe(row.skaters);
    expect(ruleset.minimumAge).toBe(row.minimumAge);
  });

  it.each(PRESETS)(
    '$preset: $timeoutsNonElimination timeout(s) in round robin / regular season, $timeoutsElimination in elimination games — $timeouts',
    (row) => {
      const ruleset = rulesetFor(row.preset);
      const expected = (stages: GameStage[], timeouts: number) => stages.map((stage) => [stage, timeouts]);
      expect([...NON_ELIMINATION, ...ELIMINATION].map((stage) => [stage, ruleset.timeoutsAtStart(stage)])).toEqual([
        ...expected(NON_ELIMINATION, row.timeoutsNonElimination),
        ...expected(ELIMINATION, row.timeoutsElimination),
      ]);
    },
  );
});

describe('initialScoreboard: a scheduled game, before puck drop', () => {
  const asOf = new Date('2025-01-18T19:30:00.000Z');

  it.each(PRESETS.flatMap((row) => [GameStage.ROUND_ROBIN, GameStage.FINAL].map((stage) => ({ ...row, stage }))))(
    '$preset $stage: seq 0, SCHEDULED, period 0, clock stopped at $minutes:00 ($mode), 0–0, no penalties',
    (row) => {
      const timeouts = ELIMINATION_STAGES.has(row.stage) ? row.timeoutsElimination : row.timeoutsNonElimination;
      const line = (teamId: string) => ({
        teamId,
        score: 0,
        shots: 0,
        skatersOnIce: row.skaters,
        timeoutsLeft: timeouts,
        penaltyMinutes: 0,
      });
      const scoreboard = initialScoreboard({
        gameId: 'g1',
        homeTeamId: 'home',
        awayTeamId: 'away',
        stage: row.stage,
        ruleset: rulesetFor(row.preset),
        asOf,
      });
      expect(scoreboard).toEqual({
        gameId: 'g1',
        seq: 0,
        status: GameStatus.SCHEDULED,
        period: 0,
        periodLabel: '',
        clock: { running: false, remainingMs: row.minutes * MINUTE, asOf: '2025-01-18T19:30:00.000Z', mode: row.mode },
        home: line('home'),
        away: line('away'),
        penalties: [],
      });
    },
  );
});
