import type { FaceoffServer } from '../../src/server/app';
import { DOCUMENT_CACHE_BYTES } from '../../src/server/websocket';
import { rawSocket } from '../support/raw-ws';
import { startTestServer } from '../support/server';

/**
 * WebSocket frames and connections (docs/security.md, "WebSocket"): a frame is at most
 * FACEOFF_WS_MAX_PAYLOAD_BYTES; nothing a socket sends before connection_init is kept; the parsed
 * document cache has a byte budget; one address holds at most FACEOFF_WS_MAX_CONNECTIONS_PER_ADDRESS
 * sockets; a frame that is not JSON closes its socket with 4400 (bad request), not 4500.
 */
describe('WebSocket frames and connections', () => {
  let server: FaceoffServer;
  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl: 'sqlite::memory:',
      settings: { FACEOFF_WS_MAX_PAYLOAD_BYTES: '65536', FACEOFF_WS_MAX_CONNECTIONS_PER_ADDRESS: '4', FACEOFF_WS_KEEPALIVE_MS: '0' },
    });
  });
  afterAll(() => server.stop());

  const healthy = async () => (await fetch(server.url.replace('/graphql', '/healthz'))).status;
  /** A valid document of about `bytes` bytes: its bulk is a comment, which costs no tokens. */
  const padded = (bytes: number, tag: string) => `# ${tag} ${'x'.repeat(bytes)}\n{ competitions { id } }`;

  it('closes a socket whose frame is over the bound with 1009, before anything is parsed or kept', async () => {
    const before = server.websocket.stats();
    const ws = rawSocket(server.wsUrl);
    await ws.opened;
    ws.send({ id: '1', type: 'subscribe', payload: { query: padded(2 * 1024 * 1024, 'big') } });
    expect((await ws.closed).code).toBe(1009);
    expect(server.websocket.stats()).toMatchObject({ documentsCached: before.documentsCached, documentBytesCached: before.documentBytesCached });
    expect(await healthy()).toBe(200);
  });

  it('keeps nothing a socket sends before connection_init (closed 4401)', async () => {
    const before = server.websocket.stats();
    const sockets = Array.from({ length: 3 }, (_, i) => {
      const ws = rawSocket(server.wsUrl);
      void ws.opened.then(() => ws.send({ id: '1', type: 'subscribe', payload: { query: padded(60_000, `early-${i}`) } }));
      return ws;
    });
    for (const ws of sockets) expect((await ws.closed).code).toBe(4401);
    expect(server.websocket.stats()).toMatchObject({ documentsCached: before.documentsCached, documentBytesCached: before.documentBytesCached });
  });

  it(`keeps at most ${DOCUMENT_CACHE_BYTES} bytes of parsed documents, however many distinct ones arrive`, async () => {
    const ws = rawSocket(server.wsUrl);
    try {
      await ws.init();
      // 200 distinct documents of ~60 KB each: 24 MB of text as UTF-16, more than the budget.
      for (let i = 0; i < 200; i++) {
        const answer = await ws.operation(`q${i}`, padded(60_000, `distinct-${i}`));
        expect(answer).toMatchObject({ type: 'next', payload: { data: { competitions: expect.any(Array) } } });
      }
      const { documentsCached, documentBytesCached } = server.websocket.stats();
      expect(documentBytesCached).toBeLessThanOrEqual(DOCUMENT_CACHE_BYTES);
      expect(documentsCached).toBeLessThan(200);
      // Short texts, large trees: 40 distinct documents of ~3,000 tokens (595 small operations) in ~16 KB each are weighed by their trees.
      const operations = Array.from({ length: 595 }, (_, j) => `query Q${j} { __typename }`).join(' ');
      for (let i = 0; i < 40; i++) {
        const answer = await ws.operation(`t${i}`, `# tokens-${i}\n${operations}`, {}, 'Q7');
        expect(answer).toMatchObject({ type: 'next', payload: { data: { __typename: 'Query' } } });
      }
      expect(server.websocket.stats().documentBytesCached).toBeLessThanOrEqual(DOCUMENT_CACHE_BYTES);
      expect(server.websocket.stats().documentsCached).toBeLessThan(40);
    } finally {
      ws.socket.close();
    }
  });

  it('closes a socket that sends a frame that is not JSON with 4400, not as a server error', async () => {
    const ws = rawSocket(server.wsUrl);
    await ws.init();
    ws.send('{"complete" oops');
    expect((await ws.closed).code).toBe(4400);
  });

  it('refuses a connection over the per-address bound at the upgrade with 429, and takes one again once a socket closes', async () => {
    const open = Array.from({ length: 4 }, () => rawSocket(server.wsUrl));
    await Promise.all(open.map((ws) => ws.opened));
    const fifth = rawSocket(server.wsUrl);
    expect(await fifth.refused).toBe(429);
    // Plain HTTP is unaffected.
    expect(await healthy()).toBe(200);

    open[0].socket.close();
    await open[0].closed;
    await waitForConnections(3);
    const again = rawSocket(server.wsUrl);
    await again.init();
    for (const ws of [...open.slice(1), again]) ws.socket.close();
    await Promise.all([...open.slice(1), again].map((ws) => ws.closed));
  });

  /** The server counts a closed socket once its own close handler has run: wait for that, by its stats. */
  async function waitForConnections(n: number): Promise<void> {
    while (server.websocket.stats().connections > n) await new Promise((resolve) => setImmediate(resolve));
  }
});
