import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ErrorCode } from '../errors';

/** `extensions.code` of an HTTP request refused before GraphQL saw it. */
const CODES: Record<number, string> = {
  400: ErrorCode.BAD_USER_INPUT,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
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
  const failed: ErrorRequestHandler = (error: { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown }, _req, res, next) => {
    if (res.headersSent) return next(error);
    const raw = Number(error?.status ?? error?.statusCode);
    const status = Number.isInteger(raw) && raw >= 400 && raw < 600 ? raw : 500;
    if (status >= 500) log.error({ err: error }, 'request failed outside GraphQL');
    // http-errors marks client errors safe to show (expose); anything else gets a plain word.
    const message = status < 500 && error?.expose === true && typeof error.message === 'string' ? error.message : status === 404 ? 'Not found' : status < 500 ? 'Bad request' : 'Internal server error';
    res.status(status).json(body(status, message));
  };
  return [notFound, failed];
}
