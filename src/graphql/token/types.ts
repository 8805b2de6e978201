import { Field, ID, ObjectType } from 'type-graphql';
import { Role } from '../enums';

@ObjectType({ description: 'A bearer token as stored: never the token itself.' })
export class ApiToken {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => Role) role!: Role;
  @Field(() => [String], { description: 'competition:<id>, game:<id> or team:<id>' }) scopes!: string[];
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
}

@ObjectType()
export class CreatedApiToken {
  @Field({ description: 'The bearer token. Shown this once: only its hash is stored.' }) token!: string;
  @Field(() => ApiToken) apiToken!: ApiToken;
}
