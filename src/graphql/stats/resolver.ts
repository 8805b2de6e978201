import { Arg, type ClassType, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { LeaderCategory, type StatsScope } from '../../services/stats.service';
import type { GraphQLContext } from '../context';
import { GameStage } from '../enums';
import { Player } from '../player/types';
import { Team } from '../team/types';
import { BOUNDS, intArg } from '../validation';
import { GoalieStatLine, Leader, PlayerStatLine } from './types';

function scope(competitionId?: string | null, divisionId?: string | null, stage?: GameStage | null): StatsScope {
  return { competitionId, divisionId, stage };
}

const SCOPE_ARGS = {
  competitionId: { nullable: true, description: 'A competition (or a division, not both)' },
  divisionId: { nullable: true, description: 'A division (or a competition, not both)' },
  stage: { nullable: true, description: 'Only games of this stage; all stages when left out' },
} as const;

@Resolver()
export class StatsResolver {
  @Query(() => [PlayerStatLine], { description: 'Player statistics from final games, by points then goals' })
  playerStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('competitionId', () => ID, SCOPE_ARGS.competitionId) competitionId?: string | null,
    @Arg('divisionId', () => ID, SCOPE_ARGS.divisionId) divisionId?: string | null,
    @Arg('stage', () => GameStage, SCOPE_ARGS.stage) stage?: GameStage | null,
  ) {
    return ctx.services.stats.players(scope(competitionId, divisionId, stage));
  }

  @Query(() => [GoalieStatLine], { description: 'Goalie statistics from final games' })
  goalieStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('competitionId', () => ID, SCOPE_ARGS.competitionId) competitionId?: string | null,
    @Arg('divisionId', () => ID, SCOPE_ARGS.divisionId) divisionId?: string | null,
    @Arg('stage', () => GameStage, SCOPE_ARGS.stage) stage?: GameStage | null,
  ) {
    return ctx.services.stats.goalies(scope(competitionId, divisionId, stage));
  }

  @Query(() => [Leader], { description: 'The leaders of a category; everyone tied at the cut is kept' })
  leaders(
    @Arg('category', () => LeaderCategory, { description: 'What the leaders lead in: points, goals, assists, penalty minutes, a goalie figure.' }) category: LeaderCategory,
    @Ctx() ctx: GraphQLContext,
    @Arg('competitionId', () => ID, SCOPE_ARGS.competitionId) competitionId?: string | null,
    @Arg('divisionId', () => ID, SCOPE_ARGS.divisionId) divisionId?: string | null,
    @Arg('stage', () => GameStage, SCOPE_ARGS.stage) stage?: GameStage | null,
    @Arg('limit', () => Int, { nullable: true, description: `1 to ${BOUNDS.LEADERS}; 10 when left out`, validateFn: intArg('limit', 1, BOUNDS.LEADERS) }) limit?: number | null,
  ) {
    return ctx.services.stats.leaders(scope(competitionId, divisionId, stage), category, limit ?? 10);
  }
}

/** `player` and `team` of a stats line or a leader, through the request's loaders. */
function playerAndTeam(type: ClassType) {
  @Resolver(() => type)
  class PlayerAndTeamResolver {
    @FieldResolver(() => Player, { description: 'The player' })
    player(@Root() line: { playerId: string }, @Ctx() ctx: GraphQLContext) {
      return ctx.loaders.player.load(line.playerId);
    }

    @FieldResolver(() => Team, { description: 'The team the figures were made for' })
    team(@Root() line: { teamId: string }, @Ctx() ctx: GraphQLContext) {
      return ctx.loaders.team.load(line.teamId);
    }
  }
  return PlayerAndTeamResolver;
}

export const PlayerStatLineResolver = playerAndTeam(PlayerStatLine);
export const GoalieStatLineResolver = playerAndTeam(GoalieStatLine);
export const LeaderResolver = playerAndTeam(Leader);
