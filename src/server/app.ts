import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express from 'express';
import { jsonClientStatusPlugin } from './http-status.plugin';
import { documentLimitsPlugin } from './document-limits.plugin';
import { BodyBudget, capConnectionsPerAddress } from './http-bounds';
import { addressKey, clientAddress } from './client-address';
import { PublicReadCache } from './public-read-cache';
import { readCacheFrontDoor } from './graphql-http';
import { graphqlBodyBounds } from './http-routes';
import { CLOSE_FORBIDDEN, type WebSocketEndpoint } from './websocket';
import type { SseEndpoint } from './sse';
import pino, { type Logger } from 'pino';
import type { Principal } from '../auth/principal';
import type { Config } from '../config';
import { Database } from '../db/database';
import type { GraphQLContext, Services } from '../graphql/context';
import { DocumentGuard, MAX_TOKENS } from '../graphql/document-limits';
import { formatError, formatErrors, languageOf } from '../graphql/errors';
import type { Language } from '../domain/messages';
import { languagePlugin } from './language.plugin';
import { createLoaders } from '../graphql/loaders';
import { getSchema } from '../graphql/schema';
import { EventBus } from '../realtime/event-bus';
import { WebhookDispatcher } from '../services/webhooks/dispatcher';
import { authenticator } from './authenticate';
import { httpRoutes } from './http-routes';
import { connectPubSub, createServices } from './services';
import { gracefulStop } from './stop';
import { closeRevoked, serveSubscriptions } from './subscriptions';

/** WebSocket close code when the token in `connection_init` is not accepted, or was revoked since (graphql-ws's Forbidden). */
export { CLOSE_FORBIDDEN };

export interface FaceoffServer {
  /** http://127.0.0.1:<port>/graphql */
  url: string;
  wsUrl: string;
  port: number;
  httpServer: Server;
  db: Database;
  bus: EventBus;
  services: Services;
  log: Logger;
  /** The WebSocket endpoint's connections, subscriptions, shared executions and slow subscribers closed. */
  websocket: Pick<WebSocketEndpoint, 'stats'>;
  /** The Server-Sent Events endpoint's open streams and slow readers dropped. */
  sse: Pick<SseEndpoint<Principal>, 'stats'>;
  /** Plain HTTP's bounds at work: bytes held in unfinished bodies, connections refused past the per-address cap; the public read cache's counts. */
  http: { stats(): { bodyBytesHeld: number; connectionsRefused: number; readCache: Readonly<PublicReadCache['stats']> | undefined } };
  /** Bounds on documents, by caller (document-limits.ts). */
  guard: DocumentGuard;
  /** The webhook outbox's sender: who waits on a delivery hears each stored attempt. */
  webhooks: Pick<WebhookDispatcher, 'onAttempt'>;
  /**
   * Graceful: stop accepting, finish in-flight requests, close sockets (1001), then pub/sub and database.
   * `waiting` hears what the stop still waits for whenever that changes (main.ts names it past its deadline).
   */
  stop(waiting?: (steps: string[]) => void): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  /** Listen address; all interfaces by default. */
  host?: string;
}

/** Starts one Faceoff instance: storage migrated, pub/sub connected, HTTP and WebSocket on one port. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<FaceoffServer> {
  const log = options.log ?? pino({ level: config.logLevel, base: { service: 'faceoff' } });
  const db = await Database.open(config.database, log, { bounds: config.databaseBounds, countRequestStatementsApart: config.countRequestStatementsApart });
  const pubsub = await connectPubSub(config, db, log);
  const bus = new EventBus(pubsub, log);
  const services = createServices(config, db, bus);
  const { tokens } = services;
  const authenticate = authenticator(tokens);
  const contextFor = (principal: Principal, language: Language): GraphQLContext => ({ principal, language, services, loaders: createLoaders(db.manager) });

  const app = express();
  app.disable('x-powered-by');
  // Headers and bodies that do not arrive are dropped in seconds (Node checks every connection once
  // a second for headersTimeout; rawBody times the body itself).
  // Express, or in front of it the read cache's door (set below, once the cache exists).
  let onRequest: RequestListener = app;
  const httpServer: Server = createServer({ connectionsCheckingInterval: 1_000, headersTimeout: config.http.headersTimeoutMs, requestTimeout: 0 }, (req, res) => onRequest(req, res));
  // An idle keep-alive connection outlives its clients' and proxies' idle time (60 s for most load
  // balancers, a few seconds for fetch): closed by the server first, it can be reset under a request
  // the client was just sending on it (ECONNRESET). The headers' timeout starts with a request's
  // first byte, so an idle connection holds nothing but its socket, counted per address.
  httpServer.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  const connectionCap = capConnectionsPerAddress(httpServer, config.http.maxConnectionsPerAddress, config.http.trustProxy);
  const bodyBudget = new BodyBudget(config.http.bodyBytesInFlight);
  // Express's req.ip, and the per-address limits of WebSocket and SSE, believe the same proxies.
  app.set('trust proxy', config.http.trustProxy);
  const clientKey = (req: import('node:http').IncomingMessage) => addressKey(clientAddress(req, config.http.trustProxy));
  const schema = getSchema();
  const guard = new DocumentGuard(schema);
  const format = formatError(
    config.production,
    (error) => log.error({ err: error }, 'unexpected error'),
    (error) => log.warn({ err: error }, 'the database could not be reached: answered UNAVAILABLE'),
  );
  const wsFormat = formatErrors(format);
  const endpoints = serveSubscriptions({ config, log, db, httpServer, schema, guard, tokens, authenticate, contextFor, wsFormat, clientKey, bodyBudget });
  const { websocket, sse } = endpoints;
  // Anonymous reads from memory until the next commit, here or on any instance (docs/scaling.md).
  const readCache = config.readCache.enabled ? new PublicReadCache({ maxBytes: config.readCache.maxBytes, maxAgeMs: config.readCache.maxAgeMs }) : undefined;
  const readCacheLink = readCache ? await readCache.connect(pubsub) : undefined;
  // A kept anonymous read goes out before Express and Apollo (graphql-http.ts).
  if (readCache) onRequest = readCacheFrontDoor(readCache, '/graphql', graphqlBodyBounds(config, bodyBudget), app);
  const stopCommitWatch = readCacheLink
    ? db.onCommit((tx) => {
        if (tx.changesPublicData) readCacheLink.announce();
      })
    : () => undefined;
  // The webhook outbox: sent from start (what a stopped instance left), right after each commit that
  // wrote messages, and at each poll (other instances' commits, retries).
  const dispatcher = new WebhookDispatcher(db, config.webhooks, log.child({ component: 'webhooks' }));
  const stopWebhookWake = db.onCommit((tx) => {
    if (tx.webhookMessages > 0) dispatcher.wake();
  });
  const stopClosingRevoked = await closeRevoked(endpoints, tokens, config, log);

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // Public API: scoreboard vendors generate their clients from introspection (docs/design.md,
    // "Runtime contract").
    introspection: true,
    // No cookie ever authenticates (a bearer token in Authorization, or connectionParams), so a
    // cross-site GET carries no credential and CSRF prevention would only refuse honest clients
    // and caches their plain GET reads (docs/security.md, test/security/no-cookies.e2e.test.ts).
    csrfPrevention: false,
    // Stack traces belong in the server log, not in answers to clients.
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM/SIGINT: it drains this server, then pub/sub and the database.
    stopOnTerminationSignals: false,
    // Apollo's formatError sees no context: languagePlugin notes each request's language on its errors.
    formatError: (formatted, error) => format(formatted, error, languageOf(error)),
    // One bound on parsing for everyone; the caller's own bounds come after (documentLimitsPlugin).
    parseOptions: { maxTokens: MAX_TOKENS },
    plugins: [
      languagePlugin(),
      documentLimitsPlugin(guard),
      // Requests in flight get the whole shutdown deadline (main.ts), not Apollo's own 10 s: past
      // the deadline the process exits saying what it waited for, instead of cutting them and
      // calling the stop clean.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownTimeoutMs }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await stopClosingRevoked();
              stopCommitWatch();
              await readCacheLink?.stop();
              await Promise.all([websocket.dispose(), sse.dispose()]);
            },
          };
        },
      },
      jsonClientStatusPlugin(),
      ApolloServerPluginLandingPageDisabled(),
      // Installed by default, these hook every field of every answer; Faceoff sets no cache hints and
      // is no federated subgraph, so they would only cost time.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
    ],
  });
  await apollo.start();
  httpRoutes(app, { config, log, db, pubsub, services, apollo, authenticate, contextFor, readCache, bodyBudget, sseHandler: sse.handler });

  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, options.host, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // A port in use (EADDRINUSE), say: release everything started so far, then say it once (main.ts).
    await apollo.stop().catch(() => undefined);
    stopWebhookWake();
    await dispatcher.stop().catch(() => undefined);
    await pubsub.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
  const { port } = httpServer.address() as AddressInfo;
  dispatcher.start();
  if (config.production && !config.cursorSecret) {
    // docs/security.md, "Input bounds": without a secret a well-formed forged cursor is not refused.
    log.warn('FACEOFF_CURSOR_SECRET is not set: paging cursors carry a checksum, not a signature (set it, the same on every instance)');
  }
  log.info({ port, database: config.database.kind, pubsub: config.redisClusterUrls ? 'redis-cluster' : config.redisUrl ? 'redis' : 'in-process' }, 'faceoff listening');

  return {
    url: `http://127.0.0.1:${port}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    port,
    httpServer,
    db,
    bus,
    services,
    log,
    websocket: { stats: () => websocket.stats() },
    sse: { stats: () => sse.stats() },
    http: { stats: () => ({ bodyBytesHeld: bodyBudget.held, connectionsRefused: connectionCap.refused(), readCache: readCache && { ...readCache.stats } }) },
    guard,
    webhooks: dispatcher,
    stop: gracefulStop({ log, httpServer, apollo, endpoints, dispatcher, stopWebhookWake, pubsub, db }),
  };
}
