import type { PenaltyLength, Ruleset } from '../rulesets';
import { ClockMode, PenaltySeverity } from '../enums';
import type { ClockState, PenaltyState, Side } from './types';

/*
 * Penalty timers (R14). A timer counts only while the game clock runs. A penalty starts at the next
 * puck drop after the call: the next FACEOFF or CLOCK_STARTED, whichever comes first (G26). In run
 * time the clock runs through the whistle, so one called while it runs waits for the FACEOFF; in stop
 * time the clock stops at the whistle, so one posted while it runs starts at once. At most `cap`
 * strength penalties of a team run together; the others wait their turn, as in standard hockey. Only
 * the time waits for the drop: the team is short from the call (G25).
 */

const MINUTE = 60_000;

/** Severities served without reducing the team on the ice (standard hockey: misconducts). */
const NO_STRENGTH: ReadonlySet<PenaltySeverity> = new Set([PenaltySeverity.MISCONDUCT, PenaltySeverity.GAME_MISCONDUCT, PenaltySeverity.GROSS_MISCONDUCT]);

export const affectsStrength = (severity: PenaltySeverity): boolean => !NO_STRENGTH.has(severity);

/** Minors (and each half of a double minor) end early on a power-play goal against; majors do not. */
export const releasable = (severity: PenaltySeverity): boolean => severity === PenaltySeverity.MINOR || severity === PenaltySeverity.DOUBLE_MINOR;

export function minutesFor(length: PenaltyLength, mode: ClockMode): number {
  return mode === ClockMode.RUN_TIME ? length.run : length.stop;
}

/**
 * Whether a penalty called now waits for the puck drop (R14, G26): at a stoppage, and in run time
 * also while the clock runs (000:69 "penalties run time will begin at the next puck drop"). Only a
 * stop-time clock that runs has no drop to wait for: it would have stopped at the whistle.
 */
export const waitsForDrop = (clock: ClockState): boolean => !(clock.running && clock.mode === ClockMode.STOP_TIME);

/** At most two strength penalties of a team count down together (standard hockey: never fewer than three skaters). */
export const penaltyCap = (_ruleset: Ruleset) => 2;

/** Counts against its team's strength: a strength penalty not cancelled by a coincidental one. */
const shortens = (p: PenaltyState): boolean => p.affectsStrength && !p.coincidental;

/** Promotes waiting penalties to running, oldest first, keeping at most `cap` strength penalties per team running. */
export function schedule(penalties: PenaltyState[], cap: number): void {
  for (const side of ['home', 'away'] as Side[]) {
    let running = penalties.filter((p) => p.side === side && p.phase === 'RUNNING' && shortens(p)).length;
    for (const p of penalties) {
      if (p.side !== side || p.phase !== 'QUEUED') continue;
      if (!shortens(p)) {
        p.phase = 'RUNNING';
      } else if (running < cap) {
        p.phase = 'RUNNING';
        running += 1;
      }
    }
  }
}

/** Runs the timers for `elapsedMs` of game time: expired penalties leave, and waiting ones take their place. */
export function advancePenalties(penalties: PenaltyState[], elapsedMs: number, cap: number): PenaltyState[] {
  let left = elapsedMs;
  let current = penalties;
  while (left > 0) {
    const running = current.filter((p) => p.phase === 'RUNNING');
    if (running.length === 0) break;
    const step = Math.min(left, ...running.map((p) => p.remainingMs));
    for (const p of running) p.remainingMs -= step;
    current = current.filter((p) => p.phase !== 'RUNNING' || p.remainingMs > 0);
    schedule(current, cap);
    left -= step;
  }
  return current;
}

/**
 * The puck drops (a FACEOFF or a clock start, G26): penalties waiting for it join the queue. Their
 * length was fixed when they were assessed (000:69 "Penalties assessed during running time will be
 * 3 minutes …", G2): only their running waits for the drop.
 */
export function startPending(penalties: PenaltyState[], cap: number): void {
  for (const p of penalties) {
    if (p.phase === 'PENDING') p.phase = 'QUEUED';
  }
  schedule(penalties, cap);
}

/**
 * A power-play goal against `side`: its running releasable penalty with the least time left ends
 * (a double minor drops to its second half). Returns the penalties left.
 */
export function releaseOne(penalties: PenaltyState[], side: Side, cap: number): PenaltyState[] {
  const candidates = penalties.filter((p) => p.side === side && p.phase === 'RUNNING' && shortens(p) && p.releasable).sort((a, b) => a.remainingMs - b.remainingMs || a.seq - b.seq);
  const target = candidates[0];
  if (!target) return penalties;
  const half = (target.minutes * MINUTE) / 2;
  if (target.severity === PenaltySeverity.DOUBLE_MINOR && target.remainingMs > half) {
    target.remainingMs = half;
    return penalties;
  }
  const rest = penalties.filter((p) => p !== target);
  schedule(rest, cap);
  return rest;
}

/** Strength penalties of each team now counting down. */
export function runningStrength(penalties: PenaltyState[]): Record<Side, number> {
  const count = (side: Side) => penalties.filter((p) => p.side === side && p.phase === 'RUNNING' && shortens(p)).length;
  return { home: count('home'), away: count('away') };
}

/**
 * Strength penalties of each team in the box: those counting down and those called at this stoppage
 * whose time waits for the drop (G25), at most `cap` a team — the same number that will count down
 * once the puck drops (G3).
 */
export function calledStrength(penalties: PenaltyState[], cap: number): Record<Side, number> {
  const count = (side: Side) => Math.min(cap, penalties.filter((p) => p.side === side && (p.phase === 'RUNNING' || p.phase === 'PENDING') && shortens(p)).length);
  return { home: count('home'), away: count('away') };
}

/**
 * Skaters on the ice per team. Each strength penalty in `n` takes one off; where that would go
 * below the minimum (3 on 3 overtime), the other team adds one instead (standard hockey).
 */
export function skatersOnIce(n: Record<Side, number>, full: number, minimum: number): Record<Side, number> {
  if (full > minimum) {
    return { home: Math.max(minimum, full - n.home), away: Math.max(minimum, full - n.away) };
  }
  const extra = (mine: number, theirs: number) => full + Math.max(0, Math.min(2, theirs) - Math.min(2, mine));
  return { home: extra(n.home, n.away), away: extra(n.away, n.home) };
}

/**
 * Coincidental penalties (standard hockey; the rulebooks are silent): a strength penalty of the same
 * severity and length against the other team, assessed at the same stoppage and clock reading,
 * cancels out for strength. Both are still served, but neither team plays short and no goal releases them.
 */
export function matchCoincidental(penalties: PenaltyState[], added: PenaltyState): void {
  if (!added.affectsStrength) return;
  const partner = penalties.find(
    (p) =>
      p !== added &&
      p.side !== added.side &&
      !p.coincidental &&
      p.affectsStrength &&
      p.severity === added.severity &&
      p.minutes === added.minutes &&
      p.stoppage === added.stoppage &&
      p.clockRemainingMs === added.clockRemainingMs,
  );
  if (!partner) return;
  partner.coincidental = added.coincidental = true;
  partner.releasable = added.releasable = false;
}
