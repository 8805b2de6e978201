import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import type { GameEntity } from '../../db/entities';
import type { GameEventMessage } from '../../realtime/payloads';
import type { GraphQLContext } from '../context';
import { Game } from '../game/types';
import { listOf, PAGE_DEFAULT, PAGE_MAX, pageBackOf, pageOf, pageRequest } from '../paging';
import { correctionOf, goalOf, penaltyOf, penaltyShotOf } from './event-inputs';
import { IdCheckInput, LatePlayerInput, PenaltyShotInput, RecordGoalInput, RecordPenaltyInput, RecordResultInput, ShootoutAttemptInput } from './inputs';
import {
  LogClockStartInput,
  LogClockStopInput,
  LogCorrectionInput,
  LogFaceoffInput,
  LogFiveTwoRuleInput,
  LogForfeitInput,
  LogGameEndInput,
  LogGameStartInput,
  LogGoaliePullInput,
  LogGoalieReturnInput,
  LogIdCheckReviewInput,
  LogIdProducedInput,
  LogLineupInput,
  LogPeriodEndInput,
  LogShootersInput,
  LogShotInput,
  LogTimeoutInput,
  LogVoidInput,
} from './log-inputs';
import { GameLogEntry, GameLogEntryConnection, LogEntry } from './log-types';
import { GameEventPayload, logged } from './payload';

const SCOREKEEPER = 'Requires: ADMIN, or a SCOREKEEPER of the game (a token scoped to the game or its competition).';
const ADMIN = 'Requires: ADMIN.';
/** The input is validated by `logged`, so that a bound broken is a problem of the payload. */
const INPUT = { description: 'What to record; each field says what it means.', validate: false } as const;

/** The gameEvents feed and the gameLog feed are one: every event after afterSeq from storage, then each new one live. */
const gameFeed = ({ args, context }: { args: Record<string, unknown>; context: unknown }) => {
  const { gameId, afterSeq } = args as { gameId: string; afterSeq?: number | null };
  return (context as GraphQLContext).services.feeds.gameEvents(gameId, afterSeq ?? 0);
};
export { gameFeed };

/**
 * The log… mutations (docs/design.md, "Payloads and problems"): each records what its older
 * mutation records, through the same GameEventService call, and answers a GameEventPayload — the
 * stored entry, those the rules added, the scoreboard — or, nothing stored, typed problems.
 */
@Resolver()
export class GameLogMutations {
  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, {
    description: `Puck-drop ready (a GAME_STARTED entry): period 1, the clock stopped at full length; each team dresses its setLineup lineup, or else every eligible rostered player. ${SCOREKEEPER}`,
  })
  logGameStart(@Arg('input', () => LogGameStartInput, INPUT) input: LogGameStartInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () =>
      ctx.services.gameEvents.startGame(
        ctx.principal,
        input.gameId,
        { clientEventId: input.clientEventId },
        { shortHandedByAgreement: input.shortHandedByAgreement ?? false, shortHandedAllowed: input.shortHandedAllowed ?? null, earlyStartAgreement: input.earlyStartAgreement },
      ),
    );
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `Starts the clock (a CLOCK_STARTED entry); in an intermission it begins the next period (or overtime). ${SCOREKEEPER}` })
  logClockStart(@Arg('input', () => LogClockStartInput, INPUT) input: LogClockStartInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, { type: 'CLOCK_STARTED' }, { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `Stops the clock (a CLOCK_STOPPED entry) at the arena clock's reading when given. ${SCOREKEEPER}` })
  logClockStop(@Arg('input', () => LogClockStopInput, INPUT) input: LogClockStopInput, @Ctx() ctx: GraphQLContext) {
    return logged(
      ctx,
      input,
      () => ctx.services.gameEvents.record(ctx.principal, input.gameId, { type: 'CLOCK_STOPPED', remainingMs: input.remainingMs ?? null }, { clientEventId: input.clientEventId }),
      { CLOCK: 'remainingMs' },
    );
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `The puck (ball) drops (a FACEOFF entry): penalties waiting for it start (G26). ${SCOREKEEPER}` })
  logFaceoff(@Arg('input', () => LogFaceoffInput, INPUT) input: LogFaceoffInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, { type: 'FACEOFF' }, { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, {
    description: `League (004:83) "5 minute – 2 minute" rule (a FIVE_TWO_RULE entry): the last regulation period at 2:00, stop time (G60). ${SCOREKEEPER}`,
  })
  logFiveTwoRule(@Arg('input', () => LogFiveTwoRuleInput, INPUT) input: LogFiveTwoRuleInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.fiveTwoRule(ctx.principal, input.gameId, { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `Ends the period under way (a PERIOD_ENDED entry); logClockStart then begins the next one. ${SCOREKEEPER}` })
  logPeriodEnd(@Arg('input', () => LogPeriodEndInput, INPUT) input: LogPeriodEndInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, { type: 'PERIOD_ENDED' }, { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `A goal (a GOAL entry); its strength is derived, not typed in. ${SCOREKEEPER}` })
  logGoal(@Arg('input', () => RecordGoalInput, INPUT) input: RecordGoalInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, goalOf(input), { clientEventId: input.clientEventId }), {
      ASSISTS: 'assistIds',
      CLOCK: 'clockRemainingMs',
    });
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, {
    description: `A penalty (a PENALTY entry) to a player, or to the team bench when playerId is left out; events also holds what its rules add (a bench clearing's FORFEIT). ${SCOREKEEPER}`,
  })
  logPenalty(@Arg('input', () => RecordPenaltyInput, INPUT) input: RecordPenaltyInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, penaltyOf(input), { clientEventId: input.clientEventId }), {
      SEVERITY: 'severity',
      CLOCK: 'clockRemainingMs',
    });
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `League §9: an ID check at a stoppage (an ID_CHECK entry). ${SCOREKEEPER}` })
  logIdCheck(@Arg('input', () => IdCheckInput, INPUT) input: IdCheckInput, @Ctx() ctx: GraphQLContext) {
    const { gameId, teamId, playerId, requestedBy, result, clientEventId } = input;
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, gameId, { type: 'ID_CHECK', teamId, playerId, requestedBy, result }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `League §25 (R51): a player who arrived late joins his team's lineup (a LATE_PLAYER_ADDED entry). ${SCOREKEEPER}` })
  logLatePlayer(@Arg('input', () => LatePlayerInput, INPUT) input: LatePlayerInput, @Ctx() ctx: GraphQLContext) {
    const { gameId, teamId, playerId, clockRemainingMs, clientEventId } = input;
    return logged(ctx, input, () => ctx.services.gameEvents.addLatePlayer(ctx.principal, { gameId, teamId, playerId, clockRemainingMs }, { clientEventId }), {
      ELIGIBILITY: 'playerId',
      LATE_PLAYER: 'playerId',
    });
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `League §9: a player who had no ID at a check produced it, and may play on (an ID_PRODUCED entry). ${SCOREKEEPER}` })
  logIdProduced(@Arg('input', () => LogIdProducedInput, INPUT) input: LogIdProducedInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, { type: 'ID_PRODUCED', playerId: input.playerId }, { clientEventId: input.clientEventId }));
  }

  @Authorized('ADMIN')
  @Mutation(() => GameEventPayload, { description: `League §9, after the game: the league's ruling on a player who had no ID at a check (an ID_CHECK_REVIEWED entry). ${ADMIN}` })
  logIdCheckReview(@Arg('input', () => LogIdCheckReviewInput, INPUT) input: LogIdCheckReviewInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.reviewIdCheck(ctx.principal, input.gameId, input.seq, input.legal, input.reason), { ID_CHECK: 'seq' });
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `One shootout attempt (a SHOOTOUT_ATTEMPT entry): the shooter and whether he scored. ${SCOREKEEPER}` })
  logShootoutAttempt(@Arg('input', () => ShootoutAttemptInput, INPUT) input: ShootoutAttemptInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () =>
      ctx.services.gameEvents.record(
        ctx.principal,
        input.gameId,
        { type: 'SHOOTOUT_ATTEMPT', teamId: input.teamId, shooterId: input.shooterId, scored: input.scored },
        { clientEventId: input.clientEventId },
      ),
    );
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `Cole Harbour (000:40): a team names its first shootout shooters before the first attempt (a SHOOTERS_NAMED entry, G31). ${SCOREKEEPER}` })
  logShooters(@Arg('input', () => LogShootersInput, INPUT) input: LogShootersInput, @Ctx() ctx: GraphQLContext) {
    return logged(
      ctx,
      input,
      () => ctx.services.gameEvents.record(ctx.principal, input.gameId, { type: 'SHOOTERS_NAMED', teamId: input.teamId, shooterIds: input.shooterIds }, { clientEventId: input.clientEventId }),
      { SHOOTOUT: 'shooterIds' },
    );
  }

  @Authorized('SCOREKEEPER', 'COACH')
  @Mutation(() => GameEventPayload, {
    description:
      "The players a team dresses, before the game starts (a LINEUP_SET entry); without one, logGameStart dresses every eligible rostered player. Nothing stored when refused, with a problem for each player refused at his place in playerIds: not on the roster, or ineligible with every reason (ELIGIBILITY, R21), unless an ADMIN overrides; over or under the dressed limits (LINEUP, R22). Requires: ADMIN, a SCOREKEEPER of the game, or the team's COACH.",
  })
  logLineup(@Arg('input', () => LogLineupInput, INPUT) input: LogLineupInput, @Ctx() ctx: GraphQLContext) {
    const place = (id: string) => {
      const at = input.playerIds.indexOf(id);
      return at < 0 ? undefined : `playerIds.${at}`;
    };
    return logged(
      ctx,
      input,
      () =>
        ctx.services.lineups.postLineup(ctx.principal, {
          gameId: input.gameId,
          teamId: input.teamId,
          playerIds: input.playerIds,
          officialIds: input.officialIds,
          override: input.override,
          clientEventId: input.clientEventId,
        }),
      // LINEUP names no one field: the dressed limits (R22) are the players', a bench's are the officials' (G51, G52).
      {},
      place,
    );
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `A shot on goal, for the shots count (a SHOT entry). ${SCOREKEEPER}` })
  logShot(@Arg('input', () => LogShotInput, INPUT) input: LogShotInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, { type: 'SHOT', teamId: input.teamId }, { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `A penalty shot taken during play (a PENALTY_SHOT entry); a goal from it counts like any other. ${SCOREKEEPER}` })
  logPenaltyShot(@Arg('input', () => PenaltyShotInput, INPUT) input: PenaltyShotInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, penaltyShotOf(input), { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `A team's timeout (a TIMEOUT entry). ${SCOREKEEPER}` })
  logTimeout(@Arg('input', () => LogTimeoutInput, INPUT) input: LogTimeoutInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, { type: 'TIMEOUT', teamId: input.teamId }, { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `The team pulls its goalie for an extra attacker (a GOALIE_PULLED entry). ${SCOREKEEPER}` })
  logGoaliePull(@Arg('input', () => LogGoaliePullInput, INPUT) input: LogGoaliePullInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, { type: 'GOALIE_PULLED', teamId: input.teamId }, { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `The team's pulled goalie is back in its net (a GOALIE_RETURNED entry). ${SCOREKEEPER}` })
  logGoalieReturn(@Arg('input', () => LogGoalieReturnInput, INPUT) input: LogGoalieReturnInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, input.gameId, { type: 'GOALIE_RETURNED', teamId: input.teamId }, { clientEventId: input.clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `Ends the game (a GAME_ENDED entry), or stops it before its end with a reason (league §18). ${SCOREKEEPER}` })
  logGameEnd(@Arg('input', () => LogGameEndInput, INPUT) input: LogGameEndInput, @Ctx() ctx: GraphQLContext) {
    const { gameId, reason, clientEventId } = input;
    return logged(ctx, input, () => ctx.services.gameEvents.record(ctx.principal, gameId, reason ? { type: 'GAME_ENDED', reason } : { type: 'GAME_ENDED' }, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, {
    description: `A game kept on paper, entered afterwards (a RESULT_RECORDED entry); on a final game it corrects the result, with a reason. ${SCOREKEEPER}`,
  })
  logResult(@Arg('input', () => RecordResultInput, INPUT) input: RecordResultInput, @Ctx() ctx: GraphQLContext) {
    const { clientEventId, ...result } = input;
    return logged(ctx, input, () => ctx.services.gameEvents.recordResult(ctx.principal, result, { clientEventId }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, { description: `A team forfeits the game (a FORFEIT entry), recorded with the rulebook's forfeit score (R8). ${SCOREKEEPER}` })
  logForfeit(@Arg('input', () => LogForfeitInput, INPUT) input: LogForfeitInput, @Ctx() ctx: GraphQLContext) {
    const { gameId, forfeitingTeamId, reason, clientEventId, withoutNotice } = input;
    return logged(ctx, input, () => ctx.services.gameEvents.forfeit(ctx.principal, gameId, forfeitingTeamId, { clientEventId, correctionReason: reason, withoutNotice }));
  }

  @Authorized('SCOREKEEPER')
  @Mutation(() => GameEventPayload, {
    description: `Cancels entry \`seq\` with a new EVENT_VOIDED entry; the log keeps both, and events also holds the voids of what it caused. ${SCOREKEEPER}`,
  })
  logVoid(@Arg('input', () => LogVoidInput, INPUT) input: LogVoidInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.voidEvent(ctx.principal, input.gameId, input.seq, input.reason, { clientEventId: input.clientEventId }), { VOID: 'seq' });
  }

  @Authorized('ADMIN')
  @Mutation(() => GameEventPayload, { description: `R83: corrects a finished game's GOAL or PENALTY (entry \`seq\`) with a new EVENT_CORRECTED entry, also once certified. ${ADMIN}` })
  logCorrection(@Arg('input', () => LogCorrectionInput, INPUT) input: LogCorrectionInput, @Ctx() ctx: GraphQLContext) {
    return logged(ctx, input, () => ctx.services.gameEvents.correctEvent(ctx.principal, input.gameId, input.seq, correctionOf(input.correction), input.reason), { CORRECTION: 'seq' });
  }

  @Subscription(() => GameLogEntry, {
    description: 'Every entry of the game log after afterSeq (default 0: all) from storage, then each new one live; no gap, no duplicate',
    subscribe: gameFeed,
  })
  gameLog(
    @Root() event: GameEventMessage,
    @Ctx() ctx: GraphQLContext,
    @Arg('gameId', () => ID, { description: "The game's id." }) _gameId: string,
    @Arg('afterSeq', () => Int, { nullable: true, description: 'The last seq you have' }) _afterSeq?: number | null,
  ): LogEntry {
    return new LogEntry(event, ctx);
  }
}

/** Game.log: the typed game log, a page at a time. */
@Resolver(() => Game)
export class GameLogResolver {
  @FieldResolver(() => GameLogEntryConnection, {
    description: `The game log in seq order, typed by kind, a page at a time: forward with first (1–${PAGE_MAX}, ${PAGE_DEFAULT} when left out) and after (the previous page's pageInfo.endCursor), or back from the end with last and before (the next page's pageInfo.startCursor); log(last: 5) is the five latest entries, in seq order`,
  })
  async log(
    @Root() game: GameEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many entries to answer on this page, from the start of the range; not with last.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
    @Arg('last', () => Int, { description: `How many entries to answer on this page, from the end of the range (1–${PAGE_MAX}); not with first.`, nullable: true }) last?: number | null,
    @Arg('before', () => String, { description: "The cursor to page back from: the next page's pageInfo.startCursor; the log's end when left out. Not with after.", nullable: true })
    before?: string | null,
  ) {
    const { cursors, gameEvents } = ctx.services;
    const list = listOf('Game.log', game.id);
    const request = pageRequest({ first, after, last, before }, cursors, list);
    const afterSeq = request.after?.at ?? null;
    const beforeSeq = request.before?.at ?? null;
    const rows = await gameEvents.logRange(game.id, { afterSeq, beforeSeq, forward: request.forward, take: request.size + 1 });
    const entries = rows.map((m) => new LogEntry(m, ctx));
    const cursorOf = (e: LogEntry) => ({ at: e.seq, id: e.id });
    if (request.forward) {
      const hasPreviousPage = afterSeq != null && (await gameEvents.hasLogEntry(game.id, 'atOrBefore', afterSeq));
      return pageOf(entries, request.size, cursorOf, cursors, list, hasPreviousPage);
    }
    const hasNextPage = beforeSeq != null && (await gameEvents.hasLogEntry(game.id, 'atOrAfter', beforeSeq));
    return pageBackOf(entries, request.size, cursorOf, cursors, list, hasNextPage);
  }
}
