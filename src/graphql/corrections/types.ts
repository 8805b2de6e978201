import { Field, ID, ObjectType } from 'type-graphql';
import { AuditAction, AuditEntity, Role } from '../enums';
import { Connection } from '../paging';

@ObjectType({ description: 'One field a correction changed: its value before and after, each as JSON text (null: none, or the row deleted)' })
export class AuditChange {
  @Field({ description: "The field's name; eligibility.game.<id>: the age rule's verdict for that game, which a birth-date correction turned (R62)" }) field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType({ description: 'Who made a correction: the token, as it was when it did' })
export class AuditActor {
  @Field(() => ID, { nullable: true, description: 'The token; null for the bootstrap ADMIN_TOKEN' }) tokenId!: string | null;
  @Field() name!: string;
  @Field(() => Role) role!: string;
}

@ObjectType({ description: "One correction in a competition's audit trail (R63)" })
export class AuditEntry {
  @Field(() => ID) id!: string;
  @Field(() => Date) at!: Date;
  @Field(() => AuditEntity) entityType!: string;
  @Field(() => ID) entityId!: string;
  @Field(() => AuditAction) action!: string;
  @Field(() => [AuditChange]) changes!: AuditChange[];
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => AuditActor) actor!: AuditActor;
}

export const AuditConnection = Connection(AuditEntry, 'Audit');
