import { type DocumentNode, GraphQLError, type GraphQLSchema, parse, validate } from 'graphql';
import { CloseCode, type Context, makeServer, type ServerOptions } from 'graphql-ws';
import type { Logger } from 'pino';
import type { WebSocket, WebSocketServer } from 'ws';
import { SubscriberTooSlowError } from '../realtime/channel-iterator';
import { deliverDirectly, type SharedExecution } from '../realtime/shared-execution';

/**
 * The graphql-transport-ws endpoint on `ws`, built on graphql-ws's protocol core (`makeServer`)
 * instead of its stock `ws` binding, for what a live feed at scale needs:
 * - a result shared by many subscribers (SharedExecution) is serialized once and written straight
 *   to each subscriber's socket inside its own `next` framing, instead of being stringified and
 *   sent through graphql-ws per socket;
 * - a subscriber that cannot keep up — its socket's send buffer above a bound, or its subscription
 *   queue full — is closed with CLOSE_TOO_SLOW instead of growing memory without limit;
 * - keep-alive pings drop sockets that stop answering;
 * - subscriptions are limited per connection and per client address;
 * - documents are parsed and validated once per distinct text.
 */

/** Close code for a subscriber that fell too far behind (its reason says which bound). */
export const CLOSE_TOO_SLOW = 4008;
/** `extensions.code` of a subscription refused by the per-connection or per-address limit. */
export const TOO_MANY_SUBSCRIPTIONS = 'TOO_MANY_SUBSCRIPTIONS';

export interface WebSocketLimits {
  /** ping every this many ms; a socket that has not answered the previous ping by then is dropped (0: off) */
  keepAliveMs: number;
  /** bytes a socket may have waiting to be sent before it is closed as too slow */
  maxBufferedBytes: number;
  maxSubscriptionsPerConnection: number;
  /** across every connection from one client address (arena Wi-Fi puts many phones behind one) */
  maxSubscriptionsPerAddress: number;
}

export interface SocketExtra {
  socket: WebSocket;
  address: string;
  /** subscription ids counted against the limits */
  counted: Set<string>;
  closeAsTooSlow(why: string): void;
}

export interface WebSocketEndpoint {
  /** what the endpoint holds now, and how many subscribers it closed as too slow since it started */
  stats(): { connections: number; subscriptions: number; sharedCohorts: number; closedTooSlow: number };
  dispose(): Promise<void>;
}

/** graphql-ws's options, less onSubscribe: the endpoint parses, validates and limits subscriptions itself. */
type Options<P extends Record<string, unknown>, E> = Omit<ServerOptions<P, E & SocketExtra>, 'onSubscribe'>;

const CLOSING_BRACE = Buffer.from('}');
const DOCUMENTS_KEPT = 500;

export function serveGraphqlWs<P extends Record<string, unknown>, E extends object>(
  wss: WebSocketServer,
  options: Options<P, E> & { schema: GraphQLSchema },
  settings: { limits: WebSocketLimits; shared?: SharedExecution; log: Logger; isProd: boolean; extra: () => E },
): WebSocketEndpoint {
  const { limits, shared, log } = settings;
  const stats = { closedTooSlow: 0 };
  const perAddress = new Map<string, number>();
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

  const uncount = (extra: SocketExtra, id: string) => {
    if (!extra.counted.delete(id)) return;
    const left = (perAddress.get(extra.address) ?? 1) - 1;
    if (left > 0) perAddress.set(extra.address, left);
    else perAddress.delete(extra.address);
  };

  /** Parsed and validated once per distinct document text. */
  const documentFor = (query: string): DocumentNode | readonly GraphQLError[] => {
    let found = documents.get(query);
    if (found === undefined) {
      try {
        const document = parse(query);
        const errors = validate(options.schema, document);
        found = errors.length ? errors : document;
      } catch (error) {
        found = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
      }
      if (documents.size >= DOCUMENTS_KEPT) documents.delete(documents.keys().next().value!);
      documents.set(query, found);
    }
    return found;
  };

  // One copy of each document's text: graphql-ws keeps every subscribe message (the query text
  // with it) for as long as its subscription lives, and ten thousand watchers send the same text.
  const texts = new Map<string, string>();
  const intern = (text: string): string => {
    const known = texts.get(text);
    if (known !== undefined) return known;
    if (texts.size >= DOCUMENTS_KEPT) texts.delete(texts.keys().next().value!);
    texts.set(text, text);
    return text;
  };

  const server = makeServer<P, E & SocketExtra>({
    ...options,
    jsonMessageReviver: (key, value) => (key === 'query' && typeof value === 'string' ? intern(value) : value),
    onSubscribe: async (ctx: Context<P, E & SocketExtra>, id, payload) => {
      const { extra } = ctx;
      if (extra.counted.size >= limits.maxSubscriptionsPerConnection) {
        return [limited(`This connection already has ${limits.maxSubscriptionsPerConnection} subscriptions, the most one connection may hold.`)];
      }
      if ((perAddress.get(extra.address) ?? 0) >= limits.maxSubscriptionsPerAddress) {
        return [limited(`Connections from this address already hold ${limits.maxSubscriptionsPerAddress} subscriptions, the most one address may hold.`)];
      }
      const document = documentFor(payload.query);
      if (Array.isArray(document)) return document as readonly GraphQLError[];
      extra.counted.add(id);
      perAddress.set(extra.address, (perAddress.get(extra.address) ?? 0) + 1);
      const args = { schema: options.schema, document: document as DocumentNode, operationName: payload.operationName, variableValues: payload.variables };
      // A shared feed's results go straight to this socket, framed as this subscription's `next`.
      if (shared) deliverDirectly(args, sinkFor(extra, id));
      return args;
    },
    onComplete: async (ctx, id, payload) => {
      uncount(ctx.extra, id);
      await options.onComplete?.(ctx, id, payload);
    },
    onError: async (ctx, id, payload, errors) => {
      uncount(ctx.extra, id);
      return options.onError?.(ctx, id, payload, errors);
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

  // Keep-alive, one timer for every socket: a socket that has not answered the last ping when the
  // next is due is dropped. A closing one has ws's own close timeout to take its close frame.
  const unanswered = new WeakSet<WebSocket>();
  const pinger =
    limits.keepAliveMs > 0
      ? setInterval(() => {
          for (const socket of wss.clients) {
            if (socket.readyState !== socket.OPEN) continue;
            if (unanswered.has(socket)) {
              socket.terminate();
              continue;
            }
            unanswered.add(socket);
            socket.ping();
          }
        }, limits.keepAliveMs)
      : undefined;
  pinger?.unref();
  function answered(this: WebSocket): void {
    unanswered.delete(this);
  }

  wss.on('connection', (socket, request) => {
    // Only the address is kept of the upgrade request: the request itself (headers and all) would
    // stay alive as long as the socket.
    const address = request.socket.remoteAddress ?? 'unknown';
    const closeAsTooSlow = (why: string) => {
      if (socket.readyState !== socket.OPEN) return;
      stats.closedTooSlow += 1;
      log.warn({ address, why }, 'closing a subscriber that fell behind');
      socket.close(CLOSE_TOO_SLOW, `Subscriber too slow: ${why}`);
    };
    const extra: SocketExtra = { socket, address, counted: new Set(), closeAsTooSlow };
    const internalError = (error: unknown) => {
      if (error instanceof SubscriberTooSlowError) return closeAsTooSlow('its subscription queue is full');
      log.error({ err: error }, 'websocket message handling failed');
      socket.close(CloseCode.InternalServerError, settings.isProd ? 'Internal server error' : String((error as Error)?.message ?? error).slice(0, 120));
    };
    socket.once('error', internalError);

    socket.on('pong', answered);

    const closed = server.opened(
      {
        protocol: socket.protocol,
        // Queued on the socket without waiting for it to drain, so one slow reader holds up nobody
        // (not even its own other subscriptions); what waits is bounded by maxBufferedBytes.
        send: (data) => {
          if (writable(extra)) socket.send(data);
        },
        close: (code, reason) => socket.close(code, reason),
        onMessage: (cb) =>
          socket.on('message', async (message) => {
            try {
              const text = String(message);
              // A client ending a subscription frees its place at once, before the feed winds down.
              if (text.includes('"complete"')) {
                const parsed = JSON.parse(text) as { type?: string; id?: string };
                if (parsed.type === 'complete' && typeof parsed.id === 'string') uncount(extra, parsed.id);
              }
              await cb(text);
            } catch (error) {
              internalError(error);
            }
          }),
      },
      { ...settings.extra(), ...extra },
    );
    socket.once('close', (code, reason) => {
      unanswered.delete(socket);
      for (const id of [...extra.counted]) uncount(extra, id);
      void closed(code, String(reason));
    });
  });

  return {
    stats: () => ({
      connections: wss.clients.size,
      subscriptions: [...perAddress.values()].reduce((a, b) => a + b, 0),
      sharedCohorts: shared?.stats.cohorts ?? 0,
      closedTooSlow: stats.closedTooSlow,
    }),
    async dispose() {
      if (pinger) clearInterval(pinger);
      for (const client of wss.clients) client.close(1001, 'Going away');
      wss.removeAllListeners('connection');
      await new Promise<void>((resolve, reject) => wss.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function limited(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: TOO_MANY_SUBSCRIPTIONS } });
}
