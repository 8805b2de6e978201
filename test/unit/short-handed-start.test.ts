import { AWAY, GameSim, HOME, lineup } from './support/game-sim';
import type { LineupPlayer } from '../../src/domain/game/types';

/*
 * docs/rulebooks/000_5506cbd709277b08.txt:61 "Teams must dress a minimum playing roster of 7 players (six
 * skaters and a goaltender). Note: Special circumstances with regards to this rule may be reviewed by the
 * Tournament Official and their decision shall be final." (R23, R33)
 */

const skatersOnly = (prefix: 'h' | 'a', n: number): LineupPlayer[] => lineup(prefix, n + 1).slice(1);
const start = (home: LineupPlayer[], away: LineupPlayer[], shortHandedAllowed?: { teamIds: string[]; reason: string }) => ({
  type: 'GAME_STARTED' as const,
  lineups: { home, away },
  ...(shortHandedAllowed ? { shortHandedAllowed } : {}),
});

describe('Cole Harbour (000:61) "Special circumstances … may be reviewed by the Tournament Official" (R33)', () => {
  it('a team short of "six skaters and a goaltender" starts on the official\'s decision, kept with the game (000:61)', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    expect(sim.refused(start(lineup('h', 6), lineup('a', 10)))).toBe('The home team has 6 dressed (with a goaltender); the rules need at least 7 including a goaltender to start.');
    sim.post(start(lineup('h', 6), lineup('a', 10), { teamIds: [HOME], reason: 'Two players snowed in; the official allowed it' }));
    expect(sim.state).toMatchObject({ status: 'IN_PROGRESS', shortHandedAllowed: { teamIds: [HOME], reason: 'Two players snowed in; the official allowed it' } });
    expect(sim.replayed()).toEqual(sim.state);
  });

  it.each([
    { what: 'a goaltender and three skaters', home: lineup('h', 4), refused: null },
    { what: 'a goaltender and two skaters', home: lineup('h', 3), refused: /The home team has 3 dressed.*at least 4 including a goaltender.*not with fewer/ },
    { what: 'six skaters and no goaltender', home: skatersOnly('h', 6), refused: /without a goaltender.*not with fewer/ },
  ])("the official's decision goes down to $what, never fewer (000:61, R26)", ({ home, refused }) => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    const event = start(home, lineup('a', 10), { teamIds: [HOME], reason: 'flu' });
    if (refused) expect(sim.refused(event)).toMatch(refused);
    else expect(sim.post(event).details).toEqual({ shortHandedAllowed: ['home'] });
  });

  it('the decision covers the team it names only, and a team with the minimum needs none (000:61)', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    expect(sim.refused(start(lineup('h', 10), lineup('a', 6), { teamIds: [HOME], reason: 'flu' }))).toBe(
      'The away team has 6 dressed (with a goaltender); the rules need at least 7 including a goaltender to start.',
    );
    expect(sim.refused(start(lineup('h', 10), lineup('a', 6), { teamIds: [HOME, AWAY], reason: 'flu' }))).toMatch(/The home team dresses the minimum/);
    sim.post(start(lineup('h', 5), lineup('a', 6), { teamIds: [HOME, AWAY], reason: 'a storm' }));
    expect(sim.state.shortHandedAllowed).toEqual({ teamIds: [HOME, AWAY], reason: 'a storm' });
  });

  it('only Cole Harbour leaves its minimum to an official (000:61 is its note)', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON');
    expect(sim.refused(start(lineup('h', 6), lineup('a', 10), { teamIds: [HOME], reason: 'flu' }))).toMatch(/leaves no team short of its minimum to an official/);
  });
});
