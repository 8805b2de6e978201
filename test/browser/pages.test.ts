import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FrontPageDocument, RecordGoalDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, screenshot, textOf, waitForText } from './support/browser';
import { originOf } from './support/pages-server';

/** How the pages are served (caching, framing, GraphiQL beside the API), the front page, and the embed options. */
describeWithChromium('the pages as served', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const origin = () => originOf(suite.current());
  const afterThisTest: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of afterThisTest.splice(0)) await cleanup();
  });

  it('serves HTML shells that revalidate, framed only where they are meant to be, and content-hashed assets cached for a year', async () => {
    const embeddable = ['/scoreboard/g1', '/venues/Rink%201', '/divisions/d1/standings', '/divisions/d1/bracket'];
    for (const path of ['/', ...embeddable, '/games/g1', '/teams/t1', '/teams/t1/coach', '/competitions/c1/games', '/games/g1/score', '/desk', '/console']) {
      const response = await fetch(`${origin()}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // docs/security.md, "Framing": the public boards any site may frame; the rest no site.
      const framing = embeddable.includes(path) ? { xFrameOptions: null, frameAncestors: 'frame-ancestors *' } : { xFrameOptions: 'DENY', frameAncestors: "frame-ancestors 'none'" };
      expect({ path, xFrameOptions: response.headers.get('x-frame-options'), frameAncestors: /frame-ancestors [^;]*/.exec(response.headers.get('content-security-policy') ?? '')?.[0] }).toEqual({
        path,
        ...framing,
      });
      const html = await response.text();
      const assets = [...html.matchAll(/(?:src|href)="(\/pages\/assets\/[^"]+)"/g)].map((m) => m[1]);
      expect(assets).toHaveLength(2);
      for (const asset of assets) {
        expect(asset).toMatch(/-[A-Z0-9]{8}\.(js|css)$/);
        const file = await fetch(`${origin()}${asset}`);
        expect(file.status).toBe(200);
        expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(file.headers.get('content-type')).toMatch(asset.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      }
      // Nothing from elsewhere: no CDN, no web fonts.
      expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    }
    expect((await fetch(`${origin()}/pages/assets/missing-AAAAAAAA.js`)).status).toBe(404);
    const escaped = await (await fetch(`${origin()}/scoreboard/${encodeURIComponent('"><script>alert(1)</script>')}`)).text();
    expect(escaped).not.toContain('<script>alert(1)');
    // The pages' clocks ask the API for the server's time (serverTime); nothing else is served for it.
    const before = Date.now();
    const { serverTime } = await ok(suite.current().url, FrontPageDocument, {});
    expect(Date.parse(serverTime)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(serverTime)).toBeLessThanOrEqual(Date.now() + 1);
    expect((await fetch(`${origin()}/pages/time`)).status).toBe(404);
  });

  it('answers GET /graphql with GraphiQL for a browser, and as the API for everyone else', async () => {
    const html = await fetch(suite.current().url, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(html.status).toBe(200);
    expect(await html.text()).toMatch(/\/pages\/assets\/graphiql-[A-Z0-9]{8}\.js/);
    const api = await fetch(`${suite.current().url}?query=${encodeURIComponent('{ __typename }')}`, { headers: { accept: '*/*', 'apollo-require-preflight': 'true' } });
    expect(await api.json()).toEqual({ data: { __typename: 'Query' } });

    const page = await browser.page();
    // A link can carry the operation; GraphiQL runs it against this server.
    await page.goto(`${suite.current().url}?query=${encodeURIComponent('query Hello { __typename }')}`);
    await page.locator('.graphiql-container').waitFor({ state: 'visible', timeout: 10_000 });
    await page.locator('.graphiql-query-editor .CodeMirror-code:has-text("query Hello")').waitFor({ state: 'attached' });
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.result-window:has-text("\\"__typename\\": \\"Query\\"")').waitFor({ state: 'attached', timeout: 5_000 });
    await screenshot(page, 'graphiql');
    expect(page.problems).toEqual([]);
  });

  it('lists every competition’s live games and divisions on the front page, or one competition’s with ?competition=', async () => {
    const league = await seedLeague(suite.current().url, { playersPerTeam: 8, firstNumber: 1 });
    const other = await seedLeague(suite.current().url, { playersPerTeam: 8, firstNumber: 1 });
    await ok(suite.current().url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(suite.current().url, StartGameDocument, { gameId: other.gameId }, ADMIN_TOKEN);

    // Without a competition: every live game, and every competition's divisions.
    const page = await browser.page();
    await page.goto(`${origin()}/?theme=light`);
    const live = page.locator(`#live-games [data-game="${league.gameId}"] a`);
    await live.waitFor({ state: 'visible' });
    expect(await page.locator(`#live-games [data-game="${other.gameId}"]`).count()).toBe(1);
    // Every card leads to the game's own page, a phone's as much as a desktop's.
    expect(await live.getAttribute('href')).toBe(`/games/${league.gameId}?theme=light`);
    expect(await live.textContent()).toBe(`${league.teams[0].name} v ${league.teams[1].name}`);
    expect(await page.locator(`#competitions [data-division="${league.divisionId}"] > a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      `/divisions/${league.divisionId}/standings?theme=light`,
      `/divisions/${league.divisionId}/bracket?theme=light`,
    ]);
    expect(await page.locator(`#competitions [data-division="${other.divisionId}"]`).count()).toBe(1);
    expect(await page.getByRole('link', { name: league.teams[0].name, exact: true, includeHidden: true }).getAttribute('href')).toBe(`/teams/${league.teams[0].id}?theme=light`);
    // Each team's public page under "Team pages", and the competition's schedule and results; the
    // competition's own link keeps the options after its own query.
    expect(await page.locator(`#competitions [data-division="${league.divisionId}"] summary`).textContent()).toBe('Team pages');
    const section = page.locator(`#competitions [data-competition="${league.competitionId}"]`);
    expect(await section.getByRole('link', { name: 'Schedule and results' }).getAttribute('href')).toBe(`/competitions/${league.competitionId}/games?theme=light`);
    expect(await section.locator('h3 a').getAttribute('href')).toBe(`/?competition=${league.competitionId}&theme=light`);
    expect(await page.getByRole('main').count()).toBe(1);
    await screenshot(page, 'home');

    // One competition: its games only.
    await page.goto(`${origin()}/?competition=${league.competitionId}`);
    await page.locator(`#live-games [data-game="${league.gameId}"]`).waitFor({ state: 'visible' });
    expect(await page.locator(`#live-games [data-game="${other.gameId}"]`).count()).toBe(0);
    expect(await page.locator(`#divisions [data-division="${league.divisionId}"]`).count()).toBe(1);
    expect(page.problems).toEqual([]);
  });

  it('puts the competitions with a game under way first on the front page, and lays them side by side on a wide screen', async () => {
    const leagues: Array<Awaited<ReturnType<typeof seedLeague>>> = [];
    for (let i = 0; i < 4; i += 1) leagues.push(await seedLeague(suite.current().url, { playersPerTeam: 8, firstNumber: 1 }));
    // Whichever competition the API lists last gets the live game.
    const { competitions } = await ok(suite.current().url, FrontPageDocument, {});
    const listed = competitions.map((c) => c.id).filter((id) => leagues.some((l) => l.competitionId === id));
    const live = leagues.find((l) => l.competitionId === listed[listed.length - 1])!;
    await ok(suite.current().url, StartGameDocument, { gameId: live.gameId }, ADMIN_TOKEN);

    const page = await browser.page();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${origin()}/`);
    await page.locator(`#live-games [data-game="${live.gameId}"]`).waitFor({ state: 'visible' });
    // Every competition with a game under way (other tests' too) comes before every one without.
    const order = await page
      .locator('#competitions > [data-competition]')
      .evaluateAll((cards) => cards.map((c) => ({ id: c.getAttribute('data-competition'), live: c.querySelector('.live-count') !== null })));
    const firstQuiet = order.findIndex((c) => !c.live);
    expect(order.slice(firstQuiet).some((c) => c.live)).toBe(false);
    expect(order.findIndex((c) => c.id === live.competitionId)).toBeLessThan(firstQuiet);
    expect(await page.locator(`[data-competition="${live.competitionId}"] .live-count`).textContent()).toBe('● 1 game live now');
    // The live competition's card is on the first screen, beside others, and the cards use the width.
    const boxes = await page.locator('#competitions > [data-competition]').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    const ours = (await page.locator(`[data-competition="${live.competitionId}"]`).boundingBox())!;
    expect(ours.y + 40).toBeLessThan(1080);
    expect(boxes.filter((b) => Math.abs(b.y - boxes[0].y) < 1).length).toBeGreaterThanOrEqual(3);
    const division = await page.locator(`[data-division="${live.divisionId}"]`).boundingBox();
    expect(division!.width).toBeGreaterThanOrEqual(360);
    const row = boxes.filter((b) => Math.abs(b.y - boxes[0].y) < 1);
    expect(Math.max(...row.map((b) => b.x + b.width)) - Math.min(...row.map((b) => b.x))).toBeGreaterThanOrEqual(1920 * 0.9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1920);
    await screenshot(page, 'home-1920');
    expect(page.problems).toEqual([]);
  });

  /** Another site on another origin: a second little web server on the loopback interface, answering `body`. */
  async function clubSite(body: string): Promise<string> {
    const club = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(body));
    await new Promise<void>((resolve) => club.listen(0, '127.0.0.1', resolve));
    afterThisTest.push(
      () =>
        new Promise<void>((resolve) => {
          club.close(() => resolve());
          club.closeAllConnections();
        }),
    );
    return `http://127.0.0.1:${(club.address() as AddressInfo).port}/`;
  }

  it('keeps the desk, the console, the coach page and the front page out of another site’s frames, and the boards in them', async () => {
    // docs/security.md, "Framing": a page that sends a token must not sit under another site's layer.
    const refused = ['/desk', '/games/g1/score', '/teams/t1/coach', '/'];
    const frames = [...refused, '/divisions/d1/standings'].map((path, i) => `<iframe name="f${i}" title="${path}" src="${origin()}${path}"></iframe>`).join('');
    const host = await browser.page();
    // "load" waits for every frame, a refused one's error page too.
    await host.goto(await clubSite(`<!doctype html><title>Club</title><main><h1>Club site</h1>${frames}</main>`), { waitUntil: 'load' });
    const framed = (i: number) => host.frames().find((f) => f.name() === `f${i}`)!;
    for (const [i, path] of refused.entries()) {
      expect({ path, url: framed(i).url() }).toEqual({ path, url: expect.stringMatching(/^chrome-error:/) });
    }
    await host.frameLocator('iframe[name="f4"]').locator('#main h1').waitFor();
    expect(framed(4).url()).toBe(`${origin()}/divisions/d1/standings`);
    // Chromium says why, once per refused frame, in the console.
    expect(host.problems).toHaveLength(refused.length);
    for (const problem of host.problems) expect(problem).toContain('frame-ancestors');
  });

  it('works in another site’s iframe with ?theme and ?size, and holds updates back by ?delay', async () => {
    const league = await seedLeague(suite.current().url, { playersPerTeam: 8, firstNumber: 1 });
    const { gameId } = league;
    await ok(suite.current().url, StartGameDocument, { gameId }, ADMIN_TOKEN);
    await ok(suite.current().url, StartClockDocument, { gameId }, ADMIN_TOKEN);

    const host = await browser.page();
    // A club's site on another origin: a second little web server on the loopback interface.
    await host.goto(
      await clubSite(
        `<!doctype html><title>Club</title><main><h1>Club site</h1><iframe title="Scoreboard" width="800" height="450" src="${origin()}/scoreboard/${gameId}?theme=light&size=s"></iframe></main>`,
      ),
    );
    const frame = host.frameLocator('iframe');
    // The board's name element holds the full name in its title (its text may be the short name where the full one does not fit).
    await frame.locator(`#home-name[title="${league.teams[0].name}"]`).waitFor({ state: 'attached', timeout: 5_000 });
    expect(await frame.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await frame.locator('html').getAttribute('class')).toContain('embedded');
    expect(await frame.locator('header.site').isVisible()).toBe(false);
    expect(await frame.locator('html').evaluate((html) => getComputedStyle(html).fontSize)).toBe('12.8px');
    await screenshot(host, 'scoreboard-embedded');

    // A stream overlay a second behind: the goal shows a second after it happened, not before.
    const overlay = await browser.page();
    await overlay.goto(`${origin()}/scoreboard/${gameId}?delay=1&embed=1`);
    await overlay.locator(`#home-name[title="${league.teams[0].name}"]`).waitFor({ state: 'attached', timeout: 5_000 });
    await overlay.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    const posted = Date.now();
    await ok(suite.current().url, RecordGoalDocument, { input: { gameId, teamId: league.teams[0].id, scorerId: league.teams[0].players[2].id, assistIds: [] } }, ADMIN_TOKEN);
    expect(await textOf(overlay, '#home-score')).toBe('0');
    await waitForText(overlay, '#home-score', '1', 3_000);
    expect(Date.now() - posted).toBeGreaterThanOrEqual(900);
    expect([...host.problems, ...overlay.problems]).toEqual([]);
  });
});
