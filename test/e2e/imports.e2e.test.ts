import {
  CreateApiTokenDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  DivisionGamesPageDocument,
  ImportRosterCsvDocument,
  ImportScheduleCsvDocument,
  ImportedWaiversDocument,
  TeamRosterDocument,
  type RulesetPreset,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Rosters and schedules from spreadsheets (docs/open-data.md, "Importing rosters and schedules"):
 * the columns the systems leagues leave export, every problem named by line and column, the
 * rulebook's refusals as addToRoster and scheduleGame give them, nothing stored unless every row
 * is valid, and a dry run that says exactly what the import would do.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `CSV imports on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);
    const counts = () => rowCounts(suite.current().db);

    async function team(preset: RulesetPreset = 'WINTER_LEAGUE_5ON5', timeZone = 'America/Halifax') {
      const tag = Math.random().toString(16).slice(2, 8);
      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Import ${tag}`, kind: preset.startsWith('WINTER') ? 'LEAGUE' : 'TOURNAMENT', preset, timeZone } });
      const { createDivision } = await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'Tier 3' } });
      const teams = [];
      for (const name of ['Halifax Hawks', 'Dartmouth Owls', 'Bedford Bears'])
        teams.push((await post(CreateTeamDocument, { input: { divisionId: createDivision.id, name: `${name} ${tag}` } })).createTeam);
      return { divisionId: createDivision.id, teams };
    }

    /**
     * A roster as a Pointstreak or HockeyShift export writes it: first and last names, "#", "Pos",
     * "DOB", columns Faceoff does not keep. Each test's players are its own (the tag in the names).
     */
    const roster = (tag: string) =>
      ['First Name,Last Name,#,Pos,DOB,Shoots,Email', `Zoë,Côté ${tag},9,F,1994-02-11,L,zoe@example.org`, `Sam,"O'Neil ${tag}, Jr.",31,G,1990-07-30,L,`, `Alex,Martin ${tag},4,D,1988-12-01,R,`].join(
        '\r\n',
      );
    const tagged = () => Math.random().toString(16).slice(2, 8);

    it('a roster export (first and last names, #, Pos, DOB) joins the team: every player created and rostered, the columns not kept listed', async () => {
      const { teams } = await team();
      const { importRosterCsv: report } = await post(ImportRosterCsvDocument, { teamId: teams[0].id, csv: roster(tagged()) });
      expect(report).toMatchObject({ dryRun: false, stored: true, rows: 3, created: 3, matched: 0, ignoredColumns: ['Email'], problems: [] });
      const entries = (await post(TeamRosterDocument, { id: teams[0].id })).team!.roster;
      expect(entries.map((e) => [e.number, e.position])).toEqual([
        [4, 'SKATER'],
        [9, 'SKATER'],
        [31, 'GOALIE'],
      ]);
    });

    // Cole Harbour's safety waiver (docs/rulebooks/000_5506cbd709277b08.txt, R21): a file that says who
    // signed it leaves those players eligible; without the column, nobody's waiver is taken as signed.
    it('a waiver column marks whose safety waiver is signed (Cole Harbour, R21); a cell neither yes nor no is named and nothing stored', async () => {
      const { teams } = await team('COLE_HARBOUR_CLASSIC');
      const tag = tagged();
      const { importRosterCsv: report } = await post(ImportRosterCsvDocument, {
        teamId: teams[0].id,
        csv: `Name,#,Pos,DOB,Waiver Signed\nAna ${tag},7,F,1993-03-03,Yes\nBo ${tag},8,G,1994-04-04,\nCy ${tag},9,D,1995-05-05,Oui`,
      });
      expect(report).toMatchObject({ stored: true, created: 3, ignoredColumns: [], problems: [] });
      expect((await post(ImportedWaiversDocument, { id: teams[0].id })).team!.roster.map((e) => [e.number, e.waiverSigned])).toEqual([
        [7, true],
        [8, false],
        [9, true],
      ]);

      const before = await counts();
      const { importRosterCsv: refused } = await post(ImportRosterCsvDocument, { teamId: teams[1].id, csv: `Name,#,DOB,Waiver\nDi ${tag},4,1990-01-01,maybe` });
      expect(refused).toMatchObject({ stored: false, problems: [{ line: 2, column: 'Waiver', code: 'NOT_YES_NO' }] });
      expect(await counts()).toEqual(before);
    });

    it('a dry run reports what the import would do and stores nothing', async () => {
      const { teams } = await team();
      const before = await counts();
      const { importRosterCsv: report } = await post(ImportRosterCsvDocument, { teamId: teams[0].id, csv: roster(tagged()), dryRun: true });
      expect(report).toMatchObject({ dryRun: true, stored: false, rows: 3, created: 3, problems: [] });
      expect(await counts()).toEqual(before);
    });

    it('every bad row is named with its line and column, and nothing is stored, not even the good rows', async () => {
      const { teams } = await team();
      const before = await counts();
      const csv = [
        'Name;Number;Position;Birth date', // a spreadsheet set to French writes semicolons
        'Good Player;10;F;1991-01-01',
        'Bad Date;11;F;04/05/1998',
        'Bad Number;A;F;1991-01-01',
        'Bad Position;12;Zamboni;1991-01-01',
        'Same Number;10;D;1992-02-02',
      ].join('\n');
      const { importRosterCsv: report } = await post(ImportRosterCsvDocument, { teamId: teams[0].id, csv });
      expect(report.stored).toBe(false);
      expect(report.problems.map((p) => [p.line, p.column, p.code])).toEqual([
        [3, 'Birth date', 'NOT_A_DATE'],
        [4, 'Number', 'NOT_A_NUMBER'],
        [5, 'Position', 'UNKNOWN_POSITION'],
        [6, 'Number', 'BAD_USER_INPUT'],
      ]);
      expect(report.problems[0].message).toContain('could be April or May');
      expect(report.problems[3].message).toContain('number 10 is already worn by Good Player');
      expect(await counts()).toEqual(before);
    });

    it("the rulebook's refusals hold row by row: the 26th player of a league roster is refused (004:16, at most 25), and nothing is stored", async () => {
      const { teams } = await team();
      const before = await counts();
      const rows = Array.from({ length: 26 }, (_, k) => `Player ${k + 1},${k + 1},${k === 0 ? 'G' : 'F'},1990-01-${String((k % 28) + 1).padStart(2, '0')}`);
      const { importRosterCsv: report } = await post(ImportRosterCsvDocument, { teamId: teams[0].id, csv: ['name,number,position,birthdate', ...rows].join('\n') });
      expect(report).toMatchObject({ stored: false, rows: 26, created: 25 });
      expect(report.problems).toEqual([expect.objectContaining({ line: 27, code: 'ROSTER_FULL' })]);
      expect(await counts()).toEqual(before);
    });

    it('a player already known (same name and birth date) is matched, not created twice', async () => {
      const { teams } = await team();
      const tag = tagged();
      await post(CreatePlayerDocument, { input: { name: `Alex Martin ${tag}`, birthDate: '1988-12-01' } });
      const { importRosterCsv: report } = await post(ImportRosterCsvDocument, { teamId: teams[1].id, csv: roster(tag) });
      expect(report).toMatchObject({ stored: true, created: 3, matched: 1 });
    });

    it.each([
      ['no number column', 'MISSING_COLUMN', 'name,position,birth date\nA B,F,1990-01-01'],
      ['an empty file', 'EMPTY_FILE', ''],
      ['a header and nothing under it', 'NO_ROWS', 'name,number,birth date\n'],
      ['a row with a cell too many', 'WRONG_CELL_COUNT', 'name,number,birth date\nA B,9,1990-01-01,extra'],
    ])('%s is refused with %s, nothing stored', async (_what, code, csv) => {
      const { teams } = await team();
      const before = await counts();
      const { importRosterCsv: report } = await post(ImportRosterCsvDocument, { teamId: teams[0].id, csv });
      expect(report.stored).toBe(false);
      expect(report.problems.map((p) => p.code)).toContain(code);
      expect(await counts()).toEqual(before);
    });

    it('only an ADMIN imports: a coach of the team is refused', async () => {
      const { teams } = await team();
      const { createApiToken } = await post(CreateApiTokenDocument, { input: { name: 'coach', role: 'COACH', scopes: [`team:${teams[0].id}`] } });
      const error = await failure(url(), ImportRosterCsvDocument, { teamId: teams[0].id, csv: roster(tagged()) }, createApiToken.token);
      expect(error.code).toBe('FORBIDDEN');
    });

    it("a schedule export: local dates and times on the competition's calendar (R39), 12-hour times, team names in any case; games in the division", async () => {
      const { divisionId, teams } = await team();
      const [hawks, owls, bears] = teams.map((t) => t.name);
      const csv = [
        'Date,Time,Home,Visitor,Rink,Division',
        `2026-12-05,8:30 PM,${hawks.toUpperCase()},${owls},"Rink 1, BMO Centre",Tier 3`,
        `2026-12-06,19:00,${owls},${bears},Rink 2,`,
        `2026-12-07,07:15,${bears},${hawks},,`,
      ].join('\n');
      const { importScheduleCsv: report } = await post(ImportScheduleCsvDocument, { divisionId, csv });
      expect(report).toMatchObject({ stored: true, rows: 3, created: 3, problems: [] });
      const page = (await post(DivisionGamesPageDocument, { id: divisionId, first: 10 })).division!.gamesConnection;
      // 20:30 in Halifax (UTC−4 in December) is 00:30 UTC the next day.
      expect(page.edges.map((e) => e.node.startsAt)).toEqual(['2026-12-06T00:30:00.000Z', '2026-12-06T23:00:00.000Z', '2026-12-07T11:15:00.000Z']);
    });

    it('schedule problems: an unknown team, a team in two places at once (TEAM_BUSY), a time the clocks skip, another division — each named, nothing stored', async () => {
      const { divisionId, teams } = await team();
      const [hawks, owls, bears] = teams.map((t) => t.name);
      const before = await counts();
      const csv = [
        'date,time,home,away,venue,division',
        `2026-12-05,19:00,${hawks},${owls},Rink 1,`,
        `2026-12-05,19:00,${bears},${hawks},Rink 2,`,
        `2026-12-05,21:00,${hawks},Moncton Moose,Rink 1,`,
        `2026-03-08,02:30,${owls},${bears},Rink 1,`,
        `2026-12-09,19:00,${owls},${bears},Rink 1,Tier 1`,
      ].join('\n');
      const { importScheduleCsv: report } = await post(ImportScheduleCsvDocument, { divisionId, csv });
      expect(report.stored).toBe(false);
      expect(report.problems.map((p) => [p.line, p.code])).toEqual([
        [3, 'TEAM_BUSY'],
        [4, 'UNKNOWN_TEAM'],
        [5, 'NO_SUCH_TIME'],
        [6, 'OTHER_DIVISION'],
      ]);
      expect(await counts()).toEqual(before);
    });
  });
}
