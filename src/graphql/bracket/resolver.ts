import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { BracketView } from '../../services/bracket.service';
import type { GraphQLContext } from '../context';
import { Game } from '../game/types';
import { Team } from '../team/types';
import { CreateBracketInput } from './inputs';
import { Bracket, BracketSlot, BracketSource } from './types';
import { BracketFormat } from '../enums';
import type { BracketFormat as BracketFormatValue } from '../../domain/bracket';

type SlotRoot = BracketView['slots'][number];

@Resolver(() => Bracket)
export class BracketResolver {
  @Query(() => Bracket, { nullable: true, description: "The division's bracket; null until one is made" })
  bracket(@Arg('divisionId', () => ID, { description: "The division's id." }) divisionId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.brackets.bracket(divisionId);
  }

  @Authorized('ADMIN')
  @Mutation(() => Bracket, {
    description:
      "Makes the division's bracket in its rulebook's format, seeded from the standings or by hand; the games whose teams are known are scheduled at once, the others as winners advance. Requires: ADMIN.",
  })
  createBracket(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: CreateBracketInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.brackets.create(input);
  }

  @Subscription(() => Bracket, {
    nullable: true,
    description: 'The bracket at once (null before one is made), then after every change: a game created, a winner advanced, a re-seed',
    subscribe: async ({ args, context }) => (context as GraphQLContext).services.feeds.bracket((args as { divisionId: string }).divisionId),
  })
  bracketUpdated(@Root() view: BracketView | null, @Arg('divisionId', () => ID, { description: "The division's id." }) _divisionId: string): BracketView | null {
    return view;
  }

  @FieldResolver()
  id(@Root() view: BracketView): string {
    return view.bracket.id;
  }

  @FieldResolver()
  version(@Root() view: BracketView): number {
    return view.bracket.version;
  }

  @FieldResolver(() => String)
  format(@Root() view: BracketView) {
    return view.bracket.format;
  }

  @FieldResolver(() => BracketFormat)
  playoffFormat(@Root() view: BracketView): BracketFormatValue {
    // Written by createBracket from the domain's formats only.
    return view.bracket.format as BracketFormatValue;
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
  @FieldResolver(() => Team, { description: 'The home team; null until it is known.', nullable: true })
  home(@Root() slot: SlotRoot, @Ctx() ctx: GraphQLContext) {
    return slot.homeTeamId ? ctx.loaders.team.load(slot.homeTeamId) : null;
  }

  @FieldResolver(() => Team, { description: 'The away team; null until it is known.', nullable: true })
  away(@Root() slot: SlotRoot, @Ctx() ctx: GraphQLContext) {
    return slot.awayTeamId ? ctx.loaders.team.load(slot.awayTeamId) : null;
  }

  @FieldResolver(() => Team, { nullable: true, description: 'Once decided (a walkover too)' })
  winner(@Root() slot: SlotRoot, @Ctx() ctx: GraphQLContext) {
    return slot.winnerTeamId ? ctx.loaders.team.load(slot.winnerTeamId) : null;
  }

  @FieldResolver(() => BracketSource, { description: "Where the home side comes from (the bracket's feed: seeds, winners and losers of earlier games)" })
  homeSource(@Root() slot: SlotRoot): BracketSource {
    return sourceOf(slot.home);
  }

  @FieldResolver(() => BracketSource, { description: 'Where the away side comes from' })
  awaySource(@Root() slot: SlotRoot): BracketSource {
    return sourceOf(slot.away);
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

function sourceOf(source: SlotRoot['home']): BracketSource {
  return {
    seed: 'seed' in source ? source.seed : null,
    winnerOf: 'winnerOf' in source ? source.winnerOf : null,
    loserOf: 'loserOf' in source ? source.loserOf : null,
  };
}
