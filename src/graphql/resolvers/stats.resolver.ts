import { Arg, type ClassType, Ctx, Field, FieldResolver, Float, ID, Int, ObjectType, Query, registerEnumType, Resolver, Root } from 'type-graphql';
import { LeaderCategory, type StatsScope } from '../../services/stats.service';
import type { GraphQLContext } from '../context';
import { GameStage } from '../enums';
import { Player, Team } from '../types';
import { BOUNDS, intArg } from '../validation';

registerEnumType(LeaderCategory, { name: 'LeaderCategory', description: 'What leaders are ranked by (goals-against average: lowest first)' });

@ObjectType({ description: "A player's line for one team, from its final games" })
export class PlayerStatLine {
  @Field(() => Int, { description: 'Final games the player was dressed for' }) gamesPlayed!: number;
  @Field(() => Int) goals!: number;
  @Field(() => Int) assists!: number;
  @Field(() => Int) points!: number;
  @Field(() => Int, { description: 'Minutes charged in the records' }) penaltyMinutes!: number;
  @Field(() => Int) powerPlayGoals!: number;
  @Field(() => Int) shortHandedGoals!: number;
  @Field(() => Int) gameWinningGoals!: number;
}

@ObjectType({ description: "A goalie's line for one team: the team's first dressed goalie is credited with each game" })
export class GoalieStatLine {
  @Field(() => Int) gamesPlayed!: number;
  @Field(() => Int, { description: 'Empty-net goals and the shootout aside' }) goalsAgainst!: number;
  @Field(() => Int, { nullable: true, description: 'Where shots were kept' }) shotsAgainst!: number | null;
  @Field(() => Int, { nullable: true }) saves!: number | null;
  @Field(() => Float, { nullable: true, description: 'A fraction, e.g. 0.912' }) savePercentage!: number | null;
  @Field(() => Float, { nullable: true, description: 'Goals against per 60 minutes' }) goalsAgainstAverage!: number | null;
  @Field(() => Int) shutouts!: number;
}

@ObjectType()
export class Leader {
  @Field(() => Int, { description: 'Ties share a rank (1, 1, 3)' }) rank!: number;
  @Field(() => Float) value!: number;
}

function scope(competitionId?: string | null, divisionId?: string | null, stage?: GameStage | null): StatsScope {
  return { competitionId, divisionId, stage };
}

const SCOPE_ARGS = {
  competitionId: { nullable: true, description: 'A competition (or a division, not both)' },
  divisionId: { nullable: true },
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
    @Arg('category', () => LeaderCategory) category: LeaderCategory,
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
    @FieldResolver(() => Player)
    player(@Root() line: { playerId: string }, @Ctx() ctx: GraphQLContext) {
      return ctx.loaders.player.load(line.playerId);
    }

    @FieldResolver(() => Team)
    team(@Root() line: { teamId: string }, @Ctx() ctx: GraphQLContext) {
      return ctx.loaders.team.load(line.teamId);
    }
  }
  return PlayerAndTeamResolver;
}

export const PlayerStatLineResolver = playerAndTeam(PlayerStatLine);
export const GoalieStatLineResolver = playerAndTeam(GoalieStatLine);
export const LeaderResolver = playerAndTeam(Leader);
