import { AWAY, GameSim, HOME, MIN } from './support/game-sim';

/*
 * Cole Harbour's named shootout shooters (G31): docs/rulebooks/000_5506cbd709277b08.txt:40 "The first 3
 * shooters must be named upon the first shooter. If after each team's 3 shooters have gone and a tie
 * remains, it will proceed as a sudden death shootout in which any player can shoot."
 */

/** A Cole Harbour semi-final tied after regulation and its overtime: the shootout is next. */
function tiedAfterOvertime(preset: 'COLE_HARBOUR_CLASSIC' | 'WINTER_LEAGUE_5ON5' = 'COLE_HARBOUR_CLASSIC'): GameSim {
  const sim = new GameSim(preset, preset === 'COLE_HARBOUR_CLASSIC' ? 'SEMIFINAL' : 'REGULAR_SEASON').start().finishPeriod().finishPeriod();
  sim
    .drop()
    .wait(5 * MIN)
    .endPeriod();
  return sim;
}

const name = (sim: GameSim, side: 'home' | 'away', shooterIds: string[]) => sim.post({ type: 'SHOOTERS_NAMED', teamId: side === 'home' ? HOME : AWAY, shooterIds });
const attempt = (side: 'home' | 'away', shooterId: string, scored = false) => ({ type: 'SHOOTOUT_ATTEMPT' as const, teamId: side === 'home' ? HOME : AWAY, shooterId, scored });

describe('Cole Harbour (000:40) "The first 3 shooters must be named upon the first shooter" (G31)', () => {
  it('no attempt before both teams have named their shooters (000:40)', () => {
    const sim = tiedAfterOvertime();
    expect(sim.refused(attempt('home', 'h2'))).toMatch(/home team and the away team must name their first 3 shooters before the first attempt.*000:40/);
    name(sim, 'home', ['h2', 'h3', 'h4']);
    expect(sim.refused(attempt('home', 'h2'))).toMatch(/away team must name its first 3 shooters/);
    name(sim, 'away', ['a4', 'a5', 'a6']);
    sim.post(attempt('home', 'h2'));
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('only the named shooters take the first three attempts; the sudden death after them is open to any player (000:40)', () => {
    const sim = tiedAfterOvertime();
    name(sim, 'home', ['h2', 'h3', 'h4']);
    name(sim, 'away', ['a4', 'a5', 'a6']);
    expect(sim.refused(attempt('home', 'h7'))).toMatch(/^Shootout: #7 was not named: the team's first 3 shooters are the ones it named/);
    sim.post(attempt('home', 'h3'));
    expect(sim.refused(attempt('away', 'a2'))).toMatch(/#2 was not named/);
    sim.post(attempt('away', 'a6'));
    sim.post(attempt('home', 'h2'));
    sim.post(attempt('away', 'a4'));
    expect(sim.refused(attempt('home', 'h3'))).toMatch(/3 different players/);
    sim.post(attempt('home', 'h4'));
    sim.post(attempt('away', 'a5'));
    // tied after each team's 3: "sudden death shootout in which any player can shoot"
    sim.post(attempt('home', 'h9', true));
    sim.post(attempt('away', 'a10', false));
    expect(sim.board).toMatchObject({ status: 'FINAL', decision: 'SHOOTOUT', home: { score: 1 } });
    expect(sim.replayed()).toEqual(sim.state);
  });

  it.each([
    { shooterIds: ['h2', 'h3'], message: /Name 3 different players as the first shooters \(2 named\)/ },
    { shooterIds: ['h2', 'h3', 'h4', 'h5'], message: /Name 3 different players.*\(4 named\)/ },
    { shooterIds: ['h2', 'h2', 'h3'], message: /\(3 named, one twice\)/ },
    { shooterIds: ['h2', 'h3', 'a4'], message: /The named shooter \(a4\) is not dressed for this team/ },
  ])('naming $shooterIds is refused (000:40 "The first 3 shooters")', ({ shooterIds, message }) => {
    const sim = tiedAfterOvertime();
    expect(sim.refused({ type: 'SHOOTERS_NAMED', teamId: HOME, shooterIds })).toMatch(message);
  });

  it('names are given before the first shooter: again before it replaces them, after it is refused (000:40 "upon the first shooter")', () => {
    const sim = tiedAfterOvertime();
    name(sim, 'home', ['h2', 'h3', 'h4']);
    name(sim, 'home', ['h5', 'h6', 'h7']);
    name(sim, 'away', ['a2', 'a3', 'a4']);
    expect(sim.refused(attempt('home', 'h2'))).toMatch(/#2 was not named/);
    sim.post(attempt('home', 'h5'));
    expect(sim.refused({ type: 'SHOOTERS_NAMED', teamId: AWAY, shooterIds: ['a5', 'a6', 'a7'] })).toMatch(/the shootout has begun/);
    // the names cannot be voided from under the attempts made with them (G17)
    expect(sim.refused({ type: 'EVENT_VOIDED', targetSeq: sim.events.find((e) => e.type === 'SHOOTERS_NAMED' && e.shooterIds[0] === 'h5')!.seq, reason: 'typo' })).toMatch(
      /would make a later event invalid/,
    );
  });

  it("before the shootout, and in other rulebooks, there is nothing to name (000:40 is Cole Harbour's)", () => {
    const early = new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL').start().finishPeriod().finishPeriod();
    expect(early.refused({ type: 'SHOOTERS_NAMED', teamId: HOME, shooterIds: ['h2', 'h3', 'h4'] })).toBe('Overtime comes before the shootout: start the clock for overtime.');
    const league = tiedAfterOvertime('WINTER_LEAGUE_5ON5');
    expect(league.refused({ type: 'SHOOTERS_NAMED', teamId: HOME, shooterIds: ['h2', 'h3', 'h4'] })).toMatch(/no named shooters/);
    league.post(attempt('home', 'h2'));
  });
});
