import { GameStatus } from '../enums';
import type { Ruleset } from '../rulesets';
import { RuleViolation } from '../errors';
import { refreshMode } from './clock-events';
import { sideOf } from './participants';
import type { EventFacts, GameState, RecordedEvent, Side } from './types';

/*
 * Who dresses: the lineup a team posts before the game, and the start of the game with at least
 * the minimum dressed (R23; R26 where the rulebook names none).
 */

/** Before the game: the players a team dresses (setLineup). */
export function setLineup(state: GameState, event: Extract<RecordedEvent, { type: 'LINEUP_SET' }>, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  const ids = event.lineup.map((p) => p.playerId);
  if (new Set(ids).size !== ids.length) throw new RuleViolation('A player appears twice in the lineup.', 'LINEUP');
  // Kept for the record (and for the scoreboard before the drop); startGame dresses the lineup it is given.
  state[side].lineup = event.lineup.map((p) => ({ ...p }));
  return { ...base, teamId: event.teamId, details: { dressed: ids.length, ...(event.override ? { override: event.override } : {}), ...(event.officialIds?.length ? { officialIds: event.officialIds } : {}) } };
}

export function startGame(state: GameState, event: Extract<RecordedEvent, { type: 'GAME_STARTED' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const { goalie, byAgreement, rule } = ruleset.minimumDressed;
  // League §17: fewer may start when both teams agree before the drop (R23).
  const players = event.shortHandedByAgreement && byAgreement !== null ? byAgreement : ruleset.minimumDressed.players;
  for (const side of ['home', 'away'] as Side[]) {
    const lineup = event.lineups[side];
    // R23 (R26): the minimum dressed to start; never nobody.
    if (lineup.length < players || (goalie && !lineup.some((p) => p.position === 'GOALIE'))) {
      throw new RuleViolation(
        `The ${side} team has ${lineup.length} dressed${goalie ? ` (${lineup.some((p) => p.position === 'GOALIE') ? 'with' : 'without'} a goaltender)` : ''}; ` +
          `the rules need at least ${players}${goalie ? ' including a goaltender' : ''} to start.`,
        rule,
      );
    }
    // Cole Harbour "7 players (six skaters and a goaltender)": a second goaltender is not a skater.
    const skaters = lineup.filter((p) => p.position !== 'GOALIE').length;
    if (skaters < ruleset.minimumDressed.skaters) {
      throw new RuleViolation(
        `The ${side} team has ${lineup.length} dressed but ${skaters} skaters; the rules need at least ${ruleset.minimumDressed.skaters} skaters${goalie ? ' and a goaltender' : ''} to start.`,
        rule,
      );
    }
    state[side].lineup = lineup.map((p) => ({ ...p }));
  }
  state.status = GameStatus.IN_PROGRESS;
  state.period = 1;
  state.clock = { running: false, remainingMs: ruleset.periodLengthMs, asOf: event.at, mode: ruleset.regulationMode };
  refreshMode(state, ruleset);
  return { ...base, period: 1, clockRemainingMs: ruleset.periodLengthMs };
}
