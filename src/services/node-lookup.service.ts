import type { Database } from '../db/database';

/** The tables whose rows a Node id can name (src/graphql/node.ts), with the GraphQL type of each. */
const TABLES = [
  ['Competition', 'competition'],
  ['Division', 'division'],
  ['Team', 'team'],
  ['Player', 'player'],
  ['Game', 'game'],
  ['Bracket', 'bracket'],
  ['GameLogEntry', 'game_event'],
] as const;
export type StoredNodeType = (typeof TABLES)[number][0];

/** One statement asks every table whether it holds the id: each part is a primary-key lookup. */
const WHICH_TABLE = TABLES.map(([type, table]) => `SELECT '${type}' AS type FROM ${table} WHERE id = ?`).join(' UNION ALL ');

/** Which stored row a UUID names, for node(id:): ids are UUIDs, unique across every table. */
export class NodeLookupService {
  constructor(private readonly db: Database) {}

  /** The type of the row with this id; null when no table has it. */
  async typeOf(id: string): Promise<StoredNodeType | null> {
    const found = await this.db.manager.query<Array<{ type: StoredNodeType }>>(
      WHICH_TABLE,
      TABLES.map(() => id),
    );
    return found[0]?.type ?? null;
  }
}
