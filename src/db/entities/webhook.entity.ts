import { Column, Entity, Index } from 'typeorm';
import type { DeliveryStatus, WebhookEvent } from '../../domain/webhooks';
import { CreatedAtColumn, EnumColumn, IdColumn, InstantColumn, JsonColumn, RefColumn } from '../columns';

/**
 * A receiver of signed event messages (docs/open-data.md, "Webhooks"). The secret is kept as it
 * was given out (`whsec_…`): every message is signed with it, so unlike a bearer token it cannot be
 * kept as a hash. It is returned once, by createWebhook, and by nothing else.
 */
@Entity('webhook')
@Index(['competitionId'])
export class WebhookEntity {
  @IdColumn() id!: string;
  @Column({ type: 'varchar', length: 2048 }) url!: string;
  /** the events it receives (WebhookEvent names) */
  @JsonColumn() events!: WebhookEvent[];
  /** only this competition's events; null: every competition's */
  @RefColumn({ nullable: true }) competitionId!: string | null;
  @Column({ type: 'varchar', length: 100 }) secret!: string;
  @CreatedAtColumn() createdAt!: Date;
}

/**
 * One message for one webhook: the durable outbox row, written in the transaction of the change
 * that causes it, and the delivery log once it is sent. Its id is the message's `webhook-id`,
 * the same on every attempt. A dispatcher claims a due row by setting its lease (leaseOwner,
 * leaseUntil) with a conditional UPDATE, so two instances never send it at once.
 */
@Entity('webhook_delivery')
@Index(['status', 'nextAttemptAt'])
@Index(['webhookId', 'createdAt'])
export class WebhookDeliveryEntity {
  @IdColumn() id!: string;
  @RefColumn() webhookId!: string;
  @EnumColumn() event!: WebhookEvent;
  /** the message body exactly as it is signed and sent, every attempt alike */
  @Column({ type: 'text' }) body!: string;
  @EnumColumn() status!: DeliveryStatus;
  @Column({ type: 'int', default: 0 }) attempts!: number;
  /** when it is due (again); null once delivered or failed */
  @InstantColumn({ nullable: true }) nextAttemptAt!: Date | null;
  /** the dispatcher sending it now, and until when its claim holds */
  @Column({ type: 'varchar', length: 36, nullable: true }) leaseOwner!: string | null;
  @InstantColumn({ nullable: true }) leaseUntil!: Date | null;
  /** the HTTP status of the last attempt, when the receiver answered */
  @Column({ type: 'int', nullable: true }) lastStatusCode!: number | null;
  /** why the last attempt failed, when it did */
  @Column({ type: 'varchar', length: 500, nullable: true }) lastError!: string | null;
  @InstantColumn({ nullable: true }) deliveredAt!: Date | null;
  @CreatedAtColumn() createdAt!: Date;
}
