import type { EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * One page of a keyset-paged list: rows ordered by `column` then by id, in `direction`, after the
 * position `after` (the last row of the page before), `size + 1` of them so the caller knows whether
 * another page follows. The comparison is written `column >= at AND (column > at OR id > id)` (in
 * the direction asked), so the index range starts at the cursor and the OR only settles ties.
 */
export function keysetPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  column: string,
  direction: 'ASC' | 'DESC',
  size: number,
  after: { at: Date; id: string } | null,
  stored?: EntityTarget<T>,
): Promise<T[]> {
  const [range, strict] = direction === 'ASC' ? ['>=', '>'] : ['<=', '<'];
  if (after) {
    const at = positionOf(query, alias, column, after, stored);
    query.andWhere(`${alias}.${column} ${range} ${at} AND (${alias}.${column} ${strict} ${at} OR ${alias}.id ${strict} :keyId)`);
  }
  return query
    .orderBy(`${alias}.${column}`, direction)
    .addOrderBy(`${alias}.id`, direction)
    .take(size + 1)
    .getMany();
}

/**
 * The position's instant as the query compares it: the cursor's, bound as a parameter; or, for a
 * column the database fills itself (`stored`: a created-at, kept to the microsecond on MariaDB and
 * to the second on SQLite, neither as a cursor's milliseconds), the value stored in the cursor's
 * row, read by its id in the same statement (the cursor's instant when the row is gone).
 */
function positionOf<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, column: string, position: { at: Date; id: string }, stored?: EntityTarget<T>): string {
  query.setParameter('keyAt', position.at).setParameter('keyId', position.id);
  if (!stored) return ':keyAt';
  const row = query.subQuery().select(`${alias}_key.${column}`).from(stored, `${alias}_key`).where(`${alias}_key.id = :keyId`).getQuery();
  return `COALESCE(${row}, :keyAt)`;
}

/**
 * Whether the list holds the row at `position` or one before it, in its order: what a page read
 * forward from that position says as `hasPreviousPage`. One row at most, through the same index.
 */
export async function keysetHasAtOrBefore<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  column: string,
  direction: 'ASC' | 'DESC',
  position: { at: Date; id: string },
  stored?: EntityTarget<T>,
): Promise<boolean> {
  const [range, strict, tie] = direction === 'ASC' ? ['<=', '<', '<='] : ['>=', '>', '>='];
  const at = positionOf(query, alias, column, position, stored);
  query.andWhere(`${alias}.${column} ${range} ${at} AND (${alias}.${column} ${strict} ${at} OR ${alias}.id ${tie} :keyId)`);
  const rows = await query.select(`${alias}.id`, 'id').limit(1).getRawMany();
  return rows.length > 0;
}
