import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postMessage, type Resolve } from '../../src/services/webhooks/sender';

/**
 * One webhook attempt against a real node:http receiver (R52, R53): the host is resolved once, by
 * the resolver given (here a table, so a test host name can point anywhere), every address is
 * checked, and the connection goes to the checked address while the Host header keeps the name.
 */
describe('postMessage: one attempt, pinned to the address it checked', () => {
  let server: Server;
  let port: number;
  const requests: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const held: ServerResponse[] = [];
  let answer: (res: ServerResponse) => void = (res) => res.writeHead(200).end();

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        requests.push({ headers: req.headers, body });
        answer(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => {
    requests.splice(0);
    for (const res of held.splice(0)) res.destroy();
    answer = (res) => res.writeHead(200).end();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A resolver from a table, counting its calls. */
  function resolver(table: Record<string, string[]>): Resolve & { calls: string[] } {
    const calls: string[] = [];
    const resolve = async (hostname: string) => {
      calls.push(hostname);
      return (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    return Object.assign(resolve, { calls });
  }
  const options = (extra: Partial<Parameters<typeof postMessage>[3]> = {}) => ({ allowPrivate: true, timeoutMs: 5_000, signal: new AbortController().signal, ...extra });

  it('connects to the address the one resolution gave, with the name in the Host header', async () => {
    const resolve = resolver({ 'receiver.faceoff.test': ['127.0.0.1'] });
    const outcome = await postMessage(`http://receiver.faceoff.test:${port}/hook`, { 'webhook-id': 'msg_1' }, '{"a":1}', options({ resolve }));
    expect(outcome).toEqual({ statusCode: 200 });
    expect(resolve.calls).toEqual(['receiver.faceoff.test']);
    expect(requests).toHaveLength(1);
    expect(requests[0].headers).toMatchObject({ host: `receiver.faceoff.test:${port}`, 'webhook-id': 'msg_1', 'content-type': 'application/json' });
    expect(requests[0].body).toBe('{"a":1}');
  });

  it('R52: a name with one private address among public ones is refused, and nothing is sent', async () => {
    const resolve = resolver({ 'rebind.faceoff.test': ['93.184.216.34', '127.0.0.1'] });
    const outcome = await postMessage(`http://rebind.faceoff.test:${port}/`, {}, '{}', options({ resolve, allowPrivate: false }));
    expect(outcome).toEqual({ error: 'refused: rebind.faceoff.test resolves to 127.0.0.1, a loopback address' });
    expect(requests).toHaveLength(0);
  });

  it('R52: an IPv4-mapped loopback literal is refused without resolving anything', async () => {
    const resolve = resolver({});
    const outcome = await postMessage(`http://[::ffff:127.0.0.1]:${port}/`, {}, '{}', options({ resolve, allowPrivate: false }));
    expect(outcome).toEqual({ error: 'refused: the URL points at a loopback address' });
    expect(resolve.calls).toEqual([]);
  });

  it('a name that does not resolve fails the attempt', async () => {
    const outcome = await postMessage(`http://nowhere.faceoff.test:${port}/`, {}, '{}', options({ resolve: resolver({}) }));
    expect(outcome).toEqual({ error: 'refused: nowhere.faceoff.test does not resolve' });
  });

  it('R53: a 302 is answered as its status, not followed', async () => {
    answer = (res) => res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
    expect(await postMessage(`http://127.0.0.1:${port}/hook`, {}, '{}', options())).toEqual({ statusCode: 302 });
    expect(requests).toHaveLength(1);
  });

  it('R53: a redirect is answered as its status, not followed', async () => {
    answer = (res) => res.writeHead(307, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
    const outcome = await postMessage(`http://127.0.0.1:${port}/hook`, {}, '{}', options());
    expect(outcome).toEqual({ statusCode: 307 });
    expect(requests.map((r) => r.body)).toEqual(['{}']);
  });

  it('an answer far over 64 KB is cut off there, not read to its end, and fails the attempt', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write(Buffer.alloc(256 * 1024, 'x'));
      held.push(res); // never ended
    };
    // A minute's timeout, past the test's 30 s: only the bounded read lets the attempt end.
    expect(await postMessage(`http://127.0.0.1:${port}/hook`, {}, '{}', options({ timeoutMs: 60_000 }))).toEqual({ statusCode: 200, error: 'answered 200 with more than 65536 bytes: cut off' });
  });

  it('an answer of exactly 64 KB is read, and the status counts', async () => {
    answer = (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.alloc(64 * 1024, 'x'));
    expect(await postMessage(`http://127.0.0.1:${port}/hook`, {}, '{}', options())).toEqual({ statusCode: 200 });
  });

  it('R52: the address the socket actually connected to is judged before anything is sent (a network that delivers elsewhere than the checked address)', async () => {
    const resolve = resolver({ 'public.faceoff.test': ['93.184.216.34'] });
    // The name checks out as public; the connection lands on the loopback interface all the same.
    const connectVia: NonNullable<Parameters<typeof postMessage>[3]['connectVia']> = (_host, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    };
    const outcome = await postMessage(`http://public.faceoff.test:${port}/hook`, {}, '{"secret":1}', options({ resolve, connectVia, allowPrivate: false }));
    expect(outcome).toEqual({ error: 'refused: the connection reached 127.0.0.1, a loopback address' });
    expect(requests).toHaveLength(0);
  });

  it('R52: an IPv6 literal that reaches a loopback IPv4 address (6to4, SIIT) is refused without connecting', async () => {
    for (const literal of ['[2002:7f00:1::]', '[::ffff:0:7f00:1]']) {
      expect(await postMessage(`http://${literal}:${port}/`, {}, '{}', options({ allowPrivate: false }))).toEqual({
        error: expect.stringMatching(/^refused: the URL points at an IPv6 address reaching 127\.0\.0\.1 \((6to4|SIIT)\), a loopback address$/),
      });
    }
    expect(requests).toHaveLength(0);
  });

  it('R53: no answer within the timeout fails the attempt', async () => {
    answer = (res) => held.push(res);
    expect(await postMessage(`http://127.0.0.1:${port}/hook`, {}, '{}', options({ timeoutMs: 200 }))).toEqual({ error: 'no answer within 200 ms' });
  });

  it('a stop aborts the attempt in flight at once', async () => {
    const stop = new AbortController();
    answer = (res) => {
      held.push(res);
      stop.abort();
    };
    expect(await postMessage(`http://127.0.0.1:${port}/hook`, {}, '{}', options({ signal: stop.signal, timeoutMs: 60_000 }))).toEqual({ error: 'the server is stopping' });
  });
});
