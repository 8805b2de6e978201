import 'reflect-metadata';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server/app';

/** `npm start`: one Faceoff instance, stopped gracefully on SIGTERM or SIGINT. */
async function main(): Promise<void> {
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
  const log = pino({ level: config.logLevel, base: { service: 'faceoff' } });
  const server = await startServer(config, { log });
  log.info(`GraphQL over HTTP and WebSocket at http://localhost:${server.port}/graphql`);
  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    // A second signal while draining means: stop now.
    process.once(signal, () => process.exit(1));
    server.stop().then(
      () => process.exit(0),
      (error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`faceoff: could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
