import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FineEntity, PlayerEntity, TeamEntity } from '../../db/entities';
import type { IdCheckAwaitingReview as IdCheckRow } from '../../services/discipline/discipline.service';
import type { SuspensionView } from '../../services/discipline/suspensions.service';
import type { GraphQLContext } from '../context';
import { Competition } from '../competition/types';
import { GameEvent } from '../game-event/types';
import { Game } from '../game/types';
import { Player } from '../player/types';
import { Private } from '../privacy';
import { Team, TeamOfficial } from '../team/types';
import { BOUNDS, dateArg, intArg, textArg } from '../validation';
import { RecordFineInput, SetSuspensionInput } from './inputs';
import { DisciplineReport, Fine, FineConnection, IdCheckAwaitingReview, Suspension, SuspensionConnection, SuspensionKind } from './types';
import { listOf, PAGE_DEFAULT, PAGE_MAX, pageOf, pageSize } from '../paging';

/** A fine's place in newest-first order. */
const fineCursor = (fine: FineEntity) => ({ at: fine.createdAt.getTime(), id: fine.id });

/** Why an official set, lifted, carried or waived: a few sentences (BOUNDS.REASON). */
const REASON = { validateFn: textArg('reason', { max: BOUNDS.REASON, multiline: true }) } as const;

@Resolver(() => Player)
export class PlayerDisciplineResolver {
  @FieldResolver(() => [Suspension], {
    description: 'Every suspension of the player, newest first (public; their reasons are not, see Suspension.reason)',
    deprecationReason: 'Use suspensionsConnection: it answers a page at a time.',
  })
  suspensions(@Root() player: PlayerEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.suspensionsByPlayer.load(player.id);
  }

  @FieldResolver(() => SuspensionConnection, {
    description: `The player's suspensions, newest first, a page at a time (first: 1–${PAGE_MAX}, ${PAGE_DEFAULT} when left out; after: the previous page's pageInfo.endCursor). Public; their reasons are not, see Suspension.reason`,
  })
  async suspensionsConnection(
    @Root() player: PlayerEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many suspensions to answer on this page.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
  ) {
    const size = pageSize(first);
    const { cursors, suspensions } = ctx.services;
    const list = listOf('Player.suspensionsConnection', player.id);
    const position = cursors.decode(after, list);
    const [rows, hasPreviousPage] = await Promise.all([suspensions.pageOfPlayer(player.id, size, position), position ? suspensions.hasOfPlayerAtOrBefore(player.id, position) : false]);
    return pageOf(rows, size, (s) => ({ at: s.createdAt.getTime(), id: s.id }), cursors, list, hasPreviousPage);
  }

  @Private('PLAYER_FINES')
  @FieldResolver(() => [Fine], {
    nullable: true,
    description: "The player's fines, newest first. Null for any other caller",
    deprecationReason: 'Use finesConnection: it answers a page at a time.',
  })
  fines(@Root() player: PlayerEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.fines.ofPlayer(ctx.principal, player.id, ctx.loaders);
  }

  @Private('PLAYER_FINES')
  @FieldResolver(() => FineConnection, {
    nullable: true,
    description: `The player's fines, newest first, a page at a time (first: 1–${PAGE_MAX}, ${PAGE_DEFAULT} when left out; after: the previous page's pageInfo.endCursor). Null for any other caller`,
  })
  async finesConnection(
    @Root() player: PlayerEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many fines to answer on this page.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
  ) {
    const size = pageSize(first);
    const list = listOf('Player.finesConnection', player.id);
    const page = await ctx.services.fines.pageOf(ctx.principal, { playerId: player.id }, ctx.loaders, size, ctx.services.cursors.decode(after, list));
    return pageOf(page.fines, size, fineCursor, ctx.services.cursors, list, page.hasPrevious);
  }
}

@Resolver(() => Team)
export class TeamDisciplineResolver {
  @Private('TEAM_FINES')
  @FieldResolver(() => [Fine], {
    nullable: true,
    description: "The team's own fines in its competition, newest first. Null for any other caller",
    deprecationReason: 'Use finesConnection: it answers a page at a time.',
  })
  fines(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.fines.ofTeam(ctx.principal, team, ctx.loaders);
  }

  @Private('TEAM_FINES')
  @FieldResolver(() => FineConnection, {
    nullable: true,
    description: `The team's own fines in its competition, newest first, a page at a time (first: 1–${PAGE_MAX}, ${PAGE_DEFAULT} when left out; after: the previous page's pageInfo.endCursor). Null for any other caller`,
  })
  async finesConnection(
    @Root() team: TeamEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many fines to answer on this page.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
  ) {
    const size = pageSize(first);
    const list = listOf('Team.finesConnection', team.id);
    const page = await ctx.services.fines.pageOf(ctx.principal, { team }, ctx.loaders, size, ctx.services.cursors.decode(after, list));
    return pageOf(page.fines, size, fineCursor, ctx.services.cursors, list, page.hasPrevious);
  }

  @Private('TEAM_FINES')
  @FieldResolver(() => [Fine], {
    nullable: true,
    description: "What the team and its roster players still owe in this team's competition (unpaid, not waived), newest first. Null for any other caller",
  })
  unpaidFines(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.fines.unpaidOfTeam(ctx.principal, team, ctx.loaders);
  }

  @FieldResolver(() => [Suspension], {
    description:
      "The suspensions in this team's competition not yet served nor lifted, newest first: its roster players' and its team officials' (league 004:8; G52). Public; their reasons are not, see Suspension.reason",
  })
  activeSuspensions(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.suspensions.activeOfTeam(team, ctx.loaders);
  }
}

@Resolver()
export class DisciplineReportResolver {
  @Authorized('ADMIN')
  @Query(() => DisciplineReport, { description: "A competition's suspensions and fines for its officials, filterable. Requires: ADMIN." })
  disciplineReport(
    @Arg('competitionId', () => ID, { description: "The competition's id." }) competitionId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('teamId', () => ID, { nullable: true, description: "A team's own fines, and its roster players' suspensions and fines" }) teamId?: string | null,
    @Arg('playerId', () => ID, { description: "Only this player's suspensions and fines; every one when left out.", nullable: true }) playerId?: string | null,
    @Arg('activeOnly', { nullable: true, description: 'Only suspensions not yet served nor lifted' }) activeOnly?: boolean,
    @Arg('unpaidOnly', { nullable: true, description: 'Only fines still owed' }) unpaidOnly?: boolean,
  ) {
    return ctx.services.discipline.report(competitionId, { teamId, playerId, activeOnly, unpaidOnly });
  }

  @Authorized('ADMIN')
  @Query(() => [IdCheckAwaitingReview], {
    description: "League §9: the competition's NO_ID checks of final or forfeited games that the league has not ruled on yet (no ID_CHECK_REVIEWED, voided ones aside), oldest first. Requires: ADMIN.",
  })
  idChecksAwaitingReview(@Arg('competitionId', () => ID, { description: "Only this competition's checks; every competition's when left out." }) competitionId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.discipline.idChecksAwaitingReview(competitionId);
  }
}

@Resolver(() => IdCheckAwaitingReview)
export class IdCheckAwaitingReviewResolver {
  @FieldResolver(() => Game, { description: 'The game of the check.' })
  game(@Root() c: IdCheckRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.game.load(c.gameId);
  }

  @FieldResolver(() => Player, { description: 'The checked player' })
  player(@Root() c: IdCheckRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.player.load(c.playerId);
  }

  @FieldResolver(() => Team, { description: "The checked player's team" })
  team(@Root() c: IdCheckRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(c.teamId);
  }

  @FieldResolver(() => Team, { description: 'The team that asked for the check' })
  requestedBy(@Root() c: IdCheckRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(c.requestedByTeamId);
  }
}

@Resolver(() => Suspension)
export class SuspensionResolver {
  @FieldResolver(() => Player, { nullable: true, description: "The player suspended; null for a team official's suspension (see teamOfficial)" })
  player(@Root() s: SuspensionView, @Ctx() ctx: GraphQLContext) {
    return s.playerId ? ctx.loaders.player.load(s.playerId) : null;
  }

  @FieldResolver(() => TeamOfficial, { nullable: true, description: "League 004:5, :8: the team rep, coach or captain suspended (R40); null for a player's suspension" })
  teamOfficial(@Root() s: SuspensionView, @Ctx() ctx: GraphQLContext) {
    return s.teamOfficialId ? ctx.loaders.teamOfficial.load(s.teamOfficialId) : null;
  }

  @FieldResolver(() => Competition, { description: 'The competition it is in.' })
  competition(@Root() s: SuspensionView, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.competition.load(s.competitionId);
  }

  @FieldResolver(() => Team, { nullable: true, description: 'The team whose completed games serve it' })
  team(@Root() s: SuspensionView, @Ctx() ctx: GraphQLContext) {
    return s.teamId ? ctx.loaders.team.load(s.teamId) : null;
  }

  @FieldResolver(() => GameEvent, { nullable: true, description: 'The penalty that caused it, when it was automatic' })
  causedBy(@Root() s: SuspensionView, @Ctx() ctx: GraphQLContext) {
    return s.causedByEventId ? ctx.loaders.event.load(s.causedByEventId) : null;
  }

  @Authorized('ADMIN')
  @Mutation(() => Suspension, {
    description: "An official's suspension of a player, or of a team official (league 004:5, :8; R40), in a competition. Requires: ADMIN.",
  })
  setSuspension(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: SetSuspensionInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.suspensions.setSuspension(input, ctx.principal);
  }

  @Authorized('ADMIN')
  @Mutation(() => Suspension, {
    description: 'Sets a suspension’s kind and/or its length in games, with a reason kept in its history. Requires: ADMIN.',
  })
  adjustSuspension(
    @Arg('id', () => ID, { description: "The suspension's id." }) id: string,
    @Arg('reason', { ...REASON, description: "Why, in the official's words; kept in the audit trail." }) reason: string,
    @Arg('games', () => Int, { description: 'The new length in games (1 or more); unchanged when left out.', nullable: true, validateFn: intArg('games', 1, BOUNDS.SUSPENSION_GAMES) })
    games: number | null,
    @Arg('kind', () => SuspensionKind, { description: 'The new kind; unchanged when left out.', nullable: true }) kind: SuspensionKind | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.suspensions.adjust(id, { games, kind, reason }, ctx.principal);
  }

  @Authorized('ADMIN')
  @Mutation(() => Suspension, {
    description: 'Lifts a suspension before its games are served, with a reason kept in its history; the player may play again at once. Requires: ADMIN.',
  })
  liftSuspension(
    @Arg('id', () => ID, { description: "The suspension's id." }) id: string,
    @Arg('reason', { ...REASON, description: "Why, in the official's words; kept in the audit trail." }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.suspensions.lift(id, reason, ctx.principal);
  }

  @Authorized('ADMIN')
  @Mutation(() => Suspension, {
    description: 'What is left of it, as a new suspension in another competition (league summer ↔ winter, R18). Requires: ADMIN.',
  })
  carrySuspension(
    @Arg('id', () => ID, { description: "The suspension's id." }) id: string,
    @Arg('competitionId', () => ID, { description: "The competition's id." }) competitionId: string,
    @Arg('reason', { ...REASON, description: "Why, in the official's words; kept in the audit trail." }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.suspensions.carry(id, competitionId, reason, ctx.principal);
  }
}

@Resolver(() => Fine)
export class FineResolver {
  @FieldResolver(() => Player, { description: "The fined player; null for a team's or a team official's fine.", nullable: true })
  player(@Root() f: FineEntity, @Ctx() ctx: GraphQLContext) {
    return f.playerId ? ctx.loaders.player.load(f.playerId) : null;
  }

  @FieldResolver(() => Team, { description: "The fined team; null for a player's or a team official's fine.", nullable: true })
  team(@Root() f: FineEntity, @Ctx() ctx: GraphQLContext) {
    return f.teamId ? ctx.loaders.team.load(f.teamId) : null;
  }

  @FieldResolver(() => TeamOfficial, { nullable: true, description: "League 004:8: a team official's own fine (R40); team then names his team" })
  teamOfficial(@Root() f: FineEntity, @Ctx() ctx: GraphQLContext) {
    return f.teamOfficialId ? ctx.loaders.teamOfficial.load(f.teamOfficialId) : null;
  }

  @FieldResolver(() => Competition, { description: 'The competition it was given in.' })
  competition(@Root() f: FineEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.competition.load(f.competitionId);
  }

  @FieldResolver(() => Team, { nullable: true, description: '§16: the opposing team a no-show default fine was rebated to' })
  rebatedTo(@Root() f: FineEntity, @Ctx() ctx: GraphQLContext) {
    return f.rebatedToTeamId ? ctx.loaders.team.load(f.rebatedToTeamId) : null;
  }

  @FieldResolver(() => GameEvent, { nullable: true, description: 'The penalty that caused it, when it was automatic' })
  causedBy(@Root() f: FineEntity, @Ctx() ctx: GraphQLContext) {
    return f.causedByEventId ? ctx.loaders.event.load(f.causedByEventId) : null;
  }

  @Authorized('ADMIN')
  @Mutation(() => Fine, {
    description: "An official's fine to a player, a team or a team official (R40): a league fine by kind, or an explicit amount. Requires: ADMIN.",
  })
  recordFine(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: RecordFineInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.fines.recordFine(input, ctx.principal);
  }

  @Authorized('ADMIN')
  @Mutation(() => Fine, { description: 'Marks a fine paid (default: now). Requires: ADMIN.' })
  payFine(
    @Arg('id', () => ID, { description: "The fine's id." }) id: string,
    @Arg('paidAt', () => Date, { description: 'When it was paid (ISO 8601); now when left out.', nullable: true, validateFn: dateArg('paidAt') }) paidAt: Date | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.fines.payFine(id, paidAt, ctx.principal);
  }

  @Authorized('ADMIN')
  @Mutation(() => Fine, {
    description: 'Waives an unpaid fine, with a reason: it is owed no more and no longer keeps anyone from playing. Requires: ADMIN.',
  })
  waiveFine(
    @Arg('id', () => ID, { description: "The fine's id." }) id: string,
    @Arg('reason', { ...REASON, description: "Why, in the official's words; kept in the audit trail." }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.fines.waiveFine(id, reason, ctx.principal);
  }

  @Authorized('ADMIN')
  @Mutation(() => Fine, { description: '§16: rebates a paid no-show default fine to the opposing team that showed up. Requires: ADMIN.' })
  rebateFine(
    @Arg('id', () => ID, { description: "The fine's id." }) id: string,
    @Arg('toTeamId', () => ID, { description: 'The id of the opposing team that showed up, which gets the rebate.' }) toTeamId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.fines.rebateFine(id, toTeamId, ctx.principal);
  }
}
