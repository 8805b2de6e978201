import { ArrayMaxSize, Max, Min } from 'class-validator';
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { BracketView } from '../../services/bracket.service';
import type { GraphQLContext } from '../context';
import { GameStage } from '../enums';
import { Game, Team } from '../types';
import { BOUNDS, InDateWindow } from '../validation';

type SlotRoot = BracketView['slots'][number];

@ObjectType({ description: 'One game of a bracket: its teams as far as they are known, and its game once both are' })
export class BracketSlot {
  @Field({ description: 'e.g. QF1, SF2, F' }) key!: string;
  @Field() label!: string;
  @Field(() => Int) round!: number;
  @Field(() => GameStage) stage!: GameStage;
}

@ObjectType({ description: "A division's playoff bracket" })
export class Bracket {
  @Field({ description: 'SEMIS_AND_FINAL (Cole Harbour), QUARTERS_SEMIS_FINAL (BHI), ALL_TEAMS_TWO_GAMES (league: every team plays two games or more)' })
  format!: string;
}

@InputType()
export class CreateBracketInput {
  @Field(() => ID) divisionId!: string;
  @Field(() => [ID], { nullable: true, description: 'Team ids, seed 1 first; from the standings when left out (the round robin must be complete)' })
  @ArrayMaxSize(BOUNDS.TEAMS, { message: `at most ${BOUNDS.TEAMS} teams (the teams of one division)` })
  seeding?: string[] | null;
  @Field(() => Date, { nullable: true, description: "When the first round is played; a day after the division's last game when left out" }) @InDateWindow() firstRoundAt?: Date | null;
  @Field(() => Int, { nullable: true, description: 'Days between rounds (default 1)' }) @Min(0, { message: 'must be 0 or more' }) @Max(60, { message: 'must be at most 60' }) daysBetweenRounds?: number | null;
}

@Resolver(() => Bracket)
export class BracketResolver {
  @Query(() => Bracket, { nullable: true, description: "The division's bracket; null until one is made" })
  bracket(@Arg('divisionId', () => ID) divisionId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.brackets.bracket(divisionId);
  }

  @Authorized('ADMIN')
  @Mutation(() => Bracket, { description: "Makes the division's bracket in its rulebook's format, seeded from the standings or by hand; the games whose teams are known are scheduled at once, the others as winners advance" })
  createBracket(@Arg('input') input: CreateBracketInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.brackets.create(input);
  }

  @Subscription(() => Bracket, {
    nullable: true,
    description: 'The bracket at once (null before one is made), then after every change: a game created, a winner advanced, a re-seed',
    subscribe: async ({ args, context }) => (context as GraphQLContext).services.brackets.updates(args.divisionId as string),
  })
  bracketUpdated(@Root() view: BracketView | null, @Arg('divisionId', () => ID) _divisionId: string): BracketView | null {
    return view;
  }

  @FieldResolver(() => String)
  format(@Root() view: BracketView) {
    return view.bracket.format;
  }

  @FieldResolver(() => [Team], { description: 'Seed 1 first' })
  seeds(@Root() view: BracketView, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.loadMany(view.bracket.seeds);
  }

  @FieldResolver(() => [BracketSlot], { description: 'In round order' })
  slots(@Root() view: BracketView) {
    return view.slots;
  }
}

@Resolver(() => BracketSlot)
export class BracketSlotResolver {
  @FieldResolver(() => Team, { nullable: true })
  home(@Root() slot: SlotRoot, @Ctx() ctx: GraphQLContext) {
    return slot.homeTeamId ? ctx.loaders.team.load(slot.homeTeamId) : null;
  }

  @FieldResolver(() => Team, { nullable: true })
  away(@Root() slot: SlotRoot, @Ctx() ctx: GraphQLContext) {
    return slot.awayTeamId ? ctx.loaders.team.load(slot.awayTeamId) : null;
  }

  @FieldResolver(() => Team, { nullable: true, description: 'Once decided (a walkover too)' })
  winner(@Root() slot: SlotRoot, @Ctx() ctx: GraphQLContext) {
    return slot.winnerTeamId ? ctx.loaders.team.load(slot.winnerTeamId) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Decided without a game: the other side can never come (a double forfeit before it)' })
  walkover(@Root() slot: SlotRoot) {
    return slot.walkoverTeamId !== null;
  }

  @FieldResolver(() => Game, { nullable: true, description: 'Scheduled once both teams are known' })
  game(@Root() slot: SlotRoot) {
    return slot.game;
  }
}
