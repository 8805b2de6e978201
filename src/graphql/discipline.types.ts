import { Max, Min } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FineKind } from '../domain/fines';
import { BOUNDS, FreeText } from './validation';

/*
 * Discipline's public types: suspensions (public in leagues: anyone may see that a player is
 * suspended, not why) and fines (private: an official, or a coach of the team they belong to in
 * their competition; the field resolvers check, by the record's owner).
 */

export const SuspensionKind = { GAMES: 'GAMES', REST_OF_COMPETITION: 'REST_OF_COMPETITION', INDEFINITE: 'INDEFINITE', LIFE: 'LIFE' } as const;
export type SuspensionKind = (typeof SuspensionKind)[keyof typeof SuspensionKind];

registerEnumType(SuspensionKind, {
  name: 'SuspensionKind',
  description: 'GAMES counts down as the team completes games (R18); the others never do',
});
registerEnumType(FineKind, { name: 'FineKind', description: "The league rulebook's fines outside the §26 table; the amount comes from the rulebook (PINNIES: what they cost)" });

@ObjectType({ description: 'A suspension; how much is served is computed from the team’s completed games (R18)' })
export class Suspension {
  @Field(() => ID) id!: string;
  @Field(() => SuspensionKind) kind!: SuspensionKind;
  @Field(() => Int, { nullable: true, description: 'GAMES: how many; null for the other kinds' }) games!: number | null;
  @Field(() => Int, { description: "Games of the player's team completed (final or forfeited) since it started" }) gamesServed!: number;
  @Field(() => Int, { nullable: true, description: 'GAMES: still to serve; null for kinds that never count down' }) gamesRemaining!: number | null;
  @Field({ description: 'Not served yet and not lifted' }) active!: boolean;
  @Field({
    description:
      "Why. Private: an ADMIN, or a COACH of a team the player is rostered on in the suspension's competition; anyone else reads a fixed text in its place (that he is suspended, and for how long, stays public)",
  })
  reason!: string;
  @Field(() => String, { nullable: true, description: 'The rulebook line or ruling it applies' }) rule!: string | null;
  @Field() startsAt!: Date;
  @Field(() => Date, { nullable: true }) liftedAt!: Date | null;
}

@ObjectType({ description: "A fine to a player or a team, in integer cents. Private: an official, or a coach of the team (a player's: of a team he is rostered on) in the fine's competition." })
export class Fine {
  @Field(() => ID) id!: string;
  @Field(() => Int) amountCents!: number;
  @Field() reason!: string;
  @Field(() => String, { nullable: true, description: 'The rulebook line or ruling it applies' }) rule!: string | null;
  @Field(() => FineKind, { nullable: true }) kind!: FineKind | null;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field(() => Date, { nullable: true, description: '§19: a won protest’s fee, given back after it was paid' }) refundedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'No longer owed though unpaid (a won protest’s fee, an official’s waiver)' }) waivedAt!: Date | null;
  @Field(() => String, { nullable: true }) waivedReason!: string | null;
}

@InputType()
export class SetSuspensionInput {
  @Field(() => ID) playerId!: string;
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
  @Field(() => ID) competitionId!: string;
  @Field(() => Int, { nullable: true, description: `The amount in cents (at most ${BOUNDS.FINE_CENTS}); leave it out to take the amount the rulebook sets for kind` })
  @Min(1, { message: 'must be more than 0' })
  @Max(BOUNDS.FINE_CENTS, { message: `must be at most ${BOUNDS.FINE_CENTS} cents ($${BOUNDS.FINE_CENTS / 100})` })
  amountCents?: number | null;
  @Field(() => FineKind, { nullable: true }) kind?: FineKind | null;
  @Field() @FreeText(BOUNDS.REASON) reason!: string;
}

@ObjectType({ description: "A competition's discipline, for its officials" })
export class DisciplineReport {
  @Field(() => [Suspension], { description: 'Newest first' }) suspensions!: unknown[];
  @Field(() => [Fine], { description: 'Newest first' }) fines!: unknown[];
  @Field(() => Int, { description: 'What the listed fines still owe (unpaid and not waived), in cents' }) owedCents!: number;
}
