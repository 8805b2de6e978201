import { RuleViolation } from '../../src/domain/errors';
import type { GameEventInput } from '../../src/domain/game/types';
import { translate } from '../../src/domain/messages';
import { GameSim, HOME, MIN } from './support/game-sim';

const goal = (assistIds: string[], clockRemainingMs?: number): GameEventInput => ({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds, clockRemainingMs });

/** NHL (20:00 stop-time periods): h4 takes a minor at 19:00; the clock then runs 30 seconds (h4 in the box) and stops at 18:30. */
function h4InTheBox(severity: 'MINOR' | 'MISCONDUCT' = 'MINOR'): GameSim {
  const sim = new GameSim('NHL').start().drop().wait(MIN).whistle();
  sim.penalty('home', 'h4', severity).drop().wait(30_000).whistle();
  return sim;
}

describe('G58: a player serving a penalty in the box is credited with no assist', () => {
  it.each([
    { what: 'a minor running', setup: () => h4InTheBox() },
    { what: 'a misconduct running (the team is not short, the player is in the box)', setup: () => h4InTheBox('MISCONDUCT') },
    {
      what: 'a third minor waiting its turn behind two others (G3)',
      setup: () => {
        const sim = new GameSim('NHL').start().drop().wait(MIN).whistle();
        sim.penalty('home', 'h2').penalty('home', 'h3').penalty('home', 'h4').drop().wait(10_000).whistle();
        expect(sim.board.penalties.find((p) => p.playerId === 'h4')).toMatchObject({ running: false });
        return sim;
      },
    },
    {
      what: 'a penalty carried into the next period',
      setup: () => {
        const sim = new GameSim('NHL')
          .start()
          .drop()
          .wait(20 * MIN - 30_000)
          .whistle();
        sim.penalty('home', 'h4').drop().wait(30_000).endPeriod().drop().wait(10_000).whistle();
        return sim;
      },
    },
  ])('refused while $what, naming the player, in English and French; nothing is stored', ({ setup }) => {
    const sim = setup();
    const before = JSON.stringify(sim.state);
    let refusal: RuleViolation | undefined;
    try {
      sim.post(goal(['h4']));
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      refusal = error;
    }
    expect(refusal?.message).toMatch(/^#4 is serving a penalty in the box \(penalty \d+\) and cannot be credited with an assist on this goal \(G58\)\.$/);
    expect(translate('fr', refusal!.text!)).toMatch(/^Le no 4 purge une punition au banc des punitions \(punition \d+\) et ne peut pas obtenir de passe sur ce but \(G58\)\.$/);
    expect(refusal?.extensions.rule).toBe('G58');
    expect(JSON.stringify(sim.state)).toBe(before);
  });

  it.each([
    {
      what: 'the penalty was called at this stoppage, after the goal was scored (G25: its time waits for the drop)',
      setup: () => new GameSim('NHL').start().drop().wait(MIN).whistle().penalty('home', 'h4'),
      at: undefined,
    },
    { what: 'the goal is entered late, timed before the call (19:30, the call at 19:00)', setup: () => h4InTheBox(), at: 19 * MIN + 30_000 },
    {
      what: 'the penalty has been served',
      setup: () => {
        const sim = h4InTheBox();
        sim
          .drop()
          .wait(2 * MIN)
          .whistle();
        expect(sim.board.penalties).toEqual([]);
        return sim;
      },
      at: undefined,
    },
    { what: 'another player is in the box', setup: () => h4InTheBox(), at: undefined, assists: ['h3', 'h6'] },
  ])('accepted when $what', ({ setup, at, ...rest }) => {
    const sim = setup();
    const assists = 'assists' in rest ? rest.assists! : ['h4'];
    expect(sim.post(goal(assists, at)).details).toMatchObject({ assistIds: assists });
  });

  it('the substitute serving a Quick Penalty Rule minor is the one in the box (G40), not the slow player', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop().wait(MIN).whistle();
    sim.penalty('home', 'h4', 'MINOR');
    const first = sim.events.at(-1)!.seq;
    sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: 'MINOR', infraction: 'DELAY_OF_GAME', slowToBoxOf: first, servedById: 'h6' });
    sim.drop().wait(10_000).whistle();
    expect(() => sim.post(goal(['h6']))).toThrow(/#6 is serving a penalty in the box/);
    // h4 is in the box for his own first minor
    expect(() => sim.post(goal(['h4']))).toThrow(/#4 is serving a penalty in the box/);
  });
});
