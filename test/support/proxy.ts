import { createServer, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { deferred } from './deferred';

/**
 * A TCP proxy on loopback a test can cut and restore, to take a real service away from one client
 * (one instance's Redis) while everyone else keeps it: cut() drops every connection and refuses new
 * ones; restore() listens again on the same port. freeze() keeps every connection open but lets no
 * byte through either way any more, as a database host that stopped answering; `held` resolves
 * once a client has sent something the frozen proxy kept back.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  const held = deferred();
  let frozen = false;
  const hold = (client: Socket, upstream: Socket) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    upstream.pause();
    // Reading the client's bytes (and dropping them) is how a held request is noticed.
    client.on('data', () => held.resolve());
    client.resume();
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    if (frozen) hold(client, upstream);
    else client.pipe(upstream).pipe(client);
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
    freeze() {
      frozen = true;
      for (const [client, upstream] of pairs) hold(client, upstream);
    },
    /** New connections pass again (those held stay held: cut() drops them). */
    thaw() {
      frozen = false;
    },
    held: held.promise,
    async close() {
      const closing = stopListening();
      for (const socket of open) socket.destroy();
      await closing;
    },
  };
}
