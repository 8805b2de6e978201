import type { Database } from '../../db/database';
import { FaceoffError, notFound } from '../../domain/errors';

/** Ids are UUIDs; anything else cannot name a row, and is not looked up. */
const ID = /^[0-9a-fA-F-]{36}$/;

/** The row a path's id names; NOT_FOUND otherwise (an id of the wrong shape included). */
export async function found<T extends { id: string }>(db: Database, entity: new () => T, id: string | undefined, what: string): Promise<T> {
  const row = id && ID.test(id) ? await db.manager.findOne(entity, { where: { id } as never }) : null;
  if (!row) throw notFound(what, String(id).slice(0, 64));
  return row;
}

/** A NOT_FOUND as the 404 the JSON error handler answers (src/server/json-errors.ts); anything else as it is. */
export function asHttpError(error: unknown): unknown {
  if (error instanceof FaceoffError && error.code === 'NOT_FOUND') return Object.assign(new Error(error.message), { status: 404, expose: true });
  return error;
}
