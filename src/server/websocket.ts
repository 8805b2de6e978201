import type { IncomingMessage, Server } from 'node:http';
import { type DocumentNode, type ExecutionArgs, type ExecutionResult, GraphQLError, type GraphQLFormattedError, type GraphQLSchema, parse, validate } from 'graphql';
import { CloseCode, type Context, makeServer, type ServerOptions } from 'graphql-ws';
import type { Logger } from 'pino';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { unauthenticated } from '../errors';
import { MAX_TOKENS, MAX_VARIABLE_DEPTH, nestsDeeperThan } from '../graphql/document-limits';
import { text, type Text } from '../domain/messages';
import { SaidError } from '../graphql/said-error';
import { GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED } from '../graphql/errors';
import { SubscriberTooSlowError } from '../realtime/channel-iterator';
import type { SharedExecution, Sink } from '../realtime/execution-sharing';
import { PerAddressCount } from './client-address';
import { KeepAlive } from './keep-alive';

/**
 * The graphql-transport-ws endpoint on `ws`, built on graphql-ws's protocol core (`makeServer`)
 * instead of its stock `ws` binding, for what a live feed at scale needs:
 * - a result shared by many subscribers (SharedExecution) is serialized once and written straight
 *   to each subscriber's socket inside its own `next` framing, instead of being stringified and
 *   sent through graphql-ws per socket;
 * - a subscriber that cannot keep up — its socket's send buffer above a bound, or its subscription
 *   queue full — is closed with CLOSE_TOO_SLOW instead of growing memory without limit;
 * - keep-alive pings drop sockets that stop answering;
 * - frames are bounded (maxPayloadBytes), connections per client address and subscriptions per
 *   connection and per address are limited;
 * - documents are parsed and validated once per distinct text, in a cache with a byte budget that
 *   only sockets past connection_init can fill, and every document is held to the caller's limits;
 * - every operation re-checks the caller's token, and sockets of a revoked token can be closed.
 */

/** Close code for a subscriber that fell too far behind (its reason says which bound). */
export const CLOSE_TOO_SLOW = 4008;
/** `extensions.code` of a subscription refused by the per-connection or per-address limit. */
export const TOO_MANY_SUBSCRIPTIONS = 'TOO_MANY_SUBSCRIPTIONS';
/** Close code for a socket whose token was revoked (graphql-ws's Forbidden). */
export const CLOSE_FORBIDDEN = CloseCode.Forbidden;
/** Memory the parsed-document cache may hold, over every socket (estimated: see documentWeight). */
export const DOCUMENT_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * A cached document's memory, estimated: its text (UTF-16) and ~300 bytes per token for the
 * syntax tree and its token list (measured: 230–290 bytes per token on graphql 16), so a cache of
 * small documents and one of the largest allowed (MAX_TOKENS, ~0.8 MB each) are bounded alike.
 */
function documentWeight(text: string, document: DocumentNode | readonly GraphQLError[]): number {
  let tokens = 0;
  if (!Array.isArray(document)) for (let token = (document as DocumentNode).loc?.startToken ?? null; token; token = token.next) tokens += 1;
  return text.length * 2 + tokens * 300;
}

export interface WebSocketLimits {
  /** ping every this many ms; a socket that has not answered the previous ping by then is dropped (0: off) */
  keepAliveMs: number;
  /** bytes a socket may have waiting to be sent before it is closed as too slow */
  maxBufferedBytes: number;
  maxSubscriptionsPerConnection: number;
  /** across every connection from one client address (arena Wi-Fi puts many phones behind one) */
  maxSubscriptionsPerAddress: number;
  /** open connections from one client address; more are refused at the upgrade with 429 */
  maxConnectionsPerAddress: number;
  /** the largest frame a client may send; a larger one closes its socket with 1009 */
  maxPayloadBytes: number;
}

export interface SocketExtra {
  socket: WebSocket;
  address: string;
  /** subscription ids counted against the limits */
  counted: Set<string>;
  closeAsTooSlow(why: string): void;
  /**
   * A subscribe frame's query, taken out of the text graphql-ws is handed (onFrame) and picked up
   * by onSubscribe within the same turn: graphql-ws's handler holds the frame's text for as long as
   * the subscription lives, and without the query it is a few dozen bytes instead of the document.
   */
  queryAside?: { id: string; query: string };
}

export interface WebSocketEndpoint<E = unknown> {
  /** what the endpoint holds now, and how many subscribers it closed as too slow since it started */
  stats(): { connections: number; subscriptions: number; sharedCohorts: number; closedTooSlow: number; documentsCached: number; documentBytesCached: number };
  /** Closes every open socket whose connection `matches` (a revoked token's), with `code` and `reason`. */
  closeWhere(matches: (extra: E) => boolean, code: number, reason: string): number;
  /** The connections' own data, for a sweep over them (which tokens are still in use). */
  connections(): E[];
  dispose(): Promise<void>;
}

export interface EndpointSettings<E> {
  limits: WebSocketLimits;
  shared?: SharedExecution;
  log: Logger;
  isProd: boolean;
  /** A connection's own data, from its upgrade request (read there, not kept). */
  extra: (request: IncomingMessage) => E;
  /** The client a request's limits count under (client-address.ts: the socket's address, or a trusted proxy's word for it). */
  clientKey: (request: IncomingMessage) => string;
  /** Before every operation: false closes the socket with 4403 (its token was revoked since it connected). */
  stillAuthorized(extra: E): Promise<boolean>;
  /** The caller's bounds on a document (document-limits.ts): the refusals, or none. */
  checkDocument(extra: E, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | null | undefined): readonly GraphQLError[];
  /** The one error formatter, shared with HTTP, for this connection (its language). */
  formatErrors(errors: readonly GraphQLError[], extra: E): GraphQLFormattedError[];
  /** Runs a subscription that is not shared (and every one when `shared` is off). */
  subscribe(args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult, void, void> | ExecutionResult>;
  /** Whose view a connection's results are: subscribers share an execution only within one view. */
  scope(extra: E): string;
}

/** What a subscription's execution arguments carry from onSubscribe to the subscribe step: where its results go. */
const DELIVERY = Symbol('delivery');
type Delivered = ExecutionArgs & { [DELIVERY]?: { scope: string; sink: Sink } };

interface CachedDocument {
  /** the one copy of the text every subscription with it refers to */
  text: string;
  document: DocumentNode | readonly GraphQLError[];
  /** documentWeight */
  bytes: number;
}

/** graphql-ws's options, less onSubscribe: the endpoint parses, validates and limits subscriptions itself. */
type Options<P extends Record<string, unknown>, E> = Omit<ServerOptions<P, E & SocketExtra>, 'onSubscribe' | 'subscribe'>;

const CLOSING_BRACE = Buffer.from('}');

export function serveGraphqlWs<P extends Record<string, unknown>, E extends object>(
  at: { server: Server; path: string },
  options: Options<P, E> & { schema: GraphQLSchema },
  settings: EndpointSettings<E>,
): WebSocketEndpoint<E> {
  const { limits, shared, log } = settings;
  const stats = { closedTooSlow: 0 };
  /** subscriptions per client key, over every connection */
  const perAddress = new PerAddressCount();
  const connectionsPerAddress = new PerAddressCount();
  const documents = new Map<string, CachedDocument>();
  let documentBytes = 0;
  const extras = new Map<WebSocket, E & SocketExtra>();

  const wss = new WebSocketServer({
    server: at.server,
    path: at.path,
    maxPayload: limits.maxPayloadBytes,
    // Refused before the upgrade, so a flood of sockets from one address costs no WebSocket state.
    verifyClient: (info, done) => {
      const address = settings.clientKey(info.req);
      if (connectionsPerAddress.get(address) >= limits.maxConnectionsPerAddress) {
        done(false, 429, 'Too many connections from this address');
      } else done(true);
    },
  });

  const uncount = (extra: SocketExtra, id: string) => {
    if (extra.counted.delete(id)) perAddress.remove(extra.address);
  };

  /**
   * Parsed and validated once per distinct text. The cache holds at most DOCUMENT_CACHE_BYTES
   * (estimated; the least recently used go first); its entry's text is the one copy that subscriptions keep, since
   * graphql-ws holds each subscribe message for as long as its subscription lives and ten thousand
   * watchers send the same text. Only acknowledged sockets get here (graphql-ws closes 4401 first).
   */
  const documentFor = (query: string): CachedDocument => {
    const known = documents.get(query);
    if (known !== undefined) {
      // Most recently used last, so eviction drops the coldest.
      documents.delete(query);
      documents.set(query, known);
      return known;
    }
    let document: CachedDocument['document'];
    // Coded as Apollo codes them on HTTP, so both transports answer alike.
    try {
      document = parse(query, { maxTokens: MAX_TOKENS });
    } catch (error) {
      document = [new GraphQLError(error instanceof Error ? error.message : String(error), { extensions: { code: GRAPHQL_PARSE_FAILED } })];
    }
    if (!Array.isArray(document)) {
      const errors = validate(options.schema, document as DocumentNode);
      if (errors.length) document = errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { ...e.extensions, code: GRAPHQL_VALIDATION_FAILED } }));
    }
    const entry = { text: query, document, bytes: documentWeight(query, document) };
    if (entry.bytes <= DOCUMENT_CACHE_BYTES / 8) {
      for (const [key, old] of documents) {
        if (documentBytes + entry.bytes <= DOCUMENT_CACHE_BYTES) break;
        documents.delete(key);
        documentBytes -= old.bytes;
      }
      documents.set(query, entry);
      documentBytes += entry.bytes;
    }
    return entry;
  };

  const server = makeServer<P, E & SocketExtra>({
    ...options,
    onSubscribe: async (ctx: Context<P, E & SocketExtra>, id, payload) => {
      const { extra } = ctx;
      // Before the first await: the frame's query, set aside by onFrame in this very turn.
      if (extra.queryAside?.id === id) (payload as { query: string }).query = extra.queryAside.query;
      extra.queryAside = undefined;
      if (!(await settings.stillAuthorized(extra))) {
        // The refusal goes out first (graphql-ws sends it within this turn), then the socket closes.
        setImmediate(() => extra.socket.close(CLOSE_FORBIDDEN, 'Forbidden: the token was revoked'));
        const refusal = unauthenticated(text('errors.UNAUTHENTICATED.tokenRefused'));
        return [new GraphQLError(refusal.message, { originalError: refusal, extensions: { code: refusal.code } })];
      }
      if (extra.counted.size >= limits.maxSubscriptionsPerConnection) {
        return [limited(text('connectionLimits.subscriptionsPerConnection', { max: limits.maxSubscriptionsPerConnection }))];
      }
      if (perAddress.get(extra.address) >= limits.maxSubscriptionsPerAddress) {
        return [limited(text('connectionLimits.subscriptionsPerAddress', { max: limits.maxSubscriptionsPerAddress }))];
      }
      const cached = documentFor(payload.query);
      // The subscription keeps this message for its lifetime: let it keep the cache's copy of the text.
      (payload as { query: string }).query = cached.text;
      const document = cached.document;
      if (Array.isArray(document)) return document as readonly GraphQLError[];
      const refused = settings.checkDocument(extra, document as DocumentNode, payload.variables ?? undefined, payload.operationName);
      if (refused.length) return refused;
      extra.counted.add(id);
      perAddress.add(extra.address);
      const args: Delivered = { schema: options.schema, document: document as DocumentNode, operationName: payload.operationName, variableValues: payload.variables };
      // graphql-ws hands these arguments to `subscribe` below: a shared feed's results go straight
      // to this socket, framed as this subscription's `next`.
      if (shared) args[DELIVERY] = { scope: settings.scope(extra), sink: sinkFor(extra, id) };
      return args;
    },
    // Subscribers of one feed with one document, variables and view share one execution.
    subscribe: (args: Delivered) => {
      const delivery = args[DELIVERY];
      return shared && delivery ? shared.subscribe(args, delivery.scope, delivery.sink) : settings.subscribe(args);
    },
    onComplete: async (ctx, id, payload) => {
      uncount(ctx.extra, id);
      await options.onComplete?.(ctx, id, payload);
    },
    onError: async (ctx, id, payload, errors) => {
      uncount(ctx.extra, id);
      return (await options.onError?.(ctx, id, payload, errors)) ?? settings.formatErrors(errors, ctx.extra);
    },
    // Results that graphql-ws sends itself (queries, mutations, unshared feeds): errors formatted as on HTTP.
    onNext: async (ctx, id, payload, args, result) => {
      const own = await options.onNext?.(ctx, id, payload, args, result);
      if (own) return own;
      if (!result.errors?.length) return undefined;
      return { ...result, errors: settings.formatErrors(result.errors, ctx.extra) };
    },
  });

  /** Whether a socket may be sent more; closes it as too slow when its send buffer is past the bound. */
  const writable = (extra: SocketExtra): boolean => {
    const { socket } = extra;
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount <= limits.maxBufferedBytes) return true;
    extra.closeAsTooSlow(`more than ${limits.maxBufferedBytes} bytes waiting to be sent`);
    return false;
  };

  const sinkFor = (extra: SocketExtra, id: string) => {
    const head = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
    return (payload: Buffer) => {
      if (writable(extra)) extra.socket.send(Buffer.concat([head, payload, CLOSING_BRACE]), { binary: false });
    };
  };

  // Keep-alive: a socket that stops answering pings is dropped; a round goes out in slices (keep-alive.ts).
  const keepAlive = new KeepAlive(wss.clients, limits.keepAliveMs);
  const pinger = limits.keepAliveMs > 0 ? setInterval(() => keepAlive.tick(), keepAlive.tickMs) : undefined;
  pinger?.unref();
  function answered(this: WebSocket): void {
    keepAlive.answered(this);
  }

  // ws re-emits the HTTP server's errors (a port in use) here: without a listener the process would
  // die on an unhandled 'error' event; startServer sees the same error from listen and says it.
  wss.on('error', () => undefined);
  wss.on('connection', (socket, request) => {
    // Only the address (and, through settings.extra, the language) is kept of the upgrade request:
    // the request itself (headers and all) would stay alive as long as the socket.
    const address = settings.clientKey(request);
    const open = connectionsPerAddress.add(address);
    socket.once('close', () => connectionsPerAddress.remove(address));
    // Upgrades in flight together can pass the check before any is counted.
    if (open > limits.maxConnectionsPerAddress) {
      socket.close(1013, 'Too many connections from this address');
      return;
    }
    const closeAsTooSlow = (why: string) => {
      if (socket.readyState !== socket.OPEN) return;
      stats.closedTooSlow += 1;
      log.warn({ address, why }, 'closing a subscriber that fell behind');
      socket.close(CLOSE_TOO_SLOW, `Subscriber too slow: ${why}`);
    };
    // One object per connection: the endpoint's part and the caller's (settings.extra).
    const extra: E & SocketExtra = Object.assign(settings.extra(request), { socket, address, counted: new Set<string>(), closeAsTooSlow });
    const internalError = (error: unknown) => {
      if (error instanceof SubscriberTooSlowError) return closeAsTooSlow('its subscription queue is full');
      log.error({ err: error }, 'websocket message handling failed');
      socket.close(CloseCode.InternalServerError, settings.isProd ? 'Internal server error' : String((error as Error)?.message ?? error).slice(0, 120));
    };
    socket.once('error', internalError);

    socket.on('pong', answered);

    extras.set(socket, extra);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        // Queued on the socket without waiting for it to drain, so one slow reader holds up nobody
        // (not even its own other subscriptions); what waits is bounded by maxBufferedBytes.
        send: (data) => {
          if (writable(extra)) socket.send(data);
        },
        close: (code, reason) => socket.close(code, reason),
        onMessage: (cb) => socket.on('message', (message) => onFrame(message, cb)),
      },
      extra,
    );
    /** One frame from the client: text, as graphql-ws reads it; a failure here is ours, logged, never the client's. */
    // Not async itself: graphql-ws's handler of a subscribe frame runs as long as the subscription
    // does, and what this function awaited on would stay alive with it (the frame's bytes).
    function onFrame(message: RawData, cb: (data: string) => Promise<void>): void {
      let text: string;
      try {
        text = Buffer.isBuffer(message) ? message.toString('utf8') : Array.isArray(message) ? Buffer.concat(message).toString('utf8') : Buffer.from(message).toString('utf8');
        // A client ending a subscription frees its place at once, before the feed winds down.
        // A frame that is not JSON is graphql-ws's to refuse (4400), just below.
        if (text.includes('"complete"')) {
          const parsed = parseOrUndefined(text);
          if (parsed?.type === 'complete' && typeof parsed.id === 'string') uncount(extra, parsed.id);
        }
        if (text.includes('"subscribe"')) text = setQueryAside(extra, text);
      } catch (error) {
        internalError(error);
        return;
      }
      cb(text).catch(internalError);
      extra.queryAside = undefined;
    }
    socket.once('close', (code, reason) => {
      extras.delete(socket);
      keepAlive.answered(socket);
      for (const id of [...extra.counted]) uncount(extra, id);
      void closed(code, String(reason));
    });
  });

  return {
    stats: () => ({
      connections: wss.clients.size,
      subscriptions: perAddress.total,
      sharedCohorts: shared?.stats.cohorts ?? 0,
      closedTooSlow: stats.closedTooSlow,
      documentsCached: documents.size,
      documentBytesCached: documentBytes,
    }),
    closeWhere(matches, code, reason) {
      let closed = 0;
      for (const [socket, extra] of extras) {
        if (socket.readyState === socket.OPEN && matches(extra)) {
          socket.close(code, reason);
          closed += 1;
        }
      }
      return closed;
    },
    connections: () => [...extras.values()],
    async dispose() {
      if (pinger) clearInterval(pinger);
      for (const client of wss.clients) client.close(1001, 'Going away');
      wss.removeAllListeners('connection');
      await new Promise<void>((resolve, reject) => wss.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A subscribe frame's text without its query, which waits in `extra.queryAside` (SocketExtra); any other text as it is. */
function setQueryAside(extra: SocketExtra, text: string): string {
  const parsed = parseOrUndefined(text);
  const payload = parsed?.payload as { query?: unknown; variables?: unknown } | null | undefined;
  if (parsed?.type !== 'subscribe' || typeof parsed.id !== 'string' || !payload || typeof payload !== 'object' || typeof payload.query !== 'string') return text;
  // Variables nested past the bound are refused in onSubscribe as over HTTP; writing them out again
  // here would only recurse through every level first.
  if (nestsDeeperThan(payload.variables, MAX_VARIABLE_DEPTH)) return text;
  const query = payload.query;
  payload.query = '';
  extra.queryAside = { id: parsed.id, query };
  return JSON.stringify(parsed);
}

function parseOrUndefined(text: string): { type?: unknown; id?: unknown; payload?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

function limited(message: Text): GraphQLError {
  return new SaidError(message, { extensions: { code: TOO_MANY_SUBSCRIPTIONS } });
}
