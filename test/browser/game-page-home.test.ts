import type { Page } from 'playwright-core';
import { EndGameDocument, EndPeriodDocument, RecordGoalDocument, ScheduleGameDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, clockMs, describeWithChromium, expectLegible, expectNoOverflow, screenshot, textOf, waitForText } from './support/browser';
import { originOf } from './support/pages-server';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

/** At each size: nothing wider than the window, the cards of a list apart, their text legible. */
async function expectLaidOut(page: Page, name: string, lists: string[]): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoOverflow(page);
    for (const list of lists) {
      const boxes = await page.locator(`${list} > li`).evaluateAll((items) => items.map((i) => i.getBoundingClientRect().toJSON() as DOMRect));
      for (const [i, a] of boxes.entries()) {
        expect(a.right).toBeLessThanOrEqual(size.width);
        for (const b of boxes.slice(i + 1)) expect(a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5).toBe(true);
      }
    }
    await screenshot(page, `${name}-${size.width}`);
  }
}

/** The front page with results: live cards that follow the feed, finished games and coming ones, each leading to the game's page. */
describeWithChromium('the front page’s live cards, results and coming games', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const origin = () => originOf(suite.current());
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  it('runs a live card’s clock, updates its score from the feed, and moves the game to the results when it ends', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1, timeZone: 'America/Halifax' });
    const [home, away] = league.teams;
    const { scheduleGame: coming } = await post(ScheduleGameDocument, {
      input: { divisionId: league.divisionId, homeTeamId: away.id, awayTeamId: home.id, startsAt: new Date(Date.now() + 48 * 3_600_000).toISOString(), stage: 'ROUND_ROBIN', venue: 'Rink 2' },
    });
    const gameId = league.gameId;
    await post(StartGameDocument, { gameId });
    await post(StartClockDocument, { gameId });

    const page = await browser.page();
    await page.goto(`${origin()}/?competition=${league.competitionId}&theme=light`);
    const card = page.locator(`#live-games [data-game="${gameId}"]`);
    await card.waitFor();
    expect(await card.locator('a').getAttribute('href')).toBe(`/games/${gameId}?theme=light`);
    // The clock runs on the card.
    await card.locator('.clock:not([hidden])').waitFor();
    const first = await textOf(page, `#live-games [data-game="${gameId}"] .clock`);
    await page.waitForFunction(([id, before]) => document.querySelector(`#live-games [data-game="${id}"] .clock`)?.textContent !== before, [gameId, first] as const);
    expect(clockMs(await textOf(page, `#live-games [data-game="${gameId}"] .clock`))).toBeLessThan(clockMs(first));
    expect(await textOf(page, `#live-games [data-game="${gameId}"] .live-badge`)).toBe('Live 1st');
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    // Nothing finished yet; the coming game, at its time in Halifax.
    expect(await textOf(page, '#results')).toBe('No game has been played yet.');
    const next = page.locator(`#next-games [data-game="${coming.id}"]`);
    expect(await next.locator('a').getAttribute('href')).toBe(`/games/${coming.id}?theme=light`);
    expect(await next.textContent()).toMatch(/ A(S|D)T/);
    await expectLaidOut(page, 'home-live', ['#live-games', '#next-games']);
    await expectLegible(page, [`#live-games [data-game="${gameId}"] .clock`, `#live-games [data-game="${gameId}"] .live-badge`, '#next-games .muted']);
    await expectNoAxeViolations(page);

    // A goal reaches the card from the feed.
    await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[3].id, assistIds: [] } });
    await waitForText(page, `#live-games [data-game="${gameId}"] .score`, '1 – 0');

    // The final: the card leaves the live games for the results, the page never reloaded.
    await post(EndPeriodDocument, { gameId });
    await post(StartClockDocument, { gameId });
    await post(EndPeriodDocument, { gameId });
    await post(EndGameDocument, { gameId });
    const result = page.locator(`#results [data-game="${gameId}"]`);
    await result.waitFor();
    expect(await page.locator(`#live-games [data-game="${gameId}"]`).count()).toBe(0);
    await waitForText(page, '#live-title + p', 'No game is being played right now.');
    expect(await result.locator('.score').textContent()).toBe('1 – 0');
    expect(await result.locator('.final').textContent()).toBe('Final');
    expect(await result.textContent()).toMatch(/Sat, Dec 5, (02:00 PM|14:00) AST/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expectLaidOut(page, 'home-results', ['#results', '#next-games']);
    await expectLegible(page, [`#results [data-game="${gameId}"] .score`, `#results [data-game="${gameId}"] .final`, '#results .muted']);
    await expectNoAxeViolations(page);

    // The result leads to the game's page, final.
    await result.locator('a').click();
    await page.waitForURL(`${origin()}/games/${gameId}?theme=light`);
    await waitForText(page, '#state', 'Final');
    expect(await textOf(page, '#home-score')).toBe('1');

    // Every competition's front page lists it too; in French, the same.
    await page.goto(`${origin()}/?lang=fr`);
    const everywhere = page.locator(`#results [data-game="${gameId}"]`);
    await everywhere.waitFor();
    expect(await textOf(page, '#results-title')).toBe('Derniers résultats');
    expect(await everywhere.locator('.final').textContent()).toBe('Fin du match');
    expect(await everywhere.textContent()).toContain(`${home.name} c. ${away.name}`);
    // Among every competition's results, each names its competition.
    const competition = await textOf(page, `[data-competition="${league.competitionId}"] h3 a`);
    expect(await everywhere.locator('.muted').textContent()).toMatch(new RegExp(`^${competition} · A · `));
    expect(await textOf(page, '#next-title')).toBe('À venir');
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  }, 90_000);

  it('shows a game that starts while the page is open among the live games at once, from the live-games feed, the page never reloaded', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
    const [home, away] = league.teams;
    // Half an hour late: still coming, and it may start now.
    const { scheduleGame } = await post(ScheduleGameDocument, {
      input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: new Date(Date.now() - 30 * 60_000).toISOString(), stage: 'ROUND_ROBIN', venue: 'Rink 3' },
    });
    const gameId = scheduleGame.id;
    const page = await browser.page();
    const reads: string[] = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' ? (request.postData() ?? '') : '';
      if (body.includes('query Home')) reads.push(body);
    });
    await page.goto(`${origin()}/?competition=${league.competitionId}`);
    await page.locator(`#next-games [data-game="${gameId}"]`).waitFor();
    await waitForText(page, '#live-title + p', 'No game is being played right now.');
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    expect(reads).toHaveLength(1);

    await post(StartGameDocument, { gameId });
    const card = page.locator(`#live-games [data-game="${gameId}"]`);
    await card.waitFor();
    expect(await page.locator(`#next-games [data-game="${gameId}"]`).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The lists were read once more, when the game started.
    expect(reads).toHaveLength(2);
    await expectNoOverflow(page);
    expect(page.problems).toEqual([]);
  });
});
