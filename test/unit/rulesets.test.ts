import { GameStage, RulesetPreset } from '../../src/domain/enums';
import { initialState } from '../../src/domain/game/machine';
import { toScoreboard } from '../../src/domain/game/scoreboard-view';
import { overrideProblems, RULESETS, resolveRuleset } from '../../src/domain/rulesets';

const MIN = 60_000;

describe('presets: regulation', () => {
  it.each([
    // Cole Harbour "Two periods of 20 minutes run time"; "(19+)"
    { preset: 'COLE_HARBOUR_CLASSIC', periods: 2, length: 20 * MIN, mode: 'RUN_TIME', skaters: 5, age: 19 },
    // BHI "3 ten-minute stop time periods"; "5 on 5 (5 runners and a Goalie)"
    { preset: 'BHI_5ON5', periods: 3, length: 10 * MIN, mode: 'STOP_TIME', skaters: 5, age: null },
    // League §25 "two (2) twenty-five (25) minute periods, running straight time"; 5 on 5 at the Sportsplex
    { preset: 'WINTER_LEAGUE_5ON5', periods: 2, length: 25 * MIN, mode: 'RUN_TIME', skaters: 5, age: null },
    // League §25 "All games at the Westmount Fitness Club will be played 3 on 3, plus goalie"
    { preset: 'WINTER_LEAGUE_3ON3', periods: 2, length: 25 * MIN, mode: 'RUN_TIME', skaters: 3, age: null },
    { preset: 'IIHF', periods: 3, length: 20 * MIN, mode: 'STOP_TIME', skaters: 5, age: null },
    { preset: 'NHL', periods: 3, length: 20 * MIN, mode: 'STOP_TIME', skaters: 5, age: null },
  ] as const)('$preset: $periods × $length ms, $mode, $skaters skaters', ({ preset, periods, length, mode, skaters, age }) => {
    const r = RULESETS[preset];
    expect([r.regulationPeriods, r.periodLengthMs, r.regulationMode, r.skatersAtFullStrength, r.minimumAge]).toEqual([periods, length, mode, skaters, age]);
  });

  it.each([
    // Cole Harbour "A team who is found to have used an ineligible player … shall have the game seen as a forfeit"
    ['COLE_HARBOUR_CLASSIC', true],
    // League §5 "the team will automatically forfeit the game(s) that player played in"
    ['WINTER_LEAGUE_5ON5', true],
    ['WINTER_LEAGUE_3ON3', true],
    // BHI names no consequence
    ['BHI_5ON5', false],
  ] as const)('%s: dressing an ineligible player forfeits the game: %s', (preset, forfeits) => {
    expect(RULESETS[preset].ineligiblePlayerForfeits).toBe(forfeits);
  });

  it.each([
    // BHI "Any team that forfeits a game will be assessed a 2 minute penalty in their next game of the tournament. (Round Robin or Playoffs)"
    ['BHI_5ON5', true],
    // Cole Harbour and the league name a forfeit's score and fines, no penalty in the next game
    ['COLE_HARBOUR_CLASSIC', false],
    ['WINTER_LEAGUE_5ON5', false],
    ['WINTER_LEAGUE_3ON3', false],
  ] as const)('%s: a forfeiting team starts its next game a man short: %s', (preset, penalised) => {
    expect(RULESETS[preset].forfeitBenchMinorNextGame).toBe(penalised);
  });

  it.each([
    // docs/rulebooks/004_52536eff465526ad.txt:13 "All forms MUST be signed by the correct player and be turned in to the league BEFORE that player steps on the floor" (R42, R69)
    ['WINTER_LEAGUE_5ON5', true],
    ['WINTER_LEAGUE_3ON3', true],
    // the tournaments' rulebooks and the professional books name no registration form
    ['COLE_HARBOUR_CLASSIC', false],
    ['BHI_5ON5', false],
    ['IIHF', false],
    ['NHL', false],
  ] as const)('docs/rulebooks/004_52536eff465526ad.txt:13 %s: a player plays only once his registration form is on record: %s (R69)', (preset, required) => {
    expect(RULESETS[preset].registrationRequired).toBe(required);
  });

  it('covers every preset', () => {
    expect(Object.keys(RULESETS).sort()).toEqual(Object.values(RulesetPreset).sort());
  });
});

describe('presets: stages (R24)', () => {
  const format = (preset: RulesetPreset, stage: GameStage) => {
    const f = RULESETS[preset].stage(stage);
    return {
      overtime: f.overtime && `${f.overtime.periodLengthMs / MIN}min ${f.overtime.mode} ${f.overtime.skaters}v${f.overtime.skaters} ×${f.overtime.periods ?? '∞'}`,
      shootout: f.shootout && `${f.shootout.rounds} ${f.shootout.shooters}`,
      timeouts: `${f.timeouts.count}/${f.timeouts.per}`,
    };
  };

  it.each([
    // Cole Harbour round robin: "the game will end in a tie", "No timeouts are permitted during round robin play"
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', overtime: null, shootout: null, timeouts: '0/GAME' },
    // Semi-finals & finals: "3v3, 5 minute overtime (stop time …)", "3-man shootout", "Each team is permitted 1 time out"
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'SEMIFINAL', overtime: '5min STOP_TIME 3v3 ×1', shootout: '3 DISTINCT_THEN_ANY', timeouts: '1/GAME' },
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'FINAL', overtime: '5min STOP_TIME 3v3 ×1', shootout: '3 DISTINCT_THEN_ANY', timeouts: '1/GAME' },
    // BHI: "Round robins games (no overtime, remains a tie)"; "No time outs during round robin play"
    { preset: 'BHI_5ON5', stage: 'ROUND_ROBIN', overtime: null, shootout: null, timeouts: '0/GAME' },
    // "A tie in quarter finals and semifinals will result in 5 minute overtime and then 3 man shootout"; "entire roster"
    { preset: 'BHI_5ON5', stage: 'QUARTERFINAL', overtime: '5min STOP_TIME 5v5 ×1', shootout: '3 WHOLE_ROSTER', timeouts: '1/GAME' },
    { preset: 'BHI_5ON5', stage: 'SEMIFINAL', overtime: '5min STOP_TIME 5v5 ×1', shootout: '3 WHOLE_ROSTER', timeouts: '1/GAME' },
    // "Championship games will be continuous overtime"
    { preset: 'BHI_5ON5', stage: 'FINAL', overtime: '10min STOP_TIME 5v5 ×∞', shootout: null, timeouts: '1/GAME' },
    // League §15 regular season: 5-minute straight-time sudden death, then 3 shooters; §25 a timeout each period
    { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', overtime: '5min RUN_TIME 5v5 ×1', shootout: '3 DISTINCT_THEN_ANY', timeouts: '1/PERIOD' },
    // §15 playoffs: "sudden death ten (10) minute running time periods … until a goal is scored"
    { preset: 'WINTER_LEAGUE_5ON5', stage: 'PLAYOFF', overtime: '10min RUN_TIME 5v5 ×∞', shootout: null, timeouts: '1/PERIOD' },
    { preset: 'WINTER_LEAGUE_3ON3', stage: 'REGULAR_SEASON', overtime: '5min RUN_TIME 3v3 ×1', shootout: '3 DISTINCT_THEN_ANY', timeouts: '1/PERIOD' },
  ] as const)('$preset $stage', ({ preset, stage, ...expected }) => {
    expect(format(preset, stage)).toEqual(expected);
  });
});

describe('overrides', () => {
  it('replace the preset values a competition sets, and nothing else', () => {
    const r = resolveRuleset('WINTER_LEAGUE_5ON5', { periodMinutes: 20, forfeitGoals: 5 });
    expect([r.periodLengthMs, r.forfeitGoals, r.regulationPeriods, r.ejectAfterPenalties]).toEqual([20 * MIN, 5, 2, 3]);
  });

  it('move a last-period window with the number of periods', () => {
    expect(resolveRuleset('COLE_HARBOUR_CLASSIC', { regulationPeriods: 3 }).stopTimeWindow?.period).toBe(3);
  });

  it.each([
    [{ periodMinutes: 0 }, 'periodMinutes', 'must be a whole number from 1 to 60'],
    [{ regulationPeriods: 2.5 }, 'regulationPeriods', 'must be a whole number from 1 to 5'],
    [{ ejectAfterPenalties: 11 }, 'ejectAfterPenalties', 'must be a whole number from 1 to 10'],
    [{ colour: 3 } as never, 'colour', 'is not a rule a competition can override'],
  ])('refuse %j naming %s', (overrides, field, message) => {
    expect(overrideProblems(overrides)).toEqual([{ field, message }]);
  });
});

describe('a scheduled game before puck drop', () => {
  it.each(Object.values(RulesetPreset))('%s: seq 0, SCHEDULED, clock stopped at full length', (preset) => {
    const ruleset = RULESETS[preset];
    const state = initialState({ gameId: 'g', homeTeamId: 'h', awayTeamId: 'a', stage: 'ROUND_ROBIN' }, ruleset, '2026-12-05T18:00:00.000Z');
    expect(toScoreboard(state, ruleset)).toMatchObject({
      gameId: 'g',
      seq: 0,
      status: 'SCHEDULED',
      period: 0,
      periodLabel: '',
      clock: { running: false, remainingMs: ruleset.periodLengthMs, mode: ruleset.regulationMode, asOf: '2026-12-05T18:00:00.000Z' },
      home: { teamId: 'h', score: 0, shots: 0, skatersOnIce: ruleset.skatersAtFullStrength, penaltyMinutes: 0 },
      penalties: [],
      shootout: null,
      decision: null,
    });
  });
});
