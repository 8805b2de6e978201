import 'reflect-metadata';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server/app';
import { processLogDestination, stopOnSignals } from './server/shutdown';

/**
 * `npm start`: one Faceoff instance, stopped gracefully on SIGTERM or SIGINT within
 * FACEOFF_SHUTDOWN_TIMEOUT_MS, and at once on a second signal (server/shutdown.ts).
 */
async function main(): Promise<void> {
  // First, so that no write to a closed stdout or stderr is ever an uncaught error.
  const destination = processLogDestination();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`faceoff: bad setting ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel, base: { service: 'faceoff' } }, destination);
  const server = await startServer(config, { log });
  stopOnSignals(server, log, config.shutdownTimeoutMs);
  // Logged once SIGTERM and SIGINT stop the server gracefully (before, they end the process as usual).
  log.info(`GraphQL over HTTP and WebSocket at http://localhost:${server.port}/graphql`);
}

main().catch((error) => {
  if ((error as { code?: unknown } | null)?.code === 'EADDRINUSE') {
    const { port } = error as { port?: number };
    process.stderr.write(`faceoff: could not start: port ${port ?? ''} is already in use (set PORT to another)\n`);
    process.exit(2);
  }
  process.stderr.write(`faceoff: could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
