import { Initial1796225976632 } from './1796225976632-Initial';

/** MySQL/MariaDB migrations, oldest first. Add each new one here (see README, "Changing the schema"). */
export const MYSQL_MIGRATIONS = [Initial1796225976632];
