import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { StartGameDocument, WebhookDeliveriesDocument, type WebhookDeliveriesQuery, WebhooksDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * A webhook made on the desk delivers: a receiver on this machine (the server allows private
 * addresses here, as FACEOFF_WEBHOOK_ALLOW_PRIVATE=1 does), a game started, and the webhook's last
 * deliveries on the desk with their status, the receiver's answer and the attempts.
 */
const ALLOW_PRIVATE = { FACEOFF_WEBHOOK_ALLOW_PRIVATE: '1', FACEOFF_WEBHOOK_RETRY_BASE_MS: '5', FACEOFF_WEBHOOK_MAX_ATTEMPTS: '3', FACEOFF_WEBHOOK_POLL_MS: '60000' };

type Delivery = WebhookDeliveriesQuery['webhookDeliveries'][number];

describeWithChromium('a webhook made on the desk, and its deliveries', () => {
  const suite = serverPerSuite(SQLITE, ALLOW_PRIVATE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  let receiver: Server;
  let received = 0;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received += 1;
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  /** The webhook's deliveries once `done` holds: read now, and again after each attempt the server stores for it. */
  function deliveriesWhen(webhookId: string, done: (rows: Delivery[]) => boolean): Promise<Delivery[]> {
    return new Promise((resolve, reject) => {
      let reading = Promise.resolve();
      const check = () => {
        reading = reading
          .then(async () => {
            const rows = (await ok(url(), WebhookDeliveriesDocument, { webhookId, first: 10 }, ADMIN_TOKEN)).webhookDeliveries;
            if (done(rows)) {
              stop();
              resolve(rows);
            }
          })
          .catch((error: unknown) => {
            stop();
            reject(error instanceof Error ? error : new Error('reading the delivery log failed', { cause: error }));
          });
      };
      const stop = suite.current().webhooks.onAttempt((attempt) => {
        if (attempt.webhookId === webhookId) check();
      });
      check();
    });
  }

  async function openDesk(page: Page, hash: string): Promise<void> {
    await page.goto(`${originOf(suite.current())}/desk#${hash}`);
    await page.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Use this token' }).click();
  }

  it('lists the last delivery of a webhook made on the desk: delivered, HTTP 200, one attempt', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
    const { port } = receiver.address() as AddressInfo;
    const page = await browser.page();
    await openDesk(page, `/competitions/${league.competitionId}/webhooks`);
    await page.getByRole('heading', { level: 1, name: /^Webhooks: / }).waitFor();
    await page.getByLabel('Receiver’s address (URL)').fill(`http://127.0.0.1:${port}/faceoff`);
    await page.getByLabel('Game started').check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.locator('#webhook-secret').waitFor();
    const [hook] = (await ok(url(), WebhooksDocument, {}, ADMIN_TOKEN)).webhooks.filter((w) => w.competitionId === league.competitionId);
    expect(await page.locator(`li[data-webhook="${hook.id}"]`).textContent()).toContain('Nothing sent yet.');

    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const [delivered] = await deliveriesWhen(hook.id, (rows) => rows[0]?.status === 'DELIVERED');
    expect(received).toBeGreaterThanOrEqual(1);

    await page.reload();
    const row = page.locator(`li[data-webhook="${hook.id}"] tr[data-delivery="${delivered.id}"]`);
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells.slice(1)).toEqual(['game.started', 'Delivered (HTTP 200)', '1']);
    expect(await page.locator('#webhook-secret').count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  }, 60_000); // many page round trips, not a timing
});
