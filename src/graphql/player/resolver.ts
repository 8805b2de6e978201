import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { PlayerEntity, RosterEntryEntity } from '../../db/entities';
import type { GraphQLContext } from '../context';
import { Team } from '../team/types';
import { AddToRosterInput, CreatePlayerInput } from './inputs';
import { Player, Registration, RosterEntry } from './types';
import { dateArg } from '../validation';

@Resolver(() => Player)
export class PlayerResolver {
  @Query(() => Player, { nullable: true })
  player(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.player.load(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Player)
  createPlayer(@Arg('input') input: CreatePlayerInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.teams.createPlayer(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Registration, {
    description: "League 004:13: the league received the player's signed registration form for a competition (default: now); where the competition requires it (rules.registrationRequired), he plays only in games starting after it (R42)",
  })
  recordRegistration(
    @Arg('playerId', () => ID) playerId: string,
    @Arg('competitionId', () => ID) competitionId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('receivedAt', () => Date, { nullable: true, validateFn: dateArg('receivedAt') }) receivedAt?: Date | null,
  ) {
    return ctx.services.teams.recordRegistration({ playerId, competitionId, receivedAt });
  }

  @FieldResolver(() => [RosterEntry], { description: 'Every team this player is rostered on' })
  rosterEntries(@Root() player: PlayerEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.rosterByPlayer.load(player.id);
  }
}

@Resolver(() => RosterEntry)
export class RosterEntryResolver {
  @Authorized('ADMIN')
  @Mutation(() => RosterEntry)
  addToRoster(@Arg('input') input: AddToRosterInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.teams.addToRoster(input);
  }

  @FieldResolver(() => Team)
  team(@Root() entry: RosterEntryEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(entry.teamId);
  }

  @FieldResolver(() => Player)
  player(@Root() entry: RosterEntryEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.player.load(entry.playerId);
  }
}
