import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ProtestStatus } from '../../services/protest.service';
import { Connection } from '../paging';

registerEnumType(ProtestStatus, {
  name: 'ProtestStatus',
  description: 'League §19: waiting for the discipline committee, or ruled',
  valuesConfig: { PENDING: { description: 'Waiting for the discipline committee' }, WON: { description: 'Ruled: upheld' }, LOST: { description: 'Ruled: dismissed' } },
});
export const ProtestOutcome = { WON: 'WON', LOST: 'LOST' } as const;
registerEnumType(ProtestOutcome, {
  name: 'ProtestOutcome',
  description: "The discipline committee's ruling on a protest (league §19)",
  valuesConfig: { WON: { description: 'Upheld: the fee is refunded, or waived while unpaid' }, LOST: { description: 'Dismissed: the fee stands' } },
});

@ObjectType({ description: 'League §19: a protest or appeal, its $25 fee (a fine to the team) and the committee’s ruling' })
export class Protest {
  @Field(() => ID, { description: "The protest's id." }) id!: string;
  @Field({ description: "What is protested, in the team's words." }) grounds!: string;
  @Field({ description: 'When the protested incident happened.' }) incidentAt!: Date;
  @Field({ description: 'When the protest was filed.' }) filedAt!: Date;
  @Field(() => ProtestStatus, { description: 'Waiting for the committee, or ruled.' }) status!: ProtestStatus;
  @Field(() => String, { description: "The committee's ruling; null until ruled.", nullable: true }) ruling!: string | null;
  @Field(() => Date, { description: 'When it was ruled; null until then.', nullable: true }) ruledAt!: Date | null;
}

export const ProtestConnection = Connection(Protest, 'Protest');
