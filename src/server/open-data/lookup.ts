import { FaceoffError } from '../../domain/errors';

/** A NOT_FOUND as the 404 the JSON error handler answers (src/server/json-errors.ts); anything else as it is. */
export function asHttpError(error: unknown): unknown {
  if (error instanceof FaceoffError && error.code === 'NOT_FOUND') return Object.assign(new Error(error.message), { status: 404, expose: true });
  return error;
}
