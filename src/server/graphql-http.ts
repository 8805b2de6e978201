import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ApolloServer, BaseContext, HTTPGraphQLRequest, HTTPGraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { type BodyBounds, readBody, type RawBodyRequest } from './http-bounds';
import type { PublicReadCache } from './public-read-cache';
import { type Language, negotiateLanguage } from '../domain/messages';

/**
 * GraphQL over HTTP: Apollo's request pipeline behind Express (as Apollo's own Express integration
 * does), with anonymous queries answered from the public read cache when it holds them
 * (src/server/public-read-cache.ts). A GET that may be kept carries an ETag and may be kept by a
 * browser or CDN for a second (PUBLIC_GET); sent back in If-None-Match it gets a 304 while nothing
 * has changed. Any other GET answer is `no-store`, and anything a token asked for `private,
 * no-store` (docs/scaling.md, "Public reads"). The language of
 * messages for people is negotiated once from Accept-Language: it goes into the context, the
 * `Content-Language` of the answer, and the cache key (a French answer is never served to an
 * English request, nor the reverse).
 */
export function graphqlHttp<C extends BaseContext>(apollo: ApolloServer<C>, options: { context: (req: Request, language: Language) => Promise<C>; cache?: PublicReadCache }): RequestHandler {
  const { cache } = options;
  return async (req, res, next) => {
    try {
      const language = negotiateLanguage(req.headers['accept-language']);
      res.setHeader('content-language', language);
      const raw = (req as RawBodyRequest).rawBody;
      // A kept answer for these very bytes goes out before the body is even parsed (the front door
      // answers most of them before Express; this one takes "/graphql/" and the like).
      const rawKey = cache ? rawReadKey(req, language, raw) : null;
      if (cache && rawKey !== null) {
        const kept = cache.get(rawKey);
        if (kept) {
          cache.stats.hits += 1;
          sendKept(req, res, kept);
          return;
        }
      }
      if (raw !== undefined) req.body = parseJsonBody(req, raw);
      const request = toApolloRequest(req);
      const execute = () => apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: request, context: () => options.context(req, language) });
      // Kept under its raw key (a POST's bytes, a GET's address), once its document is known to be keepable.
      const normalised = cache ? cacheKey(cache, req, language) : null;
      const key = normalised !== null && rawKey !== null ? (rawKey.length <= RAW_KEY_MAX ? rawKey : null) : normalised;
      if (!cache || key === null) {
        await send(req, res, await execute());
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
      await send(req, res, fresh ?? (await execute()));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The read cache's front door: an anonymous read of `path` whose answer is kept goes out from the
 * HTTP server's own request event, before Express, Apollo and the context are touched — a hit costs
 * reading the request and writing the kept bytes, less than a bare graphql-js execution of the same
 * read (docs/scaling.md, "Public reads"). Everything else, a miss included, goes on to `next`
 * (Express) as it came; a POST's body, read here within the same bounds as rawBody, goes along
 * with it, or its refusal does, for the JSON error handler to answer.
 */
export function readCacheFrontDoor(cache: PublicReadCache, path: string, bounds: BodyBounds, next: RequestListener): RequestListener {
  const answerFromCache = (req: IncomingMessage, res: ServerResponse, raw: string | undefined): boolean => {
    const language = negotiateLanguage(req.headers['accept-language']);
    const key = rawReadKey(req, language, raw);
    const kept = key === null ? undefined : cache.get(key);
    if (!kept) return false;
    cache.stats.hits += 1;
    cache.stats.frontDoor += 1;
    res.setHeader('content-language', language);
    sendKept(req, res, kept);
    return true;
  };
  return (req, res) => {
    const url = req.url ?? '';
    const pathEnd = url.indexOf('?');
    if ((pathEnd === -1 ? url : url.slice(0, pathEnd)) !== path || req.headers.authorization !== undefined) return next(req, res);
    if (req.method === 'GET') {
      if (!answerFromCache(req, res, undefined)) next(req, res);
      return;
    }
    if (req.method !== 'POST' || !isJson(req)) return next(req, res);
    readBody(req, bounds).then(
      (raw) => {
        if (answerFromCache(req, res, raw)) return;
        (req as RawBodyRequest).rawBody = raw;
        next(req, res);
      },
      (refusal: unknown) => {
        (req as RawBodyRequest).rawBodyRefusal = refusal;
        next(req, res);
      },
    );
  };
}

/**
 * The key an anonymous read is kept under as it arrived: a POST's JSON body's very bytes, a GET's
 * address, each with the negotiated language and the Accept header; null for anything else.
 */
function rawReadKey(req: IncomingMessage, language: Language, raw: string | undefined): string | null {
  if (req.headers.authorization !== undefined) return null;
  // Never kept past RAW_KEY_MAX: a larger key is not even built (a caller's 500 kB operation name, say).
  if ((raw?.length ?? 0) > RAW_KEY_MAX || (req.url?.length ?? 0) > RAW_KEY_MAX) return null;
  const accept = req.headers.accept ?? '';
  if (req.method === 'POST') return raw !== undefined && isJson(req) ? `POST\u0000${language}\u0000${accept}\u0000${raw}` : null;
  // Express, mounted at /graphql, shortens req.url: the address as it came is the same for both doors.
  if (req.method === 'GET') return `GET\u0000${language}\u0000${accept}\u0000${(req as { originalUrl?: string }).originalUrl ?? req.url ?? ''}`;
  return null;
}

/** The longest raw key kept (the document and variables a page sends are far shorter). */
const RAW_KEY_MAX = 16_384;

const isJson = (req: IncomingMessage) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(req.headers['content-type'] ?? '');

/** The body as Apollo reads it: JSON parsed when the request says it is JSON (a 400 when it is not), else nothing. */
function parseJsonBody(req: Request, raw: string): unknown {
  if (!isJson(req)) return undefined;
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw Object.assign(new Error('The body is not JSON'), { status: 400, expose: true });
  }
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
 * The key of an anonymous query that may be kept, or null. A plain GET is as keepable as a POST:
 * CSRF prevention is off, since no cookie ever authenticates (docs/security.md).
 */
function cacheKey(cache: PublicReadCache, req: Request, language: Language): string | null {
  if (req.headers.authorization !== undefined) return null;
  const accept = req.headers.accept ?? '';
  if (req.method === 'POST') {
    const body = req.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body) || body.extensions !== undefined) return null;
    return cache.keyFor({ query: body.query, operationName: body.operationName, variables: body.variables, accept, language });
  }
  if (req.method === 'GET') {
    const params = new URL(req.url, 'http://x').searchParams;
    if (params.has('extensions')) return null;
    return cache.keyFor({ query: params.get('query'), operationName: params.get('operationName'), variables: params.get('variables'), accept: `GET ${accept}`, language });
  }
  return null;
}

/**
 * A kept GET answer's caching: a browser or CDN may keep it one second, then must revalidate it with
 * its ETag. A second is the staleness a polling scoreboard cannot tell from the network's own
 * delay, yet a CDN in front answers a crowd with one request a second to the origin per edge and
 * read, where `no-cache` would send it every fan's request to revalidate. The answer varies with
 * the media type asked for, the language, and whether a token asked (an answer to a token is
 * never public).
 */
export const PUBLIC_GET = { cacheControl: 'public, max-age=1, must-revalidate', vary: 'Accept, Accept-Language, Authorization' } as const;

function sendKept(req: IncomingMessage, res: ServerResponse, answer: { body: string | Buffer; contentType: string; etag: string }): void {
  res.setHeader('content-type', answer.contentType);
  if (req.method === 'GET') {
    res.setHeader('etag', answer.etag);
    res.setHeader('cache-control', PUBLIC_GET.cacheControl);
    res.setHeader('vary', PUBLIC_GET.vary);
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

/** An answer not kept: never stored by a browser or CDN, and private when a token asked for it. */
async function send(req: Request, res: Response, response: HTTPGraphQLResponse): Promise<void> {
  for (const [key, value] of response.headers) res.setHeader(key, value);
  if (req.headers.authorization !== undefined) res.setHeader('cache-control', 'private, no-store');
  else if (req.method === 'GET') res.setHeader('cache-control', 'no-store');
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}
