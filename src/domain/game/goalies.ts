import { GameStatus } from '../enums';
import { RuleViolation } from '../errors';
import { text } from '../messages';
import { sideOf } from './participants';
import type { EventFacts, GameState, RecordedEvent } from './types';

/*
 * The empty net (G48): a team pulls its goaltender for an extra attacker, and its net stays empty until
 * he is back, or until the period ends (the goaltender starts every period in his net). A goal
 * scored into it is EMPTY_NET (scoring.ts), which the goaltender's goals against leave out (stats.ts).
 *
 * This is the pull of a dressed goaltender during play. A team that has no goaltender at all plays
 * an extra player "but no player on the floor will have goaltender privileges" (league 004:58): its
 * net is not empty, and nothing here changes for it.
 */

/** GOALIE_PULLED: refused while the team's net is already empty. */
export function pullGoalie(state: GameState, event: Extract<RecordedEvent, { type: 'GOALIE_PULLED' }>, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  if (state[side].netEmpty) throw new RuleViolation(text('errors.RULE_VIOLATION.goalieAlreadyPulled'), 'G48');
  state[side].netEmpty = true;
  return { ...base, teamId: event.teamId };
}

/** GOALIE_RETURNED: refused unless the team's goaltender is pulled. */
export function returnGoalie(state: GameState, event: Extract<RecordedEvent, { type: 'GOALIE_RETURNED' }>, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  if (!state[side].netEmpty) throw new RuleViolation(text('errors.RULE_VIOLATION.goalieNotPulled'), 'G48');
  state[side].netEmpty = false;
  return { ...base, teamId: event.teamId };
}

/**
 * Both nets filled once play has stopped for more than a whistle: the end of a period (the goaltender
 * is back for the next), and the end of the game however it came (an overtime goal, a forfeit, a
 * shootout). A state stored before nets were kept gains the field here at its next event.
 */
export function fillNetsOutOfPlay(state: GameState): void {
  if (state.status === GameStatus.IN_PROGRESS) return;
  state.home.netEmpty = false;
  state.away.netEmpty = false;
}
