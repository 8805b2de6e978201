import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { httpRefusal } from '../http-bounds';
import type { CachedAnswer, PublicReadCache } from '../public-read-cache';

/**
 * The open-data files (docs/open-data.md): a competition's public export, the CSV files, a game's
 * printable sheet and the calendars, held to two bounds (docs/security.md, "Open-data files").
 *
 * - **Kept until the next commit.** An anonymous GET's answer depends only on the data, so it is
 *   kept in the public read cache under the file and its decoded id, with the read cache's own rule
 *   (docs/scaling.md, "Public reads"): forgotten at every commit, here or on another instance, and
 *   concurrent askers of one missing file share its one computation. A flood of one file is one
 *   generation per commit; an id spelled another way (`%61bc`) is the same key. Requests with a
 *   token (an ADMIN's full export, a sheet with the official's notes) are never kept.
 * - **Few generations at once.** At most `maxGenerations` files are computed at a time (a PDF's
 *   layout and a whole competition's export are the costly answers of this server); past it, a
 *   request that would compute one answers `503 SERVER_BUSY` with `Retry-After: 1` (not computed,
 *   ask again), while a kept one is still served.
 */

/** What identifies a file's answer: its kind, its decoded id, and the query flag that changes it. */
const FILES: ReadonlyArray<{ pattern: RegExp; kind: string; variant?: (req: Request) => string | null }> = [
  // Only the public document is the same for everyone; the full one needs a token.
  { pattern: /^\/competitions\/([^/]+)\/export\.json$/, kind: 'export', variant: (req) => (req.query.public === '1' || req.query.public === 'true' ? 'public' : null) },
  { pattern: /^\/competitions\/([^/]+)\/(schedule|players|stats)\.csv$/, kind: 'csv' },
  { pattern: /^\/divisions\/([^/]+)\/(standings)\.csv$/, kind: 'csv' },
  // The reader's language (`?lang=`) prints another sheet; a value the route refuses is never a key.
  { pattern: /^\/games\/([^/]+)\/sheet\.pdf$/, kind: 'sheet', variant: (req) => (req.query.lang === undefined ? '' : req.query.lang === 'en' || req.query.lang === 'fr' ? req.query.lang : null) },
  { pattern: /^\/(teams|divisions)\/([^/]+)\/calendar\.ics$/, kind: 'calendar' },
];

/** Ids are short (a UUID): a longer one answers 404 at the route, and is never a key. */
const MAX_ID_LENGTH = 200;

/** Headers a kept file goes out with, as its route set them; the rest (length, date, connection) are the server's own. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'vary'];

export interface FileAnswersOptions {
  /** the public read cache (none when it is turned off: files are then only bounded, never kept) */
  cache: PublicReadCache | undefined;
  /** files computed at once, over every request of this instance */
  maxGenerations: number;
  /** each file computed is a debug line ("open-data file computed"): what a flood really cost */
  log?: Logger;
}

export class FileAnswers {
  private generating = 0;
  readonly stats = { refused: 0, computed: 0 };

  constructor(private readonly options: FileAnswersOptions) {}

  /** Files being computed now. */
  get inProgress(): number {
    return this.generating;
  }

  /** Mount before the open-data routes: it answers kept files, and bounds the rest. */
  handler(): RequestHandler {
    return (req, res, next) => {
      const file = matchFile(req);
      if (!file) return next();
      const { cache } = this.options;
      const key = cache && file.key !== null && req.method === 'GET' && req.headers.authorization === undefined ? file.key : null;
      if (!cache || key === null) {
        void this.generate(req, res, next, false);
        return;
      }
      cache
        .answer(key, () => this.generate(req, res, next, true))
        .then(
          ({ answer, source }) => {
            // A computed answer went out already, from generate.
            if (source !== 'computed' && answer) sendKept(req, res, answer);
          },
          (error: unknown) => next(error),
        );
    };
  }

  private kept(body: Buffer, headers: Record<string, string>): CachedAnswer {
    return this.options.cache!.makeAnswer(body, headers['content-type'] ?? 'application/octet-stream', headers);
  }

  /**
   * Lets the route answer this request if a generation is free (503 otherwise). When `capture`, the
   * route's answer is held back until its end and gives the cache its answer, which then goes out as
   * a kept one does (with its ETag, or 304): a 200 whose whole body was seen. Anything else (an error,
   * a refusal, a body past what the cache would keep) goes out as the route wrote it, and is not kept.
   */
  private generate(req: Request, res: Response, next: NextFunction, capture: boolean): Promise<CachedAnswer | undefined> {
    if (this.generating >= this.options.maxGenerations) {
      this.stats.refused += 1;
      next(httpRefusal(503, `The server is preparing ${this.generating} files already: not computed, ask again`, 1));
      return Promise.resolve(undefined);
    }
    this.generating += 1;
    this.stats.computed += 1;
    this.options.log?.debug({ path: req.path, kept: capture }, 'open-data file computed');
    return new Promise((resolve) => {
      let settled = false;
      // The slot is given back when the route has answered (end), or when the response is gone
      // without an end (a client that left, a stream cut on an error).
      const settle = (answer: CachedAnswer | undefined) => {
        if (settled) return;
        settled = true;
        this.generating -= 1;
        resolve(answer);
      };
      res.once('close', () => settle(undefined));
      if (!capture) {
        res.once('finish', () => settle(undefined));
        next();
        return;
      }
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      const maxBytes = this.options.cache?.maxAnswerBytes ?? 0;
      let held: Buffer[] | undefined = [];
      let bytes = 0;
      /** Past what the cache keeps: what was held goes out, and the rest as it comes. */
      const passThrough = () => {
        const chunks = held ?? [];
        held = undefined;
        res.write = write as Response['write'];
        res.end = end as Response['end'];
        for (const chunk of chunks) write(chunk);
      };
      const hold = (chunk: unknown, encoding: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buffer = Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : Buffer.from(chunk as Uint8Array);
        held!.push(buffer);
        bytes += buffer.length;
      };
      res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
        hold(chunk, encoding);
        if (bytes > maxBytes) passThrough();
        if (typeof encoding === 'function') (encoding as () => void)();
        else if (typeof callback === 'function') (callback as () => void)();
        return true;
      }) as Response['write'];
      res.end = ((chunk?: unknown, encoding?: unknown) => {
        hold(chunk, encoding);
        const body = Buffer.concat(held!);
        res.write = write as Response['write'];
        res.end = end as Response['end'];
        const answer = res.statusCode === 200 && body.length <= maxBytes ? this.kept(body, keptHeaders(res)) : undefined;
        if (answer) sendKept(req, res, answer);
        else end(body);
        settle(answer);
        return res;
      }) as Response['end'];
      next();
    });
  }
}

/** The file a request asks for, and its key (null when its answer is not the same for everyone). */
function matchFile(req: Request): { key: string | null } | undefined {
  for (const { pattern, kind, variant } of FILES) {
    const match = pattern.exec(req.path);
    if (!match) continue;
    let parts: string[];
    try {
      parts = match.slice(1).map((part) => decodeURIComponent(part));
    } catch {
      return { key: null }; // a malformed escape: the route answers it
    }
    if (parts.some((part) => part.length > MAX_ID_LENGTH)) return { key: null };
    const which = variant ? variant(req) : '';
    return { key: which === null ? null : `FILE\u0000${kind}\u0000${parts.join('\u0000')}\u0000${which}` };
  }
  return undefined;
}

function keptHeaders(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

function sendKept(req: Request, res: Response, answer: CachedAnswer): void {
  res.set(answer.headers ?? {});
  res.setHeader('etag', answer.etag);
  const tags = req.headers['if-none-match'];
  if (tags && tags.split(',').some((tag) => [answer.etag, `W/${answer.etag}`, '*'].includes(tag.trim()))) {
    res.removeHeader('content-length');
    res.status(304).end();
    return;
  }
  res.status(200).end(answer.body);
}
