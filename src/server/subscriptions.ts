import type { IncomingMessage, Server } from 'node:http';
import type { ExecutionArgs, GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { ANONYMOUS, type Principal, viewScope } from '../auth/principal';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { inBackground } from '../db/query-log';
import { isLanguage, type Language, negotiateLanguage } from '../domain/messages';
import type { GraphQLContext } from '../graphql/context';
import { type DocumentGuard, tierOf } from '../graphql/document-limits';
import type { formatErrors } from '../graphql/errors';
import { createLoaders } from '../graphql/loaders';
import { subscribeWithFreshContext } from '../graphql/subscribe';
import { SharedExecution } from '../realtime/execution-sharing';
import type { TokenService } from '../services/token.service';
import type { BodyBudget } from './http-bounds';
import { serveGraphqlSse, type SseEndpoint } from './sse';
import { CLOSE_FORBIDDEN, serveGraphqlWs, type WebSocketEndpoint } from './websocket';

/*
 * Subscriptions: graphql-ws on /graphql and Server-Sent Events on /graphql/stream, one subscribe
 * step and one execution shared between them, and the revoked tokens' sockets and streams closed.
 */

/** What a WebSocket connection keeps: whose it is, and the language its errors are told in. */
export type Connection = { principal: Principal; language: Language };

export interface SubscriptionEndpoints {
  websocket: WebSocketEndpoint<Connection>;
  sse: SseEndpoint<Principal>;
}

/**
 * The language of a WebSocket connection's subscription scope (scopeOf): cohorts of a shared
 * execution never mix languages, and their results' errors are formatted in theirs.
 */
const languageOfScope = (scope: string): Language => {
  const language = scope.slice(0, 2);
  return isLanguage(language) ? language : 'en';
};

/** Both subscription endpoints, held to the same token, document limits and error formatter as HTTP. */
export function serveSubscriptions(parts: {
  config: Config;
  log: Logger;
  db: Database;
  httpServer: Server;
  schema: GraphQLSchema;
  guard: DocumentGuard;
  tokens: TokenService;
  authenticate: (header: string | undefined) => Promise<Principal>;
  contextFor: (principal: Principal, language: Language) => GraphQLContext;
  wsFormat: ReturnType<typeof formatErrors>;
  clientKey: (req: IncomingMessage) => string;
  bodyBudget: BodyBudget;
}): SubscriptionEndpoints {
  const { config, log, db, httpServer, schema, guard, tokens, authenticate, contextFor, wsFormat, clientKey, bodyBudget } = parts;
  // Each event of a subscription runs with new loaders: a feed lives for hours.
  const subscribe = (args: ExecutionArgs) => subscribeWithFreshContext(args as ExecutionArgs & { contextValue: GraphQLContext }, (context) => ({ ...context, loaders: createLoaders(db.manager) }));
  const shared = config.websocket.sharedExecution
    ? new SharedExecution({
        maxQueued: config.websocket.maxQueued,
        subscribe,
        wireForm: (result, scope) => (result.errors?.length ? { ...result, errors: wsFormat(result.errors, languageOfScope(scope)) } : result),
      })
    : undefined;
  const websocket = serveGraphqlWs<{ authorization?: string; language?: string }, Connection>(
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
  return { websocket, sse };
}

const revokedBy = (principal: Principal, isRevoked: (tokenId: string) => boolean) => principal.kind === 'token' && principal.tokenId !== null && isRevoked(principal.tokenId);

/**
 * A revoked token's open sockets and event streams close at once on every instance (the
 * revocation comes over pub/sub), and within authRecheckMs if that message was lost (the sweep
 * asks the database). Returns the stop of both.
 */
export async function closeRevoked(endpoints: SubscriptionEndpoints, tokens: TokenService, config: Config, log: Logger): Promise<() => Promise<void>> {
  const { websocket, sse } = endpoints;
  const close = (isRevoked: (tokenId: string) => boolean) => {
    websocket.closeWhere((c) => revokedBy(c.principal, isRevoked), CLOSE_FORBIDDEN, 'Forbidden: the token was revoked');
    sse.endWhere((s) => revokedBy(s.principal, isRevoked), 'The bearer token was revoked');
  };
  const stopRevocations = await tokens.onRevoked((tokenId) => close((id) => id === tokenId));
  const sweep = setInterval(() => {
    const principals = [...websocket.connections().map((c) => c.principal), ...sse.streams().map((s) => s.principal)];
    const inUse = new Set(principals.flatMap((p) => (p.kind === 'token' && p.tokenId ? [p.tokenId] : [])));
    if (inUse.size === 0) return;
    inBackground(() => tokens.revokedAmong([...inUse])).then(
      (revoked) => revoked.size > 0 && close((id) => revoked.has(id)),
      (error) => log.warn({ err: error }, 'could not re-check the tokens of open sockets'),
    );
  }, config.authRecheckMs);
  sweep.unref();
  return async () => {
    clearInterval(sweep);
    await stopRevocations();
  };
}
