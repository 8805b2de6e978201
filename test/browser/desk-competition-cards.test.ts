import type { Page } from 'playwright-core';
import { StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { playScoreless, type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectNoOverflow } from './support/browser';
import { openDeskOn } from './support/pages-server';

/**
 * The desk's list of competitions says where each stands (Competition.gameCounts): one with a game
 * under way reads "Live", one whose games are all over "Finished", one to come its next start on its
 * own clock. English at 1024 × 768, French at 1366 × 768, a phone's width; axe clean.
 */
describeWithChromium('the desk’s competition cards say what is live, finished or to come', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  /** Three competitions: a game under way, a game over, a game on 16 January at 10:00 in Halifax. */
  async function three(): Promise<{ live: SeededLeague; finished: SeededLeague; later: SeededLeague }> {
    const live = await seedLeague(url(), { playersPerTeam: 8 });
    await ok(url(), StartGameDocument, { gameId: live.gameId }, ADMIN_TOKEN);
    const finished = await seedLeague(url(), { playersPerTeam: 8 });
    await playScoreless(url(), finished.gameId, ADMIN_TOKEN);
    const later = await seedLeague(url(), { playersPerTeam: 8, timeZone: 'America/Halifax', startsAt: '2027-01-16T14:00:00.000Z' });
    return { live, finished, later };
  }

  const progress = async (page: Page, league: SeededLeague) =>
    ((await page.locator(`#competitions li:has(a[href="#/competitions/${league.competitionId}"]) .progress`).textContent()) ?? '').replace(/\s+/g, ' ').trim();

  it.each([
    { lang: '', width: 1024, live: 'Live: 1 game · 0 of 1 games played', finished: 'Finished · 1 of 1 games played', later: '1 game scheduled · next Sat, Jan 16, 10:00 AM' },
    { lang: '?lang=fr', width: 1366, live: 'En direct : 1 match · 0 match joué sur 1', finished: 'Terminée · 1 match joué sur 1', later: '1 match au calendrier · prochain : sam. 16 janv., 10 h 00' },
  ])('$width px $lang: each card says where its competition stands', async ({ lang, width, live, finished, later }) => {
    const leagues = await three();
    const page = await browser.page();
    await page.setViewportSize({ width, height: 768 });
    await openDeskOn(suite.current(), page, '/', lang);
    await page.locator('#competitions').waitFor();
    expect(await progress(page, leagues.live)).toBe(live);
    // Live is said in the live colour, not by the words alone.
    expect(await page.locator(`#competitions li:has(a[href="#/competitions/${leagues.live.competitionId}"]) .live-badge`).count()).toBe(1);
    expect(await progress(page, leagues.finished)).toBe(finished);
    // On the competition's clock (Halifax), not the browser's or UTC.
    expect(await progress(page, leagues.later)).toBe(later);
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
  });

  it('fits a phone', async () => {
    const { live } = await three();
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await openDeskOn(suite.current(), page, '/');
    await page.locator('#competitions').waitFor();
    expect(await progress(page, live)).toBe('Live: 1 game · 0 of 1 games played');
    await expectNoOverflow(page);
  });
});
