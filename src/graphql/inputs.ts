import { ArrayMaxSize, IsISO8601, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { CompetitionKind, GameStage, Position, Role, RulesetPreset, TeamOfficialRole } from './enums';

/** A name people type: something visible, and not a novel. */
function HumanName(max = 120): PropertyDecorator {
  return (target, key) => {
    Matches(/\S/, { message: 'must not be blank' })(target, key);
    MaxLength(max, { message: `must be at most ${max} characters` })(target, key);
  };
}

@InputType()
export class CreateCompetitionInput {
  @Field() @HumanName() name!: string;
  @Field(() => CompetitionKind) kind!: CompetitionKind;
  @Field(() => RulesetPreset) preset!: RulesetPreset;
}

@InputType()
export class CreateDivisionInput {
  @Field(() => ID) competitionId!: string;
  @Field() @HumanName() name!: string;
  @Field(() => String, { nullable: true, description: "BHI's division rating (REC, INTERMEDIATE, BARN, SHACK) or a league tier" })
  @Matches(/^[A-Z0-9_]{1,32}$/, { message: 'must be an UPPER_SNAKE_CASE code or a tier number' })
  rating?: string | null;
}

@InputType()
export class TeamOfficialInput {
  @Field() @HumanName() name!: string;
  @Field(() => TeamOfficialRole) role!: 'COACH' | 'MANAGER' | 'TRAINER';
}

@InputType()
export class CreateTeamInput {
  @Field(() => ID) divisionId!: string;
  @Field() @HumanName() name!: string;
  @Field(() => [TeamOfficialInput], { nullable: true, description: 'Coach, manager, trainer: one of each at most' })
  @ArrayMaxSize(3, { message: 'a team has at most three officials' })
  @ValidateNested({ each: true })
  officials?: TeamOfficialInput[] | null;
}

@InputType()
export class CreatePlayerInput {
  @Field() @HumanName() name!: string;
  @Field({ description: 'YYYY-MM-DD' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'must be a real calendar date (YYYY-MM-DD)' })
  birthDate!: string;
  @Field({ nullable: true }) waiverSigned?: boolean;
  @Field(() => Int, { nullable: true, description: "The league's player ranking tier (1 = Tier 1 ranked)" })
  @Min(1, { message: 'must be 1 or more' })
  @Max(9, { message: 'must be 9 or less' })
  rankingTier?: number | null;
}

@InputType()
export class AddToRosterInput {
  @Field(() => ID) teamId!: string;
  @Field(() => ID) playerId!: string;
  @Field(() => Int) @Min(0, { message: 'must be from 0 to 99' }) @Max(99, { message: 'must be from 0 to 99' }) number!: number;
  @Field(() => Position) position!: Position;
  @Field({ nullable: true, description: "The safety waiver for this team's competition; defaults to the player's" }) waiverSigned?: boolean;
  @Field({ nullable: true, description: 'Added after the season started (a pick-up)' }) pickup?: boolean;
  @Field({ nullable: true, description: 'A goalie affiliated from another team' }) goalieAffiliation?: boolean;
}

@InputType()
export class ScheduleGameInput {
  @Field(() => ID) divisionId!: string;
  @Field(() => ID) homeTeamId!: string;
  @Field(() => ID) awayTeamId!: string;
  @Field() startsAt!: Date;
  @Field(() => GameStage) stage!: GameStage;
  @Field(() => String, { nullable: true }) @MaxLength(120, { message: 'must be at most 120 characters' }) venue?: string | null;
}

@InputType()
export class CreateApiTokenInput {
  @Field({ description: 'Who or what the token is for, e.g. "Rink 2 scorekeeper tablet"' }) @HumanName() name!: string;
  @Field(() => Role) role!: Role;
  @Field(() => [String], { nullable: true, description: 'competition:<id> or game:<id> for a scorekeeper, team:<id> for a coach' })
  @ArrayMaxSize(100)
  scopes?: string[] | null;
}
