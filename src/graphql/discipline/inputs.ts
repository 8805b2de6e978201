import { Max, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { FineKind } from '../../domain/fines';
import { BOUNDS, FreeText } from '../validation';
import { SuspensionKind } from './types';

@InputType({ description: "An official's suspension of a player or a team official." })
export class SetSuspensionInput {
  @Field(() => ID, { nullable: true, description: 'The player suspended (or teamOfficialId, not both)' }) playerId?: string | null;
  @Field(() => ID, { nullable: true, description: 'League 004:5, :8: the team rep, coach or captain suspended (or playerId, not both; R40)' }) teamOfficialId?: string | null;
  @Field(() => ID, { description: 'The competition the suspension is in.' }) competitionId!: string;
  @Field(() => SuspensionKind, { description: 'How long: a number of games, the rest of the competition, indefinite, or life.' }) kind!: SuspensionKind;
  @Field(() => Int, { nullable: true, description: `GAMES: how many (1 to ${BOUNDS.SUSPENSION_GAMES}; longer is REST_OF_COMPETITION, INDEFINITE or LIFE)` })
  @Min(1, { message: 'must be 1 or more' })
  @Max(BOUNDS.SUSPENSION_GAMES, { message: `must be at most ${BOUNDS.SUSPENSION_GAMES} (longer is REST_OF_COMPETITION, INDEFINITE or LIFE)` })
  games?: number | null;
  @Field({ description: "Why, in the official's words (private to the officials and the player's coaches)." }) @FreeText(BOUNDS.REASON) reason!: string;
}

@InputType({ description: "An official's fine to a player, a team or a team official." })
export class RecordFineInput {
  @Field(() => ID, { nullable: true, description: "A player's fine: name the player (or teamId, not both)" }) playerId?: string | null;
  @Field(() => ID, { nullable: true, description: "A team's fine: name the team (or playerId, not both)" }) teamId?: string | null;
  @Field(() => ID, { nullable: true, description: "League 004:8: a team official's own fine (alone: his team owns it, R40)" }) teamOfficialId?: string | null;
  @Field(() => ID, { description: 'The competition the fine is given in.' }) competitionId!: string;
  @Field(() => Int, { nullable: true, description: `The amount in cents (at most ${BOUNDS.FINE_CENTS}); leave it out to take the amount the rulebook sets for kind` })
  @Min(1, { message: 'must be more than 0' })
  @Max(BOUNDS.FINE_CENTS, { message: `must be at most ${BOUNDS.FINE_CENTS} cents ($${BOUNDS.FINE_CENTS / 100})` })
  amountCents?: number | null;
  @Field(() => FineKind, { description: 'A league fine by kind (its amount from the rulebook); leave out to give an explicit amount.', nullable: true }) kind?: FineKind | null;
  @Field({ description: "What it is for, in the official's words." }) @FreeText(BOUNDS.REASON) reason!: string;
}
