import { Arg, Authorized, Ctx, ID, Int, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import type { ScoreboardSnapshot } from '../../domain/scoreboard';
import type { GameEventMessage } from '../../realtime/payloads';
import type { Recorded } from '../../services/game-event.service';
import type { GraphQLContext } from '../context';
import { GameStopReason } from '../enums';
import { Game, Scoreboard } from '../game/types';
import { BOUNDS, listArg, textArg } from '../validation';
import {
  EventCorrectionInput,
  IdCheckInput,
  LatePlayerInput,
  PenaltyShotInput,
  RecordGoalInput,
  RecordPenaltyInput,
  RecordResultInput,
  ShootoutAttemptInput,
  ShortHandedAllowanceInput,
} from './inputs';
import { correctionOf, goalOf, penaltyOf, penaltyShotOf } from './event-inputs';
import { gameFeed } from './log-resolver';
import { GameEvent } from './types';

/** Why an official voided, corrected or ruled: a few sentences (BOUNDS.REASON). */
const REASON = { validateFn: textArg('reason', { max: BOUNDS.REASON, multiline: true }) } as const;

const snapshotOf = async (recorded: Promise<Recorded>): Promise<ScoreboardSnapshot> => (await recorded).snapshot;

const CLIENT_EVENT_ID = { nullable: true, description: 'Your id for this event: a retry with the same id answers the first result and stores nothing' } as const;

/**
 * The scorekeeper's mutations (docs/design.md, "The public contract") and the game's event feed. Each
 * mutation is auth plus one GameEventService call; the service checks the token's scope and the
 * domain checks the rules. Every one answers the committed scoreboard.
 */
@Resolver(() => GameEvent)
export class GameEventResolver {
  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logGameStart: it answers the stored event, the scoreboard and typed problems',
    description:
      'Puck-drop ready: period 1, the clock stopped at full length; each team dresses its setLineup lineup, or else every eligible rostered player. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  startGame(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
    @Arg('shortHandedByAgreement', () => Boolean, {
      nullable: true,
      description: 'Both teams agreed before the drop to start with fewer than the minimum (league §17: 6 in 5 on 5, 3 in 3 on 3)',
    })
    shortHandedByAgreement?: boolean | null,
    @Arg('shortHandedAllowed', () => ShortHandedAllowanceInput, {
      nullable: true,
      description:
        'ADMIN only: Cole Harbour (000:61) "Special circumstances … may be reviewed by the Tournament Official": the official lets a team short of the minimum start, down to a goaltender and three skaters, with a reason (R33)',
    })
    shortHandedAllowed?: ShortHandedAllowanceInput | null,
    @Arg('earlyStartAgreement', () => String, {
      nullable: true,
      description:
        'Cole Harbour (000:65) "Games, if agreed upon by both teams and officials, could start up to 15 minutes earlier than the scheduled time": who agreed, needed for a start before the scheduled time and kept with it; more than 15 minutes early is refused (move the game first). Ignored when the start is not early (G61)',
    })
    earlyStartAgreement?: string | null,
  ) {
    return snapshotOf(
      ctx.services.gameEvents.startGame(
        ctx.principal,
        gameId,
        { clientEventId },
        { shortHandedByAgreement: shortHandedByAgreement ?? false, shortHandedAllowed: shortHandedAllowed ?? null, earlyStartAgreement },
      ),
    );
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logClockStart: it answers the stored event, the scoreboard and typed problems',
    description: 'In an intermission it begins the next period (or overtime). Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  startClock(@Arg('gameId', () => ID, { description: "The game's id." }) gameId: string, @Ctx() ctx: GraphQLContext, @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'CLOCK_STARTED' }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logClockStop: it answers the stored event, the scoreboard and typed problems',
    description:
      "Stops the game clock (a CLOCK_STOPPED event) at the arena clock's reading when given. Answers the scoreboard after it. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).",
  })
  stopClock(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('remainingMs', () => Int, { nullable: true, description: "The arena clock's reading (it is the authority); the server's running clock when left out" })
    remainingMs?: number | null,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
  ) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'CLOCK_STOPPED', remainingMs: remainingMs ?? null }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logFaceoff: it answers the stored event, the scoreboard and typed problems',
    description:
      'The puck (ball) drops: penalties waiting for it start. In run time the clock runs through the stoppage, so this, not startClock, starts them (G26). Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  faceoff(@Arg('gameId', () => ID, { description: "The game's id." }) gameId: string, @Ctx() ctx: GraphQLContext, @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'FACEOFF' }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logFiveTwoRule: it answers the stored event, the scoreboard and typed problems',
    description:
      'League (004:83) "5 minute – 2 minute" rule: with 5 minutes or less left in the game\'s one-hour block (Game.blockEndsAt), at a stoppage, the referee resets the clock to the game\'s last 2 minutes: one FIVE_TWO_RULE event puts the last regulation period at 2:00, stop time (G60). Refused before the 5-minute mark, while the clock runs, a second time, in overtime, and in a rulebook without the time block. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  applyFiveTwoRule(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
  ) {
    return snapshotOf(ctx.services.gameEvents.fiveTwoRule(ctx.principal, gameId, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logPeriodEnd: it answers the stored event, the scoreboard and typed problems',
    description:
      'Ends the period under way (a PERIOD_ENDED event); startClock then begins the next one. Answers the scoreboard after it. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  endPeriod(@Arg('gameId', () => ID, { description: "The game's id." }) gameId: string, @Ctx() ctx: GraphQLContext, @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'PERIOD_ENDED' }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logGoal: it answers the stored event, the scoreboard and typed problems',
    description:
      'The strength (even, power play, short-handed, empty net) is derived, not typed in: a goal against a team whose goalie is pulled (pullGoalie) is EMPTY_NET. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  recordGoal(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: RecordGoalInput, @Ctx() ctx: GraphQLContext) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, input.gameId, goalOf(input), { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logPenalty: it answers the stored event, the scoreboard and typed problems',
    description:
      'Records a penalty (a PENALTY event) to a player, or to the team bench when playerId is left out; the infraction is a rulebook code (TRIPPING, HIGH_STICKING, …). Answers the scoreboard after it, the penalty in its penalties while it is served. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  recordPenalty(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: RecordPenaltyInput, @Ctx() ctx: GraphQLContext) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, input.gameId, penaltyOf(input), { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logIdCheck: it answers the stored event, the scoreboard and typed problems',
    description:
      'League §9: an ID check at a stoppage (one a stoppage, two a game). ID produced: the requesting team takes a delay of game minor; no ID: the player sits out until recordIdProduced. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  recordIdCheck(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: IdCheckInput, @Ctx() ctx: GraphQLContext) {
    const { gameId, teamId, playerId, requestedBy, result, clientEventId } = input;
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'ID_CHECK', teamId, playerId, requestedBy, result }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logLatePlayer: it answers the stored event, the scoreboard and typed problems',
    description:
      "League §25 (R51): a player who arrived late joins his team's lineup during the game, recorded at the clock reading (a LATE_PLAYER_ADDED event); from then on he is dressed, and has played the game. Refused: not on the roster, ineligible for this game (as at the drop, R27), already dressed, over the dressed limits (R22), a shootout begun, and in the league the last minute of the game reached. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).",
  })
  addLatePlayer(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: LatePlayerInput, @Ctx() ctx: GraphQLContext) {
    const { gameId, teamId, playerId, clockRemainingMs, clientEventId } = input;
    return snapshotOf(ctx.services.gameEvents.addLatePlayer(ctx.principal, { gameId, teamId, playerId, clockRemainingMs }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logIdProduced: it answers the stored event, the scoreboard and typed problems',
    description: 'League §9: a player who had no ID at a check produced it, and may play on. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  recordIdProduced(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('playerId', () => ID, { description: "The player's id." }) playerId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
  ) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'ID_PRODUCED', playerId }, { clientEventId }));
  }

  @Authorized('ADMIN')
  @Mutation(() => Game, {
    deprecationReason: 'Use logIdCheckReview: it answers the stored event, the scoreboard and typed problems',
    description:
      "League §9, after the game: the league's ruling on a player who had no ID at check `seq`. Legal: the result stands. Illegal: the game is defaulted and the player suspended until an official sets the suspension and fines. Requires: ADMIN.",
  })
  async reviewIdCheck(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('seq', () => Int, { description: 'The ID_CHECK event' }) seq: number,
    @Arg('legal', { description: 'True: the player was eligible and the result stands. False: the game is defaulted and the player suspended.' }) legal: boolean,
    @Arg('reason', { ...REASON, description: "The league's reasons, in its words; kept with the ruling in the game log." }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return (await ctx.services.gameEvents.reviewIdCheck(ctx.principal, gameId, seq, legal, reason)).game;
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logShootoutAttempt: it answers the stored event, the scoreboard and typed problems',
    description:
      'Records one shootout attempt (a SHOOTOUT_ATTEMPT event): the shooter and whether he scored. Answers the scoreboard after it. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  recordShootoutAttempt(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: ShootoutAttemptInput, @Ctx() ctx: GraphQLContext) {
    return snapshotOf(
      ctx.services.gameEvents.record(
        ctx.principal,
        input.gameId,
        { type: 'SHOOTOUT_ATTEMPT', teamId: input.teamId, shooterId: input.shooterId, scored: input.scored },
        { clientEventId: input.clientEventId },
      ),
    );
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logShooters: it answers the stored event, the scoreboard and typed problems',
    description:
      'Cole Harbour (000:40) "The first 3 shooters must be named upon the first shooter": before the shootout\'s first attempt each team names its first shooters, and only they take its first attempts (G31). Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  nameShooters(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Arg('shooterIds', () => [ID], { description: "The team's shooters, in shooting order, by player id.", validateFn: listArg('shooterIds', BOUNDS.LINEUP, 'the largest roster a rulebook allows') })
    shooterIds: string[],
    @Ctx() ctx: GraphQLContext,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
  ) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'SHOOTERS_NAMED', teamId, shooterIds }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logShot: it answers the stored event, the scoreboard and typed problems',
    description: 'A shot on goal, for the shots count. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  recordShot(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
  ) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'SHOT', teamId }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logPenaltyShot: it answers the stored event, the scoreboard and typed problems',
    description: 'A penalty shot taken during play; a goal from it counts like any other. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  recordPenaltyShot(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: PenaltyShotInput, @Ctx() ctx: GraphQLContext) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, input.gameId, penaltyShotOf(input), { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logTimeout: it answers the stored event, the scoreboard and typed problems',
    description:
      "A team's timeout (a TIMEOUT event), refused when the team has none left this game. Answers the scoreboard after it. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).",
  })
  callTimeout(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
  ) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'TIMEOUT', teamId }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logGoaliePull: it answers the stored event, the scoreboard and typed problems',
    description:
      "The team pulls its goalie for an extra attacker (a GOALIE_PULLED event): its side of the scoreboard says netEmpty, and a goal scored against it is EMPTY_NET, until returnGoalie or the period's end. Refused while its goalie is already pulled, and outside play. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).",
  })
  pullGoalie(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
  ) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'GOALIE_PULLED', teamId }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logGoalieReturn: it answers the stored event, the scoreboard and typed problems',
    description:
      "The team's pulled goalie is back in its net (a GOALIE_RETURNED event). Refused unless its goalie is pulled. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).",
  })
  returnGoalie(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
  ) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'GOALIE_RETURNED', teamId }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logGameEnd: it answers the stored event, the scoreboard and typed problems',
    description:
      'Refused while an elimination game is tied: overtime or a shootout must decide it. Before the end of regulation only with a reason (league §18). Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  endGame(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
    @Arg('reason', () => GameStopReason, { nullable: true, description: 'The game stopped before its end: the score stands (league §18)' }) reason?: GameStopReason | null,
  ) {
    return snapshotOf(ctx.services.gameEvents.record(ctx.principal, gameId, reason ? { type: 'GAME_ENDED', reason } : { type: 'GAME_ENDED' }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Game, {
    deprecationReason: 'Use logResult: it answers the stored event, the scoreboard and typed problems',
    description:
      'A game kept on paper, entered afterwards: the standings treat it like a live-scored final. On a final game it corrects the result, with a reason kept in its history. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  async recordResult(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: RecordResultInput, @Ctx() ctx: GraphQLContext) {
    const { clientEventId, ...result } = input;
    return (await ctx.services.gameEvents.recordResult(ctx.principal, result, { clientEventId })).game;
  }

  @Authorized('ADMIN')
  @Mutation(() => [Game], {
    description:
      'League 004:33: a team caught with an illegal player defaults all its games played to a result so far this season (won, lost or tied), each recorded as its forfeit with this reason, no default fine; games already forfeited and games to come are left alone (R45). Requires: ADMIN.',
  })
  defaultTeamSeason(
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Arg('reason', () => String, { ...REASON, description: "Why the team defaults its season, in the official's words." }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.gameEvents.defaultSeason(ctx.principal, teamId, reason);
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Game, {
    deprecationReason: 'Use logForfeit: it answers the stored event, the scoreboard and typed problems',
    description: "Recorded with the rulebook's forfeit score (R8). Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).",
  })
  async forfeitGame(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('forfeitingTeamId', () => ID, { description: "The id of the team that forfeits (the other is given the rulebook's forfeit score)." }) forfeitingTeamId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('reason', () => String, { nullable: true, description: 'Why; required from an ADMIN correcting a certified game', ...REASON }) reason?: string | null,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
    @Arg('withoutNotice', () => Boolean, {
      nullable: true,
      description:
        'League 004:56: the team defaulted without proper and adequate notice (a "no show"): fined $50 at its first default, $100 at any later one (with notice too), recorded at once; a no-show\'s fine goes to the opponent once paid (R43)',
    })
    withoutNotice?: boolean | null,
  ) {
    return (await ctx.services.gameEvents.forfeit(ctx.principal, gameId, forfeitingTeamId, { clientEventId, correctionReason: reason, withoutNotice })).game;
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Scoreboard, {
    deprecationReason: 'Use logVoid: it answers the stored event, the scoreboard and typed problems',
    description:
      'Cancels event `seq` with a new EVENT_VOIDED event; the log keeps both and the game is re-folded without it. Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).',
  })
  voidEvent(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('seq', () => Int, { description: 'The event to void, by its seq in the game log.' }) seq: number,
    @Arg('reason', { ...REASON, description: 'Why it is voided; kept with the EVENT_VOIDED event in the game log.' }) reason: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('clientEventId', () => ID, CLIENT_EVENT_ID) clientEventId?: string | null,
  ) {
    return snapshotOf(ctx.services.gameEvents.voidEvent(ctx.principal, gameId, seq, reason, { clientEventId }));
  }

  @Authorized('ADMIN')
  @Mutation(() => Game, {
    deprecationReason: 'Use logCorrection: it answers the stored event, the scoreboard and typed problems',
    description:
      "R83: corrects a finished game's GOAL or PENALTY (event `seq`) with a new EVENT_CORRECTED event, also once certified (it stays certified; signatures older than the change are marked and may be given again). The log keeps both; the game reads the event as corrected, checked as a live entry is; the audit trail keeps each field before and after. Requires: ADMIN.",
  })
  async correctGameEvent(
    @Arg('gameId', () => ID, { description: "The game's id." }) gameId: string,
    @Arg('seq', () => Int, { description: 'The GOAL or PENALTY event to correct, by its seq in the game log.' }) seq: number,
    @Arg('input', () => EventCorrectionInput, { description: 'What to create or change; each field says what it means.' }) input: EventCorrectionInput,
    @Arg('reason', { ...REASON, description: "Why, in the official's words; kept in the audit trail." }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const correction = correctionOf(input);
    return (await ctx.services.gameEvents.correctEvent(ctx.principal, gameId, seq, correction, reason)).game;
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => Game, {
    description:
      'Certifies a final or forfeited game (an ADMIN, or a SCOREKEEPER token scoped to the game): its log is locked, and only an ADMIN may correct it, with a reason. Requires: ADMIN, or a SCOREKEEPER scoped to this one game (its referee).',
  })
  certifyGame(@Arg('gameId', () => ID, { description: "The game's id." }) gameId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.gameEvents.certify(ctx.principal, gameId);
  }

  @Subscription(() => GameEvent, {
    description: 'Every event after afterSeq (default 0: all) from storage, then each new one live; no gap, no duplicate',
    deprecationReason: 'Use gameLog: the same feed, each entry typed by its kind (GoalEntry, PenaltyEntry, …)',
    subscribe: gameFeed,
  })
  gameEvents(
    @Root() event: GameEventMessage,
    @Arg('gameId', () => ID, { description: "The game's id." }) _gameId: string,
    @Arg('afterSeq', () => Int, { nullable: true, description: 'The last seq you have' }) _afterSeq?: number | null,
  ): GameEventMessage {
    return event;
  }
}
