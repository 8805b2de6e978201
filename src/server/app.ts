import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express from 'express';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import { jsonClientStatusPlugin } from './http-status.plugin';
import { documentLimitsPlugin } from './document-limits.plugin';
import { graphqlHttp } from './graphql-http';
import { BodyBudget, capConnectionsPerAddress, rawBody } from './http-bounds';
import { addressKey, clientAddress } from './client-address';
import { calendarRoutes } from './open-data/calendar-routes';
import { csvRoutes } from './open-data/csv-routes';
import { sheetRoutes } from './open-data/sheet-routes';
import { GameSheetService } from '../services/game-sheet.service';
import { PublicReadCache } from './public-read-cache';
import { ImportService } from '../services/imports/import.service';
import { ExportService } from '../services/export/export.service';
import { CompetitionImportService } from '../services/export/import.service';
import { exportRoutes } from './open-data/export-routes';
import { jsonErrors } from './json-errors';
import { CLOSE_FORBIDDEN, serveGraphqlWs, type WebSocketEndpoint } from './websocket';
import { FileAnswers } from './open-data/file-answers';
import { withDeadline } from '../deadline';
import { pagesRouter } from './pages';
import { serveGraphqlSse, type SseEndpoint } from './sse';
import pino, { type Logger } from 'pino';
import { ANONYMOUS, type Principal, viewScope } from '../auth/principal';
import { bearerToken } from '../auth/tokens';
import type { Config } from '../config';
import { Database } from '../db/database';
import { ErrorCode, type FaceoffError, unauthenticated } from '../errors';
import type { GraphQLContext, Services } from '../graphql/context';
import { DocumentGuard, MAX_TOKENS, tierOf } from '../graphql/document-limits';
import { formatError, formatErrors, languageOf, noteLanguage } from '../graphql/errors';
import { isLanguage, type Language, negotiateLanguage, text } from '../domain/messages';
import { languagePlugin } from './language.plugin';
import { createLoaders } from '../graphql/loaders';
import { Cursors } from '../graphql/paging';
import { getSchema } from '../graphql/schema';
import { subscribeWithFreshContext } from '../graphql/subscribe';
import { EventBus } from '../realtime/event-bus';
import { InProcessPubSub, type PubSub } from '../realtime/pubsub';
import { RedisClusterPubSub } from '../realtime/redis-cluster-pubsub';
import { RedisPubSub } from '../realtime/redis-pubsub';
import { LiveFeeds } from '../realtime/feeds';
import { SharedExecution } from '../realtime/execution-sharing';
import { BracketService } from '../services/bracket.service';
import { CompetitionService } from '../services/competition.service';
import { CorrectionsService } from '../services/corrections.service';
import { DisciplineConsequences } from '../services/discipline/consequences';
import { DisciplineService } from '../services/discipline/discipline.service';
import { FineService } from '../services/discipline/fines.service';
import { AccountService } from '../services/account.service';
import { SuspensionService } from '../services/discipline/suspensions.service';
import { EligibilityService } from '../services/eligibility.service';
import { GameEventService } from '../services/game-event.service';
import { GameService } from '../services/game.service';
import { LineupService } from '../services/lineup.service';
import { ProtestService } from '../services/protest.service';
import { StandingsService } from '../services/standings.service';
import { StatsService } from '../services/stats.service';
import { TeamService } from '../services/team.service';
import { TokenService } from '../services/token.service';
import { WebhookDispatcher } from '../services/webhooks/dispatcher';
import { WebhookService } from '../services/webhooks/webhook.service';
import { inBackground } from '../db/query-log';

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
  /** Plain HTTP's bounds at work: bytes held in unfinished bodies, connections refused past the per-address cap. */
  http: { stats(): { bodyBytesHeld: number; connectionsRefused: number } };
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

/** A refused token: 401 over HTTP; its message in the caller's language when it is the catalogue's. */
function invalidToken(reason: string | FaceoffError): GraphQLError {
  const message = typeof reason === 'string' ? reason : reason.message;
  return new GraphQLError(message, { originalError: typeof reason === 'string' ? undefined : reason, extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401 } } });
}

/**
 * The language of a WebSocket connection's subscription scope (scopeOf): cohorts of a shared
 * execution never mix languages, and their results' errors are formatted in theirs.
 */
const languageOfScope = (scope: string): Language => {
  const language = scope.slice(0, 2);
  return isLanguage(language) ? language : 'en';
};

/** Starts one Faceoff instance: storage migrated, pub/sub connected, HTTP and WebSocket on one port. */
/** The time each /readyz check is given (the whole answer within 2 s). */
const READY_CHECK_MS = 1_500;

export async function startServer(config: Config, options: StartOptions = {}): Promise<FaceoffServer> {
  const log = options.log ?? pino({ level: config.logLevel, base: { service: 'faceoff' } });
  const db = await Database.open(config.database, log, { bounds: config.databaseBounds });
  let pubsub: PubSub;
  try {
    pubsub = config.redisClusterUrls
      ? await RedisClusterPubSub.connect(config.redisClusterUrls, { prefix: config.channelPrefix, log })
      : config.redisUrl
        ? await RedisPubSub.connect(config.redisUrl, { prefix: config.channelPrefix, log })
        : new InProcessPubSub((error) => log.error({ err: error }, 'pub/sub listener failed'));
  } catch (error) {
    await db.close();
    throw error;
  }
  const bus = new EventBus(pubsub, log);
  const tokens = new TokenService(db, config.adminToken, { bus, recheckMs: config.authRecheckMs });
  const suspensions = new SuspensionService(db);
  const standings = new StandingsService(db, bus);
  const games = new GameService(db, bus);
  const teams = new TeamService(db);
  const brackets = new BracketService(db, bus, standings);
  const gameEvents = new GameEventService(db, bus, new DisciplineConsequences(), brackets);
  const services: Services = {
    competitions: new CompetitionService(db, { defaultTimeZone: config.defaultTimeZone }),
    corrections: new CorrectionsService(db, bus),
    teams,
    games,
    gameEvents,
    discipline: new DisciplineService(db),
    suspensions,
    fines: new FineService(db),
    accounts: new AccountService(db),
    tokens,
    eligibility: new EligibilityService(db),
    lineups: new LineupService(gameEvents),
    protests: new ProtestService(db),
    standings,
    brackets,
    imports: new ImportService(db, teams, games),
    exports: new ExportService(db),
    competitionImport: new CompetitionImportService(db),
    stats: new StatsService(db),
    webhooks: new WebhookService(db, { allowPrivate: config.webhooks.allowPrivate }),
    cursors: new Cursors(config.cursorSecret),
    feeds: new LiveFeeds(bus, {
      scoreboard: (gameId) => games.scoreboard(gameId),
      gameExists: (gameId) => games.exists(gameId),
      eventsAfter: (gameId, afterSeq) => gameEvents.events(gameId, afterSeq),
      standings: (divisionId) => standings.standings(divisionId),
      bracket: (divisionId) => brackets.bracketOfDivision(divisionId),
    }),
  };

  const authenticate = async (header: string | undefined): Promise<Principal> => {
    let token: string | undefined;
    try {
      token = bearerToken(header);
    } catch (error) {
      throw invalidToken((error as Error).message);
    }
    if (token === undefined) return ANONYMOUS;
    const principal = await tokens.authenticate(token);
    if (!principal) throw invalidToken(unauthenticated(text('errors.UNAUTHENTICATED.tokenRefused')));
    return principal;
  };
  const contextFor = (principal: Principal, language: Language): GraphQLContext => ({ principal, language, services, loaders: createLoaders(db.manager) });

  const app = express();
  app.disable('x-powered-by');
  // Headers and bodies that do not arrive are dropped in seconds (Node checks every connection once
  // a second for headersTimeout; rawBody times the body itself).
  const httpServer: Server = createServer({ connectionsCheckingInterval: 1_000, headersTimeout: config.http.headersTimeoutMs, requestTimeout: 0 }, app);
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
  // Each event of a subscription runs with new loaders: a feed lives for hours.
  const subscribe = (args: ExecutionArgs) => subscribeWithFreshContext(args as ExecutionArgs & { contextValue: GraphQLContext }, (context) => ({ ...context, loaders: createLoaders(db.manager) }));
  const shared = config.websocket.sharedExecution
    ? new SharedExecution({
        maxQueued: config.websocket.maxQueued,
        subscribe,
        wireForm: (result, scope) => (result.errors?.length ? { ...result, errors: wsFormat(result.errors, languageOfScope(scope)) } : result),
      })
    : undefined;
  type Connection = { principal: Principal; language: Language };
  const wsCleanup = serveGraphqlWs<{ authorization?: string; language?: string }, Connection>(
    { server: httpServer, path: '/graphql' },
    {
      schema,
      onConnect: async (ctx) => {
        try {
          ctx.extra.principal = await authenticate(ctx.connectionParams?.authorization);
          // A client that cannot set headers on the upgrade (a browser) may name its language here.
          const asked = ctx.connectionParams?.language;
          if (isLanguage(asked)) ctx.extra.language = asked;
          return true;
        } catch {
          return false; // closes with 4403 Forbidden
        }
      },
      // A context per operation (its loaders with it); each event of a subscription gets its own.
      context: (ctx) => contextFor(ctx.extra.principal ?? ANONYMOUS, ctx.extra.language ?? 'en'),
    },
    {
      limits: config.websocket,
      shared,
      log,
      isProd: config.production,
      extra: (request) => ({ principal: ANONYMOUS, language: negotiateLanguage(request.headers['accept-language']) }),
      clientKey,
      stillAuthorized: (extra) => tokens.stillActive(extra.principal),
      checkDocument: (extra, document, variables, operationName) => guard.check(document, tierOf(extra.principal), variables, operationName),
      formatErrors: (errors, extra) => wsFormat(errors, extra.language),
      subscribe,
      scope: (extra) => `${extra.language} ${viewScope(extra.principal)}`,
    },
  );
  // Subscriptions over Server-Sent Events (/graphql/stream), held to the WebSocket endpoint's
  // token, document limits, body size and send buffer, through the same subscribe step.
  const sse = serveGraphqlSse<Principal>({
    schema,
    limits: { ...config.sse, maxBodyBytes: config.websocket.maxPayloadBytes, maxBufferedBytes: config.websocket.maxBufferedBytes, bodyTimeoutMs: config.http.bodyTimeoutMs },
    log,
    authenticate,
    checkDocument: (principal, document, variables, operationName) => guard.check(document, tierOf(principal), variables, operationName),
    context: (principal, language) => contextFor(principal, language) as unknown as Record<PropertyKey, unknown>,
    subscribe: (args) => subscribe(args),
    formatErrors: wsFormat,
    clientKey,
    bodyBudget,
  });
  const revokedBy = (principal: Principal, isRevoked: (tokenId: string) => boolean) => principal.kind === 'token' && principal.tokenId !== null && isRevoked(principal.tokenId);
  // A revoked token's open sockets and event streams close at once on every instance (the
  // revocation comes over pub/sub), and within authRecheckMs if that message was lost (the sweep
  // asks the database).
  const closeRevoked = (isRevoked: (tokenId: string) => boolean) => {
    wsCleanup.closeWhere((c) => revokedBy(c.principal, isRevoked), CLOSE_FORBIDDEN, 'Forbidden: the token was revoked');
    sse.endWhere((s) => revokedBy(s.principal, isRevoked), 'The bearer token was revoked');
  };
  // Anonymous reads from memory until the next commit, here or on any instance (docs/scaling.md).
  const readCache = config.readCache.enabled ? new PublicReadCache({ maxBytes: config.readCache.maxBytes, maxAgeMs: config.readCache.maxAgeMs }) : undefined;
  const readCacheLink = readCache ? await readCache.connect(pubsub) : undefined;
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
  const stopRevocations = await tokens.onRevoked((tokenId) => closeRevoked((id) => id === tokenId));
  const sweep = setInterval(() => {
    const principals = [...wsCleanup.connections().map((c) => c.principal), ...sse.streams().map((s) => s.principal)];
    const inUse = new Set(principals.flatMap((p) => (p.kind === 'token' && p.tokenId ? [p.tokenId] : [])));
    if (inUse.size === 0) return;
    inBackground(() => tokens.revokedAmong([...inUse])).then(
      (revoked) => revoked.size > 0 && closeRevoked((id) => revoked.has(id)),
      (error) => log.warn({ err: error }, 'could not re-check the tokens of open sockets'),
    );
  }, config.authRecheckMs);
  sweep.unref();

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
              clearInterval(sweep);
              await stopRevocations();
              stopCommitWatch();
              await readCacheLink?.stop();
              await Promise.all([wsCleanup.dispose(), sse.dispose()]);
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

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Always answers within 2 s: each check is given READY_CHECK_MS, and one that has not answered by
  // then is down ("no answer within 1.5 s"), whatever it is stuck on (a frozen database node).
  app.get('/readyz', async (_req, res) => {
    const checks = await Promise.allSettled([withDeadline(db.ping(), READY_CHECK_MS), withDeadline(pubsub.ping(), READY_CHECK_MS)]);
    const [database, pubsubCheck] = checks.map((c) => (c.status === 'fulfilled' ? 'ok' : String((c.reason as Error)?.message ?? c.reason)));
    const ready = checks.every((c) => c.status === 'fulfilled');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', database, pubsub: pubsubCheck });
  });
  app.use(pagesRouter());
  // Exports, CSV, sheets and calendars: anonymous ones kept until the next commit, few computed at once.
  const files = new FileAnswers({ cache: readCache, maxGenerations: config.http.fileGenerations });
  app.use(files.handler());
  app.use(csvRoutes(db, services));
  app.use(calendarRoutes(db));
  app.use(exportRoutes(services, authenticate));
  app.use(sheetRoutes(new GameSheetService(db, games), authenticate));
  // Before /graphql, which would otherwise take this path as its own.
  app.use('/graphql/stream', sse.handler);
  app.use(
    '/graphql',
    rawBody({ limit: 1_048_576, timeoutMs: config.http.bodyTimeoutMs, budget: bodyBudget }),
    graphqlHttp(apollo, {
      context: async (req, language) => {
        try {
          return contextFor(await authenticate(req.headers.authorization), language);
        } catch (error) {
          // A refusal before there is a context: Apollo formats it without the language plugin.
          noteLanguage([error], language);
          throw error;
        }
      },
      cache: readCache,
    }),
  );
  // Anything else (no such path, a body too large, a refused file) answers JSON, never a stack trace.
  app.use(...jsonErrors(log));

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

  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    port,
    httpServer,
    db,
    bus,
    services,
    log,
    websocket: { stats: () => wsCleanup.stats() },
    sse: { stats: () => sse.stats() },
    http: { stats: () => ({ bodyBytesHeld: bodyBudget.held, connectionsRefused: connectionCap.refused() }) },
    guard,
    webhooks: dispatcher,
    stop(waiting) {
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
        if (wsCleanup.stats().connections > 0) begin('websocket connections');
        if (sse.stats().streams > 0) begin('event streams');
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
    },
  };
}
