// Over 400 lines: one service for the organizer's corrections (R59–R64), each a method docs/rulings.md names in this file.
import { In, type EntityManager } from 'typeorm';
import { keysetHasAtOrBefore, keysetPage } from '../db/keyset';
import type { Principal } from '../auth/principal';
import type { Database, Transaction } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import {
  AuditEntryEntity,
  BracketEntity,
  BracketGameEntity,
  CoinTossEntity,
  CompetitionEntity,
  DivisionEntity,
  FineEntity,
  GameEntity,
  GameEventEntity,
  PlayerEntity,
  ProtestEntity,
  RegistrationEntity,
  RosterEntryEntity,
  SuspensionEntity,
  TeamEntity,
  TeamOfficialEntity,
  type AuditChange,
} from '../db/entities';
import { IneligibilityCode } from '../domain/eligibility';
import type { CompetitionKind, DivisionCategory, PlayerExperience, RulesetPreset } from '../domain/enums';
import { GameStatus } from '../domain/enums';
import { foldEvents } from '../domain/game/machine';
import { toScoreboard } from '../domain/game/scoreboard-view';
import { RuleViolation } from '../domain/errors';
import { resolveRuleset, type RulesOverrides } from '../domain/rulesets';
import type { ScoreboardSnapshot } from '../domain/scoreboard';
import { badField, ruleViolation } from '../errors';
import { list, text, translate } from '../domain/messages';
import type { EventBus } from '../realtime/event-bus';
import { AuditAction, AuditEntity, changesOf, competitionsOfTeams, recordAudit } from './audit';
import { bracketChanged } from './bracket.service';
import { gamesChanged } from './games-changed';
import { checkOverrides, checkSeason, checkTimeZone, duplicateDivision } from './competition.service';
import { requireLockedRow, requireRow } from './context';
import { checkReason } from './discipline/reasons';
import { eligibilityOf } from './eligibility.service';
import { setupOf, startedAt, storedLog } from './game-log/stored-log';
import { standingsChanged } from './standings.service';

/** Only the fields given change; `reason` is kept in the audit trail. */
export interface UpdateCompetition {
  name?: string | null;
  kind?: CompetitionKind | null;
  preset?: RulesetPreset | null;
  /** each value given replaces the stored override; a null clears it (the preset's applies again) */
  rules?: { [K in keyof RulesOverrides]?: RulesOverrides[K] | null } | null;
  timeZone?: string | null;
  /** null clears it */
  seasonStartsAt?: Date | null;
  /** null clears it */
  additionCutoff?: Date | null;
  reason?: string | null;
}

export interface UpdateDivision {
  name?: string | null;
  rating?: string | null;
  category?: DivisionCategory | null;
  reason?: string | null;
}

export interface UpdateTeam {
  name?: string | null;
  /** "" clears it (the scoreboard derives one from the name again) */
  shortName?: string | null;
  reason?: string | null;
}

export interface UpdatePlayer {
  name?: string | null;
  birthDate?: string | null;
  waiverSigned?: boolean | null;
  rankingTier?: number | null;
  experienceLevel?: PlayerExperience | null;
  reason?: string | null;
}

/** A page of the audit trail: `size + 1` rows, newest first, after a keyset position. */
export interface AuditPosition {
  at: number;
  id: string;
}

const STARTED: readonly GameStatus[] = [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION, GameStatus.FINAL, GameStatus.FORFEITED];
const UNDER_WAY: readonly GameStatus[] = [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION];

/** The competition settings that shape results (R59): the rest (the name) may change at any time. */
const RESULT_SHAPING = ['kind', 'preset', 'rulesOverrides', 'timeZone', 'seasonStartsAt', 'additionCutoff'] as const;

/**
 * The organizer's corrections: what was set up wrong is put right, never silently once it has shaped
 * a result (R59–R62), rows nothing depends on are deleted (R64), a game not started is cancelled
 * (R61), and each of them leaves an audit row in its own transaction (R63). Every correction that
 * changes what an open page shows (a team's or a player's name, a cancelled game, a rule that
 * re-folds a scheduled game) is pushed to the game's scoreboard feed with a new `revision`
 * (docs/live-feed.md, "Revisions"), and to the division's standings and bracket feeds.
 */
export class CorrectionsService {
  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Corrects a competition. The name changes at any time; its kind, preset, rules, time zone and
   * season dates shape results and are refused once a game of the competition has started (R59).
   * Before that, every scheduled game is folded again under the new rules (a posted lineup that no
   * longer fits refuses the change), and the standings are recomputed.
   */
  updateCompetition(principal: Principal, id: string, input: UpdateCompetition): Promise<CompetitionEntity> {
    const reason = optionalReason(input.reason);
    return this.db.transaction(async (tx) => {
      const competition = await requireLockedRow(tx, CompetitionEntity, id, 'Competition', 'id');
      const before = { ...competition };
      const next: Partial<CompetitionEntity> = {};
      if (input.name != null) next.name = nonEmpty(input.name, 'input.name');
      if (input.kind != null) next.kind = input.kind;
      if (input.preset != null) next.preset = input.preset;
      if (input.timeZone != null) next.timeZone = checkTimeZone(input.timeZone);
      // A season date given as null is cleared; left out, it stays.
      if (input.seasonStartsAt !== undefined) next.seasonStartsAt = input.seasonStartsAt;
      if (input.additionCutoff !== undefined) next.additionCutoff = input.additionCutoff;
      if (input.rules) {
        const merged: Record<string, unknown> = { ...(competition.rulesOverrides ?? {}) };
        for (const [key, value] of Object.entries(input.rules)) {
          if (value === undefined) continue;
          if (value === null) delete merged[key];
          else merged[key] = value;
        }
        next.rulesOverrides = checkOverrides(merged);
      }
      checkSeason({
        seasonStartsAt: next.seasonStartsAt === undefined ? competition.seasonStartsAt : next.seasonStartsAt,
        additionCutoff: next.additionCutoff === undefined ? competition.additionCutoff : next.additionCutoff,
      });
      const changes = changesOf(before, next, ['name', ...RESULT_SHAPING]);
      if (!changes.length) return competition;
      const shaping = changes.filter((c) => (RESULT_SHAPING as readonly string[]).includes(c.field));
      const divisions = await tx.manager.find(DivisionEntity, { where: { competitionId: id } });
      const divisionIds = divisions.map((d) => d.id);
      if (shaping.length) {
        const started = divisionIds.length ? await tx.manager.count(GameEntity, { where: { divisionId: In(divisionIds), status: In([...STARTED]) } }) : 0;
        if (started) {
          throw ruleViolation(text('errors.RULE_VIOLATION.shapesResults', { fields: shaping.map((c) => c.field).join(', '), count: started, competition: competition.name }), 'R59', {
            fields: shaping.map((c) => c.field),
          });
        }
      }
      Object.assign(competition, next);
      await tx.manager.update(CompetitionEntity, { id }, next);
      if (shaping.length && divisionIds.length) {
        const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
        const games = await lockedGames(tx, { divisionId: In(divisionIds), status: GameStatus.SCHEDULED });
        for (const game of games) {
          let state;
          try {
            state = foldEvents(setupOf(game), ruleset, await storedLog(tx.manager, game.id), startedAt(game));
          } catch (error) {
            if (error instanceof RuleViolation)
              throw ruleViolation(text('errors.RULE_VIOLATION.noLongerFits', { at: game.startsAt.toISOString(), why: error.text ?? { untranslated: error.message } }), error.rule ?? 'R59');
            throw error;
          }
          const snapshot = { ...toScoreboard(state, ruleset), revision: revisionOf(game.snapshot) + 1 };
          await tx.manager.update(GameEntity, { id: game.id }, { state, snapshot });
          tx.afterCommit(() => this.bus.publishScoreboard(snapshot));
        }
        for (const division of divisions) await this.standingsChanged(tx, division.id);
      }
      await recordAudit(tx, principal, { competitionIds: [id], entityType: AuditEntity.COMPETITION, entityId: id, action: AuditAction.UPDATE, changes, reason }, this.now());
      return competition;
    });
  }

  /**
   * Corrects a division. The name changes at any time; its rating and category shape its rosters
   * (R22, R36, R37) and are refused once its schedule is drawn (its first game scheduled, R60).
   */
  async updateDivision(principal: Principal, id: string, input: UpdateDivision): Promise<DivisionEntity> {
    const reason = optionalReason(input.reason);
    const name = input.name == null ? undefined : nonEmpty(input.name, 'input.name');
    try {
      return await this.db.transaction(async (tx) => {
        const division = await requireLockedRow(tx, DivisionEntity, id, 'Division', 'id');
        const next: Partial<DivisionEntity> = {};
        if (name !== undefined) next.name = name;
        if (input.rating !== undefined) next.rating = input.rating;
        if (input.category !== undefined) next.category = input.category;
        const changes = changesOf(division, next, ['name', 'rating', 'category']);
        if (!changes.length) return division;
        if (name !== undefined && name !== division.name && (await tx.manager.exists(DivisionEntity, { where: { competitionId: division.competitionId, name } }))) throw duplicateDivision(name);
        const shaping = changes.filter((c) => c.field !== 'name');
        if (shaping.length) {
          const games = await tx.manager.count(GameEntity, { where: { divisionId: id } });
          if (games) {
            throw ruleViolation(
              text(`errors.RULE_VIOLATION.${shaping.length === 1 ? 'shapesRosters' : 'shapeRosters'}`, { fields: shaping.map((c) => c.field).join(' and '), division: division.name, count: games }),
              'R60',
              { fields: shaping.map((c) => c.field) },
            );
          }
        }
        Object.assign(division, next);
        await tx.manager.update(DivisionEntity, { id }, next);
        await recordAudit(tx, principal, { competitionIds: [division.competitionId], entityType: AuditEntity.DIVISION, entityId: id, action: AuditAction.UPDATE, changes, reason }, this.now());
        return division;
      });
    } catch (error) {
      if (isUniqueViolation(error) && name) throw duplicateDivision(name);
      throw error;
    }
  }

  /**
   * Renames a team. Its name is on every page that shows its games, so each of its games' scoreboards
   * gets a new revision, published after the commit, and its division's standings and bracket feeds
   * are told.
   */
  async updateTeam(principal: Principal, id: string, input: UpdateTeam): Promise<TeamEntity> {
    const reason = optionalReason(input.reason);
    const name = input.name == null ? undefined : nonEmpty(input.name, 'input.name');
    const shortName = input.shortName == null ? undefined : input.shortName.trim() || null;
    try {
      return await this.db.transaction(async (tx) => {
        const team = await requireLockedRow(tx, TeamEntity, id, 'Team', 'id');
        const changes = changesOf(team, { name, shortName }, ['name', 'shortName']);
        if (!changes.length) return team;
        if (name !== undefined && name !== team.name && (await tx.manager.exists(TeamEntity, { where: { divisionId: team.divisionId, name } }))) throw duplicateTeam(name);
        const set = { ...(name === undefined ? {} : { name }), ...(shortName === undefined ? {} : { shortName }) };
        Object.assign(team, set);
        await tx.manager.update(TeamEntity, { id }, set);
        const division = await requireRow(tx.manager, DivisionEntity, team.divisionId, 'Division', 'id');
        await this.touchGames(tx, [{ homeTeamId: id }, { awayTeamId: id }]);
        await this.standingsChanged(tx, division.id);
        await bracketChanged(tx, this.bus, division.id);
        await recordAudit(tx, principal, { competitionIds: [division.competitionId], entityType: AuditEntity.TEAM, entityId: id, action: AuditAction.UPDATE, changes, reason }, this.now());
        return team;
      });
    } catch (error) {
      if (isUniqueViolation(error) && name) throw duplicateTeam(name);
      throw error;
    }
  }

  /**
   * Corrects a player. A birth date is a fact and is stored when corrected, but its effect is never
   * silent (R62): the age rule is checked again (eligibilityOf) for the next game of each of his
   * teams, before and after, and each verdict the correction turns is written in the audit row
   * beside the dates. A new name reaches the scoreboards of his teams' games not yet over.
   */
  updatePlayer(principal: Principal, id: string, input: UpdatePlayer): Promise<PlayerEntity> {
    const reason = optionalReason(input.reason);
    const name = input.name == null ? undefined : nonEmpty(input.name, 'input.name');
    if (input.birthDate != null) {
      const birth = new Date(`${input.birthDate}T00:00:00Z`);
      if (birth.getTime() > this.now().getTime()) throw badField('input.birthDate', text('errors.BAD_USER_INPUT.inFuture'));
    }
    return this.db.transaction(async (tx) => {
      const player = await requireLockedRow(tx, PlayerEntity, id, 'Player', 'id');
      const next: Partial<PlayerEntity> = {};
      if (name !== undefined) next.name = name;
      if (input.birthDate != null) next.birthDate = input.birthDate;
      if (input.waiverSigned != null) next.waiverSigned = input.waiverSigned;
      if (input.rankingTier !== undefined) next.rankingTier = input.rankingTier;
      if (input.experienceLevel !== undefined) next.experienceLevel = input.experienceLevel;
      const changes = changesOf(player, next, ['name', 'birthDate', 'waiverSigned', 'rankingTier', 'experienceLevel']);
      if (!changes.length) return player;
      const entries = await tx.manager.find(RosterEntryEntity, { where: { playerId: id } });
      const current = entries.filter((e) => e.releasedAt === null);
      const teamIds = [...new Set(current.map((e) => e.teamId))];
      const nextGames = changes.some((c) => c.field === 'birthDate') ? await nextGamesOf(tx.manager, teamIds) : [];
      const before = await Promise.all(nextGames.map(({ game, teamId }) => ageVerdict(tx.manager, game, teamId, id)));
      Object.assign(player, next);
      await tx.manager.update(PlayerEntity, { id }, next);
      const after = await Promise.all(nextGames.map(({ game, teamId }) => ageVerdict(tx.manager, game, teamId, id)));
      const verdicts: AuditChange[] = nextGames.flatMap(({ game }, i) => (before[i] === after[i] ? [] : [{ field: `eligibility.game.${game.id}`, before: before[i], after: after[i] }]));
      if (name !== undefined && teamIds.length) {
        await this.touchGames(tx, [
          { homeTeamId: In(teamIds), status: In([GameStatus.SCHEDULED, ...UNDER_WAY]) },
          { awayTeamId: In(teamIds), status: In([GameStatus.SCHEDULED, ...UNDER_WAY]) },
        ]);
      }
      const competitionIds = await competitionsOfTeams(tx.manager, [...new Set(entries.map((e) => e.teamId))]);
      await recordAudit(tx, principal, { competitionIds, entityType: AuditEntity.PLAYER, entityId: id, action: AuditAction.UPDATE, changes: [...changes, ...verdicts], reason }, this.now());
      return player;
    });
  }

  /**
   * Cancels a game that has not started (R61): its status becomes CANCELLED, it leaves the teams'
   * "next game", it counts for nothing, and its scoreboard's subscribers see it. A game under way
   * ends by endGame or forfeitGame, a played one is corrected through its log, and a bracket's game
   * is decided by its result: none of them is cancelled.
   */
  cancelGame(principal: Principal, gameId: string, reason: string): Promise<GameEntity> {
    const why = checkReason(reason);
    return this.db.transaction(async (tx) => {
      const game = await requireLockedRow(tx, GameEntity, gameId, 'Game', 'gameId');
      if (game.status === GameStatus.CANCELLED) throw ruleViolation(text('errors.RULE_VIOLATION.alreadyCancelled'), 'R61');
      if (UNDER_WAY.includes(game.status)) throw ruleViolation(text('errors.RULE_VIOLATION.cancelUnderWay'), 'R61');
      if (game.status !== GameStatus.SCHEDULED) throw ruleViolation(text('errors.RULE_VIOLATION.correctThroughLog', { status: game.status }), 'R61');
      if (await tx.manager.exists(BracketGameEntity, { where: { gameId } })) throw ruleViolation(text('errors.RULE_VIOLATION.cancelBracketGame'), 'R61');
      const division = await requireRow(tx.manager, DivisionEntity, game.divisionId, 'Division', 'gameId');
      const snapshot: ScoreboardSnapshot = { ...game.snapshot, status: GameStatus.CANCELLED, revision: revisionOf(game.snapshot) + 1 };
      const state = game.state ? { ...game.state, status: GameStatus.CANCELLED } : game.state;
      await tx.manager.update(GameEntity, { id: game.id }, { status: GameStatus.CANCELLED, snapshot, state });
      tx.afterCommit(() => this.bus.publishScoreboard(snapshot));
      gamesChanged(tx, this.bus, division.competitionId, [game.venue]);
      await recordAudit(
        tx,
        principal,
        {
          competitionIds: [division.competitionId],
          entityType: AuditEntity.GAME,
          entityId: game.id,
          action: AuditAction.CANCEL,
          changes: [{ field: 'status', before: game.status, after: GameStatus.CANCELLED }],
          reason: why,
        },
        this.now(),
      );
      return Object.assign(game, { status: GameStatus.CANCELLED, snapshot, state });
    });
  }

  /** Deletes a competition with nothing in it (R64); refused naming what it still holds. */
  deleteCompetition(principal: Principal, id: string, reason?: string | null): Promise<boolean> {
    const why = optionalReason(reason);
    return this.db.transaction(async (tx) => {
      const competition = await requireLockedRow(tx, CompetitionEntity, id, 'Competition', 'id');
      const m = tx.manager;
      refuseIfUsed('competition', competition.name, [
        [await m.count(DivisionEntity, { where: { competitionId: id } }), 'division'],
        [await m.count(RegistrationEntity, { where: { competitionId: id } }), 'registration'],
        [await m.count(SuspensionEntity, { where: { competitionId: id } }), 'suspension'],
        [await m.count(FineEntity, { where: { competitionId: id } }), 'fine'],
        // Discipline links are kept on both competitions (R41): this one's own list names them all.
        [(competition.disciplineLinks ?? []).length, 'disciplineLink'],
        [await m.count(CompetitionEntity, { where: { previousSummerCompetitionId: id } }), 'followingSeason'],
      ]);
      await m.delete(CompetitionEntity, { id });
      await recordAudit(
        tx,
        principal,
        { competitionIds: [id], entityType: AuditEntity.COMPETITION, entityId: id, action: AuditAction.DELETE, changes: [{ field: 'name', before: competition.name, after: null }], reason: why },
        this.now(),
      );
      return true;
    });
  }

  /** Deletes a division with no teams, games, bracket or coin toss (R64). */
  deleteDivision(principal: Principal, id: string, reason?: string | null): Promise<boolean> {
    const why = optionalReason(reason);
    return this.db.transaction(async (tx) => {
      const division = await requireLockedRow(tx, DivisionEntity, id, 'Division', 'id');
      const m = tx.manager;
      refuseIfUsed('division', division.name, [
        [await m.count(TeamEntity, { where: { divisionId: id } }), 'team'],
        [await m.count(GameEntity, { where: { divisionId: id } }), 'game'],
        [await m.count(BracketEntity, { where: { divisionId: id } }), 'bracket'],
        [await m.count(CoinTossEntity, { where: { divisionId: id } }), 'coinToss'],
      ]);
      await m.delete(DivisionEntity, { id });
      await recordAudit(
        tx,
        principal,
        {
          competitionIds: [division.competitionId],
          entityType: AuditEntity.DIVISION,
          entityId: id,
          action: AuditAction.DELETE,
          changes: [{ field: 'name', before: division.name, after: null }],
          reason: why,
        },
        this.now(),
      );
      return true;
    });
  }

  /**
   * Deletes a team nothing refers to (R64): no games, roster entries (released ones too), fines,
   * suspensions, protests or bracket seed. Its officials are part of the team and go with it.
   */
  deleteTeam(principal: Principal, id: string, reason?: string | null): Promise<boolean> {
    const why = optionalReason(reason);
    return this.db.transaction(async (tx) => {
      const team = await requireLockedRow(tx, TeamEntity, id, 'Team', 'id');
      const m = tx.manager;
      const division = await requireRow(m, DivisionEntity, team.divisionId, 'Division', 'id');
      const bracket = await m.findOne(BracketEntity, { where: { divisionId: team.divisionId } });
      refuseIfUsed('team', team.name, [
        [await m.count(GameEntity, { where: [{ homeTeamId: id }, { awayTeamId: id }] }), 'game'],
        [await m.count(RosterEntryEntity, { where: { teamId: id } }), 'rosterEntry'],
        [await m.count(FineEntity, { where: { teamId: id } }), 'fine'],
        [await m.count(SuspensionEntity, { where: { teamId: id } }), 'suspension'],
        [await m.count(ProtestEntity, { where: { teamId: id } }), 'protest'],
        [bracket?.seeds.includes(id) ? 1 : 0, 'bracketSeed'],
      ]);
      await m.delete(TeamOfficialEntity, { teamId: id });
      await m.delete(TeamEntity, { id });
      await this.standingsChanged(tx, team.divisionId);
      await recordAudit(
        tx,
        principal,
        { competitionIds: [division.competitionId], entityType: AuditEntity.TEAM, entityId: id, action: AuditAction.DELETE, changes: [{ field: 'name', before: team.name, after: null }], reason: why },
        this.now(),
      );
      return true;
    });
  }

  /** Deletes a player nothing refers to (R64): no roster entries, game events, suspensions, fines or registrations. */
  deletePlayer(principal: Principal, id: string, reason?: string | null): Promise<boolean> {
    const why = optionalReason(reason);
    return this.db.transaction(async (tx) => {
      const player = await requireLockedRow(tx, PlayerEntity, id, 'Player', 'id');
      const m = tx.manager;
      refuseIfUsed('player', player.name, [
        [await m.count(RosterEntryEntity, { where: { playerId: id } }), 'rosterEntry'],
        [await m.count(GameEventEntity, { where: { playerId: id } }), 'gameEvent'],
        [await m.count(SuspensionEntity, { where: { playerId: id } }), 'suspension'],
        [await m.count(FineEntity, { where: { playerId: id } }), 'fine'],
        [await m.count(RegistrationEntity, { where: { playerId: id } }), 'registration'],
      ]);
      await m.delete(PlayerEntity, { id });
      await recordAudit(
        tx,
        principal,
        { competitionIds: [], entityType: AuditEntity.PLAYER, entityId: id, action: AuditAction.DELETE, changes: [{ field: 'name', before: player.name, after: null }], reason: why },
        this.now(),
      );
      return true;
    });
  }

  /**
   * Deletes a game scheduled in error (R64): only one whose log is empty (no lineup posted, never
   * started), that no protest, suspension or bracket slot names. Anything else is cancelled instead.
   */
  deleteGame(principal: Principal, id: string, reason?: string | null): Promise<boolean> {
    const why = optionalReason(reason);
    return this.db.transaction(async (tx) => {
      const game = await requireLockedRow(tx, GameEntity, id, 'Game', 'id');
      const m = tx.manager;
      refuseIfUsed('game', '', [
        [await m.count(GameEventEntity, { where: { gameId: id } }), 'eventInLog'],
        [await m.count(BracketGameEntity, { where: { gameId: id } }), 'bracketSlot'],
        [await m.count(ProtestEntity, { where: { gameId: id } }), 'protest'],
        [await m.count(SuspensionEntity, { where: { gameId: id } }), 'suspension'],
      ]);
      const division = await requireRow(m, DivisionEntity, game.divisionId, 'Division', 'id');
      await m.delete(GameEntity, { id });
      gamesChanged(tx, this.bus, division.competitionId, [game.venue]);
      await recordAudit(
        tx,
        principal,
        {
          competitionIds: [division.competitionId],
          entityType: AuditEntity.GAME,
          entityId: id,
          action: AuditAction.DELETE,
          changes: [
            { field: 'startsAt', before: game.startsAt.toISOString(), after: null },
            { field: 'status', before: game.status, after: null },
          ],
          reason: why,
        },
        this.now(),
      );
      return true;
    });
  }

  /** `size + 1` audit rows of a competition (of one of its rows, given `entityId`), newest first, after a keyset position (the (competitionId, at) index). */
  async auditTrail(competitionId: string, size: number, after: AuditPosition | null, entityId: string | null = null): Promise<AuditEntryEntity[]> {
    return keysetPage(this.auditOf(competitionId, entityId), 'audit', 'at', 'DESC', size, after ? { at: new Date(after.at), id: after.id } : null);
  }

  /** Whether the trail holds the entry at a keyset position, or a newer one: a page's `hasPreviousPage`. */
  hasAuditAtOrBefore(competitionId: string, position: AuditPosition, entityId: string | null = null): Promise<boolean> {
    return keysetHasAtOrBefore(this.auditOf(competitionId, entityId), 'audit', 'at', 'DESC', { at: new Date(position.at), id: position.id });
  }

  private auditOf(competitionId: string, entityId: string | null) {
    const query = this.db.manager.createQueryBuilder(AuditEntryEntity, 'audit').where('audit.competitionId = :competitionId', { competitionId });
    if (entityId) query.andWhere('audit.entityId = :entityId', { entityId });
    return query;
  }

  /**
   * Gives each game matched a new scoreboard revision (locked, so an event recorded at once folds
   * onto it) and publishes it after the commit: an open scoreboard reads the teams and players
   * afresh, and shows the new names though no event happened (docs/live-feed.md, "Revisions").
   */
  private async touchGames(tx: Transaction, where: object[]): Promise<void> {
    const games = await lockedGames(tx, where);
    for (const game of games) {
      const snapshot = { ...game.snapshot, revision: revisionOf(game.snapshot) + 1 };
      await tx.manager.update(GameEntity, { id: game.id }, { snapshot });
      tx.afterCommit(() => this.bus.publishScoreboard(snapshot));
    }
  }

  /** Moves a division's standings version once per transaction and tells its watchers after the commit. */
  private standingsChanged(tx: Transaction, divisionId: string): Promise<void> {
    return standingsChanged(tx, this.bus, divisionId);
  }
}

/** The games matched, locked for the rest of the transaction (MySQL: FOR UPDATE), oldest first. */
function lockedGames(tx: Transaction, where: object | object[]): Promise<GameEntity[]> {
  return tx.manager.find(GameEntity, {
    where: where as never,
    order: { startsAt: 'ASC', id: 'ASC' },
    ...(tx.kind === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}

/** A scoreboard's revision: 0 until a correction outside the game log changed what it shows. */
export function revisionOf(snapshot: Pick<ScoreboardSnapshot, 'revision'>): number {
  return snapshot.revision ?? 0;
}

/**
 * Refuses a delete while rows depend on the row, naming each kind and how many (R64): `what` is
 * the row's kind, as the catalogue's errors.RULE_VIOLATION.inUse names it, and `name` its name.
 */
function refuseIfUsed(what: 'competition' | 'division' | 'team' | 'player' | 'game', name: string, uses: Array<[number, string]>): void {
  const used = uses.filter(([n]) => n > 0).map(([count, kind]) => text(`dependents.${kind}`, { count }));
  if (!used.length) return;
  const message = text(`errors.RULE_VIOLATION.inUse.${what}`, { name, dependents: list(used, ', ') });
  throw ruleViolation(message, 'R64', { dependents: used.map((d) => translate('en', d)) });
}

function optionalReason(reason: string | null | undefined): string | null {
  return reason == null || !reason.trim() ? null : checkReason(reason);
}

function nonEmpty(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badField(field, text('errors.BAD_USER_INPUT.notEmpty'));
  return trimmed;
}

function duplicateTeam(name: string) {
  return badField('input.name', text('errors.BAD_USER_INPUT.teamNameTaken', { name }));
}

/** Each team's first game by start time not yet started, with the team it is for. */
async function nextGamesOf(manager: EntityManager, teamIds: readonly string[]): Promise<Array<{ game: GameEntity; teamId: string }>> {
  const out: Array<{ game: GameEntity; teamId: string }> = [];
  for (const teamId of teamIds) {
    const game = await manager.findOne(GameEntity, {
      where: [
        { homeTeamId: teamId, status: GameStatus.SCHEDULED },
        { awayTeamId: teamId, status: GameStatus.SCHEDULED },
      ],
      order: { startsAt: 'ASC', id: 'ASC' },
    });
    if (game) out.push({ game, teamId });
  }
  return out;
}

/** The age rule's verdict for one player in one game (R62): "old enough", or the UNDER_AGE reason's code and message. */
async function ageVerdict(manager: EntityManager, game: GameEntity, teamId: string, playerId: string): Promise<string> {
  const verdict = (await eligibilityOf(manager, game, teamId, [playerId])).byPlayer.get(playerId);
  const underAge = verdict?.reasons.find((r) => r.code === IneligibilityCode.UNDER_AGE);
  return underAge ? `${underAge.code}: ${underAge.message}` : 'old enough';
}
