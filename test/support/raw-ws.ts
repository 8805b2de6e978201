import WebSocket from 'ws';
import { deferred } from './deferred';

/** A received frame's text: ws hands a Buffer by default, an ArrayBuffer or fragments by binaryType. */
export function frameText(raw: WebSocket.RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return (Buffer.isBuffer(raw) ? raw : Buffer.from(raw)).toString('utf8');
}

export interface RawMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

/**
 * A graphql-transport-ws socket spoken by hand, for what a well-behaved client never sends (frames
 * out of order, too large, not JSON): each message it receives is read with `next()`, and `closed`
 * resolves with the close code and reason. `options` are ws's (headers, the local address to connect from).
 */
export function rawSocket(wsUrl: string, options: WebSocket.ClientOptions = {}) {
  const socket = new WebSocket(wsUrl, 'graphql-transport-ws', options);
  const opened = deferred<void>();
  const refused = deferred<number>();
  const refusal = deferred<{ status: number; body: string }>();
  const closed = deferred<{ code: number; reason: string }>();
  const unread: RawMessage[] = [];
  const waiters: Array<(message: RawMessage) => void> = [];
  socket.on('open', () => opened.resolve());
  socket.on('unexpected-response', (_request, response) => {
    refused.resolve(response.statusCode ?? 0);
    opened.reject(new Error(`upgrade refused with ${response.statusCode}`));
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.once('end', () => refusal.resolve({ status: response.statusCode ?? 0, body }));
    response.once('close', () => {
      refusal.resolve({ status: response.statusCode ?? 0, body });
      socket.terminate();
    });
  });
  socket.on('error', (error) => opened.reject(error));
  socket.on('close', (code, reason) => closed.resolve({ code, reason: String(reason) }));
  socket.on('message', (raw) => {
    const message = JSON.parse(frameText(raw)) as RawMessage;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else unread.push(message);
  });
  opened.promise.catch(() => undefined);
  return {
    socket,
    opened: opened.promise,
    /** the HTTP status of a refused upgrade */
    refused: refused.promise,
    /** a refused upgrade's status and the body the server sent with it */
    refusal: refusal.promise,
    closed: closed.promise,
    send(message: RawMessage | string): void {
      socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    next(): Promise<RawMessage> {
      if (unread.length) return Promise.resolve(unread.shift()!);
      return new Promise((resolve) => waiters.push(resolve));
    },
    /** connection_init (with a token when given), resolved at connection_ack */
    async init(token?: string): Promise<void> {
      await opened.promise;
      socket.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
      const ack = await this.next();
      if (ack.type !== 'connection_ack') throw new Error(`expected connection_ack, got ${JSON.stringify(ack)}`);
    },
    /** Sends one operation and resolves with the first message answering it. */
    async operation(id: string, query: string, variables: Record<string, unknown> = {}, operationName?: string): Promise<RawMessage> {
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables, operationName } }));
      for (;;) {
        const message = await this.next();
        if (message.id === id) return message;
      }
    },
  };
}
