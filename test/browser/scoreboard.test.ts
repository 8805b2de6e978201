import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Page } from 'playwright-core';
import type { FaceoffServer } from '../../src/server/app';
import { EndPeriodDocument, PullGoalieDocument, RecordGoalDocument, RecordPenaltyDocument, ReturnGoalieDocument, StartClockDocument, StartGameDocument, StopClockDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague, type SeededLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, clockMs, describeWithChromium, expectLegible, screenshot, textOf, waitForText } from './support/browser';
import { originOf, scratchDirectory, startOn } from './support/pages-server';

const MINUTE = 60_000;

/**
 * The arena scoreboard page in real Chromium against a real server: live updates, the clock and
 * penalty timers running locally between snapshots, recovery after a server restart, contrast and
 * landmarks.
 */
describeWithChromium('the scoreboard page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();

  const post = <T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V) => ok(url, document, variables, ADMIN_TOKEN);
  const seedGame = (url: string) => seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
  const goal = (url: string, league: SeededLeague, team: 0 | 1) =>
    post(url, RecordGoalDocument, { input: { gameId: league.gameId, teamId: league.teams[team].id, scorerId: league.teams[team].players[2].id, assistIds: [] } });

  /** Opens the game's scoreboard and waits until its first snapshot is on screen. */
  async function openBoard(server: FaceoffServer, league: SeededLeague, query = ''): Promise<Page & { problems: string[] }> {
    const page = await browser.page();
    await page.goto(`${originOf(server)}/scoreboard/${league.gameId}${query}`);
    // The full name is the title; the board prints the team's short name when the name does not fit.
    await page.locator(`#home-name[title="${league.teams[0].name}"]`).waitFor({ state: 'attached' });
    await page.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    return page;
  }

  /** Lets the page draw `frames` animation frames: enough for a clock that runs to show it. */
  const frames = (page: Page, frames: number) =>
    page.evaluate(
      (count) =>
        new Promise<void>((resolve) => {
          const step = (left: number) => (left <= 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
          step(count);
        }),
      frames,
    );

  it('shows a goal within a second of the mutation; legible (contrast ≥ 4.5) with landmarks and labels', async () => {
    const url = suite.current().url;
    const league = await seedGame(url);
    await post(url, StartGameDocument, { gameId: league.gameId });
    await post(url, StartClockDocument, { gameId: league.gameId });
    const page = await openBoard(suite.current(), league);
    expect(await textOf(page, '#home-score')).toBe('0');
    expect(await textOf(page, '#period')).toBe('1st');
    expect(await textOf(page, '#mode')).toBe('Run time');

    await goal(url, league, 0);
    const posted = Date.now();
    await waitForText(page, '#home-score', '1', 1_000);
    expect(Date.now() - posted).toBeLessThan(1_000);
    expect(await textOf(page, '#home-shots')).toBe('1');

    // Dark by default; every text colour on the board keeps 4.5:1 against its background.
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await expectLegible(page, ['#clock', '#home-score', '#away-score', '#home-name', '#period', '#mode', '.stats dt', '.stats dd', '#title']);
    expect(await page.getByRole('main').count()).toBe(1);
    // A screen in an arena: no site header, whatever the size.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('timer', { name: 'Game clock' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: league.teams[0].name }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Clock and period' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(new RegExp(`^${league.teams[0].name} v ${league.teams[1].name} · `));
    await screenshot(page, 'scoreboard');

    // The light theme, embedded at a smaller size, keeps the contrast too.
    const light = await browser.page();
    await light.goto(`${originOf(suite.current())}/scoreboard/${league.gameId}?theme=light&size=s`);
    await waitForText(light, '#home-score', '1');
    expect(await light.locator('html').getAttribute('data-theme')).toBe('light');
    await expectLegible(light, ['#clock', '#home-score', '.stats dt']);
    await screenshot(light, 'scoreboard-light');
    expect([...page.problems, ...light.problems]).toEqual([]);
  });

  it('ticks the clock while it runs and stops it on stopClock', async () => {
    const url = suite.current().url;
    const league = await seedGame(url);
    await post(url, StartGameDocument, { gameId: league.gameId });
    const page = await openBoard(suite.current(), league);
    await waitForText(page, '#clock', '20:00');
    expect(await page.locator('#clock').getAttribute('data-running')).toBe('false');

    await post(url, StartClockDocument, { gameId: league.gameId });
    await page.locator('#clock[data-running="true"]').waitFor({ state: 'attached', timeout: 1_000 });
    // It ticks: 19:59 within a second and a bit, without a message from the server.
    await waitForText(page, '#clock', '19:59', 2_000);
    await waitForText(page, '#clock', '19:58', 2_000);

    // The arena clock reads 30.05 s: the board jumps to it and stays there.
    await post(url, StopClockDocument, { gameId: league.gameId, remainingMs: 30_050 });
    await waitForText(page, '#clock', '30.1', 1_000);
    expect(await page.locator('#clock').getAttribute('data-running')).toBe('false');
    await frames(page, 20);
    expect(await textOf(page, '#clock')).toBe('30.1');
    expect(page.problems).toEqual([]);
  });

  it('counts a penalty down only while the clock runs, with the power play shown', async () => {
    const url = suite.current().url;
    const league = await seedGame(url);
    const { gameId } = league;
    await post(url, StartGameDocument, { gameId });
    await post(url, StartClockDocument, { gameId });
    await post(url, StopClockDocument, { gameId, remainingMs: 15 * MINUTE });
    const page = await openBoard(suite.current(), league);

    // Assessed at a stoppage: it waits for the puck drop at its full 3 minutes (R14).
    await post(url, RecordPenaltyDocument, { input: { gameId, teamId: league.teams[1].id, playerId: league.teams[1].players[3].id, severity: 'MINOR', infraction: 'TRIPPING' } });
    const timer = '#away-penalties li .left';
    await waitForText(page, timer, '3:00', 1_000);
    // The penalty board: jersey number, the name as boards print it (given names as initials; whole in the title).
    expect(await textOf(page, '#away-penalties li .num')).toBe(`#${league.teams[1].players[3].number}`);
    expect(await page.locator('#away-penalties li .who').getAttribute('title')).toBe(league.teams[1].players[3].name);
    expect(await textOf(page, '#away-penalties li .who')).toBe(`P. ${league.teams[1].players[3].name.split(' ').at(-1)}`);
    await frames(page, 20);
    expect(await textOf(page, timer)).toBe('3:00');

    // Puck drop: it counts down with the clock, the home team on the power play.
    await post(url, StartClockDocument, { gameId });
    await waitForText(page, timer, '2:59', 2_000);
    await waitForText(page, '#strength', '5 on 4', 1_000);
    expect(await textOf(page, '#home-pp')).toBe('Power play');
    await expectLegible(page, ['#away-penalties li .left', '#away-penalties li .what', '#home-pp', '#strength']);
    await screenshot(page, 'scoreboard-penalty');

    // Whistle: it stops where the clock stopped.
    await post(url, StopClockDocument, { gameId });
    await page.locator('#clock[data-running="false"]').waitFor({ state: 'attached', timeout: 1_000 });
    const stopped = clockMs(await textOf(page, timer));
    await frames(page, 20);
    expect(clockMs(await textOf(page, timer))).toBe(stopped);
    expect(stopped).toBeLessThan(3 * MINUTE);
    expect(await page.locator('#away-penalties li.waiting').count()).toBe(1);
    expect(page.problems).toEqual([]);
  });

  it('says "Empty net" in a labelled banner over the side of a team whose goalie is pulled, gone once he is back and at the period end', async () => {
    const url = suite.current().url;
    const league = await seedGame(url);
    const { gameId } = league;
    const [home, away] = league.teams;
    await post(url, StartGameDocument, { gameId });
    await post(url, StartClockDocument, { gameId });
    const page = await openBoard(suite.current(), league);
    expect(await page.locator('#away-net').isVisible()).toBe(false);

    await post(url, PullGoalieDocument, { gameId, teamId: away.id });
    await waitForText(page, '#away-net', 'Empty net');
    expect(await page.locator('#away-net').isVisible()).toBe(true);
    expect(await page.locator('#home-net').isVisible()).toBe(false);
    // As plain to see as the power play: a filled banner of the same size, its words in capitals.
    const look = (selector: string) =>
      page
        .locator(selector)
        .evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, size: getComputedStyle(element).fontSize, transform: getComputedStyle(element).textTransform }));
    const net = await look('#away-net');
    expect(net.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(net).toMatchObject({ size: (await look('#home-pp')).size, transform: 'uppercase' });
    expect(await page.getByRole('region', { name: away.name }).getByRole('status').filter({ hasText: 'Empty net' }).count()).toBe(1);
    await expectLegible(page, ['#away-net']);
    await screenshot(page, 'scoreboard-empty-net');

    // A goal into it, the goalie back: the banner goes.
    await goal(url, league, 0);
    await waitForText(page, '#home-score', '1');
    expect(await textOf(page, '#away-net')).toBe('Empty net');
    await post(url, ReturnGoalieDocument, { gameId, teamId: away.id });
    await page.locator('#away-net[data-key=""]').waitFor({ state: 'attached' });
    expect(await page.locator('#away-net').isVisible()).toBe(false);

    // Pulled again, and the period ends: the goalie starts the next period in his net.
    await post(url, PullGoalieDocument, { gameId, teamId: home.id });
    await waitForText(page, '#home-net', 'Empty net');
    await post(url, EndPeriodDocument, { gameId });
    await page.locator('#home-net[data-key=""]').waitFor({ state: 'attached' });
    expect(page.problems).toEqual([]);
  });

  it('recovers by itself after the server restarts mid-game, from a fresh snapshot', async () => {
    const scratch = scratchDirectory();
    let server = await startOn(0, scratch.file('faceoff.db'));
    try {
      const { port } = server;
      const league = await seedGame(server.url);
      await post(server.url, StartGameDocument, { gameId: league.gameId });
      await post(server.url, StartClockDocument, { gameId: league.gameId });
      const page = await openBoard(server, league);

      await server.stop();
      await waitForText(page, '.connection', 'Reconnecting…', 5_000);
      expect(await page.locator('html').getAttribute('data-connection')).toBe('reconnecting');
      await expectLegible(page, ['.connection']);
      await screenshot(page, 'scoreboard-reconnecting');

      // The same port and database: the game goes on where it was.
      server = await startOn(port, scratch.file('faceoff.db'));
      await goal(server.url, league, 1);
      await waitForText(page, '#away-score', '1', 15_000);
      await page.locator('html[data-connection="live"]').waitFor({ state: 'attached', timeout: 5_000 });
      expect(await page.locator('.connection').isHidden()).toBe(true);
      expect(await page.locator('#clock').getAttribute('data-running')).toBe('true');
      // Failed reconnection attempts log to the console; the page itself threw nothing.
      expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
    } finally {
      await server.stop();
      scratch.remove();
    }
  });
});
