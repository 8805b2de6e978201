import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { BOUNDS, textArg } from '../validation';
import type { PlayerEntity, RegistrationEntity, RosterEntryEntity } from '../../db/entities';
import { tournamentRating } from '../../domain/division-ratings';
import type { GraphQLContext } from '../context';
import { Private } from '../privacy';
import { PlayerExperience } from '../enums';
import { CalendarDate } from '../calendar-date';
import { Team } from '../team/types';
import { AddNewPlayerToRosterInput, AddToRosterInput, CreatePlayerInput, UpdateRosterEntryInput } from './inputs';
import { Player, Registration, RegistrationConnection, RosterEntry } from './types';
import { Competition } from '../competition/types';
import { listOf, PAGE_DEFAULT, PAGE_MAX, pageOf, pageSize } from '../paging';
import { canReadTeamPrivate, isAdmin } from '../../auth/principal';
import { placesOfPlayer } from '../../services/discipline/owners';
import { dateArg, dateOf, namingSent } from '../validation';

@Resolver(() => Player)
export class PlayerResolver {
  @Query(() => Player, { nullable: true, description: 'A player by id; null when there is none. Personal fields answer null to callers who may not read them' })
  player(@Arg('id', () => ID, { description: "The player's id." }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.player.load(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Player, {
    description: 'Creates a player: a person, who plays for teams through roster entries (addToRoster). Answers the new player. Requires: ADMIN.',
  })
  createPlayer(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: CreatePlayerInput, @Ctx() ctx: GraphQLContext) {
    const { born: _born, ...rest } = input;
    const birthDate = dateOf(input, 'born', 'birthDate', { required: true })!;
    return namingSent(input, 'born', 'birthDate', () => ctx.services.teams.createPlayer({ ...rest, birthDate }));
  }

  @Authorized('ADMIN')
  @Mutation(() => Player, {
    description:
      'Sets (or clears, with null) the highest level a player has played at: Cole Harbour (000:11) puts a pro, Major Junior, college or university player in the A division (R34). Requires: ADMIN.',
  })
  setPlayerExperience(
    @Arg('playerId', () => ID, { description: "The player's id." }) playerId: string,
    @Arg('experienceLevel', () => PlayerExperience, { description: 'The highest level the player has played at; null clears it.', nullable: true }) experienceLevel: PlayerExperience | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.teams.setPlayerExperience(ctx.principal, playerId, experienceLevel ?? null);
  }

  @Authorized('ADMIN')
  @Mutation(() => Registration, {
    description:
      "League 004:13: the league received the player's signed registration form for a competition (default: now); where the competition requires it (rules.registrationRequired), he plays only in games starting after it (R42). Requires: ADMIN.",
  })
  recordRegistration(
    @Arg('playerId', () => ID, { description: "The player's id." }) playerId: string,
    @Arg('competitionId', () => ID, { description: "The competition's id." }) competitionId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('receivedAt', () => Date, { description: 'When the registration was received (ISO 8601); now when left out.', nullable: true, validateFn: dateArg('receivedAt') }) receivedAt?: Date | null,
  ) {
    return ctx.services.teams.recordRegistration({ playerId, competitionId, receivedAt });
  }

  @Private('PLAYER_PERSONAL')
  @FieldResolver(() => CalendarDate, { nullable: true, description: 'The birth date. Null for any other caller' })
  born(@Root() player: PlayerEntity): string {
    return player.birthDate;
  }

  @Private('PLAYER_REGISTRATIONS')
  @FieldResolver(() => RegistrationConnection, {
    nullable: true,
    description: `League 004:13: the player's registration forms (recordRegistration, R42), in the order the league received them, a page at a time (first: 1–${PAGE_MAX}, ${PAGE_DEFAULT} when left out; after: the previous page's pageInfo.endCursor). A COACH reads those of his teams' competitions only. Null for any other caller`,
  })
  async registrations(
    @Root() player: PlayerEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many registrations to answer on this page.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
  ) {
    const size = pageSize(first);
    const { cursors } = ctx.services;
    const list = listOf('Player.registrations', player.id);
    const position = cursors.decode(after, list);
    // The policy let in an ADMIN, or a COACH of one of the player's teams: he reads those teams' competitions' forms (as registrationReceivedAt).
    const competitions = isAdmin(ctx.principal) ? null : (await placesOfPlayer(ctx.loaders, player.id)).filter((p) => canReadTeamPrivate(ctx.principal, p.teamId)).map((p) => p.competitionId);
    const [rows, hasPreviousPage] = await Promise.all([
      ctx.services.teams.registrationsPage(player.id, competitions, size, position),
      position ? ctx.services.teams.hasRegistrationAtOrBefore(player.id, competitions, position) : false,
    ]);
    return pageOf(rows, size, (row) => ({ at: row.receivedAt.getTime(), id: row.id }), cursors, list, hasPreviousPage);
  }

  @FieldResolver(() => [RosterEntry], { description: 'Every team this player is rostered on' })
  rosterEntries(@Root() player: PlayerEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.rosterByPlayer.load(player.id);
  }
}

@Resolver(() => RosterEntry)
export class RosterEntryResolver {
  @Private('ROSTER_ENTRY')
  @FieldResolver(() => Date, {
    nullable: true,
    description:
      "League 004:13: when the league received the player's signed registration form for this team's competition (recordRegistration, R42, R69); null: none on record. Null for any other caller",
  })
  async registrationReceivedAt(@Root() entry: RosterEntryEntity, @Ctx() ctx: GraphQLContext): Promise<Date | null> {
    const team = await ctx.loaders.team.load(entry.teamId);
    const division = team ? await ctx.loaders.division.load(team.divisionId) : null;
    return division ? ctx.loaders.registrationReceived.load(`${entry.playerId} ${division.competitionId}`) : null;
  }

  @Authorized('ADMIN')
  @Mutation(() => RosterEntry, {
    description: "Puts a player on a team's roster with a jersey number and a position, under the rulebook's roster limits and deadlines (R50). Answers the new roster entry. Requires: ADMIN.",
  })
  addToRoster(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: AddToRosterInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.teams.addToRoster(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => RosterEntry, {
    description:
      "A player put on a team's roster in one step, as the desk does on game day (R84): the player (one known by the same name and birth date is that one, R55) and his entry, checked as createPlayer and addToRoster check them; any refusal stores nothing. Cole Harbour after the draw: the Tournament Official's clearance is needed (000:7). Requires: ADMIN.",
  })
  addNewPlayerToRoster(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: AddNewPlayerToRosterInput, @Ctx() ctx: GraphQLContext) {
    const { born: _born, ...rest } = input;
    const birthDate = dateOf(input, 'born', 'birthDate', { required: true })!;
    return namingSent(input, 'born', 'birthDate', () => ctx.services.teams.addNewPlayerToRoster({ ...rest, birthDate }));
  }

  @Authorized('ADMIN', 'COACH')
  @Mutation(() => RosterEntry, {
    description:
      "Corrects a roster entry's jersey number or position (R50), or marks its safety waiver signed (waiverSigned: an ADMIN only, not a roster change, R84). An ADMIN; the team's COACH only where its rulebook lets the team keep its own roster (Cole Harbour, before the schedule is drawn). Refused: a number already worn on the team this season, a change while a game of the team is under way (§12), the goalie limits, Cole Harbour's clearance after the draw. Requires: ADMIN, or the COACH of the entry's team where its rulebook lets the team keep its own roster.",
  })
  updateRosterEntry(
    @Arg('id', () => ID, { description: "The roster entry's id." }) id: string,
    @Arg('input', { description: 'What to create or change; each field says what it means.' }) input: UpdateRosterEntryInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.teams.updateRosterEntry(ctx.principal, id, input);
  }

  @Authorized('ADMIN', 'COACH')
  @Mutation(() => RosterEntry, {
    description:
      "Releases a player from the roster (R50), as updateRosterEntry decides who may. An entry the games refer to (he played for the team) or a league pick-up is ended (releasedAt), its number kept his for the season; one nothing refers to is deleted. Either way the player is off Team.roster. Requires: ADMIN, or the COACH of the entry's team where its rulebook lets the team keep its own roster.",
  })
  removeFromRoster(
    @Arg('id', () => ID, { description: "The roster entry's id." }) id: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('clearance', () => String, {
      nullable: true,
      description: "Cole Harbour: the Tournament Official's clearance of a change after the schedule is drawn",
      validateFn: textArg('clearance', { max: BOUNDS.REASON, multiline: true }),
    })
    clearance?: string | null,
  ) {
    return ctx.services.teams.removeFromRoster(ctx.principal, id, clearance);
  }

  @FieldResolver(() => Team, { description: 'The team.' })
  team(@Root() entry: RosterEntryEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(entry.teamId);
  }

  @FieldResolver(() => Player, { description: 'The player.' })
  player(@Root() entry: RosterEntryEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.player.load(entry.playerId);
  }

  @FieldResolver(() => Int, { description: "Played games of this entry's team the player was dressed for: final, or forfeited after they started (the second goalie counts, dressed)" })
  async gamesDressed(@Root() entry: RosterEntryEntity, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.loaders.gamesDressedByTeam.load(entry.teamId)).get(entry.playerId) ?? 0;
  }

  @FieldResolver(() => Boolean, {
    description:
      'BHI (003:35) "Prizes will only be awarded to players who have participated in a tournament game including the second goalie": dressed for at least one played game of this team (gamesDressed > 0)',
  })
  async awardEligible(@Root() entry: RosterEntryEntity, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await this.gamesDressed(entry, ctx)) > 0;
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

@Resolver(() => Registration)
export class RegistrationResolver {
  @FieldResolver(() => Competition, { description: 'The competition the form is for.' })
  competition(@Root() registration: RegistrationEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.competition.load(registration.competitionId);
  }

  @FieldResolver(() => Player, { description: 'The player who signed it.' })
  player(@Root() registration: RegistrationEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.player.load(registration.playerId);
  }
}
