import type { RulesetPreset } from '../../src/domain/enums';
import { playerStats } from '../../src/domain/stats';
import { AWAY, GameSim, HOME, MIN } from './support/game-sim';

/*
 * A player who arrives late joins his team's lineup during the game (R51): league §25, "A player
 * arriving late for a game may play up until the LAST MINUTE of the game. If they arrive after the
 * last minute, they WILL NOT be allowed to participate."
 */
const LATE = { playerId: 'h30', number: 30, position: 'SKATER' } as const;
const late = (clockRemainingMs?: number) => ({ type: 'LATE_PLAYER_ADDED' as const, teamId: HOME, player: LATE, clockRemainingMs });

describe('docs/rulebooks/004_52536eff465526ad.txt:86 "may play up until the LAST MINUTE of the game" (R51)', () => {
  it.each([
    // two 25-minute periods (§25): the last minute is the last 1:00 of period 2
    { what: 'in the first period', period: 1, reading: 10 * MIN, allowed: true },
    { what: 'with 1:01 left in the game', period: 2, reading: MIN + 1000, allowed: true },
    { what: 'with 1:00 left in the game', period: 2, reading: MIN, allowed: false },
    { what: 'with 0:20 left in the game', period: 2, reading: 20_000, allowed: false },
  ])('league 5 on 5, $what: joins $allowed', ({ period, reading, allowed }) => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop();
    if (period === 2) sim.finishPeriod().drop();
    sim.wait(sim.state.clock.remainingMs - reading).whistle(reading);
    if (allowed) {
      const facts = sim.post(late());
      expect(facts).toMatchObject({ period, clockRemainingMs: reading, teamId: HOME, playerId: 'h30', details: { number: 30, position: 'SKATER' } });
      expect(sim.state.home.lineup.at(-1)).toEqual(LATE);
    } else {
      expect(sim.refused(late())).toMatch(/a late player may play only until the last minute of the game/);
    }
  });

  it('league: between the periods he may join; in overtime he may not', () => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3', 'REGULAR_SEASON').start().finishPeriod();
    expect(sim.post(late())).toMatchObject({ period: 1, clockRemainingMs: 0 });
    sim.finishPeriod();
    const another = { ...late(), player: { playerId: 'h31', number: 31, position: 'SKATER' as const } };
    expect(sim.refused(another)).toMatch(/arrived with 0:00 left in the game/);
    sim.drop();
    expect(sim.refused(another)).toMatch(/arrived in overtime/);
  });

  it('once he joins he plays: he scores, counts a game played, and a replay of the log dresses him again', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop();
    sim.wait(MIN).whistle();
    expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h30', assistIds: [] })).toMatch(/not dressed/);
    sim.post(late());
    sim.drop().wait(MIN).goal('home', 'h30');
    expect(sim.board.home.score).toBe(1);
    expect(sim.replayed()).toEqual(sim.state);
    sim.finishPeriod().finishPeriod().post({ type: 'GAME_ENDED' });
    const stats = playerStats([{ gameId: 'game-1', status: sim.state.status, state: sim.state, penalties: [] }]);
    expect(stats.find((s) => s.playerId === 'h30')).toMatchObject({ gamesPlayed: 1, goals: 1 });
  });

  it.each(['COLE_HARBOUR_CLASSIC', 'BHI_5ON5'] as RulesetPreset[])('%s names no cut-off: a late player joins late in the game, but not once a shootout has begun', (preset) => {
    const sim = new GameSim(preset, 'SEMIFINAL').start().drop();
    while (sim.state.period < sim.ruleset.regulationPeriods) sim.finishPeriod().drop();
    sim.wait(sim.state.clock.remainingMs - 10_000).whistle();
    expect(sim.post(late(10_000))).toMatchObject({ clockRemainingMs: 10_000 });
    sim.finishPeriod().finishPeriod();
    if (preset === 'COLE_HARBOUR_CLASSIC') {
      // 000:40: the first three shooters are named before the first attempt (G31).
      sim.post({ type: 'SHOOTERS_NAMED', teamId: HOME, shooterIds: ['h5', 'h6', 'h7'] });
      sim.post({ type: 'SHOOTERS_NAMED', teamId: AWAY, shooterIds: ['a5', 'a6', 'a7'] });
    }
    sim.post({ type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h5', scored: false });
    expect(sim.refused({ ...late(), player: { playerId: 'h31', number: 31, position: 'SKATER' } })).toMatch(/The shootout has begun/);
  });

  it('the dressed limits hold (league §8 "eighteen (18) players plus two (2) goalies … NO EXCEPTIONS", R22); nobody is dressed twice', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start(19).drop();
    sim.wait(MIN).whistle();
    expect(sim.refused(late())).toMatch(/19 players are dressed; at most 18/);
    expect(sim.refused({ type: 'LATE_PLAYER_ADDED', teamId: AWAY, player: { playerId: 'h5', number: 5, position: 'SKATER' } })).toMatch(/already dressed/);
  });
});
