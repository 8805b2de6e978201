import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from '../node';
import { TeamOfficialRole } from '../enums';

@ObjectType({ description: 'A team in a division: its roster, officials and games.', implements: Node })
export class Team {
  @Field(() => ID, { description: "The team's id." }) id!: string;
  @Field({ description: "The team's name." }) name!: string;
}

@ObjectType({ description: 'A coach, manager, trainer, representative or captain signed to a team.' })
export class TeamOfficial {
  @Field(() => ID, { description: "The team official's id." }) id!: string;
  @Field({ description: 'His name.' }) name!: string;
  @Field(() => TeamOfficialRole, { description: 'His part.' }) role!: string;
}
