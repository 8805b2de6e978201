import { QueryFailedError } from 'typeorm';

/** True when a statement failed on a unique index (both drivers' codes). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * True when the server gave up on a transaction because of another one (MySQL deadlock or lock
 * wait timeout): running it again is safe, as nothing of it was kept.
 */
export function isLockConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY';
}

/** Driver codes of a database that cannot be reached or stopped answering (not the request's fault, nor a bug). */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  // mysql2: a query past FACEOFF_DB_TIMEOUT_MS (the connection is dropped).
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  // Galera: a node out of the primary component ("WSREP has not yet prepared node for application use").
  'ER_UNKNOWN_COM_ERROR',
  'ER_LOCK_WAIT_TIMEOUT_WSREP',
]);
const UNREACHABLE_ERRNOS: ReadonlySet<number> = new Set([1047, 1053, 1040, 2002, 2003, 2006, 2013]);

/**
 * True when the database could not be reached or stopped answering: nothing was stored (a
 * transaction without its COMMIT acknowledged is rolled back), and the same request may succeed
 * once it is back. Looks through TypeORM's wrapper and error causes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, errno, message } = e as { code?: unknown; errno?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof errno === 'number' && UNREACHABLE_ERRNOS.has(errno)) return true;
    if (typeof message === 'string' && /^(Pool is closed|Connection lost|Can't add new command when connection is in closed state|connect ETIMEDOUT|Query inactivity timeout)/.test(message))
      return true;
    // graphql-js wraps a rejection that is not an Error (mysql2's pool passes some as plain objects)
    // in a NonErrorThrown whose thrownValue is the original.
    const next = e as { driverError?: unknown; cause?: unknown; thrownValue?: unknown };
    e = next.driverError ?? next.cause ?? next.thrownValue;
  }
  return false;
}
