import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { canReadTeamPrivate } from '../../auth/principal';
import type { TeamEntity } from '../../db/entities';
import { SHORT_NAME_MAX, shortNameOf } from '../../domain/short-name';
import type { GraphQLContext } from '../context';
import { Division } from '../competition/types';
import { Game, GameConnection } from '../game/types';
import { gameCursor, LIST_MAX, listOf, PAGE_DEFAULT, PAGE_MAX, pageOf, pageSize } from '../paging';
import { RosterEntry } from '../player/types';
import { BOUNDS, textArg } from '../validation';
import { CreateTeamInput, TeamOfficialInput } from './inputs';
import { Team, TeamOfficial } from './types';

@Resolver(() => Team)
export class TeamResolver {
  @Query(() => Team, { nullable: true, description: 'A team by id; null when there is none' })
  team(@Arg('id', () => ID, { description: "The team's id." }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Team, {
    description: 'Creates a team in a division; its short name is derived from the name when left out. Answers the new team. Requires: ADMIN.',
  })
  createTeam(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: CreateTeamInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.teams.createTeam(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Team, {
    description:
      'League 004:20, the "re-tiering" of the season: moves a team, with its roster and officials, to another division (tier) of its competition, with a reason kept in the audit trail. Its played games stay in the old tier\'s standings (for its opponents); it starts at nothing in the new one. Refused while it has games not played yet in its division, or is in its bracket (R73). Requires: ADMIN.',
  })
  moveTeam(
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Arg('divisionId', () => ID, { description: "The division's id." }) divisionId: string,
    @Arg('reason', () => String, { description: "Why the team moves, in the official's words; kept in the audit trail.", validateFn: textArg('reason', { max: BOUNDS.REASON, multiline: true }) })
    reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.teamMoves.moveTeam(ctx.principal, teamId, divisionId, reason);
  }

  @Authorized('ADMIN')
  @Mutation(() => TeamOfficial, {
    description: 'Signs a coach, manager, trainer, team rep or captain to a team: one of each at most (league §11; 004:5, R40). Requires: ADMIN.',
  })
  addTeamOfficial(
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Arg('official', { description: 'The team official: a name and a role.' }) official: TeamOfficialInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.teams.addTeamOfficial({ teamId, name: official.name, role: official.role });
  }

  @Authorized('ADMIN')
  @Mutation(() => Team, {
    description: "R80: sets (or replaces) the team's coach PIN for signing the game sheet at the rink's tablet: 4 to 8 digits, kept only as a salted hash; audited. Requires: ADMIN.",
  })
  setCoachPin(
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Arg('pin', () => String, { description: 'The PIN: 4 to 8 digits. Kept only salted and hashed.', validateFn: textArg('pin', { max: 8 }) }) pin: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.pins.set(ctx.principal, teamId, pin);
  }

  @Authorized('ADMIN')
  @Mutation(() => Team, {
    description: "R80: clears the team's coach PIN: its coach signs with his own token, or the desk types the paper signature; audited. Requires: ADMIN.",
  })
  clearCoachPin(@Arg('teamId', () => ID, { description: "The team's id." }) teamId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.pins.clear(ctx.principal, teamId);
  }

  @FieldResolver(() => Boolean, { nullable: true, description: "R80: whether the team's coach has a PIN for signing at the tablet: for an ADMIN or the team's COACH; null for anyone else" })
  coachPinSet(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext): Promise<boolean> | null {
    return canReadTeamPrivate(ctx.principal, team.id) ? ctx.services.pins.hasPin(team.id) : null;
  }

  @FieldResolver(() => String, {
    description: `What a scoreboard prints when the name does not fit (at most ${SHORT_NAME_MAX} characters): the team's own, or derived from the name ("Dartmouth Destroyers II" → "DD II")`,
  })
  shortName(@Root() team: TeamEntity): string {
    return shortNameOf(team);
  }

  @FieldResolver(() => Division, { description: 'Its division.' })
  division(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.division.load(team.divisionId);
  }

  @FieldResolver(() => [RosterEntry], { description: 'By jersey number' })
  roster(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.rosterByTeam.load(team.id);
  }

  @FieldResolver(() => [TeamOfficial], { description: 'Its coach, manager, trainer, representative and captain, as signed.' })
  officials(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.officialsByTeam.load(team.id);
  }

  @FieldResolver(() => Game, { nullable: true, description: 'The first game by start time that has not started yet' })
  nextGame(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.teams.nextGame(team.id, ctx.loaders);
  }

  @FieldResolver(() => GameConnection, {
    description: `Home and away, in order of start time, a page at a time (first: 1–${PAGE_MAX}, ${PAGE_DEFAULT} when left out; after: the previous page's pageInfo.endCursor)`,
  })
  async gamesConnection(
    @Root() team: TeamEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many games to answer on this page.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
  ) {
    const size = pageSize(first);
    const { cursors, games } = ctx.services;
    const list = listOf('Team.gamesConnection', team.id);
    const position = cursors.decode(after, list);
    const [rows, hasPreviousPage] = await Promise.all([games.pageOf({ teamId: team.id }, size, position), position ? games.hasGameAtOrBefore({ teamId: team.id }, position) : false]);
    return pageOf(rows, size, gameCursor, cursors, list, hasPreviousPage);
  }

  @FieldResolver(() => [Game], { description: `Home and away, in order of start time: the first ${LIST_MAX} at most; gamesConnection pages through any number` })
  async games(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    return (await ctx.services.teams.games(team.id, ctx.loaders)).slice(0, LIST_MAX);
  }
}
