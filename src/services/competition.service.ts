import { isSheetLanguage, SHEET_LANGUAGES, type SheetLanguage } from '../domain/sign-offs';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { EntityManager } from 'typeorm';
import { CompetitionEntity, DivisionEntity, type GameEntity } from '../db/entities';
import type { CompetitionKind, DivisionCategory, RulesetPreset } from '../domain/enums';
import { canonicalTimeZone, endOfLocalDay, isCalendarDate, TIME_ZONE_MAX_LENGTH } from '../domain/calendar';
import { overrideProblems, type RulesOverrides } from '../domain/rulesets';
import { badField, badInput, notFound } from '../errors';
import { list, reasonText, text } from '../domain/messages';
import { requireLockedRow, requireRow } from './context';
import { thin } from '../db/thin';
import { AuditAction, AuditEntity, changesOf, recordAudit } from './audit';
import { checkReason } from './discipline/reasons';

export interface CreateCompetition {
  name: string;
  kind: CompetitionKind;
  preset: RulesetPreset;
  /** values that replace the preset's for this competition; each is validated */
  rules?: { [K in keyof RulesOverrides]?: RulesOverrides[K] | null } | null;
  seasonStartsAt?: Date | null;
  additionCutoff?: Date | null;
  /** league §8 (004:16): the last regular-season day, YYYY-MM-DD; the cut-off is midnight at its end, in the competition's zone */
  lastRegularSeasonDay?: string | null;
  /** an IANA zone; the server's FACEOFF_TIME_ZONE when left out (R39) */
  timeZone?: string | null;
  /** the language of its printed game sheets, "en" or "fr"; "en" when left out (R58) */
  language?: string | null;
}

export interface SeasonDates {
  competitionId: string;
  /** league 004:32: the previous summer season (R46) */
  previousSummerCompetitionId?: string | null;
  seasonStartsAt?: Date | null;
  additionCutoff?: Date | null;
  lastRegularSeasonDay?: string | null;
}

export interface CreateDivision {
  competitionId: string;
  name: string;
  rating?: string | null;
  /** BHI 003:22 (R36): co-ed, ladies or youth; null: open */
  category?: DivisionCategory | null;
}

/** Competitions and their divisions: what officials set up before anything is played. */
export class CompetitionService {
  private readonly defaultTimeZone: string;

  constructor(
    private readonly db: Database,
    options: { defaultTimeZone?: string } = {},
  ) {
    this.defaultTimeZone = options.defaultTimeZone ?? 'UTC';
  }

  /** Competitions, newest first: what a front page lists. */
  competitions(limit: number): Promise<CompetitionEntity[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw badField('limit', text('errors.BAD_USER_INPUT.wholeNumber', { min: 1, max: 500 }));
    return this.db.manager.find(CompetitionEntity, { order: { createdAt: 'DESC', id: 'ASC' }, take: limit });
  }

  async createCompetition(input: CreateCompetition): Promise<CompetitionEntity> {
    const rulesOverrides = checkOverrides(input.rules);
    const timeZone = input.timeZone == null ? this.defaultTimeZone : checkTimeZone(input.timeZone);
    const language = input.language == null ? 'en' : checkLanguage(input.language);
    const season = { seasonStartsAt: input.seasonStartsAt ?? null, additionCutoff: cutoffOf(input, timeZone) ?? null };
    checkSeason(season);
    return this.db.transaction((tx) =>
      tx.manager.save(tx.manager.create(CompetitionEntity, { name: input.name.trim(), kind: input.kind, preset: input.preset, rulesOverrides, timeZone, language, ...season })),
    );
  }

  /**
   * Sets a season's start and addition cut-off (league §8): a date not given keeps its value, a date
   * given as null is cleared (the cut-off by `additionCutoff: null` or `lastRegularSeasonDay: null`).
   * Each date changed is kept in the audit trail, before and after (R63).
   */
  setSeasonDates(principal: Principal, input: SeasonDates): Promise<CompetitionEntity> {
    return this.db.transaction(async (tx) => {
      const competition = await requireLockedRow(tx, CompetitionEntity, input.competitionId, 'Competition', 'competitionId');
      const before = { ...competition };
      if (input.seasonStartsAt) competition.seasonStartsAt = input.seasonStartsAt;
      else if (input.seasonStartsAt === null) competition.seasonStartsAt = null;
      const cutoff = cutoffOf(input, competition.timeZone);
      if (cutoff) competition.additionCutoff = cutoff;
      else if (input.additionCutoff === null || input.lastRegularSeasonDay === null) competition.additionCutoff = null;
      if (input.previousSummerCompetitionId) {
        if (input.previousSummerCompetitionId === competition.id) throw badField('previousSummerCompetitionId', text('errors.BAD_USER_INPUT.anotherCompetition'));
        await requireRow(tx.manager, CompetitionEntity, input.previousSummerCompetitionId, 'Competition', 'previousSummerCompetitionId');
        competition.previousSummerCompetitionId = input.previousSummerCompetitionId;
      }
      checkSeason(competition);
      const changes = changesOf(before, competition, ['seasonStartsAt', 'additionCutoff', 'previousSummerCompetitionId']);
      const saved = await tx.manager.save(competition);
      if (changes.length) await recordAudit(tx, principal, { competitionIds: [competition.id], entityType: AuditEntity.COMPETITION, entityId: competition.id, action: AuditAction.UPDATE, changes });
      return saved;
    });
  }

  /**
   * League 004:9 "Any suspension or fine from the summer league CAN and WILL be in effect for the
   * winter league, pending approval from the league manager or administrator. This also includes
   * from winter TO summer as well": the approval, with its reason, recorded on both competitions
   * (R41). From then on a player's unpaid fines of either keep him from playing in the other; a
   * suspension is carried with carrySuspension (what is left of it, served by the new team's games).
   * Linking again changes nothing. Each competition linked keeps an audit row naming the other, with
   * the reason (R63).
   */
  linkDiscipline(principal: Principal, competitionId: string, otherCompetitionId: string, reason: string): Promise<CompetitionEntity> {
    const checked = checkReason(reason);
    if (competitionId === otherCompetitionId) throw badField('otherCompetitionId', text('errors.BAD_USER_INPUT.anotherCompetition'));
    return this.db.transaction(async (tx) => {
      const competition = await requireLockedRow(tx, CompetitionEntity, competitionId, 'Competition', 'competitionId');
      const other = await requireLockedRow(tx, CompetitionEntity, otherCompetitionId, 'Competition', 'otherCompetitionId');
      const at = new Date().toISOString();
      for (const [row, to] of [
        [competition, other],
        [other, competition],
      ] as const) {
        const links = row.disciplineLinks ?? [];
        if (links.some((l) => l.competitionId === to.id)) continue;
        row.disciplineLinks = [...links, { competitionId: to.id, reason: checked, at }];
        await tx.manager.update(CompetitionEntity, { id: row.id }, { disciplineLinks: row.disciplineLinks });
        await recordAudit(tx, principal, {
          competitionIds: [row.id],
          entityType: AuditEntity.COMPETITION,
          entityId: row.id,
          action: AuditAction.LINK,
          changes: [
            { field: 'linkedCompetitionId', before: null, after: to.id },
            { field: 'linkedCompetition', before: null, after: to.name },
          ],
          reason: checked,
        });
      }
      return competition;
    });
  }

  async createDivision(input: CreateDivision): Promise<DivisionEntity> {
    try {
      return await this.db.transaction(async (tx) => {
        await requireRow(tx.manager, CompetitionEntity, input.competitionId, 'Competition', 'competitionId');
        const name = input.name.trim();
        if (await tx.manager.exists(DivisionEntity, { where: { competitionId: input.competitionId, name } })) {
          throw duplicateDivision(name);
        }
        return tx.manager.save(tx.manager.create(DivisionEntity, { competitionId: input.competitionId, name, rating: input.rating ?? null, category: input.category ?? null }));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateDivision(input.name.trim());
      throw error;
    }
  }
}

function checkLanguage(value: string): SheetLanguage {
  const language = value.trim().toLowerCase();
  if (!isSheetLanguage(language)) throw badField('language', text('errors.BAD_USER_INPUT.oneOfGot', { values: SHEET_LANGUAGES.map((l) => `"${l}"`).join(', '), got: value.slice(0, 8) }));
  return language;
}

export function checkTimeZone(name: string): string {
  const zone = canonicalTimeZone(name.trim());
  if (!zone) throw badField('timeZone', text('errors.BAD_USER_INPUT.timeZone', { got: name.slice(0, TIME_ZONE_MAX_LENGTH) }));
  return zone;
}

/**
 * The addition cut-off, given as an instant or as the last regular-season day (004:16, "MIDNITE,
 * of the last regular season day": the end of that day in the competition's zone), never both.
 */
function cutoffOf(input: { additionCutoff?: Date | null; lastRegularSeasonDay?: string | null }, timeZone: string): Date | null {
  const day = input.lastRegularSeasonDay;
  if (day == null) return input.additionCutoff ?? null;
  if (input.additionCutoff) throw badField('lastRegularSeasonDay', text('errors.BAD_USER_INPUT.cutoffOnce'));
  if (!isCalendarDate(day)) throw badField('lastRegularSeasonDay', text('errors.BAD_USER_INPUT.calendarDate', { got: day.slice(0, 20) }));
  return endOfLocalDay(day, timeZone);
}

/**
 * The overrides a competition stores: only the values given, each within its limits (a bad one is
 * refused naming `rules.<field>`). Null when none are given, so the preset applies unchanged.
 */
export function checkOverrides(rules: CreateCompetition['rules']): RulesOverrides | null {
  if (!rules) return null;
  const given = Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined && value !== null)) as RulesOverrides;
  const found = overrideProblems(given);
  const problems = found.map((p) => ({ field: `rules.${p.field}`, message: p.message }));
  const said = found.map((p) => text('errors.BAD_USER_INPUT.field', { field: `rules.${p.field}`, problem: reasonText(p) }));
  if (problems.length) throw badInput(text('errors.BAD_USER_INPUT.problems', { problems: list(said, '; ') }), problems);
  return Object.keys(given).length ? given : null;
}

export function checkSeason(season: { seasonStartsAt: Date | null; additionCutoff: Date | null }): void {
  if (season.seasonStartsAt && season.additionCutoff && season.additionCutoff.getTime() <= season.seasonStartsAt.getTime()) {
    throw badField('additionCutoff', text('errors.BAD_USER_INPUT.afterSeasonStart', { start: season.seasonStartsAt.toISOString() }));
  }
}

export function duplicateDivision(name: string) {
  return badField('name', text('errors.BAD_USER_INPUT.divisionNameTaken', { name }));
}

/** The competition a game is played in (through its division). */
export async function competitionOfGame(manager: EntityManager, game: Pick<GameEntity, 'divisionId'>): Promise<CompetitionEntity> {
  // Read for every scorekeeper event: one statement built once (src/db/thin.ts), not a query builder's.
  const competitions = thin(manager, CompetitionEntity);
  const sql = competitions.statement('ofDivision', () => {
    const divisions = thin(manager, DivisionEntity);
    const [c, d] = [competitions.escape('competition'), competitions.escape('division')];
    return (
      `SELECT ${competitions.selectColumns('competition')} FROM ${competitions.tableName} ${c}` +
      ` INNER JOIN ${divisions.tableName} ${d} ON ${divisions.column('competitionId', 'division')} = ${competitions.column('id', 'competition')}` +
      ` WHERE ${divisions.column('id', 'division')} = ?`
    );
  });
  const competition = await competitions.findOneBySql(manager, sql, [game.divisionId]);
  if (!competition) throw notFound('Competition', game.divisionId, 'gameId');
  return competition;
}
