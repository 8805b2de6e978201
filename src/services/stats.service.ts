import { type EntityManager, In } from 'typeorm';
import type { Database } from '../db/database';
import { CompetitionEntity, DivisionEntity, GameEntity, GameEventEntity } from '../db/entities';
import { type GameStage, GameStatus } from '../domain/enums';
import { resolveRuleset } from '../domain/rulesets';
import { gamesDressed, goalieStats, type GoalieLine, leaders, type PlayerLine, playerStats, type StatsGame } from '../domain/stats';
import { badInput } from '../errors';
import { text } from '../domain/messages';
import { requireRow } from './context';

export interface StatsScope {
  competitionId?: string | null;
  divisionId?: string | null;
  /** only games of this stage (e.g. REGULAR_SEASON); all stages when left out */
  stage?: GameStage | null;
}

export const LeaderCategory = {
  POINTS: 'POINTS',
  GOALS: 'GOALS',
  ASSISTS: 'ASSISTS',
  PENALTY_MINUTES: 'PENALTY_MINUTES',
  POWER_PLAY_GOALS: 'POWER_PLAY_GOALS',
  GAME_WINNING_GOALS: 'GAME_WINNING_GOALS',
  SAVE_PERCENTAGE: 'SAVE_PERCENTAGE',
  GOALS_AGAINST_AVERAGE: 'GOALS_AGAINST_AVERAGE',
  SHUTOUTS: 'SHUTOUTS',
} as const;
export type LeaderCategory = (typeof LeaderCategory)[keyof typeof LeaderCategory];

const PLAYER_VALUES: Partial<Record<LeaderCategory, (line: PlayerLine) => number>> = {
  POINTS: (l) => l.points,
  GOALS: (l) => l.goals,
  ASSISTS: (l) => l.assists,
  PENALTY_MINUTES: (l) => l.penaltyMinutes,
  POWER_PLAY_GOALS: (l) => l.powerPlayGoals,
  GAME_WINNING_GOALS: (l) => l.gameWinningGoals,
};
const GOALIE_VALUES: Partial<Record<LeaderCategory, { value: (line: GoalieLine) => number | null; ascending?: boolean }>> = {
  SAVE_PERCENTAGE: { value: (l) => l.savePercentage },
  GOALS_AGAINST_AVERAGE: { value: (l) => l.goalsAgainstAverage, ascending: true },
  SHUTOUTS: { value: (l) => l.shutouts },
};

/** Player and goalie statistics of a competition or a division, from its final games (stats.ts). */
export class StatsService {
  constructor(private readonly db: Database) {}

  async players(scope: StatsScope): Promise<PlayerLine[]> {
    return playerStats((await this.games(scope)).games);
  }

  async goalies(scope: StatsScope): Promise<GoalieLine[]> {
    const { games, regulationMs } = await this.games(scope);
    return goalieStats(games, () => regulationMs);
  }

  /** The leaders of a category, ties sharing a rank; everyone tied at the cut stays. */
  async leaders(scope: StatsScope, category: LeaderCategory, limit: number): Promise<Array<{ rank: number; value: number; playerId: string; teamId: string }>> {
    const player = PLAYER_VALUES[category];
    if (player) return leaders(await this.players(scope), player, { limit }).map(({ rank, line }) => ({ rank, value: player(line), playerId: line.playerId, teamId: line.teamId }));
    const goalie = GOALIE_VALUES[category]!;
    return leaders(await this.goalies(scope), goalie.value, { limit, ascending: goalie.ascending }).map(({ rank, line }) => ({
      rank,
      value: goalie.value(line)!,
      playerId: line.playerId,
      teamId: line.teamId,
    }));
  }

  /** The final games of the scope with their non-voided penalties: a fixed number of queries. */
  private async games(scope: StatsScope): Promise<{ games: StatsGame[]; regulationMs: number }> {
    const { manager } = this.db;
    if (!scope.competitionId === !scope.divisionId) throw badInput(text('errors.BAD_USER_INPUT.oneScope'), [{ field: 'competitionId', message: 'or divisionId, not both' }]);
    const divisions = scope.divisionId
      ? [await requireRow(manager, DivisionEntity, scope.divisionId, 'Division', 'divisionId')]
      : await manager.find(DivisionEntity, { where: { competitionId: scope.competitionId! } });
    const competitionId = scope.competitionId ?? divisions[0].competitionId;
    const competition = await requireRow(manager, CompetitionEntity, competitionId, 'Competition', 'competitionId');
    const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
    const regulationMs = ruleset.regulationPeriods * ruleset.periodLengthMs;
    if (!divisions.length) return { games: [], regulationMs };
    const rows = await manager.find(GameEntity, {
      where: { divisionId: In(divisions.map((d) => d.id)), status: GameStatus.FINAL, ...(scope.stage ? { stage: scope.stage } : {}) },
      order: { startsAt: 'ASC' },
    });
    const penalties = rows.length ? await manager.find(GameEventEntity, { where: { gameId: In(rows.map((g) => g.id)), type: 'PENALTY', voided: false } }) : [];
    const games = rows.flatMap((game): StatsGame[] =>
      game.state
        ? [
            {
              gameId: game.id,
              status: game.status,
              state: game.state,
              penalties: penalties
                .filter((p) => p.gameId === game.id)
                .map((p) => ({ playerId: p.playerId, teamId: p.teamId!, recordedMinutes: Number((p.payload.details as { recordedMinutes?: number } | undefined)?.recordedMinutes ?? 0) })),
            },
          ]
        : [],
    );
    return { games, regulationMs };
  }
}

/**
 * BHI 003:35 (prizes only to players who played, the second goalie included): for each team, its
 * players and the played games of the team each was dressed for (stats.ts, gamesDressed). One query
 * for a batch of teams: their final and forfeited games, with the states that hold the lineups.
 */
export async function gamesDressedByTeam(manager: EntityManager, teamIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const status = In([GameStatus.FINAL, GameStatus.FORFEITED]);
  const ids = In([...teamIds]);
  const games = await manager.find(GameEntity, {
    where: [
      { homeTeamId: ids, status },
      { awayTeamId: ids, status },
    ],
    select: { id: true, status: true, state: true, homeTeamId: true, awayTeamId: true },
  });
  const played = games.flatMap((game) => (game.state ? [{ status: game.status, state: game.state }] : []));
  return new Map(
    teamIds.map((teamId) => [
      teamId,
      gamesDressed(
        played.filter((g) => g.state.home.teamId === teamId || g.state.away.teamId === teamId),
        teamId,
      ),
    ]),
  );
}
