import type { Ruleset } from '../rulesets';
import type { ScoreboardSnapshot } from '../scoreboard';
import { fullStrength, periodLabel } from './clock';
import { team } from './participants';
import { calledStrength, penaltyCap, skatersOnIce } from './penalty-clock';
import type { GameState, Side } from './types';

/*
 * The scoreboard projected from the game state (scoreboard.ts has its shape).
 */

/**
 * The scoreboard a display shows: the state as of the clock's `asOf`. A penalty called at a stoppage
 * already shortens its team, though its time starts at the drop (G25).
 */
export function toScoreboard(state: GameState, ruleset: Ruleset): ScoreboardSnapshot {
  const onIce =
    state.period === 0
      ? { home: ruleset.skatersAtFullStrength, away: ruleset.skatersAtFullStrength }
      : skatersOnIce(calledStrength(state.penalties, penaltyCap(ruleset)), fullStrength(state, ruleset), ruleset.minimumSkaters);
  const line = (side: Side) => {
    const t = state[side];
    return {
      teamId: t.teamId,
      score: t.score,
      shots: t.shots,
      skatersOnIce: onIce[side],
      timeoutsLeft: t.timeoutsLeft,
      penaltyMinutes: t.penaltyMinutes,
      penaltyShotsPending: t.penaltyShotsPending,
      netEmpty: t.netEmpty ?? false,
    };
  };
  const tally = (side: Side) => {
    const taken = state.shootoutAttempts.filter((a) => a.side === side);
    return { attempts: taken.length, goals: taken.filter((a) => a.scored).length };
  };
  return {
    gameId: state.setup.gameId,
    seq: state.seq,
    status: state.status,
    period: state.period,
    periodLabel: periodLabel(state, ruleset),
    clock: { ...state.clock },
    home: line('home'),
    away: line('away'),
    penalties: state.penalties.map((p) => ({
      seq: p.seq,
      teamId: team(state.setup, p.side),
      playerId: p.playerId,
      severity: p.severity,
      minutes: p.minutes,
      remainingMs: p.remainingMs,
      running: p.phase === 'RUNNING',
    })),
    shootout: state.shootout ? { home: tally('home'), away: tally('away') } : null,
    decision: state.decision,
  };
}
