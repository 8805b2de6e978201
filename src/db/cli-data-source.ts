import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../config';
import { dataSourceOptions } from './database';

/**
 * The data source TypeORM's CLI works with (`npm run migration:generate`): the database named by
 * DATABASE_URL, which should be a scratch one migrated up to the latest migration.
 */
export default new DataSource(dataSourceOptions(parseDatabaseUrl(process.env.DATABASE_URL)));
