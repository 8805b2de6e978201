import type { GameEventInput } from '../../src/domain/game/types';
import {
  availability,
  earlyStartMarkIn,
  FIVE_TWO_LOOK_MAX_MS,
  fiveTwoMarkIn,
  GAME_ACTIONS,
  type GameAction,
  type Situation,
  TEAM_ACTIONS,
  type TeamAction,
} from '../../src/pages/console/availability';
import { AWAY, GameSim, HOME, lineup, MIN } from '../unit/support/game-sim';

/**
 * The console's availability function (src/pages/console/availability.ts), a pure function of the
 * board: per game situation, which controls are enabled, and the reason shown on the others. Each
 * situation is played on the real game machine (test/unit/support/game-sim.ts), and every answer
 * is checked against it: an action the console enables is one the machine accepts, and the other way round.
 */

type Side = 'home' | 'away';

/** Each league game's scheduled start (the time block runs an hour from it, G59); a game not listed was scheduled when it started. */
const scheduledStarts = new WeakMap<GameSim, string>();
const scheduledStart = (sim: GameSim) => scheduledStarts.get(sim) ?? '2026-12-05T18:00:00.000Z';

function situationOf(sim: GameSim, queue: Situation['queue'] = []): Situation {
  const format = sim.ruleset.stage(sim.state.setup.stage);
  const block = sim.ruleset.timeBlock;
  return {
    board: sim.board,
    regulationPeriods: sim.ruleset.regulationPeriods,
    format,
    shootoutOpener: sim.state.shootoutAttempts[0]?.side ?? null,
    named: { home: Boolean(sim.state.namedShooters?.home), away: Boolean(sim.state.namedShooters?.away) },
    queue,
    timeBlock: block
      ? { endsAt: Date.parse(scheduledStart(sim)) + block.lengthMs, resetWhenLeftMs: block.resetWhenLeftMs, resetToMs: block.resetToMs, applied: sim.events.some((e) => e.type === 'FIVE_TWO_RULE') }
      : null,
    now: Date.parse(sim.at()),
    earlyStart: sim.ruleset.earlyStart ? { startsAt: Date.parse(scheduledStart(sim)), upToMs: sim.ruleset.earlyStart.upToMs } : null,
  };
}

const teamId = (side: Side) => (side === 'home' ? HOME : AWAY);
const prefix = (side: Side) => (side === 'home' ? 'h' : 'a');

/** The event each control posts (as actions.ts sends it), for the machine to judge. */
function eventFor(sim: GameSim, action: GameAction | TeamAction, side: Side): GameEventInput | undefined {
  const p = prefix(side);
  switch (action) {
    case 'startGame':
      // As the console sends it before the scheduled time: with the agreement it asks for (G61).
      return { type: 'GAME_STARTED', lineups: { home: [], away: [] }, scheduledStart: scheduledStart(sim), earlyStart: { agreement: 'both teams and the referee' } };
    case 'startClock':
      return { type: 'CLOCK_STARTED' };
    case 'stopClock':
      return { type: 'CLOCK_STOPPED' };
    case 'puckDrop':
      return { type: 'FACEOFF' };
    case 'endPeriod':
      return { type: 'PERIOD_ENDED' };
    case 'endGame':
      return { type: 'GAME_ENDED' };
    case 'fiveTwo':
      return { type: 'FIVE_TWO_RULE', scheduledStart: scheduledStart(sim) };
    case 'undo':
      return undefined; // its target depends on the log: the table checks it
    case 'goal':
      return { type: 'GOAL', teamId: teamId(side), scorerId: `${p}5`, assistIds: [] };
    case 'shot':
      return { type: 'SHOT', teamId: teamId(side) };
    case 'penalty':
      return { type: 'PENALTY', teamId: teamId(side), playerId: `${p}4`, severity: 'MINOR', infraction: 'TRIPPING' };
    case 'timeout':
      return { type: 'TIMEOUT', teamId: teamId(side) };
    case 'pullGoalie':
      return { type: 'GOALIE_PULLED', teamId: teamId(side) };
    case 'returnGoalie':
      return { type: 'GOALIE_RETURNED', teamId: teamId(side) };
    case 'nameShooters':
      return { type: 'SHOOTERS_NAMED', teamId: teamId(side), shooterIds: [`${p}2`, `${p}3`, `${p}4`] };
    case 'shootoutAttempt': {
      const taken = sim.state.shootoutAttempts.filter((a) => a.side === side).length;
      return { type: 'SHOOTOUT_ATTEMPT', teamId: teamId(side), shooterId: `${p}${taken < 3 ? taken + 2 : 2}`, scored: false };
    }
  }
}

/** Whether the machine accepts the event in a fresh copy of the game. */
function machineAccepts(build: () => GameSim, action: GameAction | TeamAction, side: Side): boolean | undefined {
  const sim = build();
  const event = eventFor(sim, action, side);
  if (!event) return undefined;
  if (event.type === 'GAME_STARTED') return sim.state.status === 'SCHEDULED'; // lineups aside, the status decides (machine.ts ALLOWED)
  try {
    sim.post(event);
    return true;
  } catch {
    return false;
  }
}

const CH = 'COLE_HARBOUR_CLASSIC';
/** A winter-league game started `into` ms after its scheduled start, so that its hour has that much less left (004:81). */
const league = (into: number) => {
  const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON');
  scheduledStarts.set(sim, new Date(Date.parse(sim.at()) - into).toISOString());
  return sim.start();
};
const started = (stage: 'ROUND_ROBIN' | 'SEMIFINAL' = 'ROUND_ROBIN') => new GameSim(CH, stage).start();
/** Cole Harbour's two halves played out, tied 1–1 (regulation over). */
const tiedAfterRegulation = (stage: 'ROUND_ROBIN' | 'SEMIFINAL') => {
  const sim = started(stage).drop();
  sim.goal('home');
  sim.goal('away');
  return sim.finishPeriod().finishPeriod();
};
const tiedAfterOvertime = () => tiedAfterRegulation('SEMIFINAL').finishPeriod();
const bothNamed = () => {
  const sim = tiedAfterOvertime();
  sim.post({ type: 'SHOOTERS_NAMED', teamId: HOME, shooterIds: ['h2', 'h3', 'h4'] });
  sim.post({ type: 'SHOOTERS_NAMED', teamId: AWAY, shooterIds: ['a2', 'a3', 'a4'] });
  return sim;
};

interface Row {
  name: string;
  build: () => GameSim;
  /** the game controls enabled */
  game: GameAction[];
  /** each team's controls enabled */
  home: TeamAction[];
  away: TeamAction[];
  /** reasons the hints must show */
  reasons?: Partial<Record<GameAction | `home.${TeamAction}` | `away.${TeamAction}`, string>>;
}

const TABLE: Row[] = [
  {
    name: 'a league game 20 minutes into its hour: the 5 minute – 2 minute reset not yet (docs/rulebooks/004_52536eff465526ad.txt:83, G60)',
    build: () => league(20 * MIN),
    game: ['startClock', 'puckDrop', 'endPeriod', 'undo'],
    home: ['goal', 'shot', 'penalty', 'timeout', 'pullGoalie'],
    away: ['goal', 'shot', 'penalty', 'timeout', 'pullGoalie'],
    reasons: { fiveTwo: 'Only in the last 5 minutes of the hour' },
  },
  {
    name: 'a league game 56 minutes into its hour, clock stopped: the reset offered (004:83, G60)',
    build: () => league(56 * MIN),
    game: ['startClock', 'puckDrop', 'endPeriod', 'fiveTwo', 'undo'],
    home: ['goal', 'shot', 'penalty', 'timeout', 'pullGoalie'],
    away: ['goal', 'shot', 'penalty', 'timeout', 'pullGoalie'],
  },
  {
    name: 'the same with the clock running: at a stoppage only',
    build: () => league(56 * MIN).drop(),
    game: ['stopClock', 'puckDrop', 'endPeriod', 'undo'],
    home: ['goal', 'shot', 'penalty', 'pullGoalie'],
    away: ['goal', 'shot', 'penalty', 'pullGoalie'],
    reasons: { fiveTwo: 'Clock is running: stop it first' },
  },
  {
    name: 'the reset applied: once a game',
    build: () => {
      const sim = league(56 * MIN);
      sim.post({ type: 'FIVE_TWO_RULE', scheduledStart: scheduledStart(sim) });
      return sim;
    },
    game: ['startClock', 'puckDrop', 'endPeriod', 'undo'],
    home: ['goal', 'shot', 'penalty', 'timeout', 'pullGoalie'],
    away: ['goal', 'shot', 'penalty', 'timeout', 'pullGoalie'],
    reasons: { fiveTwo: 'Already applied this game' },
  },
  {
    name: 'scheduled: only Start game',
    build: () => new GameSim(CH),
    game: ['startGame'],
    home: [],
    away: [],
    reasons: { startClock: 'Game has not started', 'home.goal': 'Game has not started', undo: 'Nothing to undo yet' },
  },
  {
    name: 'started, clock stopped before the drop: Start clock, not Stop clock; no timeouts in a Cole Harbour round robin (docs/rulebooks/000_5506cbd709277b08.txt:33)',
    build: () => started(),
    game: ['startClock', 'puckDrop', 'endPeriod', 'undo'],
    home: ['goal', 'shot', 'penalty', 'pullGoalie'],
    away: ['goal', 'shot', 'penalty', 'pullGoalie'],
    reasons: { startGame: 'Game has started', stopClock: 'Clock is stopped', 'home.timeout': 'No timeouts in this stage', endGame: 'Regulation is not over: end the period first' },
  },
  {
    name: 'clock running: Stop clock, not Start clock',
    build: () => started().drop(),
    game: ['stopClock', 'puckDrop', 'endPeriod', 'undo'],
    home: ['goal', 'shot', 'penalty', 'pullGoalie'],
    away: ['goal', 'shot', 'penalty', 'pullGoalie'],
    reasons: { startClock: 'Clock is running', 'home.shootoutAttempt': 'No shootout in this stage' },
  },
  {
    name: 'semi-final in play: the shootout comes after the last period (R24)',
    build: () => started('SEMIFINAL').drop(),
    game: ['stopClock', 'puckDrop', 'endPeriod', 'undo'],
    home: ['goal', 'shot', 'penalty', 'pullGoalie'],
    away: ['goal', 'shot', 'penalty', 'pullGoalie'],
    reasons: { 'home.nameShooters': 'Shootout comes after the last period', 'away.shootoutAttempt': 'Shootout comes after the last period', 'home.timeout': 'Clock is running: stop it first' },
  },
  {
    name: "clock stopped at 0:00: the period's time is up, end the period",
    build: () => started().drop().wait(MIN).whistle(0),
    game: ['puckDrop', 'endPeriod', 'undo'],
    home: ['goal', 'shot', 'penalty', 'pullGoalie'],
    away: ['goal', 'shot', 'penalty', 'pullGoalie'],
    reasons: { startClock: "Period's time is up: end the period" },
  },
  {
    name: 'between the halves: Start clock begins the second; a penalty may still be called',
    build: () => started().finishPeriod(),
    game: ['startClock', 'undo'],
    home: ['penalty'],
    away: ['penalty'],
    reasons: { stopClock: 'Between periods: start the clock first', 'home.goal': 'Between periods: start the clock first' },
  },
  {
    name: 'round robin tied after regulation: the tie stands, End game (docs/rulebooks/000_5506cbd709277b08.txt:32, R24)',
    build: () => tiedAfterRegulation('ROUND_ROBIN'),
    game: ['endGame', 'undo'],
    home: ['penalty'],
    away: ['penalty'],
    reasons: { startClock: 'A tie stands in this stage: end the game', 'home.shootoutAttempt': 'No shootout in this stage' },
  },
  {
    name: 'semi-final tied after regulation: overtime, not End game nor a shootout yet (docs/rulebooks/000_5506cbd709277b08.txt:40, R24)',
    build: () => tiedAfterRegulation('SEMIFINAL'),
    game: ['startClock', 'undo'],
    home: ['penalty'],
    away: ['penalty'],
    reasons: { endGame: 'Tied: overtime decides it', 'home.nameShooters': 'Overtime comes before the shootout' },
  },
  {
    name: 'semi-final still tied after overtime: each team names its shooters before any attempt (docs/rulebooks/000_5506cbd709277b08.txt:40, G31)',
    build: tiedAfterOvertime,
    game: ['undo'],
    home: ['penalty', 'nameShooters'],
    away: ['penalty', 'nameShooters'],
    reasons: { startClock: 'Overtime is over: shootout next', endGame: 'Tied: a shootout decides it', 'home.shootoutAttempt': 'Both teams name their shooters first' },
  },
  {
    name: 'shooters named: either team may open the shootout (R24)',
    build: bothNamed,
    game: ['undo'],
    home: ['penalty', 'nameShooters', 'shootoutAttempt'],
    away: ['penalty', 'nameShooters', 'shootoutAttempt'],
  },
  {
    name: 'the home team shot first: the away team shoots next, names stand (R24, G31)',
    build: () => {
      const sim = bothNamed();
      sim.post({ type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h2', scored: true });
      return sim;
    },
    game: ['undo'],
    home: ['penalty'],
    away: ['penalty', 'shootoutAttempt'],
    reasons: { 'home.shootoutAttempt': 'Other team shoots next', 'away.nameShooters': 'Shootout has begun: names stand', startClock: 'Shootout under way', endGame: 'Shootout is not decided yet' },
  },
  {
    name: 'a round done: the team that opened opens the next (R24)',
    build: () => {
      const sim = bothNamed();
      sim.post({ type: 'SHOOTOUT_ATTEMPT', teamId: AWAY, shooterId: 'a2', scored: false });
      sim.post({ type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h2', scored: false });
      return sim;
    },
    game: ['undo'],
    home: ['penalty'],
    away: ['penalty', 'shootoutAttempt'],
    reasons: { 'home.shootoutAttempt': 'Other team opens each round' },
  },
  {
    name: 'final: nothing but Undo (a void of the last event)',
    build: () => finalGame(),
    game: ['undo'],
    home: [],
    away: [],
    reasons: { startGame: 'Game is final', startClock: 'Game is final', stopClock: 'Game is final', 'home.goal': 'Game is final', 'away.penalty': 'Game is final' },
  },
  {
    name: 'forfeited (R8): nothing but Undo',
    build: () => {
      const sim = started();
      sim.post({ type: 'FORFEIT', forfeitingTeamId: AWAY });
      return sim;
    },
    game: ['undo'],
    home: [],
    away: [],
    reasons: { 'home.goal': 'Game was forfeited' },
  },
  {
    name: 'league: one timeout a team each period, at a stoppage (docs/rulebooks/004_52536eff465526ad.txt:81)',
    build: () => {
      const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop().whistle();
      sim.post({ type: 'TIMEOUT', teamId: HOME });
      return sim;
    },
    game: ['startClock', 'puckDrop', 'endPeriod', 'undo'],
    home: ['goal', 'shot', 'penalty', 'pullGoalie'],
    away: ['goal', 'shot', 'penalty', 'timeout', 'pullGoalie'],
    reasons: { 'home.timeout': 'Timeout used this period' },
  },
  {
    name: 'league: no timeout while the clock runs (clock-events.ts timeout)',
    build: () => new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop(),
    game: ['stopClock', 'puckDrop', 'endPeriod', 'undo'],
    home: ['goal', 'shot', 'penalty', 'pullGoalie'],
    away: ['goal', 'shot', 'penalty', 'pullGoalie'],
    reasons: { 'away.timeout': 'Clock is running: stop it first' },
  },
  {
    name: 'the home goalie pulled for an extra attacker: Goalie back for the home team, Pull goalie still for the away team',
    build: () => {
      const sim = started().drop();
      sim.post({ type: 'GOALIE_PULLED', teamId: HOME });
      return sim;
    },
    game: ['stopClock', 'puckDrop', 'endPeriod', 'undo'],
    home: ['goal', 'shot', 'penalty', 'returnGoalie'],
    away: ['goal', 'shot', 'penalty', 'pullGoalie'],
    reasons: { 'home.pullGoalie': 'Goalie is already pulled', 'away.returnGoalie': 'Goalie is in the net' },
  },
  {
    name: 'both goalies pulled, then the period ends: both nets filled, neither control until the next period',
    build: () => {
      const sim = started().drop();
      sim.post({ type: 'GOALIE_PULLED', teamId: HOME });
      sim.post({ type: 'GOALIE_PULLED', teamId: AWAY });
      return sim.endPeriod();
    },
    game: ['startClock', 'undo'],
    home: ['penalty'],
    away: ['penalty'],
    reasons: { 'home.pullGoalie': 'Between periods: start the clock first', 'away.returnGoalie': 'Between periods: start the clock first' },
  },
];

/** A Cole Harbour round robin played to its end, 0–0 (a tie stands). */
function finalGame(): GameSim {
  const sim = started().drop().finishPeriod().finishPeriod();
  sim.post({ type: 'GAME_ENDED' });
  return sim;
}

const enabled = <A extends string>(answers: Record<A, true | string>) => (Object.keys(answers) as A[]).filter((a) => answers[a] === true);

describe('the console offers only what the rules allow now (availability.ts)', () => {
  it.each(TABLE)('$name', (row) => {
    const answers = availability(situationOf(row.build()));
    expect({ game: enabled(answers.game), home: enabled(answers.home), away: enabled(answers.away) }).toEqual({
      game: GAME_ACTIONS.filter((a) => row.game.includes(a)),
      home: TEAM_ACTIONS.filter((a) => row.home.includes(a)),
      away: TEAM_ACTIONS.filter((a) => row.away.includes(a)),
    });
    for (const [key, reason] of Object.entries(row.reasons ?? {})) {
      const [where, action] = key.includes('.') ? key.split('.') : ['game', key];
      expect({ key, reason: (answers as unknown as Record<string, Record<string, unknown>>)[where][action] }).toEqual({ key, reason });
    }
    // Start clock and Stop clock are never both offered.
    expect(answers.game.startClock === true && answers.game.stopClock === true).toBe(false);
  });

  it.each(TABLE)('agrees with the game machine: $name', (row) => {
    const answers = availability(situationOf(row.build()));
    const disagreements: string[] = [];
    for (const side of ['home', 'away'] as const) {
      for (const action of [...GAME_ACTIONS, ...TEAM_ACTIONS]) {
        if (side === 'away' && (GAME_ACTIONS as readonly string[]).includes(action)) continue;
        const accepts = machineAccepts(row.build, action, side);
        if (accepts === undefined) continue;
        const offered = ((GAME_ACTIONS as readonly string[]).includes(action) ? answers.game[action as GameAction] : answers[side][action as TeamAction]) === true;
        if (offered !== accepts) disagreements.push(`${side} ${action}: console ${offered ? 'offers' : 'refuses'}, machine ${accepts ? 'accepts' : 'refuses'}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  // The page looks again at the 5-minute mark (no board arrives then), never by a timer past 2^31 - 1 ms,
  // which would fire at once and again for a game scheduled weeks ahead.
  it.each([
    { what: 'a league game 20 minutes into its hour: at the mark, 35 minutes on', into: 20 * MIN, at: 35 * MIN + 50 },
    { what: 'a league game scheduled 60 days ahead: an hour on, then again', into: -60 * 24 * 60 * MIN, at: FIVE_TWO_LOOK_MAX_MS },
    { what: 'a league game past its mark: nothing to wait for', into: 56 * MIN, at: null },
  ])('5-2 mark: $what', ({ into, at }) => {
    const sim = league(into);
    expect(fiveTwoMarkIn(situationOf(sim).timeBlock, Date.parse(sim.at()))).toBe(at);
  });

  it('5-2 mark: nothing to wait for once applied, nor where the rulebook has no hour', () => {
    const sim = league(20 * MIN);
    const block = situationOf(sim).timeBlock!;
    expect(fiveTwoMarkIn({ ...block, applied: true }, Date.parse(sim.at()))).toBeNull();
    expect(fiveTwoMarkIn(situationOf(started()).timeBlock, Date.parse(sim.at()))).toBeNull();
  });

  it.each([
    { what: 'at its scheduled time', early: 0, enabled: true },
    { what: '10 minutes early, by agreement', early: 10 * MIN, enabled: true },
    { what: '20 minutes early', early: 20 * MIN, enabled: false },
  ])('docs/rulebooks/000_5506cbd709277b08.txt:65 "could start up to 15 minutes earlier than the scheduled time": the start $what, as the game machine has it (G61)', ({ early, enabled: on }) => {
    const sim = new GameSim(CH);
    scheduledStarts.set(sim, new Date(Date.parse(sim.at()) + early).toISOString());
    const answer = availability(situationOf(sim)).game.startGame;
    expect(answer === true).toBe(on);
    if (!on) expect(answer).toBe('Not yet: a game may start at most 15 minutes before its scheduled time');
    const refused = (() => {
      try {
        // with two full lineups, as startGame dresses them: only the time is in question here
        sim.post({ ...(eventFor(sim, 'startGame', 'home') as Extract<GameEventInput, { type: 'GAME_STARTED' }>), lineups: { home: lineup('h', 10), away: lineup('a', 10) } });
        return false;
      } catch {
        return true;
      }
    })();
    expect(refused).toBe(!on);
  });

  it('the early-start window: looked at again when it opens, not before; nothing to wait for where the rulebook says nothing', () => {
    const sim = new GameSim(CH);
    const now = Date.parse(sim.at());
    expect(earlyStartMarkIn({ startsAt: now + 20 * MIN, upToMs: 15 * MIN }, now)).toBe(5 * MIN + 50);
    expect(earlyStartMarkIn({ startsAt: now + 10 * MIN, upToMs: 15 * MIN }, now)).toBeNull();
    expect(earlyStartMarkIn({ startsAt: now + 60 * 24 * 60 * MIN, upToMs: 15 * MIN }, now)).toBe(FIVE_TWO_LOOK_MAX_MS);
    expect(earlyStartMarkIn(null, now)).toBeNull();
  });

  it('offers nothing before the first board but taking back a queued action', () => {
    const sim = new GameSim(CH);
    const none = availability({ ...situationOf(sim), board: undefined });
    expect(enabled(none.game)).toEqual([]);
    expect(none.home.goal).toBe('Waiting for the live board');
    expect(enabled(availability({ ...situationOf(sim), board: undefined, queue: [{ operation: 'startGame' }] }).game)).toEqual(['undo']);
    // A scheduled game with an action queued: Undo takes it back.
    expect(availability(situationOf(sim, [{ operation: 'shot', side: 'home' }])).game.undo).toBe(true);
  });

  // Offline, or ahead of the board: the controls follow the board as the queue will leave it, and
  // that board is the machine's after the same events.
  it.each([
    { name: 'Start game queued: the game is on, Start clock next', build: () => new GameSim(CH), queue: [{ operation: 'startGame' }], then: (sim: GameSim) => sim.start() },
    { name: 'Start clock queued: Stop clock, not Start clock', build: () => started(), queue: [{ operation: 'startClock' }], then: (sim: GameSim) => sim.drop() },
    {
      name: 'Start then Stop clock queued: Start clock again',
      build: () => started(),
      queue: [{ operation: 'startClock' }, { operation: 'stopClock' }],
      then: (sim: GameSim) => sim.drop().whistle(),
    },
    { name: 'End period queued: between the halves', build: () => started().drop(), queue: [{ operation: 'endPeriod' }], then: (sim: GameSim) => sim.endPeriod() },
    {
      name: 'Pull goalie queued: Goalie back for that team',
      build: () => started().drop(),
      queue: [{ operation: 'pullGoalie', side: 'away' as const }],
      then: (sim: GameSim) => (sim.post({ type: 'GOALIE_PULLED', teamId: AWAY }), sim),
    },
    {
      name: 'Pull goalie then Goalie back queued: Pull goalie again',
      build: () => started().drop(),
      queue: [
        { operation: 'pullGoalie', side: 'home' as const },
        { operation: 'returnGoalie', side: 'home' as const },
      ],
      then: (sim: GameSim) => (sim.post({ type: 'GOALIE_PULLED', teamId: HOME }), sim.post({ type: 'GOALIE_RETURNED', teamId: HOME }), sim),
    },
    {
      name: 'Pull goalie, End period and Start clock queued: the net filled for the new period',
      build: () => started().drop(),
      queue: [{ operation: 'pullGoalie', side: 'home' as const }, { operation: 'endPeriod' }, { operation: 'startClock' }],
      then: (sim: GameSim) => (sim.post({ type: 'GOALIE_PULLED', teamId: HOME }), sim.endPeriod().drop()),
    },
    {
      name: 'the 5-2 reset queued: the last period at 2:00, and not again (G60)',
      build: () => league(56 * MIN),
      queue: [{ operation: 'fiveTwo' }],
      then: (sim: GameSim) => (sim.post({ type: 'FIVE_TWO_RULE', scheduledStart: scheduledStart(sim) }), sim),
    },
    {
      name: 'a goal queued in a sudden-death overtime: final (R24)',
      build: () => tiedAfterRegulation('SEMIFINAL').drop(),
      queue: [{ operation: 'goal', side: 'home' as const }],
      then: (sim: GameSim) => {
        sim.goal('home');
        return sim;
      },
    },
    {
      name: 'both teams named and the home team shot, queued: the away team shoots next (G31, R24)',
      build: tiedAfterOvertime,
      queue: [
        { operation: 'nameShooters', side: 'home' as const },
        { operation: 'nameShooters', side: 'away' as const },
        { operation: 'shootout', side: 'home' as const },
      ],
      then: (sim: GameSim) => {
        sim.post({ type: 'SHOOTERS_NAMED', teamId: HOME, shooterIds: ['h2', 'h3', 'h4'] });
        sim.post({ type: 'SHOOTERS_NAMED', teamId: AWAY, shooterIds: ['a2', 'a3', 'a4'] });
        sim.post({ type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h2', scored: false });
        return sim;
      },
    },
  ])('$name', ({ build, queue, then }) => {
    const ahead = availability(situationOf(build(), queue));
    const after = availability(situationOf(then(build())));
    // Undo differs by design: with something queued it takes that back.
    expect({ ...ahead, game: { ...ahead.game, undo: null } }).toEqual({ ...after, game: { ...after.game, undo: null } });
    expect(ahead.game.undo).toBe(true);
  });
});
