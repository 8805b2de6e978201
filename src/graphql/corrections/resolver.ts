import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AuditEntryEntity } from '../../db/entities';
import { Competition, Division } from '../competition/types';
import type { GraphQLContext } from '../context';
import { Game } from '../game/types';
import { listOf, pageOf, pageSize } from '../paging';
import { Player } from '../player/types';
import { Team } from '../team/types';
import { BOUNDS, dateOf, namingSent, textArg } from '../validation';
import { UpdateCompetitionInput, UpdateDivisionInput, UpdatePlayerInput, UpdateTeamInput } from './inputs';
import { AuditConnection, type AuditEntry } from './types';

const reasonArg = (required: boolean) => ({
  nullable: !required,
  description: required ? 'Why: kept in the audit trail' : 'Why: kept in the audit trail (optional)',
  validateFn: textArg('reason', { max: BOUNDS.REASON, multiline: true }),
});

/** The audit row as the API shows it: values as JSON text, the token as the actor. */
function toAuditEntry(row: AuditEntryEntity): AuditEntry {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  return {
    id: row.id,
    at: row.at,
    entityType: row.entityType,
    entityId: row.entityId,
    action: row.action,
    changes: row.changes.map((c) => ({ field: c.field, before: json(c.before), after: json(c.after) })),
    reason: row.reason,
    actor: { tokenId: row.actorTokenId, name: row.actorName, role: row.actorRole },
  };
}

/**
 * The organizer's corrections (R59–R64), each one service call in one transaction with its audit
 * row (R63). ADMIN only: the organizer's desk, not a scorekeeper's tablet or a coach.
 */
@Resolver()
export class CorrectionsResolver {
  @Authorized('ADMIN')
  @Mutation(() => Competition, {
    description: 'Corrects a competition: only the fields given change. Kind, preset, rules, time zone and season dates shape results and are refused once a game has started (R59). Requires: ADMIN.',
  })
  updateCompetition(
    @Arg('id', () => ID, { description: "The competition's id." }) id: string,
    @Arg('input', { description: 'What to create or change; each field says what it means.' }) input: UpdateCompetitionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.corrections.updateCompetition(ctx.principal, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Division, {
    description: 'Corrects a division: only the fields given change. Rating and category shape its rosters and are refused once its schedule is drawn (R60). Requires: ADMIN.',
  })
  updateDivision(
    @Arg('id', () => ID, { description: "The division's id." }) id: string,
    @Arg('input', { description: 'What to create or change; each field says what it means.' }) input: UpdateDivisionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.corrections.updateDivision(ctx.principal, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Team, {
    description: 'Renames a team: every open scoreboard, standings and bracket page of it shows the new name at once (a new scoreboard revision). Requires: ADMIN.',
  })
  updateTeam(
    @Arg('id', () => ID, { description: "The team's id." }) id: string,
    @Arg('input', { description: 'What to create or change; each field says what it means.' }) input: UpdateTeamInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.corrections.updateTeam(ctx.principal, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Player, {
    description:
      "Corrects a player: only the fields given change. A new birth date re-checks the age rule for his teams' next games, the verdicts it turns kept in the audit trail (R62). Requires: ADMIN.",
  })
  updatePlayer(
    @Arg('id', () => ID, { description: "The player's id." }) id: string,
    @Arg('input', { description: 'What to create or change; each field says what it means.' }) input: UpdatePlayerInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { born: _born, ...rest } = input;
    const birthDate = dateOf(input, 'born', 'birthDate');
    return namingSent(input, 'born', 'birthDate', () => ctx.services.corrections.updatePlayer(ctx.principal, id, { ...rest, birthDate }));
  }

  @Authorized('ADMIN')
  @Mutation(() => Game, {
    description:
      "Cancels a game not yet started (R61): it leaves the teams' next game, counts for nothing, and its scoreboard's subscribers see CANCELLED. A game under way or over, or a bracket's game, is refused. Requires: ADMIN.",
  })
  cancelGame(@Arg('gameId', () => ID, { description: "The game's id." }) gameId: string, @Arg('reason', reasonArg(true)) reason: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.corrections.cancelGame(ctx.principal, gameId, reason);
  }

  @Authorized('ADMIN')
  @Mutation(() => ID, {
    description: 'Deletes a competition with nothing in it; refused naming what it still holds (R64). Answers the id deleted. Requires: ADMIN.',
  })
  async deleteCompetition(
    @Arg('id', () => ID, { description: "The competition's id." }) id: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('reason', () => String, reasonArg(false)) reason?: string | null,
  ) {
    await ctx.services.corrections.deleteCompetition(ctx.principal, id, reason);
    return id;
  }

  @Authorized('ADMIN')
  @Mutation(() => ID, {
    description: 'Deletes a division with no teams, games, bracket or coin toss; refused naming them otherwise (R64). Requires: ADMIN.',
  })
  async deleteDivision(@Arg('id', () => ID, { description: "The division's id." }) id: string, @Ctx() ctx: GraphQLContext, @Arg('reason', () => String, reasonArg(false)) reason?: string | null) {
    await ctx.services.corrections.deleteDivision(ctx.principal, id, reason);
    return id;
  }

  @Authorized('ADMIN')
  @Mutation(() => ID, {
    description: 'Deletes a team with no games, roster entries, fines, suspensions, protests or bracket seed (its officials go with it); refused naming them otherwise (R64). Requires: ADMIN.',
  })
  async deleteTeam(@Arg('id', () => ID, { description: "The team's id." }) id: string, @Ctx() ctx: GraphQLContext, @Arg('reason', () => String, reasonArg(false)) reason?: string | null) {
    await ctx.services.corrections.deleteTeam(ctx.principal, id, reason);
    return id;
  }

  @Authorized('ADMIN')
  @Mutation(() => ID, {
    description: 'Deletes a player with no roster entries, game events, suspensions, fines or registrations; refused naming them otherwise (R64). Requires: ADMIN.',
  })
  async deletePlayer(@Arg('id', () => ID, { description: "The player's id." }) id: string, @Ctx() ctx: GraphQLContext, @Arg('reason', () => String, reasonArg(false)) reason?: string | null) {
    await ctx.services.corrections.deletePlayer(ctx.principal, id, reason);
    return id;
  }

  @Authorized('ADMIN')
  @Mutation(() => ID, {
    description:
      'Deletes a game scheduled in error: one with nothing in its log (no lineup, never started), no protest, suspension or bracket slot (R64). Anything else is cancelled (cancelGame). Requires: ADMIN.',
  })
  async deleteGame(@Arg('id', () => ID, { description: "The game's id." }) id: string, @Ctx() ctx: GraphQLContext, @Arg('reason', () => String, reasonArg(false)) reason?: string | null) {
    await ctx.services.corrections.deleteGame(ctx.principal, id, reason);
    return id;
  }

  @Authorized('ADMIN')
  @Query(() => AuditConnection, {
    description:
      "A competition's audit trail, newest first, a page at a time (first: 1–100, 50 when left out; after: the previous page's pageInfo.endCursor): every correction, who made it, when, and each field before and after (R63). Requires: ADMIN.",
  })
  async auditTrail(
    @Arg('competitionId', () => ID, { description: "Only this competition's corrections; every one when left out." }) competitionId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many entries to answer on this page.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
    @Arg('entityId', () => ID, { nullable: true, description: "Only the entries of this row of the competition: a game's (its certification, corrections, moves), a team's, a player's" })
    entityId?: string | null,
  ) {
    const size = pageSize(first);
    const { cursors, corrections } = ctx.services;
    const list = listOf('Query.auditTrail', competitionId, entityId);
    const position = cursors.decode(after, list);
    const [rows, hasPreviousPage] = await Promise.all([
      corrections.auditTrail(competitionId, size, position, entityId ?? null),
      position ? corrections.hasAuditAtOrBefore(competitionId, position, entityId ?? null) : false,
    ]);
    const page = pageOf(rows, size, (row) => ({ at: row.at.getTime(), id: row.id }), cursors, list, hasPreviousPage);
    return { pageInfo: page.pageInfo, edges: page.edges.map((e) => ({ cursor: e.cursor, node: toAuditEntry(e.node) })) };
  }
}
