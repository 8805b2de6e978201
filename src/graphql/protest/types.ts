import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ProtestStatus } from '../../services/protest.service';

registerEnumType(ProtestStatus, { name: 'ProtestStatus', description: 'League §19: waiting for the discipline committee, or ruled' });
export const ProtestOutcome = { WON: 'WON', LOST: 'LOST' } as const;
registerEnumType(ProtestOutcome, { name: 'ProtestOutcome' });

@ObjectType({ description: 'League §19: a protest or appeal, its $25 fee (a fine to the team) and the committee’s ruling' })
export class Protest {
  @Field(() => ID) id!: string;
  @Field() grounds!: string;
  @Field() incidentAt!: Date;
  @Field() filedAt!: Date;
  @Field(() => ProtestStatus) status!: ProtestStatus;
  @Field(() => String, { nullable: true }) ruling!: string | null;
  @Field(() => Date, { nullable: true }) ruledAt!: Date | null;
}
