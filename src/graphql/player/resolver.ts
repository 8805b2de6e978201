import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { PlayerEntity, RosterEntryEntity } from '../../db/entities';
import { tournamentRating } from '../../domain/division-ratings';
import type { GraphQLContext } from '../context';
import { PlayerExperience } from '../enums';
import { Team } from '../team/types';
import { AddToRosterInput, CreatePlayerInput } from './inputs';
import { Player, RosterEntry } from './types';

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
  @Mutation(() => Player, { description: "Sets (or clears, with null) the highest level a player has played at: Cole Harbour (000:11) puts a pro, Major Junior, college or university player in the A division (R34)" })
  setPlayerExperience(
    @Arg('playerId', () => ID) playerId: string,
    @Arg('experienceLevel', () => PlayerExperience, { nullable: true }) experienceLevel: PlayerExperience | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.teams.setPlayerExperience(playerId, experienceLevel ?? null);
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

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'BHI (003:25) "Any player that plays in two division in the same tournament will be rated at the higher division": the rating the player counts at in this entry\'s tournament, the higher of his divisions there (REC, INTERMEDIATE, BARN, SHACK); null where no division of his there is rated (R37)',
  })
  async effectiveRating(@Root() entry: RosterEntryEntity, @Ctx() ctx: GraphQLContext) {
    const divisionOf = async (teamId: string) => {
      const team = await ctx.loaders.team.load(teamId);
      return team ? ctx.loaders.division.load(team.divisionId) : null;
    };
    const own = await divisionOf(entry.teamId);
    if (!own) return null;
    const entries = await ctx.loaders.rosterByPlayer.load(entry.playerId);
    const places = await Promise.all(entries.map(async (e) => (await divisionOf(e.teamId)) ?? null));
    return tournamentRating(
      own.competitionId,
      places.flatMap((d) => (d ? [{ competitionId: d.competitionId, divisionRating: d.rating }] : [])),
    );
  }
}
