import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GameEntity, TeamEntity } from '../../db/entities';
import type { GraphQLContext } from '../context';
import { Game } from '../game/types';
import { Team } from '../team/types';
import { BOUNDS, listArg } from '../validation';
import { LineupOverrideInput } from './inputs';
import { Eligibility, EligibilityNote, IneligibilityReason, PostedLineup, TeamEligibility } from './types';
import { localized, type WithText } from '../../domain/messages';

/** Eligibility (R21) and lineups: auth plus one service call each. */
@Resolver()
export class EligibilityResolver {
  @Query(() => Eligibility, {
    description:
      "Whether the player may dress for the game, with every reason (R21), public; the details of a fine (amount, reason) or a suspension (reason) only for an ADMIN or a COACH of a team the player is rostered on in the game's competition (a team's own fine: that team's COACH), whatever teamId is asked; anyone else, a SCOREKEEPER too, gets every code with a fixed message for those",
  })
  eligibility(
    @Arg('playerId', () => ID, { description: "The player's id." }) playerId: string,
    @Arg('gameId', () => ID, { description: "The game's id: eligibility is checked for that game." }) gameId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('teamId', () => ID, { nullable: true, description: "The team he would dress for; by default the game's team whose roster has him" }) teamId?: string | null,
  ) {
    return ctx.services.eligibility.eligibility(ctx.principal, playerId, gameId, teamId);
  }

  @Authorized('SCOREKEEPER', 'COACH')
  @Mutation(() => Game, {
    deprecationReason: 'Use logLineup: it answers the LINEUP_SET entry it stored, or a problem for each player refused.',
    description:
      "The players a team dresses, before the game starts (a SCOREKEEPER of the game, the team's COACH, or an ADMIN). Without it, startGame dresses every eligible rostered player. Refused: a player not on the roster, over the dressed limits (R22), or ineligible (R21) unless an ADMIN overrides. Requires: ADMIN, a SCOREKEEPER of the game, or the team's COACH.",
  })
  setLineup(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Arg('playerIds', () => [ID], {
      description: 'The players the team dresses, by id: every one on its roster.',
      validateFn: listArg('playerIds', BOUNDS.LINEUP, 'the largest roster a rulebook allows'),
    })
    playerIds: string[],
    @Ctx() ctx: GraphQLContext,
    @Arg('override', () => LineupOverrideInput, { description: "An ADMIN's override of the eligibility checks (R21), with its reason; refused from anyone else.", nullable: true })
    override?: LineupOverrideInput | null,
    @Arg('officialIds', () => [ID], {
      nullable: true,
      validateFn: listArg('officialIds', 5, 'the officials a team signs'),
      description: "The team's officials present, as the roster sheet lists them (league §12; a rep, coach or captain present answers for an illegal player, 004:5, R40)",
    })
    officialIds?: string[] | null,
    @Arg('clientEventId', () => ID, { nullable: true, description: 'Your id for this lineup: a retry with the same id answers the first result and stores nothing' })
    clientEventId?: string | null,
  ) {
    return ctx.services.lineups.setLineup(ctx.principal, { gameId, teamId, playerIds, override, officialIds, clientEventId });
  }
}

/** A team's roster's eligibility for one of its games. */
@Resolver(() => Team)
export class TeamEligibilityResolver {
  @FieldResolver(() => TeamEligibility, {
    nullable: true,
    description:
      "Every roster player's eligibility for a game of this team (default: its next scheduled one; null when it has none), with every reason (R21), public; the details of a fine (amount, reason) or a suspension (reason) only for an ADMIN or a COACH of a team the player is rostered on in the game's competition (a team's own fine: that team's COACH); anyone else, a SCOREKEEPER too, gets every code with a fixed message for those",
  })
  async eligibility(
    @Root() team: TeamEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('gameId', () => ID, { description: "The game's id: eligibility is checked for that game.", nullable: true }) gameId?: string | null,
  ) {
    const result = await ctx.services.eligibility.teamEligibility(ctx.principal, team.id, gameId, ctx.loaders);
    if (!result) return null;
    return {
      game: result.game,
      players: await Promise.all(result.players.map(async (p) => ({ player: await ctx.loaders.player.load(p.playerId), ...p.eligibility }))),
    };
  }
}

/** A posted lineup checked again (R27). */
@Resolver(() => Game)
export class PostedLineupResolver {
  @FieldResolver(() => PostedLineup, {
    nullable: true,
    description:
      "The team's posted lineup (its last setLineup) checked again now (R27): a player who became ineligible since it was posted (a suspension recorded, a fine fallen due) is named with his reasons as the caller may see them, so the poster learns it before startGame refuses the lineup. Null when the team has posted none",
  })
  async postedLineup(@Root() game: GameEntity, @Arg('teamId', () => ID, { description: "The team's id: the home or the away team." }) teamId: string, @Ctx() ctx: GraphQLContext) {
    const checked = await ctx.services.gameEvents.postedLineup(ctx.principal, game.id, teamId);
    if (!checked) return null;
    return {
      team: await ctx.loaders.team.load(checked.teamId),
      postedAt: checked.postedAt,
      startable: checked.startable,
      players: await Promise.all(checked.players.map(async (p) => ({ ...p, player: await ctx.loaders.player.load(p.playerId) }))),
    };
  }
}

/** A reason or a note for people, in the caller's language (the context's, from Accept-Language); its code and rule never change. */
type Said = { message: string } & WithText;

@Resolver(() => IneligibilityReason)
export class IneligibilityReasonResolver {
  @FieldResolver(() => String)
  message(@Root() reason: Said, @Ctx() ctx: GraphQLContext): string {
    return localized(ctx.language, reason);
  }
}

@Resolver(() => EligibilityNote)
export class EligibilityNoteResolver {
  @FieldResolver(() => String, { description: "The note, in the caller's language." })
  message(@Root() note: Said, @Ctx() ctx: GraphQLContext): string {
    return localized(ctx.language, note);
  }
}
