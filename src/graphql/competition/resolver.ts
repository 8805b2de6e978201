import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CompetitionEntity, DivisionEntity } from '../../db/entities';
import type { GraphQLContext } from '../context';
import { Game, GameConnection } from '../game/types';
import { gameCursor, LIST_MAX, listOf, PAGE_DEFAULT, PAGE_MAX, pageOf, pageSize } from '../paging';
import { Team } from '../team/types';
import { CreateCompetitionInput, CreateDivisionInput, SeasonDatesInput } from './inputs';
import { Competition, DisciplineLink, Division, GameCounts, RulesOverrides } from './types';
import { BOUNDS, dateOf, namingSent, textArg } from '../validation';

@Resolver(() => Competition)
export class CompetitionResolver {
  @Query(() => Competition, { nullable: true, description: 'A competition (a tournament or a league season) by id; null when there is none' })
  competition(@Arg('id', () => ID, { description: "The competition's id." }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.competition.load(id);
  }

  @Query(() => [Competition], { description: 'Competitions, newest first (a front page lists them)' })
  competitions(@Arg('limit', () => Int, { nullable: true, description: 'at most this many (1–500); 100 when left out' }) limit: number | null, @Ctx() ctx: GraphQLContext) {
    return ctx.services.competitions.competitions(limit ?? 100);
  }

  @Query(() => Date, { description: "The server's clock now: clients correct their own by it (a scoreboard's running clock)" })
  serverTime(): Date {
    return new Date();
  }

  @Authorized('ADMIN')
  @Mutation(() => Competition, {
    description: 'Creates a tournament or a league playing by one of the rulebooks (preset); its divisions, teams and games are added afterwards. Answers the new competition. Requires: ADMIN.',
  })
  createCompetition(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: CreateCompetitionInput, @Ctx() ctx: GraphQLContext) {
    const { lastRegularSeasonDate: _date, ...rest } = input;
    const lastRegularSeasonDay = dateOf(input, 'lastRegularSeasonDate', 'lastRegularSeasonDay');
    return namingSent(input, 'lastRegularSeasonDate', 'lastRegularSeasonDay', () => ctx.services.competitions.createCompetition({ ...rest, lastRegularSeasonDay }));
  }

  @Authorized('ADMIN')
  @Mutation(() => Competition, {
    description:
      "A league season's start and addition cut-off (§8): pick-ups, affiliations and playoff goalies follow them. A date left out stays, a date given as null is cleared; each change is kept in the audit trail. Requires: ADMIN.",
  })
  setSeasonDates(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: SeasonDatesInput, @Ctx() ctx: GraphQLContext) {
    const { lastRegularSeasonDate: _date, ...rest } = input;
    const lastRegularSeasonDay = dateOf(input, 'lastRegularSeasonDate', 'lastRegularSeasonDay', { nullCounts: true });
    return namingSent(input, 'lastRegularSeasonDate', 'lastRegularSeasonDay', () => ctx.services.competitions.setSeasonDates(ctx.principal, { ...rest, lastRegularSeasonDay }));
  }

  @Authorized('ADMIN')
  @Mutation(() => Competition, {
    description:
      "League 004:9: approves that the two competitions' suspensions and fines are in effect in each other (summer ↔ winter, R41): unpaid fines of either keep a player from playing in both. Requires: ADMIN.",
  })
  linkDiscipline(
    @Arg('competitionId', () => ID, { description: "The competition's id." }) competitionId: string,
    @Arg('otherCompetitionId', () => ID, { description: "The id of the competition whose suspensions and fines this one's players carry too (R41)." }) otherCompetitionId: string,
    @Arg('reason', { description: "Why the two competitions' discipline is linked, in the league manager's words.", validateFn: textArg('reason', { max: BOUNDS.REASON, multiline: true }) })
    reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.competitions.linkDiscipline(ctx.principal, competitionId, otherCompetitionId, reason);
  }

  @FieldResolver(() => Competition, { nullable: true, description: 'League 004:32: the previous summer season, whose Tier 1 games rank players here (R46)' })
  previousSummer(@Root() competition: CompetitionEntity, @Ctx() ctx: GraphQLContext) {
    return competition.previousSummerCompetitionId ? ctx.loaders.competition.load(competition.previousSummerCompetitionId) : null;
  }

  @FieldResolver(() => [DisciplineLink], { description: 'League 004:9: the competitions whose discipline is in effect here (R41)' })
  disciplineLinks(@Root() competition: CompetitionEntity) {
    return competition.disciplineLinks ?? [];
  }

  @FieldResolver(() => RulesOverrides, { nullable: true, description: 'What this competition changed from its preset; null when nothing' })
  rules(@Root() competition: CompetitionEntity): RulesOverrides | null {
    const o = competition.rulesOverrides;
    if (!o) return null;
    return {
      periodMinutes: o.periodMinutes ?? null,
      regulationPeriods: o.regulationPeriods ?? null,
      ejectAfterPenalties: o.ejectAfterPenalties ?? null,
      forfeitGoals: o.forfeitGoals ?? null,
      minimumAge: o.minimumAge ?? null,
      waiverRequired: o.waiverRequired ?? null,
      registrationRequired: o.registrationRequired ?? null,
      leagueSeason: o.leagueSeason ?? null,
      tiebreakers: o.tiebreakers ?? null,
    };
  }

  @FieldResolver(() => GameCounts, { description: 'Its games counted by where they stand (not started, under way, over, cancelled), and when the next one starts' })
  gameCounts(@Root() competition: CompetitionEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.gameCountsByCompetition.load(competition.id);
  }

  @FieldResolver(() => [Division], { description: 'Its divisions, by name.' })
  divisions(@Root() competition: CompetitionEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.divisionsByCompetition.load(competition.id);
  }
}

@Resolver(() => Division)
export class DivisionResolver {
  @Query(() => Division, { nullable: true, description: 'A division by id; null when there is none' })
  division(@Arg('id', () => ID, { description: "The division's id." }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.division.load(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Division, {
    description: 'Creates a division of a competition: a group of teams that play each other and share standings. Answers the new division. Requires: ADMIN.',
  })
  createDivision(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: CreateDivisionInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.competitions.createDivision(input);
  }

  @FieldResolver(() => Competition, { description: 'The competition it belongs to.' })
  competition(@Root() division: DivisionEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.competition.load(division.competitionId);
  }

  @FieldResolver(() => [Team], { description: 'Its teams, by name.' })
  teams(@Root() division: DivisionEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.teamsByDivision.load(division.id);
  }

  @FieldResolver(() => [Game], { description: `In order of start time: the first ${LIST_MAX} at most; gamesConnection pages through any number` })
  async games(@Root() division: DivisionEntity, @Ctx() ctx: GraphQLContext) {
    // Read bounded, not cut after reading: a 50,000-game division costs what a 1,000-game one does.
    return (await ctx.services.games.pageOf({ divisionId: division.id }, LIST_MAX, null)).slice(0, LIST_MAX);
  }

  @FieldResolver(() => GameConnection, {
    description: `The division's games in order of start time, a page at a time (first: 1–${PAGE_MAX}, ${PAGE_DEFAULT} when left out; after: the previous page's pageInfo.endCursor)`,
  })
  async gamesConnection(
    @Root() division: DivisionEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many games to answer on this page.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
  ) {
    const size = pageSize(first);
    const { cursors, games } = ctx.services;
    const list = listOf('Division.gamesConnection', division.id);
    const position = cursors.decode(after, list);
    const [rows, hasPreviousPage] = await Promise.all([games.pageOf({ divisionId: division.id }, size, position), position ? games.hasGameAtOrBefore({ divisionId: division.id }, position) : false]);
    return pageOf(rows, size, gameCursor, cursors, list, hasPreviousPage);
  }
}

@Resolver(() => DisciplineLink)
export class DisciplineLinkResolver {
  @FieldResolver(() => Competition, { description: 'The other competition.' })
  competition(@Root() link: { competitionId: string }, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.competition.load(link.competitionId);
  }
}
