import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { currentLanguage } from './i18n';
import { GRAPHQL_PATH } from './live';
import { NetworkProblem, Refusal } from './refusal';

/**
 * Requests with a bearer token, and what can go wrong with them told apart: the network (no answer,
 * or a gateway's 5xx without a GraphQL body: worth retrying) from the server's refusal (a GraphQL
 * error with its `extensions.code`: the same request would be refused again).
 */

export { NetworkProblem, Refusal };

/** Codes that mean the token, not the request, is the problem. */
export const TOKEN_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

interface GraphQLBody<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; retryable?: boolean; fields?: Array<{ field: string; message: string }>; [detail: string]: unknown } }>;
}

/** POSTs one operation with `Authorization: Bearer <token>` (none when the token is empty). */
export async function request<T, V>(document: TypedDocumentNode<T, V>, variables: V, token?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      cache: 'no-store',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        // The server's messages (refusals, eligibility reasons) in the page's language, not the browser's.
        'accept-language': currentLanguage(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: print(document), variables }),
    });
  } catch (error) {
    throw new NetworkProblem(error instanceof Error ? error.message : String(error));
  }
  let body: GraphQLBody<T>;
  try {
    body = (await response.json()) as GraphQLBody<T>;
  } catch {
    throw new NetworkProblem(`The server answered ${response.status} without GraphQL`);
  }
  const [first] = body.errors ?? [];
  // "Not stored, send it again" (the database away, a write that met another): like a network
  // failure, kept and sent again with backoff (the outbox keeps its clientEventId), never dropped.
  if (first?.extensions?.retryable === true) throw new NetworkProblem(first.message);
  if (first) throw new Refusal(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR', body.errors!.map((e) => e.message).join('; '), first.extensions?.fields ?? [], first.extensions ?? {});
  if (!body.data) throw new NetworkProblem(`The server answered ${response.status} without data`);
  return body.data;
}
