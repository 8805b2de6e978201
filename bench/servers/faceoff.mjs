// Faceoff as deployed: dist/src/server/app.js startServer, settings from the environment.
import { processHandlers, serveRpc } from '../lib/common.mjs';
import { loadConfig } from '../../dist/src/config.js';
import { startServer } from '../../dist/src/server/app.js';

// Every load process connects from 127.0.0.1, so here one address stands for a whole arena: the
// per-address connection bound (2,500 by default) is lifted unless the run sets it.
const server = await startServer(loadConfig({ FACEOFF_WS_MAX_CONNECTIONS_PER_ADDRESS: '1000000', ...process.env }), { host: '127.0.0.1' });
serveRpc(
  {
    ...processHandlers,
    stats: () => server.websocket.stats(),
    exit: () => server.stop(),
  },
  { url: server.url, wsUrl: server.wsUrl, port: server.port },
);
