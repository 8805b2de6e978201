import { print } from 'graphql';
import { BracketFeedDocument, CreateCompetitionDocument, CreateDivisionDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { deferred } from '../support/deferred';
import { type ProductionServer, productionServerPerSuite } from '../support/production-server';
import { rawSocket } from '../support/raw-ws';
import { ADMIN_TOKEN } from '../support/server';

/**
 * Per-address limits behind a proxy (docs/security.md, "Behind a proxy"; finding #5): on the built
 * server in production mode, with at most 2 WebSockets and 2 event streams per client address.
 * Without FACEOFF_TRUST_PROXY a client gains no second quota by forging X-Forwarded-For: the socket's
 * address counts. With FACEOFF_TRUST_PROXY=loopback (the tests connect from loopback, as a proxy on
 * the same host would) every forwarded client has its own quota, the address next to the proxy is
 * the one that counts, and IPv6 clients count by their /64.
 */

const CAPS = { FACEOFF_WS_MAX_CONNECTIONS_PER_ADDRESS: '2', FACEOFF_SSE_MAX_STREAMS_PER_ADDRESS: '2', FACEOFF_WS_KEEPALIVE_MS: '0' };
const WS_REFUSAL = { status: 429, body: 'Too many connections from this address' };
const SSE_REFUSAL = {
  status: 429,
  json: { errors: [{ message: 'This address already holds 2 event streams, the most one address may hold', extensions: { code: 'TOO_MANY_STREAMS' } }] },
};

type Socket = ReturnType<typeof rawSocket>;

/** A graphql-transport-ws socket to the server, sent with `headers` (and from `localAddress` when given). */
function socketTo(server: ProductionServer, headers: Record<string, string>, localAddress?: string): Socket {
  return rawSocket(`ws://127.0.0.1:${server.port}/graphql`, { headers, ...(localAddress ? { localAddress } : {}) });
}

/** A socket that must be let in: resolves once it is acknowledged (connection_ack). */
async function admitted(server: ProductionServer, headers: Record<string, string>, localAddress?: string): Promise<Socket> {
  const socket = socketTo(server, headers, localAddress);
  await socket.init();
  return socket;
}

/** What a socket that must be refused is answered at the upgrade (101 when it is let in after all: it is closed again). */
async function refusedUpgrade(server: ProductionServer, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const socket = socketTo(server, headers);
  const admittedAfterAll = socket.opened.then(
    () => ({ status: 101, body: '' }),
    () => new Promise<never>(() => undefined),
  );
  const answer = await Promise.race([socket.refusal, admittedAfterAll]);
  if (answer.status === 101) await closeAll([socket]);
  return answer;
}

async function closeAll(sockets: Socket[]): Promise<void> {
  for (const socket of sockets) socket.socket.close();
  await Promise.all(sockets.map((socket) => socket.closed));
}

const forwardedFor = (address: string) => ({ 'x-forwarded-for': address });

interface Stream {
  status: number;
  /** the first event the stream sends */
  first: Promise<string>;
  cancel(): void;
}

/** Opens an event stream of the division's bracket with `headers`: the stream, or the refusal's status and JSON. */
async function openStream(server: ProductionServer, divisionId: string, headers: Record<string, string>): Promise<Stream | { status: number; json: unknown }> {
  const control = new AbortController();
  const response = await fetch(`${server.origin}/graphql/stream`, {
    method: 'POST',
    signal: control.signal,
    headers: { accept: 'text/event-stream', 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: print(BracketFeedDocument), variables: { divisionId } }),
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return { status: response.status, json: await response.json() };
  const first = deferred<string>();
  first.promise.catch(() => undefined);
  // Read to the end (leaving the loop early would cancel the response, and so the stream).
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        const event = /^event: (.*)\n(?:.*\n)*?\n/m.exec(buffer);
        if (event) first.resolve(event[1]);
      }
    } catch {
      // cancelled: the stream is over all the same
    }
    first.reject(new Error('the stream ended before its first event'));
  })();
  return { status: response.status, first: first.promise, cancel: () => control.abort() };
}

/** A stream that must be let in: resolves once its first event has come. */
async function streaming(server: ProductionServer, divisionId: string, headers: Record<string, string>): Promise<Stream> {
  const opened = await openStream(server, divisionId, headers);
  if (!('first' in opened)) throw new Error(`expected an event stream, got ${opened.status} ${JSON.stringify(opened.json)}`);
  expect(await opened.first).toBe('next');
  return opened;
}

/** A division to watch the bracket of (none is made: its feed sends null, then stays open). */
async function division(server: ProductionServer): Promise<string> {
  const { createCompetition } = await ok(server.url, CreateCompetitionDocument, { input: { name: 'Proxy Cup', kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC' } }, ADMIN_TOKEN);
  const { createDivision } = await ok(server.url, CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'A' } }, ADMIN_TOKEN);
  return createDivision.id;
}

describe('per-address limits without a trusted proxy (security)', () => {
  const suite = productionServerPerSuite(CAPS);

  it('a client forging a distinct X-Forwarded-For on every WebSocket still gets 2; the 3rd is refused at the upgrade with 429', async () => {
    const server = suite.current();
    const open = [await admitted(server, forwardedFor('203.0.113.1')), await admitted(server, forwardedFor('203.0.113.2'))];
    try {
      expect(await refusedUpgrade(server, forwardedFor('203.0.113.3'))).toEqual(WS_REFUSAL);
      expect(await refusedUpgrade(server, forwardedFor('2001:db8:9::1'))).toEqual(WS_REFUSAL);
      expect(await refusedUpgrade(server, {})).toEqual(WS_REFUSAL);
      // What counts is the socket's own address: another one is another client.
      open.push(await admitted(server, forwardedFor('203.0.113.1'), '127.0.0.2'));
    } finally {
      await closeAll(open);
    }
  });

  it('a client forging a distinct X-Forwarded-For on every event stream still gets 2; the 3rd is refused with 429 TOO_MANY_STREAMS', async () => {
    const server = suite.current();
    const divisionId = await division(server);
    const open = [await streaming(server, divisionId, forwardedFor('203.0.113.1')), await streaming(server, divisionId, forwardedFor('203.0.113.2'))];
    try {
      expect(await openStream(server, divisionId, forwardedFor('203.0.113.3'))).toEqual(SSE_REFUSAL);
    } finally {
      for (const stream of open) stream.cancel();
    }
  });
});

describe('per-address limits behind a trusted proxy, FACEOFF_TRUST_PROXY=loopback (security)', () => {
  const suite = productionServerPerSuite({ ...CAPS, FACEOFF_TRUST_PROXY: 'loopback' });

  it('two forwarded clients each get their own 2 WebSockets; a 3rd for the same client is refused with 429, also when it puts a forged address first', async () => {
    const server = suite.current();
    const open: Socket[] = [];
    try {
      for (const client of ['198.51.100.7', '198.51.100.8']) {
        open.push(await admitted(server, forwardedFor(client)), await admitted(server, forwardedFor(client)));
      }
      expect(await refusedUpgrade(server, forwardedFor('198.51.100.7'))).toEqual(WS_REFUSAL);
      expect(await refusedUpgrade(server, forwardedFor('198.51.100.8'))).toEqual(WS_REFUSAL);
      // The address next to the trusted proxy is the client; what the client itself put before it counts for nothing.
      expect(await refusedUpgrade(server, forwardedFor('203.0.113.99, 198.51.100.7'))).toEqual(WS_REFUSAL);
      // An IPv4-mapped form of the same client is the same client.
      expect(await refusedUpgrade(server, forwardedFor('::ffff:198.51.100.8'))).toEqual(WS_REFUSAL);
      // A third forwarded client is served as usual.
      open.push(await admitted(server, forwardedFor('198.51.100.9')));
    } finally {
      await closeAll(open);
    }
  });

  it('forwarded IPv6 addresses of one /64 share one quota of WebSockets; another /64 has its own', async () => {
    const server = suite.current();
    const open: Socket[] = [];
    try {
      open.push(await admitted(server, forwardedFor('2001:db8:1:2::1')), await admitted(server, forwardedFor('2001:db8:1:2::ffff')));
      expect(await refusedUpgrade(server, forwardedFor('2001:db8:1:2:abcd:ef01:2345:6789'))).toEqual(WS_REFUSAL);
      expect(await refusedUpgrade(server, forwardedFor('2001:0db8:0001:0002:0000:0000:0000:0002'))).toEqual(WS_REFUSAL);
      open.push(await admitted(server, forwardedFor('2001:db8:1:3::1')), await admitted(server, forwardedFor('2001:db8:1:3::2')));
      expect(await refusedUpgrade(server, forwardedFor('2001:db8:1:3::3'))).toEqual(WS_REFUSAL);
    } finally {
      await closeAll(open);
    }
  });

  it('two forwarded clients each get their own 2 event streams; a 3rd for the same client is refused with 429 TOO_MANY_STREAMS', async () => {
    const server = suite.current();
    const divisionId = await division(server);
    const open: Stream[] = [];
    try {
      for (const client of ['198.51.100.17', '198.51.100.18']) {
        open.push(await streaming(server, divisionId, forwardedFor(client)), await streaming(server, divisionId, forwardedFor(client)));
      }
      expect(await openStream(server, divisionId, forwardedFor('198.51.100.17'))).toEqual(SSE_REFUSAL);
      expect(await openStream(server, divisionId, forwardedFor('203.0.113.99, 198.51.100.18'))).toEqual(SSE_REFUSAL);
      // IPv6 by /64 here too.
      open.push(await streaming(server, divisionId, forwardedFor('2001:db8:5:6::1')), await streaming(server, divisionId, forwardedFor('2001:db8:5:6::2')));
      expect(await openStream(server, divisionId, forwardedFor('2001:db8:5:6::3'))).toEqual(SSE_REFUSAL);
    } finally {
      for (const stream of open) stream.cancel();
    }
  });
});
