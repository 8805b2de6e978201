import type { ApolloServer, BaseContext, HTTPGraphQLRequest, HTTPGraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { PublicReadCache } from './public-read-cache';

/**
 * GraphQL over HTTP: Apollo's request pipeline behind Express (as `@as-integrations/express5`
 * does), with anonymous queries answered from the public read cache when it holds them
 * (src/server/public-read-cache.ts). A GET that may be kept carries an ETag, and a client or CDN
 * that sends it back in If-None-Match gets a 304 while nothing has changed.
 */
export function graphqlHttp<C extends BaseContext>(
  apollo: ApolloServer<C>,
  options: { context: (req: Request) => Promise<C>; cache?: PublicReadCache },
): RequestHandler {
  const { cache } = options;
  return async (req, res, next) => {
    try {
      const request = toApolloRequest(req);
      const execute = () => apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: request, context: () => options.context(req) });
      const key = cache ? cacheKey(cache, req) : null;
      if (!cache || key === null) {
        await send(res, await execute());
        return;
      }
      let fresh: HTTPGraphQLResponse | undefined;
      const { answer } = await cache.answer(key, async () => {
        fresh = await execute();
        if (fresh.status !== undefined && fresh.status !== 200) return undefined;
        if (fresh.body.kind !== 'complete' || fresh.body.string.includes('"errors":')) return undefined;
        return cache.makeAnswer(fresh.body.string, fresh.headers.get('content-type') ?? 'application/json; charset=utf-8');
      });
      if (answer) {
        sendKept(req, res, answer);
        return;
      }
      // Not keepable (an error, say): this request's own answer, or a fresh one when the answer
      // it waited for could not be shared.
      await send(res, fresh ?? (await execute()));
    } catch (error) {
      next(error);
    }
  };
}

function toApolloRequest(req: Request): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const queryAt = req.url.indexOf('?');
  return { method: req.method.toUpperCase(), headers, search: queryAt === -1 ? '' : req.url.slice(queryAt), body: req.body };
}

/**
 * The key of an anonymous query that may be kept, or null. GETs are kept only with the header
 * Apollo's CSRF prevention asks of them, so a kept answer never reaches a request Apollo refuses.
 */
function cacheKey(cache: PublicReadCache, req: Request): string | null {
  if (req.headers.authorization !== undefined) return null;
  const accept = req.headers.accept ?? '';
  if (req.method === 'POST') {
    const body = req.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body) || body.extensions !== undefined) return null;
    return cache.keyFor({ query: body.query, operationName: body.operationName, variables: body.variables, accept });
  }
  if (req.method === 'GET') {
    if (req.headers['apollo-require-preflight'] === undefined && req.headers['x-apollo-operation-name'] === undefined) return null;
    const params = new URL(req.url, 'http://x').searchParams;
    if (params.has('extensions')) return null;
    return cache.keyFor({ query: params.get('query'), operationName: params.get('operationName'), variables: params.get('variables'), accept: `GET ${accept}` });
  }
  return null;
}

function sendKept(req: Request, res: Response, answer: { body: string; contentType: string; etag: string }): void {
  res.setHeader('content-type', answer.contentType);
  if (req.method === 'GET') {
    res.setHeader('etag', answer.etag);
    // Revalidate every time: a 304 is cheap, and a scoreboard must not be served old by a CDN.
    res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
    res.setHeader('vary', 'Accept, Authorization');
    if (ifNoneMatch(req.headers['if-none-match'], answer.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.statusCode = 200;
  res.end(answer.body);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

async function send(res: Response, response: HTTPGraphQLResponse): Promise<void> {
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}
