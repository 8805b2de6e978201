import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Page } from 'playwright-core';
import {
  EndPeriodDocument,
  NameShootersDocument,
  PullGoalieDocument,
  RecordPenaltyDocument,
  RecordShootoutAttemptDocument,
  RecordShotDocument,
  VoidEventDocument as VoidEvent,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, expectLegible, screenshot, textOf, waitForText } from './support/browser';
import { type BoardTeam, baseline, boxes, frames, gameAt, intersect, teamNamed } from './scoreboard-support';

const MINUTE = 60_000;
const LONG_NAME = 'Dartmouth Destroyers of the North Shore Hockey Club';
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];
/** The page's `size` and `embed` options the board must fit with (m is the default). */
const OPTIONS = ['', '?embed=1&size=l', '?embed=1&size=xl', '?size=xs'];

/**
 * The scoreboard as a wall screen: measured in real Chromium at 720p, 1080p and 4K, with every
 * `size`. Nothing overflows the screen, the two names and the two scores stay level with a long
 * name, no label runs into another (the power play and the empty net side by side among them), home and away are marked, the penalty board gives number,
 * name and time, and timeouts appear only where the rulebook has them (G14).
 */
describeWithChromium('the scoreboard on a wall', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const post = <T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V) => ok(url, document, variables, ADMIN_TOKEN);

  /** A Cole Harbour round-robin game (no timeouts: 000:33) between a long-named team and a short one, the away team a man short, the home goalie pulled, the clock stopped. */
  async function liveGame(url: string): Promise<{ gameId: string; home: BoardTeam; away: BoardTeam }> {
    const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 1 });
    const home = await teamNamed(url, league.divisionId, LONG_NAME);
    const away = await teamNamed(url, league.divisionId, 'Cole Harbour Hawks');
    const gameId = await gameAt(url, { divisionId: league.divisionId, home, away, venue: `Rink ${league.divisionId}`, minutesFromNow: -5 });
    await post(url, StartGameDocument, { gameId });
    await post(url, StartClockDocument, { gameId });
    await post(url, StopClockDocument, { gameId, remainingMs: 15 * MINUTE });
    await post(url, RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[3].id, severity: 'MINOR', infraction: 'TRIPPING' } });
    // The penalty starts with the clock, which then stops again: a two-minute penalty on a running
    // clock would run out while a slow machine draws twelve boards, and the board would change under the test.
    await post(url, StartClockDocument, { gameId });
    await post(url, StopClockDocument, { gameId, remainingMs: 14 * MINUTE });
    // The home team on the power play pulls its goalie too: two banners on one side, both to fit.
    await post(url, PullGoalieDocument, { gameId, teamId: home.id });
    return { gameId, home, away };
  }

  /** Opens the board at a viewport and waits for the penalty and the layout fitted after it. */
  async function open(gameId: string, viewport: { width: number; height: number }, options: string): Promise<Page & { problems: string[] }> {
    const page = await browser.page();
    await page.setViewportSize(viewport);
    await page.goto(`${suite.current().url.replace(/\/graphql$/, '')}/scoreboard/${gameId}${options}`);
    await page.locator('#away-penalties li .left').first().waitFor({ state: 'attached' });
    await waitForText(page, '#home-pp', 'Power play');
    await waitForText(page, '#home-net', 'Empty net');
    await page.locator('html[data-fitted]').waitFor({ state: 'attached' });
    await frames(page, 3);
    return page;
  }

  it('fits 720p, 1080p and 4K at every size: no overflow, names and scores level, labels apart, penalties with number, name and time', async () => {
    const url = suite.current().url;
    const { gameId, away } = await liveGame(url);
    const penalized = away.players[3];
    for (const viewport of VIEWPORTS) {
      for (const options of OPTIONS) {
        const page = await open(gameId, viewport, options);
        const where = `${viewport.width}×${viewport.height}${options}`;

        // Nothing overflows the screen: no scrolling, and every part of the board inside it.
        const size = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight, innerWidth, innerHeight }));
        expect({ where, fitsWidth: size.width <= size.innerWidth, fitsHeight: size.height <= size.innerHeight }).toEqual({ where, fitsWidth: true, fitsHeight: true });
        for (const selector of ['.team', '.center', '#clock', '.score', '.name', '.stats dt', '.stats dd', '.penalties li', '.banner', '.side']) {
          for (const box of await boxes(page, selector)) {
            expect({ where, selector, inside: box.left >= -0.5 && box.top >= -0.5 && box.right <= viewport.width + 0.5 && box.bottom <= viewport.height + 0.5 }).toEqual({
              where,
              selector,
              inside: true,
            });
          }
        }

        // The site header never shows on the board.
        expect(await page.locator('header.site').isVisible()).toBe(false);

        // Names on one line each, at one size, level; the scores level too.
        for (const side of ['home', 'away']) {
          const lines = await page.locator(`#${side}-name`).evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
          expect({ where, side, lines: Math.round(lines) }).toEqual({ where, side, lines: 1 });
        }
        const [homeName] = await boxes(page, '#home-name');
        const [awayName] = await boxes(page, '#away-name');
        expect(Math.abs(homeName.bottom - awayName.bottom)).toBeLessThanOrEqual(1);
        expect(Math.abs((await baseline(page, '#home-name')) - (await baseline(page, '#away-name')))).toBeLessThanOrEqual(1);
        const [homeScore] = await boxes(page, '#home-score');
        const [awayScore] = await boxes(page, '#away-score');
        expect(Math.abs(homeScore.bottom - awayScore.bottom)).toBeLessThanOrEqual(1);
        expect(Math.abs((await baseline(page, '#home-score')) - (await baseline(page, '#away-score')))).toBeLessThanOrEqual(1);

        // No label runs into another: the stats' labels and values, the banners and the penalty parts.
        const parts = [...(await boxes(page, '.stats dt')), ...(await boxes(page, '.stats dd')), ...(await boxes(page, '.banner')), ...(await boxes(page, '.side'))];
        for (let i = 0; i < parts.length; i += 1) {
          for (let j = i + 1; j < parts.length; j += 1) expect({ where, i, j, apart: !intersect(parts[i], parts[j]) }).toEqual({ where, i, j, apart: true });
        }
        const row = '#away-penalties li';
        const pieces = [...(await boxes(page, `${row} .num`)), ...(await boxes(page, `${row} .who`)), ...(await boxes(page, `${row} .left`))];
        expect({ where, pieces: pieces.length }).toEqual({ where, pieces: 3 });
        for (let i = 0; i < pieces.length; i += 1) {
          for (let j = i + 1; j < pieces.length; j += 1) expect({ where, i, j, apart: !intersect(pieces[i], pieces[j]) }).toEqual({ where, i, j, apart: true });
        }

        // The penalty board: jersey number, name (given names as initials; whole in its title) and time.
        expect(await textOf(page, `${row} .num`)).toBe(`#${penalized.number}`);
        expect(await page.locator(`${row} .who`).getAttribute('title')).toBe(penalized.name);
        expect(await textOf(page, `${row} .who`)).toMatch(/^A\. /);
        expect(await textOf(page, `${row} .left`)).toMatch(/^[0-3]:\d\d$/);

        // Home and away in words; no timeouts in a round robin (docs/rulebooks/000_5506cbd709277b08.txt:33, G14).
        expect(await textOf(page, '#home-side')).toBe('Home');
        expect(await textOf(page, '#away-side')).toBe('Away');
        expect(await page.locator('#home-side').isVisible()).toBe(true);
        expect((await page.locator('body').innerText()).toUpperCase()).not.toContain('TIMEOUTS');

        if (options === '' && viewport.width === 1920) {
          await expectLegible(page, ['#home-side', '#away-side', '#home-pp', '#home-net', '#strength', '#away-penalties li .num', '#away-penalties li .who', '.stats dt']);
          await screenshot(page, 'scoreboard-wall-1920');
        }
        expect(page.problems).toEqual([]);
        await page.close();
      }
    }
  }, 300_000);

  it('shows the long name whole, or the short name set in createTeam, never two lines', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 1 });
    const home = await teamNamed(url, league.divisionId, `${LONG_NAME} of Nova Scotia`, { shortName: 'Destroyers', players: 2 });
    const away = await teamNamed(url, league.divisionId, 'Owls', { players: 2 });
    const gameId = await gameAt(url, { divisionId: league.divisionId, home, away, venue: `Rink ${league.divisionId}`, minutesFromNow: 60 });
    const page = await browser.page();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${suite.current().url.replace(/\/graphql$/, '')}/scoreboard/${gameId}?embed=1&size=xl`);
    await waitForText(page, '#home-name', 'Destroyers');
    expect(await page.locator('#home-name').getAttribute('title')).toBe(home.name);
    await waitForText(page, '#away-name', 'Owls');
    const [h] = await boxes(page, '#home-name');
    const [a] = await boxes(page, '#away-name');
    expect(Math.abs(h.bottom - a.bottom)).toBeLessThanOrEqual(1);
    expect(page.problems).toEqual([]);
  });

  it('shows timeouts where the rulebook gives them: a Cole Harbour semi-final has one a team (docs/rulebooks/000_5506cbd709277b08.txt:41, G14)', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'SEMIFINAL', playersPerTeam: 8, firstNumber: 1 });
    await post(url, StartGameDocument, { gameId: league.gameId });
    const page = await browser.page();
    await page.goto(`${suite.current().url.replace(/\/graphql$/, '')}/scoreboard/${league.gameId}`);
    await waitForText(page, '#home-timeouts', '1');
    expect(await page.locator('#home-timeouts').isVisible()).toBe(true);
    expect((await page.locator('body').innerText()).toUpperCase()).toContain('TIMEOUTS');
    expect(page.problems).toEqual([]);
  });

  it('?overlay=1 is a lower third on a transparent page, with the delay option', async () => {
    const url = suite.current().url;
    const { gameId } = await liveGame(url);
    const page = await browser.page();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${url.replace(/\/graphql$/, '')}/scoreboard/${gameId}?overlay=1&delay=1`);
    await waitForText(page, '#home-pp', 'Power play', 10_000);
    const backgrounds = await page.evaluate(() => ['html', 'body', 'main'].map((s) => getComputedStyle(document.querySelector(s)!).backgroundColor));
    expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    const [board] = await boxes(page, '#board');
    expect(board.top).toBeGreaterThanOrEqual(1080 * 0.6);
    expect(board.bottom).toBeLessThanOrEqual(1080);
    expect(await page.locator('header.site').isVisible()).toBe(false);
    await expectLegible(page, ['#home-name', '#home-score', '#clock', '#away-penalties li .left']);
    await screenshot(page, 'scoreboard-overlay');
    expect(page.problems).toEqual([]);
  });

  it('?shots=period counts the shots of each period from the game log, voided ones left out', async () => {
    const url = suite.current().url;
    const { gameId, home, away } = await liveGame(url);
    await post(url, RecordShotDocument, { gameId, teamId: home.id });
    await post(url, RecordShotDocument, { gameId, teamId: home.id });
    await post(url, RecordShotDocument, { gameId, teamId: away.id });
    await post(url, EndPeriodDocument, { gameId });
    await post(url, StartClockDocument, { gameId });
    const { recordShot } = await post(url, RecordShotDocument, { gameId, teamId: away.id });
    await post(url, RecordShotDocument, { gameId, teamId: away.id });
    // A shot recorded by mistake and voided counts in no period.
    await post(url, VoidEvent, { gameId, seq: recordShot.seq, reason: 'Recorded twice' });
    const page = await browser.page();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${url.replace(/\/graphql$/, '')}/scoreboard/${gameId}?shots=period`);
    const cells = async () => page.locator('#period-shots-body td').allTextContents();
    await page.locator('#period-shots-body td[data-period="2"]').first().waitFor({ state: 'attached' });
    await page.locator('html[data-fitted]').waitFor({ state: 'attached' });
    await frames(page, 3);
    expect(await cells()).toEqual(['2', '0', '1', '1']);
    expect(await page.locator('#period-shots th[scope="col"]').allTextContents()).toEqual(['1st', '2nd']);
    const size = await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth);
    expect(size).toBe(true);
    expect(page.problems).toEqual([]);
  });

  it('says "Shootout" in a labelled banner once a shootout begins, with each team\'s goals and attempts', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'SEMIFINAL', playersPerTeam: 8, firstNumber: 1 });
    const { gameId } = league;
    await post(url, StartGameDocument, { gameId });
    // Tied after regulation and the 3-on-3 overtime: the shootout (R24).
    for (let period = 0; period < 3; period += 1) {
      await post(url, StartClockDocument, { gameId });
      await post(url, EndPeriodDocument, { gameId });
    }
    // The first shooters named (000:40, G31), and the first attempt scores.
    const [home, away] = league.teams;
    for (const team of [home, away]) await post(url, NameShootersDocument, { gameId, teamId: team.id, shooterIds: team.players.slice(1, 4).map((p) => p.id) });
    await post(url, RecordShootoutAttemptDocument, { input: { gameId, teamId: home.id, shooterId: home.players[1].id, scored: true } });
    const page = await browser.page();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${url.replace(/\/graphql$/, '')}/scoreboard/${gameId}`);
    await waitForText(page, '#shootout .so-title', 'Shootout');
    expect(await page.locator('#shootout .so-title').isVisible()).toBe(true);
    expect(await textOf(page, '#home-shootout')).toBe('1/1');
    await expectLegible(page, ['#shootout .so-title', '#home-shootout']);
    const fits = await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth);
    expect(fits).toBe(true);
    expect(page.problems).toEqual([]);
  });

  it('says "Penalty shot" in a labelled banner for the team owed one (3 on 3: R19)', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { preset: 'WINTER_LEAGUE_3ON3', stage: 'REGULAR_SEASON', playersPerTeam: 8, firstNumber: 1 });
    const { gameId } = league;
    const away = league.teams[1];
    await post(url, StartGameDocument, { gameId });
    await post(url, StartClockDocument, { gameId });
    await post(url, RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[3].id, severity: 'MINOR', infraction: 'TRIPPING' } });
    const page = await browser.page();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${url.replace(/\/graphql$/, '')}/scoreboard/${gameId}`);
    await waitForText(page, '#home-extra', 'Penalty shot');
    expect(await page.locator('#home-extra').isVisible()).toBe(true);
    expect(await page.locator('#away-extra').isVisible()).toBe(false);
    const banner = await page.locator('#home-extra').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(banner).not.toBe('rgba(0, 0, 0, 0)');
    await expectLegible(page, ['#home-extra']);
    expect(page.problems).toEqual([]);
  });
});
