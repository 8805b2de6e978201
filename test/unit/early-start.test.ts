import { GameSim, lineup } from './support/game-sim';
import type { RulesetPreset } from '../../src/domain/enums';

/*
 * docs/rulebooks/000_5506cbd709277b08.txt:65 "Games, if agreed upon by both teams and officials, could start
 * up to 15 minutes earlier than the scheduled time." (G61)
 */

const MINUTE = 60_000;
const NOW = Date.parse('2026-12-05T18:00:00.000Z'); // the simulated game's clock (test/unit/support/game-sim.ts)
const start = (scheduledInMs: number, agreement?: string) => ({
  type: 'GAME_STARTED' as const,
  lineups: { home: lineup('h', 10), away: lineup('a', 10) },
  scheduledStart: new Date(NOW + scheduledInMs).toISOString(),
  ...(agreement ? { earlyStart: { agreement } } : {}),
});

describe('Cole Harbour 000:65: a start before the scheduled time (G61)', () => {
  it.each([
    { when: 'on time', scheduledIn: 0, agreement: undefined, refused: null, early: undefined },
    { when: 'late', scheduledIn: -20 * MINUTE, agreement: undefined, refused: null, early: undefined },
    {
      when: '10 minutes early, agreed',
      scheduledIn: 10 * MINUTE,
      agreement: 'Both coaches and the referee',
      refused: null,
      early: { earlyByMs: 10 * MINUTE, agreement: 'Both coaches and the referee' },
    },
    {
      when: 'exactly 15 minutes early, agreed',
      scheduledIn: 15 * MINUTE,
      agreement: 'Both coaches and the referee',
      refused: null,
      early: { earlyByMs: 15 * MINUTE, agreement: 'Both coaches and the referee' },
    },
    {
      when: '10 minutes early, no agreement',
      scheduledIn: 10 * MINUTE,
      agreement: undefined,
      refused: /scheduled 10 minutes from now: it may start early only when both teams and the officials agree/,
      early: undefined,
    },
    {
      when: '16 minutes early, even agreed',
      scheduledIn: 16 * MINUTE,
      agreement: 'everyone',
      refused: /scheduled 16 minutes from now: the rulebook lets a game start at most 15 minutes early/,
      early: undefined,
    },
    {
      when: 'three days early',
      scheduledIn: 72 * 60 * MINUTE + MINUTE,
      agreement: 'everyone',
      refused: /scheduled more than 72 hours from now: the rulebook lets a game start at most 15 minutes early/,
      early: undefined,
    },
    { when: 'on time with an agreement given anyway (a queued start sent late)', scheduledIn: -1 * MINUTE, agreement: 'Both coaches', refused: null, early: undefined },
  ])('$when', ({ scheduledIn, agreement, refused, early }) => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    const event = start(scheduledIn, agreement);
    if (refused) {
      expect(sim.refused(event)).toMatch(refused);
      expect(sim.state.status).toBe('SCHEDULED');
      return;
    }
    const facts = sim.post(event);
    expect(sim.state.earlyStart).toEqual(early);
    if (early) expect(facts.details).toMatchObject({ earlyByMs: early.earlyByMs, earlyStartAgreement: early.agreement });
    expect(sim.replayed()).toEqual(sim.state);
  });

  it.each<[RulesetPreset, string]>([
    ['WINTER_LEAGUE_5ON5', 'REGULAR_SEASON'],
    ['BHI_5ON5', 'ROUND_ROBIN'],
  ])("the line is Cole Harbour's: %s says nothing of an early start, and one an hour early is not checked", (preset, stage) => {
    const sim = new GameSim(preset, stage as never);
    sim.post(start(60 * MINUTE));
    expect(sim.state.status).toBe('IN_PROGRESS');
    expect(sim.state.earlyStart).toBeUndefined();
  });

  it('a log from before the scheduled start was kept replays as it was recorded', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    sim.post({ type: 'GAME_STARTED', lineups: { home: lineup('h', 10), away: lineup('a', 10) } });
    expect(sim.state.status).toBe('IN_PROGRESS');
  });
});
