// Over 400 lines: the roster rules' mutations and the reads they check against (rosterFacts, summerTier1Games) stay together, as docs/rulings.md names them in this file.
import { In, Not, type EntityManager } from 'typeorm';
import { canReadTeamPrivate, isAdmin, type Principal } from '../auth/principal';
import type { Database, Transaction } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { keysetHasAtOrBefore, keysetPage } from '../db/keyset';
import { CompetitionEntity, DivisionEntity, GameEntity, GameEventEntity, PlayerEntity, RegistrationEntity, RosterEntryEntity, TeamEntity, TeamOfficialEntity } from '../db/entities';
import { GameStatus, type PlayerExperience, type Position } from '../domain/enums';
import { effectiveRankingTier, isPickup, rosterAdditionProblems, rosterChangeProblems, teamMayChangeOwnRoster } from '../domain/roster-rules';
import type { LineupPlayer } from '../domain/game/types';
import { resolveRuleset } from '../domain/rulesets';
import { badField, forbidden, ruleViolation } from '../errors';
import { list, reasonText, text } from '../domain/messages';
import { requireLockedRow, requireRow } from './context';
import type { Reader } from './reads';
import { standingsMoved } from './standings.service';
import { AuditAction, AuditEntity, changesOf, competitionsOfPlayer, recordAudit } from './audit';

/**
 * League §11 signs a coach, a manager and a trainer; §5 and §6 (004:5, :8) make the team rep and the
 * captain answer for an illegal player too, so they are recorded beside them (one of each, R40).
 */
export const TEAM_OFFICIAL_ROLES = ['COACH', 'MANAGER', 'TRAINER', 'REPRESENTATIVE', 'CAPTAIN'] as const;
export type TeamOfficialRole = (typeof TEAM_OFFICIAL_ROLES)[number];

export interface CreateTeam {
  divisionId: string;
  name: string;
  /** what a scoreboard prints when the name does not fit (SHORT_NAME_MAX); null: derived from the name */
  shortName?: string | null;
  officials?: Array<{ name: string; role: TeamOfficialRole }> | null;
}

export interface CreatePlayer {
  name: string;
  birthDate: string;
  waiverSigned?: boolean | null;
  rankingTier?: number | null;
  /** Cole Harbour 000:11 (R34): pro, Major Junior, college or university experience */
  experienceLevel?: PlayerExperience | null;
}

export interface AddToRoster {
  teamId: string;
  playerId: string;
  number: number;
  position: Position;
  waiverSigned?: boolean | null;
  pickup?: boolean | null;
  goalieAffiliation?: boolean | null;
  /** Cole Harbour: the Tournament Official's clearance of a change after the schedule is drawn */
  clearance?: string | null;
}

/** A roster entry corrected (R50): a new jersey number or position, each optional. */
export interface UpdateRosterEntry {
  number?: number | null;
  position?: Position | null;
  /** Cole Harbour: the Tournament Official's clearance of a change after the schedule is drawn */
  clearance?: string | null;
  /** the safety waiver for this team's competition, marked at the desk (R84): an ADMIN's, never a roster change */
  waiverSigned?: boolean | null;
}

/** A new player put on a roster from the desk in one step (R84): the player (one already known by name and birth date is that one, R55) and his entry. */
export interface AddNewPlayerToRoster {
  teamId: string;
  name: string;
  birthDate: string;
  number: number;
  position: Position;
  waiverSigned?: boolean | null;
  clearance?: string | null;
}

/** What reading a team's games reads: each team's home and away games, each in order of start time, batched by the caller. */
export interface TeamGameReads {
  homeGamesByTeam: Reader<string, GameEntity[]>;
  awayGamesByTeam: Reader<string, GameEntity[]>;
}

/** A team's games, home and away, in order of start time. */
export async function gamesOfTeam(reads: TeamGameReads, teamId: string): Promise<GameEntity[]> {
  const [home, away] = await Promise.all([reads.homeGamesByTeam.load(teamId), reads.awayGamesByTeam.load(teamId)]);
  return [...home, ...away].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** A team's next game: the first by start time that has not started yet; null when it has none to come. */
export async function nextGameOf(reads: TeamGameReads, teamId: string): Promise<GameEntity | null> {
  return (await gamesOfTeam(reads, teamId)).find((g) => g.status === GameStatus.SCHEDULED) ?? null;
}

/** Teams, their officials, players and rosters. */
export class TeamService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Home and away, in order of start time. */
  games(teamId: string, reads: TeamGameReads): Promise<GameEntity[]> {
    return gamesOfTeam(reads, teamId);
  }

  /** The first game by start time that has not started yet (see nextGameOf). */
  nextGame(teamId: string, reads: TeamGameReads): Promise<GameEntity | null> {
    return nextGameOf(reads, teamId);
  }

  async createTeam(input: CreateTeam): Promise<TeamEntity> {
    const officials = input.officials ?? [];
    // League §11: one coach, one manager and one trainer at most.
    const seen = new Set<string>();
    officials.forEach((official, index) => {
      if (seen.has(official.role)) throw badField(`officials.${index}.role`, text('errors.BAD_USER_INPUT.oneRole', { role: official.role }));
      seen.add(official.role);
    });
    const name = input.name.trim();
    try {
      return await this.db.transaction(async (tx) => {
        await requireRow(tx.manager, DivisionEntity, input.divisionId, 'Division', 'divisionId');
        if (await tx.manager.exists(TeamEntity, { where: { divisionId: input.divisionId, name } })) throw duplicateTeam(name);
        const team = await tx.manager.save(tx.manager.create(TeamEntity, { divisionId: input.divisionId, name, shortName: input.shortName?.trim() || null }));
        // A new team is a new row of the division's table.
        await standingsMoved(tx.manager, input.divisionId);
        if (officials.length) {
          await tx.manager.save(
            TeamOfficialEntity,
            officials.map((o) => tx.manager.create(TeamOfficialEntity, { teamId: team.id, name: o.name.trim(), role: o.role })),
          );
        }
        return team;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateTeam(name);
      throw error;
    }
  }

  /** Signs an official to a team (league §11: one of each role; the rep and the captain answer for an illegal player, 004:5, R40). */
  async addTeamOfficial(input: { teamId: string; name: string; role: TeamOfficialRole }): Promise<TeamOfficialEntity> {
    return this.db.transaction(async (tx) => {
      await requireLockedRow(tx, TeamEntity, input.teamId, 'Team', 'teamId');
      if (await tx.manager.exists(TeamOfficialEntity, { where: { teamId: input.teamId, role: input.role } })) throw badField('role', text('errors.BAD_USER_INPUT.oneRole', { role: input.role }));
      return tx.manager.save(tx.manager.create(TeamOfficialEntity, { teamId: input.teamId, name: input.name.trim(), role: input.role }));
    });
  }

  /**
   * League 004:13: the league received the player's signed registration form for a competition
   * (default: now). It counts for the games that start after it (R42); recording it again keeps the
   * first, unless this one came earlier.
   */
  recordRegistration(input: { playerId: string; competitionId: string; receivedAt?: Date | null }): Promise<RegistrationEntity> {
    const receivedAt = input.receivedAt ?? this.now();
    if (receivedAt.getTime() > this.now().getTime()) throw badField('receivedAt', text('errors.BAD_USER_INPUT.formInFuture'));
    return this.db.transaction(async (tx) => {
      await requireRow(tx.manager, PlayerEntity, input.playerId, 'Player', 'playerId');
      await requireLockedRow(tx, CompetitionEntity, input.competitionId, 'Competition', 'competitionId');
      const existing = await tx.manager.findOne(RegistrationEntity, { where: { playerId: input.playerId, competitionId: input.competitionId } });
      if (existing) {
        if (receivedAt.getTime() < existing.receivedAt.getTime()) {
          existing.receivedAt = receivedAt;
          await tx.manager.update(RegistrationEntity, { id: existing.id }, { receivedAt });
        }
        return existing;
      }
      return tx.manager.save(tx.manager.create(RegistrationEntity, { playerId: input.playerId, competitionId: input.competitionId, receivedAt }));
    });
  }

  /**
   * `size + 1` of a player's registration forms in the order they were received, then id, after a
   * keyset position; only those of `competitionIds` when given (a coach's: his teams' competitions),
   * none when it is empty. The (playerId, competitionId) index holds each player's forms together.
   */
  async registrationsPage(playerId: string, competitionIds: readonly string[] | null, size: number, after: { at: number; id: string } | null): Promise<RegistrationEntity[]> {
    if (competitionIds && competitionIds.length === 0) return [];
    // Compared with the instant stored in the cursor's row: the column keeps what the database keeps, not a cursor's milliseconds.
    return keysetPage(this.registrationsOf(playerId, competitionIds), 'registration', 'receivedAt', 'ASC', size, after ? { at: new Date(after.at), id: after.id } : null, RegistrationEntity);
  }

  /** Whether the player's registrations (those of `competitionIds`, or all) hold the one at `position` or one before it: a page's hasPreviousPage. */
  async hasRegistrationAtOrBefore(playerId: string, competitionIds: readonly string[] | null, position: { at: number; id: string }): Promise<boolean> {
    if (competitionIds && competitionIds.length === 0) return false;
    return keysetHasAtOrBefore(this.registrationsOf(playerId, competitionIds), 'registration', 'receivedAt', 'ASC', { at: new Date(position.at), id: position.id }, RegistrationEntity);
  }

  private registrationsOf(playerId: string, competitionIds: readonly string[] | null) {
    const query = this.db.manager.createQueryBuilder(RegistrationEntity, 'registration').where('registration.playerId = :playerId', { playerId });
    if (competitionIds) query.andWhere('registration.competitionId IN (:...competitionIds)', { competitionIds: [...competitionIds] });
    return query;
  }

  createPlayer(input: CreatePlayer): Promise<PlayerEntity> {
    return this.db.transaction((tx) => this.createPlayerIn(tx, input));
  }

  /** createPlayer inside a transaction of the caller's (an import's). */
  createPlayerIn(tx: Transaction, input: CreatePlayer): Promise<PlayerEntity> {
    const birth = new Date(`${input.birthDate}T00:00:00Z`);
    if (birth.getTime() > this.now().getTime()) throw badField('birthDate', text('errors.BAD_USER_INPUT.inFuture'));
    if (birth.getUTCFullYear() < 1900) throw badField('birthDate', text('errors.BAD_USER_INPUT.before1900'));
    return tx.manager.save(
      tx.manager.create(PlayerEntity, {
        name: input.name.trim(),
        birthDate: input.birthDate,
        waiverSigned: input.waiverSigned ?? false,
        rankingTier: input.rankingTier ?? null,
        experienceLevel: input.experienceLevel ?? null,
      }),
    );
  }

  /**
   * Sets or clears a player's highest level played (Cole Harbour 000:11, R34); a change is kept in
   * the audit trail of each competition he is on a roster in (R63).
   */
  setPlayerExperience(principal: Principal, playerId: string, experienceLevel: PlayerExperience | null): Promise<PlayerEntity> {
    return this.db.transaction(async (tx) => {
      const player = await requireLockedRow(tx, PlayerEntity, playerId, 'Player', 'playerId');
      const changes = changesOf(player, { experienceLevel }, ['experienceLevel']);
      if (!changes.length) return player;
      player.experienceLevel = experienceLevel;
      await tx.manager.update(PlayerEntity, { id: player.id }, { experienceLevel });
      await recordAudit(
        tx,
        principal,
        { competitionIds: await competitionsOfPlayer(tx.manager, player.id), entityType: AuditEntity.PLAYER, entityId: player.id, action: AuditAction.UPDATE, changes },
        this.now(),
      );
      return player;
    });
  }

  /**
   * Adds a player to a team's roster, refused (RULE_VIOLATION, every broken limit in
   * `extensions.problems`, each naming its rule) when the competition's rulebook forbids it (R22):
   * roster sizes, league pick-ups, the addition cut-off, goalie affiliations, Tier 1 caps, BHI
   * division ratings, Cole Harbour changes after the schedule is drawn without the official's
   * clearance. The team row is locked first, so two additions at once cannot both take the last place.
   */
  async addToRoster(input: AddToRoster): Promise<RosterEntryEntity> {
    try {
      return await this.db.transaction((tx) => this.addToRosterIn(tx, input));
    } catch (error) {
      // Two officials adding the same number at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(error)) throw duplicateNumber(input.number, 'this team');
      throw error;
    }
  }

  /** addToRoster inside a transaction of the caller's (an import's: each row sees the rows before it). */
  async addToRosterIn(tx: Transaction, input: AddToRoster): Promise<RosterEntryEntity> {
    const team = await requireLockedRow(tx, TeamEntity, input.teamId, 'Team', 'teamId');
    const player = await requireRow(tx.manager, PlayerEntity, input.playerId, 'Player', 'playerId');
    const clash = await tx.manager.findOne(RosterEntryEntity, { where: { teamId: team.id, number: input.number } });
    if (clash) {
      const wearer = clash.playerId === player.id ? player : await tx.manager.findOneBy(PlayerEntity, { id: clash.playerId });
      throw duplicateNumber(input.number, team.name, wearer?.name);
    }
    const already = await tx.manager.findOne(RosterEntryEntity, { where: { teamId: team.id, playerId: player.id } });
    if (already) {
      throw badField('playerId', text(`errors.BAD_USER_INPUT.${already.releasedAt ? 'releasedThisSeason' : 'alreadyOnRoster'}`, { name: player.name, team: team.name }));
    }
    const at = this.now();
    const facts = await rosterFacts(tx.manager, team, player.id);
    const { competition } = facts;
    const goalieAffiliation = input.goalieAffiliation ?? false;
    const pickup = input.pickup ?? (!goalieAffiliation && isPickup(competition.preset, at.toISOString(), facts.seasonStartsAt));
    const problems = rosterAdditionProblems({
      preset: competition.preset,
      roster: facts.roster,
      addition: { name: player.name, position: input.position, goalieAffiliation, pickup, rankingTier: effectiveRankingTier(player.rankingTier, facts.summerTier1GamesOfAddition) },
      at: at.toISOString(),
      team: { tier: facts.teamTier, divisionRating: facts.division.rating },
      leagueSeason: resolveRuleset(competition.preset, competition.rulesOverrides).leagueSeason,
      season: { startsAt: facts.seasonStartsAt, additionCutoff: competition.additionCutoff?.toISOString() ?? null, timeZone: competition.timeZone },
      pickupsUsed: facts.pickupsUsed,
      goalie: facts.goalie,
      otherDivisionRatings: facts.otherDivisionRatings,
      scheduleDrawnAt: facts.scheduleDrawnAt,
      clearedByOfficial: !!input.clearance,
    });
    if (problems.length) {
      throw ruleViolation(text('errors.RULE_VIOLATION.cannotJoin', { name: player.name, team: team.name, problems: list(problems.map(reasonText), ' ') }), problems[0].rule, { problems });
    }
    return tx.manager.save(
      tx.manager.create(RosterEntryEntity, {
        teamId: team.id,
        playerId: player.id,
        number: input.number,
        position: input.position,
        waiverSigned: input.waiverSigned ?? player.waiverSigned,
        pickup,
        goalieAffiliation,
        addedAt: at,
        clearance: input.clearance?.trim() || null,
      }),
    );
  }

  /**
   * Corrects a roster entry's jersey number or position (R50): an ADMIN at any time the rules allow,
   * the team's COACH only where the rulebook lets a team keep its own roster (Cole Harbour, before
   * the schedule is drawn). Refused: a number already worn on the team this season (a released
   * player's too), a change while a game of the team is under way, and what rosterChangeProblems
   * names (goalie limits, Cole Harbour's clearance after the draw, the league's goalie cut-off).
   */
  async updateRosterEntry(principal: Principal, id: string, input: UpdateRosterEntry): Promise<RosterEntryEntity> {
    const rosterChange = (input.number !== undefined && input.number !== null) || !!input.position;
    const waiver = input.waiverSigned ?? null;
    if (!rosterChange && waiver === null) throw badField('input', text('errors.BAD_USER_INPUT.numberOrPosition'));
    // R84: the waiver is the tournament's paper, kept by its desk: a coach does not mark his own players'.
    if (waiver !== null && !isAdmin(principal)) throw forbidden(text('errors.FORBIDDEN.waiverByDesk'));
    if (!rosterChange) return this.markWaiver(principal, id, waiver!);
    try {
      return await this.db.transaction(async (tx) => {
        const { entry, team, player, facts, at } = await this.entryToChange(tx, principal, id);
        if (entry.releasedAt) throw badField('id', text('errors.BAD_USER_INPUT.releasedEntryKept', { name: player.name, team: team.name }));
        const number = input.number ?? entry.number;
        if (number !== entry.number) {
          const clash = await tx.manager.findOne(RosterEntryEntity, { where: { teamId: team.id, number } });
          if (clash) {
            const wearer = await tx.manager.findOneBy(PlayerEntity, { id: clash.playerId });
            throw duplicateNumber(number, team.name, wearer?.name);
          }
        }
        const changes = rosterChangeProblems({
          preset: facts.competition.preset,
          name: player.name,
          entry,
          change: { kind: 'UPDATE', position: input.position ?? null, number: number !== entry.number ? number : null },
          roster: facts.roster,
          at: at.toISOString(),
          gameUnderWay: facts.gameUnderWay,
          additionCutoff: facts.competition.additionCutoff?.toISOString() ?? null,
          scheduleDrawnAt: facts.scheduleDrawnAt,
          clearedByOfficial: !!input.clearance?.trim(),
        });
        if (changes.length)
          throw ruleViolation(text('errors.RULE_VIOLATION.entryUnchangeable', { name: player.name, problems: list(changes.map(reasonText), ' ') }), changes[0].rule, { problems: changes });
        const before = { ...entry };
        entry.number = number;
        entry.position = input.position ?? entry.position;
        if (waiver !== null) entry.waiverSigned = waiver;
        if (input.clearance?.trim()) entry.clearance = input.clearance.trim();
        const saved = await tx.manager.save(entry);
        await recordAudit(
          tx,
          principal,
          {
            competitionIds: [facts.competition.id],
            entityType: AuditEntity.ROSTER_ENTRY,
            entityId: entry.id,
            action: AuditAction.UPDATE,
            changes: changesOf(before, entry, ['number', 'position', 'clearance', 'waiverSigned']),
            reason: input.clearance,
          },
          at,
        );
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateNumber(input.number ?? -1, 'this team');
      throw error;
    }
  }

  /**
   * R84: the desk marks (or un-marks) an entry's safety waiver. Not a change of the roster: no
   * clearance after the draw, and allowed while a game is under way (the waiver is signed at the
   * desk before the player steps on). A released entry is kept as it was. Audited (R63).
   */
  private markWaiver(principal: Principal, id: string, waiverSigned: boolean): Promise<RosterEntryEntity> {
    return this.db.transaction(async (tx) => {
      const found = await requireRow(tx.manager, RosterEntryEntity, id, 'RosterEntry', 'id');
      const team = await requireLockedRow(tx, TeamEntity, found.teamId, 'Team', 'id');
      const entry = await requireRow(tx.manager, RosterEntryEntity, id, 'RosterEntry', 'id');
      const player = await requireRow(tx.manager, PlayerEntity, entry.playerId, 'Player', 'id');
      if (entry.releasedAt) throw badField('id', text('errors.BAD_USER_INPUT.releasedEntryKept', { name: player.name, team: team.name }));
      if (entry.waiverSigned === waiverSigned) return entry;
      const division = await requireRow(tx.manager, DivisionEntity, team.divisionId, 'Division', 'teamId');
      const before = { ...entry };
      entry.waiverSigned = waiverSigned;
      await tx.manager.update(RosterEntryEntity, { id: entry.id }, { waiverSigned });
      await recordAudit(
        tx,
        principal,
        { competitionIds: [division.competitionId], entityType: AuditEntity.ROSTER_ENTRY, entityId: entry.id, action: AuditAction.UPDATE, changes: changesOf(before, entry, ['waiverSigned']) },
        this.now(),
      );
      return entry;
    });
  }

  /**
   * A new player onto a roster from the desk (R84), in one transaction: the player created (or the
   * one already known by the same name and birth date, R55), then added as addToRoster adds; any
   * refusal stores nothing, the new player included.
   */
  async addNewPlayerToRoster(input: AddNewPlayerToRoster): Promise<RosterEntryEntity> {
    const name = input.name.replace(/\s+/g, ' ').trim();
    try {
      return await this.db.transaction(async (tx) => {
        await requireRow(tx.manager, TeamEntity, input.teamId, 'Team', 'teamId');
        const known = await tx.manager.findOne(PlayerEntity, { where: { name, birthDate: input.birthDate } });
        const player = known ?? (await this.createPlayerIn(tx, { name, birthDate: input.birthDate }));
        return this.addToRosterIn(tx, {
          teamId: input.teamId,
          playerId: player.id,
          number: input.number,
          position: input.position,
          waiverSigned: input.waiverSigned ?? null,
          clearance: input.clearance ?? null,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateNumber(input.number, 'this team');
      throw error;
    }
  }

  /**
   * Releases a player from a team's roster (R50), as updateRosterEntry decides who may. The history
   * stays: an entry whose player has played for the team (dressed, or named in one of its games'
   * events) or that was a league pick-up (one of the season's seven, released or not) is ended
   * (`releasedAt`), never deleted, and its number stays his for the season; an entry nothing
   * refers to (added in error) is deleted. Either way the player is off the roster from now on.
   */
  async removeFromRoster(principal: Principal, id: string, clearance?: string | null): Promise<RosterEntryEntity> {
    return this.db.transaction(async (tx) => {
      const { entry, team, player, facts, at } = await this.entryToChange(tx, principal, id);
      if (entry.releasedAt) throw badField('id', text('errors.BAD_USER_INPUT.alreadyReleased', { name: player.name, team: team.name }));
      const changes = rosterChangeProblems({
        preset: facts.competition.preset,
        name: player.name,
        entry,
        change: { kind: 'RELEASE' },
        roster: facts.roster,
        at: at.toISOString(),
        gameUnderWay: facts.gameUnderWay,
        scheduleDrawnAt: facts.scheduleDrawnAt,
        clearedByOfficial: !!clearance?.trim(),
      });
      if (changes.length) throw ruleViolation(text('errors.RULE_VIOLATION.cannotRelease', { name: player.name, problems: list(changes.map(reasonText), ' ') }), changes[0].rule, { problems: changes });
      const audit = (action: AuditAction, changes: Array<{ field: string; before: unknown; after: unknown }>) =>
        recordAudit(tx, principal, { competitionIds: [facts.competition.id], entityType: AuditEntity.ROSTER_ENTRY, entityId: entry.id, action, changes, reason: clearance }, at);
      if (entry.pickup || (await playedFor(tx.manager, team.id, player.id))) {
        entry.releasedAt = at;
        if (clearance?.trim()) entry.clearance = clearance.trim();
        const saved = await tx.manager.save(entry);
        await audit(AuditAction.RELEASE, [{ field: 'releasedAt', before: null, after: at.toISOString() }]);
        return saved;
      }
      await tx.manager.delete(RosterEntryEntity, { id: entry.id });
      await audit(AuditAction.DELETE, [
        { field: 'playerId', before: entry.playerId, after: null },
        { field: 'number', before: entry.number, after: null },
      ]);
      return Object.assign(entry, { releasedAt: at });
    });
  }

  /** The entry, its team (locked) and player, what the rules need, and who may change it (R50). */
  private async entryToChange(tx: Parameters<Parameters<Database['transaction']>[0]>[0], principal: Principal, id: string) {
    const found = await requireRow(tx.manager, RosterEntryEntity, id, 'RosterEntry', 'id');
    const team = await requireLockedRow(tx, TeamEntity, found.teamId, 'Team', 'id');
    const entry = await requireRow(tx.manager, RosterEntryEntity, id, 'RosterEntry', 'id');
    const player = await requireRow(tx.manager, PlayerEntity, entry.playerId, 'Player', 'id');
    const facts = await rosterFacts(tx.manager, team, player.id, entry.id);
    const at = this.now();
    if (!isAdmin(principal)) {
      if (!canReadTeamPrivate(principal, team.id)) throw forbidden(text('errors.FORBIDDEN.changeRoster'));
      const verdict = teamMayChangeOwnRoster(facts.competition.preset, at.toISOString(), facts.scheduleDrawnAt);
      if (!verdict.may) throw forbidden(verdict.why);
    }
    return { entry, team, player, facts, at };
  }
}

/**
 * Whether a player has played for a team (R50): dressed in one of its games that started (its
 * GAME_STARTED lineup), listed as dressed on a paper result, or named by an event of one of its games.
 */
async function playedFor(manager: EntityManager, teamId: string, playerId: string): Promise<boolean> {
  const games = await manager.find(GameEntity, {
    where: [
      { homeTeamId: teamId, status: Not(In([GameStatus.SCHEDULED, GameStatus.CANCELLED])) },
      { awayTeamId: teamId, status: Not(In([GameStatus.SCHEDULED, GameStatus.CANCELLED])) },
    ],
    select: { id: true, homeTeamId: true },
  });
  if (!games.length) return false;
  const events = await manager.find(GameEventEntity, {
    where: { gameId: In(games.map((g) => g.id)), voided: false },
    select: { gameId: true, type: true, teamId: true, playerId: true, payload: true },
  });
  return events.some((e) => {
    if (e.playerId === playerId && (e.teamId === teamId || e.teamId === null)) return true;
    const side = games.find((g) => g.id === e.gameId)!.homeTeamId === teamId ? 'home' : 'away';
    if (e.type === 'GAME_STARTED') return ((e.payload.lineups as Record<string, Array<{ playerId: string }>> | undefined)?.[side] ?? []).some((p) => p.playerId === playerId);
    if (e.type === 'RESULT_RECORDED') return ((e.payload.dressed as Record<string, string[]> | undefined)?.[side] ?? []).includes(playerId);
    return false;
  });
}

/**
 * What the roster limits need to know about a team and the player joining it, read in the
 * addition's transaction: the team's roster (with each player's ranking), its division and
 * competition, when the season started (the competition's date, else its first scheduled game),
 * when the schedule was drawn (its first game was scheduled), the player's other teams in the
 * competition (BHI ratings; a league goalie's affiliations and own team's tier).
 */
async function rosterFacts(manager: EntityManager, team: TeamEntity, playerId: string, changing?: string) {
  const division = await requireRow(manager, DivisionEntity, team.divisionId, 'Division', 'teamId');
  const competition = await requireRow(manager, CompetitionEntity, division.competitionId, 'Competition', 'teamId');
  const divisions = await manager.find(DivisionEntity, { where: { competitionId: competition.id } });
  const divisionIds = divisions.map((d) => d.id);
  const [all, firstGame, firstScheduled, teams, underWay] = await Promise.all([
    manager.find(RosterEntryEntity, { where: { teamId: team.id } }),
    manager.findOne(GameEntity, { where: { divisionId: In(divisionIds) }, order: { startsAt: 'ASC' } }),
    manager.findOne(GameEntity, { where: { divisionId: In(divisionIds) }, order: { createdAt: 'ASC' } }),
    manager.find(TeamEntity, { where: { divisionId: In(divisionIds) } }),
    manager.exists(GameEntity, {
      where: [
        { homeTeamId: team.id, status: In(UNDER_WAY) },
        { awayTeamId: team.id, status: In(UNDER_WAY) },
      ],
    }),
  ]);
  // On the roster now, the entry being changed left out; released players still count among the
  // season's pick-ups (§8 "a maximum of seven (7) player additions"), R50.
  const entries = all.filter((e) => e.releasedAt === null && e.id !== changing);
  const pickupsUsed = all.filter((e) => e.pickup && !e.goalieAffiliation).length;
  const rankings = entries.length ? await manager.find(PlayerEntity, { where: { id: In(entries.map((e) => e.playerId)) }, select: { id: true, rankingTier: true } }) : [];
  const summerGames = await summerTier1Games(manager, competition.previousSummerCompetitionId, [...entries.map((e) => e.playerId), playerId]);
  const elsewhere = await manager.find(RosterEntryEntity, { where: { playerId, teamId: In(teams.map((t) => t.id)) } });
  const ratingOf = (teamId: string) => divisions.find((d) => d.id === teams.find((t) => t.id === teamId)?.divisionId)?.rating ?? null;
  // BHI's ratings count every team he was on in the tournament; affiliations and his own team, the ones he is on now.
  const current = elsewhere.filter((e) => e.releasedAt === null);
  const ownTeam = current.find((e) => !e.goalieAffiliation);
  return {
    competition,
    division,
    teamTier: tierOf(division.rating),
    roster: entries.map((e) => ({
      position: e.position,
      goalieAffiliation: e.goalieAffiliation,
      pickup: e.pickup,
      rankingTier: effectiveRankingTier(rankings.find((p) => p.id === e.playerId)?.rankingTier, summerGames.get(e.playerId) ?? 0),
    })),
    summerTier1GamesOfAddition: summerGames.get(playerId) ?? 0,
    seasonStartsAt: (competition.seasonStartsAt ?? firstGame?.startsAt)?.toISOString() ?? null,
    scheduleDrawnAt: firstScheduled?.createdAt.toISOString() ?? null,
    otherDivisionRatings: elsewhere.map((e) => ratingOf(e.teamId)),
    pickupsUsed,
    gameUnderWay: underWay,
    goalie: { affiliations: current.filter((e) => e.goalieAffiliation).length, teamTier: ownTeam ? tierOf(ratingOf(ownTeam.teamId)) : null },
  };
}

const UNDER_WAY = [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION];

/**
 * 004:32 (R46): games each player was dressed for in a Tier 1 division of the previous summer
 * season, played out (final or forfeited): a live game's GAME_STARTED lineup, a paper game's
 * scoresheet. An empty map without a previous summer season.
 */
async function summerTier1Games(manager: EntityManager, summerId: string | null, playerIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!summerId || !playerIds.length) return counts;
  const divisions = await manager.find(DivisionEntity, { where: { competitionId: summerId, rating: '1' }, select: { id: true } });
  if (!divisions.length) return counts;
  const games = await manager.find(GameEntity, { where: { divisionId: In(divisions.map((d) => d.id)), status: In([GameStatus.FINAL, GameStatus.FORFEITED]) }, select: { id: true } });
  if (!games.length) return counts;
  const events = await manager.find(GameEventEntity, { where: { gameId: In(games.map((g) => g.id)), type: In(['GAME_STARTED', 'RESULT_RECORDED']), voided: false }, order: { seq: 'ASC' } });
  const dressed = new Map<string, Set<string>>();
  for (const event of events) {
    const ids =
      event.type === 'GAME_STARTED'
        ? [...(event.payload.lineups as { home: LineupPlayer[]; away: LineupPlayer[] }).home, ...(event.payload.lineups as { home: LineupPlayer[]; away: LineupPlayer[] }).away].map((p) => p.playerId)
        : event.payload.dressed && !dressed.has(event.gameId)
          ? [...(event.payload.dressed as { home: string[]; away: string[] }).home, ...(event.payload.dressed as { home: string[]; away: string[] }).away]
          : null;
    if (ids) dressed.set(event.gameId, new Set(ids));
  }
  const wanted = new Set(playerIds);
  for (const set of dressed.values()) for (const id of set) if (wanted.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** A league division's rating is its tier, "1" to "9"; anything else is no tier. */
function tierOf(rating: string | null): number | null {
  return rating && /^[1-9]$/.test(rating) ? Number(rating) : null;
}

function duplicateTeam(name: string) {
  return badField('name', text('errors.BAD_USER_INPUT.teamNameTaken', { name }));
}

function duplicateNumber(number: number, teamName: string, wearer?: string) {
  return badField('number', wearer ? text('errors.BAD_USER_INPUT.numberWornBy', { number, wearer, team: teamName }) : text('errors.BAD_USER_INPUT.numberWorn', { number, team: teamName }));
}
