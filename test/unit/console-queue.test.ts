import type { BoardSnapshotFragment } from '../../src/pages/generated/graphql';
import { readingMs } from '../../src/pages/console/clock-reading';
import { type BoardAndLog, inputOf, project, type QueuedAction } from '../../src/pages/console/queued';

/**
 * The console's own board with the queue applied (R85): what waits shows at once, and what the
 * server has stored counts once — until the board's seq reaches it, never after. The browser side
 * (offline, real server) is test/browser/console-time.test.ts.
 */
const HOME = 'team-home';
const AWAY = 'team-away';

const line = (id: string) => ({ team: { id, name: id, shortName: null }, score: 2, shots: 10, skatersOnIce: 5, timeoutsLeft: 1, penaltyMinutes: 0, penaltyShotsPending: 0, netEmpty: false });

function board(seq: number, clock: Partial<BoardSnapshotFragment['clock']> = {}): BoardSnapshotFragment {
  return {
    gameId: 'g',
    seq,
    status: 'IN_PROGRESS',
    period: 1,
    periodLabel: '1',
    decision: null,
    clock: { running: false, remainingMs: 600_000, asOf: '2026-12-07T00:00:00.000Z', mode: 'STOP_TIME', ...clock },
    home: line(HOME),
    away: line(AWAY),
    penalties: [],
    shootout: null,
  } as unknown as BoardSnapshotFragment;
}

function item(id: string, operation: string, variables: Record<string, unknown>, pressedAt = Date.parse('2026-12-07T00:01:00.000Z')): QueuedAction {
  return { id, operation, variables, queuedAt: pressedAt, pressedAt };
}

const goal = (id: string, teamId = HOME) => item(id, 'goal', { input: { gameId: 'g', teamId, scorerId: 'p', assistIds: [], clockRemainingMs: 500_000, clientEventId: id } });
// A shot as the console queues it (its log… mutation's `input`), and as a console queued it before (flat arguments, still in a tablet's storage).
const shot = (id: string, teamId = HOME) => item(id, 'shot', { input: { gameId: 'g', teamId, clientEventId: id } });
const flatShot = (id: string, teamId = HOME) => item(id, 'shot', { gameId: 'g', teamId, clientEventId: id });

function consoleWith(seq: number, log: Array<{ seq: number; clientEventId: string }> = [], sent: Array<{ item: QueuedAction; seq: number }> = []): BoardAndLog & { board: BoardSnapshotFragment } {
  return { game: { id: 'g' }, board: board(seq), log: new Map(log.map((e) => [e.seq, e])), sent: new Map(sent.map((s) => [s.item.id, s])) };
}

describe('the queue on the console’s board (R85)', () => {
  it.each([
    ['a goal queued: on the score and the shots, marked', consoleWith(5), [goal('a')], { score: 3, shots: 11, goals: 1 }],
    ['a shot queued: on the shots only', consoleWith(5), [shot('a')], { score: 2, shots: 11, goals: 0 }],
    ['a shot queued flat by an older console: the same', consoleWith(5), [flatShot('a')], { score: 2, shots: 11, goals: 0 }],
    ['a shot for the other team, queued flat: on its side', consoleWith(5), [flatShot('a', AWAY)], { score: 2, shots: 10, goals: 0 }],
    ['a goal for the other team: on its side', consoleWith(5), [goal('a', AWAY)], { score: 2, shots: 10, goals: 0 }],
    ['stored (seq 6), the board still at 5: shown, once', consoleWith(5, [], [{ item: goal('a'), seq: 6 }]), [], { score: 3, shots: 11, goals: 1 }],
    ['stored (seq 6), the board at 6: the board alone counts it', consoleWith(6, [], [{ item: goal('a'), seq: 6 }]), [], { score: 2, shots: 10, goals: 0 }],
    ['stored but its answer lost (still queued), the board at 6 with it in the log: not twice', consoleWith(6, [{ seq: 6, clientEventId: 'a' }]), [goal('a')], { score: 2, shots: 10, goals: 0 }],
    ['in the log at 7, the board still at 6: shown', consoleWith(6, [{ seq: 7, clientEventId: 'a' }]), [goal('a')], { score: 3, shots: 11, goals: 1 }],
    ['stored and still listed in the queue: counted once', consoleWith(5, [], [{ item: goal('a'), seq: 6 }]), [goal('a')], { score: 3, shots: 11, goals: 1 }],
    ['two goals and a shot', consoleWith(5), [goal('a'), goal('b'), shot('c')], { score: 4, shots: 13, goals: 2 }],
  ])('%s', (_, state, queued, home) => {
    const shown = project(state, queued)!;
    expect({ score: shown.board.home.score, shots: shown.board.home.shots, goals: shown.unsent.home.goals }).toEqual(home);
    // The server's board itself is left as it came.
    expect({ score: state.board.home.score, shots: state.board.home.shots }).toEqual({ score: 2, shots: 10 });
  });

  it('forgets a stored action once the board has reached it', () => {
    const state = consoleWith(6, [], [{ item: goal('a'), seq: 6 }]);
    project(state, []);
    expect(state.sent.size).toBe(0);
  });

  it('lists a queued penalty on its team, not yet on the clock', () => {
    const state = consoleWith(5);
    const penalty = item('p', 'penalty', { input: { gameId: 'g', teamId: AWAY, playerId: 'x', severity: 'MINOR', infraction: 'TRIPPING', clientEventId: 'p' } });
    const shown = project(state, [penalty])!;
    expect(shown.unsent.away.penalties).toEqual([{ id: 'p', playerId: 'x', severity: 'MINOR' }]);
    expect(shown.unsent.home.penalties).toEqual([]);
    expect(shown.board.penalties).toEqual([]);
  });

  it('stops the clock where a queued stop was pressed, and starts it again from a queued start', () => {
    const state = { ...consoleWith(5), board: board(5, { running: true, remainingMs: 600_000, asOf: '2026-12-07T00:00:00.000Z' }) };
    const stop = item('s', 'stopClock', { input: { gameId: 'g', remainingMs: 540_000, clientEventId: 's' } }, Date.parse('2026-12-07T00:01:00.000Z'));
    expect(project(state, [stop])!.board.clock).toMatchObject({ running: false, remainingMs: 540_000 });
    const start = item('t', 'startClock', { input: { gameId: 'g', clientEventId: 't' } }, Date.parse('2026-12-07T00:02:00.000Z'));
    expect(project(state, [stop, start])!.board.clock).toMatchObject({ running: true, remainingMs: 540_000, asOf: '2026-12-07T00:02:00.000Z' });
    // A stop queued flat, before the console sent log… mutations, reads the same.
    const flatStop = item('s', 'stopClock', { gameId: 'g', remainingMs: 530_000, clientEventId: 's' }, Date.parse('2026-12-07T00:01:00.000Z'));
    expect(project(state, [flatStop])!.board.clock).toMatchObject({ running: false, remainingMs: 530_000 });
  });

  it('sends every action as one input with its clientEventId inside, whichever way it was queued', () => {
    expect(inputOf({ input: { gameId: 'g', teamId: HOME, clientEventId: 'a' } })).toEqual({ gameId: 'g', teamId: HOME, clientEventId: 'a' });
    expect(inputOf({ gameId: 'g', seq: 4, reason: 'wrong team', clientEventId: 'v' })).toEqual({ gameId: 'g', seq: 4, reason: 'wrong team', clientEventId: 'v' });
  });
});

describe('a time typed as the clock shows it (R85)', () => {
  it.each([
    ['12:34', 754_000],
    ['0:00', 0],
    ['20:00', 1_200_000],
    [' 5:07 ', 307_000],
    ['1234', 754_000],
    ['034', 34_000],
    ['34', null],
    ['12:60', null],
    ['1260', null],
    ['12:3', null],
    ['-1:00', null],
    ['', null],
    ['12.5', null],
  ])('%j → %j ms', (typed, ms) => {
    expect(readingMs(typed)).toBe(ms);
  });
});
