import { WebhookDeliveriesDocument, type WebhookDeliveriesQuery } from '../generated/graphql';
import type { FaceoffServer } from '../../src/server/app';
import { ok } from './client';
import { ADMIN_TOKEN } from './server';

export type Delivery = WebhookDeliveriesQuery['webhookDeliveries'][number];

/**
 * The webhook's delivery log once `done` holds for it: read now, and again after every attempt the
 * server stores for the webhook (the listener is set before the first read, so none is missed).
 */
export function deliveriesWhen(server: FaceoffServer, webhookId: string, done: (rows: Delivery[]) => boolean): Promise<Delivery[]> {
  return new Promise((resolve, reject) => {
    let reading = Promise.resolve();
    const check = () => {
      reading = reading
        .then(async () => {
          const rows = (await ok(server.url, WebhookDeliveriesDocument, { webhookId, first: 200 }, ADMIN_TOKEN)).webhookDeliveries;
          if (done(rows)) {
            stop();
            resolve(rows);
          }
        })
        .catch((error: unknown) => {
          stop();
          reject(error instanceof Error ? error : new Error('reading the delivery log failed', { cause: error }));
        });
    };
    const stop = server.webhooks.onAttempt((attempt) => {
      if (attempt.webhookId === webhookId) check();
    });
    check();
  });
}
