import { randomUUID } from 'node:crypto';
import { type EntityManager, IsNull } from 'typeorm';
import { transactionOf } from '../../db/database';
import { WebhookDeliveryEntity, WebhookEntity } from '../../db/entities';
import { DeliveryStatus, WEBHOOK_MESSAGE_TYPES, type WebhookEvent } from '../../domain/webhooks';

/** One event as the outbox takes it: what happened, in which competition, and the message's data. */
export interface WebhookMessage {
  event: WebhookEvent;
  competitionId: string;
  data: Record<string, unknown>;
}

/**
 * Writes the event's message to the outbox, one row per webhook that receives it (the competition's
 * own and the ones of every competition, each listing the event), in the transaction of `manager`:
 * the message exists exactly when the change that causes it is committed. The transaction is marked
 * so the dispatcher is woken once it commits; without one (no such caller today) the dispatcher's
 * poll finds the rows. The body is stored as it will be signed, so every attempt sends the same bytes.
 */
export async function enqueueWebhookMessage(manager: EntityManager, message: WebhookMessage, now: Date = new Date()): Promise<number> {
  const webhooks = await manager.find(WebhookEntity, {
    where: [{ competitionId: message.competitionId }, { competitionId: IsNull() }],
    select: { id: true, events: true },
  });
  const receivers = webhooks.filter((w) => w.events.includes(message.event));
  if (receivers.length === 0) return 0;
  const body = JSON.stringify({ type: WEBHOOK_MESSAGE_TYPES[message.event], timestamp: now.toISOString(), data: { competitionId: message.competitionId, ...message.data } });
  await manager.insert(
    WebhookDeliveryEntity,
    receivers.map((w) => ({
      id: randomUUID(),
      webhookId: w.id,
      event: message.event,
      body,
      status: DeliveryStatus.PENDING,
      attempts: 0,
      nextAttemptAt: now,
      leaseOwner: null,
      leaseUntil: null,
      lastStatusCode: null,
      lastError: null,
      deliveredAt: null,
    })),
  );
  const tx = transactionOf(manager);
  if (tx) tx.webhookMessages += receivers.length;
  return receivers.length;
}

/** The `webhook-id` header of a delivery row: the same on every attempt. */
export const messageIdOf = (deliveryId: string): string => `msg_${deliveryId.replace(/-/g, '')}`;
