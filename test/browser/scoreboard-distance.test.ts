import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Page } from 'playwright-core';
import {
  EndPeriodDocument,
  NameShootersDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  RecordShootoutAttemptDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague, type SeededLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectLegible, expectNoOverflow, textOf, waitForText } from './support/browser';
import { playToFinal } from './support/games';
import { boxes, frames, gameAt, teamNamed } from './scoreboard-support';

/** The sizes a wall board is read at: 720p and 1080p screens, and a phone held up in the stands. */
const BOARD_SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
];

/**
 * The scoreboard read from far away: at the final the board says "Final" large (with "(OT)" or
 * "(SO)" as the game was decided), never the last period at 0:00; and the two team names are
 * printed in one form, both full or both short, never "Bedford Bears" beside "Hawks"; the overlay
 * puts the period beside the clock and says whose each penalty is and what kind.
 */
describeWithChromium('the scoreboard read from a distance', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const post = <T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V) => ok(url, document, variables, ADMIN_TOKEN);
  const origin = () => suite.current().url.replace(/\/graphql$/, '');

  async function open(gameId: string, viewport: { width: number; height: number }, query = ''): Promise<Page & { problems: string[] }> {
    const page = await browser.page();
    await page.setViewportSize(viewport);
    await page.goto(`${origin()}/scoreboard/${gameId}${query}`);
    await page.locator('html[data-status="FINAL"]').waitFor({ state: 'attached' });
    await page.locator('html[data-fitted]').waitFor({ state: 'attached' });
    await frames(page, 3);
    return page;
  }

  /** The final as a person sees it: the words large, no clock, no period, nothing over the screen's edge. */
  async function expectFinal(page: Page & { problems: string[] }, words: string): Promise<void> {
    await waitForText(page, '#period', words);
    expect(await page.locator('#period').isVisible()).toBe(true);
    expect(await page.locator('#clock').isVisible()).toBe(false);
    // Said once, large: not again under the clock.
    expect(await page.locator('#status').isVisible()).toBe(false);
    const size = await page.locator('#period').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const name = await page.locator('#home-name').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThan(name);
    const [final] = await boxes(page, '#period');
    const viewport = page.viewportSize()!;
    expect(final.left >= 0 && final.right <= viewport.width && final.top >= 0 && final.bottom <= viewport.height).toBe(true);
    await expectNoOverflow(page);
    await expectLegible(page, ['#period', '#home-score', '#away-score']);
    expect(page.problems).toEqual([]);
  }

  it('says "Final" large at the end of regulation, in English and French, at 1280, 1920 and 390 wide; axe clean', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
    await playToFinal(url, league.gameId, [{ teamId: league.teams[0].id, scorerId: league.teams[0].players[2].id }]);
    for (const viewport of BOARD_SIZES) {
      const page = await open(league.gameId, viewport);
      await expectFinal(page, 'Final');
      expect(await textOf(page, '#home-score')).toBe('1');
      await expectNoAxeViolations(page);
      await page.close();
    }
    const french = await open(league.gameId, { width: 1280, height: 720 }, '?lang=fr');
    await expectFinal(french, 'Fin du match');
    await expectNoAxeViolations(french);
  }, 120_000);

  it('says "Final" beside the clock in the overlay, at 1280 and 1920 wide', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
    await playToFinal(url, league.gameId, []);
    for (const viewport of BOARD_SIZES.slice(0, 2)) {
      const page = await open(league.gameId, viewport, '?overlay=1');
      await expectFinal(page, 'Final');
      await page.close();
    }
  }, 60_000);

  /** A semi-final tied after regulation (R24): its overtime starts with the clock. */
  async function tiedSemiFinal(url: string): Promise<SeededLeague> {
    const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'SEMIFINAL', playersPerTeam: 8, firstNumber: 1 });
    await post(url, StartGameDocument, { gameId: league.gameId });
    for (let period = 0; period < 2; period += 1) {
      await post(url, StartClockDocument, { gameId: league.gameId });
      await post(url, EndPeriodDocument, { gameId: league.gameId });
    }
    return league;
  }

  it('says "Final (OT)" after a sudden-death overtime goal (R24), "Fin (prol.)" in French', async () => {
    const url = suite.current().url;
    const league = await tiedSemiFinal(url);
    const { gameId } = league;
    const [home] = league.teams;
    await post(url, StartClockDocument, { gameId });
    await post(url, RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[2].id, assistIds: [] } });
    for (const viewport of BOARD_SIZES) {
      const page = await open(gameId, viewport);
      await expectFinal(page, 'Final (OT)');
      await page.close();
    }
    const french = await open(gameId, { width: 1920, height: 1080 }, '?lang=fr');
    await expectFinal(french, 'Fin (prol.)');
  }, 120_000);

  it('says "Final (SO)" once the shootout is decided (R24), "Fin (fus.)" in French', async () => {
    const url = suite.current().url;
    const league = await tiedSemiFinal(url);
    const { gameId } = league;
    const [home, away] = league.teams;
    // The overtime played out tied.
    await post(url, StartClockDocument, { gameId });
    await post(url, EndPeriodDocument, { gameId });
    for (const team of [home, away]) await post(url, NameShootersDocument, { gameId, teamId: team.id, shooterIds: team.players.slice(1, 4).map((p) => p.id) });
    // Home scores twice, away misses twice: 2–0 with one shooter each left, decided.
    for (let round = 1; round <= 2; round += 1) {
      await post(url, RecordShootoutAttemptDocument, { input: { gameId, teamId: home.id, shooterId: home.players[round].id, scored: true } });
      await post(url, RecordShootoutAttemptDocument, { input: { gameId, teamId: away.id, shooterId: away.players[round].id, scored: false } });
    }
    const page = await open(gameId, { width: 1280, height: 720 });
    await expectFinal(page, 'Final (SO)');
    const french = await open(gameId, { width: 390, height: 844 }, '?lang=fr');
    await expectFinal(french, 'Fin (fus.)');
  }, 120_000);

  describe('the two team names', () => {
    /** A game between the Bears and the Hawks (short names "Bears" and "Hawks") under the names given, played out. */
    async function bearsAndHawks(url: string, homeName: string, awayName: string): Promise<string> {
      const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 1 });
      const home = await teamNamed(url, league.divisionId, homeName, { shortName: 'Bears' });
      const away = await teamNamed(url, league.divisionId, awayName, { shortName: 'Hawks' });
      const gameId = await gameAt(url, { divisionId: league.divisionId, home, away, venue: `Rink ${league.divisionId}`, minutesFromNow: -5 });
      await playToFinal(url, gameId, []);
      return gameId;
    }

    it('are both the short names when one name is too long for its column', async () => {
      const gameId = await bearsAndHawks(suite.current().url, 'Bedford Bears of the Basin Valley Minor Hockey Association', 'Cole Harbour Hawks');
      for (const viewport of BOARD_SIZES) {
        const page = await open(gameId, viewport);
        await waitForText(page, '#home-name', 'Bears');
        expect(await textOf(page, '#away-name')).toBe('Hawks');
        // The full names stay the names a screen reader gives.
        expect(await page.locator('#away-name').getAttribute('title')).toBe('Cole Harbour Hawks');
        await expectNoOverflow(page);
        await page.close();
      }
    }, 90_000);

    it('are both the full names when both fit', async () => {
      const gameId = await bearsAndHawks(suite.current().url, 'Bedford Bears', 'Sackville Hawks');
      const page = await open(gameId, { width: 1920, height: 1080 });
      await waitForText(page, '#home-name', 'Bedford Bears');
      expect(await textOf(page, '#away-name')).toBe('Sackville Hawks');
      await expectNoOverflow(page);
    });
  });

  describe('the overlay', () => {
    /** Bears v Hawks in the first period, the clock stopped at 14:00, a Hawks minor on the penalty board. */
    async function hawksShortHanded(url: string): Promise<string> {
      const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 1 });
      const home = await teamNamed(url, league.divisionId, 'Bedford Bears', { shortName: 'Bears' });
      const away = await teamNamed(url, league.divisionId, 'Cole Harbour Hawks', { shortName: 'Hawks' });
      const gameId = await gameAt(url, { divisionId: league.divisionId, home, away, venue: `Rink ${league.divisionId}`, minutesFromNow: -5 });
      await post(url, StartGameDocument, { gameId });
      await post(url, StartClockDocument, { gameId });
      await post(url, StopClockDocument, { gameId, remainingMs: 15 * 60_000 });
      await post(url, RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[3].id, severity: 'MINOR', infraction: 'TRIPPING' } });
      await post(url, StartClockDocument, { gameId });
      await post(url, StopClockDocument, { gameId, remainingMs: 14 * 60_000 });
      return gameId;
    }

    async function openOverlay(gameId: string, viewport: { width: number; height: number }, query: string): Promise<Page & { problems: string[] }> {
      const page = await browser.page();
      await page.setViewportSize(viewport);
      await page.goto(`${origin()}/scoreboard/${gameId}${query}`);
      await page.locator('#away-penalties li .left').first().waitFor({ state: 'attached' });
      await waitForText(page, '#clock', '14:00');
      await page.locator('html[data-fitted]').waitFor({ state: 'attached' });
      await frames(page, 3);
      return page;
    }

    it('puts the period beside the clock and gives each penalty its team and kind, at 1280 and 1920 wide, in English and French', async () => {
      const gameId = await hawksShortHanded(suite.current().url);
      for (const [viewport, query, period, kind] of [
        [{ width: 1280, height: 720 }, '?overlay=1', '1st', 'Minor'],
        [{ width: 1920, height: 1080 }, '?overlay=1', '1st', 'Minor'],
        [{ width: 1280, height: 720 }, '?overlay=1&lang=fr', '1re', 'Min.'],
      ] as const) {
        const page = await openOverlay(gameId, viewport, query);
        expect(await textOf(page, '#period')).toBe(period);
        const [p] = await boxes(page, '#period');
        const [c] = await boxes(page, '#clock');
        // Side by side on one line: the period left of the clock, their heights overlapping.
        expect(p.right).toBeLessThanOrEqual(c.left);
        expect(p.top < c.bottom && c.top < p.bottom).toBe(true);
        const penalty = page.locator('#away-penalties li').first();
        expect(await penalty.locator('.whose').isVisible()).toBe(true);
        expect(await penalty.locator('.what').isVisible()).toBe(true);
        expect((await penalty.innerText()).replace(/\s+/g, ' ').trim()).toBe(`Hawks #35 ${kind} 2:00`);
        // The board stays a lower third, inside the screen.
        const [board] = await boxes(page, '#board');
        expect(board.top).toBeGreaterThanOrEqual(viewport.height * 0.6);
        expect(board.left >= 0 && board.right <= viewport.width && board.bottom <= viewport.height).toBe(true);
        await expectNoOverflow(page);
        await expectLegible(page, ['#period', '#clock', '#away-penalties li .whose', '#away-penalties li .what', '#away-penalties li .left']);
        await expectNoAxeViolations(page);
        expect(page.problems).toEqual([]);
        await page.close();
      }
    }, 120_000);
  });

  describe('the penalty board', () => {
    it('gives each penalty text to read across a rink, inside its team column, rows apart, at 1280, 1920 and 390 wide, in English and French', async () => {
      const url = suite.current().url;
      const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
      const { gameId } = league;
      const away = league.teams[1];
      await post(url, StartGameDocument, { gameId });
      await post(url, StartClockDocument, { gameId });
      await post(url, StopClockDocument, { gameId, remainingMs: 15 * 60_000 });
      for (const player of [away.players[3], away.players[4]]) {
        await post(url, RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: player.id, severity: 'MINOR', infraction: 'TRIPPING' } });
      }
      for (const [viewport, query, kind] of [
        [{ width: 1280, height: 720 }, '', 'Minor'],
        [{ width: 1920, height: 1080 }, '', 'Minor'],
        [{ width: 390, height: 844 }, '', 'Minor'],
        [{ width: 1920, height: 1080 }, '?lang=fr', 'Min.'],
      ] as const) {
        const page = await browser.page();
        await page.setViewportSize(viewport);
        await page.goto(`${origin()}/scoreboard/${gameId}${query}`);
        await page.locator('#away-penalties li:nth-child(2) .left').waitFor({ state: 'attached' });
        await page.locator('html[data-fitted]').waitFor({ state: 'attached' });
        await frames(page, 3);
        expect(await page.locator('#away-penalties li .what').allTextContents()).toEqual([kind, kind]);
        // Text in the board's units (a hundredth of its 16:9 width): the name and the time at least
        // 3 units (the team names are 4.6), the kind at least 2.5, unless the board had to scale down to fit.
        const sizes = await page.evaluate(() => {
          const unit = Math.min(innerWidth / 100, (innerHeight * 1.7778) / 100) * Number(getComputedStyle(document.documentElement).getPropertyValue('--fit') || 1);
          const size = (selector: string) => parseFloat(getComputedStyle(document.querySelector(selector)!).fontSize) / unit;
          return { who: size('#away-penalties li .who'), what: size('#away-penalties li .what'), left: size('#away-penalties li .left') };
        });
        expect(sizes.who).toBeGreaterThanOrEqual(3);
        expect(sizes.what).toBeGreaterThanOrEqual(2.5);
        expect(sizes.left).toBeGreaterThanOrEqual(3);
        const [column] = await boxes(page, 'section.team.away');
        const rows = await boxes(page, '#away-penalties li');
        expect(rows).toHaveLength(2);
        for (const row of rows) expect(row.left >= column.left - 0.5 && row.right <= column.right + 0.5 && row.bottom <= column.bottom + 0.5).toBe(true);
        expect(rows[0].bottom).toBeLessThanOrEqual(rows[1].top + 0.5);
        await expectNoOverflow(page);
        await expectLegible(page, ['#away-penalties li .num', '#away-penalties li .who', '#away-penalties li .what', '#away-penalties li .left']);
        await expectNoAxeViolations(page);
        expect(page.problems).toEqual([]);
        await page.close();
      }
    }, 120_000);
  });
});
