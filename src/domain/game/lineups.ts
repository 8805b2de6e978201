import { GameStatus } from '../enums';
import type { Ruleset } from '../rulesets';
import { RuleViolation } from '../errors';
import { list, reasonText, text, type Text } from '../messages';
import { lineupProblems } from '../roster-rules';
import { eventTime, refreshMode } from './clock-events';
import { sideOf } from './participants';
import { GOALIE_AND_THREE_SKATERS } from '../rulesets/base';
import { checkEarlyStart } from './early-start';
import type { WithText } from '../messages';
import type { EventFacts, GameState, LineupNoteRecord, LineupPlayer, RecordedEvent, Side } from './types';

/*
 * Who dresses: the lineup a team posts before the game, and the start of the game with at least
 * the minimum dressed (R23; R26 where the rulebook names none).
 */

/** A player a team dresses, with his eligibility for the game as the caller may see it (R21) and its notes (R35, G49). */
export interface DressedPlayer extends LineupPlayer {
  name: string;
  eligible: boolean;
  /** every reason he may not play, each as the caller may see it */
  reasons: ReadonlyArray<{ code: string; message: string } & WithText>;
  notes: ReadonlyArray<{ code: string; message: string; rule: string }>;
}

/** What a dressing the rules allow brings: the ineligible players an override dresses, and the notes on the others. */
export interface Dressing {
  /** dressed under an official's override (R27; the rulebook's consequence follows: R40, G50) */
  ineligible: DressedPlayer[];
  notes: LineupNoteRecord[];
  /** short of the minimum to start, under the official's allowance (R33) */
  startsShort: boolean;
}

/** How the minimum to start is counted for one team: both teams' agreement (league §17, R23), and the official's allowance (Cole Harbour 000:61, R33). */
export interface MinimumToStart {
  byAgreement: boolean;
  /** the Tournament Official let this team start short (R33) */
  allowedShort?: boolean;
}

/**
 * One check of who a team dresses, for a live lineup (setLineup) and a game kept on paper
 * (recordResult's dressed lists) alike (G50): the dressed limits (league 004:14 "18 players plus 2
 * goalies", R22); when asked, the minimum to start (R23, R26; 000:61, 004:58), as startGame counts
 * it; then eligibility (000:8-9, 000:64, 004:5, 004:8; R21): an ineligible player is refused with
 * every reason unless an ADMIN overrides with a reason, and then he is named for the rulebook's
 * consequence. Throws RuleViolation; nothing here is stored.
 */
export function checkDressing(input: { ruleset: Ruleset; side: Side; players: readonly DressedPlayer[]; overridden: boolean; minimumToStart?: MinimumToStart | null }): Dressing {
  const { ruleset, side, players } = input;
  const problems = lineupProblems(ruleset.preset, players);
  if (problems.length) throw new RuleViolation(text('errors.RULE_VIOLATION.problems', { problems: list(problems.map(reasonText), ' ') }), problems[0].rule);
  const startsShort = input.minimumToStart ? checkMinimum(side, players, ruleset, input.minimumToStart) : false;
  const ineligible = players.filter((p) => !p.eligible);
  if (ineligible.length && !input.overridden) {
    const listed = ineligible.map((p) => ({ playerId: p.playerId, reasons: p.reasons.map(({ code, message }) => ({ code, message })) }));
    const named = ineligible.map((p) => text('errors.RULE_VIOLATION.ineligiblePlayer', { number: p.number, name: p.name, reasons: list(p.reasons.map(reasonText), ' ') }));
    throw new RuleViolation(
      text('errors.RULE_VIOLATION.ineligibleLineup', { players: list(named, ' ') }),
      'R21',
      { ineligible: listed },
      ineligible.map((p, i) => ({ id: p.playerId, text: named[i] })),
    );
  }
  const notes = players.flatMap((p) => p.notes.map(({ code, message, rule }) => ({ playerId: p.playerId, code, message, rule })));
  return { ineligible, notes, startsShort };
}

/** Before the game: the players a team dresses (setLineup). */
export function setLineup(state: GameState, event: Extract<RecordedEvent, { type: 'LINEUP_SET' }>, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  const ids = event.lineup.map((p) => p.playerId);
  if (new Set(ids).size !== ids.length) throw new RuleViolation(text('errors.RULE_VIOLATION.lineupTwice'), 'LINEUP');
  // Kept for the record (and for the scoreboard before the drop); startGame dresses the lineup it is given.
  state[side].lineup = event.lineup.map((p) => ({ ...p }));
  return {
    ...base,
    teamId: event.teamId,
    details: { dressed: ids.length, ...(event.override ? { override: event.override } : {}), ...(event.officialIds?.length ? { officialIds: event.officialIds } : {}) },
  };
}

export function startGame(state: GameState, event: Extract<RecordedEvent, { type: 'GAME_STARTED' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const allowance = event.shortHandedAllowed ?? null;
  const allowedSides = new Set<Side>();
  if (allowance) {
    checkShortStartAllowed(ruleset);
    for (const teamId of allowance.teamIds) allowedSides.add(sideOf(state, teamId));
  }
  const short: Side[] = [];
  for (const side of ['home', 'away'] as Side[]) {
    const lineup = event.lineups[side];
    if (checkMinimum(side, lineup, ruleset, { byAgreement: event.shortHandedByAgreement === true, allowedShort: allowedSides.has(side) })) short.push(side);
    state[side].lineup = lineup.map((p) => ({ ...p }));
  }
  checkAllowanceUsed(allowedSides, short);
  checkEarlyStart(state, event, ruleset);
  if (allowance) state.shortHandedAllowed = { teamIds: short.map((side) => state[side].teamId), reason: allowance.reason };
  state.status = GameStatus.IN_PROGRESS;
  state.period = 1;
  state.clock = { running: false, remainingMs: ruleset.periodLengthMs, asOf: event.at, mode: ruleset.regulationMode };
  refreshMode(state, ruleset);
  return {
    ...base,
    period: 1,
    clockRemainingMs: ruleset.periodLengthMs,
    details: { ...(allowance ? { shortHandedAllowed: short } : {}), ...(state.earlyStart ? { earlyByMs: state.earlyStart.earlyByMs, earlyStartAgreement: state.earlyStart.agreement } : {}) },
  };
}

/**
 * The minimum to start, one team (R23; R26 where the rulebook names none), for a live start and a
 * paper sheet alike: met (false), or short under the official's allowance (true) — down to a
 * goaltender and three skaters (R33; R26: never nobody). Throws RuleViolation otherwise.
 */
export function checkMinimum(side: Side, lineup: readonly LineupPlayer[], ruleset: Pick<Ruleset, 'minimumDressed'>, how: MinimumToStart): boolean {
  const problem = shortfall(side, lineup, ruleset, how.byAgreement);
  if (!problem) return false;
  if (!how.allowedShort) throw new RuleViolation(problem, ruleset.minimumDressed.rule);
  const floor = shortfall(side, lineup, { minimumDressed: GOALIE_AND_THREE_SKATERS }, false);
  if (floor) throw new RuleViolation(text('errors.RULE_VIOLATION.shortBelowFloor', { shortfall: floor }), 'R33');
  return true;
}

/** Cole Harbour 000:61 (R33): only a rulebook that leaves it to an official lets a team start short. */
export function checkShortStartAllowed(ruleset: Pick<Ruleset, 'minimumDressed'>): void {
  if (!ruleset.minimumDressed.officialMayAllowShort) throw new RuleViolation(text('errors.RULE_VIOLATION.noShortStart'), ruleset.minimumDressed.rule);
}

/** R33: an allowance names only teams that are short; one that dresses the minimum is refused, so the record says what happened. */
export function checkAllowanceUsed(allowed: Iterable<Side>, short: readonly Side[]): void {
  for (const side of allowed) {
    if (!short.includes(side)) throw new RuleViolation(text('errors.RULE_VIOLATION.dressesMinimum', { team: text(`sides.${side}`) }), 'R33');
  }
}

/** Why `lineup` is short of the minimum to start (R23; R26 where the rulebook names none), or null. */
function shortfall(side: Side, lineup: readonly LineupPlayer[], ruleset: Pick<Ruleset, 'minimumDressed'>, byAgreement: boolean): Text | null {
  const { goalie } = ruleset.minimumDressed;
  // League §17: fewer may start when both teams agree before the drop (R23).
  const players = byAgreement && ruleset.minimumDressed.byAgreement !== null ? ruleset.minimumDressed.byAgreement : ruleset.minimumDressed.players;
  const hasGoalie = lineup.some((p) => p.position === 'GOALIE');
  if (lineup.length < players || (goalie && !hasGoalie)) {
    const key = goalie ? (hasGoalie ? 'withGoalie' : 'withoutGoalie') : 'dressed';
    return text(`lineups.short.${key}`, { team: text(`sides.${side}`), dressed: lineup.length, players });
  }
  // Cole Harbour "7 players (six skaters and a goaltender)": a second goaltender is not a skater.
  const skaters = lineup.filter((p) => p.position !== 'GOALIE').length;
  if (skaters < ruleset.minimumDressed.skaters) {
    return text(`lineups.short.${goalie ? 'skatersAndGoalie' : 'skaters'}`, { team: text(`sides.${side}`), dressed: lineup.length, skaters, min: ruleset.minimumDressed.skaters });
  }
  return null;
}

const LATE_RULE = 'R51; league §25 "A player arriving late for a game may play up until the LAST MINUTE of the game. If they arrive after the last minute, they WILL NOT be allowed to participate."';

/**
 * During the game: a player who arrived late joins his team's lineup (R51), timed by the clock
 * reading the scorekeeper gives (or the clock now; between periods, the end of the period played).
 * From then on he is dressed like any other: he may score, be penalised, and has played the game.
 * Refused: a player already dressed for either team; over the dressed limits (R22); once a shootout
 * has begun (its shooters are the players dressed); in the league, with the last minute of the game
 * reached (a minute or less left in the last regulation period, or overtime).
 */
export function latePlayer(state: GameState, event: Extract<RecordedEvent, { type: 'LATE_PLAYER_ADDED' }>, ruleset: Ruleset, base: EventFacts): EventFacts {
  const side = sideOf(state, event.teamId);
  const { player } = event;
  if (state.home.lineup.some((p) => p.playerId === player.playerId) || state.away.lineup.some((p) => p.playerId === player.playerId)) {
    throw new RuleViolation(text('errors.RULE_VIOLATION.alreadyDressed', { number: player.number }), 'LINEUP');
  }
  if (state.shootout) throw new RuleViolation(text('errors.RULE_VIOLATION.noJoinInShootout'), 'R51');
  const clockRemainingMs = state.status === GameStatus.INTERMISSION ? 0 : eventTime(state, event.clockRemainingMs, ruleset, 'late player');
  const cutoff = ruleset.lateArrivalCutoffMs;
  if (cutoff !== null) {
    const lastPeriod = ruleset.regulationPeriods;
    if (state.period > lastPeriod || (state.period === lastPeriod && clockRemainingMs <= cutoff)) {
      const left = `${Math.floor(clockRemainingMs / 60_000)}:${String(Math.floor((clockRemainingMs % 60_000) / 1000)).padStart(2, '0')}`;
      const when = state.period > lastPeriod ? text('lineups.inOvertime') : text('lineups.leftInGame', { left });
      throw new RuleViolation(text('errors.RULE_VIOLATION.lateArrival', { number: player.number, when }), LATE_RULE);
    }
  }
  const problems = lineupProblems(ruleset.preset, [...state[side].lineup, player]);
  if (problems.length) throw new RuleViolation(text('errors.RULE_VIOLATION.problems', { problems: list(problems.map(reasonText), ' ') }), problems[0].rule);
  state[side].lineup.push({ ...player });
  return { ...base, clockRemainingMs, teamId: event.teamId, playerId: player.playerId, details: { number: player.number, position: player.position } };
}
