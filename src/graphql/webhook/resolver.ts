import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { WebhookDeliveryEntity } from '../../db/entities';
import { WEBHOOK_BOUNDS, WEBHOOK_MESSAGE_TYPES } from '../../domain/webhooks';
import { messageIdOf } from '../../services/webhooks/outbox';
import type { GraphQLContext } from '../context';
import { intArg } from '../validation';
import { CreateWebhookInput } from './inputs';
import { CreatedWebhook, Webhook, WebhookDelivery, WebhookDeliveryConnection } from './types';
import { listOf, PAGE_DEFAULT, PAGE_MAX, pageOf, pageSize } from '../paging';

@Resolver(() => Webhook)
export class WebhookResolver {
  @Authorized('ADMIN')
  @Query(() => [Webhook], { description: 'Every webhook, oldest first (never their secrets). Requires: ADMIN.' })
  webhooks(@Ctx() ctx: GraphQLContext) {
    return ctx.services.webhooks.list();
  }

  @Authorized('ADMIN')
  @Mutation(() => CreatedWebhook, {
    description: 'A receiver of signed event messages; the answer holds its secret, shown this once. Requires: ADMIN.',
  })
  async createWebhook(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: CreateWebhookInput, @Ctx() ctx: GraphQLContext): Promise<CreatedWebhook> {
    return ctx.services.webhooks.create(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Webhook, { description: 'Deletes the webhook and its delivery log: nothing more is sent to it. Requires: ADMIN.' })
  deleteWebhook(@Arg('id', () => ID, { description: "The webhook's id." }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.webhooks.delete(id);
  }

  @Authorized('ADMIN')
  @Query(() => [WebhookDelivery], {
    description: "A webhook's delivery log, newest first (50 unless `first` says otherwise). Requires: ADMIN.",
    deprecationReason: 'Use webhookDeliveriesConnection: it pages past the newest.',
  })
  webhookDeliveries(
    @Arg('webhookId', () => ID, { description: "The webhook's id." }) webhookId: string,
    @Arg('first', () => Int, { description: 'How many deliveries to answer, newest first; 50 when left out.', nullable: true, validateFn: intArg('first', 1, WEBHOOK_BOUNDS.DELIVERIES_PAGE) })
    first: number | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.webhooks.deliveries(webhookId, first);
  }

  @Authorized('ADMIN')
  @Query(() => WebhookDeliveryConnection, {
    description: `A webhook's delivery log, newest first, a page at a time (first: 1–${PAGE_MAX}, ${PAGE_DEFAULT} when left out; after: the previous page's pageInfo.endCursor). Requires: ADMIN.`,
  })
  async webhookDeliveriesConnection(
    @Arg('webhookId', () => ID, { description: "The webhook's id." }) webhookId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { description: 'How many deliveries to answer on this page.', nullable: true }) first?: number | null,
    @Arg('after', () => String, { description: "The cursor to page on from: the previous page's pageInfo.endCursor; the first page when left out.", nullable: true }) after?: string | null,
  ) {
    const size = pageSize(first);
    const { cursors, webhooks } = ctx.services;
    const list = listOf('Query.webhookDeliveriesConnection', webhookId);
    const page = await webhooks.deliveriesPage(webhookId, size, cursors.decode(after, list));
    return pageOf(page.deliveries, size, (d) => ({ at: d.createdAt.getTime(), id: d.id }), cursors, list, page.hasPrevious);
  }
}

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @FieldResolver(() => String)
  messageId(@Root() row: WebhookDeliveryEntity): string {
    return messageIdOf(row.id);
  }

  @FieldResolver(() => String)
  type(@Root() row: WebhookDeliveryEntity): string {
    return WEBHOOK_MESSAGE_TYPES[row.event];
  }
}
