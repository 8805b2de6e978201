// Faceoff as deployed: dist/src/server/app.js startServer, settings from the environment.
import { processHandlers, serveRpc } from '../lib/common.mjs';
import { loadConfig } from '../../dist/src/config.js';
import { startServer } from '../../dist/src/server/app.js';

const server = await startServer(loadConfig(process.env), { host: '127.0.0.1' });
serveRpc(
  {
    ...processHandlers,
    stats: () => server.websocket.stats(),
    exit: () => server.stop(),
  },
  { url: server.url, wsUrl: server.wsUrl, port: server.port },
);
