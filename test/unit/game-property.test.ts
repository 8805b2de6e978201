import fc from 'fast-check';
import { RuleViolation } from '../../src/domain/game/machine';
import type { GameEventInput } from '../../src/domain/game/types';
import { PenaltySeverity, RulesetPreset } from '../../src/domain/enums';
import { AWAY, GameSim, HOME } from './support/game-sim';

type Command = { wait: number } | { event: (sim: GameSim) => GameEventInput };

const side = fc.constantFrom('home', 'away');
const teamOf = (s: 'home' | 'away') => (s === 'home' ? HOME : AWAY);
const player = (s: 'home' | 'away', n: number) => `${s === 'home' ? 'h' : 'a'}${n}`;

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 4 * 60_000 }).map((wait) => ({ wait })) },
  { weight: 3, arbitrary: fc.constant({ event: (): GameEventInput => ({ type: 'CLOCK_STARTED' }) }) },
  { weight: 3, arbitrary: fc.option(fc.integer({ min: 0, max: 25 * 60_000 })).map((r) => ({ event: (): GameEventInput => ({ type: 'CLOCK_STOPPED', remainingMs: r }) })) },
  { weight: 2, arbitrary: fc.constant({ event: (): GameEventInput => ({ type: 'FACEOFF' }) }) },
  { weight: 1, arbitrary: fc.constant({ event: (): GameEventInput => ({ type: 'PERIOD_ENDED' }) }) },
  {
    weight: 4,
    arbitrary: fc.tuple(side, fc.integer({ min: 2, max: 9 }), fc.boolean()).map(([s, n, assisted]) => ({
      event: (): GameEventInput => ({ type: 'GOAL', teamId: teamOf(s), scorerId: player(s, n), assistIds: assisted ? [player(s, n === 9 ? 2 : n + 1)] : [] }),
    })),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(side, fc.integer({ min: 2, max: 9 }), fc.constantFrom(...Object.values(PenaltySeverity))).map(([s, n, severity]) => ({
      event: (): GameEventInput => ({ type: 'PENALTY', teamId: teamOf(s), playerId: player(s, n), severity, infraction: 'ROUGHING' }),
    })),
  },
  { weight: 1, arbitrary: side.map((s) => ({ event: (): GameEventInput => ({ type: 'SHOT', teamId: teamOf(s) }) })) },
  { weight: 1, arbitrary: side.map((s) => ({ event: (): GameEventInput => ({ type: 'TIMEOUT', teamId: teamOf(s) }) })) },
  {
    weight: 1,
    arbitrary: fc.tuple(side, fc.integer({ min: 2, max: 9 }), fc.boolean()).map(([s, n, scored]) => ({
      event: (): GameEventInput => ({ type: 'SHOOTOUT_ATTEMPT', teamId: teamOf(s), shooterId: player(s, n), scored }),
    })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(side, fc.integer({ min: 2, max: 9 }), fc.boolean()).map(([s, n, scored]) => ({
      event: (): GameEventInput => ({ type: 'PENALTY_SHOT', teamId: teamOf(s), shooterId: player(s, n), scored }),
    })),
  },
  {
    weight: 1,
    arbitrary: fc.nat().map((k) => ({
      event: (sim: GameSim): GameEventInput => ({ type: 'EVENT_VOIDED', targetSeq: sim.events.length ? (k % sim.events.length) + 1 : 1, reason: 'correction' }),
    })),
  },
  { weight: 1, arbitrary: fc.constant({ event: (): GameEventInput => ({ type: 'GAME_ENDED' }) }) },
);

/** Plays the commands, skipping what the rules refuse: every stored event was accepted. */
function play(preset: RulesetPreset, stage: 'ROUND_ROBIN' | 'SEMIFINAL' | 'REGULAR_SEASON' | 'PLAYOFF', commands: Command[]): GameSim {
  const sim = new GameSim(preset, stage).start();
  for (const c of commands) {
    if ('wait' in c) {
      sim.wait(c.wait);
      continue;
    }
    try {
      sim.post(c.event(sim));
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
    }
  }
  return sim;
}

const games = fc.record({
  preset: fc.constantFrom(...Object.values(RulesetPreset)),
  stage: fc.constantFrom('ROUND_ROBIN', 'SEMIFINAL', 'REGULAR_SEASON', 'PLAYOFF'),
  commands: fc.array(command, { minLength: 40, maxLength: 160 }),
});

describe('the game fold, over random valid event sequences', () => {
  it('is deterministic, keeps seq contiguous, and replaying the stored log reproduces the state', () => {
    fc.assert(
      fc.property(games, ({ preset, stage, commands }) => {
        const sim = play(preset, stage, commands);
        expect(sim.events.map((e) => e.seq)).toEqual(sim.events.map((_, i) => i + 1));
        expect(sim.state.seq).toBe(sim.events.length);
        const replay = sim.replayed();
        expect(replay).toEqual(sim.state);
        expect(sim.replayed()).toEqual(replay);
      }),
      { numRuns: 200 },
    );
  });

  it("scores exactly the goals not voided (and a shootout winner's one goal, R25)", () => {
    fc.assert(
      fc.property(games, ({ preset, stage, commands }) => {
        const sim = play(preset, stage, commands);
        if (sim.state.status === 'FORFEITED') return;
        const voided = new Set(sim.events.flatMap((e) => (e.type === 'EVENT_VOIDED' ? [e.targetSeq] : [])));
        const live = sim.events.filter((e) => !voided.has(e.seq));
        for (const s of ['home', 'away'] as const) {
          const team = teamOf(s);
          const goals = live.filter((e) => (e.type === 'GOAL' && e.teamId === team) || (e.type === 'PENALTY_SHOT' && e.teamId === team && e.scored)).length;
          const shootoutGoal = sim.state.decision === 'SHOOTOUT' && sim.state.winner === s ? 1 : 0;
          expect(sim.board[s].score).toBe(goals + shootoutGoal);
        }
      }),
      { numRuns: 200 },
    );
  });
});
