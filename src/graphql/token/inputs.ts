import { ArrayMaxSize } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Role } from '../enums';
import { BOUNDS, HumanName, Text } from '../validation';

@InputType()
export class CreateApiTokenInput {
  @Field({ description: 'Who or what the token is for, e.g. "Rink 2 scorekeeper tablet"' }) @HumanName() name!: string;
  @Field(() => Role) role!: Role;
  @Field(() => [String], { nullable: true, description: 'competition:<id> or game:<id> for a scorekeeper, team:<id> for a coach' })
  @ArrayMaxSize(BOUNDS.SCOPES, { message: `at most ${BOUNDS.SCOPES} scopes` })
  @Text({ max: BOUNDS.SCOPE }, { each: true })
  scopes?: string[] | null;
}
