import type { Database } from '../../src/db/database';
import { ENTITIES } from '../../src/db/entities';

/** Row counts of every table: equal before and after a refused mutation means nothing was stored. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entity of ENTITIES) counts[entity.name] = await db.manager.count(entity);
  return counts;
}
