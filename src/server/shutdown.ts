import type { DestinationStream, Logger } from 'pino';

/**
 * How the process ends: a graceful stop on SIGTERM or SIGINT that always ends, and a log that can
 * neither block the process nor keep it from exiting.
 */

/** Log bytes that may wait for a slow reader of stdout; past that, lines are dropped rather than held. */
const MAX_WAITING_LOG_BYTES = 16 * 1024 * 1024;

/**
 * The process log's destination: process.stdout, never waited for.
 *
 * Not pino's default destination (sonic-boom): it writes asynchronously and, at process exit,
 * synchronously writes out what it still holds, retrying a failed write every 100 ms until it
 * succeeds. With the log collector gone (EPIPE) that is forever: `process.exit(0)` after SIGTERM
 * never returned, leaving the process for SIGKILL. Its synchronous mode would block the event loop
 * on a stalled reader instead. process.stdout writes to a pipe without blocking, queues what the
 * pipe cannot take yet, and nothing waits for that queue at exit.
 *
 * A write error (EPIPE: nobody reads the log any more) ends logging, never the process: stdout and
 * stderr get 'error' listeners, so no such error is uncaught.
 */
export function processLogDestination(): DestinationStream {
  const ignore = () => undefined;
  process.stdout.on('error', ignore);
  process.stderr.on('error', ignore);
  const out = process.stdout;
  return {
    write(line: string) {
      if (!out.writable || out.writableLength > MAX_WAITING_LOG_BYTES) return;
      try {
        out.write(line);
      } catch {
        // a file destination writes synchronously and may throw (ENOSPC): the line is lost, not the process
      }
    },
  };
}

export interface Stoppable {
  /** `waiting` hears what the stop still waits for whenever that changes. */
  stop(waiting?: (steps: string[]) => void): Promise<void>;
}

/**
 * SIGTERM or SIGINT stops `server` gracefully, within `timeoutMs`:
 * - stopped in time: exit 0;
 * - the stop failed, or the deadline passed first: exit 1, logging what it was still waiting for;
 * - a second SIGTERM or SIGINT while stopping: exit 1 at once.
 */
export function stopOnSignals(server: Stoppable, log: Logger, timeoutMs: number, exit: (code: number) => void = (code) => process.exit(code)): void {
  let stopping = false;
  let waitingFor: string[] = [];
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal, waitingFor }, 'second signal while shutting down: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    log.info({ signal, timeoutMs }, 'shutting down');
    // Not unref'd: a stop stuck on a promise that nothing will settle leaves no handle behind, so an
    // unref'd timer would let the emptied event loop end the process silently with 0. Held, it fires.
    const deadline = setTimeout(() => {
      log.error({ timeoutMs, waitingFor }, `shutdown deadline passed, still waiting for ${waitingFor.join(', ') || 'nothing named'}: exiting`);
      exit(1);
    }, timeoutMs);
    server
      .stop((steps) => {
        waitingFor = steps;
      })
      .then(
        () => {
          clearTimeout(deadline);
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(deadline);
          log.error({ err: error, waitingFor }, 'shutdown failed');
          exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
