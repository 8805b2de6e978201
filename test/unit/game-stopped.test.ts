import { resultFacts } from '../../src/domain/game/result';
import { AWAY, GameSim, HOME } from './support/game-sim';

/*
 * A game stopped before the end of regulation (G30): league §18's mercy stop at the losing team's
 * request, and the referee's stop of a game out of control.
 */
describe('a game stopped early (league §18, G30)', () => {
  it.each([
    // League §18: "if a team is losing by more than ten (10) goals, then they can request the referee to stop the game, and the 2 points will be awarded to the other team"
    { preset: 'WINTER_LEAGUE_5ON5', home: 11, away: 0, winner: 'home' },
    { preset: 'WINTER_LEAGUE_3ON3', home: 1, away: 12, winner: 'away' },
  ] as const)('$preset: losing $home-$away, the losing team asks: the score stands, a regulation result to the leader', ({ preset, home, away, winner }) => {
    const sim = new GameSim(preset, 'REGULAR_SEASON').start().drop();
    sim.goals('home', home).goals('away', away);
    const facts = sim.post({ type: 'GAME_ENDED', reason: 'MERCY_REQUESTED_BY_LOSING_TEAM' });
    expect(facts.details).toMatchObject({ decision: 'REGULATION', winner, stopReason: 'MERCY_REQUESTED_BY_LOSING_TEAM' });
    expect(sim.board).toMatchObject({ status: 'FINAL', decision: 'REGULATION', home: { score: home }, away: { score: away } });
    expect(resultFacts(sim.state, sim.ruleset)).toMatchObject({ status: 'FINAL', decision: 'REGULATION', homeScore: home, awayScore: away });
    expect(sim.replayed()).toEqual(sim.state);
  });

  it.each([
    // "more than ten (10) goals": ten is not enough
    { preset: 'WINTER_LEAGUE_5ON5', home: 10, away: 0, message: /League §18.*more than ten goals.*10/ },
    { preset: 'WINTER_LEAGUE_3ON3', home: 2, away: 12, message: /League §18.*more than ten goals.*10/ },
    // Cole Harbour and BHI have no stop on request (BHI's mercy rule runs the clock, R12)
    { preset: 'COLE_HARBOUR_CLASSIC', home: 11, away: 0, message: /no stop at the losing team's request/ },
    { preset: 'BHI_5ON5', home: 11, away: 0, message: /no stop at the losing team's request/ },
  ] as const)('$preset: $home-$away, a stop on request is refused', ({ preset, home, away, message }) => {
    const sim = new GameSim(preset, preset.startsWith('WINTER') ? 'REGULAR_SEASON' : 'ROUND_ROBIN').start().drop();
    sim.goals('home', home).goals('away', away);
    expect(sim.refused({ type: 'GAME_ENDED', reason: 'MERCY_REQUESTED_BY_LOSING_TEAM' })).toMatch(message);
  });

  it.each([
    { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON' },
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN' },
    { preset: 'BHI_5ON5', stage: 'SEMIFINAL' },
  ] as const)('$preset: without a reason, a game still ends only after regulation', ({ preset, stage }) => {
    const sim = new GameSim(preset, stage).start().drop();
    sim.goals('home', 12);
    expect(sim.refused({ type: 'GAME_ENDED' })).toBe('Regulation is not over: end the last period first.');
  });

  it.each([
    { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON' },
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN' },
    { preset: 'BHI_5ON5', stage: 'SEMIFINAL' },
  ] as const)('$preset: the referee stops the game: it is over, its result left to the officials (recordResult or a forfeit)', ({ preset, stage }) => {
    const sim = new GameSim(preset, stage).start().drop();
    sim.goals('home', 3).goals('away', 1);
    const facts = sim.post({ type: 'GAME_ENDED', reason: 'REFEREE_STOPPED' });
    expect(facts.details).toMatchObject({ decision: null, winner: null, stopReason: 'REFEREE_STOPPED' });
    expect(sim.board).toMatchObject({ status: 'FINAL', decision: null, home: { score: 3 }, away: { score: 1 } });
    // no result for the standings until the officials give one
    expect(resultFacts(sim.state, sim.ruleset)).toBeNull();
    expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [] })).toMatch(/The game is over/);
    expect(sim.replayed()).toEqual(sim.state);
    const decided = new GameSim(preset, stage);
    Object.assign(decided, { state: sim.state });
    decided.events.push(...sim.events);
    decided.wait(60_000).post({ type: 'RESULT_RECORDED', homeScore: 3, awayScore: 1, decision: 'REGULATION', reason: 'the league let the score stand' });
    expect(resultFacts(decided.state, decided.ruleset)).toMatchObject({ decision: 'REGULATION', homeScore: 3, awayScore: 1 });
    sim.post({ type: 'FORFEIT', forfeitingTeamId: AWAY });
    expect(resultFacts(sim.state, sim.ruleset)).toMatchObject({ status: 'FORFEITED', forfeitingTeamId: AWAY });
  });
});
