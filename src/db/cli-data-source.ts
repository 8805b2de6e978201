import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../config';
import { dataSourceOptions, detectMysqlFlavor } from './database';

/**
 * The data source TypeORM's CLI works with (`npm run migration:generate`): the database named by
 * DATABASE_URL, which should be a scratch one migrated up to the latest migration.
 */
export default (async () => {
  const config = parseDatabaseUrl(process.env.DATABASE_URL);
  const flavor = config.kind === 'mysql' ? await detectMysqlFlavor(config.url) : undefined;
  return new DataSource(dataSourceOptions(config, undefined, flavor));
})();
