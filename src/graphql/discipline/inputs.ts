import { Max, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { FineKind } from '../../domain/fines';
import { BOUNDS, FreeText } from '../validation';
import { SuspensionKind } from './types';

@InputType()
export class SetSuspensionInput {
  @Field(() => ID, { nullable: true, description: 'The player suspended (or teamOfficialId, not both)' }) playerId?: string | null;
  @Field(() => ID, { nullable: true, description: 'League 004:5, :8: the team rep, coach or captain suspended (or playerId, not both; R40)' }) teamOfficialId?: string | null;
  @Field(() => ID) competitionId!: string;
  @Field(() => SuspensionKind) kind!: SuspensionKind;
  @Field(() => Int, { nullable: true, description: `GAMES: how many (1 to ${BOUNDS.SUSPENSION_GAMES}; longer is REST_OF_COMPETITION, INDEFINITE or LIFE)` })
  @Min(1, { message: 'must be 1 or more' })
  @Max(BOUNDS.SUSPENSION_GAMES, { message: `must be at most ${BOUNDS.SUSPENSION_GAMES} (longer is REST_OF_COMPETITION, INDEFINITE or LIFE)` })
  games?: number | null;
  @Field() @FreeText(BOUNDS.REASON) reason!: string;
}

@InputType()
export class RecordFineInput {
  @Field(() => ID, { nullable: true, description: "A player's fine: name the player (or teamId, not both)" }) playerId?: string | null;
  @Field(() => ID, { nullable: true, description: "A team's fine: name the team (or playerId, not both)" }) teamId?: string | null;
  @Field(() => ID, { nullable: true, description: "League 004:8: a team official's own fine (alone: his team owns it, R40)" }) teamOfficialId?: string | null;
  @Field(() => ID) competitionId!: string;
  @Field(() => Int, { nullable: true, description: `The amount in cents (at most ${BOUNDS.FINE_CENTS}); leave it out to take the amount the rulebook sets for kind` })
  @Min(1, { message: 'must be more than 0' })
  @Max(BOUNDS.FINE_CENTS, { message: `must be at most ${BOUNDS.FINE_CENTS} cents ($${BOUNDS.FINE_CENTS / 100})` })
  amountCents?: number | null;
  @Field(() => FineKind, { nullable: true }) kind?: FineKind | null;
  @Field() @FreeText(BOUNDS.REASON) reason!: string;
}
