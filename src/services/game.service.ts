import { In } from 'typeorm';
import { keysetHasAtOrBefore, keysetPage } from '../db/keyset';
import type { Principal } from '../auth/principal';
import type { Database, Transaction } from '../db/database';
import { CompetitionEntity, DivisionEntity, GameEntity, GameEventEntity, TeamEntity, TeamOfficialEntity } from '../db/entities';
import { gamesChanged } from './games-changed';
import { sheetLineups } from './sheet-lineups';
import { type CrewMember, inCrew, normalizeCrew } from '../domain/crew';
import { GameStage, GameStatus } from '../domain/enums';
import { blockEndsAt } from '../domain/game/time-block';
import { resolveRuleset } from '../domain/rulesets';
import { planRoundRobin } from '../domain/schedule';
import type { ScoreboardSnapshot } from '../domain/scoreboard';
import { badField, notFound, ruleViolation } from '../errors';
import { list, reasonText, text } from '../domain/messages';
import type { EventBus } from '../realtime/event-bus';
import { competitionOfGame } from './competition.service';
import { suspendedOfficials } from './lineup.service';
import { AuditAction, AuditEntity, changesOf, recordAudit } from './audit';
import { requireLockedRow, requireRow } from './context';
import { checkFits, type GenerateSchedule, insertGame, insertGames, type ScheduleGame, scheduleOptions, withNames } from './game-schedule';
import type { Reader } from './reads';

/** The most games an official's schedule lists (more than a season of games in one competition). */
const OFFICIAL_SCHEDULE_MAX = 2000;
/** How many games a page of an official's schedule reads at a time, before the exact match of the name. */
const CREW_BATCH = 200;

const normalName = (name: string) => name.replace(/\s+/g, ' ').trim();
/** Text for a LIKE pattern with '!' as its escape character. */
const likeEscape = (value: string) => value.replace(/[!%_]/g, (c) => `!${c}`);

const MINUTE = 60_000;

/** A game not started this long after its start time is no longer a rink's next game (GameService.venue). */
export const VENUE_LATE_MS = 3 * 60 * MINUTE;
/** The most games recentGames and upcomingGames answer at once. */
export const RESULTS_MAX = 50;

/** Games: scheduling, the stored scoreboard, and the feed of its changes. */
/** What a rink's screen shows: the game there now, and the next one. */
export interface VenueView {
  name: string;
  current: GameEntity | null;
  next: GameEntity | null;
}

export class GameService {
  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Schedules one game (a hand edit), refused when it collides with the division's other games: a
   * team in two places at once, a venue holding two games (SCHEDULE_CONFLICT, naming both).
   */
  scheduleGame(input: ScheduleGame): Promise<GameEntity> {
    return this.db.transaction((tx) => this.scheduleIn(tx, input));
  }

  /** scheduleGame inside a transaction of the caller's (an import's: each game checked against those before it). */
  async scheduleIn(tx: Transaction, input: ScheduleGame): Promise<GameEntity> {
    if (input.homeTeamId === input.awayTeamId) throw badField('awayTeamId', text('errors.BAD_USER_INPUT.playsItself'));
    if (Number.isNaN(input.startsAt.getTime())) throw badField('startsAt', text('errors.BAD_USER_INPUT.notADateTime'));
    const division = await requireLockedRow(tx, DivisionEntity, input.divisionId, 'Division', 'divisionId');
    const competition = await requireRow(tx.manager, CompetitionEntity, division.competitionId, 'Competition', 'divisionId');
    const home = await requireRow(tx.manager, TeamEntity, input.homeTeamId, 'Team', 'homeTeamId');
    const away = await requireRow(tx.manager, TeamEntity, input.awayTeamId, 'Team', 'awayTeamId');
    for (const [team, field] of [
      [home, 'homeTeamId'],
      [away, 'awayTeamId'],
    ] as const) {
      if (team.divisionId !== division.id) {
        throw badField(field, text('errors.BAD_USER_INPUT.otherDivision', { team: team.name, division: division.name }));
      }
    }
    const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
    await checkFits(tx.manager, division.id, [{ homeTeamId: home.id, awayTeamId: away.id, startsAt: input.startsAt.toISOString(), venue: input.venue?.trim() || null }], scheduleOptions(ruleset));
    const game = await insertGame(tx.manager, ruleset, this.now(), { ...input, homeTeamId: home.id, awayTeamId: away.id, divisionId: division.id });
    gamesChanged(tx, this.bus, competition.id, [game.venue]);
    return game;
  }

  /**
   * A division's round robin (every pair once, or twice home and away) placed on the given venues
   * and start times: no team in two places at once, `minRestMinutes` between a team's games, a venue
   * one game at a time, none colliding with games already scheduled. All or nothing: when a game
   * cannot be placed, nothing is stored and the refusal says which.
   */
  async generateSchedule(input: GenerateSchedule): Promise<GameEntity[]> {
    if (!input.slots.length) throw badField('input.slots', text('errors.BAD_USER_INPUT.slotsNeeded'));
    return this.db.transaction(async (tx) => {
      const division = await requireLockedRow(tx, DivisionEntity, input.divisionId, 'Division', 'input.divisionId');
      const competition = await requireRow(tx.manager, CompetitionEntity, division.competitionId, 'Competition', 'input.divisionId');
      const teams = await tx.manager.find(TeamEntity, { where: { divisionId: division.id }, order: { name: 'ASC' } });
      if (teams.length < 2) throw ruleViolation(text('errors.RULE_VIOLATION.roundRobinTeams', { division: division.name, count: teams.length }), 'SCHEDULE');
      const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
      const options = scheduleOptions(ruleset, input.gameLengthMinutes, input.minRestMinutes);
      const { games, problems } = planRoundRobin({
        teamIds: teams.map((t) => t.id),
        rounds: input.rounds,
        slots: input.slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), venue: slot.venue.trim() })),
        ...options,
      });
      const named = (said: string) => teams.reduce((out, t) => out.split(t.id).join(t.name), said);
      if (problems.length) {
        const shown = problems.map((p) => withNames(p, named));
        throw ruleViolation(text('errors.RULE_VIOLATION.slotsDoNotFit', { problems: list(shown.map(reasonText), ' ') }), 'SCHEDULE', { problems: shown });
      }
      await checkFits(tx.manager, division.id, games, options, named);
      const stage = input.stage ?? (competition.kind === 'LEAGUE' ? GameStage.REGULAR_SEASON : GameStage.ROUND_ROBIN);
      const inserted = await insertGames(
        tx.manager,
        ruleset,
        this.now(),
        games.map((game) => ({ divisionId: division.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, startsAt: new Date(game.startsAt), venue: game.venue, stage })),
      );
      gamesChanged(
        tx,
        this.bus,
        competition.id,
        inserted.map((game) => game.venue),
      );
      return inserted;
    });
  }

  /**
   * Moves a game not yet started to another time or venue, with scheduleGame's checks; the start and
   * venue before and after are kept in the competition's audit trail (R63).
   */
  async rescheduleGame(principal: Principal, gameId: string, startsAt: Date, venue?: string | null): Promise<GameEntity> {
    if (Number.isNaN(startsAt.getTime())) throw badField('startsAt', text('errors.BAD_USER_INPUT.notADateTime'));
    return this.db.transaction(async (tx) => {
      const game = await requireLockedRow(tx, GameEntity, gameId, 'Game', 'gameId');
      if (game.status !== GameStatus.SCHEDULED) throw ruleViolation(text('errors.RULE_VIOLATION.rescheduleStarted', { status: game.status }), 'SCHEDULE');
      await requireLockedRow(tx, DivisionEntity, game.divisionId, 'Division', 'gameId');
      const competition = await competitionOfGame(tx.manager, game);
      const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
      const moved = { id: game.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, startsAt: startsAt.toISOString(), venue: venue === undefined ? game.venue : venue?.trim() || null };
      await checkFits(tx.manager, game.divisionId, [moved], scheduleOptions(ruleset));
      const changes = changesOf(game, { startsAt, venue: moved.venue }, ['startsAt', 'venue']);
      if (!changes.length) return game;
      gamesChanged(tx, this.bus, competition.id, [game.venue, moved.venue]);
      Object.assign(game, { startsAt, venue: moved.venue });
      await tx.manager.update(GameEntity, { id: game.id }, { startsAt, venue: moved.venue });
      await recordAudit(tx, principal, { competitionIds: [competition.id], entityType: AuditEntity.GAME, entityId: game.id, action: AuditAction.RESCHEDULE, changes }, this.now());
      return game;
    });
  }

  /**
   * Names the game's officials (referees, linesmen, off-ice), replacing those named before. Refused
   * once the game is certified (its sheet is locked) or cancelled.
   */
  async setCrew(gameId: string, members: readonly CrewMember[]): Promise<GameEntity> {
    const crew = normalizeCrew(members);
    return this.db.transaction(async (tx) => {
      const game = await requireLockedRow(tx, GameEntity, gameId, 'Game', 'gameId');
      if (game.certifiedAt) throw ruleViolation(text('errors.RULE_VIOLATION.certifiedLocked'), 'CERTIFIED');
      if (game.status === GameStatus.CANCELLED) throw ruleViolation(text('errors.RULE_VIOLATION.cancelledNoOfficials'), 'SCHEDULE');
      game.crew = crew.length ? crew : null;
      await tx.manager.update(GameEntity, { id: game.id }, { crew: game.crew });
      return game;
    });
  }

  /** An official's games in a competition, by start time: his schedule (any case and spacing of the name). */
  async officialSchedule(competitionId: string, name: string): Promise<GameEntity[]> {
    const games = await this.crewQuery(competitionId, name).orderBy('game.startsAt', 'ASC').addOrderBy('game.id', 'ASC').take(OFFICIAL_SCHEDULE_MAX).getMany();
    return games.filter((game) => inCrew(game.crew, name));
  }

  /**
   * `size + 1` games of an official's schedule (as `officialSchedule`) after a keyset position, and
   * whether the schedule holds the position's game or one before it. The prefilter on the crew's
   * text may let through a game the exact match then leaves out, so the games are read in batches
   * from the last one read until enough match: keyset all the way, never an offset.
   */
  async officialSchedulePage(competitionId: string, name: string, size: number, after: { at: number; id: string } | null): Promise<{ games: GameEntity[]; hasPrevious: boolean }> {
    const games = await this.crewMatches(competitionId, name, 'ASC', after, size + 1);
    if (!after) return { games, hasPrevious: false };
    const at = await this.crewQuery(competitionId, name).andWhere('game.id = :atId', { atId: after.id }).getOne();
    const hasPrevious = (at !== null && inCrew(at.crew, name)) || (await this.crewMatches(competitionId, name, 'DESC', after, 1)).length > 0;
    return { games, hasPrevious };
  }

  /** Up to `want` games of the official's crews after `from`, in `direction`, read a batch at a time. */
  private async crewMatches(competitionId: string, name: string, direction: 'ASC' | 'DESC', from: { at: number; id: string } | null, want: number): Promise<GameEntity[]> {
    const found: GameEntity[] = [];
    let position = from ? { at: new Date(from.at), id: from.id } : null;
    for (;;) {
      const batch = await keysetPage(this.crewQuery(competitionId, name), 'game', 'startsAt', direction, CREW_BATCH - 1, position);
      for (const game of batch) {
        if (inCrew(game.crew, name)) found.push(game);
        if (found.length === want) return found;
      }
      if (batch.length < CREW_BATCH) return found;
      const last = batch[batch.length - 1];
      position = { at: last.startsAt, id: last.id };
    }
  }

  /** The competition's games whose crew's text holds the name: a prefilter, the exact match (inCrew) follows. */
  private crewQuery(competitionId: string, name: string) {
    if (!normalName(name)) throw badField('name', text('errors.BAD_USER_INPUT.nameTheOfficial'));
    return (
      this.db.manager
        .createQueryBuilder(GameEntity, 'game')
        .innerJoin(DivisionEntity, 'division', 'division.id = game.divisionId AND division.competitionId = :competitionId', { competitionId })
        // A prefilter on the stored JSON's text (either database compares it without case); the exact match follows.
        .where("LOWER(game.crew) LIKE :needle ESCAPE '!'", { needle: `%${likeEscape(JSON.stringify(normalName(name).toLowerCase()).slice(1, -1))}%` })
    );
  }

  /**
   * The timeouts each team has in a game, from its competition's rulebook for the game's stage: a
   * count per game or per period; a count of 0 means none are permitted (Cole Harbour round robin,
   * 000:33, G14), and a scoreboard leaves timeouts out.
   */
  async timeoutRule(
    game: GameEntity,
    reads: { division: Reader<string, DivisionEntity | null>; competition: Reader<string, CompetitionEntity | null> },
  ): Promise<{ count: number; per: 'GAME' | 'PERIOD' }> {
    const division = await reads.division.load(game.divisionId);
    const competition = division && (await reads.competition.load(division.competitionId));
    if (!competition) throw notFound('Competition', division?.competitionId ?? game.divisionId);
    return resolveRuleset(competition.preset, competition.rulesOverrides).stage(game.stage).timeouts;
  }

  /**
   * When the game's time block ends (league 004:81, 004:83, G59): an hour after its scheduled start,
   * however late it starts; null in a rulebook that puts games in no block.
   */
  async blockEndsAt(game: GameEntity, reads: { division: Reader<string, DivisionEntity | null>; competition: Reader<string, CompetitionEntity | null> }): Promise<Date | null> {
    const division = await reads.division.load(game.divisionId);
    const competition = division && (await reads.competition.load(division.competitionId));
    if (!competition) throw notFound('Competition', division?.competitionId ?? game.divisionId);
    const endsAt = blockEndsAt(game.startsAt, resolveRuleset(competition.preset, competition.rulesOverrides));
    return endsAt ? new Date(endsAt) : null;
  }

  /**
   * What a rink's screen shows (a venue named exactly as games store it): the game being played
   * there now (the earliest by start time when two overlap), and the next one to come: the first
   * not started yet by start time, leaving out any due more than VENUE_LATE_MS ago (a game never
   * played, or moved without being rescheduled, does not hold the screen for ever). Null when no
   * game was ever scheduled there.
   */
  async venue(name: string): Promise<VenueView | null> {
    const venue = name.trim();
    const at = (status: GameStatus[], from?: Date) => {
      const query = this.db.manager.createQueryBuilder(GameEntity, 'game').where('game.venue = :venue', { venue }).andWhere('game.status IN (:...status)', { status });
      if (from) query.andWhere('game.startsAt >= :from', { from });
      return query.orderBy('game.startsAt', 'ASC').addOrderBy('game.id', 'ASC').getOne();
    };
    const [current, next] = await Promise.all([at([GameStatus.IN_PROGRESS, GameStatus.INTERMISSION]), at([GameStatus.SCHEDULED], new Date(this.now().getTime() - VENUE_LATE_MS))]);
    if (!current && !next && !(await this.db.manager.exists(GameEntity, { where: { venue } }))) return null;
    return { name: venue, current, next };
  }

  /** Games being played now (in progress or in an intermission), of one competition or all, by start time. */
  async liveGames(competitionId?: string | null): Promise<GameEntity[]> {
    const query = this.db.manager
      .createQueryBuilder(GameEntity, 'game')
      .where('game.status IN (:...live)', { live: [GameStatus.IN_PROGRESS, GameStatus.INTERMISSION] })
      .orderBy('game.startsAt', 'ASC')
      .addOrderBy('game.id', 'ASC')
      .take(500);
    if (competitionId) query.innerJoin(DivisionEntity, 'division', 'division.id = game.divisionId AND division.competitionId = :competitionId', { competitionId });
    return query.getMany();
  }

  /**
   * Finished games (final or forfeited), of one competition or all, the latest start first: the
   * front page's results. At most RESULTS_MAX.
   */
  async recentGames(competitionId: string | null | undefined, first: number): Promise<GameEntity[]> {
    const query = this.db.manager
      .createQueryBuilder(GameEntity, 'game')
      .where('game.status IN (:...done)', { done: [GameStatus.FINAL, GameStatus.FORFEITED] })
      .orderBy('game.startsAt', 'DESC')
      .addOrderBy('game.id', 'DESC')
      .take(Math.min(first, RESULTS_MAX));
    if (competitionId) query.innerJoin(DivisionEntity, 'division', 'division.id = game.divisionId AND division.competitionId = :competitionId', { competitionId });
    return query.getMany();
  }

  /**
   * Games still to be played, of one competition or all, the earliest start first: scheduled ones
   * whose start is at most VENUE_LATE_MS past (a game running late is still coming; one never
   * played is not, forever). At most RESULTS_MAX.
   */
  async upcomingGames(competitionId: string | null | undefined, first: number): Promise<GameEntity[]> {
    const query = this.db.manager
      .createQueryBuilder(GameEntity, 'game')
      .where('game.status = :scheduled', { scheduled: GameStatus.SCHEDULED })
      .andWhere('game.startsAt >= :from', { from: new Date(this.now().getTime() - VENUE_LATE_MS) })
      .orderBy('game.startsAt', 'ASC')
      .addOrderBy('game.id', 'ASC')
      .take(Math.min(first, RESULTS_MAX));
    if (competitionId) query.innerJoin(DivisionEntity, 'division', 'division.id = game.divisionId AND division.competitionId = :competitionId', { competitionId });
    return query.getMany();
  }

  /**
   * `size + 1` games of a division or a team (home and away) in order of start time, then id,
   * after a keyset position: the page reads the same rows whatever page it is (the
   * (divisionId, startsAt) and team indexes), however many games the season holds.
   */
  async pageOf(owner: { divisionId: string } | { teamId: string }, size: number, after: { at: number; id: string } | null): Promise<GameEntity[]> {
    return keysetPage(this.gamesOf(owner), 'game', 'startsAt', 'ASC', size, after ? { at: new Date(after.at), id: after.id } : null);
  }

  /** Whether a division or a team has the game at a keyset position, or one before it: a page's `hasPreviousPage`. */
  hasGameAtOrBefore(owner: { divisionId: string } | { teamId: string }, position: { at: number; id: string }): Promise<boolean> {
    return keysetHasAtOrBefore(this.gamesOf(owner), 'game', 'startsAt', 'ASC', { at: new Date(position.at), id: position.id });
  }

  private gamesOf(owner: { divisionId: string } | { teamId: string }) {
    const query = this.db.manager.createQueryBuilder(GameEntity, 'game');
    if ('divisionId' in owner) query.where('game.divisionId = :divisionId', { divisionId: owner.divisionId });
    else query.where('(game.homeTeamId = :teamId OR game.awayTeamId = :teamId)', { teamId: owner.teamId });
    return query;
  }

  /**
   * The game sheet's officials: every official of both teams (home first, by role), each with
   * whether his team's latest roster sheet (setLineup's officialIds) lists him present (league §12;
   * 004:5 "The team captain or coach present at that game", R40).
   */
  async sheetOfficials(game: GameEntity): Promise<Array<{ official: TeamOfficialEntity; teamId: string; present: boolean; suspended: boolean }>> {
    const { manager } = this.db;
    const [officials, sheets] = await Promise.all([
      manager.find(TeamOfficialEntity, { where: { teamId: In([game.homeTeamId, game.awayTeamId]) }, order: { role: 'ASC' } }),
      manager.find(GameEventEntity, { where: { gameId: game.id, type: 'LINEUP_SET', voided: false }, order: { seq: 'ASC' } }),
    ]);
    const present = new Map<string, readonly string[]>();
    for (const sheet of sheets) present.set(sheet.payload.teamId as string, (sheet.payload.officialIds as string[] | undefined) ?? []);
    const side = (o: TeamOfficialEntity) => (o.teamId === game.homeTeamId ? 0 : 1);
    // 004:8 (G52): who may not be on the bench for this game.
    const suspended = officials.length
      ? await suspendedOfficials(
          manager,
          game,
          (await competitionOfGame(manager, game)).id,
          officials.map((o) => o.id),
        )
      : new Map<string, string>();
    return officials
      .sort((a, b) => side(a) - side(b))
      .map((official) => ({ official, teamId: official.teamId, present: present.get(official.teamId)?.includes(official.id) ?? false, suspended: suspended.has(official.id) }));
  }

  /** Whether the game exists. */
  /** The lineups the game's sheet shows, on screen and printed (sheetLineups). */
  sheetLineups(game: GameEntity) {
    return sheetLineups(this.db.manager, game);
  }

  exists(gameId: string): Promise<boolean> {
    return this.db.manager.exists(GameEntity, { where: { id: gameId } });
  }

  /** The stored scoreboard of a game; NOT_FOUND when there is no such game. */
  async scoreboard(gameId: string): Promise<ScoreboardSnapshot> {
    const game = await this.db.manager.findOne(GameEntity, { where: { id: gameId }, select: { id: true, snapshot: true } });
    if (!game) throw notFound('Game', gameId, 'gameId');
    return game.snapshot;
  }
}
