import type { RulesetPreset } from '../../src/domain/enums';
import type { GameEventInput } from '../../src/domain/game/types';
import { AWAY, GameSim, HOME, MIN } from './support/game-sim';

/*
 * League 5 on 5, the Quick Penalty Rule (G40), on the referee's call: a penalised player slow to the
 * box is assessed a delay-of-game minor that a substitute serves, and the clock stops.
 */
type Penalty = Extract<GameEventInput, { type: 'PENALTY' }>;
const slow = (more: Partial<Penalty> = {}): Penalty => ({
  type: 'PENALTY',
  teamId: HOME,
  playerId: 'h5',
  severity: 'MINOR',
  infraction: 'DELAY_OF_GAME',
  slowToBoxOf: 3,
  servedById: 'h6',
  ...more,
});

/** A league game with h5's tripping minor at seq 3, called while the clock runs. */
function tripped(preset: RulesetPreset = 'WINTER_LEAGUE_5ON5') {
  const sim = new GameSim(preset, 'REGULAR_SEASON').start().drop();
  sim.wait(MIN).penalty('home', 'h5');
  expect(sim.events.at(-1)!.seq).toBe(3);
  return sim;
}

describe('docs/rulebooks/004_52536eff465526ad.txt:88 "a substitute from his team ON THE FLOOR, will have to serve the minor penalty" (G40)', () => {
  it("the referee's call: h5 is assessed a delay-of-game minor, the clock stops, the substitute serves it and the team plays two short", () => {
    const sim = tripped();
    expect(sim.state.clock.running).toBe(true);
    sim.wait(40_000);
    const facts = sim.post(slow());
    expect(sim.state.clock.running).toBe(false);
    expect(facts).toMatchObject({ playerId: 'h5', details: { slowToBoxOf: 3, servedById: 'h6', clockStopped: true, minutes: 2 } });
    // "he will be assessed another 2 minute minor": his second penalty of the game (R15 counts it)
    expect(sim.state.home.penaltyCounts.h5).toBe(2);
    expect(sim.state.penalties.map((p) => [p.seq, p.playerId, p.servedById ?? null])).toEqual([
      [3, 'h5', null],
      [4, 'h5', 'h6'],
    ]);
    expect(sim.board.home.skatersOnIce).toBe(sim.ruleset.skatersAtFullStrength - 2);
    expect(sim.replayed()).toEqual(sim.state);
  });

  it.each([
    { what: 'no substitute named', input: slow({ servedById: null }), message: /needs the penalty the player was slow to the box for, and the substitute/ },
    { what: 'the penalised player himself as the substitute', input: slow({ servedById: 'h5' }), message: /A substitute serves the minor/ },
    { what: 'a substitute not dressed for the team', input: slow({ servedById: 'a6' }), message: /substitute .* is not dressed/ },
    { what: 'another severity', input: slow({ severity: 'DOUBLE_MINOR' }), message: /a MINOR for DELAY_OF_GAME/ },
    { what: 'another player than the one penalised', input: slow({ playerId: 'h7' }), message: /Penalty 3 is not one this player still has to serve/ },
    { what: 'a penalty of the other team', input: slow({ teamId: AWAY, playerId: 'a5', servedById: 'a6' }), message: /Penalty 3 is not one this player still has to serve/ },
  ])('refused: $what', ({ input, message }) => {
    expect(tripped().refused(input)).toMatch(message);
  });

  it('once per penalty, and only while it is still to serve', () => {
    const sim = tripped();
    sim.post(slow());
    expect(sim.refused(slow({ servedById: 'h7' }))).toMatch(/already assessed/);
    const served = tripped();
    served
      .faceoff()
      .wait(2 * MIN + 1000)
      .whistle();
    expect(served.refused(slow())).toMatch(/Penalty 3 is not one this player still has to serve/);
  });

  it.each(['WINTER_LEAGUE_3ON3', 'COLE_HARBOUR_CLASSIC', 'BHI_5ON5'] as RulesetPreset[])('%s has no Quick Penalty Rule (3 on 3 serves no penalty, G29): refused', (preset) => {
    const sim = new GameSim(preset, preset.startsWith('WINTER') ? 'REGULAR_SEASON' : 'ROUND_ROBIN').start().drop();
    sim.wait(MIN).penalty('home', 'h5');
    expect(sim.refused(slow())).toMatch(/no Quick Penalty Rule/);
  });
});
