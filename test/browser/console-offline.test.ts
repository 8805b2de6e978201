import { CreateApiTokenDocument, GameSheetDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, screenshot, waitForText } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * The console as an installed app: its service worker and web manifest are served with the right
 * headers, and a console opened once loads again with the network off (from the worker's precache
 * and the state the page kept), queues a goal, and sends it when the network returns. A suite of
 * its own: its browser profile keeps the worker from the other suites.
 */
describeWithChromium('the scorekeeper console offline (service worker)', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const origin = () => originOf(suite.current());

  it('serves /sw.js revalidated with its scope allowed, the web manifest, and a CSP that lets them in', async () => {
    const sw = await fetch(`${origin()}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(sw.headers.get('service-worker-allowed')).toBe('/');
    const body = await sw.text();
    // It precaches the console's shell and its bundle.
    expect(body).toContain('"/console"');
    expect(body).toMatch(/\/pages\/assets\/console-[A-Z0-9]+\.js/);

    const page = await fetch(`${origin()}/games/some-game/score`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const html = await page.text();
    const href = /<link rel="manifest" href="([^"]+)">/.exec(html)?.[1];
    expect(href).toBe('/pages/app/console.webmanifest');

    const manifest = await fetch(`${origin()}${href}`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const app = (await manifest.json()) as { start_url: string; display: string; name: string; icons: Array<{ src: string; sizes: string; type: string }> };
    expect(app).toMatchObject({ start_url: '/console', display: 'standalone', name: 'Faceoff scorekeeper' });
    expect(app.icons.map((i) => i.sizes)).toEqual(['any', '192x192', '512x512']);
    for (const icon of app.icons) {
      const answer = await fetch(`${origin()}${icon.src}`);
      expect({ src: icon.src, status: answer.status, type: answer.headers.get('content-type') }).toEqual({ src: icon.src, status: 200, type: expect.stringContaining(icon.type) });
    }
    // Other pages are not an app.
    expect(await (await fetch(`${origin()}/`)).text()).not.toContain('rel="manifest"');
  });

  it('loads from its service worker with the network off, keeps a goal queued, and sends it once when the network returns', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Rink 2 tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN);
    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url(), StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const home = league.teams[0];

    const page = await browser.page();
    await page.goto(`${origin()}/games/${league.gameId}/score#token=${createApiToken.token}`);
    await waitForText(page, '#home-name', home.name);
    // The worker is active and controls the page; the page has kept the live board for a reload offline.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.locator('html[data-offline-ready="true"]').waitFor({ state: 'attached' });
    await page.locator('#clock[data-running="true"]').waitFor({ state: 'attached' });
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? '{}').board?.status === 'IN_PROGRESS', `faceoff.console.${league.gameId}`);

    await browser.context().setOffline(true);
    await page.reload();
    await waitForText(page, '#home-name', home.name);
    await page.getByRole('alert').filter({ hasText: 'Offline: the game as last seen here' }).waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // The board as last seen: a goal may be recorded; it waits in the queue.
    await page.getByRole('button', { name: `Goal for ${home.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Goal for ${home.name}` });
    await dialog.getByLabel('Scorer').selectOption(home.players[3].id);
    await dialog.getByRole('button', { name: 'Record goal' }).click();
    await page.locator('#outbox-status', { hasText: 'queued (1) · offline, retrying' }).waitFor({ state: 'attached' });
    await screenshot(page, 'console-offline-reload');
    const queued = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), `faceoff.outbox.${league.gameId}`);
    const sheet = async () => (await ok(url(), GameSheetDocument, { id: league.gameId }, ADMIN_TOKEN)).game!.events;
    expect((await sheet()).filter((e) => e.type === 'GOAL')).toEqual([]);

    await browser.context().setOffline(false);
    await page.locator('#outbox-status', { hasText: 'All sent' }).waitFor({ state: 'attached', timeout: 15_000 });
    const goals = (await sheet()).filter((e) => e.type === 'GOAL');
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({ clientEventId: queued[0].variables.input.clientEventId, player: { id: home.players[3].id } });
    // The live board comes back and shows it; the game is read afresh and the offline notice goes.
    await waitForText(page, '#home-score', '1', 15_000);
    await page.getByRole('alert').filter({ hasText: 'Offline: the game as last seen here' }).waitFor({ state: 'detached' });
    expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  });

  it("opens the game this tablet scored last at /console, the installed app's start", async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 6, firstNumber: 1 });
    const page = await browser.page();
    await page.goto(`${origin()}/games/${league.gameId}/score`);
    await waitForText(page, '#home-name', league.teams[0].name);
    await page.waitForFunction(() => localStorage.getItem('faceoff.console.last') !== null);
    await page.goto(`${origin()}/console`);
    await page.waitForURL(`${origin()}/games/${league.gameId}/score`);
    await waitForText(page, '#home-name', league.teams[0].name);
  });
});
