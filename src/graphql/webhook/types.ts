import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeliveryStatus, WEBHOOK_MESSAGE_TYPES, WebhookEvent } from '../../domain/webhooks';

registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: `What a webhook receives; each message's \`type\` names it (${Object.entries(WEBHOOK_MESSAGE_TYPES)
    .map(([e, t]) => `${e}: ${t}`)
    .join(', ')})`,
});
registerEnumType(DeliveryStatus, { name: 'WebhookDeliveryStatus', description: 'PENDING: not yet delivered, to be tried (again); DELIVERED: a 2xx answer; FAILED: every attempt failed' });

export { DeliveryStatus, WebhookEvent };

@ObjectType({ description: 'A receiver of signed event messages (Standard Webhooks). Its secret is never shown again after createWebhook.' })
export class Webhook {
  @Field(() => ID) id!: string;
  @Field() url!: string;
  @Field(() => [WebhookEvent]) events!: WebhookEvent[];
  @Field(() => ID, { nullable: true, description: "Only this competition's events; null: every competition's" }) competitionId!: string | null;
  @Field() createdAt!: Date;
}

@ObjectType()
export class CreatedWebhook {
  @Field({ description: 'The signing secret (whsec_…, Standard Webhooks). Shown this once: keep it with the receiver.' }) secret!: string;
  @Field(() => Webhook) webhook!: Webhook;
}

@ObjectType({ description: 'One message to one webhook, and how its delivery went' })
export class WebhookDelivery {
  @Field(() => ID) id!: string;
  @Field({ description: 'The webhook-id header: the same on every attempt, so a receiver can drop a repeat' }) messageId!: string;
  @Field(() => WebhookEvent) event!: WebhookEvent;
  @Field({ description: 'The message type, e.g. game.goal' }) type!: string;
  @Field(() => DeliveryStatus) status!: DeliveryStatus;
  @Field(() => Int) attempts!: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last attempt, when the receiver answered' }) lastStatusCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' }) lastError!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it is tried (again); null once delivered or failed' }) nextAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true }) deliveredAt!: Date | null;
  @Field() createdAt!: Date;
}
