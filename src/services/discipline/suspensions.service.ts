import { randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { keysetHasAtOrBefore, keysetPage } from '../../db/keyset';
import { CompetitionEntity, DivisionEntity, GameEntity, PlayerEntity, RosterEntryEntity, SuspensionEntity, TeamEntity, TeamOfficialEntity } from '../../db/entities';
import { GameStatus } from '../../domain/enums';
import { adjustSuspension, carryOver, servingStatus, type ServingGame, type Suspension, type SuspensionAdjustment, type SuspensionKind } from '../../domain/suspensions';
import { badField, notFound } from '../../errors';
import { isLanguage, text, translate } from '../../domain/messages';
import type { DisciplineReads, SuspensionView } from './owners';
import { checkReason, clip } from './reasons';
import { WebhookEvent } from '../../domain/webhooks';
import { enqueueWebhookMessage } from '../webhooks/outbox';
import type { Principal } from '../../auth/principal';
import { AuditAction, AuditEntity, changesOf, recordAudit } from '../audit';

export type { SuspensionView } from './owners';

/** The statuses of a game that is played out: a suspension is served by these (R18). */
export const COMPLETED: GameStatus[] = [GameStatus.FINAL, GameStatus.FORFEITED];

/** A new suspension, as stored: not yet adjusted nor lifted. */
export interface NewSuspension {
  /** exactly one of playerId and teamOfficialId (R40) */
  playerId: string | null;
  teamOfficialId?: string | null;
  competitionId: string;
  /** the team whose games serve it; null when the player is on no team of the competition */
  teamId: string | null;
  /** the game it was given in, for one of a game's events */
  gameId: string | null;
  kind: SuspensionKind;
  games: number | null;
  reason: string;
  rule: string;
  /** the game event whose rule gave it (voiding the event deletes it) */
  causedByEventId: string | null;
  startsAt: Date;
}

/** Stores a suspension: the one place a suspension row is written (a reason or rule past 500 characters is clipped). */
export async function writeSuspension(manager: EntityManager, suspension: NewSuspension): Promise<SuspensionEntity> {
  const row = manager.create(SuspensionEntity, {
    id: randomUUID(),
    ...suspension,
    teamOfficialId: suspension.teamOfficialId ?? null,
    reason: clip(suspension.reason),
    rule: clip(suspension.rule),
    adjustments: null,
    liftedAt: null,
  });
  await manager.insert(SuspensionEntity, row);
  await suspensionChanged(manager, row, 'CREATED');
  return row;
}

/**
 * The webhooks' suspension.changed message, in the change's transaction (outbox.ts). Who, what and
 * how long, never the reason: the reason is the player's team's and the officials' (its readers
 * are narrower than an ADMIN's receivers need be).
 */
export async function suspensionChanged(manager: EntityManager, row: SuspensionEntity, change: 'CREATED' | 'ADJUSTED' | 'LIFTED' | 'DELETED'): Promise<void> {
  await enqueueWebhookMessage(manager, {
    event: WebhookEvent.SUSPENSION_CHANGED,
    competitionId: row.competitionId,
    data: {
      change,
      suspensionId: row.id,
      playerId: row.playerId,
      teamOfficialId: row.teamOfficialId ?? null,
      teamId: row.teamId,
      gameId: row.gameId,
      kind: row.kind,
      games: row.games,
      startsAt: row.startsAt.toISOString(),
      liftedAt: row.liftedAt ? row.liftedAt.toISOString() : null,
    },
  });
}

/** R18: served by the team's final or forfeited games in the competition after it started. One query for all. */
export async function withServing(manager: EntityManager, rows: SuspensionEntity[]): Promise<SuspensionView[]> {
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

/**
 * Suspensions as stored: officials' suspensions (set, adjusted, lifted, carried to another
 * competition) besides those the game log's events give (consequences.ts), and how much of each is
 * served (R18).
 */
export class SuspensionService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * `size + 1` of a player's suspensions, newest first (when given, then id), after a keyset
   * position, each with how much of it is served (R18): Player.suspensionsConnection's page.
   */
  async pageOfPlayer(playerId: string, size: number, after: { at: number; id: string } | null): Promise<SuspensionView[]> {
    const rows = await keysetPage(this.ofPlayer(playerId), 'suspension', 'createdAt', 'DESC', size, after ? { at: new Date(after.at), id: after.id } : null, SuspensionEntity);
    return withServing(this.db.manager, rows);
  }

  /** Whether a player has the suspension at a keyset position, or a newer one: a page's `hasPreviousPage`. */
  hasOfPlayerAtOrBefore(playerId: string, position: { at: number; id: string }): Promise<boolean> {
    return keysetHasAtOrBefore(this.ofPlayer(playerId), 'suspension', 'createdAt', 'DESC', { at: new Date(position.at), id: position.id }, SuspensionEntity);
  }

  private ofPlayer(playerId: string) {
    return this.db.manager.createQueryBuilder(SuspensionEntity, 'suspension').where('suspension.playerId = :playerId', { playerId });
  }

  /**
   * The suspensions in the team's competition not yet served nor lifted, newest first: its roster
   * players' and its own team officials' (league 004:8 "No suspended player or team official will be
   * allowed on their team's bench", G52). Public; their reasons are not.
   */
  async activeOfTeam(team: TeamEntity, reads: DisciplineReads): Promise<SuspensionView[]> {
    const [division, roster, officials] = await Promise.all([
      reads.division.load(team.divisionId),
      reads.rosterByTeam.load(team.id),
      this.db.manager.find(TeamOfficialEntity, { where: { teamId: team.id }, select: { id: true } }),
    ]);
    const players = await reads.suspensionsByPlayer.loadMany(roster.map((e) => e.playerId));
    const ofOfficials = officials.length ? await withServing(this.db.manager, await this.db.manager.find(SuspensionEntity, { where: { teamOfficialId: In(officials.map((o) => o.id)) } })) : [];
    return [...players.flatMap((p) => (p instanceof Error ? [] : p)), ...ofOfficials]
      .filter((s) => s.active && s.competitionId === division?.competitionId)
      .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  }

  /**
   * An official's suspension (ADMIN) of a player, served by the games of the team he is rostered on
   * in that competition; or of a team official (league 004:5, :8; R40), served by his team's games
   * when the team plays in that competition.
   */
  async setSuspension(
    input: {
      playerId?: string | null;
      teamOfficialId?: string | null;
      competitionId: string;
      kind: SuspensionKind;
      games?: number | null;
      reason: string;
    },
    actor?: Principal,
  ): Promise<SuspensionView> {
    const reason = checkReason(input.reason);
    if (!input.playerId === !input.teamOfficialId) throw badField('input.playerId', text('errors.BAD_USER_INPUT.oneSuspended'));
    if (input.kind === 'GAMES' && !(Number.isInteger(input.games) && (input.games ?? 0) >= 1)) throw badField('input.games', text('errors.BAD_USER_INPUT.suspensionGames'));
    if (input.kind !== 'GAMES' && input.games != null) throw badField('input.games', text('errors.BAD_USER_INPUT.gamesOfGamesOnly', { kind: input.kind }));
    return this.db.transaction(async ({ manager }) => {
      if (input.playerId && !(await manager.exists(PlayerEntity, { where: { id: input.playerId } }))) throw notFound('Player', input.playerId, 'input.playerId');
      const official = input.teamOfficialId ? await manager.findOne(TeamOfficialEntity, { where: { id: input.teamOfficialId } }) : null;
      if (input.teamOfficialId && !official) throw notFound('TeamOfficial', input.teamOfficialId, 'input.teamOfficialId');
      const competition = await manager.findOne(CompetitionEntity, { where: { id: input.competitionId }, select: { id: true, language: true } });
      if (!competition) throw notFound('Competition', input.competitionId, 'input.competitionId');
      const row = await writeSuspension(manager, {
        playerId: input.playerId ?? null,
        teamOfficialId: official?.id ?? null,
        competitionId: input.competitionId,
        teamId: official ? await officialTeamInCompetition(manager, official, input.competitionId) : await teamInCompetition(manager, input.playerId!, input.competitionId),
        gameId: null,
        kind: input.kind,
        games: input.kind === 'GAMES' ? input.games! : null,
        reason,
        rule: translate(isLanguage(competition.language) ? competition.language : 'en', text('officialDecision')),
        causedByEventId: null,
        startsAt: this.now(),
      });
      if (actor) await auditSuspension(manager, actor, row, AuditAction.RECORD, asRecorded(row), reason);
      return (await withServing(manager, [row]))[0];
    });
  }

  /** An official's new kind and/or length for a suspension (SET), with the reason kept in its history (and the audit trail). */
  adjust(id: string, change: { kind?: SuspensionKind | null; games?: number | null; reason: string }, actor?: Principal): Promise<SuspensionView> {
    const reason = checkReason(change.reason);
    return this.change(id, actor, AuditAction.UPDATE, reason, (row) => {
      // A number of games given alone makes it a GAMES suspension: "rest of the tournament" set to two
      // games is two games, never a silent no-op that keeps the kind and drops the number.
      const kind = change.kind ?? (change.games != null ? 'GAMES' : (row.kind as SuspensionKind));
      if (kind === 'GAMES' && change.games == null) throw badField('games', text('errors.BAD_USER_INPUT.suspensionGamesNeeded'));
      if (kind !== 'GAMES' && change.games != null) throw badField('games', text('errors.BAD_USER_INPUT.gamesOfGamesOnly', { kind }));
      return { action: 'SET', kind, games: kind === 'GAMES' ? change.games : null, reason, at: this.now().toISOString() };
    });
  }

  lift(id: string, reason: string, actor?: Principal): Promise<SuspensionView> {
    const checked = checkReason(reason);
    return this.change(id, actor, AuditAction.LIFT, checked, () => ({ action: 'LIFT', reason: checked, at: this.now().toISOString() }));
  }

  /** R18 / league §6: what is left of a suspension, as a new one of another competition. */
  async carry(id: string, competitionId: string, reason: string, actor?: Principal): Promise<SuspensionView> {
    const checked = checkReason(reason);
    return this.db.transaction(async ({ manager }) => {
      const row = await manager.findOne(SuspensionEntity, { where: { id } });
      if (!row) throw notFound('Suspension', id, 'id');
      if (!(await manager.exists(CompetitionEntity, { where: { id: competitionId } }))) throw notFound('Competition', competitionId, 'competitionId');
      if (competitionId === row.competitionId) throw badField('competitionId', text('errors.BAD_USER_INPUT.carryElsewhere'));
      const [current] = await withServing(manager, [row]);
      const official = row.teamOfficialId ? await manager.findOne(TeamOfficialEntity, { where: { id: row.teamOfficialId } }) : null;
      const teamId = row.playerId ? await teamInCompetition(manager, row.playerId, competitionId) : official ? await officialTeamInCompetition(manager, official, competitionId) : null;
      const carried = carryOver(toDomain(row), current, { competitionId, teamId: teamId ?? '', startsAt: this.now().toISOString(), reason: checked });
      const created = await writeSuspension(manager, {
        playerId: row.playerId,
        teamOfficialId: row.teamOfficialId,
        competitionId,
        teamId,
        gameId: null,
        kind: carried.kind,
        games: carried.games,
        reason: carried.reason,
        rule: `${row.rule ?? ''} — carried over: R18, league §6 "Any suspension or fine from the summer league CAN and WILL be in effect for the winter league"`,
        causedByEventId: row.causedByEventId,
        startsAt: new Date(carried.startsAt),
      });
      if (actor) await auditSuspension(manager, actor, created, AuditAction.RECORD, asRecorded(created), checked);
      return (await withServing(manager, [created]))[0];
    });
  }

  private change(id: string, actor: Principal | undefined, action: AuditAction, reason: string, adjustment: (row: SuspensionEntity) => SuspensionAdjustment): Promise<SuspensionView> {
    return this.db.transaction(async ({ manager }) => {
      const row = await manager.findOne(SuspensionEntity, { where: { id } });
      if (!row) throw notFound('Suspension', id, 'id');
      const wasLifted = row.liftedAt !== null;
      const next = adjustSuspension(toDomain(row), adjustment(row));
      const changes = {
        kind: next.kind,
        games: next.games,
        liftedAt: next.liftedAt ? new Date(next.liftedAt) : null,
        adjustments: [...(next.adjustments ?? [])],
      };
      await manager.update(SuspensionEntity, { id }, changes);
      const before: Pick<SuspensionEntity, 'kind' | 'games' | 'liftedAt'> = { kind: row.kind, games: row.games, liftedAt: row.liftedAt };
      const changed = Object.assign(row, changes);
      if (actor) await auditSuspension(manager, actor, changed, action, changesOf(before, changed, ['kind', 'games', 'liftedAt']), reason);
      await suspensionChanged(manager, changed, changes.liftedAt && !wasLifted ? 'LIFTED' : 'ADJUSTED');
      return (await withServing(manager, [changed]))[0];
    });
  }
}

/** What a new suspension is, as the trail lists a row it recorded: each field from nothing to its value. */
function asRecorded(row: SuspensionEntity): ReturnType<typeof changesOf> {
  const none: { kind: string | null; games: number | null } = { kind: null, games: null };
  return changesOf(none, { kind: row.kind, games: row.games }, ['kind', 'games']);
}

/** A suspension's change in its competition's audit trail (R63): who, what, why. */
function auditSuspension(manager: EntityManager, actor: Principal, row: SuspensionEntity, action: AuditAction, changes: ReturnType<typeof changesOf>, reason: string): Promise<void> {
  return recordAudit({ manager }, actor, { competitionIds: [row.competitionId], entityType: AuditEntity.SUSPENSION, entityId: row.id, action, changes, reason });
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

/** A team official's team, when it plays in the competition (null otherwise: nothing serves it there). */
async function officialTeamInCompetition(manager: EntityManager, official: TeamOfficialEntity, competitionId: string): Promise<string | null> {
  const team = await manager.findOne(TeamEntity, { where: { id: official.teamId } });
  const division = team ? await manager.findOne(DivisionEntity, { where: { id: team.divisionId } }) : null;
  return division?.competitionId === competitionId ? official.teamId : null;
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
