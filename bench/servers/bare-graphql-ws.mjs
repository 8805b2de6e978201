// The per-subscriber baseline: graphql-ws's stock `ws` binding (useServer) with graphql-js's own
// subscribe/execute, over Faceoff's schema, services, database and event bus, with the context
// Faceoff builds (an anonymous principal, the services, fresh loaders per operation). Faceoff's own
// HTTP endpoint in this process takes the mutations, so the events come through the real path.
import { createServer } from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { processHandlers, serveRpc } from '../lib/common.mjs';
import { loadConfig } from '../../dist/src/config.js';
import { startServer } from '../../dist/src/server/app.js';
import { getSchema } from '../../dist/src/graphql/schema.js';
import { createLoaders } from '../../dist/src/graphql/loaders.js';
import { ANONYMOUS } from '../../dist/src/auth/principal.js';

const faceoff = await startServer(loadConfig(process.env), { host: '127.0.0.1' });
const httpServer = createServer((_req, res) => res.writeHead(404).end());
const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
const schema = getSchema();
const cleanup = useServer(
  {
    schema,
    context: () => ({ principal: ANONYMOUS, services: faceoff.services, loaders: createLoaders(faceoff.db.manager) }),
  },
  wsServer,
);
await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const { port } = httpServer.address();
serveRpc(
  {
    ...processHandlers,
    exit: async () => {
      await cleanup.dispose();
      await new Promise((resolve) => httpServer.close(resolve));
      await faceoff.stop();
    },
  },
  { url: faceoff.url, wsUrl: `ws://127.0.0.1:${port}/graphql`, port },
);
