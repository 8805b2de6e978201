import { randomUUID } from 'node:crypto';
import { In, Not, type EntityManager } from 'typeorm';
import { CompetitionEntity, DivisionEntity, GameEntity, TeamEntity } from '../db/entities';
import { GameStage, GameStatus } from '../domain/enums';
import { initialState } from '../domain/game/machine';
import { toScoreboard } from '../domain/game/scoreboard-view';
import type { Ruleset } from '../domain/rulesets';
import { type ScheduleOptions, type ScheduleProblem, scheduleProblems } from '../domain/schedule';
import { ruleViolation } from '../errors';
import { attachText, list, type Param, reasonText, TEXT, text, type Text, type WithText } from '../domain/messages';

/*
 * A game's place in the schedule: the checks that a game fits among the division's others (teams
 * named in every problem), and the stored new game with its initial state (GameService, BracketService).
 */

export interface ScheduleGame {
  divisionId: string;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  stage: GameStage;
  venue?: string | null;
}

export interface GenerateSchedule {
  divisionId: string;
  rounds: 'ONCE' | 'TWICE';
  slots: Array<{ startsAt: Date; venue: string }>;
  /** ROUND_ROBIN for a tournament, REGULAR_SEASON for a league, when left out */
  stage?: GameStage | null;
  /** how long a game holds its teams and venue; the regulation time when left out */
  gameLengthMinutes?: number | null;
  /** least time between a team's games; none when left out */
  minRestMinutes?: number | null;
}

const MINUTE = 60_000;

/** A game's length for the checks: the regulation time unless given (run-time rulebooks play to it). */
export function scheduleOptions(ruleset: Ruleset, gameLengthMinutes?: number | null, minRestMinutes?: number | null): ScheduleOptions {
  return { gameLengthMs: (gameLengthMinutes ?? (ruleset.regulationPeriods * ruleset.periodLengthMs) / MINUTE) * MINUTE, minRestMs: (minRestMinutes ?? 0) * MINUTE };
}

/**
 * Refuses games that collide with the competition's scheduled or played games (not cancelled ones):
 * a team busy or short of rest, a venue taken — by a game of any of its divisions, since divisions
 * share the rinks. Every problem is listed, teams named, the other game's start on the
 * competition's clock.
 */
export async function checkFits(
  manager: EntityManager,
  divisionId: string,
  games: ReadonlyArray<{ id?: string; homeTeamId: string; awayTeamId: string; startsAt: string; venue?: string | null }>,
  options: ScheduleOptions,
  named?: (said: string) => string,
): Promise<void> {
  const { divisionIds, timeZone } = await competitionAround(manager, divisionId);
  const existing = (
    await manager.find(GameEntity, {
      where: { divisionId: In(divisionIds), status: Not(GameStatus.CANCELLED) },
      select: { id: true, homeTeamId: true, awayTeamId: true, startsAt: true, venue: true },
    })
  ).map((g) => ({ id: g.id, homeTeamId: g.homeTeamId, awayTeamId: g.awayTeamId, startsAt: g.startsAt.toISOString(), venue: g.venue }));
  const problems = scheduleProblems(games, existing, { ...options, timeZone });
  if (!problems.length) return;
  const name = await teamNamer(manager, divisionIds, named);
  const shown = problems.map((p) => withNames(p, name));
  throw ruleViolation(text('errors.RULE_VIOLATION.scheduleDoesNotFit', { problems: list(shown.map(reasonText), ' ') }), 'SCHEDULE_CONFLICT', { problems: shown });
}

/** The divisions of the division's competition, and its time zone. */
async function competitionAround(manager: EntityManager, divisionId: string): Promise<{ divisionIds: string[]; timeZone: string }> {
  const division = await manager.findOne(DivisionEntity, { where: { id: divisionId }, select: { id: true, competitionId: true } });
  if (!division) return { divisionIds: [divisionId], timeZone: 'UTC' };
  const [divisions, competition] = await Promise.all([
    manager.find(DivisionEntity, { where: { competitionId: division.competitionId }, select: { id: true } }),
    manager.findOne(CompetitionEntity, { where: { id: division.competitionId }, select: { id: true, timeZone: true } }),
  ]);
  return { divisionIds: divisions.map((d) => d.id), timeZone: competition?.timeZone ?? 'UTC' };
}

/**
 * Names every team of the competition: a problem names the teams of the game it collides with too,
 * not only its own, and that game may be another division's. `named` (the caller's names for teams
 * not stored yet) goes first.
 */
async function teamNamer(manager: EntityManager, divisionIds: string[], named?: (said: string) => string): Promise<(said: string) => string> {
  const teams = await manager.find(TeamEntity, { where: { divisionId: In(divisionIds) }, select: { id: true, name: true } });
  return (said) => teams.reduce((out, t) => out.split(t.id).join(t.name), named ? named(said) : said);
}

/** A schedule problem with its teams named, in its English message and in its message as data (the domain names them by id). */
export function withNames(problem: ScheduleProblem & WithText, name: (said: string) => string): ScheduleProblem {
  const named = { ...problem, message: name(problem.message) };
  const own = problem[TEXT];
  return own ? attachText(named, namedText(own, name)) : named;
}

function namedText(message: Text, name: (said: string) => string): Text {
  const param = (value: Param): Param => {
    if (typeof value === 'string') return name(value);
    if (typeof value === 'number' || 'untranslated' in value || 'money' in value) return value;
    if ('key' in value) return namedText(value, name);
    return { ...value, list: value.list.map(param) };
  };
  return message.params ? text(message.key, Object.fromEntries(Object.entries(message.params).map(([key, value]) => [key, param(value)]))) : message;
}

/**
 * Stores a new scheduled game in the caller's transaction, with its initial state and scoreboard:
 * the fold of its log starts at `createdAt` (GameEventService replays from it).
 */
export async function insertGame(manager: EntityManager, ruleset: Ruleset, createdAt: Date, input: ScheduleGame): Promise<GameEntity> {
  return manager.save(newGame(manager, ruleset, createdAt, input));
}

/** How many games one INSERT statement stores: about 20 parameters each, well inside both databases' limits. */
const INSERT_CHUNK = 100;

/**
 * insertGame for many games at once (a generated schedule): a multi-row INSERT per hundred games
 * instead of a lookup and an insert per game. Every column is set here, the version and the
 * standings version too (what save() would read back), so nothing is read back.
 */
export async function insertGames(manager: EntityManager, ruleset: Ruleset, createdAt: Date, inputs: readonly ScheduleGame[]): Promise<GameEntity[]> {
  const games = inputs.map((input) => Object.assign(newGame(manager, ruleset, createdAt, input), { standingsVersion: 0, version: 1 }));
  for (let i = 0; i < games.length; i += INSERT_CHUNK) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(GameEntity)
      .values(games.slice(i, i + INSERT_CHUNK))
      .updateEntity(false)
      .execute();
  }
  return games;
}

/** A new scheduled game, not stored: its id assigned, its initial state and scoreboard set. */
function newGame(manager: EntityManager, ruleset: Ruleset, createdAt: Date, input: ScheduleGame): GameEntity {
  const game = manager.create(GameEntity, {
    divisionId: input.divisionId,
    homeTeamId: input.homeTeamId,
    awayTeamId: input.awayTeamId,
    startsAt: input.startsAt,
    venue: input.venue?.trim() || null,
    stage: input.stage,
    status: GameStatus.SCHEDULED,
    homeScore: 0,
    awayScore: 0,
    decision: null,
    lastSeq: 0,
    certifiedAt: null,
    certifiedBy: null,
    // Set here as the database's defaults are: save() reads them back, a plain insert does not.
    result: null,
    crew: null,
    signOffs: null,
    createdAt,
  });
  // The id is needed inside the state, so it is assigned before it is stored.
  game.id = randomUUID();
  resetGame(game, ruleset);
  return game;
}

/** A scheduled game's initial state and scoreboard, for its teams as they are now (a new game, or a bracket slot re-seeded). */
export function resetGame(game: GameEntity, ruleset: Ruleset): void {
  game.state = initialState({ gameId: game.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, stage: game.stage }, ruleset, game.createdAt.toISOString());
  game.snapshot = toScoreboard(game.state, ruleset);
}
