import { Field, ID, ObjectType } from 'type-graphql';
import { TeamOfficialRole } from '../enums';

@ObjectType()
export class Team {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType()
export class TeamOfficial {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => TeamOfficialRole) role!: string;
}
