import { type Response, Router } from 'express';
import { localDate, localTime } from '../../domain/calendar';
import type { Services } from '../../graphql/context';
import type { OpenDataService } from '../../services/open-data.service';
import { type Cell, CSV_BOM, CSV_CONTENT_TYPE, csvRow } from './csv';
import { asHttpError } from './lookup';

/**
 * Public data as CSV (docs/open-data.md): a division's standings, a competition's schedule, its
 * players (public columns only: no birth dates, no discipline) and its player stats. No token is
 * needed and none is read: these hold what the public pages show. Columns are documented in
 * docs/open-data.md and stay stable; new ones are only ever added at the end.
 */
export function csvRoutes(reads: OpenDataService, services: Services): Router {
  const router = Router();

  router.get('/divisions/:id/standings.csv', (req, res, next) =>
    send(res, next, 'standings', async (write) => {
      const division = await reads.division(req.params.id);
      const [rows, teams] = await Promise.all([services.standings.standings(division.id), reads.teamsOf([division.id])]);
      const name = new Map(teams.map((t) => [t.id, t.name]));
      write(STANDINGS_COLUMNS);
      for (const r of rows) {
        write([
          r.rank,
          r.teamId,
          name.get(r.teamId),
          r.gamesPlayed,
          r.wins,
          r.losses,
          r.ties,
          r.overtimeLosses,
          r.points,
          r.goalsFor,
          r.goalsAgainst,
          r.goalDifference,
          r.penaltyMinutes,
          r.tiebreak,
          r.unresolvedWithNext,
        ]);
      }
    }),
  );

  router.get('/competitions/:id/schedule.csv', (req, res, next) =>
    send(res, next, 'schedule', async (write) => {
      const competition = await reads.competition(req.params.id);
      const divisions = await reads.divisionsOf(competition.id);
      const teams = await reads.teamsOf(divisions.map((d) => d.id));
      const teamName = new Map(teams.map((t) => [t.id, t.name]));
      write(SCHEDULE_COLUMNS);
      for (const division of divisions) {
        // A page at a time, so a season of any size streams in bounded memory.
        let after: { at: number; id: string } | null = null;
        for (;;) {
          const games = await services.games.pageOf({ divisionId: division.id }, 500, after);
          for (const g of games.slice(0, 500)) {
            const final = g.status === 'FINAL' || g.status === 'FORFEITED';
            write([
              g.id,
              division.id,
              division.name,
              localDate(g.startsAt, competition.timeZone),
              localTime(g.startsAt, competition.timeZone),
              g.startsAt.toISOString(),
              competition.timeZone,
              g.venue,
              g.stage,
              g.homeTeamId,
              teamName.get(g.homeTeamId),
              g.awayTeamId,
              teamName.get(g.awayTeamId),
              g.status,
              final || g.status === 'IN_PROGRESS' || g.status === 'INTERMISSION' ? g.homeScore : null,
              final || g.status === 'IN_PROGRESS' || g.status === 'INTERMISSION' ? g.awayScore : null,
              g.decision,
            ]);
          }
          if (games.length <= 500) break;
          const last = games[499];
          after = { at: last.startsAt.getTime(), id: last.id };
        }
      }
    }),
  );

  router.get('/competitions/:id/players.csv', (req, res, next) =>
    send(res, next, 'players', async (write) => {
      const competition = await reads.competition(req.params.id);
      const divisions = await reads.divisionsOf(competition.id);
      const teams = (await reads.teamsOf(divisions.map((d) => d.id))).sort((a, b) => a.name.localeCompare(b.name));
      const divisionName = new Map(divisions.map((d) => [d.id, d.name]));
      const current = await reads.currentRoster(teams.map((t) => t.id));
      const playerName = await reads.playerNames(current.map((e) => e.playerId));
      write(PLAYERS_COLUMNS);
      for (const team of teams) {
        for (const e of current.filter((x) => x.teamId === team.id)) {
          write([e.playerId, playerName.get(e.playerId), e.number, e.position, team.id, team.name, team.divisionId, divisionName.get(team.divisionId)]);
        }
      }
    }),
  );

  router.get('/competitions/:id/stats.csv', (req, res, next) =>
    send(res, next, 'stats', async (write) => {
      const competition = await reads.competition(req.params.id);
      const lines = await services.stats.players({ competitionId: competition.id });
      const [teamName, playerName] = await Promise.all([reads.teamNames(lines.map((l) => l.teamId)), reads.playerNames(lines.map((l) => l.playerId))]);
      write(STATS_COLUMNS);
      for (const l of lines) {
        write([
          l.playerId,
          playerName.get(l.playerId),
          l.teamId,
          teamName.get(l.teamId),
          l.gamesPlayed,
          l.goals,
          l.assists,
          l.points,
          l.penaltyMinutes,
          l.powerPlayGoals,
          l.shortHandedGoals,
          l.gameWinningGoals,
        ]);
      }
    }),
  );

  return router;
}

export const STANDINGS_COLUMNS = [
  'rank',
  'team_id',
  'team',
  'games_played',
  'wins',
  'losses',
  'ties',
  'overtime_losses',
  'points',
  'goals_for',
  'goals_against',
  'goal_difference',
  'penalty_minutes',
  'tiebreak',
  'unresolved_with_next',
];
export const SCHEDULE_COLUMNS = [
  'game_id',
  'division_id',
  'division',
  'date',
  'time',
  'starts_at_utc',
  'time_zone',
  'venue',
  'stage',
  'home_team_id',
  'home_team',
  'away_team_id',
  'away_team',
  'status',
  'home_score',
  'away_score',
  'decision',
];
export const PLAYERS_COLUMNS = ['player_id', 'player', 'number', 'position', 'team_id', 'team', 'division_id', 'division'];
export const STATS_COLUMNS = [
  'player_id',
  'player',
  'team_id',
  'team',
  'games_played',
  'goals',
  'assists',
  'points',
  'penalty_minutes',
  'power_play_goals',
  'short_handed_goals',
  'game_winning_goals',
];

/**
 * Writes a CSV answer: headers once the first row is ready (so a NOT_FOUND still answers JSON
 * 404), rows as they come, the end. An error before any row answers its status as JSON.
 */
async function send(res: Response, next: (error: unknown) => void, name: string, produce: (write: (cells: readonly Cell[]) => void) => Promise<void>): Promise<void> {
  let started = false;
  const write = (cells: readonly Cell[]) => {
    if (!started) {
      started = true;
      res.status(200);
      res.setHeader('content-type', CSV_CONTENT_TYPE);
      res.setHeader('content-disposition', `attachment; filename="${name}.csv"`);
      res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
      res.write(CSV_BOM);
    }
    res.write(csvRow(cells));
  };
  try {
    await produce(write);
    res.end();
  } catch (error) {
    if (started) {
      res.destroy(error instanceof Error ? error : undefined);
      return;
    }
    next(asHttpError(error));
  }
}
