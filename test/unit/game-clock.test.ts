import type { GameEventInput } from '../../src/domain/game/types';
import { AWAY, GameSim, HOME, MIN } from './support/game-sim';

describe('clock mode', () => {
  /** Cole Harbour, second period, with the given score, the clock stopped at 1:59. */
  function coleHarbourLate(home: number, away: number): GameSim {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().finishPeriod().drop();
    sim.goals('home', home).goals('away', away);
    sim.wait(20 * MIN - 2 * MIN + 1_000).whistle();
    return sim;
  }

  it.each([
    // Cole Harbour "The last 2 minutes of the second period will be stop time unless the goal differential is greater than 5" (R11)
    { home: 3, away: 1, mode: 'STOP_TIME', why: 'difference 2' },
    { home: 5, away: 0, mode: 'STOP_TIME', why: 'difference 5 is not greater than 5' },
    { home: 6, away: 0, mode: 'RUN_TIME', why: 'difference 6 is greater than 5' },
  ])('Cole Harbour, last 2 minutes of period 2, $why → $mode (R11)', ({ home, away, mode }) => {
    expect(coleHarbourLate(home, away).board.clock.mode).toBe(mode);
  });

  it('Cole Harbour: a goal taking the difference to 6 runs the clock again, one bringing it back to 5 stops it (R11)', () => {
    const sim = coleHarbourLate(5, 0);
    expect(sim.board.clock.mode).toBe('STOP_TIME');
    sim.goal('home');
    expect(sim.board.clock.mode).toBe('RUN_TIME');
    sim.goal('away');
    expect(sim.board.clock.mode).toBe('STOP_TIME');
  });

  it('Cole Harbour: the first period and the second before its last 2 minutes are run time ("Two periods of 20 minutes run time")', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start();
    expect(sim.board.clock.mode).toBe('RUN_TIME');
    sim
      .finishPeriod()
      .drop()
      .wait(17 * MIN)
      .whistle();
    expect(sim.board).toMatchObject({ periodLabel: '2', clock: { mode: 'RUN_TIME', remainingMs: 3 * MIN } });
  });

  it('league: the last two minutes of the game are stop time (§25, R13)', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5').start();
    sim
      .drop()
      .wait(23 * MIN)
      .whistle();
    expect(sim.board.clock.mode).toBe('RUN_TIME'); // period 1 has no window
    sim
      .finishPeriod()
      .drop()
      .wait(23 * MIN)
      .whistle();
    expect(sim.board.clock).toMatchObject({ remainingMs: 2 * MIN, mode: 'STOP_TIME' });
  });

  describe('BHI mercy rule (R12)', () => {
    it('runs the clock at a 10-goal difference and stops it again only within 3', () => {
      const sim = new GameSim('BHI_5ON5').start().drop();
      sim.goals('home', 9);
      expect(sim.board.clock.mode).toBe('STOP_TIME');
      sim.goal('home');
      expect(sim.board.clock.mode).toBe('RUN_TIME'); // "10 or more goals difference at any point"
      sim.goals('away', 6); // 10–6: difference 4
      expect(sim.board.clock.mode).toBe('RUN_TIME');
      sim.goal('away'); // 10–7: "back within 3 goals for the clock to stop again"
      expect(sim.board.clock.mode).toBe('STOP_TIME');
    });

    it('runs the clock at more than 5 with 5 minutes or less left in the third period', () => {
      const sim = new GameSim('BHI_5ON5').start().finishPeriod().finishPeriod().drop();
      sim.goals('home', 6);
      sim.wait(4 * MIN).whistle(); // 6:00 left
      expect(sim.board.clock.mode).toBe('STOP_TIME');
      sim.drop().wait(MIN).whistle(); // 5:00 left
      expect(sim.board.clock.mode).toBe('RUN_TIME');
    });

    it('does not run the clock at exactly 5 late in the third', () => {
      const sim = new GameSim('BHI_5ON5').start().finishPeriod().finishPeriod().drop();
      sim
        .goals('home', 5)
        .wait(6 * MIN)
        .whistle();
      expect(sim.board.clock.mode).toBe('STOP_TIME');
    });
  });

  it('the arena clock reading is the authority when the clock stops (R10)', () => {
    const sim = new GameSim('NHL').start().drop().wait(61_000);
    sim.whistle(19 * MIN);
    expect(sim.board.clock).toMatchObject({ running: false, remainingMs: 19 * MIN });
  });

  it('a running snapshot carries asOf so a display can tick locally', () => {
    const sim = new GameSim('NHL').start().drop();
    const started = sim.at();
    expect(sim.board.clock).toEqual({ running: true, remainingMs: 20 * MIN, asOf: started, mode: 'STOP_TIME' });
  });
});

describe('penalty time (R14)', () => {
  it.each([
    // Cole Harbour "Minor Penalty - 3 min run time or 2 min stop time", "Double Minor - 5 … or 4", "Major … 7 … or 5",
    // "Misconduct … 12 … or 10", "Match … 7 … or 5"
    { preset: 'COLE_HARBOUR_CLASSIC', severity: 'MINOR', run: 3, stop: 2 },
    { preset: 'COLE_HARBOUR_CLASSIC', severity: 'DOUBLE_MINOR', run: 5, stop: 4 },
    { preset: 'COLE_HARBOUR_CLASSIC', severity: 'MAJOR', run: 7, stop: 5 },
    { preset: 'COLE_HARBOUR_CLASSIC', severity: 'MISCONDUCT', run: 12, stop: 10 },
    { preset: 'COLE_HARBOUR_CLASSIC', severity: 'MATCH', run: 7, stop: 5 },
    // League §26: "In 5 on 5, … players will serve the normal 2, 4, and 5 minute penalties"
    { preset: 'WINTER_LEAGUE_5ON5', severity: 'MINOR', run: 2, stop: 2 },
    { preset: 'WINTER_LEAGUE_5ON5', severity: 'DOUBLE_MINOR', run: 4, stop: 4 },
    { preset: 'WINTER_LEAGUE_5ON5', severity: 'MAJOR', run: 5, stop: 5 },
    // BHI high sticking "2 minutes (No Blood), 4 minute (Accidental with Blood), 5 minute (Intent with blood)"
    { preset: 'BHI_5ON5', severity: 'MINOR', run: 2, stop: 2 },
    // (accidental with blood, intent with blood: G55)
    { preset: 'BHI_5ON5', severity: 'DOUBLE_MINOR', run: 4, stop: 4, facts: { injury: true, accidental: true } },
    { preset: 'BHI_5ON5', severity: 'MAJOR', run: 5, stop: 5, facts: { injury: true, accidental: false } },
  ] as const)('$preset $severity: $run min in run time, $stop min in stop time', ({ preset, severity, run, stop, ...rest }) => {
    const facts = 'facts' in rest ? rest.facts : {};
    const call = (sim: GameSim) => sim.post({ type: 'PENALTY', teamId: AWAY, playerId: 'a3', severity, infraction: 'HIGH_STICKING', ...facts });
    // Run time: period 1 of Cole Harbour and the league; BHI with the mercy rule on.
    const inRun = new GameSim(preset).start().drop();
    if (preset === 'BHI_5ON5') inRun.goals('home', 10);
    call(inRun.whistle());
    inRun.drop();
    expect(inRun.board.penalties).toEqual([expect.objectContaining({ severity, minutes: run, remainingMs: run * MIN, running: true })]);

    // Stop time: the last two minutes of the league game, Cole Harbour's window, BHI regulation.
    const inStop = new GameSim(preset).start();
    if (preset !== 'BHI_5ON5')
      inStop
        .finishPeriod()
        .drop()
        .wait(inStop.ruleset.periodLengthMs - MIN)
        .whistle();
    call(inStop);
    inStop.drop();
    expect(inStop.board.clock.mode).toBe('STOP_TIME');
    expect(inStop.board.penalties).toEqual([expect.objectContaining({ severity, minutes: stop, running: true })]);
  });

  // docs/rulebooks/000_5506cbd709277b08.txt:69 "Penalties assessed during running time will be 3 minutes for a minor penalty,
  // 7 minutes for a major/matchpenalty and 12 minutes for any misconduct penalties (penalties run time will begin at the next
  // puck drop)": the length is the one of the mode when the penalty is assessed; only its running waits for the drop (G2).
  const BOUNDARY = [
    { severity: 'MINOR', run: 3, stop: 2 },
    { severity: 'DOUBLE_MINOR', run: 5, stop: 4 },
    { severity: 'MAJOR', run: 7, stop: 5 },
    { severity: 'MATCH', run: 7, stop: 5 },
    { severity: 'MISCONDUCT', run: 12, stop: 10 },
  ] as const;

  it.each(BOUNDARY)(
    'docs/rulebooks/000_5506cbd709277b08.txt:69: a $severity assessed at 2:04 of period 2 (run time), dropped at 1:57 (stop time), is $run min, not $stop (G2)',
    ({ severity, run }) => {
      const sim = new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL').start().finishPeriod().drop();
      sim.wait(18 * MIN - 4_000); // 2:04 left, the clock running in run time
      expect(sim.board.clock).toMatchObject({ mode: 'RUN_TIME', running: true });
      sim.penalty('away', 'a4', severity);
      expect(sim.last!.details).toMatchObject({ minutes: run });
      sim.wait(7_000).whistle(); // 1:57: the stop-time window
      expect(sim.board.clock).toMatchObject({ mode: 'STOP_TIME', remainingMs: 117_000 });
      sim.drop();
      expect(sim.board.penalties).toEqual([expect.objectContaining({ severity, minutes: run, remainingMs: run * MIN, running: true })]);
      expect(sim.replayed()).toEqual(sim.state);
    },
  );

  it.each(BOUNDARY)(
    'docs/rulebooks/000_5506cbd709277b08.txt:69, :81-85: a $severity assessed in stop time (1:30 left, 5–0) stays $stop min when a goal makes the drop run time (G2)',
    ({ severity, stop }) => {
      const sim = new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL').start().finishPeriod().drop();
      sim
        .goals('home', 5)
        .wait(18 * MIN + 30_000)
        .whistle(); // 5–0 with 1:30 left: stop time
      sim.penalty('away', 'a4', severity);
      const charged = sim.board.away.penaltyMinutes;
      expect(sim.board).toMatchObject({ clock: { mode: 'STOP_TIME' }, penalties: [{ minutes: stop, running: false }] });
      sim.goal('home'); // 6–0: run time again before the drop (R11)
      sim.drop();
      expect(sim.board).toMatchObject({ clock: { mode: 'RUN_TIME' }, away: { penaltyMinutes: charged }, penalties: [{ severity, minutes: stop, remainingMs: stop * MIN, running: true }] });
      expect(sim.replayed()).toEqual(sim.state);
    },
  );

  it("a penalty entered late is timed by the mode at its clock reading (2:04, run time), not at the server's (1:57, stop time) (G2)", () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL')
      .start()
      .finishPeriod()
      .drop()
      .wait(18 * MIN + 3_000)
      .whistle();
    expect(sim.board.clock).toMatchObject({ mode: 'STOP_TIME', remainingMs: 117_000 });
    const facts = sim.post({ type: 'PENALTY', teamId: AWAY, playerId: 'a4', severity: 'MINOR', infraction: 'TRIPPING', clockRemainingMs: 124_000 });
    expect(facts.details).toMatchObject({ minutes: 3 });
    sim.drop();
    expect(sim.board.penalties).toEqual([expect.objectContaining({ minutes: 3, running: true })]);
  });

  it('refuses a penalty timed outside the period', () => {
    const sim = new GameSim('NHL').start().drop();
    expect(sim.refused({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: 'MINOR', infraction: 'HOOKING', clockRemainingMs: 99_999_999 })).toBe(
      'The time of the penalty must be a clock reading between 0 and 20:00.',
    );
  });

  it('starts at the next puck drop, runs only while the clock runs, and ends when served', () => {
    const sim = new GameSim('NHL').start().drop().wait(MIN).whistle();
    sim.penalty('home', 'h4', 'MINOR');
    expect(sim.board.penalties[0]).toMatchObject({ remainingMs: 2 * MIN, running: false });
    expect(sim.board.home.skatersOnIce).toBe(4); // short from the call; only the time waits for the drop (G25)
    sim.wait(5 * MIN); // a long stoppage: nothing counts
    sim.drop();
    expect(sim.board.home.skatersOnIce).toBe(4);
    sim.wait(30_000).whistle();
    expect(sim.board.penalties[0]).toMatchObject({ remainingMs: 90_000, running: true });
    sim.wait(10 * MIN).drop(); // stopped again: frozen at 1:30
    expect(sim.board.penalties[0].remainingMs).toBe(90_000);
    sim.wait(90_000).whistle();
    expect(sim.board.penalties).toEqual([]);
    expect(sim.board.home.skatersOnIce).toBe(5);
  });

  it('a power-play goal releases a minor but not a major (standard hockey)', () => {
    const minor = new GameSim('NHL').start().drop().wait(MIN).whistle();
    minor.penalty('home', 'h4', 'MINOR').drop().wait(10_000);
    expect(minor.goal('away').details.strength).toBe('POWER_PLAY');
    expect(minor.board.penalties).toEqual([]);
    expect(minor.board.home.skatersOnIce).toBe(5);

    const major = new GameSim('NHL').start().drop().wait(MIN).whistle();
    major.penalty('home', 'h4', 'MAJOR').drop().wait(10_000);
    expect(major.goal('away').details.strength).toBe('POWER_PLAY');
    expect(major.board.penalties).toEqual([expect.objectContaining({ severity: 'MAJOR', remainingMs: 5 * MIN - 10_000 })]);
    expect(major.board.home.skatersOnIce).toBe(4);
  });

  it('a power-play goal during the first half of a double minor ends that half only', () => {
    const sim = new GameSim('NHL').start().drop().whistle();
    sim.penalty('home', 'h4', 'DOUBLE_MINOR').drop().wait(30_000);
    sim.goal('away');
    expect(sim.board.penalties).toEqual([expect.objectContaining({ remainingMs: 2 * MIN, running: true })]);
  });

  it('a misconduct does not reduce the team on the ice', () => {
    const sim = new GameSim('NHL').start().drop().whistle();
    sim.penalty('home', 'h4', 'MISCONDUCT').drop();
    expect(sim.board.home.skatersOnIce).toBe(5);
    expect(sim.board.penalties[0]).toMatchObject({ minutes: 10, running: true });
    expect(sim.goal('away').details.strength).toBe('EVEN');
  });

  it('a third penalty waits for the first to end: a team never has fewer than three skaters', () => {
    const sim = new GameSim('NHL').start().drop().whistle();
    sim.penalty('home', 'h3').penalty('home', 'h4').penalty('home', 'h5').drop();
    expect(sim.board.home.skatersOnIce).toBe(3);
    expect(sim.board.penalties.map((p) => p.running)).toEqual([true, true, false]);
    sim.wait(2 * MIN + 30_000).whistle();
    expect(sim.board.penalties).toEqual([expect.objectContaining({ seq: 6, playerId: 'h5', remainingMs: 90_000, running: true })]);
    expect(sim.board.home.skatersOnIce).toBe(4);
  });

  it('coincidental minors at one stoppage leave both teams at full strength and are not released', () => {
    const sim = new GameSim('NHL').start().drop().wait(MIN).whistle();
    sim.penalty('home', 'h4').penalty('away', 'a4').drop();
    expect([sim.board.home.skatersOnIce, sim.board.away.skatersOnIce]).toEqual([5, 5]);
    expect(sim.goal('home').details.strength).toBe('EVEN');
    expect(sim.board.penalties).toHaveLength(2);
  });

  it('in 3 on 3 overtime a penalty gives the other team a fourth skater', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL').start().finishPeriod().finishPeriod().drop().whistle();
    expect(sim.board).toMatchObject({ periodLabel: 'OT', clock: { mode: 'STOP_TIME', remainingMs: 5 * MIN } });
    sim.penalty('home', 'h4', 'MINOR').drop();
    expect([sim.board.home.skatersOnIce, sim.board.away.skatersOnIce]).toEqual([3, 4]);
  });
});

describe('run time: penalty time begins at the next puck drop (docs/rulebooks/000_5506cbd709277b08.txt:69 "penalties run time will begin at the next puck drop", G26)', () => {
  /** 1:00 into a period, the clock running (or stopped with `whistle`), in the mode `mode`. */
  const at = {
    'Cole Harbour, period 1 (run time)': () => new GameSim('COLE_HARBOUR_CLASSIC').start().drop().wait(MIN),
    'league 5 on 5, period 1 (run time)': () => new GameSim('WINTER_LEAGUE_5ON5').start().drop().wait(MIN),
    'BHI under the mercy rule (run time)': () => new GameSim('BHI_5ON5').start().drop().goals('home', 10).wait(MIN),
    'NHL (stop time)': () => new GameSim('NHL').start().drop().wait(MIN),
    'Cole Harbour, last minute of period 2 (stop time)': () =>
      new GameSim('COLE_HARBOUR_CLASSIC')
        .start()
        .finishPeriod()
        .drop()
        .wait(19 * MIN),
  } as const;
  const shot = (sim: GameSim) => sim.post({ type: 'SHOT', teamId: HOME });

  it.each([
    // 000:69: in run time the clock does not stop for the whistle, so the penalty waits for the FACEOFF.
    { where: 'Cole Harbour, period 1 (run time)', clock: 'running', drop: 'FACEOFF', mode: 'RUN_TIME', minutes: 3, countsFrom: 'drop' },
    { where: 'league 5 on 5, period 1 (run time)', clock: 'running', drop: 'FACEOFF', mode: 'RUN_TIME', minutes: 2, countsFrom: 'drop' },
    { where: 'BHI under the mercy rule (run time)', clock: 'running', drop: 'FACEOFF', mode: 'RUN_TIME', minutes: 2, countsFrom: 'drop' },
    // Called at a stoppage: the next start of the clock is the drop, as before (R14, G1).
    { where: 'Cole Harbour, period 1 (run time)', clock: 'stopped', drop: 'CLOCK_STARTED', mode: 'RUN_TIME', minutes: 3, countsFrom: 'drop' },
    { where: 'Cole Harbour, period 1 (run time)', clock: 'stopped', drop: 'FACEOFF', mode: 'RUN_TIME', minutes: 3, countsFrom: 'drop' },
    // Stop time: the clock stops at the whistle, so a penalty posted while it runs is timed from the call, as before.
    { where: 'NHL (stop time)', clock: 'running', drop: 'FACEOFF', mode: 'STOP_TIME', minutes: 2, countsFrom: 'call' },
    { where: 'Cole Harbour, last minute of period 2 (stop time)', clock: 'running', drop: 'FACEOFF', mode: 'STOP_TIME', minutes: 2, countsFrom: 'call' },
  ] as const)('$where, called with the clock $clock: $minutes min, counted from the $countsFrom ($drop)', ({ where, clock, drop, mode, minutes, countsFrom }) => {
    const sim = at[where]();
    if (clock === 'stopped') sim.whistle();
    sim.penalty('away', 'a3', 'MINOR');
    expect(sim.board.clock.mode).toBe(mode);
    sim.wait(20_000);
    shot(sim);
    const beforeDrop = countsFrom === 'call' && clock === 'running' ? minutes * MIN - 20_000 : minutes * MIN;
    expect(sim.board.penalties).toEqual([expect.objectContaining({ minutes, remainingMs: beforeDrop, running: countsFrom === 'call' })]);
    expect(sim.board.away.skatersOnIce).toBe(4); // short from the call (G25)

    if (drop === 'FACEOFF') sim.faceoff();
    if (clock === 'stopped') sim.drop();
    sim.wait(30_000);
    shot(sim);
    expect(sim.board.penalties).toEqual([expect.objectContaining({ minutes, remainingMs: beforeDrop - 30_000, running: true })]);
    expect(sim.board.away.skatersOnIce).toBe(4);
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('in run time a clock start before any FACEOFF starts it too: whichever comes first', () => {
    const sim = at['Cole Harbour, period 1 (run time)']();
    sim.penalty('away', 'a3', 'MINOR').wait(20_000).whistle().wait(MIN).drop().wait(30_000);
    shot(sim);
    expect(sim.board.penalties).toEqual([expect.objectContaining({ remainingMs: 3 * MIN - 30_000, running: true })]);
    sim.faceoff(); // the next drop starts nothing more
    sim.wait(30_000);
    shot(sim);
    expect(sim.board.penalties).toEqual([expect.objectContaining({ remainingMs: 2 * MIN, running: true })]);
  });

  it('a FACEOFF starts only penalties called before it, two at a time (G3)', () => {
    const sim = at['Cole Harbour, period 1 (run time)']();
    sim.penalty('away', 'a3').penalty('away', 'a4').penalty('away', 'a5').faceoff();
    expect(sim.board.penalties.map((p) => p.running)).toEqual([true, true, false]);
    sim.wait(10_000).penalty('home', 'h3');
    expect(sim.board.penalties.map((p) => [p.playerId, p.running])).toEqual([
      ['a3', true],
      ['a4', true],
      ['a5', false],
      ['h3', false],
    ]);
    sim.faceoff();
    expect(sim.board.penalties.at(-1)).toMatchObject({ playerId: 'h3', remainingMs: 3 * MIN, running: true });
  });

  it.each([
    { when: 'before the game starts', setup: () => new GameSim('COLE_HARBOUR_CLASSIC'), message: 'Cannot record a puck drop: The game has not started: start it first.' },
    {
      when: 'in an intermission',
      setup: () => new GameSim('COLE_HARBOUR_CLASSIC').start().drop().wait(MIN).endPeriod(),
      message: 'Cannot record a puck drop: The period is over: start the clock to begin the next period first.',
    },
  ])('a FACEOFF is refused $when: it is recorded only while the game is in progress', ({ setup, message }) => {
    expect(setup().refused({ type: 'FACEOFF' })).toBe(message);
  });
});

describe('clock readings only go down within a period (R10: the arena clock is the authority, but it never runs backwards)', () => {
  /** NHL (20:00 periods): stopped at 10:00 after one run, then started again from 10:00 and stopped at `second` (or by the server's clock). */
  function stoppedTwice(second?: number): GameSim {
    return new GameSim('NHL')
      .start()
      .drop()
      .wait(MIN)
      .whistle(10 * MIN)
      .drop()
      .wait(MIN)
      .whistle(second);
  }

  it.each([
    // The reported sequence: 8:20, then 6:40, then back up to 9:50 in the same period.
    { readings: [500_000, 400_000], refused: 590_000, message: 'The clock last started at 6:40: it cannot stop at a higher reading (9:50). remainingMs must be between 0:00 and 6:40.' },
    { readings: [10 * MIN], refused: 10 * MIN + 1, message: 'The clock last started at 10:00: it cannot stop at a higher reading (10:01). remainingMs must be between 0:00 and 10:00.' },
    { readings: [], refused: 20 * MIN + 1, message: 'The clock last started at 20:00: it cannot stop at a higher reading (20:01). remainingMs must be between 0:00 and 20:00.' },
    { readings: [], refused: -1, message: 'The clock last started at 20:00: it cannot stop at a negative reading. remainingMs must be between 0:00 and 20:00.' },
  ])('stopClock above the reading the clock last started from is refused ($refused after $readings)', ({ readings, refused, message }) => {
    const sim = new GameSim('NHL').start();
    for (const reading of readings) sim.drop().wait(10_000).whistle(reading);
    sim.drop().wait(10_000);
    expect(sim.refused({ type: 'CLOCK_STOPPED', remainingMs: refused })).toBe(message);
  });

  it.each([
    { reading: 10 * MIN, why: 'exactly where it started' },
    { reading: 9 * MIN + 30_000, why: 'the arena clock ran faster than the server thought' },
    { reading: 8 * MIN, why: "the server's clock, left out", leftOut: true },
    { reading: 0, why: 'time ran out' },
  ])('stopClock at or below the reading it started from is accepted: $why', ({ reading, leftOut }) => {
    const sim = stoppedTwice(leftOut ? undefined : reading);
    expect(sim.board.clock).toMatchObject({ running: false, remainingMs: leftOut ? 9 * MIN : reading });
  });

  it.each([
    // Stopped at 9:00 (period 20:00): the clock has shown 20:00 down to 9:00, and nothing lower yet.
    { what: 'goal', reading: 9 * MIN + 1, ok: true, why: 'just before the stoppage' },
    { what: 'goal', reading: 19 * MIN + 55_000, ok: true, why: 'entered late, before the first stoppage' },
    { what: 'goal', reading: 20 * MIN, ok: true, why: 'at the opening puck drop' },
    { what: 'penalty', reading: 9 * MIN, ok: true, why: 'at the stoppage itself' },
    { what: 'goal', reading: 9 * MIN - 1, ok: false, why: 'after the stoppage: from the future' },
    { what: 'penalty', reading: 0, ok: false, why: 'at the end of a period not yet played' },
    { what: 'goal', reading: 20 * MIN + 1, ok: false, why: 'before the period began' },
  ] as const)('a $what timed at $reading while stopped at 9:00: accepted $ok ($why)', ({ what, reading, ok }) => {
    const sim = stoppedTwice();
    const event: GameEventInput =
      what === 'goal'
        ? { type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [], clockRemainingMs: reading }
        : { type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: 'MINOR', infraction: 'HOOKING', clockRemainingMs: reading };
    if (ok) {
      expect(sim.post(event).clockRemainingMs).toBe(reading);
    } else {
      expect(sim.refused(event)).toMatch(/clockRemainingMs must be between 9:00 and 20:00\.$|between 0 and 20:00\.$/);
    }
  });

  it('the reported sequence: the clock cannot go back up from 6:40 to 9:50, and a goal after the stoppage is refused naming the interval', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start();
    const length = sim.ruleset.periodLengthMs;
    sim
      .drop()
      .wait(length - 500_000)
      .whistle(500_000)
      .drop()
      .wait(100_000)
      .whistle(400_000)
      .drop()
      .wait(10_000);
    expect(sim.refused({ type: 'CLOCK_STOPPED', remainingMs: 590_000 })).toContain('remainingMs must be between 0:00 and 6:40.');
    sim.whistle(390_000);
    expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [], clockRemainingMs: 389_000 })).toBe(
      `The clock stopped at 6:30: a goal cannot come after that (6:29). clockRemainingMs must be between 6:30 and ${length / MIN}:00.`,
    );
    // A goal entered late, timed where the clock really was earlier in the period, is fine.
    expect(sim.post({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [], clockRemainingMs: 595_000 }).clockRemainingMs).toBe(595_000);
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('a new period starts the reading again from its full length', () => {
    const sim = new GameSim('NHL').start().drop().wait(MIN).whistle(MIN).drop().finishPeriod().drop().wait(1000);
    expect(sim.refused({ type: 'CLOCK_STOPPED', remainingMs: 20 * MIN + 1 })).toContain('between 0:00 and 20:00');
    sim.whistle(19 * MIN);
    expect(sim.board.clock).toMatchObject({ remainingMs: 19 * MIN, running: false });
  });
});
