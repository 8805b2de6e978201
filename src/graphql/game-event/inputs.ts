import { ArrayMaxSize, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { Decision, IdCheckRequester, IdCheckResult, PenaltySeverity } from '../enums';
import { BOUNDS, FreeText, Text } from '../validation';
import { LineupOverrideInput } from '../eligibility/inputs';

/*
 * Every field a client sends, in each feature's inputs.ts, has a bound with a reason (see ../validation.ts, BOUNDS): names and
 * free text are checked for visible characters, control, bidi and lone-surrogate characters and
 * length; dates lie in DATE_WINDOW; lists and numbers have a maximum tied to their rule.
 */

/*
 * Scorekeeper inputs. `clientEventId` is the tablet's own id for the event: a retry with the same
 * id answers the first result and stores nothing (its length and the clock readings are checked by
 * GameEventService, which names the field).
 */

@InputType({ description: 'A goal, its scorer and assists.' })
export class RecordGoalInput {
  @Field(() => ID, { description: "The game's id." }) gameId!: string;
  @Field(() => ID, { description: 'The scoring team' }) teamId!: string;
  @Field(() => ID, { description: "The scorer's player id." }) scorerId!: string;
  @Field(() => [ID], { nullable: true, description: 'Up to two, in order (primary first)' })
  @ArrayMaxSize(2, { message: 'a goal has at most two assists' })
  assistIds?: string[] | null;
  @Field(() => Int, { nullable: true, description: "The arena clock's reading at the goal; the server's running clock when left out" })
  @Min(0, { message: 'must be a clock reading in milliseconds, 0 or more' })
  clockRemainingMs?: number | null;
  @Field(() => ID, { description: 'Your id for this event: a retry with the same id answers the first result and stores nothing.', nullable: true }) clientEventId?: string | null;
  @Field({ nullable: true, description: "The goal went into an empty net: the strength becomes EMPTY_NET. Not needed when the other team's goalie is pulled (pullGoalie): the server knows it" })
  emptyNet?: boolean;
}

@InputType({ description: 'League §25: a player who arrived late joins the lineup during the game (R51)' })
export class LatePlayerInput {
  @Field(() => ID, { description: "The game's id." }) gameId!: string;
  @Field(() => ID, { description: 'The team he dresses for' }) teamId!: string;
  @Field(() => ID, { description: "A player on the team's roster, eligible for this game" }) playerId!: string;
  @Field(() => Int, { nullable: true, description: "The arena clock's reading when he joined; the server's clock when left out (between periods: the end of the period)" })
  @Min(0, { message: 'must be a clock reading in milliseconds, 0 or more' })
  clockRemainingMs?: number | null;
  @Field(() => ID, { description: 'Your id for this event: a retry with the same id answers the first result and stores nothing.', nullable: true }) clientEventId?: string | null;
}

@InputType({ description: 'A penalty to a player or a team bench.' })
export class RecordPenaltyInput {
  @Field(() => ID, { description: "The game's id." }) gameId!: string;
  @Field(() => ID, { description: 'The penalised team' }) teamId!: string;
  @Field(() => ID, { nullable: true, description: 'Null for a bench penalty' }) playerId?: string | null;
  @Field(() => PenaltySeverity, { description: "The penalty's class: its minutes come from the rulebook." }) severity!: PenaltySeverity;
  @Field({ description: 'UPPER_SNAKE_CASE code, e.g. TRIPPING; case, spaces and hyphens are normalised' })
  @Text({ max: BOUNDS.CODE })
  infraction!: string;
  @Field(() => Int, { nullable: true, description: "The arena clock's reading when it was called; the server's clock when left out" })
  @Min(0, { message: 'must be a clock reading in milliseconds, 0 or more' })
  clockRemainingMs?: number | null;
  @Field(() => ID, { description: 'Your id for this event: a retry with the same id answers the first result and stores nothing.', nullable: true }) clientEventId?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'The referee judged it accidental: Cole Harbour\'s accidental high-sticking major brings no game misconduct, and an intentional high stick (false) is a major (000:97, G57); BHI: a high stick with blood is 4 minutes when accidental, 5 with intent (003:14, G55); league §26 "Major – accidental". Left out: the stricter reading',
  })
  accidental?: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'An opponent was injured: league §26 "Match penalty – injury", Cole Harbour\'s high stick, and BHI\'s high stick with blood (003:14, G55: left out, no blood). Left out: the stricter reading',
  })
  injury?: boolean | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The opponent fouled. League 3 on 3 (§26): he or she alone takes the penalty shots this penalty gives, unless visibly injured or a goalie (G28)',
  })
  fouledPlayerId?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "League 5 on 5 Quick Penalty Rule (§25, G40): the referee's call that the penalised player did not reach the box within 30 seconds of his penalty at this seq. This penalty is then his delay-of-game minor (MINOR, DELAY_OF_GAME), served by servedById; the clock stops if it runs",
  })
  @Min(1, { message: 'must be the seq of a penalty of this game' })
  slowToBoxOf?: number | null;
  @Field(() => ID, { nullable: true, description: 'With slowToBoxOf: the substitute from his team ON THE FLOOR who serves the minor (G40)' })
  servedById?: string | null;
}

@InputType({ description: "A moment of a game as the scoresheet writes it: the period (1, 2, …; overtime continues the count) and the clock's reading then (ms left in the period)" })
export class ScoresheetTimeInput {
  @Field(() => Int, { description: 'The period, from 1.' }) @Min(1, { message: 'must be 1 or more' }) @Max(BOUNDS.PERIOD, { message: `must be at most ${BOUNDS.PERIOD}` }) period!: number;
  @Field(() => Int, { description: "The clock's reading at the goal, ms left in the period" })
  @Min(0, { message: 'must be a clock reading in milliseconds, 0 or more' })
  @Max(BOUNDS.PERIOD_MS, { message: `must be at most ${BOUNDS.PERIOD_MS} ms` })
  clockRemainingMs!: number;
}

@InputType({ description: 'Cole Harbour (000:61): the Tournament Official lets a team short of the minimum (six skaters and a goaltender) start, with a reason kept with the game (R33)' })
export class ShortHandedAllowanceInput {
  @Field(() => [ID], { description: 'The team, or both, allowed to start short' })
  @ArrayMaxSize(2, { message: 'a game has two teams' })
  teamIds!: string[];
  @Field({ description: "The official's reason; shown to ADMINs and the coaches of the teams named" }) @FreeText(BOUNDS.REASON) reason!: string;
}

@InputType({ description: 'A game kept on paper: its final score and how it was decided' })
export class RecordResultInput {
  @Field(() => ID, { description: "The game's id." }) gameId!: string;
  @Field(() => Int, { description: 'Goals of the home team.' }) @Min(0, { message: 'must be 0 or more' }) @Max(BOUNDS.SCORE, { message: `must be at most ${BOUNDS.SCORE}` }) homeScore!: number;
  @Field(() => Int, { description: 'Goals of the away team.' }) @Min(0, { message: 'must be 0 or more' }) @Max(BOUNDS.SCORE, { message: `must be at most ${BOUNDS.SCORE}` }) awayScore!: number;
  @Field(() => Decision, { description: 'REGULATION, OVERTIME or SHOOTOUT (a forfeit is forfeitGame)' }) decision!: Decision;
  @Field(() => String, { nullable: true, description: 'Why: required when it corrects a final result' })
  @FreeText(BOUNDS.REASON)
  reason?: string | null;
  @Field(() => ID, { description: 'Your id for this event: a retry with the same id answers the first result and stores nothing.', nullable: true }) clientEventId?: string | null;
  @Field(() => [ID], { nullable: true, description: "The home players the scoresheet lists as dressed: they played the game (eligibility's games-played rules), as a live game's lineup does" })
  @ArrayMaxSize(BOUNDS.LINEUP, { message: `must list at most ${BOUNDS.LINEUP} players (the largest roster a rulebook allows)` })
  homeDressed?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'The away players the scoresheet lists as dressed' })
  @ArrayMaxSize(BOUNDS.LINEUP, { message: `must list at most ${BOUNDS.LINEUP} players (the largest roster a rulebook allows)` })
  awayDressed?: string[] | null;
  @Field(() => ScoresheetTimeInput, {
    nullable: true,
    description: "When the home team's first goal came, as the scoresheet times it: Cole Harbour's last tie-breaker reads it (R5, G41). Left out: not known (a live game's log still gives its own)",
  })
  @ValidateNested()
  homeFirstGoal?: ScoresheetTimeInput | null;
  @Field(() => ScoresheetTimeInput, { nullable: true, description: "When the away team's first goal came (R5, G41)" })
  @ValidateNested()
  awayFirstGoal?: ScoresheetTimeInput | null;
  @Field(() => LineupOverrideInput, {
    nullable: true,
    description:
      "ADMIN only: records the sheet although it dressed ineligible players, as setLineup's override does; the rulebook's consequence follows (Cole Harbour 000:9: the game forfeited; league 004:5, 004:8: the game defaulted and the player suspended further, R40) (G50)",
  })
  @ValidateNested()
  override?: LineupOverrideInput | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'League §17 (004:58, R23): both teams agreed before the drop that a team with fewer than the minimum would play; the dressed lists are then checked against the smaller minimum (G50)',
  })
  shortHandedByAgreement?: boolean | null;
  @Field(() => ShortHandedAllowanceInput, {
    nullable: true,
    description:
      'ADMIN only: Cole Harbour (000:61) "Special circumstances … may be reviewed by the Tournament Official": the official let a team short of the minimum play, down to a goaltender and three skaters, as startGame\'s allowance; needs the team\'s dressed list (R33, G50)',
  })
  @ValidateNested()
  shortHandedAllowed?: ShortHandedAllowanceInput | null;
}

@InputType({ description: 'League §9: an ID check during a stoppage of play, and what it found' })
export class IdCheckInput {
  @Field(() => ID, { description: "The game's id." }) gameId!: string;
  @Field(() => ID, { description: 'The team that asked for the check' }) teamId!: string;
  @Field(() => ID, { description: 'The checked player, dressed for the other team' }) playerId!: string;
  @Field(() => IdCheckRequester, { description: 'Who asked for the check.' }) requestedBy!: 'COACH' | 'CAPTAIN' | 'ASSISTANT_CAPTAIN';
  @Field(() => IdCheckResult, { description: 'Whether the player produced ID.' }) result!: 'PRODUCED_ID' | 'NO_ID';
  @Field(() => ID, { description: 'Your id for this event: a retry with the same id answers the first result and stores nothing.', nullable: true }) clientEventId?: string | null;
}

@InputType({ description: 'One shootout attempt.' })
export class ShootoutAttemptInput {
  @Field(() => ID, { description: "The game's id." }) gameId!: string;
  @Field(() => ID, { description: "The shooter's team" }) teamId!: string;
  @Field(() => ID, { description: "The shooter's player id." }) shooterId!: string;
  @Field({ description: 'True when the attempt went in.' }) scored!: boolean;
  @Field(() => ID, { description: 'Your id for this event: a retry with the same id answers the first result and stores nothing.', nullable: true }) clientEventId?: string | null;
}

@InputType({ description: 'A penalty shot taken during play (awarded by a penalty, e.g. in 3 on 3: R19)' })
export class PenaltyShotInput {
  @Field(() => ID, { description: "The game's id." }) gameId!: string;
  @Field(() => ID, { description: "The shooter's team" }) teamId!: string;
  @Field(() => ID, { description: "The shooter's player id." }) shooterId!: string;
  @Field({ description: 'True when the shot went in.' }) scored!: boolean;
  @Field(() => ID, { description: 'Your id for this event: a retry with the same id answers the first result and stores nothing.', nullable: true }) clientEventId?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'League §26: the fouled player is VISIBLY injured, so another player on the floor takes the shot owed to him or her (G28)',
  })
  fouledPlayerInjured?: boolean | null;
}

@InputType({ description: "An official's correction of a finished game's goal or penalty (R83): each field left out stays as recorded" })
export class EventCorrectionInput {
  @Field(() => ID, { nullable: true, description: 'GOAL: the scorer' }) scorerId?: string | null;
  @Field(() => [ID], { nullable: true, description: 'GOAL: the assists, primary first; an empty list: unassisted' })
  @ArrayMaxSize(2, { message: 'a goal has at most two assists' })
  assistIds?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'GOAL: it went into an empty net' }) emptyNet?: boolean | null;
  @Field(() => ID, { nullable: true, description: 'PENALTY: the penalised player; an explicit null makes it a bench penalty' }) playerId?: string | null;
  @Field(() => PenaltySeverity, { nullable: true, description: 'PENALTY' }) severity?: PenaltySeverity | null;
  @Field(() => String, { nullable: true, description: 'PENALTY: UPPER_SNAKE_CASE code, normalised as when recorded' })
  @Text({ max: BOUNDS.CODE })
  @IsOptional()
  infraction?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'PENALTY: judged accidental' }) accidental?: boolean | null;
  @Field(() => Int, { nullable: true, description: "The arena clock's reading at the event, in ms (time left in its period)" })
  @Min(0, { message: 'must be a clock reading in milliseconds, 0 or more' })
  clockRemainingMs?: number | null;
}
