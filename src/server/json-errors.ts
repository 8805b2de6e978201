import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/errors';
import { text, translate } from '../domain/messages';
import { ErrorCode } from '../errors';

/** `extensions.code` of an HTTP request refused before GraphQL saw it. */
const CODES: Record<number, string> = {
  400: ErrorCode.BAD_USER_INPUT,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  /** not done, nothing stored: send it again after Retry-After */
  503: 'SERVER_BUSY',
};

const body = (status: number, message: string) => ({ errors: [{ message, extensions: { code: CODES[status] ?? (status >= 500 ? ErrorCode.INTERNAL_SERVER_ERROR : ErrorCode.BAD_USER_INPUT) } }] });

/**
 * The last handlers: a path nothing serves answers 404, and an error raised outside GraphQL (a
 * body over the limit, malformed JSON, a refused static file) answers its status, all as JSON in
 * the GraphQL error shape, with no stack trace and no framework page.
 */
export function jsonErrors(log: Logger): [RequestHandler, ErrorRequestHandler] {
  const notFound: RequestHandler = (req, res) => {
    res.status(404).json(body(404, `Nothing is served at ${req.method} ${req.path.slice(0, 200)}`));
  };
  const failed: ErrorRequestHandler = (error: { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown; retryAfter?: unknown }, _req, res, next) => {
    if (res.headersSent) return next(error);
    // The database went away under a file or a page's data: not a bug, and the same request may succeed in a moment.
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, 'the database could not be reached: answered UNAVAILABLE');
      res.setHeader('retry-after', '1');
      res.status(503).json({ errors: [{ message: translate('en', text('errors.UNAVAILABLE.database')), extensions: { code: ErrorCode.UNAVAILABLE, retryable: true } }] });
      return;
    }
    const raw = Number(error?.status ?? error?.statusCode);
    const status = Number.isInteger(raw) && raw >= 400 && raw < 600 ? raw : 500;
    // A refusal for now (503 with its reason) is the server keeping its bounds, not a failure.
    const saidWhy = error?.expose === true && typeof error.message === 'string' && (status < 500 || status === 503);
    if (status >= 500 && !saidWhy) log.error({ err: error }, 'request failed outside GraphQL');
    if (typeof error?.retryAfter === 'number') res.setHeader('retry-after', String(error.retryAfter));
    // http-errors marks client errors safe to show (expose); anything else gets a plain word.
    const message = saidWhy ? (error.message as string) : status === 404 ? 'Not found' : status < 500 ? 'Bad request' : 'Internal server error';
    res.status(status).json(body(status, message));
  };
  return [notFound, failed];
}
