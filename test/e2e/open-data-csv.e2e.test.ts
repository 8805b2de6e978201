import { parse } from 'csv-parse/sync';
import {
  CreateTeamDocument,
  RecordGoalDocument,
  ScheduleGameDocument,
  DivisionStandingsDocument,
  StartClockDocument,
  StartGameDocument,
  EndPeriodDocument,
  EndGameDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Public data as CSV (docs/open-data.md): each file read back with csv-parse, a maintained
 * RFC 4180 parser, as a league's spreadsheet or script would read it.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `CSV exports on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const base = () => suite.current().url.replace(/\/graphql$/, '');
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(suite.current().url, document, variables, ADMIN_TOKEN);

    async function csv(path: string) {
      const response = await fetch(`${base()}${path}`);
      // Bytes, not response.text(): a decoder would drop the byte order mark this checks.
      const bytes = Buffer.from(await response.arrayBuffer());
      const text = bytes.toString('utf8');
      return { response, bytes, text, rows: response.status === 200 ? parse<Record<string, string>>(text, { bom: true, columns: true }) : [] };
    }

    /** A Cole Harbour game in Halifax played to its end: the home team's goal, then two periods. */
    async function playedLeague() {
      const league = await seedLeague(suite.current().url, { playersPerTeam: 8, firstNumber: 1, timeZone: 'America/Halifax' });
      await post(StartGameDocument, { gameId: league.gameId });
      await post(StartClockDocument, { gameId: league.gameId });
      await post(RecordGoalDocument, { input: { gameId: league.gameId, teamId: league.teams[0].id, scorerId: league.teams[0].players[3].id } });
      await post(EndPeriodDocument, { gameId: league.gameId });
      await post(StartClockDocument, { gameId: league.gameId });
      await post(EndPeriodDocument, { gameId: league.gameId });
      await post(EndGameDocument, { gameId: league.gameId });
      return league;
    }

    it('standings.csv: the division table as the standings query gives it, with a header row and a byte order mark', async () => {
      const league = await playedLeague();
      const { response, bytes, text, rows } = await csv(`/divisions/${league.divisionId}/standings.csv`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(
        text.startsWith('\uFEFFrank,team_id,team,games_played,wins,losses,ties,overtime_losses,points,goals_for,goals_against,goal_difference,penalty_minutes,tiebreak,unresolved_with_next\r\n'),
      ).toBe(true);
      const { standings } = await post(DivisionStandingsDocument, { divisionId: league.divisionId });
      expect(rows.map((r) => [r.team_id, Number(r.points), Number(r.goal_difference)])).toEqual(standings.rows.map((r) => [r.team.id, r.points, r.goalDifference]));
      expect(rows.find((r) => r.team_id === league.teams[1].id)!.goal_difference).toBe('-1');
    });

    it("schedule.csv: each game's date and time on the competition's calendar (R39), its UTC instant, and the score once played", async () => {
      const league = await playedLeague();
      // 00:30 UTC on 6 December is 20:30 on 5 December in Halifax.
      const { scheduleGame } = await post(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: league.teams[1].id, awayTeamId: league.teams[0].id, startsAt: '2026-12-06T00:30:00Z', stage: 'ROUND_ROBIN', venue: 'Rink 2, "the barn"' },
      });
      const { rows } = await csv(`/competitions/${league.competitionId}/schedule.csv`);
      const later = rows.find((r) => r.game_id === scheduleGame.id)!;
      expect(later).toMatchObject({
        date: '2026-12-05',
        time: '20:30',
        starts_at_utc: '2026-12-06T00:30:00.000Z',
        time_zone: 'America/Halifax',
        venue: 'Rink 2, "the barn"',
        status: 'SCHEDULED',
        home_score: '',
        away_score: '',
      });
      expect(rows.find((r) => r.game_id === league.gameId)).toMatchObject({ status: 'FINAL', home_score: '1', away_score: '0', decision: 'REGULATION' });
    });

    it('players.csv: public columns only (no birth date), names as written; a name that would run as a spreadsheet formula is defused', async () => {
      const league = await playedLeague();
      const formula = '=HYPERLINK("http://evil.example","Ducks, Mighty")';
      await post(CreateTeamDocument, { input: { divisionId: league.divisionId, name: formula } });
      const { rows, text } = await csv(`/competitions/${league.competitionId}/players.csv`);
      expect(Object.keys(rows[0])).toEqual(['player_id', 'player', 'number', 'position', 'team_id', 'team', 'division_id', 'division']);
      expect(text).not.toContain('1990-05-17');
      expect(rows.filter((r) => r.team_id === league.teams[0].id)).toHaveLength(8);
      const players = await csv(`/competitions/${league.competitionId}/schedule.csv`);
      expect(players.rows.length).toBeGreaterThan(0);
      // The formula team has no players; its name shows in the standings, defused.
      const standings = await csv(`/divisions/${league.divisionId}/standings.csv`);
      expect(standings.rows.map((r) => r.team)).toContain(`'${formula}`);
    });

    it("stats.csv: the scorer's goal and point", async () => {
      const league = await playedLeague();
      const { rows } = await csv(`/competitions/${league.competitionId}/stats.csv`);
      const scorer = rows.find((r) => r.player_id === league.teams[0].players[3].id)!;
      expect(scorer).toMatchObject({ team_id: league.teams[0].id, goals: '1', points: '1' });
    });

    it.each([['/divisions/00000000-0000-4000-8000-000000000000/standings.csv'], ['/competitions/not-an-id/schedule.csv'], ['/competitions/00000000-0000-4000-8000-000000000000/players.csv']])(
      '%s: no such row answers 404 in JSON, not an empty file',
      async (path) => {
        const response = await fetch(`${base()}${path}`);
        expect(response.status).toBe(404);
        expect(((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('NOT_FOUND');
      },
    );
  });
}
