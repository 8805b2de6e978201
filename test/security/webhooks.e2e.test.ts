import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateWebhookDocument, StartGameDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, serverPerSuite, SQLITE } from '../support/server';
import { type Delivery, deliveriesWhen } from '../support/webhooks';
import type { FaceoffServer } from '../../src/server/app';

/**
 * Webhooks and server-side request forgery (docs/security.md, "Webhooks: outgoing requests"): an
 * IPv6 address that carries an IPv4 one (6to4, SIIT, NAT64, Teredo) is judged by the IPv4 address it
 * reaches, so `[2002:7f00:1::]` is the loopback interface and refused; and against a real receiver,
 * a redirect is not followed and an answer over 64 KB is cut off, the attempt recorded as failed.
 */

describe('webhook receivers that reach a private IPv4 address through IPv6 (security)', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;

  it.each([
    ['http://[2002:7f00:1::]/hook', /points at an IPv6 address reaching 127\.0\.0\.1 \(6to4\), a loopback address/],
    ['http://[2002:a9fe:a9fe::]/latest/meta-data/', /reaching 169\.254\.169\.254 \(6to4\), a cloud metadata address/],
    ['http://[::ffff:0:7f00:1]/hook', /points at an IPv6 address reaching 127\.0\.0\.1 \(SIIT\), a loopback address/],
    ['http://[::ffff:0:a00:1]/hook', /reaching 10\.0\.0\.1 \(SIIT\), a private address \(RFC 1918\)/],
    ['http://[64:ff9b::7f00:1]/hook', /reaching 127\.0\.0\.1 \(NAT64\), a loopback address/],
    ['http://[64:ff9b:1::a00:1]/hook', /a local-use NAT64 address \(RFC 8215\)/],
    ['http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook', /reaching 127\.0\.0\.1 \(Teredo\), a loopback address/],
    ['http://[::7f00:1]/hook', /points at a loopback address/],
  ])('%s is refused at creation, naming the IPv4 address it reaches; nothing stored', async (receiverUrl, why) => {
    const before = await rowCounts(suite.current().db);
    const refused = await failure(url(), CreateWebhookDocument, { input: { url: receiverUrl, events: ['GOAL'] } }, ADMIN_TOKEN);
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.extensions.fields).toEqual([expect.objectContaining({ field: 'input.url' })]);
    expect(refused.message).toMatch(why);
    expect(await rowCounts(suite.current().db)).toEqual(before);
    // The server keeps answering.
    expect((await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ serverTime }"}' })).status).toBe(200);
  });

  it.each(['http://[2002:808:808::1]/hook', 'http://[::ffff:0:808:808]/hook', 'http://[64:ff9b::808:808]/hook'])('%s, reaching 8.8.8.8, is taken', async (receiverUrl) => {
    const { createWebhook } = await ok(url(), CreateWebhookDocument, { input: { url: receiverUrl, events: ['GOAL'] } }, ADMIN_TOKEN);
    expect(createWebhook.webhook.url).toBe(receiverUrl);
  });
});

describe('webhook attempts against a real receiver: no redirect followed, no answer read past 64 KB (security)', () => {
  // Receivers on the loopback interface (allowed here); one attempt per delivery, so its outcome is final.
  const suite = serverPerSuite(SQLITE, { FACEOFF_WEBHOOK_ALLOW_PRIVATE: '1', FACEOFF_WEBHOOK_MAX_ATTEMPTS: '1', FACEOFF_WEBHOOK_POLL_MS: '60000' });
  const url = () => suite.current().url;

  let receiver: Server;
  let port: number;
  const paths: string[] = [];
  let answer: (path: string, res: import('node:http').ServerResponse) => void = (_path, res) => res.writeHead(200).end();
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        paths.push(req.url ?? '');
        answer(req.url ?? '', res);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
  });
  afterEach(() => {
    paths.splice(0);
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  /** The webhook's deliveries once every one of them has its final outcome. */
  const settled = (server: FaceoffServer, webhookId: string) => deliveriesWhen(server, webhookId, (rows) => rows.length > 0 && rows.every((r) => r.status !== 'PENDING'));

  /** A webhook on GAME_STARTED to `path`, and a game started: its one delivery, settled. */
  async function deliverTo(path: string): Promise<Delivery> {
    const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
    const { createWebhook } = await ok(url(), CreateWebhookDocument, { input: { url: `http://127.0.0.1:${port}${path}`, events: ['GAME_STARTED'], competitionId: league.competitionId } }, ADMIN_TOKEN);
    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const [row] = await settled(suite.current(), createWebhook.webhook.id);
    return row;
  }

  it('a 302 is not followed: the receiver is asked once, the redirect target never, and the attempt fails', async () => {
    answer = (path, res) => (path === '/hook' ? res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end() : res.writeHead(200).end());
    const row = await deliverTo('/hook');
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, lastStatusCode: 302, lastError: 'answered 302: redirects are not followed', deliveredAt: null });
    expect(paths).toEqual(['/hook']);
  });

  it('an answer over 64 KB is cut off and the attempt recorded as failed, though its status is 200', async () => {
    const held: Array<import('node:http').ServerResponse> = [];
    answer = (_path, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write(Buffer.alloc(256 * 1024, 'x'));
      held.push(res); // never ended: only the bound ends the read
    };
    try {
      const row = await deliverTo('/big');
      expect(row).toMatchObject({ status: 'FAILED', attempts: 1, lastStatusCode: 200, lastError: 'answered 200 with more than 65536 bytes: cut off', deliveredAt: null });
    } finally {
      for (const res of held) res.destroy();
    }
  });

  it('an answer of 64 KB at most is read and counts: delivered', async () => {
    answer = (_path, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.alloc(64 * 1024, 'x'));
    expect(await deliverTo('/fits')).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 200, lastError: null });
  });
});
