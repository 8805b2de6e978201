import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Game } from '../game/types';
import { CalendarDate } from '../calendar-date';
import { Role } from '../enums';

@ObjectType({ description: 'A bearer token as stored: never the token itself.' })
export class ApiToken {
  @Field(() => ID, { description: "The token's id (not the token itself, which is shown only when created)." }) id!: string;
  @Field({ description: 'The name it was given, e.g. the scorekeeper or the tablet it is for.' }) name!: string;
  @Field(() => Role, { description: 'What it may do.' }) role!: Role;
  @Field(() => [String], { description: 'competition:<id>, game:<id> or team:<id>' }) scopes!: string[];
  @Field({ description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it was revoked; null while it is valid.', nullable: true }) revokedAt!: Date | null;
}

@ObjectType({ description: 'A token just created, with its secret.' })
export class CreatedApiToken {
  @Field({ description: 'The bearer token. Shown this once: only its hash is stored.' }) token!: string;
  @Field(() => ApiToken, { description: 'The stored token (without its secret).' }) apiToken!: ApiToken;
}

@ObjectType({ description: "A rink tablet's card (R82): a game, its own SCOREKEEPER token (shown this once) and the console's link" })
export class TabletCard {
  @Field(() => Game, { description: 'The game the token scores: its start, rink (venue) and teams' }) game!: Game;
  @Field({ description: "The game's day on the competition's calendar, YYYY-MM-DD (R39)", deprecationReason: 'Use date: the same day as a Date.' }) day!: string;
  @Field(() => CalendarDate, { description: "The game's day on the competition's calendar (R39)" }) date!: string;
  @Field(() => ID, { description: "The token's id, as apiTokens lists it" }) tokenId!: string;
  @Field({ description: 'The bearer token, scoped to this game alone. Shown this once: only its hash is stored.' }) token!: string;
  @Field({ description: 'The scorekeeper console of the game, /games/<id>/score: open it with the token (the desk puts it after #token=)' }) consoleLink!: string;
}

@ObjectType({ description: 'The cards made by one print (R82)' })
export class IssuedScorekeeperTokens {
  @Field(() => [TabletCard], { description: 'One a game, in start order' }) cards!: TabletCard[];
  @Field(() => Int, { description: "Earlier cards' tokens for these games revoked by this print: those cards no longer work" }) revoked!: number;
}
