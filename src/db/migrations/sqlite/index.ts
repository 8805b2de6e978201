import { Initial1796225975362 } from './1796225975362-Initial';

/** SQLite migrations, oldest first. Add each new one here (see README, "Changing the schema"). */
export const SQLITE_MIGRATIONS = [Initial1796225975362];
