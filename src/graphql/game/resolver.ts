import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GameEntity } from '../../db/entities';
import type { ActivePenaltySnapshot, ScoreboardSnapshot, TeamLineSnapshot } from '../../domain/scoreboard';
import type { GraphQLContext } from '../context';
import { Division } from '../competition/types';
import { GameEvent } from '../game-event/types';
import { Player } from '../player/types';
import { Team, TeamOfficial } from '../team/types';
import { EVENTS_PAGE_MAX } from '../../services/game-event.service';
import { RESULTS_MAX, type VenueView } from '../../services/game.service';
import { CREW_MAX, CREW_NAME_MAX } from '../../domain/crew';
import { badField } from '../../domain/errors';
import { text } from '../../domain/messages';
import { BOUNDS, dateArg, intArg, textArg, textProblem } from '../validation';
import type { ValidatorFn } from 'type-graphql';
import { CrewMemberInput, GenerateScheduleInput, ScheduleGameInput, SignGameSheetInput } from './inputs';
import { ActivePenalty, CrewMember, EarlyStart, Game, GameConnection, GameSheetOfficial, GameSignOff, Scoreboard, SheetLineups, ShortHandedStart, TeamLine, TimeoutRule, Venue } from './types';
import { gameCursor, listOf, PAGE_DEFAULT, PAGE_MAX, pageOf, pageSize } from '../paging';
import { Private } from '../privacy';
import { scoreboardId, venueId } from '../node';
import type { TeamOfficialEntity } from '../../db/entities';

/** How many games recentGames and upcomingGames answer when `first` is left out. */
const RESULTS_DEFAULT = 12;

/** setGameCrew's list: its length first (nothing longer is looked at), then each name as a human name. */
const crewArg: ValidatorFn = (value) => {
  const crew = value as ReadonlyArray<{ name: unknown }>;
  if (crew.length > CREW_MAX) throw badField('crew', text('errors.BAD_USER_INPUT.crewAtMostGiven', { max: CREW_MAX, given: crew.length }));
  crew.forEach((member, index) => {
    const problem = textProblem(member.name, { max: CREW_NAME_MAX });
    if (problem) throw badField(`crew.${index}.name`, problem);
  });
};

@Resolver(() => Game)
export class GameResolver {
  @Query(() => Game, { nullable: true, description: 'A game by id; null when there is none' })
  game(@Arg('id', () => ID, { description: "The game's id." }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.game.load(id);
  }

  @Query(() => [Game], { description: 'Games being played now (in progress or in an intermission), of one competition or of all, by start time' })
  liveGames(
    @Arg('competitionId', () => ID, { description: "Only this competition's games; all competitions' when left out.", nullable: true }) competitionId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.games.liveGames(competitionId);
  }

  @Query(() => [Game], {
    description: `Finished games (final or forfeited), of one competition or of all, the latest start first: the first \`first\` (1–${RESULTS_MAX}, ${RESULTS_DEFAULT} when left out)`,
  })
  recentGames(
    @Arg('competitionId', () => ID, { description: "Only this competition's games; all competitions' when left out.", nullable: true }) competitionId: string | null,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many games to answer.', nullable: true, validateFn: intArg('first', 1, RESULTS_MAX) }) first?: number | null,
  ) {
    return ctx.services.games.recentGames(competitionId, first ?? RESULTS_DEFAULT);
  }

  @Query(() => [Game], {
    description: `Games still to be played (scheduled, their start at most 3 hours past), of one competition or of all, the earliest start first: the first \`first\` (1–${RESULTS_MAX}, ${RESULTS_DEFAULT} when left out)`,
  })
  upcomingGames(
    @Arg('competitionId', () => ID, { description: "Only this competition's games; all competitions' when left out.", nullable: true }) competitionId: string | null,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many games to answer.', nullable: true, validateFn: intArg('first', 1, RESULTS_MAX) }) first?: number | null,
  ) {
    return ctx.services.games.upcomingGames(competitionId, first ?? RESULTS_DEFAULT);
  }

  @Query(() => Venue, {
    nullable: true,
    description: `A rink's game now and its next one, for a screen that follows the rink all day; the name as games give their venue (at most ${BOUNDS.NAME} characters). Null when no game was ever scheduled there`,
  })
  venue(@Arg('name', { description: 'The rink, by the name games give as their venue.', validateFn: textArg('name', { max: BOUNDS.NAME }) }) name: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.games.venue(name);
  }

  @Authorized('ADMIN')
  @Mutation(() => Game, {
    description: 'Refused (SCHEDULE_CONFLICT) when a team would be in two places at once or the venue is taken. Requires: ADMIN.',
  })
  scheduleGame(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: ScheduleGameInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.games.scheduleGame(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => [Game], {
    description:
      "A division's round robin on the venues and times given: no team in two places at once, the rest asked for between a team's games, home and away balanced. All or nothing. Requires: ADMIN.",
  })
  generateSchedule(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: GenerateScheduleInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.games.generateSchedule(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Game, { description: "Moves a game not yet started, with scheduleGame's checks; the venue stays when left out. Requires: ADMIN." })
  rescheduleGame(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('startsAt', { description: 'The new start (ISO 8601 date and time).', validateFn: dateArg('startsAt') }) startsAt: Date,
    @Ctx() ctx: GraphQLContext,
    @Arg('venue', () => String, { description: 'The new rink; the venue stays when left out.', nullable: true, validateFn: textArg('venue', { max: BOUNDS.NAME }) }) venue?: string | null,
  ) {
    return ctx.services.games.rescheduleGame(ctx.principal, gameId, startsAt, venue);
  }

  @Authorized('ADMIN')
  @Mutation(() => Game, {
    description: `Names the game's officials (referees, linesmen, off-ice), in place of those named before; at most ${CREW_MAX}; refused once the game is certified. Requires: ADMIN.`,
  })
  setGameCrew(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('crew', () => [CrewMemberInput], { description: 'Every official of the game, each a name and a part; those named before are replaced.', validateFn: crewArg }) crew: CrewMemberInput[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.games.setCrew(gameId, crew);
  }

  @Query(() => [Game], {
    description: "An official's games in a competition by start time (his name in any case): a referee's schedule",
    deprecationReason: 'Use officialScheduleConnection: it answers a page at a time.',
  })
  officialSchedule(
    @Arg('competitionId', () => ID, { description: "The competition's id." }) competitionId: string,
    @Arg('name', { description: "The official's name as the games' crews give it, in any case.", validateFn: textArg('name', { max: CREW_NAME_MAX }) }) name: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.games.officialSchedule(competitionId, name);
  }

  @Query(() => GameConnection, {
    description: `An official's games in a competition by start time, then id (his name in any case): a referee's schedule, a page at a time (first: 1–${PAGE_MAX}, ${PAGE_DEFAULT} when left out; after: the previous page's pageInfo.endCursor)`,
  })
  async officialScheduleConnection(
    @Arg('competitionId', () => ID, { description: "The competition's id." }) competitionId: string,
    @Arg('name', { description: "The official's name as the games' crews give it, in any case.", validateFn: textArg('name', { max: CREW_NAME_MAX }) }) name: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many games to answer on this page.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
  ) {
    const size = pageSize(first);
    const { cursors, games } = ctx.services;
    // The name as the exact match reads it (spaces and case aside): one list whatever its spelling.
    const list = listOf('Query.officialScheduleConnection', competitionId, name.replace(/\s+/g, ' ').trim().toLowerCase());
    const page = await games.officialSchedulePage(competitionId, name, size, cursors.decode(after, list));
    return pageOf(page.games, size, gameCursor, cursors, list, page.hasPrevious);
  }

  @Authorized('SCOREKEEPER', 'COACH')
  @Mutation(() => Game, {
    description:
      "Records the referee's or a coach's signature on the sheet of a FINAL or FORFEITED game before it is certified (R57), and says how it was given (R80): the referee at the tablet (a SCOREKEEPER of the game or its competition); a coach with his own team's COACH token, or at the tablet with his team's PIN; an ADMIN typing a paper sheet's signature. A role signed again is replaced. Five wrong PINs in a row lock the team's PIN for 15 minutes. Requires: ADMIN, a SCOREKEEPER of the game (the referee at the tablet), or a COACH of a team in the game.",
  })
  signGameSheet(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('input', { description: 'What to create or change; each field says what it means.' }) input: SignGameSheetInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.gameEvents.signGameSheet(ctx.principal, gameId, input);
  }

  @Subscription(() => Venue, {
    nullable: true,
    description:
      "What a rink's screen shows (as venue(name:) answers) at once, then again whenever it changes: a game there scheduled, moved, cancelled or deleted, one started, paused or ended, or the next one passed over once it is three hours late. Null while no game was ever scheduled there",
    subscribe: ({ args, context }) => (context as GraphQLContext).services.feeds.venue((args as { name: string }).name),
  })
  venueUpdated(
    @Root() venue: VenueView | null,
    @Arg('name', { description: 'The rink, by the name games give as their venue.', validateFn: textArg('name', { max: BOUNDS.NAME }) }) _name: string,
  ): VenueView | null {
    return venue;
  }

  @Subscription(() => [Game], {
    description:
      "The games being played now (in progress or in an intermission), as liveGames answers, at once and again whenever one starts or ends; follow each game's scoreboardUpdated for its score and clock. NOT_FOUND for a competition that does not exist",
    subscribe: ({ args, context }) => (context as GraphQLContext).services.feeds.liveGames((args as { competitionId?: string | null }).competitionId ?? null),
  })
  liveGamesUpdated(
    @Root() games: GameEntity[],
    @Arg('competitionId', () => ID, { description: "Only this competition's games; all competitions' when left out.", nullable: true }) _competitionId?: string | null,
  ): GameEntity[] {
    return games;
  }

  @Subscription(() => Scoreboard, {
    description: "The game's scoreboard at once, then a full snapshot after every change.",
    subscribe: ({ args, context }) => (context as GraphQLContext).services.feeds.scoreboard((args as { gameId: string }).gameId),
  })
  scoreboardUpdated(@Root() snapshot: ScoreboardSnapshot, @Arg('gameId', () => ID, { description: "The game's id." }) _gameId: string): ScoreboardSnapshot {
    return snapshot;
  }

  @FieldResolver(() => Team, { description: 'The home team.' })
  home(@Root() game: GameEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(game.homeTeamId);
  }

  @FieldResolver(() => Team, { description: 'The away team.' })
  away(@Root() game: GameEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(game.awayTeamId);
  }

  @FieldResolver(() => [GameSheetOfficial], { description: "Both teams' officials (home first), each with whether the team's roster sheet lists him present (league §12; 004:5, R40)" })
  officials(@Root() game: GameEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.games.sheetOfficials(game);
  }

  @FieldResolver(() => [CrewMember], { description: 'The officials named for the game (setGameCrew), referees first; empty until named' })
  crew(@Root() game: GameEntity) {
    return game.crew ?? [];
  }

  @Private('OFFICIALS')
  @FieldResolver(() => String, { nullable: true, description: 'The name of the token that certified it: for an ADMIN; null for anyone else (and before certification)' })
  certifiedBy(@Root() game: GameEntity): string | null {
    return game.certifiedBy ?? null;
  }

  @FieldResolver(() => SheetLineups, {
    description:
      'The lineups the game sheet shows (the printed sheet too): who the log dressed, else the posted lineup of a game not started, else the roster (as it stood at certification); frozen once the game is played',
  })
  async sheetLineups(@Root() game: GameEntity, @Ctx() ctx: GraphQLContext) {
    const lineups = await ctx.services.games.sheetLineups(game);
    const view = (l: (typeof lineups)['home']) => ({ source: l.source, players: l.players.map((p) => ({ number: p.number, position: p.position, player: ctx.loaders.player.load(p.playerId) })) });
    return { home: view(lineups.home), away: view(lineups.away) };
  }

  @FieldResolver(() => [GameSignOff], { description: "The sheet's signatures, referee first, then the home and the away coach (R57)" })
  signOffs(@Root() game: GameEntity) {
    return game.signOffs ?? [];
  }

  @FieldResolver(() => TimeoutRule, { description: "The timeouts each team may call, by the game's rulebook and stage (G14)" })
  timeouts(@Root() game: GameEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.games.timeoutRule(game, ctx.loaders);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'League (004:81, 004:83): when the game\'s one-hour time block ends, an hour after its scheduled start however late it starts (G59); the referee\'s "5 minute – 2 minute" reset (applyFiveTwoRule) comes with 5 minutes left in it. Null in a rulebook that puts games in no block',
  })
  blockEndsAt(@Root() game: GameEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.games.blockEndsAt(game, ctx.loaders);
  }

  @FieldResolver(() => Division, { description: 'Its division.' })
  division(@Root() game: GameEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.division.load(game.divisionId);
  }

  @FieldResolver(() => EarlyStart, { nullable: true, description: 'Cole Harbour (000:65): the agreed start before the scheduled time; null when the game started on time or later (G61)' })
  earlyStart(@Root() game: GameEntity): EarlyStart | null {
    const early = game.state?.earlyStart;
    return early ? { minutesEarly: Math.ceil(early.earlyByMs / 60_000), agreement: early.agreement } : null;
  }

  @FieldResolver(() => ShortHandedStart, { nullable: true, description: "Cole Harbour (000:61): the official's decision to let a team short of the minimum start; null when none did (R33)" })
  async shortHandedStart(@Root() game: GameEntity, @Ctx() ctx: GraphQLContext) {
    const allowed = game.state?.shortHandedAllowed;
    if (!allowed) return null;
    const teams = await Promise.all(allowed.teamIds.map((id) => ctx.loaders.team.load(id)));
    return { teams, reason: allowed.reason };
  }

  @FieldResolver(() => Scoreboard, { description: 'As stored after the last event: reading it never re-folds the game' })
  scoreboard(@Root() game: GameEntity): ScoreboardSnapshot {
    return game.snapshot;
  }

  @FieldResolver(() => [GameEvent], {
    deprecationReason: 'Use log: the same entries as a connection, each typed by its kind (GoalEntry, PenaltyEntry, …)',
    description: `The game log in sequence order, after afterSeq when given: at most first events (1–${EVENTS_PAGE_MAX}, ${EVENTS_PAGE_MAX} when left out); read on with afterSeq set to the last seq`,
  })
  events(
    @Root() game: GameEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('afterSeq', () => Int, { description: 'Only events after this seq; from the first when left out.', nullable: true }) afterSeq?: number,
    @Arg('first', () => Int, { description: 'How many events to answer at most.', nullable: true, validateFn: intArg('first', 1, EVENTS_PAGE_MAX) }) first?: number | null,
  ) {
    return ctx.services.gameEvents.events(game.id, afterSeq ?? 0, first ?? EVENTS_PAGE_MAX);
  }
}

@Resolver(() => Scoreboard)
export class ScoreboardResolver {
  @FieldResolver()
  id(@Root() snapshot: ScoreboardSnapshot): string {
    return scoreboardId(snapshot.gameId);
  }

  @FieldResolver(() => Int, {
    description:
      'Bumped by a correction outside the game log that changes what the scoreboard shows (a team or player renamed, the game cancelled); 0 until one. A snapshot is newer than another by seq, then by revision (R63)',
  })
  revision(@Root() snapshot: ScoreboardSnapshot): number {
    return snapshot.revision ?? 0;
  }
}

@Resolver(() => TeamLine)
export class TeamLineResolver {
  @FieldResolver(() => Team, { description: 'The team.' })
  team(@Root() line: TeamLineSnapshot, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(line.teamId);
  }

  @FieldResolver(() => Boolean, {
    description: "The team's goalie is pulled for an extra attacker (pullGoalie): its net is empty until returnGoalie or the period's end. What an arena board shows as EMPTY NET",
  })
  netEmpty(@Root() line: TeamLineSnapshot): boolean {
    return line.netEmpty ?? false;
  }
}

@Resolver(() => ActivePenalty)
export class ActivePenaltyResolver {
  @FieldResolver(() => Team, { description: 'The penalized team.' })
  team(@Root() penalty: ActivePenaltySnapshot, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(penalty.teamId);
  }

  @FieldResolver(() => Player, { nullable: true, description: 'Null for a bench penalty' })
  player(@Root() penalty: ActivePenaltySnapshot, @Ctx() ctx: GraphQLContext) {
    return penalty.playerId ? ctx.loaders.player.load(penalty.playerId) : null;
  }

  @FieldResolver(() => Int, { nullable: true, description: "The penalized player's jersey number on his team's roster (what a penalty board shows); null for a bench penalty" })
  async number(@Root() penalty: ActivePenaltySnapshot, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    if (!penalty.playerId) return null;
    const roster = await ctx.loaders.rosterByTeam.load(penalty.teamId);
    return roster.find((entry) => entry.playerId === penalty.playerId)?.number ?? null;
  }
}

@Resolver(() => GameSheetOfficial)
export class GameSheetOfficialResolver {
  @FieldResolver(() => TeamOfficial, { description: 'The team official.' })
  official(@Root() row: { official: TeamOfficialEntity }) {
    return row.official;
  }

  @FieldResolver(() => Team, { description: 'His team.' })
  team(@Root() row: { teamId: string }, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.team.load(row.teamId);
  }
}

@Resolver(() => Venue)
export class VenueResolver {
  @FieldResolver()
  id(@Root() venue: { name: string }): string {
    return venueId(venue.name);
  }
}
