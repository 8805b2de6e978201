import { RuleViolation } from '../errors';
import type { GameSetup, GameState, LineupPlayer, Side } from './types';

/*
 * Who plays in a game: its two teams, the players each dressed, and those who may not play on
 * (ejected, or sitting out for want of ID). A check that fails is a RuleViolation naming the player.
 */

export function team(setup: GameSetup, side: Side): string {
  return side === 'home' ? setup.homeTeamId : setup.awayTeamId;
}

export function sideOf(state: GameState, teamId: string): Side {
  if (teamId === state.setup.homeTeamId) return 'home';
  if (teamId === state.setup.awayTeamId) return 'away';
  throw new RuleViolation(`Team ${teamId} does not play in this game.`, 'TEAM');
}

export function dressed(state: GameState, side: Side, playerId: string, role: string): LineupPlayer {
  const player = state[side].lineup.find((p) => p.playerId === playerId);
  if (!player) throw new RuleViolation(`The ${role} (${playerId}) is not dressed for this team in this game.`, 'LINEUP');
  return player;
}

export function notEjected(state: GameState, side: Side, player: LineupPlayer, role: string): void {
  if (state[side].ejected.includes(player.playerId)) {
    throw new RuleViolation(`The ${role}, #${player.number}, has been ejected from this game.`, 'EJECTED');
  }
  if (state[side].withheld?.includes(player.playerId)) {
    throw new RuleViolation(`The ${role}, #${player.number}, could not produce ID at a check and sits out until he or she does (league §9).`, 'ID_CHECK');
  }
}
