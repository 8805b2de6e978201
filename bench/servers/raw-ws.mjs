// The ceiling: a bare `ws` server. It acknowledges graphql-transport-ws by hand (connection_ack, and
// one pre-serialized `next` for a subscribe) and broadcasts one pre-serialized message to every
// socket on a timer. With no client messages it just holds the sockets open.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { now, processHandlers, serveRpc } from '../lib/common.mjs';

const httpServer = createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
const ACK = Buffer.from('{"type":"connection_ack"}');
let message = Buffer.from('{"id":"s","type":"next","payload":{"data":{}}}');

wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    const text = String(data);
    if (text.includes('"connection_init"')) socket.send(ACK, { binary: false });
    else if (text.includes('"subscribe"')) socket.send(message, { binary: false });
  });
});
await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const { port } = httpServer.address();

const sendToAll = (buf) => {
  for (const socket of wss.clients) socket.send(buf, { binary: false });
};

serveRpc(
  {
    ...processHandlers,
    setMessage: ({ text }) => {
      message = Buffer.from(text);
      return message.length;
    },
    /** `count` broadcasts of the message at `perSecond`; resolves after the last one is handed to the sockets. */
    broadcast: async ({ count, perSecond }) => {
      const start = now();
      for (let k = 0; k < count; k += 1) {
        const wait = start + (k * 1000) / perSecond - now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        sendToAll(message);
      }
      return { firstAt: start, lastAt: now(), sockets: wss.clients.size };
    },
    /** Like broadcast, but each message carries the time it is sent ("sentAt"), serialized once for all sockets. */
    broadcastStamped: async ({ count, perSecond }) => {
      const start = now();
      const text = message.toString();
      const at = text.lastIndexOf('}}');
      const sent = [];
      for (let k = 0; k < count; k += 1) {
        const wait = start + (k * 1000) / perSecond - now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sentAt = now();
        sent.push(sentAt);
        sendToAll(Buffer.from(`${text.slice(0, at)},"sentAt":${sentAt}${text.slice(at)}`));
      }
      return { sent, sockets: wss.clients.size };
    },
    sockets: () => wss.clients.size,
    exit: () =>
      new Promise((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        httpServer.close(resolve);
      }),
  },
  { wsUrl: `ws://127.0.0.1:${port}/graphql`, port },
);
