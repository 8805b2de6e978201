import { DivisionStandingsDocument, RecordResultDocument, ScheduleGameDocument, type RulesetPreset } from '../generated/graphql';
import { CRITERIA, TIEBREAK_CHAINS } from '../../src/domain/tiebreakers';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, expectLegible, screenshot, textOf, waitForText } from './support/browser';
import { playToFinal } from './support/games';
import { originOf } from './support/pages-server';

/**
 * The standings page in real Chromium: live from standingsUpdated, each row with its tie-break
 * reason, the tie-breaker chain listed in words (R7), a loading state before the first answer, and a
 * phone that never scrolls the page sideways.
 */
describeWithChromium('the standings page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();

  it('updates after a final, and shows why teams level on points are ranked as they are', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { teams: 3, playersPerTeam: 8, firstNumber: 1 });
    const [a, b, c] = league.teams as [(typeof league.teams)[number], (typeof league.teams)[number], (typeof league.teams)[number]];
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/divisions/${league.divisionId}/standings`);
    await page.locator('#rows tr[data-team]').nth(2).waitFor({ state: 'attached' });
    const row = (teamId: string, column: number) => `#rows tr[data-team="${teamId}"] > :nth-child(${column})`;
    // Columns: rank, team, points, games played, …
    expect(await textOf(page, row(a.id, 4))).toBe('0');

    // A beats B, scored live: the table moves when the game goes final.
    await playToFinal(url, league.gameId, [
      { teamId: a.id, scorerId: a.players[2].id },
      { teamId: a.id, scorerId: a.players[3].id },
      { teamId: b.id, scorerId: b.players[2].id },
      { teamId: a.id, scorerId: a.players[4].id },
    ]);
    await waitForText(page, row(a.id, 4), '1', 1_000);
    await waitForText(page, '#rows tr:first-child th > a', a.name);

    // B beats C and C beats A on paper: three teams on 2 points, split by goals against (R2, R7).
    let day = 10;
    for (const [home, away, homeScore, awayScore] of [
      [b, c, 2, 0],
      [c, a, 4, 2],
    ] as const) {
      const { scheduleGame } = await ok(
        url,
        ScheduleGameDocument,
        { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: `2030-01-${(day += 1)}T18:00:00.000Z`, stage: 'ROUND_ROBIN' } },
        ADMIN_TOKEN,
      );
      await ok(url, RecordResultDocument, { input: { gameId: scheduleGame.id, homeScore, awayScore, decision: 'REGULATION' } }, ADMIN_TOKEN);
    }
    const { standings } = await ok(url, DivisionStandingsDocument, { divisionId: league.divisionId }, ADMIN_TOKEN);
    await waitForText(page, '#rows tr:first-child th > a', standings.rows[0].team.name, 2_000);
    await waitForText(page, row(a.id, 4), '2', 1_000);
    const shown = await page
      .locator('#rows tr')
      .evaluateAll((rows) => rows.map((r) => [r.querySelector('th')?.textContent, r.querySelector('.points')?.textContent, r.querySelector('.tiebreak')?.textContent]));
    expect(shown).toEqual(standings.rows.map((r) => [r.team.name, String(r.points), r.tiebreak ? r.tiebreak.charAt(0) + r.tiebreak.slice(1).toLowerCase().replace(/_/g, ' ') : '']));
    expect(shown[0][2]).toBe('Fewest goals against');

    // A table with a caption and column headers; legible.
    expect(await page.getByRole('table').count()).toBe(1);
    expect(await page.getByRole('columnheader').count()).toBe(13);
    expect(await page.getByRole('rowheader', { name: a.name }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    await expectLegible(page, ['#title', 'caption', 'th[scope="col"]', '#rows td', '#rows th']);
    await screenshot(page, 'standings');
    expect(page.problems).toEqual([]);
  });
  const chainWords = (preset: RulesetPreset) => TIEBREAK_CHAINS[preset].criteria.map((c) => CRITERIA[c].label.charAt(0).toUpperCase() + CRITERIA[c].label.slice(1));

  it('says "Loading…" until the first answer comes, then lists the rulebook’s tie-breakers in order, in words (R7)', async () => {
    const league = await seedLeague(suite.current().url, { preset: 'NHL', teams: 3, playersPerTeam: 0 });
    const page = await browser.page();
    // Both ways the table can come are held: the HTTP answer until released, the socket for good.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      await released;
      await route.continue();
    });
    await page.routeWebSocket(/\/graphql$/, () => undefined);
    await page.goto(`${originOf(suite.current())}/divisions/${league.divisionId}/standings`);
    await page.locator('#rows #loading').waitFor({ state: 'visible' });
    expect(await textOf(page, '#rows #loading')).toBe('Loading…');
    expect(await page.locator('#rows tr[data-team]').count()).toBe(0);
    release();
    await page.locator('#rows tr[data-team]').nth(2).waitFor({ state: 'attached' });
    expect(await page.locator('#rows #loading').count()).toBe(0);
    expect(await page.locator('#criteria li').allTextContents()).toEqual(chainWords('NHL'));
    expect(await page.getByRole('region', { name: 'Teams level on points' }).count()).toBe(1);
    expect(page.problems).toEqual([]);
  });

  it('lists a competition’s own tie-breaker chain (rules.tiebreakers) in place of its rulebook’s (R7)', async () => {
    const league = await seedLeague(suite.current().url, { preset: 'COLE_HARBOUR_CLASSIC', teams: 2, playersPerTeam: 0, rules: { tiebreakers: ['GOALS_FOR', 'COIN_TOSS'] } });
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/divisions/${league.divisionId}/standings`);
    await page.locator('#criteria li').nth(1).waitFor({ state: 'attached' });
    expect(await page.locator('#criteria li').evaluateAll((items) => items.map((li) => [li.getAttribute('data-criterion'), li.textContent]))).toEqual([
      ['GOALS_FOR', 'More goals for'],
      ['COIN_TOSS', 'Won the coin toss'],
    ]);
    expect(page.problems).toEqual([]);
  });

  it('fits a phone: at 390 px the page never scrolls sideways, the table scrolls in #standings-scroll with rank, team and points in view', async () => {
    const league = await seedLeague(suite.current().url, { preset: 'COLE_HARBOUR_CLASSIC', teams: 4, playersPerTeam: 0 });
    await ok(suite.current().url, RecordResultDocument, { input: { gameId: league.gameId, homeScore: 4, awayScore: 1, decision: 'REGULATION' } }, ADMIN_TOKEN);
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${originOf(suite.current())}/divisions/${league.divisionId}/standings`);
    await page.locator('#rows tr[data-team]').nth(3).waitFor({ state: 'attached' });
    const layout = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      // Everything that reaches past the screen's right edge and is not inside the table's scroll box.
      outside: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5 && !e.closest('#standings-scroll'))
        .map((e) => `${e.tagName}#${e.id}.${e.getAttribute('class')}`),
    }));
    expect(layout).toEqual({ page: 390, outside: [] });
    expect(await page.getByRole('region', { name: 'Standings table (scrolls sideways)' }).count()).toBe(1);
    const scroller = page.locator('#standings-scroll');
    expect(await scroller.evaluate((e) => getComputedStyle(e).overflowX)).toBe('auto');
    // Points are on screen without scrolling; scrolled to the tie-break column, the team names stay.
    const points = await page.locator('#rows tr:first-child .points').boundingBox();
    expect(points!.x + points!.width).toBeLessThanOrEqual(390);
    expect((await page.locator('#ranked-by').boundingBox())!.width).toBeLessThanOrEqual(390);
    await scroller.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    const team = await page.locator('#rows tr:first-child th.team').boundingBox();
    const tiebreak = await page.locator('#rows tr:first-child .tiebreak').boundingBox();
    expect(team!.x).toBeGreaterThanOrEqual(0);
    expect(tiebreak!.x + tiebreak!.width).toBeLessThanOrEqual(390);
    expect(team!.x + team!.width).toBeLessThanOrEqual(tiebreak!.x);
    expect(await page.locator('#criteria li').allTextContents()).toEqual(chainWords('COLE_HARBOUR_CLASSIC'));
    await scroller.evaluate((e) => e.scrollTo({ left: 0 }));
    await expectLegible(page, ['#criteria li', '#rows th.team', '#ranked-by']);
    await screenshot(page, 'standings-390');
    expect(page.problems).toEqual([]);
  });
});
