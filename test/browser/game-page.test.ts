import type { Page } from 'playwright-core';
import {
  EndGameDocument,
  EndPeriodDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  RecordShotDocument,
  SetGameCrewDocument,
  StartClockDocument,
  StopClockDocument,
  StartGameDocument,
} from '../generated/graphql';
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

/** Nothing overflows, no two of the page's blocks overlap, and the text that matters is legible, at each size. */
async function expectLaidOut(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoOverflow(page);
    // The score's three columns side by side and apart, whatever the width.
    const [home, middle, away] = await page.locator('#scoreline > *').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(home.right).toBeLessThanOrEqual(middle.left + 0.5);
    expect(middle.right).toBeLessThanOrEqual(away.left + 0.5);
    // Each table within the page's width.
    const widest = await page.locator('#box table').evaluateAll((tables) => Math.max(0, ...tables.map((t) => t.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(size.width);
    // Text no smaller than 12 px anywhere in the box score.
    const smallest = await page
      .locator('main')
      .evaluate((main) => Math.min(...[...main.querySelectorAll('*')].filter((e) => e.textContent?.trim()).map((e) => parseFloat(getComputedStyle(e).fontSize))));
    expect(smallest).toBeGreaterThanOrEqual(12);
    await expectLegible(page, ['#state', '#home-score', '#where', '#box th[scope="col"]', '#box td', '#box .muted']);
    await screenshot(page, `${name}-${size.width}`);
  }
}

describeWithChromium('the public game page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  /** A Cole Harbour game in Halifax with its referee and linesman named, started and its clock running. */
  async function gameUnderWay() {
    const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1, timeZone: 'America/Halifax' });
    const [home, away] = league.teams;
    const gameId = league.gameId;
    await post(SetGameCrewDocument, {
      gameId,
      crew: [
        { role: 'REFEREE', name: 'Pat Referee' },
        { role: 'LINESMAN', name: 'Lee Linesman' },
      ],
    });
    await post(StartGameDocument, { gameId });
    await post(StartClockDocument, { gameId });
    return { league, home, away, gameId };
  }

  it('follows a game live (goals with their scorer and strength appear, the clock runs) and turns final by itself', async () => {
    const { home, away, gameId } = await gameUnderWay();

    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/games/${gameId}?theme=light`);
    await waitForText(page, '#state', 'Live · 1st');
    expect(await textOf(page, '#title')).toBe(`${home.name} v ${away.name}`);
    // The start in the competition's zone: 18:00 UTC is 14:00 in Halifax.
    expect(await textOf(page, '#where')).toMatch(/(14:00|02:00 PM) AST$/);
    // The clock runs on the page between snapshots.
    const first = await textOf(page, '#clock');
    await page.waitForFunction((before) => document.querySelector('#clock')?.textContent !== before, first);
    expect(clockMs(await textOf(page, '#clock'))).toBeLessThan(clockMs(first));
    expect(await page.locator('#clock').getAttribute('data-running')).toBe('true');
    await waitForText(page, '#goals', 'No goal yet.');
    await page.evaluate(() => Object.assign(window, { stayed: true }));

    // A goal over the API appears on the open page with its scorer, assists and strength.
    await post(RecordShotDocument, { gameId, teamId: away.id });
    await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[3].id, assistIds: [home.players[4].id, home.players[5].id] } });
    const firstGoal = page.locator('#goals tbody tr').first();
    await firstGoal.locator(`.who:text-is(${JSON.stringify(home.players[3].name)})`).waitFor();
    expect(await firstGoal.locator('.assists').textContent()).toBe(`${home.players[4].name}, ${home.players[5].name}`);
    expect(await firstGoal.locator('abbr.strength').textContent()).toBe('EV');
    expect(await textOf(page, '#home-score')).toBe('1');
    // A penalty to the away team (its time runs from the next puck drop), then a power-play goal.
    await post(StopClockDocument, { gameId });
    await post(RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[2].id, infraction: 'TRIPPING', severity: 'MINOR' } });
    await post(StartClockDocument, { gameId });
    await page.locator(`#penalties tbody tr td:text-is(${JSON.stringify(away.players[2].name)})`).waitFor();
    await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[6].id, assistIds: [] } });
    const secondGoal = page.locator('#goals tbody tr').nth(1);
    await secondGoal.locator(`.who:text-is(${JSON.stringify(home.players[6].name)})`).waitFor();
    expect(await secondGoal.locator('abbr.strength').textContent()).toBe('PP');
    expect(await secondGoal.locator('abbr.strength').getAttribute('title')).toBe('Power play');
    expect(await secondGoal.locator('.assists').textContent()).toBe('Unassisted');
    await waitForText(page, '#home-score', '2');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expectLaidOut(page, 'game-live');
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectNoAxeViolations(page);

    // Played out: the page turns final by itself, the clock gone.
    await post(EndPeriodDocument, { gameId });
    await post(StartClockDocument, { gameId });
    await post(EndPeriodDocument, { gameId });
    await post(EndGameDocument, { gameId });
    await waitForText(page, '#state', 'Final');
    expect(await page.locator('#clock').isHidden()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(page.problems).toEqual([]);
  }, 60_000);

  it('shows a finished game’s box score: goals, penalties, shots by period, goaltending, officials, the sheet, in English and French', async () => {
    const { league, home, away, gameId } = await gameUnderWay();
    await post(RecordShotDocument, { gameId, teamId: away.id });
    await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[3].id, assistIds: [home.players[4].id, home.players[5].id] } });
    await post(StopClockDocument, { gameId });
    await post(RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[2].id, infraction: 'TRIPPING', severity: 'MINOR' } });
    await post(StartClockDocument, { gameId });
    await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[6].id, assistIds: [] } });
    await post(RecordShotDocument, { gameId, teamId: away.id });
    await post(EndPeriodDocument, { gameId });
    await post(StartClockDocument, { gameId });
    await post(RecordShotDocument, { gameId, teamId: home.id });
    await post(EndPeriodDocument, { gameId });
    await post(EndGameDocument, { gameId });

    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/games/${gameId}?theme=light`);
    await waitForText(page, '#state', 'Final');
    expect(await page.locator('#clock').isHidden()).toBe(true);
    expect(await textOf(page, '#home-score')).toBe('2');
    expect(await textOf(page, '#away-score')).toBe('0');
    // The box score, complete.
    expect(await page.locator('#goals tbody tr').count()).toBe(2);
    expect(
      await page
        .locator('#goals tbody tr')
        .first()
        .locator('td')
        .evaluateAll((cells) => cells.map((c) => c.textContent?.trim())),
    ).toEqual([expect.stringMatching(/^1st \d+:\d\d$/), home.name, `${home.players[3].name}${home.players[4].name}, ${home.players[5].name}`, 'EV']);
    expect(await page.locator('#penalties tbody tr td').evaluateAll((cells) => cells.map((c) => c.textContent?.trim()))).toEqual([
      expect.stringMatching(/^1st \d+:\d\d$/),
      away.name,
      away.players[2].name,
      'Tripping · minor',
      // R14: a minor is 3 minutes under run time.
      '3',
    ]);
    // Shots by period: away 2 in the 1st (the goal-less shots), home 2 + 1 (its goals count as shots).
    expect(await page.locator('#shots tbody tr[data-side="home"] td').allTextContents()).toEqual(['2', '1', '3']);
    expect(await page.locator('#shots tbody tr[data-side="away"] td').allTextContents()).toEqual(['2', '0', '2']);
    // Goaltending: the away goalie faced 3 shots and let 2 in; the home goalie saved both he faced.
    expect(await page.locator('#goalies tr[data-side="away"] td').allTextContents()).toEqual([away.players[0].name, '3', '1']);
    expect(await page.locator('#goalies tr[data-side="home"] td').allTextContents()).toEqual([home.players[0].name, '2', '2']);
    expect(await page.locator('#officials li').allTextContents()).toEqual(['Referee · Pat Referee', 'Linesman · Lee Linesman']);
    // Links: both teams, the standings, the printable sheet (which is served).
    expect(await page.locator('#home-team-link').getAttribute('href')).toBe(`/teams/${home.id}?theme=light`);
    expect(await page.locator('#away-team-link').getAttribute('href')).toBe(`/teams/${away.id}?theme=light`);
    expect(await page.locator('#standings-link').getAttribute('href')).toBe(`/divisions/${league.divisionId}/standings?theme=light`);
    const sheet = await page.locator('#sheet-link').getAttribute('href');
    expect(sheet).toBe(`/games/${gameId}/sheet.pdf`);
    const pdf = await page.request.get(`${originOf(suite.current())}${sheet}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectLaidOut(page, 'game-final');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    // A viewer who prefers dark, with no theme in the address: as legible.
    await page.goto(`${originOf(suite.current())}/games/${gameId}`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('#goals tbody tr').nth(1).waitFor();
    await expectLegible(page, ['#state', '#home-score', '#where', '#box th[scope="col"]', '#box td', '#box .muted', '#sheet-link']);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // The same page in French.
    await page.goto(`${originOf(suite.current())}/games/${gameId}?lang=fr`);
    await waitForText(page, '#state', 'Fin du match');
    await waitForText(page, '#goals-title', 'Buts');
    expect(await page.locator('#goals tbody tr').nth(1).locator('abbr.strength').textContent()).toBe('AN');
    expect(await textOf(page, '#title')).toBe(`${home.name} c. ${away.name}`);
    expect(await page.locator('#penalties tbody tr td').nth(3).textContent()).toBe('Faire trébucher · mineure');
    expect(await page.locator('#officials li').first().textContent()).toBe('Arbitre · Pat Referee');
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  }, 60_000);

  it('says when a game not started yet starts, in the competition’s zone, with no clock', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1, timeZone: 'America/Halifax' });
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/games/${league.gameId}`);
    await page.locator('#state:not(:empty)').waitFor();
    expect(await textOf(page, '#state')).toMatch(/^Starts Sat, Dec 5, (02:00 PM|14:00) AST$/);
    expect(await page.locator('#clock').isHidden()).toBe(true);
    expect(await textOf(page, '#home-score')).toBe('0');
    expect(await textOf(page, '#goals')).toBe('No goal yet.');
    expect(await textOf(page, '#shots')).toBe('No shot recorded.');
    expect(await textOf(page, '#officials')).toBe('No official named yet.');
    expect(page.problems).toEqual([]);
  });

  it('says so when there is no such game', async () => {
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/games/00000000-0000-4000-8000-000000000000`);
    await waitForText(page, '.problem h1', 'No such game');
    await expectNoAxeViolations(page);
  });
});
