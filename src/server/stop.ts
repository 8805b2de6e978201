import type { Server } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import type { PubSub } from '../realtime/pubsub';
import type { WebhookDispatcher } from '../services/webhooks/dispatcher';
import type { SubscriptionEndpoints } from './subscriptions';

/**
 * A server's graceful stop, once however often it is asked: stop accepting, finish in-flight
 * requests, close sockets and streams (Apollo drains them), then the webhook deliveries, pub/sub
 * and the database, in that order. `waiting` hears what the stop still waits for whenever that changes.
 */
export function gracefulStop(parts: {
  log: Logger;
  httpServer: Server;
  apollo: ApolloServer<GraphQLContext>;
  endpoints: SubscriptionEndpoints;
  dispatcher: WebhookDispatcher;
  stopWebhookWake: () => void;
  pubsub: PubSub;
  db: Database;
}): (waiting?: (steps: string[]) => void) => Promise<void> {
  const { log, httpServer, apollo, endpoints, dispatcher, stopWebhookWake, pubsub, db } = parts;
  let stopping: Promise<void> | undefined;
  return (waiting) => {
    stopping ??= (async () => {
      const pending = new Set<string>();
      const begin = (step: string) => {
        pending.add(step);
        waiting?.([...pending]);
      };
      const end = (step: string) => {
        if (pending.delete(step)) waiting?.([...pending]);
      };
      // Apollo drains HTTP and WebSocket at once; the HTTP server closes when its last socket has,
      // upgraded ones included.
      const drained = () => {
        end('http requests in flight');
        end('websocket connections');
        end('event streams');
      };
      begin('http requests in flight');
      if (endpoints.websocket.stats().connections > 0) begin('websocket connections');
      if (endpoints.sse.stats().streams > 0) begin('event streams');
      if (httpServer.listening) httpServer.once('close', drained);
      await apollo.stop();
      drained();
      const during = async (step: string, work: () => Promise<void>) => {
        begin(step);
        await work();
        end(step);
      };
      // Attempts in flight are aborted (each within its timeout anyway); their messages stay in the outbox.
      await during('webhook deliveries', async () => {
        stopWebhookWake();
        await dispatcher.stop();
      });
      await during('pub/sub close', () => pubsub.close());
      await during('database close', () => db.close());
      log.info('faceoff stopped');
    })();
    return stopping;
  };
}
