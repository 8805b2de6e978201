import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeliveryStatus, WEBHOOK_MESSAGE_TYPES, WebhookEvent } from '../../domain/webhooks';
import { Connection } from '../paging';

registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: `What a webhook receives; each message's \`type\` names it (${Object.entries(WEBHOOK_MESSAGE_TYPES)
    .map(([e, t]) => `${e}: ${t}`)
    .join(', ')})`,
  valuesConfig: {
    GAME_STARTED: { description: 'A game started' },
    GOAL: { description: 'A goal was recorded' },
    PENALTY: { description: 'A penalty was recorded' },
    GAME_FINAL: { description: 'A game ended (final or forfeited)' },
    GAME_CERTIFIED: { description: "A game's result was certified" },
    STANDINGS_CHANGED: { description: "A division's standings changed" },
    SUSPENSION_CHANGED: { description: 'A suspension was set, adjusted, lifted or carried over' },
  },
});
registerEnumType(DeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'PENDING: not yet delivered, to be tried (again); DELIVERED: a 2xx answer; FAILED: every attempt failed',
  valuesConfig: {
    PENDING: { description: 'Not yet delivered: to be tried (again)' },
    DELIVERED: { description: 'The receiver answered 2xx' },
    FAILED: { description: 'Every attempt failed; no more are made' },
  },
});

export { DeliveryStatus, WebhookEvent };

@ObjectType({ description: 'A receiver of signed event messages (Standard Webhooks). Its secret is never shown again after createWebhook.' })
export class Webhook {
  @Field(() => ID, { description: "The webhook's id." }) id!: string;
  @Field({ description: 'The receiver: each message is POSTed to this URL, signed.' }) url!: string;
  @Field(() => [WebhookEvent], { description: 'The events it receives.' }) events!: WebhookEvent[];
  @Field(() => ID, { nullable: true, description: "Only this competition's events; null: every competition's" }) competitionId!: string | null;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType({ description: 'A webhook just created, with its signing secret.' })
export class CreatedWebhook {
  @Field({ description: 'The signing secret (whsec_…, Standard Webhooks). Shown this once: keep it with the receiver.' }) secret!: string;
  @Field(() => Webhook, { description: 'The stored webhook (without its secret).' }) webhook!: Webhook;
}

@ObjectType({ description: 'One message to one webhook, and how its delivery went' })
export class WebhookDelivery {
  @Field(() => ID, { description: "The delivery's id." }) id!: string;
  @Field({ description: 'The webhook-id header: the same on every attempt, so a receiver can drop a repeat' }) messageId!: string;
  @Field(() => WebhookEvent, { description: 'The event sent.' }) event!: WebhookEvent;
  @Field({ description: 'The message type, e.g. game.goal' }) type!: string;
  @Field(() => DeliveryStatus, { description: 'Whether it was delivered.' }) status!: DeliveryStatus;
  @Field(() => Int, { description: 'Attempts made so far.' }) attempts!: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last attempt, when the receiver answered' }) lastStatusCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' }) lastError!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it is tried (again); null once delivered or failed' }) nextAttemptAt!: Date | null;
  @Field(() => Date, { description: 'When the receiver answered 2xx; null until then.', nullable: true }) deliveredAt!: Date | null;
  @Field({ description: 'When the message was queued.' }) createdAt!: Date;
}

export const WebhookDeliveryConnection = Connection(WebhookDelivery, 'WebhookDelivery');
