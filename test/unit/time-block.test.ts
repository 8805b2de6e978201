import type { RulesetPreset } from '../../src/domain/enums';
import { blockEndsAt } from '../../src/domain/game/time-block';
import { resolveRuleset } from '../../src/domain/rulesets';
import { GameSim, MIN } from './support/game-sim';

/** GameSim's wall clock starts at 18:00:00Z: the game is scheduled then, and `delayMs` later it starts. */
const SCHEDULED = '2026-12-05T18:00:00.000Z';
const reset = { type: 'FIVE_TWO_RULE', scheduledStart: SCHEDULED } as const;

/** A league 5 on 5 game started `delayMs` after its scheduled start, 1–0 for home, its clock stopped after `playedMs` of play (25:00 periods). */
function leagueGame(delayMs: number, playedMs: number, preset: RulesetPreset = 'WINTER_LEAGUE_5ON5'): GameSim {
  const sim = new GameSim(preset, 'REGULAR_SEASON').wait(delayMs).start().drop();
  sim.goal('home');
  const period = sim.ruleset.periodLengthMs;
  if (playedMs > period) sim.wait(period).endPeriod().drop();
  return sim.wait(playedMs > period ? playedMs - period : playedMs).whistle();
}

describe('docs/rulebooks/004_52536eff465526ad.txt:81 "Games will be put in a one (1) hour time block": its end, from the scheduled start (G59)', () => {
  it.each([
    { preset: 'WINTER_LEAGUE_5ON5', endsAt: '2026-12-05T19:00:00.000Z' },
    { preset: 'WINTER_LEAGUE_3ON3', endsAt: '2026-12-05T19:00:00.000Z' },
    { preset: 'COLE_HARBOUR_CLASSIC', endsAt: null },
    { preset: 'BHI_5ON5', endsAt: null },
    { preset: 'NHL', endsAt: null },
  ] as const)('$preset: a game scheduled at 18:00 ends its block at $endsAt', ({ preset, endsAt }) => {
    expect(blockEndsAt(SCHEDULED, resolveRuleset(preset))).toBe(endsAt);
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:83 the "5 minute – 2 minute" rule: "If there is 5 minutes left in the hour time slot, the referee will then reset the stopwatch to 2 mintues" (G60)', () => {
  it('004:83 "If games are delayed for any reason, they will end at the one (1) hour mark": started 20 minutes late, reset at 18:55 to 2:00 of stop time, the game ends by the hour mark', () => {
    // 18:20 start; 25:00 of period 1 (18:45), then 10:00 of period 2: 18:55, 15:00 on the clock
    const sim = leagueGame(20 * MIN, 35 * MIN);
    expect(sim.board).toMatchObject({ period: 2, clock: { remainingMs: 15 * MIN, mode: 'RUN_TIME' } });
    const facts = sim.post(reset);
    expect(facts).toMatchObject({ period: 2, clockRemainingMs: 2 * MIN, details: { blockEndsAt: '2026-12-05T19:00:00.000Z', fromPeriod: 2, fromRemainingMs: 15 * MIN, remainingMs: 2 * MIN } });
    // 004:81 "The last TWO (2) minutes of the game will be stop time" (R13)
    expect(sim.board).toMatchObject({ period: 2, clock: { running: false, remainingMs: 2 * MIN, mode: 'STOP_TIME' } });
    sim
      .drop()
      .wait(2 * MIN)
      .endPeriod();
    sim.post({ type: 'GAME_ENDED' });
    expect(sim.state.status).toBe('FINAL');
    expect(Date.parse(sim.at())).toBeLessThanOrEqual(Date.parse('2026-12-05T19:00:00.000Z'));
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('with 5:00 left in the block exactly it is accepted; a running penalty keeps its time (penalty time runs with the game clock only)', () => {
    const sim = leagueGame(10 * MIN, 45 * MIN - 60_000); // 18:54, 6:00 left in period 2
    sim.wait(30_000).penalty('away', 'a4').drop().wait(30_000).whistle(); // a 30-second stoppage, then 30 seconds of play
    expect(sim.board.penalties).toEqual([expect.objectContaining({ remainingMs: 90_000, running: true })]);
    sim.post(reset);
    expect(sim.at()).toBe('2026-12-05T18:55:00.000Z');
    expect(sim.board).toMatchObject({ period: 2, clock: { remainingMs: 2 * MIN }, penalties: [{ remainingMs: 90_000 }] });
  });

  it("in the first period (a game started 40 minutes late), the reset is to the last 2 minutes of the game: the second period's, and its end ends regulation", () => {
    const sim = leagueGame(40 * MIN, 15 * MIN); // 18:55, period 1 with 10:00 left
    sim.post(reset);
    expect(sim.board).toMatchObject({ period: 2, periodLabel: '2', clock: { remainingMs: 2 * MIN, mode: 'STOP_TIME' } });
    sim
      .drop()
      .wait(2 * MIN)
      .endPeriod();
    sim.post({ type: 'GAME_ENDED' });
    expect(sim.state).toMatchObject({ status: 'FINAL', decision: 'REGULATION' });
  });

  it.each([
    {
      what: 'before the 5-minute mark (5:01 left)',
      sim: () => leagueGame(10 * MIN, 45 * MIN - 1_000),
      en: "5:01 is left in the game's one-hour time block (it ends at 2026-12-05T19:00:00.000Z): the referee resets the clock to 2:00 when 5:00 is left (004:83).",
      fr: /^Il reste 5:01 dans la plage d’une heure du match/,
    },
    {
      what: 'while the clock runs',
      sim: () => leagueGame(10 * MIN, 46 * MIN).drop(),
      en: 'The "5 minute – 2 minute" rule is applied at a stoppage: stop the clock first, at the arena clock\'s reading.',
      fr: /^La règle « 5 minutes – 2 minutes » s’applique lors d’un arrêt de jeu/,
    },
    {
      what: 'a second time',
      sim: () => {
        const sim = leagueGame(10 * MIN, 46 * MIN);
        sim.post(reset);
        return sim;
      },
      en: 'The "5 minute – 2 minute" rule was already applied in this game (event 7).',
      fr: /déjà été appliquée dans ce match \(événement 7\)/,
    },
    {
      what: 'with no more than 2:00 left in the game',
      sim: () => leagueGame(10 * MIN, 48 * MIN + 30_000),
      en: 'The clock shows 1:30 in the last period: the game has no more than 2:00 left, nothing to reset.',
      fr: /^Le chrono indique 1:30 dans la dernière période/,
    },
  ])('refused $what, in English and French, nothing stored', ({ sim, en, fr }) => {
    const refused = sim().refusal(reset);
    expect(refused.en).toBe(en);
    expect(refused.fr).toMatch(fr);
    expect(refused.rule).toMatch(/^G60; league 004:83/);
  });

  it.each(['COLE_HARBOUR_CLASSIC', 'BHI_5ON5', 'NHL'] as const)('%s puts games in no time block: refused', (preset) => {
    const sim = new GameSim(preset)
      .wait(56 * MIN)
      .start()
      .drop()
      .wait(MIN)
      .whistle();
    expect(sim.refusal(reset)).toMatchObject({ en: 'These rules put games in no time block: the "5 minute – 2 minute" rule is the league\'s (004:83).', rule: 'G60' });
  });

  it('refused in overtime and outside play', () => {
    const tied = new GameSim('WINTER_LEAGUE_5ON5', 'PLAYOFF').start().finishPeriod().finishPeriod().drop().wait(MIN).whistle();
    expect(tied.board.periodLabel).toBe('OT');
    expect(tied.refusal(reset).en).toMatch(/does not apply in overtime/);
    const intermission = leagueGame(0, 25 * MIN).endPeriod();
    expect(intermission.refusal(reset).en).toMatch(/^Cannot apply the "5 minute – 2 minute" rule: /);
  });

  it('voiding the reset puts the clock back where it stood', () => {
    const sim = leagueGame(20 * MIN, 35 * MIN);
    sim.post(reset);
    sim.post({ type: 'EVENT_VOIDED', targetSeq: sim.events.at(-1)!.seq, reason: 'pressed by mistake' });
    expect(sim.board).toMatchObject({ period: 2, clock: { remainingMs: 15 * MIN, mode: 'RUN_TIME' } });
    expect(sim.state.fiveTwoRule).toBeUndefined();
  });
});
