import { createServer, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on loopback a test can cut and restore, to take a real service away from one client
 * (one instance's Redis) while everyone else keeps it: cut() drops every connection and refuses new
 * ones; restore() listens again on the same port.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const port = await listen(0);
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      const closing = stopListening();
      for (const socket of open) socket.destroy();
      await closing;
    },
    async restore() {
      await listen(port);
    },
    async close() {
      const closing = stopListening();
      for (const socket of open) socket.destroy();
      await closing;
    },
  };
}
