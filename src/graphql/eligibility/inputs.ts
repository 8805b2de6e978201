import { Field, InputType } from 'type-graphql';
import { BOUNDS, FreeText } from '../validation';

@InputType({ description: "An ADMIN dresses ineligible players anyway; the rulebook's consequence follows (Cole Harbour and league: the game is forfeited)" })
export class LineupOverrideInput {
  @Field({ description: 'Why the official lets the lineup stand; kept in the game log.' }) @FreeText(BOUNDS.REASON) reason!: string;
}
