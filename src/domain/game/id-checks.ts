import type { Ruleset } from '../rulesets';
import { RuleViolation } from '../errors';
import { list, reasonText, text } from '../messages';
import { idCheckOutcome, idCheckProblems, idReviewOutcome } from '../protests';
import { dressed, sideOf, team } from './participants';
import { otherSide } from './shootout';
import type { EventFacts, GameState, RecordedEvent, Side } from './types';

/*
 * League §9 ID checks in a game: the check, the ID produced later, and the league's ruling after the
 * game. Who may ask, how often, and what each outcome brings are in protests.ts.
 */

/**
 * League §9: an ID check, during a stoppage of play (the clock stopped, or between periods), on a
 * dressed player of the other team; at most one a stoppage and two a game (protests.ts). No ID: the
 * player sits out until it is produced. ID produced: the delay of game penalty the requesting team
 * takes is recorded by discipline, as its own PENALTY event.
 */
export function idCheck(state: GameState, event: Extract<RecordedEvent, { type: 'ID_CHECK' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  if (state.clock.running) throw new RuleViolation(text('errors.RULE_VIOLATION.idCheckAtStoppage'), 'ID_CHECK');
  const requesting = sideOf(state, event.teamId);
  const checked = otherSide(requesting);
  const player = dressed(state, checked, event.playerId, 'checked player');
  const checks = state.idChecks ?? [];
  const problems = idCheckProblems({
    requestedBy: event.requestedBy,
    checksThisGame: checks.length,
    checksThisStoppage: checks.filter((c) => c.clockStarts === state.clockStarts).length,
    requestingTeamId: event.teamId,
    checkedPlayerTeamId: team(state.setup, checked),
    preset: ruleset.preset,
  });
  if (problems.length) throw new RuleViolation(text('errors.RULE_VIOLATION.problems', { problems: list(problems.map(reasonText), ' ') }), problems[0].rule);
  const outcome = idCheckOutcome(event.result);
  state.idChecks = [...checks, { seq: event.seq, clockStarts: state.clockStarts, teamId: event.teamId, playerId: event.playerId, result: event.result }];
  if (outcome.playerRemoved) state[checked].withheld = [...(state[checked].withheld ?? []), event.playerId];
  return { ...base, teamId: event.teamId, playerId: event.playerId, details: { result: event.result, number: player.number, outcome: outcome.message } };
}

export function idProduced(state: GameState, playerId: string, base: EventFacts): EventFacts {
  const side = (['home', 'away'] as Side[]).find((s) => state[s].withheld?.includes(playerId));
  if (!side) throw new RuleViolation(text('errors.RULE_VIOLATION.notWithheld'), 'ID_CHECK');
  state[side].withheld = state[side].withheld!.filter((id) => id !== playerId);
  return { ...base, teamId: team(state.setup, side), playerId };
}

/** League §9 after the game: legal, the result stands; illegal, discipline defaults the game. */
export function idCheckReviewed(state: GameState, event: Extract<RecordedEvent, { type: 'ID_CHECK_REVIEWED' }>, base: EventFacts): EventFacts {
  const check = (state.idChecks ?? []).find((c) => c.seq === event.targetSeq);
  if (!check) throw new RuleViolation(text('errors.RULE_VIOLATION.notAnIdCheck', { seq: event.targetSeq }), 'ID_CHECK');
  if (check.result !== 'NO_ID') throw new RuleViolation(text('errors.RULE_VIOLATION.idProduced'), 'ID_CHECK');
  if (check.legal !== undefined) throw new RuleViolation(text('errors.RULE_VIOLATION.idCheckRuled', { ruling: text(`idChecks.${check.legal ? 'legal' : 'illegal'}`) }), 'ID_CHECK');
  state.idChecks = state.idChecks!.map((c) => (c === check ? { ...c, legal: event.legal } : c));
  const outcome = idReviewOutcome(event.legal);
  const checkedTeam = check.teamId === state.setup.homeTeamId ? state.setup.awayTeamId : state.setup.homeTeamId;
  return { ...base, teamId: checkedTeam, playerId: check.playerId, details: { legal: event.legal, defaultGame: outcome.defaultGame, outcome: outcome.message } };
}

/** A game's ID events as its stored log holds them (voided ones left out): what a review list reads. */
export interface LoggedIdEvent {
  gameId: string;
  seq: number;
  type: 'ID_CHECK' | 'ID_PRODUCED' | 'ID_CHECK_REVIEWED';
  playerId: string | null;
  /** ID_CHECK: what the check found */
  result?: 'PRODUCED_ID' | 'NO_ID';
  /** ID_CHECK_REVIEWED: the check it rules on */
  targetSeq?: number;
}

/**
 * League §9, "After the game, the league will pursue the ID check on that player": the NO_ID checks
 * still owed a ruling (no ID_CHECK_REVIEWED targets them), in the order given. A PRODUCED_ID check is
 * never owed one (the penalty settled it at the check, and `idCheckReviewed` refuses it). `produced`
 * says that the player produced the ID later in the same game (ID_PRODUCED after the check): he came
 * back into the game, but §9 still has the league pursue the check, since producing an ID shows who
 * the player is, not that he may play; the ruling is still owed (G22).
 */
export function idChecksAwaitingReview<E extends LoggedIdEvent>(events: readonly E[]): Array<{ check: E; produced: boolean }> {
  const key = (gameId: string, seq: number) => `${gameId}#${seq}`;
  const reviewed = new Set(events.filter((e) => e.type === 'ID_CHECK_REVIEWED' && e.targetSeq !== undefined).map((e) => key(e.gameId, e.targetSeq!)));
  return events
    .filter((e) => e.type === 'ID_CHECK' && e.result === 'NO_ID' && !reviewed.has(key(e.gameId, e.seq)))
    .map((check) => ({
      check,
      produced: events.some((e) => e.type === 'ID_PRODUCED' && e.gameId === check.gameId && e.playerId === check.playerId && e.seq > check.seq),
    }));
}
