import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AccountEntryKind } from '../../domain/league-money';
import { Player } from '../player/types';

registerEnumType(AccountEntryKind, {
  name: 'AccountEntryKind',
  description:
    "What an entry of a league team's account records (004:1-3; R70, R71): FEE (fees paid), REFUND (fees given back: only before the season, never what the league keeps), BOND (a performance bond held from the team or a player), BILL (monies owed besides fines: damage, a replay's costs; lost pinnies are the PINNIES fine), WITHDRAWAL (the team dropped out), BOND_RETURN (a bond given back, R72)",
  valuesConfig: {
    FEE: { description: 'Fees the team paid the league' },
    REFUND: { description: '004:1: fees given back; none once the season is under way, never what the league keeps' },
    BOND: { description: '004:3: a performance bond held from the team, or from one of its players (player)' },
    BILL: {
      description:
        'Monies owed besides fines, which keep nobody from playing (damage 004:11 and :74, a replay 004:61), settled from the bond if still owed at its return; lost pinnies (004:66) are the PINNIES fine, due before the next game',
    },
    WITHDRAWAL: { description: '004:1: the team dropped out, on `at`; amount 0' },
    BOND_RETURN: { description: '004:3: a bond given back (returnBond, R72): the amount returned, bond the bond; what its giver owed was settled from it first' },
  },
});

@ObjectType({ description: "One entry of a league team's account; money in integer cents" })
export class TeamAccountEntry {
  @Field(() => ID, { description: "The entry's id." }) id!: string;
  @Field(() => AccountEntryKind, { description: 'What the money is.' }) kind!: AccountEntryKind;
  @Field(() => Int, { description: 'In cents; 0 for a withdrawal' }) amountCents!: number;
  @Field(() => Player, { nullable: true, description: 'A bond held from this player, or a bill to him; null: the team’s' }) player!: unknown;
  @Field(() => String, { nullable: true, description: 'What it is for (a bill’s pinnies or damage, a receipt number)' }) description!: string | null;
  @Field(() => Date, { description: 'When it was paid, held, billed, given back, or when the team withdrew' }) at!: Date;
  @Field(() => Date, { nullable: true, description: 'A bill: when it was paid; null while owed (other kinds: null)' }) paidAt!: Date | null;
  @Field(() => Date, { description: 'When it was recorded' }) createdAt!: Date;
  @Field(() => ID, { nullable: true, description: 'BOND_RETURN: the id of the bond it gives back (R72); null for other kinds' }) bondId!: string | null;
}

@ObjectType({ description: '004:3, a bond and what would come of it at season end as things stand (R71)' })
export class TeamBond {
  @Field(() => TeamAccountEntry, { description: 'The BOND entry' }) entry!: unknown;
  @Field(() => Player, { nullable: true, description: 'The player it was held from; null: the team' }) player!: unknown;
  @Field(() => Int, { description: 'Held, in cents' }) heldCents!: number;
  @Field(() => Int, { description: 'What its giver owes now: unpaid bills and fines of the team (a team’s bond) or of the player' }) owedCents!: number;
  @Field(() => Int, { description: '"any monies owed … will be deducted from the bond before its returned": what is owed, up to the bond' }) deductedCents!: number;
  @Field(() => Int, { description: 'Returned at season end; once given back, what was' }) returnCents!: number;
  @Field(() => Date, { nullable: true, description: 'When it was given back (returnBond, R72); null: still held' }) returnedAt!: Date | null;
}

@ObjectType({ description: "A league team's account (004:1-3; R70, R71): fees, bonds, bills, and what the league keeps if the team withdraws; money in integer cents" })
export class TeamAccount {
  @Field(() => Date, { nullable: true, description: "When the competition's season starts (its date, else its first scheduled game); null: not known yet" }) seasonStartsAt!: Date | null;
  @Field(() => Int, { description: 'Fees paid' }) feesPaidCents!: number;
  @Field(() => Int, { description: 'Fees given back' }) refundedCents!: number;
  @Field(() => Int, { description: 'Fees paid to date, less those given back' }) netFeesCents!: number;
  @Field(() => Date, { nullable: true, description: '004:1: when the team dropped out; null: it plays on' }) withdrawnAt!: Date | null;
  @Field(() => Int, {
    description:
      '004:1: what the league keeps of the fees: all while the team plays on; after a withdrawal before the season, the greater of half and $500 (never more than paid); from the season’s start, all',
  })
  retainedCents!: number;
  @Field(() => Int, { description: '004:1: what may still be given back now; 0 once the season is under way ("ABSOLUTELY NO REFUNDS")' }) refundableCents!: number;
  @Field(() => Int, { description: 'Bills still owed' }) billsOwedCents!: number;
  @Field(() => Int, { description: 'Fines still owed by the team, and by the players whose bonds it holds, in its competition' }) finesOwedCents!: number;
  @Field(() => [TeamBond], { description: 'Each bond, oldest first, with its deduction and return' }) bonds!: unknown[];
  @Field(() => [TeamAccountEntry], { description: 'Every entry, oldest first' }) entries!: unknown[];
}
