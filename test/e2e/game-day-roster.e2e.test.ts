import {
  AddNewPlayerToRosterDocument,
  CreateApiTokenDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreateTeamDocument,
  ImportRosterCsvWithWarningsDocument,
  MarkWaiverDocument,
  PlayerEligibilityDocument,
  RosterClearancesDocument,
  ScheduleGameDocument,
  type RulesetPreset,
} from '../generated/graphql';
import { failure, gql, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Game-day roster changes (R84): a roster file after the draw carries the Tournament Official's
 * clearance per row (docs/rulebooks/000_5506cbd709277b08.txt:7), refused by line and column without
 * it, all or nothing; the rows the rules let onto the roster but not into a game are answered with
 * warnings (000:8 age, 000:10 waiver, 004:13 registration form); the desk adds one player in one step
 * and marks a waiver signed.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `game-day roster changes on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);
    const counts = () => rowCounts(suite.current().db);
    let serial = 0;
    const tag = () => `${(serial += 1)}${Math.random().toString(16).slice(2, 6)}`;

    /** A competition with two teams; `drawn`: a game scheduled (the draw), on 2027-06-05 at the rink. */
    async function competition(preset: RulesetPreset, drawn: boolean) {
      const kind = preset.startsWith('WINTER_LEAGUE') ? 'LEAGUE' : 'TOURNAMENT';
      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Game day ${tag()}`, kind, preset, timeZone: 'America/Halifax' } });
      const divisionId = (await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'B' } })).createDivision.id;
      const home = (await post(CreateTeamDocument, { input: { divisionId, name: `Home ${tag()}` } })).createTeam.id;
      const away = (await post(CreateTeamDocument, { input: { divisionId, name: `Away ${tag()}` } })).createTeam.id;
      const game = drawn
        ? (
            await post(ScheduleGameDocument, {
              input: { divisionId, homeTeamId: home, awayTeamId: away, startsAt: '2027-06-05T22:00:00.000Z', stage: kind === 'LEAGUE' ? 'REGULAR_SEASON' : 'ROUND_ROBIN' },
            })
          ).scheduleGame.id
        : null;
      return { competitionId: createCompetition.id, home, away, game };
    }

    it('docs/rulebooks/000_5506cbd709277b08.txt:7 "Any changes to the roster after the schedule is drawn must be cleared with the Tournament Official": after the draw a file without clearances is refused row by row, naming the clearance column, and nothing is stored (R84)', async () => {
      const { home } = await competition('COLE_HARBOUR_CLASSIC', true);
      const t = tag();
      const before = await counts();
      const { importRosterCsv: none } = await post(ImportRosterCsvWithWarningsDocument, { teamId: home, csv: `Name,#,Pos,DOB,Waiver\nAna ${t},7,F,1993-03-03,Yes\nBo ${t},8,G,1994-04-04,Yes` });
      expect(none).toMatchObject({ stored: false, created: 0 });
      expect(none.problems.map((p) => [p.line, p.column, p.code])).toEqual([
        [2, 'clearance', 'NEEDS_OFFICIAL_CLEARANCE'],
        [3, 'clearance', 'NEEDS_OFFICIAL_CLEARANCE'],
      ]);
      expect(none.problems[0].message).toContain('Tournament Official');

      // French headers: the column is named as the file wrote it; one row cleared is not enough.
      const { importRosterCsv: one } = await post(ImportRosterCsvWithWarningsDocument, {
        teamId: home,
        csv: `\uFEFFNom;Prénom;Numéro;Poste;Date de naissance;Décharge signée;Autorisation\nLima ${t};Ana;7;A;1993-03-03;Oui;J. Smith, officiel\nBerg ${t};Bo;8;G;1994-04-04;Oui;`,
      });
      expect(one).toMatchObject({ stored: false });
      expect(one.problems.map((p) => [p.line, p.column, p.code])).toEqual([[3, 'Autorisation', 'NEEDS_OFFICIAL_CLEARANCE']]);
      expect(await counts()).toEqual(before);
      expect((await post(RosterClearancesDocument, { id: home })).team!.roster).toEqual([]);
    });

    it('docs/rulebooks/000_5506cbd709277b08.txt:7-10: with a clearance on every row the file is stored, each clearance kept; a 17-year-old and a player without a waiver are rostered, each answered with a warning on his line and column, in English and French (R84)', async () => {
      const { home, game } = await competition('COLE_HARBOUR_CLASSIC', true);
      const t = tag();
      const csv = [
        'Name,#,Pos,DOB,Waiver Signed,Cleared by',
        `Ana ${t},7,F,1993-03-03,Yes,J. Smith (official)`,
        `Éric Côté ${t},9,F,2010-01-15,Yes,J. Smith (official)`,
        `Bo ${t},31,G,1994-04-04,No,J. Smith (official)`,
      ].join('\r\n');
      const dry = (await post(ImportRosterCsvWithWarningsDocument, { teamId: home, csv, dryRun: true })).importRosterCsv;
      expect(dry).toMatchObject({ dryRun: true, stored: false, problems: [] });
      expect(dry.warnings.map((w) => [w.line, w.column, w.code])).toEqual([
        [3, 'DOB', 'UNDER_AGE'],
        [4, 'Waiver Signed', 'WAIVER_MISSING'],
      ]);
      expect(dry.warnings[0].message).toBe(`Éric Côté ${t} is 17 on 2027-06-05 — the rules require 19 (Cole Harbour 000:8, R21); he may be on the roster but cannot dress.`);
      expect(dry.warnings[1].message).toContain('no waiver signed');

      const french = await gql(url(), ImportRosterCsvWithWarningsDocument, { teamId: home, csv, dryRun: true }, { token: ADMIN_TOKEN, language: 'fr' });
      expect(french.data!.importRosterCsv.warnings[0].message).toContain(`Éric Côté ${t} a 17 ans`);
      expect(french.data!.importRosterCsv.warnings[1].message).toContain('aucune décharge signée');

      const stored = (await post(ImportRosterCsvWithWarningsDocument, { teamId: home, csv })).importRosterCsv;
      expect(stored).toMatchObject({ stored: true, created: 3, problems: [] });
      expect(stored.warnings.map((w) => w.code)).toEqual(['UNDER_AGE', 'WAIVER_MISSING']);
      const roster = (await post(RosterClearancesDocument, { id: home })).team!.roster;
      expect(roster.map((e) => [e.number, e.clearance, e.waiverSigned])).toEqual([
        [7, 'J. Smith (official)', true],
        [9, 'J. Smith (official)', true],
        [31, 'J. Smith (official)', false],
      ]);
      // What the import said is what the game's eligibility says (R21).
      const eric = roster.find((e) => e.number === 9)!.player.id;
      expect((await post(PlayerEligibilityDocument, { playerId: eric, gameId: game!, teamId: home })).eligibility.reasons.map((r) => r.code)).toEqual(['UNDER_AGE']);
    });

    it('before the draw no clearance is asked; the league answers a player without a registration form on record (docs/rulebooks/004_52536eff465526ad.txt:13, R42, R84)', async () => {
      const cole = await competition('COLE_HARBOUR_CLASSIC', false);
      const t = tag();
      const free = (await post(ImportRosterCsvWithWarningsDocument, { teamId: cole.home, csv: `Name,#,DOB,Waiver\nAna ${t},7,1993-03-03,Yes` })).importRosterCsv;
      expect(free).toMatchObject({ stored: true, problems: [], warnings: [] });

      const league = await competition('WINTER_LEAGUE_5ON5', false);
      const report = (await post(ImportRosterCsvWithWarningsDocument, { teamId: league.home, csv: `Name,#,DOB\nBo ${t},8,1994-04-04` })).importRosterCsv;
      expect(report).toMatchObject({ stored: true, problems: [] });
      expect(report.warnings).toEqual([{ line: 2, column: null, code: 'REGISTRATION_MISSING', message: expect.stringContaining('no registration form received (league 004:13, R42)') }]);
    });

    it('docs/rulebooks/000_5506cbd709277b08.txt:7: the desk adds one player in one step: refused after the draw without a clearance with nothing stored (the new player neither), then added with it; a number worn is named on its field (R84)', async () => {
      const { home } = await competition('COLE_HARBOUR_CLASSIC', true);
      const input = { teamId: home, name: `Éric Côté ${tag()}`, birthDate: '2010-01-15', number: 9, position: 'SKATER' as const, waiverSigned: false };
      const before = await counts();
      const refused = await failure(url(), AddNewPlayerToRosterDocument, { input }, ADMIN_TOKEN);
      expect(refused.extensions).toMatchObject({ code: 'RULE_VIOLATION', problems: [{ code: 'NEEDS_OFFICIAL_CLEARANCE' }] });
      expect(await counts()).toEqual(before);

      const added = (await post(AddNewPlayerToRosterDocument, { input: { ...input, clearance: 'J. Smith, official' } })).addNewPlayerToRoster;
      expect(added).toMatchObject({ number: 9, waiverSigned: false, clearance: 'J. Smith, official', player: { name: input.name, birthDate: '2010-01-15' } });
      const worn = await failure(url(), AddNewPlayerToRosterDocument, { input: { ...input, name: `Other ${tag()}`, clearance: 'J. Smith' } }, ADMIN_TOKEN);
      expect(worn).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [expect.objectContaining({ field: 'number' })] } });
      const badDate = await failure(url(), AddNewPlayerToRosterDocument, { input: { ...input, number: 10, birthDate: '2010-02-30', clearance: 'J. Smith' } }, ADMIN_TOKEN);
      expect(badDate.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(badDate.extensions)).toContain('birthDate');
    });

    it('docs/rulebooks/000_5506cbd709277b08.txt:10: the desk marks a waiver signed after the draw without a clearance, and the player may dress; a coach may not mark it (R84)', async () => {
      const { home, game } = await competition('COLE_HARBOUR_CLASSIC', true);
      const entry = (await post(AddNewPlayerToRosterDocument, { input: { teamId: home, name: `Bo ${tag()}`, birthDate: '1994-04-04', number: 31, position: 'GOALIE', clearance: 'J. Smith' } }))
        .addNewPlayerToRoster;
      const reasons = async () => (await post(PlayerEligibilityDocument, { playerId: entry.player.id, gameId: game!, teamId: home })).eligibility.reasons.map((r) => r.code);
      expect(await reasons()).toEqual(['WAIVER_MISSING']);

      const coach = (await post(CreateApiTokenDocument, { input: { name: `Coach ${tag()}`, role: 'COACH', scopes: [`team:${home}`] } })).createApiToken.token;
      expect(await failure(url(), MarkWaiverDocument, { id: entry.id, input: { waiverSigned: true } }, coach)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await reasons()).toEqual(['WAIVER_MISSING']);

      expect((await post(MarkWaiverDocument, { id: entry.id, input: { waiverSigned: true } })).updateRosterEntry).toMatchObject({ number: 31, waiverSigned: true });
      expect(await reasons()).toEqual([]);
      const nothing = await failure(url(), MarkWaiverDocument, { id: entry.id, input: {} }, ADMIN_TOKEN);
      expect(nothing.code).toBe('BAD_USER_INPUT');
    });
  });
}
