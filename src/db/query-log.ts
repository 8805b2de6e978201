import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as TypeOrmLogger, QueryRunner } from 'typeorm';
import type { Logger } from 'pino';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as the server's own background work (the webhook dispatcher, the token sweep): its
 * statements are logged but not counted in QueryLog.statements, which counts what requests cost.
 */
export function inBackground<T>(work: () => T): T {
  return background.run(true, work);
}

/**
 * TypeORM's logger, routed to the app's log and counting the SQL statements requests send (not
 * background work's, see inBackground). The count is how a test proves a nested query is answered
 * by a fixed number of statements (no N+1), whatever the server does meanwhile on its own.
 */
export class QueryLog implements TypeOrmLogger {
  statements = 0;

  constructor(private readonly out: Logger) {}

  logQuery(query: string, parameters?: unknown[], _runner?: QueryRunner): void {
    if (!background.getStore()) this.statements += 1;
    if (this.out.isLevelEnabled('trace')) this.out.trace({ query, parameters }, 'sql');
  }
  logQueryError(error: string | Error, query: string, parameters?: unknown[]): void {
    this.out.debug({ err: error, query, parameters }, 'sql failed');
  }
  logQuerySlow(time: number, query: string, parameters?: unknown[]): void {
    this.out.warn({ time, query, parameters }, 'slow sql');
  }
  logSchemaBuild(message: string): void {
    this.out.debug(message);
  }
  logMigration(message: string): void {
    this.out.info(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.out.warn({ message }, 'typeorm');
    else this.out.debug({ message }, 'typeorm');
  }
}
