import { In, LessThanOrEqual, type EntityManager } from 'typeorm';
import type { Transaction } from '../../db/database';
import { DivisionEntity, FineEntity, GameEntity, GameEventEntity, PlayerEntity, SuspensionEntity, TeamOfficialEntity } from '../../db/entities';
import { localDate } from '../../domain/calendar';
import { illegalPlayerSanctions } from '../../domain/illegal-player';
import { leagueDefaultFine, rosterSheetFine } from '../../domain/fines';
import { eligibilityOf } from '../eligibility.service';
import { consequencesOf, penaltyRecordFromFacts } from '../../domain/discipline';
import { GameStatus } from '../../domain/enums';
import type { GameEventInput } from '../../domain/game/types';
import { idCheckOutcome, idReviewOutcome, TEAM_REP_ROLES } from '../../domain/protests';
import type { AppliedEvent, LogHandler } from '../game-log/types';
import { writeFine } from './fines.service';
import { COMPLETED, suspensionChanged, writeSuspension } from './suspensions.service';

/** Events whose rules store suspensions, fines or follow-up events, all undone when they are voided (a corrected PENALTY's redone, R83). */
const CAUSES: ReadonlySet<string> = new Set(['PENALTY', 'LINEUP_SET', 'ID_CHECK', 'ID_CHECK_REVIEWED', 'GAME_STARTED', 'FORFEIT', 'RESULT_RECORDED']);

const FORFEITABLE: ReadonlySet<GameStatus> = new Set<GameStatus>([GameStatus.SCHEDULED, GameStatus.IN_PROGRESS, GameStatus.INTERMISSION, GameStatus.FINAL]);

/**
 * What a game's events trigger, as a handler of the game log: in the event's own transaction, so a
 * refused event stores none and a voided one takes its own away. The events these rules record in
 * turn are returned, and the game log appends them.
 */
export class DisciplineConsequences implements LogHandler {
  /**
   * A PENALTY stores what consequencesOf decides, each row linked to the event; a league "game
   * defaulted" records the game's FORFEIT for the offending team, and so does a lineup an official
   * dressed with an ineligible player where the rulebook forfeits for it. An EVENT_VOIDED of either
   * deletes what it caused (the same pure decisions would be re-derived, so deleting is exact) and
   * voids the FORFEIT it recorded.
   */
  async afterAppend(tx: Transaction, applied: AppliedEvent): Promise<GameEventInput[]> {
    const { manager } = tx;
    const { input, event, game } = applied;
    if (input.type === 'EVENT_VOIDED') {
      const target = await manager.findOne(GameEventEntity, { where: { gameId: game.id, seq: input.targetSeq } });
      if (!target || !CAUSES.has(target.type)) return [];
      for (const gone of await manager.find(SuspensionEntity, { where: { causedByEventId: target.id } })) await suspensionChanged(manager, gone, 'DELETED');
      await manager.delete(SuspensionEntity, { causedByEventId: target.id });
      await manager.delete(FineEntity, { causedByEventId: target.id });
      // What the target's rule recorded as events of its own: a default's FORFEIT, an ID check's penalty.
      const caused = await manager.find(GameEventEntity, { where: { gameId: game.id, type: In(['FORFEIT', 'PENALTY']), voided: false } });
      return caused
        .filter((f) => f.payload.causedBySeq === target.seq)
        .map((follower) => ({ type: 'EVENT_VOIDED', targetSeq: follower.seq, reason: `the event that caused it (seq ${target.seq}) was voided` }));
    }
    if (input.type === 'EVENT_CORRECTED') {
      // R83: a corrected penalty's suspensions and fines are what the corrected penalty brings: its
      // earlier ones go (as a void takes them) and the pure decisions run on the corrected facts.
      if (input.replacement.type !== 'PENALTY') return [];
      const target = await manager.findOneOrFail(GameEventEntity, { where: { gameId: game.id, seq: input.targetSeq } });
      for (const gone of await manager.find(SuspensionEntity, { where: { causedByEventId: target.id } })) await suspensionChanged(manager, gone, 'DELETED');
      await manager.delete(SuspensionEntity, { causedByEventId: target.id });
      await manager.delete(FineEntity, { causedByEventId: target.id });
      return penaltyConsequences(manager, { ...applied, input: input.replacement, event: target, facts: applied.facts.details.corrected as AppliedEvent['facts'] });
    }
    if (input.type === 'ID_CHECK') {
      const outcome = idCheckOutcome(input.result);
      if (!outcome.penalty) return [];
      return [{ type: 'PENALTY', teamId: input.teamId, playerId: null, severity: outcome.penalty.severity, infraction: outcome.penalty.infraction, reason: outcome.rule, causedBySeq: event.seq }];
    }
    if (input.type === 'ID_CHECK_REVIEWED') return idReview(manager, applied);
    if (input.type === 'LINEUP_SET') await lateSheet(manager, applied, input.teamId);
    if (input.type === 'FORFEIT' && input.causedBySeq === undefined && !input.seasonDefault) await defaultFine(manager, applied, input.forfeitingTeamId, input.withoutNotice === true);
    if (input.type === 'LINEUP_SET') {
      // An official dressed an ineligible player: the rulebook's forfeit follows (Cole Harbour; league §5, §6),
      // and in the league the further suspensions of 004:5 and 004:8 (R40).
      if (!input.override) return [];
      await illegalPlayerConsequences(manager, applied, input.teamId, input.override.ineligiblePlayerIds, input.officialIds ?? []);
      return applied.ruleset.ineligiblePlayerForfeits ? [{ type: 'FORFEIT', forfeitingTeamId: input.teamId, causedBySeq: event.seq }] : [];
    }
    if (input.type === 'RESULT_RECORDED') {
      // G50: a paper sheet an ADMIN recorded with ineligible players dressed brings what the live lineup's
      // override brings, for the team that dressed them (the service refuses both teams' where it forfeits).
      if (!input.override || !input.dressed) return [];
      const follow: GameEventInput[] = [];
      for (const [teamId, dressed] of [
        [game.homeTeamId, input.dressed.home],
        [game.awayTeamId, input.dressed.away],
      ] as const) {
        const ids = input.override.ineligiblePlayerIds.filter((id) => dressed.includes(id));
        if (!ids.length) continue;
        await illegalPlayerConsequences(manager, applied, teamId, ids, []);
        if (applied.ruleset.ineligiblePlayerForfeits) follow.push({ type: 'FORFEIT', forfeitingTeamId: teamId, causedBySeq: event.seq });
      }
      return follow;
    }
    if (input.type === 'GAME_STARTED') {
      for (const teamId of [game.homeTeamId, game.awayTeamId]) await lateSheet(manager, applied, teamId);
      return applied.ruleset.forfeitBenchMinorNextGame ? forfeitPenalties(manager, applied) : [];
    }
    if (input.type !== 'PENALTY') return [];
    return penaltyConsequences(manager, applied);
  }
}

/**
 * League 004:41 (R43): the $25 fine of a team whose roster sheet — its first lineup for the game —
 * came in less than 15 minutes before the scheduled start, or not at all by the drop (GAME_STARTED
 * with no lineup of the team). Once per team and game: a later change to the sheet is allowed
 * ("tell the scorekeeper of ANY changes") and fines nothing.
 */
async function lateSheet(manager: EntityManager, applied: AppliedEvent, teamId: string): Promise<void> {
  const { game, competition, event } = applied;
  const sheets = await manager.find(GameEventEntity, {
    where: { gameId: game.id, type: 'LINEUP_SET', voided: false },
    order: { seq: 'ASC' },
    select: { id: true, seq: true, teamId: true, recordedAt: true },
  });
  const first = sheets.find((s) => s.teamId === teamId);
  if (event.type === 'LINEUP_SET' ? first?.id !== event.id : first !== undefined) return;
  const fine = rosterSheetFine({ preset: competition.preset, startsAt: game.startsAt.toISOString(), sheetAt: event.type === 'LINEUP_SET' ? event.recordedAt.toISOString() : null });
  if (!fine) return;
  await writeFine(manager, {
    competitionId: competition.id,
    playerId: null,
    teamId,
    amountCents: fine.amountCents,
    reason: fine.assumption ? `${fine.reason} (${fine.assumption})` : fine.reason,
    rule: fine.rule,
    kind: 'LATE_ROSTER_SHEET',
    causedByEventId: event.id,
  });
}

/**
 * League 004:56 (R43): a default an official records (forfeitGame; not a forfeit another event's
 * rule caused) is fined at once by the team's defaults this season so far (leagueDefaultFine).
 */
async function defaultFine(manager: EntityManager, applied: AppliedEvent, teamId: string, withoutNotice: boolean): Promise<void> {
  const { game, competition, event } = applied;
  const divisionIds = (await manager.find(DivisionEntity, { where: { competitionId: competition.id }, select: { id: true } })).map((d) => d.id);
  const gameIds = (
    await manager.find(GameEntity, {
      where: [
        { homeTeamId: teamId, divisionId: In(divisionIds) },
        { awayTeamId: teamId, divisionId: In(divisionIds) },
      ],
      select: { id: true },
    })
  )
    .map((g) => g.id)
    .filter((id) => id !== game.id);
  const forfeits = gameIds.length ? await manager.find(GameEventEntity, { where: { gameId: In(gameIds), type: 'FORFEIT', voided: false } }) : [];
  const priorDefaults = new Set(forfeits.filter((f) => f.payload.forfeitingTeamId === teamId && f.payload.causedBySeq === undefined).map((f) => f.gameId)).size;
  const { fine } = leagueDefaultFine({ preset: competition.preset, priorDefaults, withoutNotice });
  if (!fine) return;
  await writeFine(manager, { competitionId: competition.id, playerId: null, teamId, amountCents: fine.amountCents, reason: fine.reason, rule: fine.rule, kind: fine.kind, causedByEventId: event.id });
}

/**
 * League 004:5, 004:8 (R40): each player dressed by the override while suspended or with a fine
 * unpaid is suspended further, pending an official's length (and §6's fine, whose amount an official
 * records); for an unpaid fine, the team rep and the coach and captain the sheet lists present are
 * suspended pending review (illegalPlayerSanctions). Each row is linked to the LINEUP_SET (or the
 * paper sheet's RESULT_RECORDED, G50, which lists no officials present), so voiding it takes them away.
 */
async function illegalPlayerConsequences(manager: EntityManager, applied: AppliedEvent, teamId: string, playerIds: readonly string[], presentIds: readonly string[]): Promise<void> {
  const { game, competition, event } = applied;
  const [results, players, officials] = await Promise.all([
    eligibilityOf(manager, game, teamId, playerIds),
    manager.find(PlayerEntity, { where: { id: In([...playerIds]) }, select: { id: true, name: true } }),
    manager.find(TeamOfficialEntity, { where: { teamId } }),
  ]);
  const sanctions = illegalPlayerSanctions({
    preset: competition.preset,
    players: players.map((p) => ({ playerId: p.id, name: p.name, codes: results.byPlayer.get(p.id)?.reasons.map((r) => r.code) ?? [] })),
    officials: officials.map((o) => ({ id: o.id, role: o.role, present: presentIds.includes(o.id) })),
  });
  const common = { competitionId: competition.id, teamId, gameId: game.id, causedByEventId: event.id, startsAt: event.recordedAt };
  for (const { playerId, suspension } of sanctions.players) {
    await writeSuspension(manager, { ...common, playerId, kind: suspension.kind, games: suspension.games, reason: suspension.reason, rule: suspension.rule });
  }
  for (const { teamOfficialId, suspension } of sanctions.officials) {
    await writeSuspension(manager, { ...common, playerId: null, teamOfficialId, kind: suspension.kind, games: suspension.games, reason: suspension.reason, rule: suspension.rule });
  }
}

/** A penalty's suspensions and fines (the rulebook's table, consequencesOf), and the forfeit it may bring. */
async function penaltyConsequences(manager: EntityManager, { facts, ruleset, game, competition, event }: AppliedEvent): Promise<GameEventInput[]> {
  const consequences = consequencesOf(penaltyRecordFromFacts(facts, { ruleset, stage: game.stage }));
  for (const s of consequences.suspensions) {
    if (!facts.playerId) continue;
    await writeSuspension(manager, {
      playerId: facts.playerId,
      competitionId: competition.id,
      teamId: facts.teamId,
      gameId: game.id,
      kind: s.kind,
      games: s.games,
      reason: s.assumption ? `${s.reason} (${s.assumption})` : s.reason,
      rule: s.rule,
      causedByEventId: event.id,
      startsAt: event.recordedAt,
    });
  }
  for (const f of consequences.fines) {
    await writeFine(manager, {
      competitionId: competition.id,
      playerId: f.payee === 'PLAYER' ? facts.playerId : null,
      teamId: f.payee === 'TEAM' ? facts.teamId : null,
      amountCents: f.amountCents,
      reason: f.reason,
      rule: f.rule,
      kind: null,
      causedByEventId: event.id,
    });
  }
  return consequences.forfeit && FORFEITABLE.has(game.status) ? [{ type: 'FORFEIT', forfeitingTeamId: consequences.forfeit.teamId, causedBySeq: event.seq }] : [];
}

/**
 * League §9, the ruling after the game on a player who had no ID. Illegal: "he/she and the team
 * rep/coach will face suspension and fines, AND the game will be defaulted" — the FORFEIT follows,
 * and the player is suspended pending an official's decision (§9 names no length nor amount; the
 * team rep is not a player, so an official acts on him). Legal: the result stands.
 */
async function idReview(manager: EntityManager, applied: AppliedEvent): Promise<GameEventInput[]> {
  const { facts, game, competition, event } = applied;
  const outcome = idReviewOutcome(applied.input.type === 'ID_CHECK_REVIEWED' && applied.input.legal);
  if (!outcome.defaultGame || !facts.playerId || !facts.teamId) return [];
  await writeSuspension(manager, {
    playerId: facts.playerId,
    competitionId: competition.id,
    teamId: facts.teamId,
    gameId: game.id,
    kind: 'INDEFINITE',
    games: null,
    reason: 'Played illegally (no ID at a check, ruled illegal after the game): suspended until an official sets the suspension and fines',
    rule: outcome.rule,
    causedByEventId: event.id,
    startsAt: event.recordedAt,
  });
  // "he/she and the team rep/coach will face suspension and fines" (004:35): the team's rep and coach on
  // record, suspended as the player is until an official sets the lengths and the fines.
  const answerable = outcome.suspend.includes('TEAM_REP') ? await manager.find(TeamOfficialEntity, { where: { teamId: facts.teamId, role: In([...TEAM_REP_ROLES]) } }) : [];
  for (const official of answerable) {
    await writeSuspension(manager, {
      playerId: null,
      teamOfficialId: official.id,
      competitionId: competition.id,
      teamId: facts.teamId,
      gameId: game.id,
      kind: 'INDEFINITE',
      games: null,
      reason: 'Team rep/coach of a player ruled illegal after an ID check: suspended until an official sets the suspension and fines',
      rule: outcome.rule,
      causedByEventId: event.id,
      startsAt: event.recordedAt,
    });
  }
  return game.status === GameStatus.FINAL ? [{ type: 'FORFEIT', forfeitingTeamId: facts.teamId, causedBySeq: event.seq }] : [];
}

/**
 * BHI: "Any team that forfeits a game will be assessed a 2 minute penalty in their next game of the
 * tournament. (Round Robin or Playoffs)". At the drop of a team's next game after a game it
 * forfeited (the FORFEIT not voided), a bench minor follows in the same transaction.
 */
async function forfeitPenalties(manager: EntityManager, applied: AppliedEvent): Promise<GameEventInput[]> {
  const { game, competition } = applied;
  const penalties: GameEventInput[] = [];
  const divisionIds = (await manager.find(DivisionEntity, { where: { competitionId: competition.id }, select: { id: true } })).map((d) => d.id);
  for (const teamId of [game.homeTeamId, game.awayTeamId]) {
    const [previous] = await manager
      .find(GameEntity, {
        where: [
          { homeTeamId: teamId, divisionId: In(divisionIds), status: In(COMPLETED), startsAt: LessThanOrEqual(game.startsAt) },
          { awayTeamId: teamId, divisionId: In(divisionIds), status: In(COMPLETED), startsAt: LessThanOrEqual(game.startsAt) },
        ],
        order: { startsAt: 'DESC' },
        take: 2,
      })
      .then((games) => games.filter((g) => g.id !== game.id));
    if (previous?.status !== GameStatus.FORFEITED) continue;
    const forfeit = await manager.findOne(GameEventEntity, { where: { gameId: previous.id, type: 'FORFEIT', voided: false }, order: { seq: 'DESC' } });
    if (forfeit?.payload.forfeitingTeamId !== teamId) continue;
    penalties.push({
      type: 'PENALTY',
      teamId,
      playerId: null,
      severity: 'MINOR',
      infraction: 'FORFEITED_PREVIOUS_GAME',
      reason: `BHI: the team forfeited its previous game (${localDate(previous.startsAt, competition.timeZone)}), "Any team that forfeits a game will be assessed a 2 minute penalty in their next game of the tournament"`,
    });
  }
  return penalties;
}
