import { ArrayMaxSize, ValidateNested } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { TeamOfficialRole } from '../enums';
import { HumanName } from '../validation';

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
