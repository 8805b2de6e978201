import { connect, type Socket } from 'node:net';
import { normalQueryMs, productionServerPerSuite } from '../support/production-server';

/**
 * Request bodies that do not arrive (docs/security.md, "HTTP"): one address opening many /graphql
 * POSTs that each send part of a declared 1 MB body and stall once held every partial body for 300 s
 * (1,800 sockets: 138 MB to 1.29 GB, a normal query 16.9 s). Now a body has a deadline, the bytes of
 * unfinished bodies have one budget for the whole instance (refused with 503 and Retry-After before
 * it is passed), and one address has a cap on its open connections. Measured on the built server in
 * production mode with its default bounds: its resident memory, whether it closes the stalled
 * sockets, and a normal query's latency during the attack.
 */

interface Stalled {
  socket: Socket;
  /** the status line the server answered with, if any */
  answer: Promise<string>;
  closed: Promise<void>;
  /** this side has handed all it meant to send to the network, or the server closed first */
  sent: Promise<void>;
}

/** Opens a connection (from `localAddress`), sends a POST declaring `declared` bytes and `sent` of them, and stalls. */
function stall(port: number, declared: number, sent: number, localAddress = '127.0.0.1'): Stalled {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  let received = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      received += String(chunk);
      resolve(received.split('\r\n')[0]);
    });
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  // The server may close the socket while this side still writes: that is the refusal, not a failure.
  socket.on('error', () => undefined);
  socket.write(`POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`);
  const written = new Promise<void>((resolve) => {
    socket.write(Buffer.alloc(sent, 0x20), () => resolve());
    socket.on('close', () => resolve());
  });
  return { socket, answer, closed, sent: written };
}

describe('stalled request bodies (security)', () => {
  const suite = productionServerPerSuite();

  it('600 POSTs each stalling half-way through a declared 1 MB body: memory stays within the budget, a normal query answers in under a second, and the server closes every one', async () => {
    for (let i = 0; i < 10; i += 1) await normalQueryMs(suite.current().url);
    const before = suite.current().rss();
    const attack: Stalled[] = [];
    for (let i = 0; i < 600; i += 1) attack.push(stall(suite.current().port, 1_000_000, 500_000));
    try {
      // The attack in place: every stalled socket has sent its part (or been refused).
      await Promise.all(attack.map((s) => s.sent));
      const latencies: number[] = [];
      for (let i = 0; i < 5; i += 1) latencies.push(await normalQueryMs(suite.current().url));
      expect(Math.max(...latencies)).toBeLessThan(1_000);
      // 300 MB were sent; the server held at most the budget of them (64 MiB).
      expect(suite.current().rss() - before).toBeLessThan(150 * 1024 * 1024);
      // Past the budget the rest were refused at once (503, not read: send it again; a refusal
      // may reach the client as a reset, its body still in flight); the ones held are dropped at
      // the body deadline (10 s by default) with 408. Every socket is closed by the server.
      await Promise.all(attack.map((s) => s.closed));
      const answers = await Promise.all(attack.map((s) => s.answer));
      const timedOut = answers.filter((a) => a === 'HTTP/1.1 408 Request Timeout').length;
      expect(timedOut).toBeGreaterThan(0);
      expect(timedOut).toBeLessThanOrEqual(67);
      expect(answers.filter((a) => a !== 'HTTP/1.1 408 Request Timeout' && a !== 'HTTP/1.1 503 Service Unavailable' && a !== '')).toEqual([]);
      expect(answers.filter((a) => a === 'HTTP/1.1 503 Service Unavailable').length).toBeGreaterThan(0);
      await normalQueryMs(suite.current().url);
    } finally {
      for (const s of attack) s.socket.destroy();
    }
  }, 60_000);

  it('a 408 says what happened, in the GraphQL error shape, and leaves no body held', async () => {
    const { socket, closed } = stall(suite.current().port, 2_000, 1_000);
    let text = '';
    socket.on('data', (chunk) => (text += String(chunk)));
    await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toMatch(/connection: close/i);
    expect(text).toContain('"code":"REQUEST_TIMEOUT"');
    expect(text).toContain('did not arrive within 10 s');
  }, 30_000);
});

describe('open connections per address (security)', () => {
  const suite = productionServerPerSuite({ FACEOFF_HTTP_MAX_CONNECTIONS_PER_ADDRESS: '20' });

  it('past the cap an address has its new connections closed at once; another address is served as usual', async () => {
    const open: Socket[] = [];
    try {
      for (let i = 0; i < 20; i += 1) {
        const socket = connect({ host: '127.0.0.1', port: suite.current().port, localAddress: '127.0.0.3' });
        socket.on('error', () => undefined);
        await new Promise((resolve) => socket.once('connect', resolve));
        open.push(socket);
      }
      const extra = stall(suite.current().port, 10, 0, '127.0.0.3');
      await extra.closed;
      expect(await extra.answer).toBe('');
      // 127.0.0.1 (the normal query's) is another client.
      await normalQueryMs(suite.current().url);
    } finally {
      for (const socket of open) socket.destroy();
    }
  });
});
