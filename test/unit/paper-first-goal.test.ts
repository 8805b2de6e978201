import { resultFacts } from '../../src/domain/game/result';
import type { GameEventInput, ScoresheetTime } from '../../src/domain/game/types';
import { standings, type StandingsGame } from '../../src/domain/standings';
import { GameSim, MIN } from './support/game-sim';

/*
 * A paper result may time each team's first goal (G41), so Cole Harbour's last tie-breaker, "Time of
 * first goal scored in tournament" (R5), can read a game kept on paper.
 */
type Result = Extract<GameEventInput, { type: 'RESULT_RECORDED' }>;
const paper = (home: number, away: number, firstGoals?: { home?: ScoresheetTime; away?: ScoresheetTime }, decision: Result['decision'] = 'REGULATION'): Result => ({
  type: 'RESULT_RECORDED',
  homeScore: home,
  awayScore: away,
  decision,
  ...(firstGoals ? { firstGoals } : {}),
});

describe('docs/rulebooks/000_5506cbd709277b08.txt:52 "Time of first goal scored in tournament" from a paper result (R5, G41)', () => {
  it("the scoresheet's period and clock reading become playing time from the opening drop (two 20-minute periods)", () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    const facts = sim.post(paper(2, 1, { home: { period: 2, clockRemainingMs: 15 * MIN }, away: { period: 1, clockRemainingMs: 19 * MIN + 30_000 } }));
    expect(facts.details).toMatchObject({ firstGoalElapsedMs: { home: 25 * MIN, away: 30_000 } });
    expect(resultFacts(sim.state, sim.ruleset)).toMatchObject({ homeFirstGoalElapsedMs: 25 * MIN, awayFirstGoalElapsedMs: 30_000 });
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('without times a paper game gives none (G24); a correction states the scoresheet again, so times it leaves out are not known', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    sim.post(paper(1, 0));
    expect(resultFacts(sim.state, sim.ruleset)).toMatchObject({ homeFirstGoalElapsedMs: null, awayFirstGoalElapsedMs: null });
    sim.post(paper(1, 0, { home: { period: 1, clockRemainingMs: 10 * MIN } }));
    expect(resultFacts(sim.state, sim.ruleset)).toMatchObject({ homeFirstGoalElapsedMs: 10 * MIN });
    sim.post(paper(2, 0));
    expect(resultFacts(sim.state, sim.ruleset)).toMatchObject({ homeFirstGoalElapsedMs: null });
  });

  it.each([
    { what: 'a team that scored no goal', stage: 'ROUND_ROBIN', result: paper(1, 0, { away: { period: 1, clockRemainingMs: MIN } }), message: /The away team scored no goal/ },
    {
      what: 'period 3 of a two-period round robin',
      stage: 'ROUND_ROBIN',
      result: paper(1, 0, { home: { period: 3, clockRemainingMs: MIN } }),
      message: /period 3 was not played in this game \(from 1 to 2\)/,
    },
    { what: 'overtime in a game decided in regulation', stage: 'SEMIFINAL', result: paper(2, 0, { home: { period: 3, clockRemainingMs: MIN } }), message: /period 3 was not played/ },
    {
      what: "a reading over the period's 20 minutes",
      stage: 'ROUND_ROBIN',
      result: paper(1, 0, { home: { period: 1, clockRemainingMs: 20 * MIN + 1 } }),
      message: /between 0 and 1200000 ms in period 1/,
    },
  ] as const)('refused, nothing stored: $what', ({ stage, result, message }) => {
    expect(new GameSim('COLE_HARBOUR_CLASSIC', stage).refused(result)).toMatch(message);
  });

  it('a goal in the 5-minute overtime of a semi-final decided in overtime: 40 minutes and what the overtime clock ran', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL');
    sim.post(paper(1, 0, { home: { period: 3, clockRemainingMs: 3 * MIN } }, 'OVERTIME'));
    expect(resultFacts(sim.state, sim.ruleset)).toMatchObject({ homeFirstGoalElapsedMs: 42 * MIN });
  });

  it('two paper games level on everything else: the earlier first goal ranks first (R5)', () => {
    const X = 'wolves';
    const Y = 'lynx';
    const game = (id: string, home: string, away: string, first: ScoresheetTime): StandingsGame => {
      const sim = new GameSim('COLE_HARBOUR_CLASSIC');
      sim.post(paper(1, 0, { home: first }));
      return { id, homeTeamId: home, awayTeamId: away, startsAt: '2026-01-10T18:00:00.000Z', ...resultFacts(sim.state, sim.ruleset)!, homePenalties: 0, awayPenalties: 0 } as StandingsGame;
    };
    // both 1–0 over the outsiders at the same hour; Y scored at 12:00 left in period 1, X at 5:00 left
    const rows = standings({
      preset: 'COLE_HARBOUR_CLASSIC',
      teamIds: [X, Y],
      games: [game('g1', X, 'out', { period: 1, clockRemainingMs: 5 * MIN }), game('g2', Y, 'out', { period: 1, clockRemainingMs: 12 * MIN })],
    });
    expect(rows.map((r) => [r.teamId, r.tiebreak])).toEqual([
      [Y, 'FIRST_GOAL_TIME'],
      [X, null],
    ]);
  });
});
