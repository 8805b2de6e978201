import { ArrayMaxSize, IsOptional, ValidateNested } from 'class-validator';
import { SHORT_NAME_MAX } from '../../domain/short-name';
import { Field, ID, InputType } from 'type-graphql';
import { TeamOfficialRole } from '../enums';
import { HumanName } from '../validation';

@InputType({ description: 'A team official to sign.' })
export class TeamOfficialInput {
  @Field({ description: 'His name.' }) @HumanName() name!: string;
  @Field(() => TeamOfficialRole, { description: 'His part.' }) role!: 'COACH' | 'MANAGER' | 'TRAINER' | 'REPRESENTATIVE' | 'CAPTAIN';
}

@InputType({ description: 'A new team in a division.' })
export class CreateTeamInput {
  @Field(() => ID, { description: "The division's id." }) divisionId!: string;
  @Field({ description: "The team's name." }) @HumanName() name!: string;
  @Field(() => String, { nullable: true, description: `What a scoreboard prints when the name does not fit: at most ${SHORT_NAME_MAX} characters; derived from the name when left out` })
  @HumanName(SHORT_NAME_MAX)
  @IsOptional()
  shortName?: string | null;
  @Field(() => [TeamOfficialInput], { nullable: true, description: 'Coach, manager, trainer, team rep, captain: one of each at most' })
  @ArrayMaxSize(5, { message: 'a team has at most five officials (one of each role)' })
  @ValidateNested({ each: true })
  officials?: TeamOfficialInput[] | null;
}
