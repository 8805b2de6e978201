import { RuleViolation } from '../errors';
import { hasMessage, type Param, text } from '../messages';
import type { GameSetup, GameState, LineupPlayer, Side } from './types';

/*
 * Who plays in a game: its two teams, the players each dressed, and those who may not play on
 * (ejected, or sitting out for want of ID). A check that fails is a RuleViolation naming the player.
 */

/** A role in a game ("scorer", "penalised player") as a message value: the catalogue's roles.<role>, "The scorer" / "Le marqueur". */
function roleText(role: string): Param {
  const key = `roles.${role.replace(/ (\w)/g, (_, c: string) => c.toUpperCase())}`;
  return hasMessage('en', key) ? text(key) : `The ${role}`;
}

export function team(setup: GameSetup, side: Side): string {
  return side === 'home' ? setup.homeTeamId : setup.awayTeamId;
}

export function sideOf(state: GameState, teamId: string): Side {
  if (teamId === state.setup.homeTeamId) return 'home';
  if (teamId === state.setup.awayTeamId) return 'away';
  throw new RuleViolation(text('errors.RULE_VIOLATION.teamNotInGame', { teamId }), 'TEAM');
}

export function dressed(state: GameState, side: Side, playerId: string, role: string): LineupPlayer {
  const player = state[side].lineup.find((p) => p.playerId === playerId);
  if (!player) throw new RuleViolation(text('errors.RULE_VIOLATION.notDressed', { role: roleText(role), playerId }), 'LINEUP');
  return player;
}

export function notEjected(state: GameState, side: Side, player: LineupPlayer, role: string): void {
  if (state[side].ejected.includes(player.playerId)) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.ejected', { role: roleText(role), number: player.number }), 'EJECTED');
  }
  if (state[side].withheld?.includes(player.playerId)) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.withheld', { role: roleText(role), number: player.number }), 'ID_CHECK');
  }
}
