import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Transaction } from '../db/database';
import { notFound } from '../errors';

/** Loads a row by id inside the caller's transaction, or fails with NOT_FOUND naming the input field. */
export async function requireRow<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>, id: string, label: string, field: string): Promise<T> {
  const row = await manager.findOne(entity, { where: { id } as never });
  if (!row) throw notFound(label, id, field);
  return row;
}

/**
 * `requireRow`, with the row locked for the rest of the transaction (MySQL: SELECT … FOR UPDATE;
 * SQLite has one writer), so that checks made on what hangs off it hold until the commit.
 */
export async function requireLockedRow<T extends ObjectLiteral>(tx: Transaction, entity: EntityTarget<T>, id: string, label: string, field: string): Promise<T> {
  const row = await tx.manager.findOne(entity, {
    where: { id } as never,
    ...(tx.kind === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!row) throw notFound(label, id, field);
  return row;
}
