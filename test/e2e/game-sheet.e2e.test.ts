import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RULESETS } from '../../src/domain/rulesets';
import type { FaceoffServer } from '../../src/server/app';
import {
  CertifyGameDocument,
  CompetitionLanguageDocument,
  CreateApiTokenDocument,
  CreateCompetitionDocument,
  EndGameDocument,
  EndPeriodDocument,
  FaceoffDocument,
  GameSignOffsDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  RecordShotDocument,
  RemoveFromRosterDocument,
  SetCoachPinDocument,
  SetGameCrewDocument,
  SetSuspensionDocument,
  SheetLineupsDocument,
  TeamRosterDocument,
  SignGameSheetDocument,
  VoidEventDocument,
  StartClockDocument,
  StartGameDocument,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { EARLY_START, type SeededLeague, seedLeague, soon } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * The printable game sheet (docs/open-data.md, "Printable game sheet") and its sign-offs (R57), in
 * the competition's language (R58): a game played through the API, signed, certified, then its
 * PDF read back as text with pdftotext.
 */

const run = promisify(execFile);
const PDFTOTEXT = 'pdftotext';
const PERIODS = RULESETS.COLE_HARBOUR_CLASSIC.regulationPeriods;

for (const backend of BACKENDS) {
  describeWith([...backend.needs, 'pdftotext'], `the printable game sheet (GET /games/:id/sheet.pdf) on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'faceoff-sheet-'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    const server = (): FaceoffServer => suite.current();
    const sheetUrl = (gameId: string) => `http://127.0.0.1:${server().port}/games/${gameId}/sheet.pdf`;

    /** The sheet's text as pdftotext reads it (layout kept, so a row stays on one line). */
    async function sheetText(gameId: string, token?: string, lang?: string): Promise<string> {
      const response = await fetch(`${sheetUrl(gameId)}${lang ? `?lang=${lang}` : ''}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const file = join(dir, `${backend.needs.join('-') || 'sqlite'}-${gameId}-${token ? 'admin' : 'public'}-${lang ?? 'own'}.pdf`);
      await writeFile(file, Buffer.from(await response.arrayBuffer()));
      const { stdout } = await run(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', file, '-']);
      return stdout;
    }

    /**
     * Plays a Cole Harbour game (two periods) to a 2-1 home win: an away minor for tripping, a home
     * power-play goal with two assists, an away goal at even strength, a home goal, shots; then the final.
     */
    async function playedGame(league: SeededLeague, keeper: string) {
      const { gameId } = league;
      const [home, away] = league.teams as [SeededLeague['teams'][number], SeededLeague['teams'][number]];
      const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(server().url, document, variables, keeper);
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(RecordShotDocument, { gameId, teamId: home.id });
      await post(RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[3].id, severity: 'MINOR', infraction: 'TRIPPING' } });
      await post(FaceoffDocument, { gameId });
      const pp = (await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[2].id, assistIds: [home.players[3].id, home.players[4].id] } })).recordGoal;
      expect(pp.home.score).toBe(1);
      await post(EndPeriodDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(RecordShotDocument, { gameId, teamId: away.id });
      await post(RecordGoalDocument, { input: { gameId, teamId: away.id, scorerId: away.players[5].id } });
      await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[5].id } });
      await post(EndPeriodDocument, { gameId });
      await post(EndGameDocument, { gameId });
      return { home, away };
    }

    async function scorekeeper(league: SeededLeague, name = 'Rink 1 tablet') {
      const { createApiToken } = await ok(server().url, CreateApiTokenDocument, { input: { name, role: 'SCOREKEEPER', scopes: [`competition:${league.competitionId}`] } }, ADMIN_TOKEN);
      return createApiToken.token;
    }

    it('R57: prints both teams, the score, every scorer, assist and penalty, the power play, the sign-offs and the certification', async () => {
      const league = await seedLeague(server().url, { playersPerTeam: 8, firstNumber: 1, timeZone: 'America/Halifax' });
      const keeper = await scorekeeper(league);
      const { home, away } = await playedGame(league, keeper);
      // R80: the desk sets each coach's PIN, and the coaches sign at the tablet with it.
      await ok(server().url, SetCoachPinDocument, { teamId: home.id, pin: '2468' }, ADMIN_TOKEN);
      await ok(server().url, SetCoachPinDocument, { teamId: away.id, pin: '1357' }, ADMIN_TOKEN);
      const pins = { REFEREE: null, HOME_COACH: '2468', AWAY_COACH: '1357' };
      const sign = (role: 'REFEREE' | 'HOME_COACH' | 'AWAY_COACH', name: string) => ok(server().url, SignGameSheetDocument, { gameId: league.gameId, input: { role, name, pin: pins[role] } }, keeper);
      await sign('REFEREE', 'Marie Tremblay');
      await sign('HOME_COACH', 'Dave Boutilier');
      const signed = (await sign('AWAY_COACH', 'Sam Nickerson')).signGameSheet;
      expect(signed.signOffs.map((s) => [s.role, s.name])).toEqual([
        ['REFEREE', 'Marie Tremblay'],
        ['HOME_COACH', 'Dave Boutilier'],
        ['AWAY_COACH', 'Sam Nickerson'],
      ]);
      await ok(
        server().url,
        SetGameCrewDocument,
        {
          gameId: league.gameId,
          crew: [
            { role: 'REFEREE', name: 'Marie Tremblay' },
            { role: 'LINESMAN', name: 'Luc Arsenault' },
          ],
        },
        ADMIN_TOKEN,
      );
      await ok(server().url, CertifyGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);

      const text = await sheetText(league.gameId);
      expect(text).toContain('Official game sheet');
      expect(text).toMatch(/Game officials\s+Referee: Marie Tremblay\s+Linesman: Luc Arsenault/);
      expect(text).toContain(`Final score: Home ${home.name} 2 - 1 ${away.name} Away`);
      // The game's start in the competition's zone (18:00 UTC is 14:00 in Halifax in December).
      expect(text).toMatch(/Date: 2026-12-05\s+Time: 14:00 \(America\/Halifax\)\s+Venue: Cole Harbour Place, Rink 1/);
      for (const player of [...home.players, ...away.players]) expect(text).toContain(player.name);
      // Goals: scorer, assists, strength (the away team was short: a power-play goal).
      expect(text).toMatch(new RegExp(`1\\s+\\d\\d:\\d\\d\\s+${home.name}\\s+#3 ${home.players[2].name}\\s+#4 ${home.players[3].name}, #5 ${home.players[4].name}\\s+PP`));
      expect(text).toMatch(new RegExp(`2\\s+\\d\\d:\\d\\d\\s+${away.name}\\s+#6 ${away.players[5].name}\\s*\\n`));
      expect(text).toMatch(new RegExp(`2\\s+\\d\\d:\\d\\d\\s+${home.name}\\s+#6 ${home.players[5].name}`));
      // The penalty: period, clock, team, player, minutes, infraction.
      expect(text).toMatch(new RegExp(`1\\s+\\d\\d:\\d\\d\\s+${away.name}\\s+#4 ${away.players[3].name}\\s+\\d+\\s+Tripping`));
      // Shots by period, a goal counted as a shot as the scoreboard counts it (home: a shot and a goal, then a goal).
      expect(text).toMatch(new RegExp(`${home.name}\\s+2\\s+1\\s+3\\n`));
      expect(text).toMatch(new RegExp(`${away.name}\\s+0\\s+2\\s+2\\n`));
      expect(text).toContain('Referee: Marie Tremblay');
      expect(text).toContain('Home coach: Dave Boutilier');
      expect(text).toContain('Away coach: Sam Nickerson');
      expect(text).toMatch(/Result certified: \d{4}-\d\d-\d\d \d\d:\d\d/);
    });

    it('R57: a sign-off is refused before the game is over and after it is certified, with nothing stored', async () => {
      const league = await seedLeague(server().url, { playersPerTeam: 7, firstNumber: 1 });
      const keeper = await scorekeeper(league);
      const input = { role: 'REFEREE' as const, name: 'Marie Tremblay' };
      const scheduled = await failure(server().url, SignGameSheetDocument, { gameId: league.gameId, input }, keeper);
      expect(scheduled).toMatchObject({ code: 'RULE_VIOLATION' });
      expect(scheduled.message).toMatch(/signed once the game is over .* this one is SCHEDULED/);
      await ok(server().url, StartGameDocument, { gameId: league.gameId }, keeper);
      expect(await failure(server().url, SignGameSheetDocument, { gameId: league.gameId, input }, keeper)).toMatchObject({ code: 'RULE_VIOLATION' });
      expect((await ok(server().url, GameSignOffsDocument, { id: league.gameId })).game?.signOffs).toEqual([]);

      for (let period = 0; period < PERIODS; period += 1) {
        await ok(server().url, StartClockDocument, { gameId: league.gameId }, keeper);
        await ok(server().url, EndPeriodDocument, { gameId: league.gameId }, keeper);
      }
      await ok(server().url, EndGameDocument, { gameId: league.gameId }, keeper);
      await ok(server().url, CertifyGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      const certified = await failure(server().url, SignGameSheetDocument, { gameId: league.gameId, input }, keeper);
      expect(certified.message).toMatch(/certified/);
      expect((await ok(server().url, GameSignOffsDocument, { id: league.gameId })).game?.signOffs).toEqual([]);
    });

    it("R57, R80: the tablet signs for the referee, a coach for his own team only, never for a coach without his PIN; another competition's tablet may not sign", async () => {
      const league = await seedLeague(server().url, { playersPerTeam: 7, firstNumber: 1 });
      const other = await seedLeague(server().url, { playersPerTeam: 7, firstNumber: 1 });
      const keeper = await scorekeeper(league);
      for (let period = 0; period < PERIODS; period += 1) {
        if (period === 0) await ok(server().url, StartGameDocument, { gameId: league.gameId }, keeper);
        await ok(server().url, StartClockDocument, { gameId: league.gameId }, keeper);
        await ok(server().url, EndPeriodDocument, { gameId: league.gameId }, keeper);
      }
      await ok(server().url, EndGameDocument, { gameId: league.gameId }, keeper);
      const { createApiToken: coach } = await ok(server().url, CreateApiTokenDocument, { input: { name: 'Coach', role: 'COACH', scopes: [`team:${league.teams[0].id}`] } }, ADMIN_TOKEN);
      const elsewhere = await scorekeeper(other, 'Other rink');
      const input = { role: 'HOME_COACH' as const, name: 'Dave Boutilier' };
      // The home coach's token signs the home line only: not the away coach's, not the referee's.
      expect(await failure(server().url, SignGameSheetDocument, { gameId: league.gameId, input: { ...input, role: 'AWAY_COACH' } }, coach.token)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await failure(server().url, SignGameSheetDocument, { gameId: league.gameId, input: { ...input, role: 'REFEREE' } }, coach.token)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await failure(server().url, SignGameSheetDocument, { gameId: league.gameId, input }, elsewhere)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await failure(server().url, SignGameSheetDocument, { gameId: league.gameId, input })).toMatchObject({ code: 'UNAUTHENTICATED' });
      // The tablet does not sign for a coach without his PIN (R80).
      const noPin = await failure(server().url, SignGameSheetDocument, { gameId: league.gameId, input }, keeper);
      expect(noPin).toMatchObject({ code: 'BAD_USER_INPUT', extensions: expect.objectContaining({ fields: [expect.objectContaining({ field: 'pin' })] }) });
      expect((await ok(server().url, GameSignOffsDocument, { id: league.gameId })).game?.signOffs).toEqual([]);
      // Signed again, a role's sign-off is replaced; the recording token shows to an ADMIN only; each says how it was given.
      await ok(server().url, SignGameSheetDocument, { gameId: league.gameId, input }, coach.token);
      expect((await ok(server().url, GameSignOffsDocument, { id: league.gameId })).game?.signOffs).toEqual([
        { role: 'HOME_COACH', name: 'Dave Boutilier', seq: expect.any(Number), recordedBy: null, way: 'COACH_TOKEN' },
      ]);
      await ok(server().url, SignGameSheetDocument, { gameId: league.gameId, input: { ...input, name: 'David Boutilier' } }, ADMIN_TOKEN);
      expect((await ok(server().url, GameSignOffsDocument, { id: league.gameId })).game?.signOffs).toEqual([
        { role: 'HOME_COACH', name: 'David Boutilier', seq: expect.any(Number), recordedBy: null, way: 'DESK' },
      ]);
      expect((await ok(server().url, GameSignOffsDocument, { id: league.gameId }, ADMIN_TOKEN)).game?.signOffs[0]?.recordedBy).toEqual(expect.any(String));
    });

    it("R58: prints the labels in the competition's language (fr)", async () => {
      const league = await seedLeague(server().url, { playersPerTeam: 8, firstNumber: 1, language: 'fr' });
      expect((await ok(server().url, CompetitionLanguageDocument, { id: league.competitionId })).competition?.language).toBe('fr');
      const keeper = await scorekeeper(league);
      const { home, away } = await playedGame(league, keeper);
      await ok(server().url, SignGameSheetDocument, { gameId: league.gameId, input: { role: 'REFEREE', name: 'Marie Tremblay' } }, keeper);
      await ok(server().url, SetGameCrewDocument, { gameId: league.gameId, crew: [{ role: 'LINESMAN', name: 'Luc Arsenault' }] }, ADMIN_TOKEN);
      const text = await sheetText(league.gameId);
      expect(text).toContain('Feuille de match officielle');
      expect(text).toContain('Juge de lignes: Luc Arsenault');
      expect(text).toContain(`Pointage final: Local ${home.name} 2 - 1 ${away.name} Visiteur`);
      expect(text).toMatch(/Buts\n/);
      expect(text).toMatch(/Punitions\n/);
      expect(text).toMatch(new RegExp(`#3 ${home.players[2].name}.*\\s+AN\\n`));
      expect(text).toContain('Arbitre: Marie Tremblay');
      expect(text).toContain('Résultat non certifié');
      expect(text).not.toContain('Official game sheet');
    });

    it("R58: the reader's language (?lang=) prints the sheet in it; a language it has no labels for is refused", async () => {
      const league = await seedLeague(server().url, { playersPerTeam: 8, firstNumber: 1 });
      const keeper = await scorekeeper(league);
      await playedGame(league, keeper);
      const french = await sheetText(league.gameId, undefined, 'fr');
      expect(french).toContain('Feuille de match officielle');
      expect(french).not.toContain('Official game sheet');
      expect(await sheetText(league.gameId, undefined, 'en')).toContain('Official game sheet');
      // A French competition's sheet read by an English page.
      const fr = await seedLeague(server().url, { playersPerTeam: 8, firstNumber: 1, language: 'fr' });
      expect(await sheetText(fr.gameId, undefined, 'en')).toContain('Official game sheet');
      for (const query of ['lang=de', 'lang=en&lang=fr']) {
        const refused = await fetch(`${sheetUrl(league.gameId)}?${query}`);
        expect(refused.status).toBe(400);
        expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await refused.json()).toEqual({ errors: [{ message: expect.stringMatching(/^lang must be one of "en", "fr"; got /), extensions: { code: 'BAD_USER_INPUT' } }] });
      }
    });

    it('R58: a competition refuses a language it has no sheet labels for, and stores nothing', async () => {
      const refused = await failure(server().url, CreateCompetitionDocument, { input: { name: 'Coupe de Noël', kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC', language: 'de' } }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(refused.message).toMatch(/language/);
    });

    it("shows the official's notes and who recorded a sign-off to an ADMIN only; marks a signature made before a correction", async () => {
      const league = await seedLeague(server().url, { playersPerTeam: 8, firstNumber: 1 });
      const keeper = await scorekeeper(league, 'Rink 7 tablet');
      await playedGame(league, keeper);
      await ok(server().url, SignGameSheetDocument, { gameId: league.gameId, input: { role: 'REFEREE', name: 'Marie Tremblay' } }, keeper);
      // seq 3 is the home team's first shot (after GAME_STARTED and CLOCK_STARTED): voided after the signature.
      await ok(server().url, VoidEventDocument, { gameId: league.gameId, seq: 3, reason: 'Shot entered twice' }, keeper);
      const publicText = await sheetText(league.gameId);
      const adminText = await sheetText(league.gameId, ADMIN_TOKEN);
      expect(adminText).toContain('recorded by Rink 7 tablet');
      expect(adminText).toContain("Official's notes");
      expect(adminText).toContain('Voided event #3 (Shot): Shot entered twice');
      expect(publicText).not.toContain('Rink 7 tablet');
      expect(publicText).not.toContain("Official's notes");
      expect(publicText).not.toContain('Shot entered twice');
      expect(publicText).toContain('Referee: Marie Tremblay');
      expect(publicText).toContain('the sheet changed after this signature');
      // The voided shot is off the sheet's shots; the home team's two goals stay on them.
      expect(publicText).toMatch(new RegExp(`${league.teams[0].name}\\s+1\\s+1\\s+2\\n`));
    });

    it('R57: the sheet’s lineups are who the log dressed, the same on screen and printed, and stay so: a player suspended for the game is left out, one released after certification stays', async () => {
      const league = await seedLeague(server().url, { playersPerTeam: 8, startsAt: soon() });
      const { gameId } = league;
      const [home, away] = league.teams as [SeededLeague['teams'][number], SeededLeague['teams'][number]];
      const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(server().url, document, variables, ADMIN_TOKEN);
      const [suspended, released] = [home.players[5], home.players[6]];
      await post(SetSuspensionDocument, { input: { competitionId: league.competitionId, playerId: suspended.id, kind: 'GAMES', games: 1, reason: 'Match penalty in the last game' } });
      const before = (await post(SheetLineupsDocument, { id: gameId })).game!.sheetLineups;
      // Not started, nothing posted: the roster, the suspended player on it.
      expect(before.home.source).toBe('ROSTER');
      expect(before.home.players.map((p) => p.player.id)).toContain(suspended.id);

      await post(StartGameDocument, { gameId, earlyStartAgreement: EARLY_START });
      await post(StartClockDocument, { gameId });
      await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[2].id } });
      for (let period = 1; period < PERIODS; period += 1) {
        await post(EndPeriodDocument, { gameId });
        await post(StartClockDocument, { gameId });
      }
      await post(EndPeriodDocument, { gameId });
      await post(EndGameDocument, { gameId });
      await post(CertifyGameDocument, { gameId });
      const dressed = (await post(SheetLineupsDocument, { id: gameId })).game!.sheetLineups;
      expect([dressed.home.source, dressed.away.source]).toEqual(['DRESSED', 'DRESSED']);
      const homeIds = dressed.home.players.map((p) => p.player.id);
      expect(homeIds).not.toContain(suspended.id);
      expect(homeIds).toContain(released.id);
      expect(dressed.away.players).toHaveLength(away.players.length);
      expect(dressed.home.players.map((p) => p.number)).toEqual([...dressed.home.players.map((p) => p.number)].sort((a, b) => a - b));

      const entry = (await post(TeamRosterDocument, { id: home.id })).team!.roster.find((r) => r.player.id === released.id)!;
      await post(RemoveFromRosterDocument, { id: entry.id, clearance: 'Left the team, cleared by the Tournament Official' });
      expect((await post(SheetLineupsDocument, { id: gameId })).game!.sheetLineups).toEqual(dressed);
      const printed = await sheetText(gameId);
      expect(printed).toContain(released.name);
      expect(printed).not.toContain(suspended.name);
    });

    it('answers 404 for an unknown game and 401 for a refused token', async () => {
      const unknown = await fetch(sheetUrl('00000000-0000-4000-8000-000000000000'));
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
      expect((await fetch(sheetUrl('not-an-id'))).status).toBe(404);
      const league = await seedLeague(server().url, { playersPerTeam: 7, firstNumber: 1 });
      const refused = await fetch(sheetUrl(league.gameId), { headers: { authorization: 'Bearer not-a-token-of-ours' } });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    });
  });
}
