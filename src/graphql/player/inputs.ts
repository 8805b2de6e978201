import { IsISO8601, Matches, Max, Min, ValidateIf } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { PlayerExperience, Position } from '../enums';
import { CalendarDate } from '../calendar-date';
import { BirthDateInWindow, BOUNDS, FreeText, HumanName } from '../validation';

@InputType({ description: 'A new player.' })
export class CreatePlayerInput {
  @Field({ description: "The player's full name." }) @HumanName() name!: string;
  @Field(() => String, { nullable: true, description: 'The birth date, YYYY-MM-DD. Give this or born (one of the two).', deprecationReason: 'Use born: the same day as a Date.' })
  @ValidateIf((o: CreatePlayerInput) => o.birthDate != null)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'must be a real calendar date (YYYY-MM-DD)' })
  @BirthDateInWindow()
  birthDate?: string | null;
  @Field(() => CalendarDate, { nullable: true, description: 'The birth date. Give this or birthDate (one of the two).' })
  born?: string | null;
  @Field({ description: 'Whether the safety waiver is signed; false when left out.', nullable: true }) waiverSigned?: boolean;
  @Field(() => Int, { nullable: true, description: "The league's player ranking tier (1 = Tier 1 ranked)" })
  @Min(1, { message: 'must be 1 or more' })
  @Max(9, { message: 'must be 9 or less' })
  rankingTier?: number | null;
  @Field(() => PlayerExperience, {
    nullable: true,
    description: 'The highest level played: pro, Major Junior, college or university (Cole Harbour 000:11: such a player plays in the A division, R34); leave out for none',
  })
  experienceLevel?: PlayerExperience | null;
}

@InputType({ description: 'A correction of a roster entry (R50): a new jersey number, a new position, or both; or its safety waiver marked (R84)' })
export class UpdateRosterEntryInput {
  @Field(() => Boolean, { nullable: true, description: "The safety waiver for this team's competition, signed at the desk (R84): an ADMIN only; not a roster change (no clearance needed)" })
  waiverSigned?: boolean | null;
  @Field(() => Int, { description: 'The new jersey number, 0 to 99; unchanged when left out.', nullable: true })
  @Min(0, { message: 'must be from 0 to 99' })
  @Max(99, { message: 'must be from 0 to 99' })
  number?: number | null;
  @Field(() => Position, { description: 'The new position; unchanged when left out.', nullable: true }) position?: Position | null;
  @Field(() => String, { nullable: true, description: "Cole Harbour: the Tournament Official's clearance of a change after the schedule is drawn (who cleared it, and why)" })
  @FreeText(BOUNDS.REASON)
  clearance?: string | null;
}

@InputType({ description: "A player put on a team's roster." })
export class AddToRosterInput {
  @Field(() => ID, { description: "The team's id." }) teamId!: string;
  @Field(() => ID, { description: "The player's id." }) playerId!: string;
  @Field(() => Int, { description: 'Jersey number, 0 to 99, not worn by another player of the team this season.' })
  @Min(0, { message: 'must be from 0 to 99' })
  @Max(99, { message: 'must be from 0 to 99' })
  number!: number;
  @Field(() => Position, { description: 'SKATER or GOALIE.' }) position!: Position;
  @Field({ nullable: true, description: "The safety waiver for this team's competition; defaults to the player's" }) waiverSigned?: boolean;
  @Field({ nullable: true, description: 'Added after the season started (a league pick-up); worked out from the season start when left out' }) pickup?: boolean;
  @Field({ nullable: true, description: 'A goalie affiliated from another team' }) goalieAffiliation?: boolean;
  @Field(() => String, { nullable: true, description: "Cole Harbour: the Tournament Official's clearance of a change after the schedule is drawn (who cleared it, and why)" })
  @FreeText(BOUNDS.REASON)
  clearance?: string | null;
}

@InputType({ description: "A new player onto a team's roster in one step (R84)" })
export class AddNewPlayerToRosterInput {
  @Field(() => ID, { description: 'The id of the team whose roster the new player joins.' }) teamId!: string;
  @Field({ description: "The new player's full name." }) @HumanName() name!: string;
  @Field(() => String, { nullable: true, description: 'The birth date, YYYY-MM-DD. Give this or born (one of the two).', deprecationReason: 'Use born: the same day as a Date.' })
  @ValidateIf((o: AddNewPlayerToRosterInput) => o.birthDate != null)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'must be a real calendar date (YYYY-MM-DD)' })
  @BirthDateInWindow()
  birthDate?: string | null;
  @Field(() => CalendarDate, { nullable: true, description: 'The birth date. Give this or birthDate (one of the two).' })
  born?: string | null;
  @Field(() => Int, { description: 'Jersey number, 0 to 99, not worn by another player of the team this season.' })
  @Min(0, { message: 'must be from 0 to 99' })
  @Max(99, { message: 'must be from 0 to 99' })
  number!: number;
  @Field(() => Position, { description: 'SKATER or GOALIE.' }) position!: Position;
  @Field({ nullable: true, description: "The safety waiver for this team's competition; defaults to the player's (a new player's: not signed)" }) waiverSigned?: boolean;
  @Field(() => String, { nullable: true, description: "Cole Harbour: the Tournament Official's clearance of an addition after the schedule is drawn (who cleared it, and why)" })
  @FreeText(BOUNDS.REASON)
  clearance?: string | null;
}
