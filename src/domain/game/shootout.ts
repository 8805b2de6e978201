import { text, type Text } from '../messages';
import type { ShootoutFormat } from '../rulesets';
import type { GameState, ShootoutAttempt, Side } from './types';

/*
 * Shootouts (R24, R25): alternate shooters, best of `rounds`, then sudden death; who may shoot
 * follows the rulebook's shooter rule.
 */

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Why `side` may not shoot next, or null. Teams alternate; the team that shot first opens every round. */
export function turnProblem(attempts: readonly ShootoutAttempt[], side: Side): Text | null {
  if (attempts.length === 0) return null;
  const mine = attempts.filter((a) => a.side === side).length;
  const theirs = attempts.length - mine;
  if (mine > theirs) return text('shootout.alternate');
  if (mine === theirs && attempts[0].side !== side) return text('shootout.otherOpens');
  return null;
}

/** Why this shooter may not shoot now, or null (lineup and ejection are checked by the caller). */
export function shooterProblem(state: GameState, format: ShootoutFormat, side: Side, shooterId: string): Text | null {
  const mine = state.shootoutAttempts.filter((a) => a.side === side);
  const timesShot = (id: string) => mine.filter((a) => a.shooterId === id).length;
  if (format.shooters === 'DISTINCT_THEN_ANY') {
    // Cole Harbour: "The first 3 shooters must be named … then … sudden death in which any player can shoot".
    if (mine.length < format.rounds && timesShot(shooterId) > 0) {
      return text('shootout.distinctShooters', { rounds: format.rounds });
    }
    return null;
  }
  // BHI: "you must go through your entire roster before the same person can shoot twice".
  const team = state[side];
  const pool = team.lineup.filter((p) => p.position === 'SKATER' && !team.ejected.includes(p.playerId)).map((p) => p.playerId);
  const fewest = Math.min(...pool.map(timesShot));
  if (timesShot(shooterId) > fewest) {
    return text('shootout.everyoneShoots');
  }
  return null;
}

/** The winning side once the shootout is decided, else null. */
export function shootoutWinner(attempts: readonly ShootoutAttempt[], rounds: number): Side | null {
  const tally = (side: Side) => {
    const taken = attempts.filter((a) => a.side === side);
    return { taken: taken.length, goals: taken.filter((a) => a.scored).length };
  };
  const home = tally('home');
  const away = tally('away');
  if (home.taken <= rounds && away.taken <= rounds) {
    // Within the rounds: decided once one side cannot catch up with the shots it has left.
    if (home.goals > away.goals + (rounds - away.taken)) return 'home';
    if (away.goals > home.goals + (rounds - home.taken)) return 'away';
    if (home.taken < rounds || away.taken < rounds) return null;
  }
  // Sudden death: after each full round.
  if (home.taken === away.taken && home.goals !== away.goals) return home.goals > away.goals ? 'home' : 'away';
  return null;
}

export { other as otherSide };
