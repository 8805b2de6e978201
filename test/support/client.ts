import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type FormattedExecutionResult, print } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { deferred } from './deferred';

export interface GraphQLResponse<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
}

/** POSTs one operation over real HTTP, as a client would. */
export async function gql<T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V, options: { token?: string; language?: string } = {}): Promise<GraphQLResponse<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

/**
 * graphql-ws ends a sink with an Error, the socket's CloseEvent or the operation's GraphQL errors;
 * a feed rejects with an Error that keeps that reason as its `cause`.
 */
function subscriptionError(reason: unknown): Error {
  if (reason instanceof Error) return reason;
  if (Array.isArray(reason)) return new Error(`subscription failed: ${JSON.stringify(reason)}`, { cause: reason });
  if (typeof reason === 'object' && reason !== null && 'code' in reason) {
    const { code, reason: why } = reason as { code: unknown; reason?: unknown };
    return new Error(`socket closed: ${JSON.stringify(code)} ${JSON.stringify(why ?? '')}`, { cause: reason });
  }
  return new Error(`subscription failed: ${JSON.stringify(reason)}`, { cause: reason });
}

/** Data of a call that must succeed; fails the test with the errors otherwise. */
export async function ok<T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V, token?: string): Promise<T> {
  const result = await gql(url, document, variables, { token });
  if (result.errors?.length || !result.data) throw new Error(`expected success, got ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** The first error's code and message of a call that must fail (asked in `language`, when given). */
export async function failure<T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V, token?: string, language?: string) {
  const result = await gql(url, document, variables, { token, language });
  if (!result.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`);
  const [error] = result.errors;
  return { code: error.extensions?.code as string, message: error.message, extensions: error.extensions ?? {}, status: result.status };
}

/** A graphql-transport-ws client over a real WebSocket. */
export function wsClient(wsUrl: string, token?: string): Client {
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: token ? { authorization: `Bearer ${token}` } : undefined,
  });
}

/**
 * A subscription whose messages are collected; `next()` waits for the next one. Lets a test wait
 * for exactly the message it expects instead of sleeping.
 */
export function subscribe<T, V extends Record<string, unknown>>(client: Client, document: TypedDocumentNode<T, V>, variables: V) {
  const unread: Array<FormattedExecutionResult<T, unknown>> = [];
  const waiters: Array<{ resolve(value: FormattedExecutionResult<T, unknown>): void; reject(error: Error): void }> = [];
  const done = deferred<void>();
  let ended: Error | undefined;
  const end = (error: Error) => {
    ended = error;
    for (const waiter of waiters.splice(0)) waiter.reject(error);
  };
  const dispose = client.subscribe<T>(
    { query: print(document), variables },
    {
      next: (value) => {
        const waiter = waiters.shift();
        if (waiter) waiter.resolve(value);
        else unread.push(value);
      },
      error: (reason) => {
        const error = subscriptionError(reason);
        done.reject(error);
        end(error);
      },
      complete: () => {
        done.resolve();
        end(new Error('subscription completed'));
      },
    },
  );
  done.promise.catch(() => undefined);
  return {
    /** resolves with the next message not yet taken */
    next(): Promise<FormattedExecutionResult<T, unknown>> {
      if (unread.length) return Promise.resolve(unread.shift()!);
      if (ended) return Promise.reject(ended);
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
    done: done.promise,
    dispose,
  };
}

export type Feed<T> = ReturnType<typeof subscribe<T, Record<string, unknown>>>;

/** The data of a feed's next message; fails the test with the errors otherwise. */
export async function nextData<T>(feed: Feed<T>): Promise<T> {
  const message = await feed.next();
  if (message.errors?.length || !message.data) throw new Error(`expected data, got ${JSON.stringify(message.errors)}`);
  return message.data;
}

/** graphql-ws clients for the tests of one suite: each is disposed once its test ends. */
export function wsClientsPerTest(wsUrl: () => string): (token?: string) => Client {
  const clients: Client[] = [];
  afterEach(async () => {
    // Client.dispose() is typed `void | Promise<void>`: the async arrow makes every entry a promise.
    await Promise.all(clients.splice(0).map(async (c) => c.dispose()));
  });
  return (token) => {
    const client = wsClient(wsUrl(), token);
    clients.push(client);
    return client;
  };
}
