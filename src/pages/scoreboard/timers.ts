import type { BoardSnapshotFragment } from '../generated/graphql';

/**
 * The board between two snapshots, at a server instant: the game clock and the penalty timers run
 * on by themselves (docs/live-feed.md, "The clock" and "Penalty timers"); the next snapshot, at the
 * next event, replaces whatever this estimated.
 */
export interface BoardAt {
  clockMs: number;
  penalties: Array<{ seq: number; teamId: string; playerName: string | null; number: number | null; severity: string; remainingMs: number; running: boolean }>;
  skaters: { home: number; away: number };
}

/** Misconducts are served without weakening the team (G6). */
const NO_STRENGTH = new Set(['MISCONDUCT', 'GAME_MISCONDUCT', 'GROSS_MISCONDUCT']);

/** Game time run since the snapshot's `asOf`, at the server instant `now`: none while the clock is stopped. */
export function elapsedSince(board: BoardSnapshotFragment, now: number): number {
  if (!board.clock.running) return 0;
  return Math.min(board.clock.remainingMs, Math.max(0, now - Date.parse(board.clock.asOf)));
}

export function boardAt(board: BoardSnapshotFragment, now: number): BoardAt {
  const elapsed = elapsedSince(board, now);
  const penalties: BoardAt['penalties'] = [];
  const skaters = { home: board.home.skatersOnIce, away: board.away.skatersOnIce };
  const sides = [
    ['home', board.home.team.id],
    ['away', board.away.team.id],
  ] as const;
  for (const [side, teamId] of sides) {
    const own = board.penalties.filter((p) => p.team.id === teamId).sort((a, b) => a.seq - b.seq);
    // When a strength penalty ends the next waiting one of its team starts with its full time (G3).
    const freed: number[] = [];
    const timed = own.map((p) => ({ p, start: p.running ? 0 : Number.POSITIVE_INFINITY }));
    for (const t of timed) if (t.p.running && !NO_STRENGTH.has(t.p.severity)) freed.push(t.p.remainingMs);
    if (board.clock.running) {
      freed.sort((a, b) => a - b);
      for (const t of timed) {
        if (t.p.running || NO_STRENGTH.has(t.p.severity) || !freed.length) continue;
        t.start = freed.shift()!;
        freed.push(t.start + t.p.remainingMs);
        freed.sort((a, b) => a - b);
      }
    }
    let ended = 0;
    let started = 0;
    for (const { p, start } of timed) {
      const strength = !NO_STRENGTH.has(p.severity);
      const runningNow = start <= elapsed;
      const left = runningNow ? p.remainingMs - (elapsed - start) : p.remainingMs;
      if (runningNow && left <= 0) {
        if (strength) ended += 1;
        continue;
      }
      if (strength && !p.running && runningNow) started += 1;
      penalties.push({ seq: p.seq, teamId, playerName: p.player?.name ?? null, number: p.number ?? null, severity: p.severity, remainingMs: left, running: runningNow && board.clock.running });
    }
    giveBack(skaters, side, ended - started, board.periodLabel.startsWith('OT'));
  }
  return { clockMs: board.clock.remainingMs - elapsed, penalties, skaters };
}

/**
 * A team whose penalty ended gets its skater back; in 3-on-3 overtime the other team, which got an
 * extra skater for it, gives it back instead. Never above the larger side of the snapshot (a
 * coincidental penalty never took a skater away).
 */
function giveBack(skaters: { home: number; away: number }, side: 'home' | 'away', count: number, overtime: boolean): void {
  const other = side === 'home' ? 'away' : 'home';
  const full = Math.max(skaters.home, skaters.away);
  for (let i = 0; i < count; i += 1) {
    if (overtime && skaters[side] === 3 && skaters[other] > 3) skaters[other] -= 1;
    else if (skaters[side] < full) skaters[side] += 1;
  }
}
