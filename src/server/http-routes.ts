import type { ApolloServer } from '@apollo/server';
import type { Express, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Principal } from '../auth/principal';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { withDeadline } from '../deadline';
import type { Language } from '../domain/messages';
import type { GraphQLContext, Services } from '../graphql/context';
import { noteLanguage } from '../graphql/errors';
import type { PubSub } from '../realtime/pubsub';
import { GameSheetService } from '../services/game-sheet.service';
import { graphqlHttp } from './graphql-http';
import { type BodyBounds, type BodyBudget, rawBody } from './http-bounds';
import { jsonErrors } from './json-errors';
import { calendarRoutes } from './open-data/calendar-routes';
import { csvRoutes } from './open-data/csv-routes';
import { OpenDataService } from '../services/open-data.service';
import { exportRoutes } from './open-data/export-routes';
import { FileAnswers } from './open-data/file-answers';
import { sheetRoutes } from './open-data/sheet-routes';
import { pagesRouter } from './pages';
import type { PublicReadCache } from './public-read-cache';

/** A GraphQL request body's bounds, the same whether it is read before Express (the read cache's front door) or in it. */
export function graphqlBodyBounds(config: Config, budget: BodyBudget): BodyBounds {
  return { limit: 1_048_576, timeoutMs: config.http.bodyTimeoutMs, budget };
}

/** The time each /readyz check is given (the whole answer within 2 s). */
const READY_CHECK_MS = 1_500;

/**
 * Every HTTP route, in the order they are tried: the health checks, the pages, the files (exports,
 * CSV, sheets, calendars), the event streams, GraphQL, and a JSON answer for anything else.
 */
export function httpRoutes(
  app: Express,
  parts: {
    config: Config;
    log: Logger;
    db: Database;
    pubsub: PubSub;
    services: Services;
    apollo: ApolloServer<GraphQLContext>;
    authenticate: (header: string | undefined) => Promise<Principal>;
    contextFor: (principal: Principal, language: Language) => GraphQLContext;
    readCache: PublicReadCache | undefined;
    bodyBudget: BodyBudget;
    sseHandler: RequestHandler;
  },
): void {
  const { config, log, db, pubsub, services, apollo, authenticate, contextFor, readCache, bodyBudget, sseHandler } = parts;
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
  // A GraphQL POST (every scorekeeper's event) goes straight to GraphQL, past the routers below, none
  // of which answers a POST to /graphql; GET /graphql still meets the pages (GraphiQL) first.
  const graphql = [
    rawBody(graphqlBodyBounds(config, bodyBudget)),
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
  ];
  app.post('/graphql', ...graphql);
  app.use(pagesRouter());
  // Exports, CSV, sheets and calendars: anonymous ones kept until the next commit, few computed at once.
  const files = new FileAnswers({ cache: readCache, maxGenerations: config.http.fileGenerations, log });
  app.use(files.handler());
  const openData = new OpenDataService(db);
  app.use(csvRoutes(openData, services));
  app.use(calendarRoutes(openData));
  app.use(exportRoutes(services, authenticate));
  app.use(sheetRoutes(new GameSheetService(db, services.games), authenticate));
  // Before /graphql, which would otherwise take this path as its own.
  app.use('/graphql/stream', sseHandler);
  app.use('/graphql', ...graphql);
  // Anything else (no such path, a body too large, a refused file) answers JSON, never a stack trace.
  app.use(...jsonErrors(log));
}
