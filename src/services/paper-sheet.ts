import { In, type EntityManager } from 'typeorm';
import { isAdmin, type Principal } from '../auth/principal';
import { GameEntity, GameEventEntity, PlayerEntity, RosterEntryEntity, rosteredAt } from '../db/entities';
import { GameStatus } from '../domain/enums';
import type { LineupPlayer, ScoresheetTime, ShortHandedAllowance, Side } from '../domain/game/types';
import { checkAllowanceUsed, checkDressing, checkShortStartAllowed } from '../domain/game/lineups';
import { resolveRuleset } from '../domain/rulesets';
import { text } from '../domain/messages';
import { badField, badInput, forbidden, ruleViolation } from '../errors';
import { dressedPlayers } from './lineup.service';
import { eligibilityOf } from './eligibility.service';
import { checkReason } from './discipline/reasons';

/*
 * A game kept on paper (recordResult): the scoresheet's dressed lists through the check a live
 * lineup goes through (G50), and the official's decisions a sheet may carry (R33).
 */

/**
 * A paper game's dressed players, checked: each list names players of that team's roster, once,
 * and no player is on both. Null when neither list is given (the scoresheet's lineups unknown); a
 * list not given is null (that team's dressed players unknown). Each player comes with his number
 * and position on the roster.
 */
export async function scoresheetDressed(
  manager: EntityManager,
  game: GameEntity,
  home?: string[] | null,
  away?: string[] | null,
): Promise<{ home: LineupPlayer[]; away: LineupPlayer[]; given: { home: boolean; away: boolean } } | null> {
  if (!home && !away) return null;
  const lists = { home: home ?? [], away: away ?? [] };
  const found = { home: [] as LineupPlayer[], away: [] as LineupPlayer[] };
  const problems: Array<{ field: string; message: string }> = [];
  for (const side of ['home', 'away'] as const) {
    const field = `input.${side}Dressed`;
    const ids = lists[side];
    const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    if (twice.length) problems.push({ field, message: `names ${twice.join(', ')} more than once` });
    const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
    // A player released after the game was played was on the roster for it (R50).
    const rostered = ids.length
      ? await manager.find(RosterEntryEntity, { where: { teamId, playerId: In(ids) }, select: { playerId: true, releasedAt: true, number: true, position: true, addedAt: true } })
      : [];
    const missing = ids.filter((id) => !rostered.some((r) => r.playerId === id && rosteredAt(r, game.startsAt)));
    if (missing.length) problems.push({ field, message: `names players not on the ${side} team's roster: ${[...new Set(missing)].join(', ')}` });
    found[side] = [...new Set(ids)].flatMap((id) => {
      const entry = rostered.find((r) => r.playerId === id && rosteredAt(r, game.startsAt));
      return entry ? [{ playerId: id, number: entry.number, position: entry.position }] : [];
    });
  }
  const both = lists.home.filter((id) => lists.away.includes(id));
  if (both.length) problems.push({ field: 'input.awayDressed', message: `names players also dressed for the home team: ${[...new Set(both)].join(', ')}` });
  if (problems.length) throw badInput(problems.map((p) => `${p.field}: ${p.message}`).join('; '), problems);
  return { ...found, given: { home: Boolean(home), away: Boolean(away) } };
}

/**
 * G50: a paper scoresheet's dressed players through the check a live lineup goes through
 * (checkDressing, shared with setLineup): for each team whose list is given, the dressed limits,
 * the minimum to start as startGame counts it (fewer by both teams' agreement where the league
 * allows it, 004:58), and eligibility for the game (000:8-9, 000:64, 004:5, 004:8; R21): an
 * ineligible player is refused with every reason as the caller may see them, unless an ADMIN
 * overrides with a reason; the rulebook's consequence then follows (DisciplineConsequences: the
 * forfeit or default, and the league's suspensions, R40). On a correction, only the players the game
 * had not dressed already are checked for eligibility: those dressed before were checked then (or
 * overridden), and what the game itself brought (a suspension from one of its penalties) does not
 * bar them from it. Returns the override to record, or null.
 */
export async function checkScoresheet(
  manager: EntityManager,
  game: GameEntity,
  principal: Principal,
  sheet: { home: LineupPlayer[]; away: LineupPlayer[]; given: { home: boolean; away: boolean } },
  overrideReason: string | null,
  minimum: { byAgreement: boolean; allowance: ShortHandedAllowance | null },
): Promise<{ override: { reason: string; ineligiblePlayerIds: string[] } | null; shortTeamIds: string[] }> {
  const before = game.status === GameStatus.SCHEDULED ? null : await dressedBefore(manager, game);
  const ineligibleIds: string[] = [];
  const sides: Side[] = [];
  const short: Side[] = [];
  const allowed: Side[] = [];
  let forfeits = false;
  for (const side of ['home', 'away'] as const) {
    const teamIdOfSide = side === 'home' ? game.homeTeamId : game.awayTeamId;
    const allowedShort = minimum.allowance?.teamIds.includes(teamIdOfSide) ?? false;
    if (allowedShort && !sheet.given[side]) throw badField('shortHandedAllowed', text('errors.BAD_USER_INPUT.shortNeedsSheet'));
    if (allowedShort) allowed.push(side);
    if (!sheet.given[side]) continue;
    const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
    const lineup = sheet[side];
    const results = await eligibilityOf(
      manager,
      game,
      teamId,
      lineup.map((p) => p.playerId),
    );
    const names = lineup.length ? await manager.find(PlayerEntity, { where: { id: In(lineup.map((p) => p.playerId)) }, select: { id: true, name: true } }) : [];
    const players = dressedPlayers(principal, results, lineup, (id) => names.find((p) => p.id === id)?.name ?? id).map((p) => (before?.has(p.playerId) ? { ...p, eligible: true, reasons: [] } : p));
    const ruleset = resolveRuleset(results.competition.preset, results.competition.rulesOverrides);
    forfeits = ruleset.ineligiblePlayerForfeits;
    if (allowedShort) checkShortStartAllowed(ruleset);
    const { ineligible, startsShort } = checkDressing({
      ruleset,
      side,
      players,
      overridden: overrideReason !== null,
      minimumToStart: { byAgreement: minimum.byAgreement, allowedShort },
    });
    if (startsShort) short.push(side);
    if (ineligible.length) sides.push(side);
    ineligibleIds.push(...ineligible.map((p) => p.playerId));
  }
  checkAllowanceUsed(allowed, short);
  const shortTeamIds = short.map((side) => (side === 'home' ? game.homeTeamId : game.awayTeamId));
  if (!ineligibleIds.length || !overrideReason) return { override: null, shortTeamIds };
  // The game machine records one forfeit: both teams' would need an official's decision.
  if (sides.length === 2 && forfeits) throw ruleViolation(text('errors.RULE_VIOLATION.bothDressedIneligible'), 'G50');
  return { override: { reason: overrideReason, ineligiblePlayerIds: ineligibleIds }, shortTeamIds };
}

/**
 * An official's decision to let teams short of the minimum start (Cole Harbour 000:61, R33), at a
 * live start or on a paper sheet: only an ADMIN gives one, naming the teams, with a reason.
 */
export function checkAllowance(principal: Principal, given: ShortHandedAllowance | null): ShortHandedAllowance | null {
  if (!given) return null;
  if (!isAdmin(principal)) throw forbidden(text('errors.FORBIDDEN.shortHandedStart'));
  const reason = checkReason(given.reason, 'shortHandedAllowed.reason', 'errors.BAD_USER_INPUT.shortWhy');
  if (!given.teamIds.length) throw badField('shortHandedAllowed.teamIds', text('errors.BAD_USER_INPUT.shortTeams'));
  return { teamIds: [...new Set(given.teamIds)], reason };
}

/** The teams an allowance names are the game's. */
export function checkAllowanceTeams(allowance: ShortHandedAllowance, game: GameEntity): void {
  const outside = allowance.teamIds.filter((id) => id !== game.homeTeamId && id !== game.awayTeamId);
  if (outside.length) throw badField('shortHandedAllowed.teamIds', text('errors.BAD_USER_INPUT.homeOrAwayNot', { teams: outside.join(', ') }));
}

/** The players a game has dressed already, as its log says: its live lineups (with late players), or its last paper sheet's. */
async function dressedBefore(manager: EntityManager, game: GameEntity): Promise<Set<string>> {
  const events = await manager.find(GameEventEntity, { where: { gameId: game.id, type: In(['GAME_STARTED', 'LATE_PLAYER_ADDED', 'RESULT_RECORDED']), voided: false }, order: { seq: 'ASC' } });
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type === 'GAME_STARTED') {
      const lineups = event.payload.lineups as { home: LineupPlayer[]; away: LineupPlayer[] };
      for (const p of [...lineups.home, ...lineups.away]) ids.add(p.playerId);
    } else if (event.type === 'LATE_PLAYER_ADDED') {
      ids.add((event.payload.player as LineupPlayer).playerId);
    } else {
      const dressed = event.payload.dressed as { home: string[]; away: string[] } | undefined;
      for (const id of [...(dressed?.home ?? []), ...(dressed?.away ?? [])]) ids.add(id);
    }
  }
  return ids;
}

/** A scoresheet time as stored: only its two numbers (a GraphQL input object carries nothing else). */
export function timeOf(time: ScoresheetTime | null | undefined): ScoresheetTime | null {
  return time ? { period: time.period, clockRemainingMs: time.clockRemainingMs } : null;
}
