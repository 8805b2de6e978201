import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

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
): Promise<T[]> {
  const [range, strict] = direction === 'ASC' ? ['>=', '>'] : ['<=', '<'];
  if (after) query.andWhere(`${alias}.${column} ${range} :at AND (${alias}.${column} ${strict} :at OR ${alias}.id ${strict} :id)`, { at: after.at, id: after.id });
  return query
    .orderBy(`${alias}.${column}`, direction)
    .addOrderBy(`${alias}.id`, direction)
    .take(size + 1)
    .getMany();
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
): Promise<boolean> {
  const [range, strict, tie] = direction === 'ASC' ? ['<=', '<', '<='] : ['>=', '>', '>='];
  query.andWhere(`${alias}.${column} ${range} :at AND (${alias}.${column} ${strict} :at OR ${alias}.id ${tie} :id)`, { at: position.at, id: position.id });
  const rows = await query.select(`${alias}.id`, 'id').limit(1).getRawMany();
  return rows.length > 0;
}
