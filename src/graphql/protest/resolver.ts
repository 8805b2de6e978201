import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FineEntity, ProtestEntity } from '../../db/entities';
import { ProtestStatus } from '../../services/protest.service';
import type { GraphQLContext } from '../context';
import { Fine } from '../discipline/types';
import { Game } from '../game/types';
import { Team } from '../team/types';
import { BOUNDS, textArg } from '../validation';
import { FileProtestInput } from './inputs';
import { Protest, ProtestConnection, ProtestOutcome } from './types';
import { listOf, PAGE_DEFAULT, PAGE_MAX, pageOf, pageSize } from '../paging';

/** What the resolvers hand out: the stored row, with its fee once loaded. */
type ProtestRow = ProtestEntity;

@Resolver(() => Protest)
export class ProtestResolver {
  @Authorized('COACH')
  @Mutation(() => Protest, {
    description:
      "League §19: a team's protest, with its $25 fee recorded as a fine to the team; refused after 72 hours, or about a judgment call. Requires: ADMIN, or the COACH of the protesting team.",
  })
  fileProtest(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: FileProtestInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.protests.fileProtest(ctx.principal, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Protest, {
    description: "The discipline committee's ruling; a won protest's fee is refunded (or waived while unpaid). Requires: ADMIN.",
  })
  ruleProtest(
    @Arg('id', () => ID, { description: "The protest's id." }) id: string,
    @Arg('outcome', () => ProtestOutcome, { description: 'WON (the fee is refunded, or waived while unpaid) or LOST.' }) outcome: 'WON' | 'LOST',
    @Arg('ruling', { description: "The discipline committee's ruling, in its words.", validateFn: textArg('ruling', { max: BOUNDS.STATEMENT, multiline: true }) }) ruling: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.protests.ruleProtest(id, outcome, ruling);
  }

  @Authorized('COACH')
  @Query(() => [Protest], {
    description: "A competition's protests, newest first: every one for an ADMIN, a COACH's own team's otherwise. Requires: ADMIN (every one), or a COACH (its own team's).",
    deprecationReason: 'Use protestsConnection: it answers a page at a time.',
  })
  protests(
    @Arg('competitionId', () => ID, { description: "The competition's id." }) competitionId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => ProtestStatus, { description: 'Only protests in this status; every one when left out.', nullable: true }) status?: ProtestStatus | null,
  ) {
    return ctx.services.protests.protests(ctx.principal, competitionId, status);
  }

  @Authorized('COACH')
  @Query(() => ProtestConnection, {
    description: `A competition's protests, newest first, a page at a time (first: 1–${PAGE_MAX}, ${PAGE_DEFAULT} when left out; after: the previous page's pageInfo.endCursor): every one for an ADMIN, a COACH's own team's otherwise. Requires: ADMIN (every one), or a COACH (its own team's).`,
  })
  async protestsConnection(
    @Arg('competitionId', () => ID, { description: "The competition's id." }) competitionId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => ProtestStatus, { description: 'Only protests in this status; every one when left out.', nullable: true }) status?: ProtestStatus | null,
    @Arg('first', () => Int, { description: 'How many protests to answer on this page.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
  ) {
    const size = pageSize(first);
    const { cursors, protests } = ctx.services;
    const list = listOf('Query.protestsConnection', competitionId, status);
    const position = cursors.decode(after, list);
    const [rows, hasPreviousPage] = await Promise.all([
      protests.pageOfProtests(ctx.principal, competitionId, status, size, position),
      position ? protests.hasProtestAtOrBefore(ctx.principal, competitionId, status, position) : false,
    ]);
    return pageOf(rows, size, (p) => ({ at: p.filedAt.getTime(), id: p.id }), cursors, list, hasPreviousPage);
  }

  @FieldResolver(() => Game, { description: 'The game protested.' })
  game(@Root() p: ProtestRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.game.load(p.gameId);
  }

  @FieldResolver(() => Team, { description: 'The protesting team' })
  team(@Root() p: ProtestRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(p.teamId);
  }

  @FieldResolver(() => Fine, { description: 'The $25 fee, kept as a fine to the team' })
  fee(@Root() p: ProtestRow, @Ctx() ctx: GraphQLContext): Promise<FineEntity | null> {
    return ctx.loaders.fine.load(p.feeFineId);
  }
}
