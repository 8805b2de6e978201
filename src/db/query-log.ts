import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as TypeOrmLogger, QueryRunner } from 'typeorm';
import type { Logger } from 'pino';

/**
 * Set only once a QueryLog is asked to count requests' statements apart (the tests that count
 * them): on Node 20 an AsyncLocalStorage, once run, hooks every promise the process makes, and that
 * cost a fifth of a scorekeeper event's CPU (profiled: 5.2 -> 4.0 ms an event without it).
 */
let background: AsyncLocalStorage<true> | undefined;

/**
 * Runs `work` as the server's own background work (the webhook dispatcher, the token sweep): where
 * requests' statements are counted apart, its statements are logged but not counted in
 * QueryLog.statements.
 */
export function inBackground<T>(work: () => T): T {
  return background ? background.run(true, work) : work();
}

/**
 * TypeORM's logger, routed to the app's log and counting SQL statements. With `requestsApart`
 * (FACEOFF_COUNT_REQUEST_STATEMENTS=1, as the tests start servers) it counts what requests send, not
 * background work's (see inBackground): the count is how a test proves a nested query is answered
 * by a fixed number of statements (no N+1), whatever the server does meanwhile on its own. Without
 * it, every statement counts.
 */
export class QueryLog implements TypeOrmLogger {
  statements = 0;

  constructor(
    private readonly out: Logger,
    options: { requestsApart?: boolean } = {},
  ) {
    if (options.requestsApart) background ??= new AsyncLocalStorage<true>();
  }

  logQuery(query: string, parameters?: unknown[], _runner?: QueryRunner): void {
    if (!background?.getStore()) this.statements += 1;
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
