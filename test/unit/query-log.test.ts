import pino from 'pino';
import { inBackground, QueryLog } from '../../src/db/query-log';

/**
 * The statement count that the no-N+1 tests read counts what requests send, not the server's own
 * background work (the webhook dispatcher's polls, the token sweep), which may run at any moment —
 * when asked to (FACEOFF_COUNT_REQUEST_STATEMENTS=1): telling them apart hooks every promise of the
 * process, so by default every statement counts. The order of these tests matters: the first runs
 * before any log has asked (module state, as in a server process).
 */
describe('QueryLog.statements', () => {
  it('by default counts every statement, background work included', async () => {
    const log = new QueryLog(pino({ level: 'silent' }));
    log.logQuery('SELECT 1');
    await inBackground(async () => {
      log.logQuery('SELECT 2');
      await new Promise((resolve) => setImmediate(resolve));
      log.logQuery('SELECT 3');
    });
    expect(log.statements).toBe(3);
  });

  it('asked to, counts statements outside background work and none inside it, across awaits', async () => {
    const log = new QueryLog(pino({ level: 'silent' }), { requestsApart: true });
    log.logQuery('SELECT 1');
    await inBackground(async () => {
      log.logQuery('SELECT 2');
      await new Promise((resolve) => setImmediate(resolve));
      log.logQuery('SELECT 3');
    });
    log.logQuery('SELECT 4');
    expect(log.statements).toBe(2);
  });
});
