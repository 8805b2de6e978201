import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../paging';
import { Private } from '../privacy';
import { FINE_KINDS, FineKind } from '../../domain/fines';
import { IdCheckRequester } from '../enums';

/*
 * Discipline's public types: suspensions (public in leagues: anyone may see that a player is
 * suspended, not why) and fines (private: an official, or a coach of the team they belong to in
 * their competition; the fines and suspensions services check, by the record's owner).
 */

export const SuspensionKind = { GAMES: 'GAMES', REST_OF_COMPETITION: 'REST_OF_COMPETITION', INDEFINITE: 'INDEFINITE', LIFE: 'LIFE' } as const;
export type SuspensionKind = (typeof SuspensionKind)[keyof typeof SuspensionKind];

registerEnumType(SuspensionKind, {
  name: 'SuspensionKind',
  description: 'GAMES counts down as the team completes games (R18); the others never do',
  valuesConfig: {
    GAMES: { description: 'A number of games, served as the team completes games (R18)' },
    REST_OF_COMPETITION: { description: 'The rest of the competition' },
    INDEFINITE: { description: 'Until an official lifts it' },
    LIFE: { description: 'For life' },
  },
});
registerEnumType(FineKind, {
  name: 'FineKind',
  description: "The league rulebook's fines outside the §26 table; the amount comes from the rulebook (PINNIES: what they cost)",
  valuesConfig: Object.fromEntries(Object.entries(FINE_KINDS).map(([kind, { rule }]) => [kind, { description: rule }])),
});

@ObjectType({ description: 'A suspension; how much is served is computed from the team’s completed games (R18)' })
export class Suspension {
  @Field(() => ID, { description: "The suspension's id." }) id!: string;
  @Field(() => SuspensionKind, { description: 'How long it lasts.' }) kind!: SuspensionKind;
  @Field(() => Int, { nullable: true, description: 'GAMES: how many; null for the other kinds' }) games!: number | null;
  @Field(() => Int, { description: "Games of the player's team completed (final or forfeited) since it started" }) gamesServed!: number;
  @Field(() => Int, { nullable: true, description: 'GAMES: still to serve; null for kinds that never count down' }) gamesRemaining!: number | null;
  @Field({ description: 'Not served yet and not lifted' }) active!: boolean;
  @Private('SUSPENSION_REASON')
  @Field(() => String, {
    nullable: true,
    description: "Why: an official's free text. Null for any other caller (that he is suspended, and for how long, stays public)",
  })
  reason!: string | null;
  @Field(() => String, { nullable: true, description: 'The rulebook line or ruling it applies' }) rule!: string | null;
  @Field({ description: 'When it began.' }) startsAt!: Date;
  @Field(() => Date, { description: 'When an official lifted it; null unless lifted.', nullable: true }) liftedAt!: Date | null;
}

export const SuspensionConnection = Connection(Suspension, 'Suspension');

@ObjectType({ description: "A fine to a player or a team, in integer cents. Private: an official, or a coach of the team (a player's: of a team he is rostered on) in the fine's competition." })
export class Fine {
  @Field(() => ID, { description: "The fine's id." }) id!: string;
  @Field(() => Int, { description: 'The amount, in cents.' }) amountCents!: number;
  @Field({ description: "What it is for, in the official's words or the rulebook's." }) reason!: string;
  @Field(() => String, { nullable: true, description: 'The rulebook line or ruling it applies' }) rule!: string | null;
  @Field(() => FineKind, { description: 'The league fine it is (the amount from the rulebook); null for an explicit amount.', nullable: true }) kind!: FineKind | null;
  @Field(() => Date, { description: 'When it was paid; null while unpaid.', nullable: true }) paidAt!: Date | null;
  @Field(() => Date, { nullable: true, description: '§19: a won protest’s fee, given back after it was paid' }) refundedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'No longer owed though unpaid (a won protest’s fee, an official’s waiver)' }) waivedAt!: Date | null;
  @Field(() => String, { description: 'Why it was waived; null unless waived.', nullable: true }) waivedReason!: string | null;
}

export const FineConnection = Connection(Fine, 'Fine');

@ObjectType({ description: "A competition's discipline, for its officials" })
export class DisciplineReport {
  @Field(() => [Suspension], { description: 'Newest first' }) suspensions!: unknown[];
  @Field(() => [Fine], { description: 'Newest first' }) fines!: unknown[];
  @Field(() => Int, { description: 'What the listed fines still owe (unpaid and not waived), in cents' }) owedCents!: number;
}

@ObjectType({
  description: 'League §9: a NO_ID check of a final or forfeited game still waiting for the league\'s ruling (`reviewIdCheck`). "After the game, the league will pursue the ID check on that player"',
})
export class IdCheckAwaitingReview {
  @Field(() => Int, { description: 'The ID_CHECK event: the `seq` reviewIdCheck takes' }) seq!: number;
  @Field(() => IdCheckRequester, { description: 'Who of the asking team asked: its coach, captain or assistant captain (§9)' }) requestedByRole!: string;
  @Field({ description: 'When the check was recorded' }) recordedAt!: Date;
  @Field({
    description:
      'Whether the player produced the ID later in the game (ID_PRODUCED after the check) and played on. The ruling is still owed: producing an ID shows who the player is, not that he may play, so the league still rules legal (the result stands) or illegal (the game is defaulted); a check where the ID was produced at once (PRODUCED_ID) is never listed, as no ruling follows it',
  })
  produced!: boolean;
}
