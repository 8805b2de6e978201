import { Max, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { AccountEntryKind, MAX_ACCOUNT_CENTS } from '../../domain/league-money';
import { MAX_ACCOUNT_DESCRIPTION } from '../../services/account.service';
import { FreeText, InDateWindow } from '../validation';

@InputType({ description: "An entry on a league team's account (ADMIN; R70, R71)" })
export class RecordAccountEntryInput {
  @Field(() => ID, { description: "The team's id." }) teamId!: string;
  @Field(() => AccountEntryKind, { description: 'What the money is: a fee, a refund, a bond, a bill, a withdrawal.' }) kind!: AccountEntryKind;
  @Field(() => Int, { nullable: true, description: `In cents, 1 to ${MAX_ACCOUNT_CENTS} ($${MAX_ACCOUNT_CENTS / 100}); a withdrawal has none` })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_ACCOUNT_CENTS, { message: `must be at most ${MAX_ACCOUNT_CENTS} cents ($${MAX_ACCOUNT_CENTS / 100})` })
  amountCents?: number | null;
  @Field(() => ID, { nullable: true, description: "A BOND held from this player, or a BILL to him (on the team's roster); left out: the team's" }) playerId?: string | null;
  @Field(() => String, { nullable: true, description: `What it is for (needed for a BILL), at most ${MAX_ACCOUNT_DESCRIPTION} characters` })
  @FreeText(MAX_ACCOUNT_DESCRIPTION)
  description?: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was paid, held, billed, given back, or the team withdrew (default: now; never in the future)' })
  @InDateWindow()
  at?: Date | null;
}
