// Faceoff as deployed: dist/src/server/app.js startServer, settings from the environment.
import { processHandlers, serveRpc } from '../lib/common.mjs';
import { loadConfig } from '../../dist/src/config.js';
import { startServer } from '../../dist/src/server/app.js';

// Every load process connects from 127.0.0.1, so here one address stands for a whole arena: the
// per-address connection bounds (3,000 open connections, 2,500 WebSocket ones, 20,000 subscriptions
// by default) are lifted unless the run sets them.
const lifted = { FACEOFF_HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1000000', FACEOFF_WS_MAX_CONNECTIONS_PER_ADDRESS: '1000000', FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_ADDRESS: '10000000' };
const server = await startServer(loadConfig({ ...lifted, ...process.env }), { host: '127.0.0.1' });
serveRpc(
  {
    ...processHandlers,
    stats: () => server.websocket.stats(),
    exit: () => server.stop(),
  },
  { url: server.url, wsUrl: server.wsUrl, port: server.port },
);
