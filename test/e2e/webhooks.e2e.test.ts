import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import {
  CertifyGameDocument,
  CreateApiTokenDocument,
  CreateWebhookDocument,
  DeleteWebhookDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  RecordResultDocument,
  ScheduleGameDocument,
  SetSuspensionDocument,
  StartClockDocument,
  StartGameDocument,
  WebhookDeliveriesDocument,
  WebhookDeliveriesPageDocument,
  WebhooksDocument,
  type WebhookEvent,
} from '../generated/graphql';
import { failure, gql, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, type Backend, channelPrefix, SQLITE, serverPerSuite, startTestServer } from '../support/server';
import { describeWith } from '../support/services';
import { deliveriesWhen } from '../support/webhooks';
import { WebhookDeliveryEntity, WebhookEntity } from '../../src/db/entities';
import { WebhookDispatcher } from '../../src/services/webhooks/dispatcher';

/**
 * Webhooks (docs/open-data.md, "Webhooks"): Standard Webhooks messages signed with the secret given
 * once, written to an outbox in the transaction of the change, sent after commit by a dispatcher
 * that retries with backoff (R53) and survives a restart, to receivers that are not on private
 * addresses unless the server allows them (R52). Each receiver here is a real node:http server on
 * the loopback interface.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver: every request is kept, and answered with `answer(n)` for the n-th (1-based), or held
 * unanswered while `answer` returns null. `received(n)` resolves once n requests have come.
 */
async function receiver(answer: (n: number) => number | null = () => 200) {
  const requests: Received[] = [];
  const waiters: Array<{ n: number; resolve(): void }> = [];
  const held: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = receiverState.answer(requests.length);
      if (status === null) held.push(res);
      else res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      for (const w of waiters.filter((w) => requests.length >= w.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  const receiverState = { answer };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    requests,
    state: receiverState,
    received(n: number): Promise<void> {
      if (requests.length >= n) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
type Receiver = Awaited<ReturnType<typeof receiver>>;

function verified(secret: string, request: Received): { type: string; timestamp: string; data: Record<string, unknown> } {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, unknown> };
}

async function createWebhook(url: string, input: { url: string; events: WebhookEvent[]; competitionId?: string | null }) {
  return (await ok(url, CreateWebhookDocument, { input }, ADMIN_TOKEN)).createWebhook;
}

/** A started game of `league` with its clock running. */
async function liveGame(url: string, gameId: string) {
  await ok(url, StartGameDocument, { gameId }, ADMIN_TOKEN);
  await ok(url, StartClockDocument, { gameId }, ADMIN_TOKEN);
}

/** Receivers on the loopback interface, retries 5 ms apart (doubling), five attempts; no poll within a test: only commits wake the dispatcher. */
const ALLOW_PRIVATE = { FACEOFF_WEBHOOK_ALLOW_PRIVATE: '1', FACEOFF_WEBHOOK_RETRY_BASE_MS: '5', FACEOFF_WEBHOOK_MAX_ATTEMPTS: '5', FACEOFF_WEBHOOK_POLL_MS: '60000' };

for (const backend of BACKENDS) {
  describeWith(backend.needs, `webhooks on ${backend.name}`, () => {
    const suite = serverPerSuite(backend, ALLOW_PRIVATE);
    const url = () => suite.current().url;
    const receivers: Receiver[] = [];
    const listen = async (answer?: (n: number) => number | null) => {
      const r = await receiver(answer);
      receivers.push(r);
      return r;
    };
    afterEach(async () => {
      await Promise.all(receivers.splice(0).map((r) => r.close()));
    });

    it('a goal reaches the receiver as a signed game.goal that verifies with the secret; a webhook of another competition gets none of it', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      const other = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      const hook = await listen();
      const created = await createWebhook(url(), { url: hook.url('/goals'), events: ['GOAL'], competitionId: league.competitionId });
      const elsewhere = await createWebhook(url(), { url: hook.url('/other'), events: ['GOAL'], competitionId: other.competitionId });
      expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
      expect(created.webhook).toMatchObject({ url: hook.url('/goals'), events: ['GOAL'], competitionId: league.competitionId });

      await liveGame(url(), league.gameId);
      const [home] = league.teams;
      await ok(url(), RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: home.players[4].id, assistIds: [home.players[5].id] } }, ADMIN_TOKEN);
      await hook.received(1);

      const [request] = hook.requests;
      const message = verified(created.secret, request);
      expect(message.type).toBe('game.goal');
      expect(Number.isNaN(Date.parse(message.timestamp))).toBe(false);
      expect(message.data).toMatchObject({
        competitionId: league.competitionId,
        divisionId: league.divisionId,
        gameId: league.gameId,
        homeTeamId: home.id,
        awayTeamId: league.teams[1].id,
        teamId: home.id,
        scorerId: home.players[4].id,
        assistIds: [home.players[5].id],
        strength: 'EVEN',
        score: { home: 1, away: 0 },
        status: 'IN_PROGRESS',
        period: 1,
      });
      expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(request.headers['content-type']).toBe('application/json');
      // The other webhook's secret does not verify it.
      expect(() => verified(elsewhere.secret, request)).toThrow();

      const [delivered] = await deliveriesWhen(suite.current(), created.webhook.id, (rows) => rows[0]?.status === 'DELIVERED');
      expect(delivered).toMatchObject({ type: 'game.goal', event: 'GOAL', messageId: request.headers['webhook-id'], attempts: 1, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
      expect(delivered.deliveredAt).not.toBeNull();
      // The outbox rows are written by the change itself: the other competition's webhook has none.
      expect((await ok(url(), WebhookDeliveriesDocument, { webhookId: elsewhere.webhook.id }, ADMIN_TOKEN)).webhookDeliveries).toEqual([]);
      // The log as a connection: the same delivery, a page of one, nothing before or after it.
      const paged = (await ok(url(), WebhookDeliveriesPageDocument, { webhookId: created.webhook.id, first: 1 }, ADMIN_TOKEN)).webhookDeliveriesConnection;
      expect(paged.edges.map((e) => e.node)).toEqual([{ id: delivered.id, messageId: delivered.messageId, status: 'DELIVERED' }]);
      expect(paged.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: paged.edges[0].cursor, endCursor: paged.edges[0].cursor });
      const after = (await ok(url(), WebhookDeliveriesPageDocument, { webhookId: created.webhook.id, first: 1, after: paged.pageInfo.endCursor }, ADMIN_TOKEN)).webhookDeliveriesConnection;
      expect(after).toEqual({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null } });
      expect((await ok(url(), WebhookDeliveriesPageDocument, { webhookId: elsewhere.webhook.id }, ADMIN_TOKEN)).webhookDeliveriesConnection.edges).toEqual([]);
      expect(hook.requests.map((r) => r.headers['webhook-id'])).toEqual([request.headers['webhook-id']]);
    });

    it('R53: a receiver answering 500 three times gets the message a fourth time with the same webhook-id, and it is delivered with attempts = 4; an idempotent receiver processes it once', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      const hook = await listen((n) => (n <= 3 ? 500 : 200));
      const { webhook, secret } = await createWebhook(url(), { url: hook.url(), events: ['GAME_STARTED'], competitionId: league.competitionId });
      await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);

      const [row] = await deliveriesWhen(suite.current(), webhook.id, (rows) => rows[0]?.status === 'DELIVERED');
      expect(row).toMatchObject({ type: 'game.started', status: 'DELIVERED', attempts: 4, lastStatusCode: 200, lastError: null });
      expect(hook.requests).toHaveLength(4);
      const ids = new Set(hook.requests.map((r) => r.headers['webhook-id']));
      expect([...ids]).toEqual([row.messageId]);
      // Every attempt is signed anew, and each verifies; the body is the same bytes every time.
      expect(new Set(hook.requests.map((r) => r.body)).size).toBe(1);
      for (const request of hook.requests) expect(verified(secret, request).type).toBe('game.started');
      // A receiver keyed by webhook-id processes what it accepted (the 200) once.
      const processed = new Map<string, unknown>();
      hook.requests.forEach((request, i) => {
        const accepted = i + 1 > 3;
        if (accepted && !processed.has(request.headers['webhook-id'] as string)) processed.set(request.headers['webhook-id'] as string, verified(secret, request).data);
      });
      expect(processed.size).toBe(1);
    });

    it('a receiver that keeps failing: FAILED after the last attempt, with its status kept', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      const hook = await listen(() => 503);
      const { webhook } = await createWebhook(url(), { url: hook.url(), events: ['GAME_STARTED'], competitionId: league.competitionId });
      await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      const [row] = await deliveriesWhen(suite.current(), webhook.id, (rows) => rows[0]?.status === 'FAILED');
      expect(row).toMatchObject({ status: 'FAILED', attempts: 5, lastStatusCode: 503, lastError: 'answered 503', nextAttemptAt: null, deliveredAt: null });
      expect(hook.requests).toHaveLength(5);
    });

    it('a redirect is not followed: the attempt fails and says so', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      const target = await listen();
      const hook = await listen(() => 302);
      const { webhook } = await createWebhook(url(), { url: hook.url(), events: ['GAME_STARTED'], competitionId: league.competitionId });
      await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      const [row] = await deliveriesWhen(suite.current(), webhook.id, (rows) => (rows[0]?.attempts ?? 0) >= 1);
      expect(row).toMatchObject({ lastStatusCode: 302, lastError: 'answered 302: redirects are not followed' });
      expect(target.requests).toHaveLength(0);
      await ok(url(), DeleteWebhookDocument, { id: webhook.id }, ADMIN_TOKEN);
    });

    it('a penalty, a suspension, a paper result (final and standings), its correction, a certification: each its message, for a webhook of every competition', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      const hook = await listen();
      const events: WebhookEvent[] = ['PENALTY', 'SUSPENSION_CHANGED', 'GAME_FINAL', 'STANDINGS_CHANGED', 'GAME_CERTIFIED'];
      const { webhook, secret } = await createWebhook(url(), { url: hook.url(), events });
      const [home, away] = league.teams;
      await liveGame(url(), league.gameId);
      await ok(url(), RecordPenaltyDocument, { input: { gameId: league.gameId, teamId: home.id, playerId: home.players[3].id, severity: 'MINOR', infraction: 'TRIPPING' } }, ADMIN_TOKEN);
      await ok(url(), SetSuspensionDocument, { input: { playerId: away.players[2].id, competitionId: league.competitionId, kind: 'GAMES', games: 2, reason: 'Conduct after the game' } }, ADMIN_TOKEN);
      const { scheduleGame } = await ok(
        url(),
        ScheduleGameDocument,
        { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2026-12-06T18:00:00.000Z', stage: 'ROUND_ROBIN' } },
        ADMIN_TOKEN,
      );
      await ok(url(), RecordResultDocument, { input: { gameId: scheduleGame.id, homeScore: 3, awayScore: 1, decision: 'REGULATION' } }, ADMIN_TOKEN);
      await ok(url(), RecordResultDocument, { input: { gameId: scheduleGame.id, homeScore: 1, awayScore: 2, decision: 'REGULATION', reason: 'The scoresheet was read wrong' } }, ADMIN_TOKEN);
      await ok(url(), CertifyGameDocument, { gameId: scheduleGame.id }, ADMIN_TOKEN);
      // Certifying again changes nothing, and sends nothing.
      await ok(url(), CertifyGameDocument, { gameId: scheduleGame.id }, ADMIN_TOKEN);

      const rows = await deliveriesWhen(suite.current(), webhook.id, (r) => r.length === 7 && r.every((d) => d.status === 'DELIVERED'));
      expect(rows.length).toBe(7);
      const messages = hook.requests.map((r) => verified(secret, r));
      const of = (type: string) => messages.filter((m) => m.type === type).map((m) => m.data);
      expect(messages.map((m) => m.type).sort()).toEqual(['game.certified', 'game.final', 'game.final', 'game.penalty', 'standings.changed', 'standings.changed', 'suspension.changed']);
      expect(of('game.penalty')).toEqual([expect.objectContaining({ gameId: league.gameId, teamId: home.id, playerId: home.players[3].id, severity: 'MINOR', infraction: 'TRIPPING' })]);
      expect(of('suspension.changed')).toEqual([expect.objectContaining({ change: 'CREATED', competitionId: league.competitionId, playerId: away.players[2].id, kind: 'GAMES', games: 2 })]);
      // A suspension's reason is not in the message (its readers are the team's and the officials').
      expect(JSON.stringify(of('suspension.changed'))).not.toContain('Conduct after the game');
      const finals = of('game.final').sort((a, b) => Number(a.corrected) - Number(b.corrected));
      expect(finals).toEqual([
        expect.objectContaining({ gameId: scheduleGame.id, status: 'FINAL', decision: 'REGULATION', score: { home: 3, away: 1 }, winnerTeamId: home.id, forfeited: false, corrected: false }),
        expect.objectContaining({ gameId: scheduleGame.id, status: 'FINAL', score: { home: 1, away: 2 }, winnerTeamId: away.id, corrected: true }),
      ]);
      const versions = of('standings.changed')
        .map((d) => d.version as number)
        .sort((a, b) => a - b);
      expect(of('standings.changed')).toEqual([
        expect.objectContaining({ competitionId: league.competitionId, divisionId: league.divisionId }),
        expect.objectContaining({ competitionId: league.competitionId, divisionId: league.divisionId }),
      ]);
      expect(versions[1]).toBe(versions[0] + 1);
      expect(of('game.certified')).toEqual([expect.objectContaining({ gameId: scheduleGame.id, status: 'FINAL', score: { home: 1, away: 2 } })]);
      await ok(url(), DeleteWebhookDocument, { id: webhook.id }, ADMIN_TOKEN);
    });

    it('a refused change writes no message; deleteWebhook takes the webhook and its log away', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      const hook = await listen();
      const { webhook } = await createWebhook(url(), { url: hook.url(), events: ['GOAL'], competitionId: league.competitionId });
      const before = await rowCounts(suite.current().db);
      // The game has not started: the goal is refused, and nothing is stored, no message either.
      const refused = await failure(url(), RecordGoalDocument, { input: { gameId: league.gameId, teamId: league.teams[0].id, scorerId: league.teams[0].players[4].id, assistIds: [] } }, ADMIN_TOKEN);
      expect(refused.code).toBe('RULE_VIOLATION');
      expect(await rowCounts(suite.current().db)).toEqual(before);
      expect((await ok(url(), DeleteWebhookDocument, { id: webhook.id }, ADMIN_TOKEN)).deleteWebhook.id).toBe(webhook.id);
      expect((await ok(url(), WebhooksDocument, {}, ADMIN_TOKEN)).webhooks.map((w) => w.id)).not.toContain(webhook.id);
      expect((await failure(url(), WebhookDeliveriesDocument, { webhookId: webhook.id }, ADMIN_TOKEN)).code).toBe('NOT_FOUND');
      expect((await failure(url(), WebhookDeliveriesPageDocument, { webhookId: webhook.id }, ADMIN_TOKEN)).code).toBe('NOT_FOUND');
      expect((await failure(url(), DeleteWebhookDocument, { id: webhook.id }, ADMIN_TOKEN)).code).toBe('NOT_FOUND');
    });

    it('R52: at most 10 webhooks per competition; the 11th is refused and nothing stored', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 2 });
      const hook = await listen();
      const made: string[] = [];
      for (let i = 0; i < 10; i += 1) made.push((await createWebhook(url(), { url: hook.url(`/${i}`), events: ['GOAL'], competitionId: league.competitionId })).webhook.id);
      const before = await rowCounts(suite.current().db);
      const refused = await failure(url(), CreateWebhookDocument, { input: { url: hook.url('/10'), events: ['GOAL'], competitionId: league.competitionId } }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R52' } });
      expect(await rowCounts(suite.current().db)).toEqual(before);
      for (const id of made) await ok(url(), DeleteWebhookDocument, { id }, ADMIN_TOKEN);
      // Room again once one is gone.
      const again = await createWebhook(url(), { url: hook.url('/10'), events: ['GOAL', 'GOAL'], competitionId: league.competitionId });
      expect(again.webhook.events).toEqual(['GOAL']);
      await ok(url(), DeleteWebhookDocument, { id: again.webhook.id }, ADMIN_TOKEN);
    });

    it('two dispatchers reading the outbox at once claim disjoint rows (the lease is taken by a conditional UPDATE)', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 2 });
      const server = suite.current();
      // Rows due now, written by hand: no commit wakes the server's own dispatcher for them.
      const webhook = await server.db.manager.save(
        server.db.manager.create(WebhookEntity, { url: 'http://127.0.0.1:9/', events: ['GOAL'], competitionId: league.competitionId, secret: `whsec_${randomBytes(24).toString('base64')}` }),
      );
      const ids = Array.from({ length: 12 }, () => randomUUID());
      const past = new Date(Date.now() - 60_000);
      await server.db.transaction(({ manager }) =>
        manager.insert(
          WebhookDeliveryEntity,
          ids.map((id) => ({ id, webhookId: webhook.id, event: 'GOAL' as const, body: '{}', status: 'PENDING' as const, attempts: 0, nextAttemptAt: past })),
        ),
      );
      const settings = { allowPrivate: true, retryBaseMs: 5, maxAttempts: 3, timeoutMs: 1_000, pollMs: 60_000 };
      const silent = pino({ level: 'silent' });
      const [a, b] = [new WebhookDispatcher(server.db, settings, silent), new WebhookDispatcher(server.db, settings, silent)];
      // The leases are the outbox's own: their commits leave the public read cache's answers alone
      // (it used to forget every answer at every poll of every instance).
      const heard: boolean[] = [];
      const stopListening = server.db.onCommit((tx) => heard.push(tx.changesPublicData));
      const [byA, byB] = await Promise.all([a.claimDue(), b.claimDue()]).finally(stopListening);
      expect(heard).toEqual([false, false]);
      const ours: string[] = [...byA, ...byB].map((r) => r.id).filter((id) => (ids as string[]).includes(id));
      expect(ours.length).toBeGreaterThan(0);
      expect(ours.length).toBe(new Set(ours).size);
      // While the leases hold, a third reader finds none of them to claim.
      const third = await new WebhookDispatcher(server.db, settings, silent).claimDue();
      expect(third.map((r) => r.id).filter((id) => ours.includes(id))).toEqual([]);
      await server.db.transaction(async ({ manager }) => {
        await manager.delete(WebhookDeliveryEntity, { webhookId: webhook.id });
        await manager.delete(WebhookEntity, { id: webhook.id });
      });
    });

    it('the secret is answered once: `webhooks` and the Webhook type never hold it', async () => {
      const hook = await listen();
      const created = (await ok(url(), CreateWebhookDocument, { input: { url: hook.url(), events: ['GOAL', 'GAME_FINAL'] } }, ADMIN_TOKEN)).createWebhook;
      const listed = await gql(url(), WebhooksDocument, {}, { token: ADMIN_TOKEN });
      expect(listed.data?.webhooks.map((w) => w.id)).toContain(created.webhook.id);
      expect(JSON.stringify(listed)).not.toContain(created.secret.slice('whsec_'.length));
      const introspection = parse('{ __type(name: "Webhook") { fields { name } } }') as TypedDocumentNode<{ __type: { fields: Array<{ name: string }> } }, Record<string, never>>;
      const fields = (await ok(url(), introspection, {}, ADMIN_TOKEN)).__type.fields.map((f) => f.name);
      expect(fields.sort()).toEqual(['competitionId', 'createdAt', 'events', 'id', 'url']);
      await ok(url(), DeleteWebhookDocument, { id: created.webhook.id }, ADMIN_TOKEN);
    });
  });

  describeWith(backend.needs, `webhook durability on ${backend.name}`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    /** One database for several instances in turn: a file for SQLite, a scratch database for MariaDB. */
    async function sharedDatabase(of: Backend): Promise<string> {
      if (of === SQLITE) {
        const path = join(tmpdir(), `faceoff-webhooks-${randomBytes(4).toString('hex')}.sqlite`);
        cleanups.push(async () => {
          for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
        });
        return `sqlite:${path}`;
      }
      const database = await of.database();
      cleanups.push(database.drop);
      return database.url;
    }

    it('a goal committed while its delivery is in flight, then the instance stopped: the stop is prompt, and the next instance on the same database delivers it, same webhook-id', async () => {
      const databaseUrl = await sharedDatabase(backend);
      const prefix = channelPrefix();
      // The first instance's attempt is held unanswered; its timeout is a minute, past the test's 30 s, so only a prompt stop lets the test pass.
      const hook = await receiver((n) => (n === 1 ? null : 200));
      cleanups.push(() => hook.close());
      const first = await startTestServer({ databaseUrl, redisUrl: backend.redisUrl, channelPrefix: prefix, settings: { ...ALLOW_PRIVATE, FACEOFF_WEBHOOK_TIMEOUT_MS: '60000' } });
      let firstStopped = false;
      cleanups.push(async () => {
        if (!firstStopped) await first.stop();
      });
      const league = await seedLeague(first.url, { playersPerTeam: 8, firstNumber: 1 });
      const { webhook, secret } = await createWebhook(first.url, { url: hook.url(), events: ['GOAL'], competitionId: league.competitionId });
      await liveGame(first.url, league.gameId);
      await ok(first.url, RecordGoalDocument, { input: { gameId: league.gameId, teamId: league.teams[1].id, scorerId: league.teams[1].players[4].id, assistIds: [] } }, ADMIN_TOKEN);
      await hook.received(1);
      await first.stop();
      firstStopped = true;

      const second = await startTestServer({ databaseUrl, redisUrl: backend.redisUrl, channelPrefix: prefix, settings: ALLOW_PRIVATE });
      cleanups.push(() => second.stop());
      const [row] = await deliveriesWhen(second, webhook.id, (rows) => rows[0]?.status === 'DELIVERED');
      // The aborted attempt is not counted: the receiver never answered it.
      expect(row).toMatchObject({ type: 'game.goal', attempts: 1, lastStatusCode: 200 });
      expect(hook.requests).toHaveLength(2);
      expect(hook.requests.map((r) => r.headers['webhook-id'])).toEqual([row.messageId, row.messageId]);
      expect(verified(secret, hook.requests[1]).data).toMatchObject({ gameId: league.gameId, score: { home: 0, away: 1 } });
    });

    it('R52 at delivery time: a receiver allowed when the webhook was made is refused by an instance that does not allow private addresses, and never called', async () => {
      const databaseUrl = await sharedDatabase(backend);
      const prefix = channelPrefix();
      const hook = await receiver();
      cleanups.push(() => hook.close());
      const first = await startTestServer({ databaseUrl, redisUrl: backend.redisUrl, channelPrefix: prefix, settings: ALLOW_PRIVATE });
      const league = await seedLeague(first.url, { playersPerTeam: 8, firstNumber: 1 });
      const { webhook } = await createWebhook(first.url, { url: `http://localhost:${hook.port}/hook`, events: ['GAME_STARTED'], competitionId: league.competitionId });
      await first.stop();

      const strict = await startTestServer({ databaseUrl, redisUrl: backend.redisUrl, channelPrefix: prefix, settings: { FACEOFF_WEBHOOK_RETRY_BASE_MS: '5', FACEOFF_WEBHOOK_MAX_ATTEMPTS: '2' } });
      cleanups.push(() => strict.stop());
      await ok(strict.url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      const [row] = await deliveriesWhen(strict, webhook.id, (rows) => rows[0]?.status === 'FAILED');
      expect(row.lastStatusCode).toBeNull();
      expect(row.lastError).toMatch(/^refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address$/);
      expect(hook.requests).toHaveLength(0);
    });
  });
}

describe('webhooks: who may manage them, and the receivers refused (R52) with the default settings', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;

  it.each([
    ['ftp://example.com/hook', /must be an http:\/\/ or https:\/\/ URL, not ftp:\/\//],
    ['http://127.0.0.1/hook', /points at a loopback address/],
    ['http://[::1]/', /points at a loopback address/],
    ['http://169.254.169.254/latest/meta-data/', /points at a cloud metadata address/],
    ['http://10.0.0.1/', /points at a private address \(RFC 1918\)/],
    ['http://[::ffff:192.168.0.1]/', /points at a private address \(RFC 1918\)/],
    ['http://localhost:9/hook', /localhost resolves to (127\.0\.0\.1|::1), a loopback address/],
    ['https://user:secret@example.com/', /must not carry a user name or password/],
  ])('%s is refused, nothing stored', async (receiverUrl, why) => {
    const before = await rowCounts(suite.current().db);
    const refused = await failure(url(), CreateWebhookDocument, { input: { url: receiverUrl, events: ['GOAL'] } }, ADMIN_TOKEN);
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toMatch(why);
    expect(await rowCounts(suite.current().db)).toEqual(before);
  });

  it('the bounds: a URL past 2,048 characters, no event, more events than there are, an unknown competition, an unknown webhook', async () => {
    const long = await failure(url(), CreateWebhookDocument, { input: { url: `https://example.com/${'a'.repeat(2_048)}`, events: ['GOAL'] } }, ADMIN_TOKEN);
    expect(long.code).toBe('BAD_USER_INPUT');
    expect((await failure(url(), CreateWebhookDocument, { input: { url: 'http://127.0.0.1/', events: [] } }, ADMIN_TOKEN)).code).toBe('BAD_USER_INPUT');
    const events = ['GOAL', 'GOAL', 'GOAL', 'GOAL', 'GOAL', 'GOAL', 'GOAL', 'GOAL'] as WebhookEvent[];
    expect((await failure(url(), CreateWebhookDocument, { input: { url: 'http://127.0.0.1/', events } }, ADMIN_TOKEN)).code).toBe('BAD_USER_INPUT');
    // A public address named literally: nothing to resolve, the competition is looked up.
    const competitionId = randomUUID();
    const unknown = await failure(url(), CreateWebhookDocument, { input: { url: 'https://[2606:4700::1111]/hook', events: ['GOAL'], competitionId } }, ADMIN_TOKEN);
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: `Competition ${competitionId} does not exist` });
    expect((await failure(url(), DeleteWebhookDocument, { id: randomUUID() }, ADMIN_TOKEN)).code).toBe('NOT_FOUND');
    const page = await failure(url(), WebhookDeliveriesDocument, { webhookId: randomUUID(), first: 201 }, ADMIN_TOKEN);
    expect(page).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/first/) });
  });

  it('only an ADMIN: anonymous callers and other tokens are refused every webhook operation', async () => {
    const league = await seedLeague(url());
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Rink tablet', role: 'SCOREKEEPER', scopes: [`competition:${league.competitionId}`] } }, ADMIN_TOKEN);
    const input = { url: 'https://example.com/hook', events: ['GOAL' as const], competitionId: league.competitionId };
    const id = randomUUID();
    for (const [token, code] of [
      [undefined, 'UNAUTHENTICATED'],
      [createApiToken.token, 'FORBIDDEN'],
    ] as const) {
      expect((await failure(url(), CreateWebhookDocument, { input }, token)).code).toBe(code);
      expect((await failure(url(), WebhooksDocument, {}, token)).code).toBe(code);
      expect((await failure(url(), DeleteWebhookDocument, { id }, token)).code).toBe(code);
      expect((await failure(url(), WebhookDeliveriesDocument, { webhookId: id }, token)).code).toBe(code);
      expect((await failure(url(), WebhookDeliveriesPageDocument, { webhookId: id }, token)).code).toBe(code);
    }
  });
});
