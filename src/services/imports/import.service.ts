import type { Database, Transaction } from '../../db/database';
import { CompetitionEntity, DivisionEntity, GameEntity, PlayerEntity, RegistrationEntity, TeamEntity } from '../../db/entities';
import { localDate } from '../../domain/calendar';
import { CompetitionKind, GameStage, GameStatus } from '../../domain/enums';
import { rosterWarnings } from '../../domain/roster-warnings';
import { resolveRuleset } from '../../domain/rulesets';
import { FaceoffError } from '../../domain/errors';
import type { GameService } from '../game.service';
import type { TeamService } from '../team.service';
import { requireRow } from '../context';
import { type ImportProblem, importProblem, readCsv } from './csv-input';
import { attachText, TEXT, type Text, type WithText } from '../../domain/messages';
import { ROSTER_COLUMNS, rosterRow, SCHEDULE_COLUMNS, scheduleRow } from './rows';

/**
 * Rosters and schedules from a spreadsheet (docs/open-data.md, "Importing rosters and schedules";
 * the desk's import uses the same engine). Every row is checked — its cells, then the rulebook's
 * refusals as `addToRoster` and `scheduleGame` give them, each row seeing the rows before it — in
 * one transaction. Nothing is stored unless every row is valid; a dry run goes the same way and
 * always rolls back, so its report is exactly what the import would do.
 */

/** What every import reports, a file's rows or a competition's document: whether it was stored, and how much it held. */
export interface ImportCounts {
  dryRun: boolean;
  /** true when the rows are stored (not a dry run, and no problem) */
  stored: boolean;
  /** rows read: a file's data rows; a document's records (every item of every list, the competition included) */
  rows: number;
  /** what the rows created (roster entries, games, records), or would create on a dry run */
  created: number;
  /** players matched to one already known (same name and birth date) instead of created */
  matched: number;
  /** columns the file has that the import does not read */
  ignoredColumns: string[];
}

export interface ImportReport extends ImportCounts {
  problems: ImportProblem[];
  /**
   * A roster file's rows the rules let onto the roster but not yet into a game (R84): under the
   * minimum age, no waiver, no registration form. Never a refusal; left out by other imports.
   */
  warnings?: ImportProblem[];
}

export const ROSTER_MAX_ROWS = 200;
export const SCHEDULE_MAX_ROWS = 2_000;

/** Thrown inside the transaction to roll it back with the report. */
class RolledBack extends Error {
  constructor(readonly report: ImportReport) {
    super('import rolled back');
  }
}

export class ImportService {
  constructor(
    private readonly db: Database,
    private readonly teams: TeamService,
    private readonly games: GameService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async importRoster(teamId: string, csv: string, dryRun: boolean): Promise<ImportReport> {
    const file = readCsv(csv, ROSTER_COLUMNS, ROSTER_MAX_ROWS);
    const base = { dryRun, stored: false, rows: file.rows.length, created: 0, matched: 0, ignoredColumns: file.ignored };
    const problems = [...file.problems];
    for (const column of ['number', 'birthDate'] as const) {
      if (!file.headers.has(column)) problems.push(missingColumn(column, ROSTER_COLUMNS[column]));
    }
    if (!file.headers.has('name') && !file.headers.has('lastName')) problems.push(missingColumn('name', ['first name + last name', ...ROSTER_COLUMNS.name]));
    if (problems.some((p) => p.line === null)) {
      await requireRow(this.db.manager, TeamEntity, teamId, 'Team', 'teamId');
      return { ...base, problems };
    }
    const rows = file.rows.map((r) => rosterRow(r, file.headers));
    problems.push(...rows.flatMap((r) => r.problems));
    const warnings: ImportProblem[] = [];
    const report = await this.inOneTransaction(base, problems, dryRun, async (tx, report) => {
      const team = await requireRow(tx.manager, TeamEntity, teamId, 'Team', 'teamId');
      const warn = await this.warningsFor(tx, team);
      for (const { row } of rows) {
        if (!row) continue;
        await atLine(row.line, report.problems, file.headers, async () => {
          const known = await tx.manager.findOne(PlayerEntity, { where: { name: row.name, birthDate: row.birthDate } });
          const player = known ?? (await this.teams.createPlayerIn(tx, { name: row.name, birthDate: row.birthDate }));
          if (known) report.matched += 1;
          const entry = await this.teams.addToRosterIn(tx, {
            teamId,
            playerId: player.id,
            number: row.number,
            position: row.position,
            clearance: row.clearance,
            ...(row.waiverSigned !== undefined ? { waiverSigned: row.waiverSigned } : {}),
          });
          report.created += 1;
          // R84: what keeps him from dressing is said beside his row, never refused.
          for (const w of await warn(player, entry.waiverSigned)) {
            const column = w.code === 'UNDER_AGE' ? 'birthDate' : w.code === 'WAIVER_MISSING' ? 'waiver' : null;
            warnings.push(attachText({ line: row.line, column: column === null ? null : (file.headers.get(column) ?? null), code: w.code, message: w.message }, textOf(w)));
          }
        });
      }
    });
    return { ...report, warnings };
  }

  /**
   * What the warnings of a team's new rows read once (R84): its competition's rules, the day the age
   * is taken (its next game's, else today, on the competition's calendar), and per player whether the
   * league has his form.
   */
  private async warningsFor(tx: Transaction, team: TeamEntity) {
    const division = await requireRow(tx.manager, DivisionEntity, team.divisionId, 'Division', 'teamId');
    const competition = await requireRow(tx.manager, CompetitionEntity, division.competitionId, 'Competition', 'teamId');
    const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
    const next = await tx.manager.findOne(GameEntity, {
      where: [
        { homeTeamId: team.id, status: GameStatus.SCHEDULED },
        { awayTeamId: team.id, status: GameStatus.SCHEDULED },
      ],
      order: { startsAt: 'ASC' },
    });
    const date = localDate(next?.startsAt ?? this.now(), competition.timeZone);
    return async (player: PlayerEntity, entryWaiver: boolean) =>
      rosterWarnings({
        preset: competition.preset,
        name: player.name,
        birthDate: player.birthDate,
        date,
        minimumAge: ruleset.minimumAge,
        waiverRequired: ruleset.waiverRequired,
        waiverSigned: entryWaiver || player.waiverSigned,
        registrationRequired: ruleset.registrationRequired,
        registered: ruleset.registrationRequired ? await tx.manager.exists(RegistrationEntity, { where: { playerId: player.id, competitionId: competition.id } }) : true,
      });
  }

  async importSchedule(divisionId: string, csv: string, dryRun: boolean): Promise<ImportReport> {
    const division = await requireRow(this.db.manager, DivisionEntity, divisionId, 'Division', 'divisionId');
    const competition = await requireRow(this.db.manager, CompetitionEntity, division.competitionId, 'Competition', 'divisionId');
    const file = readCsv(csv, SCHEDULE_COLUMNS, SCHEDULE_MAX_ROWS);
    const base = { dryRun, stored: false, rows: file.rows.length, created: 0, matched: 0, ignoredColumns: file.ignored };
    const problems = [...file.problems];
    for (const column of ['date', 'time', 'home', 'away'] as const) {
      if (!file.headers.has(column)) problems.push(missingColumn(column, SCHEDULE_COLUMNS[column]));
    }
    if (problems.some((p) => p.line === null)) return { ...base, problems };
    const rows = file.rows.map((r) => scheduleRow(r, file.headers, { timeZone: competition.timeZone, divisionName: division.name }));
    problems.push(...rows.flatMap((r) => r.problems));
    const teams = await this.db.manager.find(TeamEntity, { where: { divisionId } });
    const teamByName = new Map(teams.map((t) => [t.name.toLowerCase(), t]));
    const defaultStage = competition.kind === CompetitionKind.LEAGUE ? GameStage.REGULAR_SEASON : GameStage.ROUND_ROBIN;
    return this.inOneTransaction(base, problems, dryRun, async (tx, report) => {
      for (const { row } of rows) {
        if (!row) continue;
        const home = teamByName.get(row.home.toLowerCase());
        const away = teamByName.get(row.away.toLowerCase());
        const unknown = (column: string, name: string) =>
          report.problems.push(importProblem(row.line, file.headers.get(column) ?? column, 'UNKNOWN_TEAM', 'UNKNOWN_TEAM.team', { name: name.slice(0, 60), division: division.name }));
        if (!home) unknown('home', row.home);
        if (!away) unknown('away', row.away);
        if (!home || !away) continue;
        await atLine(row.line, report.problems, file.headers, async () => {
          await this.games.scheduleIn(tx, { divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: row.startsAt, venue: row.venue, stage: row.stage ?? defaultStage });
          report.created += 1;
        });
      }
    });
  }

  /**
   * Runs `work` in one transaction, rolling it back unless it ends with no problem and this is not
   * a dry run; the report says what happened either way.
   */
  private async inOneTransaction(
    base: Omit<ImportReport, 'problems'>,
    problems: ImportProblem[],
    dryRun: boolean,
    work: (tx: Transaction, report: ImportReport) => Promise<void>,
  ): Promise<ImportReport> {
    const report: ImportReport = { ...base, problems };
    try {
      await this.db.transaction(async (tx) => {
        await work(tx, report);
        report.problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
        if (dryRun || report.problems.length) throw new RolledBack(report);
        report.stored = true;
      });
      return report;
    } catch (error) {
      if (error instanceof RolledBack) return error.report;
      throw error;
    }
  }
}

function textOf(item: WithText): Text {
  return item[TEXT]!;
}

function missingColumn(column: string, names: readonly string[]): ImportProblem {
  return importProblem(1, null, 'MISSING_COLUMN', 'MISSING_COLUMN.file', { column, names: [column, ...names].join(', ') });
}

/** The file's column a service field comes from, when the row names it. */
const COLUMN_OF_FIELD: Readonly<Record<string, string>> = {
  name: 'name',
  number: 'number',
  position: 'position',
  birthDate: 'birthDate',
  homeTeamId: 'home',
  awayTeamId: 'away',
  startsAt: 'time',
  venue: 'venue',
  stage: 'stage',
};

/** The column whose cell would have let a row through a rule's refusal. */
const COLUMN_OF_RULE: Readonly<Record<string, string>> = { NEEDS_OFFICIAL_CLEARANCE: 'clearance' };

/**
 * Runs a row's step; a refusal (bad input, a rulebook's rule) becomes that row's problem, named by
 * the column as the file wrote it when the refusal names a field the file gave.
 */
async function atLine(line: number, problems: ImportProblem[], headers: ReadonlyMap<string, string>, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof FaceoffError)) throw error;
    const extensions = error.extensions as { fields?: Array<{ field: string }>; problems?: Array<{ code?: string }>; rule?: string };
    const field = extensions.fields?.[0]?.field ?? null;
    // The most precise code there is: the rule's own (ROSTER_FULL, SCHEDULE_CONFLICT), else the error's.
    const code = extensions.problems?.[0]?.code ?? (extensions.rule && /^[A-Z][A-Z0-9_]+$/.test(extensions.rule) ? extensions.rule : String(error.code));
    // A rule that a column answers (an addition after the draw wants the clearance column, R84) names it, as the file wrote it or by its English name.
    const ruleColumn = COLUMN_OF_RULE[code];
    const column = ruleColumn ? (headers.get(ruleColumn) ?? ruleColumn) : field === null ? null : (headers.get(COLUMN_OF_FIELD[field] ?? '') ?? field);
    const problem: ImportProblem = { line, column, code, message: error.message };
    problems.push(error.text ? attachText(problem, error.text) : problem);
  }
}
