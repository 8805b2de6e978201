import { IsDate } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { BOUNDS, FreeText, InDateWindow } from '../validation';

@InputType({ description: "League §19: a team's protest of a game, filed within 72 hours" })
export class FileProtestInput {
  @Field(() => ID, { description: 'The id of the game protested.' }) gameId!: string;
  @Field(() => ID, { description: 'The protesting team' }) teamId!: string;
  @Field({ description: 'What is protested, and why' }) @FreeText(BOUNDS.STATEMENT) grounds!: string;
  @Field({ description: 'When the incident happened: the protest must come within 72 hours of it' }) @IsDate() @InDateWindow() incidentAt!: Date;
  @Field({ nullable: true, description: "About a referee's judgment call: §19 refuses those" }) judgmentCall?: boolean;
}
