import { ArrayMaxSize, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { CREW_NAME_MAX } from '../../domain/crew';
import { CrewRole, GameStage, ScheduleRounds, SignOffRole } from '../enums';
import { BOUNDS, HumanName, InDateWindow, Text } from '../validation';

@InputType({ description: 'A game to schedule.' })
export class ScheduleGameInput {
  @Field(() => ID, { description: "The division's id." }) divisionId!: string;
  @Field(() => ID, { description: "The home team's id." }) homeTeamId!: string;
  @Field(() => ID, { description: "The away team's id." }) awayTeamId!: string;
  @Field({ description: 'Its start (ISO 8601 date and time).' }) @InDateWindow() startsAt!: Date;
  @Field(() => GameStage, { description: 'Where it stands in the competition.' }) stage!: GameStage;
  @Field(() => String, { description: 'The rink; optional.', nullable: true }) @HumanName() venue?: string | null;
}

@InputType({ description: 'A venue and a start time a game may use' })
export class ScheduleSlotInput {
  @Field({ description: "The ice time's start (ISO 8601 date and time)." }) @InDateWindow() startsAt!: Date;
  @Field({ description: 'The rink.' }) @HumanName() venue!: string;
}

@InputType({ description: "A division's round robin over the venues and times given" })
export class GenerateScheduleInput {
  @Field(() => ID, { description: 'The division whose round robin is drawn.' }) divisionId!: string;
  @Field(() => ScheduleRounds, { description: 'ONCE: every pair meets once; TWICE: twice, once at each home' }) rounds!: 'ONCE' | 'TWICE';
  // A round robin of 32 teams meeting twice is 992 games: 2000 slots is more than any division can use.
  @Field(() => [ScheduleSlotInput], { description: 'The ice times to fill, each a start and a rink.' })
  @ArrayMaxSize(2000, { message: 'at most 2000 slots' })
  @ValidateNested({ each: true })
  slots!: ScheduleSlotInput[];
  @Field(() => GameStage, { nullable: true, description: 'ROUND_ROBIN for a tournament, REGULAR_SEASON for a league, when left out' }) stage?: GameStage | null;
  @Field(() => Int, { nullable: true, description: "How long a game holds its teams and venue, in minutes; the rulebook's regulation time when left out" })
  @Min(1, { message: 'must be 1 or more' })
  @Max(BOUNDS.GAME_MINUTES, { message: `must be at most ${BOUNDS.GAME_MINUTES} (a day)` })
  gameLengthMinutes?: number | null;
  @Field(() => Int, { nullable: true, description: "Least time between the end of a team's game and its next, in minutes; none when left out" })
  @Min(0, { message: 'must be 0 or more' })
  @Max(BOUNDS.REST_MINUTES, { message: `must be at most ${BOUNDS.REST_MINUTES} (a week)` })
  minRestMinutes?: number | null;
}

@InputType({ description: 'An official named for a game' })
export class CrewMemberInput {
  @Field(() => CrewRole, { description: 'His part in the game.' }) role!: CrewRole;
  @Field({ description: `At most ${CREW_NAME_MAX} characters` }) @HumanName(CREW_NAME_MAX) name!: string;
}

@InputType({ description: 'A signature on a game sheet (R57)' })
export class SignGameSheetInput {
  @Field(() => SignOffRole, { description: "Whose signature: the referee's or a coach's." }) role!: SignOffRole;
  @Field({ description: "The signer's name, as he writes it" }) @HumanName() name!: string;
  @Field(() => String, { nullable: true, description: "A coach's role at the tablet: his team's PIN, 4 to 8 digits, set at the desk (R80)" })
  @Text({ max: 8 })
  @IsOptional()
  pin?: string | null;
}
