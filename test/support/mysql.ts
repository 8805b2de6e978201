import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/** A suite's database: its URL, and `drop` (a plain function, handed around on its own) to remove it. */
export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A throwaway database on the MariaDB/MySQL server of `serverUrl`, so that each suite starts empty
 * and leaves nothing behind for another.
 */
export async function scratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `faceoff_t_${randomBytes(6).toString('hex')}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/';
  const connection = await createConnection(admin.toString());
  try {
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = await createConnection(admin.toString());
      try {
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await c.end();
      }
    },
  };
}
