import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { dateOf, namingSent } from '../validation';
import { GAMES_TO_SCORE_MAX, TABLET_CARDS_MAX } from '../../domain/tablets';
import type { GraphQLContext } from '../context';
import { Game } from '../game/types';
import { CreateApiTokenInput, IssueScorekeeperTokensInput } from './inputs';
import { ApiToken, CreatedApiToken, IssuedScorekeeperTokens } from './types';

@Resolver(() => ApiToken)
export class TokenResolver {
  @Authorized('ADMIN')
  @Query(() => [ApiToken], { description: 'Every token ever created, revoked ones included. Requires: ADMIN.' })
  apiTokens(@Ctx() ctx: GraphQLContext) {
    return ctx.services.tokens.list();
  }

  @Authorized('ADMIN')
  @Mutation(() => CreatedApiToken, {
    description: 'Creates a bearer token for a role, scoped to competitions, games or teams (an ADMIN token takes no scope). The answer holds the token itself, shown this once. Requires: ADMIN.',
  })
  async createApiToken(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: CreateApiTokenInput, @Ctx() ctx: GraphQLContext): Promise<CreatedApiToken> {
    const { token, record } = await ctx.services.tokens.create(input);
    return { token, apiToken: record };
  }

  @Authorized('ADMIN')
  @Mutation(() => ApiToken, { description: 'A revoked token is refused from then on; revoking twice is harmless. Requires: ADMIN.' })
  revokeApiToken(@Arg('id', () => ID, { description: "The token's id." }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.tokens.revoke(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => IssuedScorekeeperTokens, {
    description: `The rink tablets' cards (R82): a SCOREKEEPER token scoped to each game of the competition (of that day, when given) not cancelled, finished or certified, in one transaction, with one audit entry. At most ${TABLET_CARDS_MAX} games a call (more: BAD_USER_INPUT naming day, nothing stored). The earlier cards' tokens of the same games are revoked. Requires: ADMIN.`,
  })
  async issueScorekeeperTokens(
    @Arg('input', { description: 'What to create or change; each field says what it means.' }) input: IssueScorekeeperTokensInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<IssuedScorekeeperTokens> {
    const { date: _date, ...rest } = input;
    const day = dateOf(input, 'date', 'day');
    const issued = await namingSent(input, 'date', 'day', () => ctx.services.tablets.issue(ctx.principal, { ...rest, day }));
    return { ...issued, cards: issued.cards.map((card) => ({ ...card, date: card.day })) };
  }

  @Authorized('SCOREKEEPER')
  @Query(() => [Game], {
    description: `The games this SCOREKEEPER token may score, from its own scopes (R82): a game's token its game; a competition's token that competition's games not cancelled or certified, in start order, at most ${GAMES_TO_SCORE_MAX}. Empty for an ADMIN; a COACH is FORBIDDEN. Requires: ADMIN, or a SCOREKEEPER.`,
  })
  gamesToScore(@Ctx() ctx: GraphQLContext) {
    return ctx.services.tablets.gamesToScore(ctx.principal);
  }
}
