import { randomUUID } from 'node:crypto';
import { In, LessThanOrEqual, type EntityManager } from 'typeorm';
import type { Database, Transaction } from '../db/database';
import { CompetitionEntity, DivisionEntity, FineEntity, GameEntity, GameEventEntity, PlayerEntity, RosterEntryEntity, SuspensionEntity, TeamEntity } from '../db/entities';
import { consequencesOf, penaltyRecordFromFacts } from '../domain/discipline';
import { GameStatus } from '../domain/enums';
import { LEAGUE_FINES, pinniesBill } from '../domain/fines';
import { idCheckOutcome, idReviewOutcome } from '../domain/protests';
import type { GameEventInput } from '../domain/game/types';
import { adjustSuspension, carryOver, servingStatus, type ServingGame, type ServingStatus, type Suspension, type SuspensionAdjustment, type SuspensionKind } from '../domain/suspensions';
import { badField, notFound, ruleViolation } from '../errors';
import type { AppliedEvent, LogHandler } from './game-log/types';

/** The league's fines an official records by name (fines.ts); the amount comes from the table. */
export const FineKind = {
  DEFAULT_WITHOUT_NOTICE: 'DEFAULT_WITHOUT_NOTICE',
  SECOND_DEFAULT: 'SECOND_DEFAULT',
  LATE_ROSTER_SHEET: 'LATE_ROSTER_SHEET',
  PROTEST_FEE: 'PROTEST_FEE',
  PINNIES: 'PINNIES',
} as const;
export type FineKind = (typeof FineKind)[keyof typeof FineKind];

const FINE_RULES: Record<FineKind, { amountCents: number | null; rule: string }> = {
  DEFAULT_WITHOUT_NOTICE: { amountCents: LEAGUE_FINES.DEFAULT_WITHOUT_NOTICE, rule: '§16 "defaults a game without PROPER and ADEQUATE notice … will face a fine of $50.00"' },
  SECOND_DEFAULT: { amountCents: LEAGUE_FINES.SECOND_DEFAULT, rule: '§16 "If a team defaults two (2) games in a season, then that team will be fined $100.00"' },
  LATE_ROSTER_SHEET: { amountCents: LEAGUE_FINES.LATE_ROSTER_SHEET, rule: '§12 "A $25.00 fine … that fails to submit their roster sheet at least 10 – 15 mins BEFORE their game"' },
  PROTEST_FEE: { amountCents: LEAGUE_FINES.PROTEST_FEE, rule: '§19 "A $25.00 fee must be submitted … If the appeal is won, then the $25.00 fee will be refunded"' },
  PINNIES: { amountCents: null, rule: pinniesBill(1, '').rule },
};

/** A stored suspension with how much of it is served, computed from the team's games each time (R18): no counter is stored. */
export type SuspensionView = SuspensionEntity & ServingStatus;

/** Events whose rules store suspensions, fines or follow-up events, all undone when they are voided. */
const CAUSES: ReadonlySet<string> = new Set(['PENALTY', 'LINEUP_SET', 'ID_CHECK', 'ID_CHECK_REVIEWED']);

const FORFEITABLE: ReadonlySet<GameStatus> = new Set<GameStatus>([GameStatus.SCHEDULED, GameStatus.IN_PROGRESS, GameStatus.INTERMISSION, GameStatus.FINAL]);
const COMPLETED: GameStatus[] = [GameStatus.FINAL, GameStatus.FORFEITED];

/**
 * Discipline as stored: the automatic suspensions and fines of recorded penalties (in the event's
 * own transaction, so a refused event stores none and a voided penalty takes its own away),
 * officials' suspensions and fines, and how much of each suspension is served (R18).
 */
export class DisciplineService implements LogHandler {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Run by the game log once an event is appended, in its transaction; returns the events its
   * rules record in turn, which the game log appends. A PENALTY stores what consequencesOf
   * decides, each row linked to the event; a league "game defaulted" records the game's FORFEIT
   * for the offending team, and so does a lineup an official dressed with an ineligible player
   * where the rulebook forfeits for it. An EVENT_VOIDED of either deletes what it caused (the same
   * pure decisions would be re-derived, so deleting is exact) and voids the FORFEIT it recorded.
   */
  async afterAppend(tx: Transaction, applied: AppliedEvent): Promise<GameEventInput[]> {
    const { manager } = tx;
    const { input, event, game, competition } = applied;
    if (input.type === 'EVENT_VOIDED') {
      const target = await manager.findOne(GameEventEntity, { where: { gameId: game.id, seq: input.targetSeq } });
      if (!target || !CAUSES.has(target.type)) return [];
      await manager.delete(SuspensionEntity, { causedByEventId: target.id });
      await manager.delete(FineEntity, { causedByEventId: target.id });
      // What the target's rule recorded as events of its own: a default's FORFEIT, an ID check's penalty.
      const caused = await manager.find(GameEventEntity, { where: { gameId: game.id, type: In(['FORFEIT', 'PENALTY']), voided: false } });
      return caused
        .filter((f) => f.payload.causedBySeq === target.seq)
        .map((follower) => ({ type: 'EVENT_VOIDED', targetSeq: follower.seq, reason: `the event that caused it (seq ${target.seq}) was voided` }));
    }
    if (input.type === 'ID_CHECK') {
      const outcome = idCheckOutcome(input.result);
      if (!outcome.penalty) return [];
      return [{ type: 'PENALTY', teamId: input.teamId, playerId: null, severity: outcome.penalty.severity, infraction: outcome.penalty.infraction, reason: outcome.rule, causedBySeq: event.seq }];
    }
    if (input.type === 'ID_CHECK_REVIEWED') return this.idReview(manager, applied);
    if (input.type === 'LINEUP_SET') {
      // An official dressed an ineligible player: the rulebook's forfeit follows (Cole Harbour; league §5, §6).
      return input.override && applied.ruleset.ineligiblePlayerForfeits ? [{ type: 'FORFEIT', forfeitingTeamId: input.teamId, causedBySeq: event.seq }] : [];
    }
    if (input.type === 'GAME_STARTED') return applied.ruleset.forfeitBenchMinorNextGame ? this.forfeitPenalties(manager, applied) : [];
    if (input.type !== 'PENALTY') return [];
    const consequences = consequencesOf(penaltyRecordFromFacts(applied.facts, { ruleset: applied.ruleset, stage: game.stage }));
    for (const s of consequences.suspensions) {
      if (!applied.facts.playerId) continue;
      await manager.insert(SuspensionEntity, {
        id: randomUUID(),
        playerId: applied.facts.playerId,
        competitionId: competition.id,
        teamId: applied.facts.teamId,
        gameId: game.id,
        kind: s.kind,
        games: s.games,
        reason: clip(s.assumption ? `${s.reason} (${s.assumption})` : s.reason),
        rule: clip(s.rule),
        adjustments: null,
        causedByEventId: event.id,
        startsAt: event.recordedAt,
        liftedAt: null,
      });
    }
    for (const f of consequences.fines) {
      await manager.insert(FineEntity, {
        id: randomUUID(),
        competitionId: competition.id,
        playerId: f.payee === 'PLAYER' ? applied.facts.playerId : null,
        teamId: f.payee === 'TEAM' ? applied.facts.teamId : null,
        amountCents: f.amountCents,
        reason: clip(f.reason),
        rule: clip(f.rule),
        kind: null,
        rebatedToTeamId: null,
        causedByEventId: event.id,
        paidAt: null,
      });
    }
    return consequences.forfeit && FORFEITABLE.has(game.status) ? [{ type: 'FORFEIT', forfeitingTeamId: consequences.forfeit.teamId, causedBySeq: event.seq }] : [];
  }

  /**
   * League §9, the ruling after the game on a player who had no ID. Illegal: "he/she and the team
   * rep/coach will face suspension and fines, AND the game will be defaulted" — the FORFEIT is
   * recorded here, and the player suspended pending an official's decision (§9 names no length
   * nor amount; the team rep is not a player, so an official acts on him). Legal: the result stands.
   */
  private async idReview(manager: EntityManager, applied: AppliedEvent): Promise<GameEventInput[]> {
    const { facts, game, competition, event } = applied;
    const outcome = idReviewOutcome(applied.input.type === 'ID_CHECK_REVIEWED' && applied.input.legal);
    if (!outcome.defaultGame || !facts.playerId || !facts.teamId) return [];
    await manager.insert(SuspensionEntity, {
      id: randomUUID(),
      playerId: facts.playerId,
      competitionId: competition.id,
      teamId: facts.teamId,
      gameId: game.id,
      kind: 'INDEFINITE',
      games: null,
      reason: 'Played illegally (no ID at a check, ruled illegal after the game): suspended until an official sets the suspension and fines',
      rule: clip(outcome.rule),
      adjustments: null,
      causedByEventId: event.id,
      startsAt: event.recordedAt,
      liftedAt: null,
    });
    return game.status === GameStatus.FINAL ? [{ type: 'FORFEIT', forfeitingTeamId: facts.teamId, causedBySeq: event.seq }] : [];
  }

  /**
   * BHI: "Any team that forfeits a game will be assessed a 2 minute penalty in their next game of the
   * tournament. (Round Robin or Playoffs)". At the drop of a team's next game after a game it
   * forfeited (the FORFEIT not voided), a bench minor is recorded in the same transaction.
   */
  private async forfeitPenalties(manager: EntityManager, applied: AppliedEvent): Promise<GameEventInput[]> {
    const { game, competition } = applied;
    const penalties: GameEventInput[] = [];
    const divisionIds = (await manager.find(DivisionEntity, { where: { competitionId: competition.id }, select: { id: true } })).map((d) => d.id);
    for (const teamId of [game.homeTeamId, game.awayTeamId]) {
      const [previous] = await manager.find(GameEntity, {
        where: [
          { homeTeamId: teamId, divisionId: In(divisionIds), status: In(COMPLETED), startsAt: LessThanOrEqual(game.startsAt) },
          { awayTeamId: teamId, divisionId: In(divisionIds), status: In(COMPLETED), startsAt: LessThanOrEqual(game.startsAt) },
        ],
        order: { startsAt: 'DESC' },
        take: 2,
      }).then((games) => games.filter((g) => g.id !== game.id));
      if (previous?.status !== GameStatus.FORFEITED) continue;
      const forfeit = await manager.findOne(GameEventEntity, { where: { gameId: previous.id, type: 'FORFEIT', voided: false }, order: { seq: 'DESC' } });
      if (forfeit?.payload.forfeitingTeamId !== teamId) continue;
      penalties.push({
        type: 'PENALTY',
        teamId,
        playerId: null,
        severity: 'MINOR',
        infraction: 'FORFEITED_PREVIOUS_GAME',
        reason: `BHI: the team forfeited its previous game (${previous.startsAt.toISOString().slice(0, 10)}), "Any team that forfeits a game will be assessed a 2 minute penalty in their next game of the tournament"`,
      });
    }
    return penalties;
  }

  /** Suspensions of these players, newest first, with their serving status. */
  async suspensionsOfPlayers(playerIds: readonly string[]): Promise<Map<string, SuspensionView[]>> {
    const { manager } = this.db;
    const rows = await manager.find(SuspensionEntity, { where: { playerId: In([...playerIds]) }, order: { createdAt: 'DESC' } });
    const views = await this.withServing(manager, rows);
    const grouped = new Map<string, SuspensionView[]>(playerIds.map((id) => [id, []]));
    for (const v of views) grouped.get(v.playerId)?.push(v);
    return grouped;
  }

  /** R18: served by the team's final or forfeited games in the competition after it started. One query for all. */
  private async withServing(manager: EntityManager, rows: SuspensionEntity[]): Promise<SuspensionView[]> {
    const teamIds = [...new Set(rows.map((r) => r.teamId).filter((t): t is string => t !== null))];
    const found = teamIds.length
      ? await manager.find(GameEntity, {
          where: [
            { homeTeamId: In(teamIds), status: In(COMPLETED) },
            { awayTeamId: In(teamIds), status: In(COMPLETED) },
          ],
        })
      : [];
    const divisionIds = [...new Set(found.map((g) => g.divisionId))];
    const divisions = divisionIds.length ? await manager.find(DivisionEntity, { where: { id: In(divisionIds) } }) : [];
    const competitionOf = new Map(divisions.map((d) => [d.id, d.competitionId]));
    const games: ServingGame[] = found.map((g) => ({
      id: g.id,
      competitionId: competitionOf.get(g.divisionId) ?? '',
      homeTeamId: g.homeTeamId,
      awayTeamId: g.awayTeamId,
      status: g.status,
      startsAt: g.startsAt.toISOString(),
    }));
    return rows.map((row) => {
      const status = row.teamId ? servingStatus(toDomain(row), games) : { gamesServed: 0, gamesRemaining: row.kind === 'GAMES' ? row.games : null, active: !row.liftedAt, servedGameIds: [] };
      return Object.assign(Object.create(SuspensionEntity.prototype) as SuspensionEntity, row, status);
    });
  }

  /** An official's suspension (ADMIN): served by the games of the team the player is rostered on in that competition. */
  async setSuspension(input: { playerId: string; competitionId: string; kind: SuspensionKind; games?: number | null; reason: string }): Promise<SuspensionView> {
    const reason = checkReason(input.reason);
    if (input.kind === 'GAMES' && !(Number.isInteger(input.games) && (input.games ?? 0) >= 1)) throw badField('input.games', 'a suspension in games needs a whole number of games, 1 or more');
    if (input.kind !== 'GAMES' && input.games != null) throw badField('input.games', `only a GAMES suspension has games; this one is ${input.kind}`);
    return this.db.transaction(async ({ manager }) => {
      if (!(await manager.exists(PlayerEntity, { where: { id: input.playerId } }))) throw notFound('Player', input.playerId, 'input.playerId');
      if (!(await manager.exists(CompetitionEntity, { where: { id: input.competitionId } }))) throw notFound('Competition', input.competitionId, 'input.competitionId');
      const row = manager.create(SuspensionEntity, {
        id: randomUUID(),
        playerId: input.playerId,
        competitionId: input.competitionId,
        teamId: await teamInCompetition(manager, input.playerId, input.competitionId),
        gameId: null,
        kind: input.kind,
        games: input.kind === 'GAMES' ? input.games! : null,
        reason,
        rule: "An official's decision",
        adjustments: null,
        causedByEventId: null,
        startsAt: this.now(),
        liftedAt: null,
      });
      await manager.insert(SuspensionEntity, row);
      return (await this.withServing(manager, [row]))[0]!;
    });
  }

  /** Sets a suspension's kind and/or length in games, with a reason kept in its history. */
  adjust(id: string, change: { kind?: SuspensionKind | null; games?: number | null; reason: string }): Promise<SuspensionView> {
    const reason = checkReason(change.reason);
    return this.change(id, (row) => {
      const kind = change.kind ?? (row.kind as SuspensionKind);
      if (kind === 'GAMES' && change.games == null) throw badField('games', 'a suspension in games needs its number of games');
      return { action: 'SET', kind, games: kind === 'GAMES' ? change.games : null, reason, at: this.now().toISOString() };
    });
  }

  lift(id: string, reason: string): Promise<SuspensionView> {
    const checked = checkReason(reason);
    return this.change(id, () => ({ action: 'LIFT', reason: checked, at: this.now().toISOString() }));
  }

  private change(id: string, adjustment: (row: SuspensionEntity) => SuspensionAdjustment): Promise<SuspensionView> {
    return this.db.transaction(async ({ manager }) => {
      const row = await manager.findOne(SuspensionEntity, { where: { id } });
      if (!row) throw notFound('Suspension', id, 'id');
      const next = adjustSuspension(toDomain(row), adjustment(row));
      const changes = {
        kind: next.kind,
        games: next.games,
        liftedAt: next.liftedAt ? new Date(next.liftedAt) : null,
        adjustments: [...(next.adjustments ?? [])],
      };
      await manager.update(SuspensionEntity, { id }, changes);
      return (await this.withServing(manager, [Object.assign(row, changes)]))[0]!;
    });
  }

  /** R18 / league §6: what is left of a suspension, as a new one of another competition. */
  async carry(id: string, competitionId: string, reason: string): Promise<SuspensionView> {
    const checked = checkReason(reason);
    return this.db.transaction(async ({ manager }) => {
      const row = await manager.findOne(SuspensionEntity, { where: { id } });
      if (!row) throw notFound('Suspension', id, 'id');
      if (!(await manager.exists(CompetitionEntity, { where: { id: competitionId } }))) throw notFound('Competition', competitionId, 'competitionId');
      if (competitionId === row.competitionId) throw badField('competitionId', 'must be another competition than the suspension’s own');
      const [current] = await this.withServing(manager, [row]);
      const teamId = await teamInCompetition(manager, row.playerId, competitionId);
      const carried = carryOver(toDomain(row), current!, { competitionId, teamId: teamId ?? '', startsAt: this.now().toISOString(), reason: checked });
      const created = manager.create(SuspensionEntity, {
        id: randomUUID(),
        playerId: row.playerId,
        competitionId,
        teamId,
        gameId: null,
        kind: carried.kind,
        games: carried.games,
        reason: clip(carried.reason),
        rule: clip(`${row.rule ?? ''} — carried over: R18, league §6 "Any suspension or fine from the summer league CAN and WILL be in effect for the winter league"`),
        adjustments: null,
        causedByEventId: row.causedByEventId,
        startsAt: new Date(carried.startsAt),
        liftedAt: null,
      });
      await manager.insert(SuspensionEntity, created);
      return (await this.withServing(manager, [created]))[0]!;
    });
  }

  /**
   * A competition's discipline report: every suspension (with its serving status) and fine, newest
   * first, narrowed to a team (its own fines, and its players' suspensions and fines), a player,
   * suspensions still active, or fines still owed (unpaid and not waived).
   */
  async report(competitionId: string, filter: { teamId?: string | null; playerId?: string | null; activeOnly?: boolean | null; unpaidOnly?: boolean | null } = {}) {
    const { manager } = this.db;
    if (!(await manager.exists(CompetitionEntity, { where: { id: competitionId } }))) throw notFound('Competition', competitionId, 'competitionId');
    const players = filter.teamId ? (await manager.find(RosterEntryEntity, { where: { teamId: filter.teamId }, select: { playerId: true } })).map((e) => e.playerId) : null;
    const concerns = (row: { playerId: string | null; teamId: string | null }) =>
      (!filter.playerId || row.playerId === filter.playerId) && (!players || row.teamId === filter.teamId || (row.playerId !== null && players.includes(row.playerId)));
    const [suspensionRows, fineRows] = await Promise.all([
      manager.find(SuspensionEntity, { where: { competitionId }, order: { createdAt: 'DESC' } }),
      manager.find(FineEntity, { where: { competitionId }, order: { createdAt: 'DESC' } }),
    ]);
    const suspensions = (await this.withServing(manager, suspensionRows.filter(concerns))).filter((s) => !filter.activeOnly || s.active);
    const fines = fineRows.filter(concerns).filter((f) => !filter.unpaidOnly || owed(f));
    return { suspensions, fines, owedCents: fines.filter(owed).reduce((sum, f) => sum + f.amountCents, 0) };
  }

  /** Fines of players or of teams, newest first. */
  async finesBy(column: 'playerId' | 'teamId', ids: readonly string[]): Promise<Map<string, FineEntity[]>> {
    const rows = await this.db.manager.find(FineEntity, { where: { [column]: In([...ids]) }, order: { createdAt: 'DESC' } });
    const grouped = new Map<string, FineEntity[]>(ids.map((id) => [id, []]));
    for (const row of rows) grouped.get(row[column]!)?.push(row);
    return grouped;
  }

  /** An official's fine: a league fine by kind (its amount from the rulebook) or an explicit amount. */
  async recordFine(input: { playerId?: string | null; teamId?: string | null; competitionId: string; amountCents?: number | null; kind?: FineKind | null; reason: string }): Promise<FineEntity> {
    const reason = checkReason(input.reason, 'input.reason');
    if (!input.playerId === !input.teamId) throw badField('input.playerId', 'name exactly one of playerId (a player’s fine) or teamId (a team’s fine)');
    const table = input.kind ? FINE_RULES[input.kind] : null;
    const amountCents = input.amountCents ?? table?.amountCents ?? null;
    if (amountCents === null) throw badField('input.amountCents', input.kind ? `a ${input.kind} fine needs its amount` : 'give the amount in cents, or a kind whose amount the rulebook sets');
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw badField('input.amountCents', 'must be a whole number of cents, more than 0');
    return this.db.transaction(async ({ manager }) => {
      if (!(await manager.exists(CompetitionEntity, { where: { id: input.competitionId } }))) throw notFound('Competition', input.competitionId, 'input.competitionId');
      if (input.playerId && !(await manager.exists(PlayerEntity, { where: { id: input.playerId } }))) throw notFound('Player', input.playerId, 'input.playerId');
      if (input.teamId && !(await manager.exists(TeamEntity, { where: { id: input.teamId } }))) throw notFound('Team', input.teamId, 'input.teamId');
      const row = manager.create(FineEntity, {
        id: randomUUID(),
        competitionId: input.competitionId,
        playerId: input.playerId ?? null,
        teamId: input.teamId ?? null,
        amountCents,
        reason,
        rule: table?.rule ?? "An official's decision",
        kind: input.kind ?? null,
        rebatedToTeamId: null,
        causedByEventId: null,
        paidAt: null,
      });
      await manager.insert(FineEntity, row);
      return row;
    });
  }

  payFine(id: string, paidAt: Date | null | undefined): Promise<FineEntity> {
    return this.db.transaction(async ({ manager }) => {
      const row = await manager.findOne(FineEntity, { where: { id } });
      if (!row) throw notFound('Fine', id, 'id');
      if (row.paidAt) throw ruleViolation(`This fine was already paid on ${row.paidAt.toISOString()}`, 'FINE_PAID');
      if (row.waivedAt) throw ruleViolation(`This fine was waived on ${row.waivedAt.toISOString()} (${row.waivedReason}): nothing is owed`, 'FINE_WAIVED');
      row.paidAt = paidAt ?? this.now();
      await manager.update(FineEntity, { id }, { paidAt: row.paidAt });
      return row;
    });
  }

  /** An official waives an unpaid fine, with a reason: it is owed no more (the rulebook's ranges let officials waive, fines.ts). */
  waiveFine(id: string, reason: string): Promise<FineEntity> {
    const checked = checkReason(reason);
    return this.db.transaction(async ({ manager }) => {
      const row = await manager.findOne(FineEntity, { where: { id } });
      if (!row) throw notFound('Fine', id, 'id');
      if (row.paidAt) throw ruleViolation(`This fine was paid on ${row.paidAt.toISOString()}: it cannot be waived`, 'FINE_PAID');
      if (row.waivedAt) throw ruleViolation(`This fine was already waived on ${row.waivedAt.toISOString()}`, 'FINE_WAIVED');
      Object.assign(row, { waivedAt: this.now(), waivedReason: checked });
      await manager.update(FineEntity, { id }, { waivedAt: row.waivedAt, waivedReason: checked });
      return row;
    });
  }

  /** §16: a paid no-show default fine is rebated to the opposing team that showed up. */
  rebateFine(id: string, toTeamId: string): Promise<FineEntity> {
    return this.db.transaction(async ({ manager }) => {
      const row = await manager.findOne(FineEntity, { where: { id } });
      if (!row) throw notFound('Fine', id, 'id');
      if (row.kind !== FineKind.DEFAULT_WITHOUT_NOTICE && row.kind !== FineKind.SECOND_DEFAULT) {
        throw ruleViolation('Only a default fine of a "no show" is rebated to the opposing team (§16)', '§16');
      }
      if (!row.paidAt) throw ruleViolation('The fine is rebated once it is collected: it is not paid yet (§16)', '§16');
      if (row.rebatedToTeamId) throw ruleViolation('This fine was already rebated', '§16');
      if (toTeamId === row.teamId) throw badField('toTeamId', 'must be the opposing team, not the team that defaulted');
      if (!(await manager.exists(TeamEntity, { where: { id: toTeamId } }))) throw notFound('Team', toTeamId, 'toTeamId');
      row.rebatedToTeamId = toTeamId;
      await manager.update(FineEntity, { id }, { rebatedToTeamId: toTeamId });
      return row;
    });
  }

  /** The events that caused suspensions or fines, by id. */
  async eventsById(ids: readonly string[]): Promise<Map<string, GameEventEntity>> {
    const rows = await this.db.manager.find(GameEventEntity, { where: { id: In([...ids]) } });
    return new Map(rows.map((row) => [row.id, row]));
  }
}

/** Still owed: neither paid nor waived. */
export function owed(fine: FineEntity): boolean {
  return fine.paidAt === null && fine.waivedAt === null;
}

function toDomain(row: SuspensionEntity): Suspension {
  return {
    kind: row.kind as SuspensionKind,
    games: row.games,
    reason: row.reason,
    competitionId: row.competitionId,
    teamId: row.teamId ?? '',
    startsAt: row.startsAt.toISOString(),
    gameId: row.gameId,
    liftedAt: row.liftedAt ? row.liftedAt.toISOString() : null,
    adjustments: row.adjustments ?? [],
  };
}

/** The team the player is rostered on in a competition (the first one, if several). */
async function teamInCompetition(manager: EntityManager, playerId: string, competitionId: string): Promise<string | null> {
  const row = await manager
    .createQueryBuilder(RosterEntryEntity, 'entry')
    .innerJoin(TeamEntity, 'team', 'team.id = entry.teamId')
    .innerJoin(DivisionEntity, 'division', 'division.id = team.divisionId')
    .where('entry.playerId = :playerId', { playerId })
    .andWhere('division.competitionId = :competitionId', { competitionId })
    .orderBy('entry.addedAt', 'ASC')
    .getOne();
  return row?.teamId ?? null;
}

function checkReason(reason: string, field = 'reason'): string {
  const trimmed = (reason ?? '').trim();
  if (!trimmed) throw badField(field, 'must say why');
  if (trimmed.length > 500) throw badField(field, 'must be at most 500 characters');
  return trimmed;
}

function clip(text: string): string {
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}
