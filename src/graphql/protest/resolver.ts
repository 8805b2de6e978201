import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FineEntity, ProtestEntity } from '../../db/entities';
import { ProtestStatus } from '../../services/protest.service';
import type { GraphQLContext } from '../context';
import { Fine } from '../discipline/types';
import { Game } from '../game/types';
import { Team } from '../team/types';
import { BOUNDS, textArg } from '../validation';
import { FileProtestInput } from './inputs';
import { Protest, ProtestOutcome } from './types';

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
  })
  protests(
    @Arg('competitionId', () => ID, { description: "The competition's id." }) competitionId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => ProtestStatus, { description: 'Only protests in this status; every one when left out.', nullable: true }) status?: ProtestStatus | null,
  ) {
    return ctx.services.protests.protests(ctx.principal, competitionId, status);
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
