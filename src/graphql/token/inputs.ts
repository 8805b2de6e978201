import { ArrayMaxSize } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { Role } from '../enums';
import { CalendarDate } from '../calendar-date';
import { BOUNDS, HumanName, Text } from '../validation';

@InputType({ description: 'A new bearer token: its name, role and scopes.' })
export class CreateApiTokenInput {
  @Field({ description: 'Who or what the token is for, e.g. "Rink 2 scorekeeper tablet"' }) @HumanName() name!: string;
  @Field(() => Role, { description: 'What the token may do.' }) role!: Role;
  @Field(() => [String], { nullable: true, description: 'competition:<id> or game:<id> for a scorekeeper, team:<id> for a coach' })
  @ArrayMaxSize(BOUNDS.SCOPES, { message: `at most ${BOUNDS.SCOPES} scopes` })
  @Text({ max: BOUNDS.SCOPE }, { each: true })
  scopes?: string[] | null;
}

@InputType({ description: "A competition's rink tablet cards (R82): a SCOREKEEPER token per game still to play" })
export class IssueScorekeeperTokensInput {
  @Field(() => ID, { description: 'The competition whose tablet cards are printed.' }) competitionId!: string;
  @Field(() => String, {
    nullable: true,
    description: "Only this day's games (YYYY-MM-DD on the competition's calendar, R39); left out: every game still to play",
    deprecationReason: 'Use date: the same day as a Date.',
  })
  @Text({ max: 10 })
  day?: string | null;
  @Field(() => CalendarDate, { nullable: true, description: "Only this day's games (on the competition's calendar, R39); left out: every game still to play. Not with day" })
  date?: string | null;
}
