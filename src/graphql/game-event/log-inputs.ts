import { ArrayMaxSize, IsOptional, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { GameStopReason } from '../enums';
import { BOUNDS, FreeText } from '../validation';
import { LineupOverrideInput } from '../eligibility/inputs';
import { EventCorrectionInput, ShortHandedAllowanceInput } from './inputs';

/*
 * The inputs of the log… mutations that have no older input type to reuse (docs/design.md,
 * "Payloads and problems"): each mutation takes one `input`, with the game and the tablet's
 * `clientEventId` inside. Bounds as in ./inputs.ts; a value out of bounds is a BAD_USER_INPUT
 * problem naming the field.
 */

const GAME_ID = { description: "The game's id." } as const;
const CLIENT_EVENT_ID = { nullable: true, description: 'Your id for this event: a retry with the same id answers the first result and stores nothing.' } as const;

@InputType({ description: 'logGameStart: puck-drop ready' })
export class LogGameStartInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Both teams agreed before the drop to start with fewer than the minimum (league §17: 6 in 5 on 5, 3 in 3 on 3)' })
  shortHandedByAgreement?: boolean | null;
  @Field(() => ShortHandedAllowanceInput, {
    nullable: true,
    description: 'ADMIN only: Cole Harbour (000:61): the official lets a team short of the minimum start, down to a goaltender and three skaters, with a reason (R33)',
  })
  @ValidateNested()
  shortHandedAllowed?: ShortHandedAllowanceInput | null;
  @Field(() => String, {
    nullable: true,
    description: 'Cole Harbour (000:65): who agreed to a start before the scheduled time, needed for one and kept with it; ignored when the start is not early (G61)',
  })
  @IsOptional()
  @FreeText(BOUNDS.REASON)
  earlyStartAgreement?: string | null;
}

@InputType({ description: 'logClockStart: the clock starts; in an intermission, the next period (or overtime) begins' })
export class LogClockStartInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: 'logClockStop: the clock stops' })
export class LogClockStopInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
  @Field(() => Int, { nullable: true, description: "The arena clock's reading (it is the authority); the server's running clock when left out" })
  @IsOptional()
  @Min(0, { message: 'must be a clock reading in milliseconds, 0 or more' })
  remainingMs?: number | null;
}

@InputType({ description: 'logFaceoff: the puck (ball) drops (G26)' })
export class LogFaceoffInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: 'logPeriodEnd: the period under way ends' })
export class LogPeriodEndInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: 'logFiveTwoRule: league (004:83) "5 minute – 2 minute" rule (G60)' })
export class LogFiveTwoRuleInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: "logTimeout: a team's timeout" })
export class LogTimeoutInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, { description: 'The team that calls it' }) teamId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: 'logShot: a shot on goal' })
export class LogShotInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, { description: 'The shooting team' }) teamId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: 'logGoaliePull: a team pulls its goalie for an extra attacker' })
export class LogGoaliePullInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, { description: 'The team that pulls its goalie' }) teamId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: "logGoalieReturn: a team's pulled goalie is back in its net" })
export class LogGoalieReturnInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, { description: 'The team whose goalie is back' }) teamId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: "logShooters: a team's first shootout shooters (Cole Harbour 000:40, G31)" })
export class LogShootersInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, { description: 'The team that names them' }) teamId!: string;
  @Field(() => [ID], { description: "The team's shooters, in shooting order, by player id." })
  @ArrayMaxSize(BOUNDS.LINEUP, { message: `must list at most ${BOUNDS.LINEUP} players (the largest roster a rulebook allows)` })
  shooterIds!: string[];
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: 'logLineup: the players a team dresses for a game, and its officials present, before the game starts (R21, R22)' })
export class LogLineupInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, { description: "The team's id: the game's home or away team." }) teamId!: string;
  @Field(() => [ID], { description: 'The players the team dresses, by id: every one on its roster.' })
  @ArrayMaxSize(BOUNDS.LINEUP, { message: `must list at most ${BOUNDS.LINEUP} players (the largest roster a rulebook allows)` })
  playerIds!: string[];
  @Field(() => [ID], {
    nullable: true,
    description: "The team's officials present, by id, as the roster sheet lists them (league §12; a rep, coach or captain present answers for an illegal player, 004:5, R40)",
  })
  @IsOptional()
  @ArrayMaxSize(5, { message: 'must list at most 5 officials (the officials a team signs)' })
  officialIds?: string[] | null;
  @Field(() => LineupOverrideInput, { nullable: true, description: 'ADMIN only: lets the lineup stand although it dresses ineligible players (R21), with the reason; refused from anyone else.' })
  @IsOptional()
  @ValidateNested()
  override?: LineupOverrideInput | null;
  @Field(() => ID, { nullable: true, description: 'Your id for this lineup: a retry with the same id answers the first result and stores nothing.' }) clientEventId?: string | null;
}

@InputType({ description: 'logIdProduced: a player who had no ID at a check produced it (league §9)' })
export class LogIdProducedInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, { description: "The player's id." }) playerId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: "logIdCheckReview: the league's ruling after the game on a player who had no ID at a check (league §9)" })
export class LogIdCheckReviewInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => Int, { description: 'The ID_CHECK entry, by its seq' }) seq!: number;
  @Field({ description: 'True: the player was eligible and the result stands. False: the game is defaulted and the player suspended.' }) legal!: boolean;
  @Field({ description: "The league's reasons, in its words; kept with the ruling in the game log." }) @FreeText(BOUNDS.REASON) reason!: string;
}

@InputType({ description: 'logVoid: cancels an entry of the game log with a new EVENT_VOIDED entry' })
export class LogVoidInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => Int, { description: "The entry to void, by its seq (a payload's event.seq)" }) seq!: number;
  @Field({ description: 'Why it is voided; kept with the EVENT_VOIDED entry in the game log.' }) @FreeText(BOUNDS.REASON) reason!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
}

@InputType({ description: "logCorrection: an official's correction of a finished game's goal or penalty (R83)" })
export class LogCorrectionInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => Int, { description: 'The GOAL or PENALTY entry to correct, by its seq' }) seq!: number;
  @Field(() => EventCorrectionInput, { description: 'What changes; each field left out stays as recorded' }) @ValidateNested() correction!: EventCorrectionInput;
  @Field({ description: "Why, in the official's words; kept in the audit trail." }) @FreeText(BOUNDS.REASON) reason!: string;
}

@InputType({ description: 'logGameEnd: the game ends, or stops before its end (league §18)' })
export class LogGameEndInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
  @Field(() => GameStopReason, { nullable: true, description: 'The game stopped before its end: the score stands (league §18)' }) reason?: GameStopReason | null;
}

@InputType({ description: "logForfeit: a team forfeits the game, recorded with the rulebook's forfeit score (R8)" })
export class LogForfeitInput {
  @Field(() => ID, GAME_ID) gameId!: string;
  @Field(() => ID, { description: "The id of the team that forfeits (the other is given the rulebook's forfeit score)." }) forfeitingTeamId!: string;
  @Field(() => String, { nullable: true, description: 'Why; required from an ADMIN correcting a certified game' }) @IsOptional() @FreeText(BOUNDS.REASON) reason?: string | null;
  @Field(() => ID, CLIENT_EVENT_ID) clientEventId?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'League 004:56: the team defaulted without proper and adequate notice (a "no show"): fined $50 at its first default, $100 at any later one (R43)',
  })
  withoutNotice?: boolean | null;
}
