import { Field, ID, ObjectType } from 'type-graphql';
import { AuditAction, AuditEntity, Role } from '../enums';
import { Connection } from '../paging';

@ObjectType({ description: 'One field a correction changed: its value before and after, each as JSON text (null: none, or the row deleted)' })
export class AuditChange {
  @Field({ description: "The field's name; eligibility.game.<id>: the age rule's verdict for that game, which a birth-date correction turned (R62)" }) field!: string;
  @Field(() => String, { description: 'The value before, as text; null when there was none.', nullable: true }) before!: string | null;
  @Field(() => String, { description: 'The value after, as text; null when there is none (a deletion).', nullable: true }) after!: string | null;
}

@ObjectType({ description: 'Who made a correction: the token, as it was when it did' })
export class AuditActor {
  @Field(() => ID, { nullable: true, description: 'The token; null for the bootstrap ADMIN_TOKEN' }) tokenId!: string | null;
  @Field({ description: 'The name of the token that made the change.' }) name!: string;
  @Field(() => Role, { description: 'The role of the token that made the change.' }) role!: string;
}

@ObjectType({ description: "One correction in a competition's audit trail (R63)" })
export class AuditEntry {
  @Field(() => ID, { description: "The entry's id." }) id!: string;
  @Field(() => Date, { description: 'When the change was made.' }) at!: Date;
  @Field(() => AuditEntity, { description: 'The kind of row changed.' }) entityType!: string;
  @Field(() => ID, { description: 'The id of the row changed.' }) entityId!: string;
  @Field(() => AuditAction, { description: 'What the change did.' }) action!: string;
  @Field(() => [AuditChange], { description: 'Each field changed, before and after.' }) changes!: AuditChange[];
  @Field(() => String, { description: 'The reason given with the change; null when none was asked for.', nullable: true }) reason!: string | null;
  @Field(() => AuditActor, { description: 'Who made the change.' }) actor!: AuditActor;
}

export const AuditConnection = Connection(AuditEntry, 'Audit');
