import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { keysetHasAtOrBefore, keysetPage } from '../../db/keyset';
import { CompetitionEntity, WebhookDeliveryEntity, WebhookEntity } from '../../db/entities';
import { SECRET_PREFIX, WEBHOOK_BOUNDS, WebhookEvent } from '../../domain/webhooks';
import { badField, notFound, ruleViolation } from '../../errors';
import { checkedAddress, ReceiverRefused } from './sender';
import { text } from '../../domain/messages';

export interface CreateWebhook {
  url: string;
  events: WebhookEvent[];
  competitionId?: string | null;
}

/** A new secret in the Standard Webhooks format: `whsec_` and the base64 of 32 random bytes. */
export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The webhooks an ADMIN sets up (docs/open-data.md, "Webhooks") and their delivery log. The
 * messages themselves are written by the changes that cause them (outbox.ts) and sent by the
 * dispatcher (dispatcher.ts).
 */
export class WebhookService {
  constructor(
    private readonly db: Database,
    private readonly settings: { allowPrivate: boolean },
  ) {}

  /**
   * Checks the receiver (R52: an http(s) URL whose host resolves only to public addresses, unless
   * FACEOFF_WEBHOOK_ALLOW_PRIVATE), the events and the bounds, and stores the webhook with a new
   * secret, answered this once.
   */
  async create(input: CreateWebhook): Promise<{ webhook: WebhookEntity; secret: string }> {
    const url = input.url.trim();
    try {
      await checkedAddress(url, this.settings.allowPrivate);
    } catch (error) {
      if (error instanceof ReceiverRefused) throw badField('input.url', text('errors.BAD_USER_INPUT.receiverRefused', { why: error.why }));
      throw error;
    }
    const events = [...new Set(input.events)];
    if (events.length === 0) throw badField('input.events', text('errors.BAD_USER_INPUT.eventsNeeded'));
    if (events.some((e) => !Object.values(WebhookEvent).includes(e))) throw badField('input.events', text('errors.BAD_USER_INPUT.eventsAmong', { events: Object.values(WebhookEvent).join(', ') }));
    const competitionId = input.competitionId ?? null;
    return this.db.transaction(async ({ manager }) => {
      if (competitionId && !(await manager.exists(CompetitionEntity, { where: { id: competitionId } }))) throw notFound('Competition', competitionId, 'input.competitionId');
      const total = await manager.count(WebhookEntity);
      if (total >= WEBHOOK_BOUNDS.TOTAL) throw ruleViolation(text('errors.RULE_VIOLATION.webhooksFull', { total }), 'R52');
      if (competitionId && (await manager.count(WebhookEntity, { where: { competitionId } })) >= WEBHOOK_BOUNDS.PER_COMPETITION) {
        throw ruleViolation(text('errors.RULE_VIOLATION.competitionWebhooksFull', { max: WEBHOOK_BOUNDS.PER_COMPETITION }), 'R52');
      }
      const secret = newSecret();
      const webhook = await manager.save(manager.create(WebhookEntity, { url, events, competitionId, secret }));
      return { webhook, secret };
    });
  }

  list(): Promise<WebhookEntity[]> {
    return this.db.manager.find(WebhookEntity, { order: { createdAt: 'ASC' } });
  }

  /** Deletes a webhook and its messages, sent or not: nothing more is sent to it. */
  async delete(id: string): Promise<WebhookEntity> {
    return this.db.transaction(async ({ manager }) => {
      const webhook = await manager.findOne(WebhookEntity, { where: { id } });
      if (!webhook) throw notFound('Webhook', id, 'id');
      await manager.delete(WebhookDeliveryEntity, { webhookId: id });
      await manager.delete(WebhookEntity, { id });
      return webhook;
    });
  }

  /** The webhook's delivery log, newest first. */
  async deliveries(webhookId: string, first?: number | null): Promise<WebhookDeliveryEntity[]> {
    if (!(await this.db.manager.exists(WebhookEntity, { where: { id: webhookId } }))) throw notFound('Webhook', webhookId, 'webhookId');
    return this.db.manager.find(WebhookDeliveryEntity, {
      where: { webhookId },
      order: { createdAt: 'DESC' },
      take: Math.min(first ?? 50, WEBHOOK_BOUNDS.DELIVERIES_PAGE),
    });
  }

  /**
   * `size + 1` of a webhook's deliveries, newest first (then id), after a keyset position, through
   * the (webhookId, createdAt) index, and whether the log holds the position's delivery or a newer one.
   */
  async deliveriesPage(webhookId: string, size: number, after: { at: number; id: string } | null): Promise<{ deliveries: WebhookDeliveryEntity[]; hasPrevious: boolean }> {
    if (!(await this.db.manager.exists(WebhookEntity, { where: { id: webhookId } }))) throw notFound('Webhook', webhookId, 'webhookId');
    const query = () => this.db.manager.createQueryBuilder(WebhookDeliveryEntity, 'delivery').where('delivery.webhookId = :webhookId', { webhookId });
    const position = after ? { at: new Date(after.at), id: after.id } : null;
    const [deliveries, hasPrevious] = await Promise.all([
      keysetPage(query(), 'delivery', 'createdAt', 'DESC', size, position, WebhookDeliveryEntity),
      position ? keysetHasAtOrBefore(query(), 'delivery', 'createdAt', 'DESC', position, WebhookDeliveryEntity) : false,
    ]);
    return { deliveries, hasPrevious };
  }
}
