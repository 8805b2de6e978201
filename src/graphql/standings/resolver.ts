import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { StandingsRow as Row } from '../../domain/standings';
import type { StandingsTable } from '../../services/standings.service';
import { standingsId } from '../node';
import { Division } from '../competition/types';
import type { GraphQLContext } from '../context';
import { Team } from '../team/types';
import { BOUNDS, dateArg, listArg, textArg } from '../validation';
import type { TiebreakCriterion as TiebreakCriterionName } from '../../domain/tiebreakers';
import { TiebreakCriterion } from '../enums';
import { Standings, StandingsRow, TiebreakStep, tiebreakCriterionOf } from './types';

/** What the Standings resolvers hand around: the table as the service read it. */
type StandingsRoot = StandingsTable;

@Resolver(() => Standings)
export class StandingsResolver {
  @Query(() => Standings, { description: "A division's standings, from its finished round-robin or regular-season games; as of a date when given" })
  async standings(
    @Arg('divisionId', () => ID, { description: "The division's id." }) divisionId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('asOf', () => Date, { description: 'Count only the finished games that started at or before this moment (ISO 8601); all of them when left out.', nullable: true, validateFn: dateArg('asOf') })
    asOf?: Date | null,
  ): Promise<StandingsRoot> {
    return ctx.services.standings.table(divisionId, asOf);
  }

  @Authorized('ADMIN')
  @Mutation(() => Standings, {
    description: 'R6: the coin toss an official made for teams the criteria leave level, from its winner down. Requires: ADMIN.',
  })
  async recordCoinToss(
    @Arg('divisionId', () => ID, { description: "The division's id." }) divisionId: string,
    @Arg('teamIds', () => [ID], { description: 'The tied teams by id, in the order the toss put them: its winner first.', validateFn: listArg('teamIds', BOUNDS.TEAMS, 'the teams of one division') })
    teamIds: string[],
    @Ctx() ctx: GraphQLContext,
    @Arg('note', () => String, { description: "Who tossed and how, in the official's words; optional.", nullable: true, validateFn: textArg('note', { max: BOUNDS.REASON, multiline: true }) })
    note?: string | null,
  ): Promise<StandingsRoot> {
    return ctx.services.standings.recordCoinToss(divisionId, teamIds, note);
  }

  @Subscription(() => Standings, {
    description: "The division's standings at once, then after every change that moves them (a final, a forfeit, a corrected result, a voided goal in a finished game, a coin toss)",
    subscribe: ({ args, context }) => (context as GraphQLContext).services.feeds.standings((args as { divisionId: string }).divisionId),
  })
  standingsUpdated(@Root() standings: StandingsRoot, @Arg('divisionId', () => ID, { description: "The division's id." }) _divisionId: string): StandingsRoot {
    return standings;
  }

  @FieldResolver(() => [TiebreakStep], { description: "The tie-breakers applied to teams level on points, in order: the competition's own chain (rules.tiebreakers) or its preset's (R7)" })
  tiebreakers(@Root() standings: StandingsRoot, @Ctx() ctx: GraphQLContext) {
    return ctx.services.standings.tiebreakChain(standings.divisionId);
  }

  @FieldResolver(() => Division, { description: 'The division.' })
  division(@Root() standings: StandingsRoot, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.division.load(standings.divisionId);
  }

  @FieldResolver()
  id(@Root() standings: StandingsRoot): string {
    return standingsId(standings.divisionId, standings.asOf);
  }
}

@Resolver(() => StandingsRow)
export class StandingsRowResolver {
  @FieldResolver(() => TiebreakCriterion, {
    nullable: true,
    description:
      'The tie-breaker that put this team above the next one when their points were equal (R7); null when no tie-breaker separated them (their points differ, it is the last row, or they are still level: unresolvedWithNext)',
  })
  tiebreakCriterion(@Root() row: Row): TiebreakCriterionName | null {
    return tiebreakCriterionOf(row.tiebreak);
  }

  @FieldResolver(() => Team, { description: 'The team.' })
  team(@Root() row: Row, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(row.teamId);
  }
}
