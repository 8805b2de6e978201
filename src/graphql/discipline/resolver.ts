import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { canReadDisciplineDetails, canReadTeamPrivate, isAdmin, isCoach, type Principal, type RosterPlace } from '../../auth/principal';
import type { FineEntity, PlayerEntity, TeamEntity } from '../../db/entities';
import { forbidden, unauthenticated } from '../../errors';
import { owed } from '../../services/discipline/fines.service';
import type { SuspensionView } from '../../services/discipline/suspensions.service';
import type { GraphQLContext } from '../context';
import { Competition } from '../competition/types';
import { TeamEligibility } from '../eligibility/types';
import { GameEvent } from '../game-event/types';
import { Player } from '../player/types';
import { Team } from '../team/types';
import { BOUNDS, dateArg, intArg, textArg } from '../validation';
import { RecordFineInput, SetSuspensionInput } from './inputs';
import { DisciplineReport, Fine, Suspension, SuspensionKind } from './types';

/** Why an official set, lifted, carried or waived: a few sentences (BOUNDS.REASON). */
const REASON = { validateFn: textArg('reason', { max: BOUNDS.REASON, multiline: true }) } as const;

/**
 * Fines are private (docs/security.md, "Who may read what"): an official, or a coach of one of the
 * teams concerned.
 */
function checkFinesReadable(principal: Principal, teamIds: readonly string[]): void {
  if (principal.kind === 'anonymous') throw unauthenticated('Fines are private: they need an ADMIN token or a COACH token of the team');
  if (!isAdmin(principal) && !teamIds.some((teamId) => canReadTeamPrivate(principal, teamId))) {
    throw forbidden("Fines are private: this token is not an ADMIN's nor a COACH's of the team");
  }
}

/** The teams a player is rostered on, each with its competition: whose his fines and suspensions are. */
async function placesOf(ctx: GraphQLContext, playerId: string): Promise<RosterPlace[]> {
  const entries = await ctx.loaders.rosterByPlayer.load(playerId);
  const places = await Promise.all(
    entries.map(async (e) => {
      const team = await ctx.loaders.team.load(e.teamId);
      const division = team ? await ctx.loaders.division.load(team.divisionId) : null;
      return division ? [{ teamId: e.teamId, competitionId: division.competitionId }] : [];
    }),
  );
  return places.flat();
}

/** A team with its competition, as the owner of its own fines. */
async function placeOfTeam(ctx: GraphQLContext, team: TeamEntity): Promise<RosterPlace[]> {
  const division = await ctx.loaders.division.load(team.divisionId);
  return division ? [{ teamId: team.id, competitionId: division.competitionId }] : [];
}

/** May the caller read the details of a player's record of this competition? The owner is loaded only for a coach, the one caller it can change the answer for. */
async function mayReadPlayerDetails(ctx: GraphQLContext, playerId: string, competitionId: string): Promise<boolean> {
  const teams = isCoach(ctx.principal) ? await placesOf(ctx, playerId) : [];
  return canReadDisciplineDetails(ctx.principal, { competitionId, teams });
}

/** What a caller who may not read a suspension's reason reads in its place: that the player is suspended stays public. */
export const PRIVATE_SUSPENSION_REASON = "Private: the player's team and the officials see the reason.";

@Resolver(() => Player)
export class PlayerDisciplineResolver {
  @FieldResolver(() => [Suspension], { description: 'Every suspension of the player, newest first (public; their reasons are not, see Suspension.reason)' })
  suspensions(@Root() player: PlayerEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.suspensionsByPlayer.load(player.id);
  }

  @FieldResolver(() => [Fine], {
    nullable: true,
    description:
      "The player's fines, newest first. Private: an ADMIN reads them all; a COACH of a team the player is rostered on reads those of that team's competition only",
  })
  async fines(@Root() player: PlayerEntity, @Ctx() ctx: GraphQLContext) {
    const teams = await placesOf(ctx, player.id);
    checkFinesReadable(ctx.principal, teams.map((t) => t.teamId));
    const fines = await ctx.loaders.finesByPlayer.load(player.id);
    return fines.filter((f) => canReadDisciplineDetails(ctx.principal, { competitionId: f.competitionId, teams }));
  }
}

@Resolver(() => Team)
export class TeamDisciplineResolver {
  @FieldResolver(() => [Fine], { nullable: true, description: "The team's own fines in its competition, newest first. Private: an ADMIN, or a COACH of this team" })
  async fines(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    checkFinesReadable(ctx.principal, [team.id]);
    const [teams, fines] = await Promise.all([placeOfTeam(ctx, team), ctx.loaders.finesByTeam.load(team.id)]);
    return fines.filter((f) => canReadDisciplineDetails(ctx.principal, { competitionId: f.competitionId, teams }));
  }

  @FieldResolver(() => [Fine], {
    description: "What the team and its roster players still owe in this team's competition (unpaid, not waived), newest first. Private: an ADMIN, or a COACH of this team",
  })
  async unpaidFines(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    checkFinesReadable(ctx.principal, [team.id]);
    const [division, roster] = await Promise.all([ctx.loaders.division.load(team.divisionId), ctx.loaders.rosterByTeam.load(team.id)]);
    const [own, players] = await Promise.all([ctx.loaders.finesByTeam.load(team.id), ctx.loaders.finesByPlayer.loadMany(roster.map((e) => e.playerId))]);
    const all = [...own, ...players.flatMap((p) => (p instanceof Error ? [] : p))];
    // Every one concerns this team in its competition (its own, or a player's on its roster): the team owns them there.
    const teams = division ? [{ teamId: team.id, competitionId: division.competitionId }] : [];
    return all
      .filter((f) => owed(f) && f.competitionId === division?.competitionId && canReadDisciplineDetails(ctx.principal, { competitionId: f.competitionId, teams }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  @FieldResolver(() => [Suspension], { description: "The roster players' suspensions in this team's competition not yet served nor lifted, newest first (public; their reasons are not, see Suspension.reason)" })
  async activeSuspensions(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    const [division, roster] = await Promise.all([ctx.loaders.division.load(team.divisionId), ctx.loaders.rosterByTeam.load(team.id)]);
    const all = await ctx.loaders.suspensionsByPlayer.loadMany(roster.map((e) => e.playerId));
    return all
      .flatMap((p) => (p instanceof Error ? [] : p.filter((s) => s.active && s.competitionId === division?.competitionId)))
      .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  }

  @FieldResolver(() => TeamEligibility, {
    nullable: true,
    description:
      "Every roster player's eligibility for a game of this team (default: its next scheduled one; null when it has none), with every reason (R21), public; the details of a fine (amount, reason) or a suspension (reason) only for an ADMIN or a COACH of a team the player is rostered on in the game's competition (a team's own fine: that team's COACH); anyone else, a SCOREKEEPER too, gets every code with a fixed message for those",
  })
  async eligibility(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext, @Arg('gameId', () => ID, { nullable: true }) gameId?: string | null) {
    const result = await ctx.services.eligibility.teamEligibility(ctx.principal, team.id, gameId);
    if (!result) return null;
    return {
      game: result.game,
      players: await Promise.all(result.players.map(async (p) => ({ player: await ctx.loaders.player.load(p.playerId), ...p.eligibility }))),
    };
  }
}

@Resolver()
export class DisciplineReportResolver {
  @Authorized('ADMIN')
  @Query(() => DisciplineReport, { description: "A competition's suspensions and fines for its officials, filterable" })
  disciplineReport(
    @Arg('competitionId', () => ID) competitionId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('teamId', () => ID, { nullable: true, description: "A team's own fines, and its roster players' suspensions and fines" }) teamId?: string | null,
    @Arg('playerId', () => ID, { nullable: true }) playerId?: string | null,
    @Arg('activeOnly', { nullable: true, description: 'Only suspensions not yet served nor lifted' }) activeOnly?: boolean,
    @Arg('unpaidOnly', { nullable: true, description: 'Only fines still owed' }) unpaidOnly?: boolean,
  ) {
    return ctx.services.discipline.report(competitionId, { teamId, playerId, activeOnly, unpaidOnly });
  }
}

@Resolver(() => Suspension)
export class SuspensionResolver {
  @FieldResolver(() => String)
  async reason(@Root() s: SuspensionView, @Ctx() ctx: GraphQLContext) {
    return (await mayReadPlayerDetails(ctx, s.playerId, s.competitionId)) ? s.reason : PRIVATE_SUSPENSION_REASON;
  }

  @FieldResolver(() => Player)
  player(@Root() s: SuspensionView, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.player.load(s.playerId);
  }

  @FieldResolver(() => Competition)
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
  @Mutation(() => Suspension, { description: "An official's suspension of a player in a competition" })
  setSuspension(@Arg('input') input: SetSuspensionInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.suspensions.setSuspension(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Suspension, { description: 'Sets a suspension’s kind and/or its length in games, with a reason kept in its history' })
  adjustSuspension(
    @Arg('id', () => ID) id: string,
    @Arg('reason', REASON) reason: string,
    @Arg('games', () => Int, { nullable: true, validateFn: intArg('games', 1, BOUNDS.SUSPENSION_GAMES) }) games: number | null,
    @Arg('kind', () => SuspensionKind, { nullable: true }) kind: SuspensionKind | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.suspensions.adjust(id, { games, kind, reason });
  }

  @Authorized('ADMIN')
  @Mutation(() => Suspension)
  liftSuspension(@Arg('id', () => ID) id: string, @Arg('reason', REASON) reason: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.suspensions.lift(id, reason);
  }

  @Authorized('ADMIN')
  @Mutation(() => Suspension, { description: 'What is left of it, as a new suspension in another competition (league summer ↔ winter, R18)' })
  carrySuspension(@Arg('id', () => ID) id: string, @Arg('competitionId', () => ID) competitionId: string, @Arg('reason', REASON) reason: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.suspensions.carry(id, competitionId, reason);
  }
}

@Resolver(() => Fine)
export class FineResolver {
  @FieldResolver(() => Player, { nullable: true })
  player(@Root() f: FineEntity, @Ctx() ctx: GraphQLContext) {
    return f.playerId ? ctx.loaders.player.load(f.playerId) : null;
  }

  @FieldResolver(() => Team, { nullable: true })
  team(@Root() f: FineEntity, @Ctx() ctx: GraphQLContext) {
    return f.teamId ? ctx.loaders.team.load(f.teamId) : null;
  }

  @FieldResolver(() => Competition)
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
  @Mutation(() => Fine, { description: "An official's fine: a league fine by kind, or an explicit amount" })
  recordFine(@Arg('input') input: RecordFineInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.fines.recordFine(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Fine, { description: 'Marks a fine paid (default: now)' })
  payFine(@Arg('id', () => ID) id: string, @Arg('paidAt', () => Date, { nullable: true, validateFn: dateArg('paidAt') }) paidAt: Date | null, @Ctx() ctx: GraphQLContext) {
    return ctx.services.fines.payFine(id, paidAt);
  }

  @Authorized('ADMIN')
  @Mutation(() => Fine, { description: 'Waives an unpaid fine, with a reason: it is owed no more and no longer keeps anyone from playing' })
  waiveFine(@Arg('id', () => ID) id: string, @Arg('reason', REASON) reason: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.fines.waiveFine(id, reason);
  }

  @Authorized('ADMIN')
  @Mutation(() => Fine, { description: '§16: rebates a paid no-show default fine to the opposing team that showed up' })
  rebateFine(@Arg('id', () => ID) id: string, @Arg('toTeamId', () => ID) toTeamId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.fines.rebateFine(id, toTeamId);
  }
}
