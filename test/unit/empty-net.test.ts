import { goalieStats } from '../../src/domain/stats';
import { AWAY, GameSim, HOME, MIN } from './support/game-sim';

/*
 * The empty net: a team pulls its goalie for an extra attacker (GOALIE_PULLED) and puts him back
 * (GOALIE_RETURNED). The net is empty on the team's side of the scoreboard until then, or until the
 * period or the game ends; a goal scored into it is EMPTY_NET, derived, never typed in.
 */

const teamOf = (side: 'home' | 'away') => (side === 'home' ? HOME : AWAY);
const pull = (sim: GameSim, side: 'home' | 'away') => sim.post({ type: 'GOALIE_PULLED', teamId: teamOf(side) });
const back = (sim: GameSim, side: 'home' | 'away') => sim.post({ type: 'GOALIE_RETURNED', teamId: teamOf(side) });
const nets = (sim: GameSim) => [sim.board.home.netEmpty, sim.board.away.netEmpty];
/** Plays every period of regulation out: the clock at 0 in an intermission after the last. */
const regulation = (sim: GameSim) => {
  for (let p = 0; p < sim.ruleset.regulationPeriods; p += 1) sim.finishPeriod();
  return sim;
};

describe('pulling and returning the goalie', () => {
  it.each([
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', side: 'home' },
    { preset: 'BHI_5ON5', stage: 'ROUND_ROBIN', side: 'away' },
    { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', side: 'home' },
    { preset: 'WINTER_LEAGUE_3ON3', stage: 'REGULAR_SEASON', side: 'away' },
    { preset: 'NHL', stage: 'REGULAR_SEASON', side: 'home' },
  ] as const)('$preset: the $side team pulls its goalie, its net shows empty, and he comes back', ({ preset, stage, side }) => {
    const sim = new GameSim(preset, stage).start().drop();
    expect(nets(sim)).toEqual([false, false]);
    const facts = pull(sim, side);
    expect(facts.teamId).toBe(teamOf(side));
    expect(sim.state[side].netEmpty).toBe(true);
    expect(nets(sim)).toEqual(side === 'home' ? [true, false] : [false, true]);
    // The skaters on the ice are counted by the penalties alone: the extra attacker is not a power play.
    expect([sim.board.home.skatersOnIce, sim.board.away.skatersOnIce]).toEqual([sim.ruleset.skatersAtFullStrength, sim.ruleset.skatersAtFullStrength]);
    back(sim, side);
    expect(nets(sim)).toEqual([false, false]);
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('both teams may have their goalies pulled at once, with the clock running or stopped', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    pull(sim, 'home');
    sim.whistle();
    pull(sim, 'away');
    expect(nets(sim)).toEqual([true, true]);
  });

  it.each([
    { when: 'already pulled', setup: (sim: GameSim) => pull(sim, 'home'), event: 'GOALIE_PULLED', message: "This team's goalie is already pulled: its net is empty." },
    { when: 'not pulled', setup: () => undefined, event: 'GOALIE_RETURNED', message: "This team's goalie is not pulled: its net is not empty." },
    { when: 'back already', setup: (sim: GameSim) => (pull(sim, 'home'), back(sim, 'home')), event: 'GOALIE_RETURNED', message: "This team's goalie is not pulled: its net is not empty." },
  ] as const)('refused: $event when $when', ({ setup, event, message }) => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    setup(sim);
    expect(sim.refused({ type: event, teamId: HOME })).toBe(message);
  });

  it.each([
    { when: 'before the game starts', setup: (sim: GameSim) => sim, message: 'Cannot pull the goalie: The game has not started: start it first.' },
    { when: 'between periods', setup: (sim: GameSim) => sim.start().drop().endPeriod(), message: 'Cannot pull the goalie: The period is over: start the clock to begin the next period first.' },
    {
      when: 'after the game ended',
      setup: (sim: GameSim) => regulation(sim.start()).post({ type: 'GAME_ENDED' }),
      message: 'Cannot pull the goalie: The game is over.',
    },
    { when: 'after a forfeit', setup: (sim: GameSim) => sim.post({ type: 'FORFEIT', forfeitingTeamId: AWAY }), message: 'Cannot pull the goalie: The game was forfeited.' },
  ])('refused $when', ({ setup, message }) => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    setup(sim);
    expect(sim.refused({ type: 'GOALIE_PULLED', teamId: HOME })).toBe(message);
    expect(sim.refused({ type: 'GOALIE_RETURNED', teamId: HOME })).toBe(message.replace('pull the goalie', 'put the goalie back'));
  });

  it.each(['GOALIE_PULLED', 'GOALIE_RETURNED'] as const)('refused: %s for a team not in the game', (type) => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    expect(sim.refused({ type, teamId: 'team-other' })).toBe('Team team-other does not play in this game.');
  });
});

describe('the net is filled again out of play', () => {
  it.each([
    { end: 'the end of a period', preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', play: (sim: GameSim) => sim.endPeriod(), status: 'INTERMISSION' },
    {
      end: 'the end of the game',
      preset: 'COLE_HARBOUR_CLASSIC',
      stage: 'ROUND_ROBIN',
      play: (sim: GameSim) => sim.wait(sim.state.clock.remainingMs).endPeriod().post({ type: 'GAME_ENDED' }),
      status: 'FINAL',
    },
    // League §18 (G30): the losing team asks to stop the game
    {
      end: 'a game stopped early',
      preset: 'WINTER_LEAGUE_5ON5',
      stage: 'REGULAR_SEASON',
      play: (sim: GameSim) => (sim.goals('away', 11), sim.post({ type: 'GAME_ENDED', reason: 'MERCY_REQUESTED_BY_LOSING_TEAM' })),
      status: 'FINAL',
    },
    { end: 'a forfeit', preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', play: (sim: GameSim) => sim.post({ type: 'FORFEIT', forfeitingTeamId: HOME }), status: 'FORFEITED' },
  ] as const)('$preset: at $end', ({ preset, stage, play, status }) => {
    const sim = new GameSim(preset, stage).start();
    for (let p = 1; p < sim.ruleset.regulationPeriods; p += 1) sim.finishPeriod();
    sim.drop();
    pull(sim, 'home');
    pull(sim, 'away');
    play(sim);
    expect(sim.state.status).toBe(status);
    expect(nets(sim)).toEqual([false, false]);
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('a new period begins with both goalies in: the net must be emptied again', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    pull(sim, 'home');
    sim.endPeriod().drop();
    expect(nets(sim)).toEqual([false, false]);
    expect(sim.refused({ type: 'GOALIE_RETURNED', teamId: HOME })).toMatch(/is not pulled/);
    pull(sim, 'home');
    expect(nets(sim)).toEqual([true, false]);
  });

  it('an overtime goal into the empty net ends the game with both nets filled', () => {
    const sim = regulation(new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL').start()).drop();
    expect(sim.state.period).toBe(sim.ruleset.regulationPeriods + 1);
    pull(sim, 'away');
    expect(sim.goal('home').details).toMatchObject({ strength: 'EMPTY_NET' });
    expect(sim.board).toMatchObject({ status: 'FINAL', decision: 'OVERTIME', home: { netEmpty: false }, away: { netEmpty: false } });
  });
});

describe('the strength of a goal with a net empty', () => {
  it.each([
    // into the empty net: derived, without the scorekeeper's flag
    { pulled: 'away', scorer: 'home', penalty: null, strength: 'EMPTY_NET' },
    { pulled: 'home', scorer: 'away', penalty: null, strength: 'EMPTY_NET' },
    // the team with the extra attacker scores: as the penalties make it
    { pulled: 'home', scorer: 'home', penalty: null, strength: 'EVEN' },
    { pulled: 'home', scorer: 'home', penalty: 'away', strength: 'POWER_PLAY' },
    { pulled: 'home', scorer: 'home', penalty: 'home', strength: 'SHORT_HANDED' },
    // into the empty net on a power play: the empty net is what the record keeps
    { pulled: 'away', scorer: 'home', penalty: 'away', strength: 'EMPTY_NET' },
  ] as const)('$pulled goalie pulled, $scorer scores, penalty to $penalty: $strength', ({ pulled, scorer, penalty, strength }) => {
    const sim = new GameSim('NHL', 'REGULAR_SEASON').start().drop();
    if (penalty) {
      sim.whistle().penalty(penalty, penalty === 'home' ? 'h3' : 'a3');
      sim.drop();
    }
    pull(sim, pulled);
    const facts = sim.goal(scorer);
    expect(facts.details).toMatchObject({ strength });
    expect(sim.state.goals.at(-1)!.strength).toBe(strength);
    // A goal does not bring the goalie back: the scorekeeper says when he is.
    expect(sim.state[pulled].netEmpty).toBe(true);
  });

  it('the flag typed in still makes EMPTY_NET (a paper scoresheet, an older client)', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    expect(sim.post({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [], emptyNet: true }).details).toMatchObject({ strength: 'EMPTY_NET' });
    expect(sim.goal('home').details).toMatchObject({ strength: 'EVEN' });
  });

  it('a penalty shot stays a penalty shot, the net empty or not', () => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3', 'REGULAR_SEASON').start().drop();
    sim.penalty('away', 'a3');
    pull(sim, 'away');
    expect(sim.post({ type: 'PENALTY_SHOT', teamId: HOME, shooterId: 'h5', scored: true }).details).toMatchObject({ strength: 'PENALTY_SHOT' });
  });

  it('a goal into the empty net is not charged to the goalie who was pulled', () => {
    const sim = new GameSim('NHL', 'REGULAR_SEASON').start().drop();
    sim.goal('home');
    pull(sim, 'away');
    sim.goal('home');
    regulation(sim).post({ type: 'GAME_ENDED' });
    const [line] = goalieStats([{ gameId: 'game-1', status: sim.state.status, state: sim.state, penalties: [] }], () => 60 * MIN).filter((l) => l.playerId === 'a1');
    expect(line).toMatchObject({ goalsAgainst: 1 });
  });
});

describe('voiding a pull', () => {
  it('undoes it: the net is filled, and a goal scored after it is re-derived', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    const pulled = sim.events.length + 1;
    pull(sim, 'away');
    expect(sim.goal('home').details).toMatchObject({ strength: 'EMPTY_NET' });
    sim.post({ type: 'EVENT_VOIDED', targetSeq: pulled, reason: 'wrong team' });
    expect(nets(sim)).toEqual([false, false]);
    expect(sim.state.goals.map((g) => g.strength)).toEqual(['EVEN']);
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('is refused while a later return depends on it: void the return first', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    const pulled = sim.events.length + 1;
    pull(sim, 'home');
    back(sim, 'home');
    expect(sim.refused({ type: 'EVENT_VOIDED', targetSeq: pulled, reason: 'x' })).toMatch(/^Voiding event \d+ would make a later event invalid \(This team's goalie is not pulled/);
    sim.post({ type: 'EVENT_VOIDED', targetSeq: pulled + 1, reason: 'not back yet' });
    expect(nets(sim)).toEqual([true, false]);
  });
});

describe('a state stored before nets were kept', () => {
  it('reads as nets filled, and takes a pull', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    delete sim.state.home.netEmpty;
    delete sim.state.away.netEmpty;
    expect(nets(sim)).toEqual([false, false]);
    pull(sim, 'home');
    expect(nets(sim)).toEqual([true, false]);
  });
});
