import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { PerAddressCount } from './client-address';
import { type BodyBounds, type BodyBudget, type HttpRefusal, readBody } from './http-bounds';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  getOperationAST,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  OperationTypeNode,
  parse,
  validate,
} from 'graphql';
import { createHandler, type OperationResult, print, type Response as SseResponse } from 'graphql-sse';
import type { Logger } from 'pino';
import { MAX_TOKENS } from '../graphql/document-limits';
import { GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED } from '../graphql/errors';
import { FaceoffError } from '../errors';
import { type Language, negotiateLanguage, text, type Text, translate } from '../domain/messages';

/**
 * GraphQL subscriptions over Server-Sent Events (graphql-sse, "distinct connections" mode) at
 * /graphql/stream, for networks that block WebSockets. One request opens one stream that carries
 * one subscription; the client ends it by closing the request. Held to what the WebSocket
 * endpoint holds a subscription to:
 * - the same bearer token (the `Authorization` header), refused with 401 when unknown or revoked;
 * - the same document limits for the caller's tier, a request body no larger than a WebSocket
 *   frame may be, and only subscriptions (queries and mutations stay on /graphql);
 * - streams bounded per client address and per instance (429 beyond), and a reader that lets more
 *   than maxBufferedBytes pile up is dropped as too slow;
 * - a revoked token's open streams end with an UNAUTHENTICATED result and `complete`;
 * - a shutdown ends every stream without `complete`, so the client reconnects elsewhere.
 * The subscription itself runs through the same subscribe step and live feeds as on WebSocket.
 */

/** `extensions.code` of a stream refused by the per-address or per-instance limit. */
export const TOO_MANY_STREAMS = 'TOO_MANY_STREAMS';
/** `extensions.code` of a query or mutation sent to the stream route. */
export const SUBSCRIPTIONS_ONLY = 'SUBSCRIPTIONS_ONLY';

export interface SseLimits {
  /** open streams from one client address */
  maxStreamsPerAddress: number;
  /** open streams on this instance */
  maxStreams: number;
  /** the largest request body (a document with its variables) */
  maxBodyBytes: number;
  /** the time a body may take to arrive (408 after) */
  bodyTimeoutMs: number;
  /** bytes a stream may have waiting to be sent before it is dropped as too slow */
  maxBufferedBytes: number;
}

export interface SseSettings<P> {
  schema: GraphQLSchema;
  limits: SseLimits;
  log: Logger;
  /** The caller of a request from its Authorization header; throws (a GraphQLError coded UNAUTHENTICATED) when the token is refused. */
  authenticate: (header: string | undefined) => Promise<P>;
  /** The caller's document limits (document-limits.ts): the refusals, or none. */
  checkDocument: (principal: P, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | null | undefined) => readonly GraphQLError[];
  /** The context an operation runs with, in the language of the request (its Accept-Language). */
  context: (principal: P, language: Language) => Record<PropertyKey, unknown>;
  /** The one subscribe step (subscribeWithFreshContext). */
  subscribe: (args: ExecutionArgs) => Promise<AsyncGenerator<ExecutionResult, void, void> | ExecutionResult>;
  /** The one error formatter, shared with HTTP and WebSocket, in the request's language. */
  formatErrors: (errors: readonly GraphQLError[], language: Language) => GraphQLFormattedError[];
  /** The client a request's limits count under (client-address.ts). */
  clientKey: (req: IncomingMessage) => string;
  /** bytes held in unfinished request bodies, shared with /graphql */
  bodyBudget?: BodyBudget;
}

/** An open stream, as a revocation or a sweep sees it. */
export interface OpenStream<P> {
  principal: P;
  address: string;
}

export interface SseEndpoint<P> {
  handler: RequestHandler;
  stats(): { streams: number; closedTooSlow: number };
  /** Ends every open stream whose caller `matches` with an UNAUTHENTICATED result carrying `message`, then `complete`. */
  endWhere(matches: (stream: OpenStream<P>) => boolean, message: string): number;
  streams(): OpenStream<P>[];
  /** Ends every stream (no `complete`: the client may reconnect to another instance) and refuses new ones. */
  dispose(): Promise<void>;
}

interface Live<P> extends OpenStream<P> {
  /** Ends the stream, after `last` when given. */
  end(last?: string): void;
  ended: Promise<void>;
}

/** What graphql-sse's handler is given per request: who is asking, in which language. */
interface RequestContext<P> {
  principal: P;
  language: Language;
}

/** A refusal before any stream opens, in the GraphQL error shape; a catalogue message is answered in the request's language. */
function jsonRefusal(status: number, statusText: string, message: string | { said: Text; language: Language }, code: string, extra: Record<string, string> = {}): SseResponse {
  if (typeof message !== 'string') {
    return jsonRefusal(status, statusText, translate(message.language, message.said), code, { 'content-language': message.language, ...extra });
  }
  return [JSON.stringify({ errors: [{ message, extensions: { code } }] }), { status, statusText, headers: { 'content-type': 'application/json; charset=utf-8', ...extra } }];
}

function errorsRefusal(errors: readonly GraphQLError[], format: (errors: readonly GraphQLError[], language: Language) => GraphQLFormattedError[], language: Language): SseResponse {
  return [JSON.stringify({ errors: format(errors, language) }), { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } }];
}

function sendResponse(res: Response, [body, init]: SseResponse): void {
  res.writeHead(init.status, init.statusText, init.headers);
  res.end(typeof body === 'string' ? body : undefined);
}

export function serveGraphqlSse<P>(settings: SseSettings<P>): SseEndpoint<P> {
  const { limits, log } = settings;
  const open = new Set<Live<P>>();
  const perAddress = new PerAddressCount();
  const stats = { closedTooSlow: 0 };
  let disposed = false;

  const sse = createHandler<Request, RequestContext<P>, Record<PropertyKey, unknown>>({
    // Distinct connections only: no stream reservations (PUT), no operations posted onto one.
    authenticate: () => null,
    // Parsed, validated and limited in onSubscribe below.
    validate: () => [],
    onSubscribe: (req, params) => {
      const { principal, language } = req.context;
      let document: DocumentNode;
      try {
        document = parse(params.query, { maxTokens: MAX_TOKENS });
      } catch (error) {
        return errorsRefusal([new GraphQLError(error instanceof Error ? error.message : String(error), { extensions: { code: GRAPHQL_PARSE_FAILED } })], settings.formatErrors, language);
      }
      const invalid = validate(settings.schema, document);
      if (invalid.length)
        return errorsRefusal(
          invalid.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { ...e.extensions, code: GRAPHQL_VALIDATION_FAILED } })),
          settings.formatErrors,
          language,
        );
      const operation = getOperationAST(document, params.operationName);
      if (!operation) return jsonRefusal(400, 'Bad Request', 'The document must name which of its operations to run (operationName)', GRAPHQL_VALIDATION_FAILED);
      if (operation.operation !== OperationTypeNode.SUBSCRIPTION) {
        return jsonRefusal(400, 'Bad Request', `Only subscriptions are served on /graphql/stream; send a ${operation.operation} to /graphql`, SUBSCRIPTIONS_ONLY);
      }
      const refused = settings.checkDocument(principal, document, params.variables, params.operationName);
      if (refused.length) return errorsRefusal(refused, settings.formatErrors, language);
      return { schema: settings.schema, document, operationName: params.operationName, variableValues: params.variables, contextValue: settings.context(principal, language) };
    },
    subscribe: (args) => settings.subscribe(args) as OperationResult,
    onNext: (_ctx, req, result) => (result.errors?.length ? ({ ...result, errors: settings.formatErrors(result.errors, req.context.language) } as unknown as ExecutionResult) : undefined),
  });

  const handler: RequestHandler = async (req, res, next) => {
    try {
      const said = (key: string, params?: Record<string, string | number>) => ({ said: text(`connectionLimits.${key}`, params), language: negotiateLanguage(req.headers['accept-language']) });
      if (req.method !== 'GET' && req.method !== 'POST') {
        sendResponse(res, jsonRefusal(405, 'Method Not Allowed', 'Open a stream with GET or POST', 'METHOD_NOT_ALLOWED', { allow: 'GET, POST' }));
        return;
      }
      if (!/\btext\/event-stream\b/i.test(req.headers.accept ?? '')) {
        sendResponse(res, jsonRefusal(406, 'Not Acceptable', 'This route answers subscriptions as Server-Sent Events: send "Accept: text/event-stream"', 'NOT_ACCEPTABLE'));
        return;
      }
      if (disposed) {
        sendResponse(res, jsonRefusal(503, 'Service Unavailable', said('shuttingDown'), 'SHUTTING_DOWN'));
        return;
      }
      let principal: P;
      try {
        principal = await settings.authenticate(req.headers.authorization);
      } catch (error) {
        const refusal = error instanceof GraphQLError && error.originalError instanceof FaceoffError ? error.originalError : null;
        const message = refusal?.text ? translate(negotiateLanguage(req.headers['accept-language']), refusal.text) : error instanceof Error ? error.message : 'The bearer token is refused';
        sendResponse(res, jsonRefusal(401, 'Unauthorized', message, 'UNAUTHENTICATED'));
        return;
      }
      const address = settings.clientKey(req);
      if (open.size >= limits.maxStreams) {
        sendResponse(res, jsonRefusal(429, 'Too Many Requests', said('streams', { max: limits.maxStreams }), TOO_MANY_STREAMS));
        return;
      }
      if (perAddress.get(address) >= limits.maxStreamsPerAddress) {
        sendResponse(res, jsonRefusal(429, 'Too Many Requests', said('streamsPerAddress', { max: limits.maxStreamsPerAddress }), TOO_MANY_STREAMS));
        return;
      }
      // Counted before the body is read and the feed opened, so requests in flight together cannot pass the caps.
      perAddress.add(address);
      let counted = true;
      const uncount = () => {
        if (counted) perAddress.remove(address);
        counted = false;
      };
      res.once('close', uncount);
      try {
        await serve(req, res, principal, address);
      } finally {
        uncount();
      }
    } catch (error) {
      if (res.headersSent) {
        log.error({ err: error }, 'event stream failed');
        res.destroy();
      } else {
        // A body refused part-way (too slow, over the budget): the rest is not read.
        if (typeof (error as Partial<HttpRefusal>).status === 'number') res.setHeader('connection', 'close');
        next(error);
      }
    }
  };

  const serve = async (req: Request, res: Response, principal: P, address: string) => {
    const language = negotiateLanguage(req.headers['accept-language']);
    res.setHeader('content-language', language);
    const body = await readPostBody(req, { limit: limits.maxBodyBytes, timeoutMs: limits.bodyTimeoutMs, budget: settings.bodyBudget });
    if (body === TOO_LARGE) {
      sendResponse(res, jsonRefusal(413, 'Payload Too Large', { said: text('connectionLimits.bodyTooLarge', { max: limits.maxBodyBytes }), language }, 'PAYLOAD_TOO_LARGE'));
      return;
    }
    const [stream, init] = await sse({
      method: req.method,
      url: req.url,
      headers: { get: (key) => (key.toLowerCase() === 'accept' ? 'text/event-stream' : headerOf(req, key)) },
      body,
      raw: req,
      context: { principal, language },
    });
    if (!stream || typeof stream === 'string') {
      sendResponse(res, [stream, init]);
      return;
    }
    res.writeHead(init.status, init.statusText, init.headers);
    let finished = false;
    let resolveEnded!: () => void;
    const live: Live<P> = {
      principal,
      address,
      ended: new Promise((resolve) => (resolveEnded = resolve)),
      end(last) {
        if (finished) return;
        finished = true;
        if (last !== undefined && res.writable) res.write(last);
        void stream.return(undefined);
        res.end();
      },
    };
    open.add(live);
    // The client went away: its subscription ends at once.
    const closed = () => {
      finished = true;
      void stream.return(undefined);
    };
    res.once('close', closed);
    try {
      for await (const message of stream) {
        if (finished || !res.writable) break;
        res.write(message);
        if ((res as ServerResponse).writableLength > limits.maxBufferedBytes) {
          stats.closedTooSlow += 1;
          log.warn({ address }, 'dropping an event stream whose reader fell behind');
          finished = true;
          res.destroy();
          break;
        }
      }
      if (!finished) {
        finished = true;
        res.end();
      }
    } finally {
      res.off('close', closed);
      open.delete(live);
      resolveEnded();
    }
  };

  return {
    handler,
    stats: () => ({ streams: open.size, closedTooSlow: stats.closedTooSlow }),
    endWhere(matches, message) {
      const last = print({ event: 'next', data: { errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] } as never }) + print({ event: 'complete', data: null });
      let ended = 0;
      for (const stream of [...open]) {
        if (!matches(stream)) continue;
        stream.end(last);
        ended += 1;
      }
      return ended;
    },
    streams: () => [...open].map(({ principal, address }) => ({ principal, address })),
    async dispose() {
      disposed = true;
      const ending = [...open];
      for (const stream of ending) stream.end();
      await Promise.all(ending.map((s) => s.ended));
    },
  };
}

const TOO_LARGE = Symbol('too large');

function headerOf(req: Request, key: string): string | undefined {
  const value = req.headers[key.toLowerCase()];
  return Array.isArray(value) ? value.join('\n') : value;
}

/** A POST's body as text within its bounds (http-bounds.ts; TOO_LARGE beyond its size, a refusal otherwise); null for a GET. */
async function readPostBody(req: Request, bounds: BodyBounds): Promise<string | null | typeof TOO_LARGE> {
  if (req.method !== 'POST') return null;
  try {
    return await readBody(req, bounds);
  } catch (error) {
    if ((error as HttpRefusal).status === 413) return TOO_LARGE;
    throw error;
  }
}
