import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { StandingsRow as Row } from '../../domain/standings';
import type { GraphQLContext } from '../context';
import { Division, Team } from '../types';
import { BOUNDS, dateArg, listArg, textArg } from '../validation';

@ObjectType({ description: "A team's line in its division's standings" })
export class StandingsRow {
  @Field(() => Int, { description: 'Teams still level after every criterion (a coin toss not yet recorded, R6) share a rank' }) rank!: number;
  @Field(() => Int) gamesPlayed!: number;
  @Field(() => Int) wins!: number;
  @Field(() => Int) losses!: number;
  @Field(() => Int) ties!: number;
  @Field(() => Int, { description: 'League and NHL: overtime and shootout losses, a point each (R9)' }) overtimeLosses!: number;
  @Field(() => Int, { description: 'IIHF: wins in regulation time' }) regulationWins!: number;
  @Field(() => Int, { description: 'Wins in overtime or a shootout' }) overtimeWins!: number;
  @Field(() => Int) points!: number;
  @Field(() => Int) goalsFor!: number;
  @Field(() => Int) goalsAgainst!: number;
  @Field(() => Int) goalDifference!: number;
  @Field(() => Int, { description: 'Minutes charged in the records; forfeits count none (R4)' }) penaltyMinutes!: number;
  @Field(() => String, {
    nullable: true,
    description: 'The criterion that put this team above the next one when their points were equal (R7): MOST_WINS, HEAD_TO_HEAD, GOAL_DIFFERENCE, FEWEST_GOALS_AGAINST, GOALS_FOR, LEAST_PENALIZED, FIRST_GOAL_TIME, COIN_TOSS, …',
  })
  tiebreak!: string | null;
  @Field({ description: 'Level with the next team after every criterion: waiting for a coin toss an official records (R6)' }) unresolvedWithNext!: boolean;
}

@ObjectType({ description: "A division's standings under its rulebook's points and tie-breakers" })
export class Standings {
  @Field(() => [StandingsRow]) rows!: Row[];
}

/** What the Standings resolvers hand around. */
interface StandingsRoot {
  divisionId: string;
  rows: Row[];
}

@Resolver(() => Standings)
export class StandingsResolver {
  @Query(() => Standings, { description: "A division's standings, from its finished round-robin or regular-season games; as of a date when given" })
  async standings(@Arg('divisionId', () => ID) divisionId: string, @Ctx() ctx: GraphQLContext, @Arg('asOf', () => Date, { nullable: true, validateFn: dateArg('asOf') }) asOf?: Date | null): Promise<StandingsRoot> {
    return { divisionId, rows: await ctx.services.standings.standings(divisionId, asOf) };
  }

  @Authorized('ADMIN')
  @Mutation(() => Standings, { description: 'R6: the coin toss an official made for teams the criteria leave level, from its winner down' })
  async recordCoinToss(
    @Arg('divisionId', () => ID) divisionId: string,
    @Arg('teamIds', () => [ID], { validateFn: listArg('teamIds', BOUNDS.TEAMS, 'the teams of one division') }) teamIds: string[],
    @Ctx() ctx: GraphQLContext,
    @Arg('note', () => String, { nullable: true, validateFn: textArg('note', { max: BOUNDS.REASON, multiline: true }) }) note?: string | null,
  ): Promise<StandingsRoot> {
    return { divisionId, rows: await ctx.services.standings.recordCoinToss(divisionId, teamIds, note) };
  }

  @Subscription(() => Standings, {
    description: "The division's standings at once, then after every change that moves them (a final, a forfeit, a corrected result, a voided goal in a finished game, a coin toss)",
    subscribe: async ({ args, context }) => {
      const divisionId = args.divisionId as string;
      const feed = await (context as GraphQLContext).services.standings.updates(divisionId);
      return (async function* roots() {
        try {
          for await (const rows of feed) yield { divisionId, rows };
        } finally {
          await feed.return(undefined);
        }
      })();
    },
  })
  standingsUpdated(@Root() standings: StandingsRoot, @Arg('divisionId', () => ID) _divisionId: string): StandingsRoot {
    return standings;
  }

  @FieldResolver(() => Division)
  division(@Root() standings: StandingsRoot, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.division.load(standings.divisionId);
  }
}

@Resolver(() => StandingsRow)
export class StandingsRowResolver {
  @FieldResolver(() => Team)
  team(@Root() row: Row, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(row.teamId);
  }
}
