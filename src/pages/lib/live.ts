import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import { currentLanguage } from './i18n';

/** Where the page's GraphQL endpoint is: the server that served the page. */
export const GRAPHQL_PATH = '/graphql';

export type ConnectionState = 'connecting' | 'live' | 'reconnecting';

/**
 * One graphql-ws connection per page that never gives up: after the network drops or the server
 * restarts it reconnects with a randomised exponential backoff (0.5 s doubling up to 10 s; at once
 * when the browser comes back online), and
 * every subscription is sent again, so each starts over from a fresh snapshot. A ping every 5 s
 * that gets no pong within 4 s ends a silently dead socket, so a pulled cable is noticed too.
 */
export class LiveConnection {
  readonly client: Client;
  private state: ConnectionState = 'connecting';
  private readonly listeners = new Set<(state: ConnectionState) => void>();
  private pongTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(url: string = websocketUrl()) {
    this.client = createClient({
      url,
      // A browser cannot set headers on the upgrade: the page's language travels in connection_init.
      connectionParams: { language: currentLanguage() },
      lazy: false,
      keepAlive: 5_000,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      // The backoff, cut short when the browser says the network is back.
      retryWait: (retries) =>
        new Promise((resolve) => {
          const done = () => {
            clearTimeout(timer);
            window.removeEventListener('online', done);
            resolve();
          };
          const timer = setTimeout(done, backoff(retries));
          window.addEventListener('online', done);
        }),
      onNonLazyError: () => undefined, // never: retries are infinite
      on: {
        connected: () => this.set('live'),
        closed: () => {
          this.clearPongTimer();
          this.set(this.state === 'connecting' ? 'connecting' : 'reconnecting');
        },
        ping: (received) => {
          if (received) return;
          this.clearPongTimer();
          this.pongTimer = setTimeout(() => this.client.terminate(), 4_000);
        },
        pong: (received) => {
          if (received) this.clearPongTimer();
        },
      },
    });
    // The browser knows before the socket does.
    window.addEventListener('offline', () => {
      if (this.state === 'live') this.client.terminate();
    });
  }

  get current(): ConnectionState {
    return this.state;
  }

  /** Calls `listener` now and at every change of state. */
  onState(listener: (state: ConnectionState) => void): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  /**
   * A subscription that lives as long as the page: `next` gets each result's data. `restarted` is
   * true for the first message after a reconnection (a fresh snapshot, to replace what is shown),
   * and for a revision: a snapshot whose `seq` is the one already shown, which the server sends
   * only when a correction outside the game log changed it (a team renamed, the game cancelled;
   * docs/live-feed.md, "Revisions"). A page that drops a snapshot not newer than its own by `seq`
   * thus still shows the correction.
   */
  subscribe<T, V extends Record<string, unknown>>(document: TypedDocumentNode<T, V>, variables: V, handlers: { next(data: T, restarted: boolean): void; error?(message: string): void }): () => void {
    let fresh = true;
    let lastSeq: number | undefined;
    const stopWatching = this.onState((state) => {
      if (state !== 'live') fresh = true;
    });
    const dispose = this.client.subscribe<T>(
      { query: print(document), variables },
      {
        next: (result) => {
          if (result.errors?.length) {
            handlers.error?.(result.errors.map((e) => e.message).join('; '));
            return;
          }
          if (result.data) {
            const seq = seqOf(result.data);
            const restarted = fresh || (seq !== undefined && seq === lastSeq);
            fresh = false;
            lastSeq = seq;
            handlers.next(result.data, restarted);
          }
        },
        error: (error) => handlers.error?.(errorMessage(error)),
        complete: () => undefined,
      },
    );
    return () => {
      stopWatching();
      dispose();
    };
  }

  private set(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }

  private clearPongTimer(): void {
    if (this.pongTimer !== undefined) clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
  }
}

/** Randomised exponential backoff: about 0.5 s, 1 s, 2 s … capped at 10 s, ±30 %. */
export function backoff(retries: number): number {
  const base = Math.min(10_000, 500 * 2 ** Math.min(retries, 5));
  return Math.round(base * (0.7 + Math.random() * 0.6));
}

export function websocketUrl(path: string = GRAPHQL_PATH): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

/** One query over HTTP POST (no token: pages read public data only). */
export async function query<T, V>(document: TypedDocumentNode<T, V>, variables: V): Promise<T> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  if (!body.data) throw new Error(`The server answered ${response.status} without data`);
  return body.data;
}

/** The `seq` of a result's root value (a scoreboard), when it has one. */
export function seqOf(data: unknown): number | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const value of Object.values(data)) {
    const seq = value && typeof value === 'object' ? (value as { seq?: unknown }).seq : undefined;
    if (typeof seq === 'number') return seq;
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  if (Array.isArray(error)) return error.map((e) => (e as { message?: string }).message ?? String(e)).join('; ');
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error && 'reason' in error) return `connection closed (${String(error.reason)})`;
  return String(error);
}

/**
 * Holds each update back `delayMs` (a stream overlay's lag) and hands them over in order; with no
 * delay it hands each over at once.
 */
export class DelayBuffer<T> {
  private readonly queue: Array<{ due: number; value: T }> = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly delayMs: number,
    private readonly deliver: (value: T) => void,
  ) {}

  push(value: T): void {
    if (this.delayMs <= 0) {
      this.deliver(value);
      return;
    }
    this.queue.push({ due: performance.now() + this.delayMs, value });
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== undefined || !this.queue.length) return;
    const wait = Math.max(0, this.queue[0]!.due - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const now = performance.now();
      while (this.queue.length && this.queue[0]!.due <= now) this.deliver(this.queue.shift()!.value);
      this.schedule();
    }, wait);
  }
}
