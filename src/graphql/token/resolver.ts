import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { CreateApiTokenInput } from './inputs';
import { ApiToken, CreatedApiToken } from './types';

@Resolver(() => ApiToken)
export class TokenResolver {
  @Authorized('ADMIN')
  @Query(() => [ApiToken], { description: 'Every token ever created, revoked ones included' })
  apiTokens(@Ctx() ctx: GraphQLContext) {
    return ctx.services.tokens.list();
  }

  @Authorized('ADMIN')
  @Mutation(() => CreatedApiToken)
  async createApiToken(@Arg('input') input: CreateApiTokenInput, @Ctx() ctx: GraphQLContext): Promise<CreatedApiToken> {
    const { token, record } = await ctx.services.tokens.create(input);
    return { token, apiToken: record };
  }

  @Authorized('ADMIN')
  @Mutation(() => ApiToken, { description: 'A revoked token is refused from then on; revoking twice is harmless' })
  revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.tokens.revoke(id);
  }
}
