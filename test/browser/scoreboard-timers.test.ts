import { clockText, humanCode, periodText, timerText } from '../../src/pages/lib/format';
import { boardAt } from '../../src/pages/scoreboard/timers';
import type { BoardSnapshotFragment } from '../../src/pages/generated/graphql';

/**
 * What the scoreboard shows between two snapshots (src/pages/scoreboard/timers.ts) and how it
 * prints times: pure functions, so these run without Chromium.
 */
const AS_OF = Date.parse('2026-12-05T18:10:00.000Z');
const MINUTE = 60_000;

function board(overrides: Partial<BoardSnapshotFragment> = {}): BoardSnapshotFragment {
  const line = (id: string, skatersOnIce: number) => ({
    team: { id, name: id, shortName: id },
    score: 0,
    shots: 0,
    skatersOnIce,
    timeoutsLeft: 1,
    penaltyMinutes: 0,
    penaltyShotsPending: 0,
    netEmpty: false,
  });
  return {
    gameId: 'g',
    seq: 5,
    status: 'IN_PROGRESS',
    period: 1,
    periodLabel: '1',
    decision: null,
    clock: { running: true, remainingMs: 15 * MINUTE, asOf: new Date(AS_OF).toISOString(), mode: 'RUN_TIME' },
    home: line('H', 5),
    away: line('A', 4),
    penalties: [],
    shootout: null,
    ...overrides,
  };
}
const penalty = (seq: number, team: string, remainingMs: number, running: boolean, severity: BoardSnapshotFragment['penalties'][number]['severity'] = 'MINOR') => ({
  seq,
  team: { id: team },
  player: { id: `p${seq}`, name: `Player ${seq}` },
  number: seq,
  severity,
  minutes: Math.ceil(remainingMs / MINUTE),
  remainingMs,
  running,
});

describe('the scoreboard between snapshots', () => {
  it.each([
    ['running: the time since asOf comes off', true, 15 * MINUTE, 10_000, 15 * MINUTE - 10_000],
    ['stopped: it stays', false, 15 * MINUTE, 10_000, 15 * MINUTE],
    ['never below zero', true, 5_000, 10_000, 0],
    ['a server instant before asOf (a re-folded snapshot) counts as none', true, 15 * MINUTE, -3_000, 15 * MINUTE],
  ])('clock %s', (_name, running, remainingMs, after, shown) => {
    const b = board({ clock: { running, remainingMs, asOf: new Date(AS_OF).toISOString(), mode: 'RUN_TIME' } });
    expect(boardAt(b, AS_OF + after).clockMs).toBe(shown);
  });

  it('counts a running penalty down with the clock and gives the skater back when it ends', () => {
    const b = board({ penalties: [penalty(4, 'A', 30_000, true)] });
    expect(boardAt(b, AS_OF + 10_000)).toMatchObject({ penalties: [{ seq: 4, remainingMs: 20_000, running: true }], skaters: { home: 5, away: 4 } });
    expect(boardAt(b, AS_OF + 31_000)).toMatchObject({ penalties: [], skaters: { home: 5, away: 5 } });
  });

  it('holds every penalty while the clock is stopped', () => {
    const b = board({ clock: { running: false, remainingMs: 15 * MINUTE, asOf: new Date(AS_OF).toISOString(), mode: 'RUN_TIME' }, penalties: [penalty(4, 'A', 30_000, true)] });
    expect(boardAt(b, AS_OF + 60_000)).toMatchObject({ penalties: [{ remainingMs: 30_000, running: false }], skaters: { home: 5, away: 4 } });
  });

  it('starts a waiting penalty of the same team when the running one ends (G3), the team still short', () => {
    const b = board({ away: board().away, penalties: [penalty(4, 'A', 30_000, true), penalty(6, 'A', 2 * MINUTE, false)] });
    const later = boardAt(b, AS_OF + 40_000);
    expect(later.penalties).toEqual([expect.objectContaining({ seq: 6, remainingMs: 2 * MINUTE - 10_000, running: true })]);
    expect(later.skaters).toEqual({ home: 5, away: 4 });
  });

  it('serves a misconduct without touching the strength', () => {
    const b = board({ away: { ...board().away, skatersOnIce: 5 }, penalties: [penalty(4, 'A', 10 * MINUTE, true, 'MISCONDUCT')] });
    expect(boardAt(b, AS_OF + 60_000)).toMatchObject({ penalties: [{ remainingMs: 9 * MINUTE }], skaters: { home: 5, away: 5 } });
  });

  it('in 3-on-3 overtime takes back the extra skater the other team had', () => {
    const b = board({ periodLabel: 'OT', home: { ...board().home, skatersOnIce: 4 }, away: { ...board().away, skatersOnIce: 3 }, penalties: [penalty(4, 'A', 20_000, true)] });
    expect(boardAt(b, AS_OF + 21_000).skaters).toEqual({ home: 3, away: 3 });
  });
});

describe('printing', () => {
  it.each([
    [20 * MINUTE, '20:00'],
    [19 * MINUTE + 59_001, '20:00'],
    [19 * MINUTE + 59_000, '19:59'],
    [60_000, '1:00'],
    [59_950, '1:00'],
    [59_900, '59.9'],
    [30_050, '30.1'],
    [100, '0.1'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('the clock at %i ms reads %s', (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });

  it('penalty timers, period labels and codes', () => {
    expect([timerText(3 * MINUTE), timerText(179_001), timerText(59_000)]).toEqual(['3:00', '3:00', '0:59']);
    expect(['1', '2', '3', '4', 'OT', 'OT2', 'SO'].map(periodText)).toEqual(['1st', '2nd', '3rd', '4th', 'OT', 'OT2', 'SO']);
    expect(humanCode('FEWEST_GOALS_AGAINST')).toBe('Fewest goals against');
  });
});
