import type { Page } from 'playwright-core';
import { CreateDivisionDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { openDeskOn } from './support/pages-server';

/**
 * A competition's desk page is long (each division's teams, rosters, schedule and tools, then the
 * scorekeepers and open data): "On this page" lists its sections, and each takes the reader, focus
 * included, to its heading, the address unchanged. English at 1024 px, French at 1366 px, a phone.
 */
describeWithChromium('the competition page’s sections', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();

  /** Whether the element's top is on screen (waited for a moment: a part of the page loading above it may move it). */
  const inView = async (page: Page, id: string) =>
    page
      .waitForFunction(
        (target) => {
          const box = document.getElementById(target)!.getBoundingClientRect();
          // Scrolled to the top edge, a heading may sit a fraction of a pixel above it.
          return box.top >= -1 && box.top < window.innerHeight;
        },
        id,
        { timeout: 5_000 },
      )
      .then(
        () => true,
        () => false,
      );

  it('lists every division and the page’s other parts, and goes to each, in English and in French', async () => {
    const league = await seedLeague(suite.current().url, { teams: 4, playersPerTeam: 6 });
    const { createDivision } = await ok(suite.current().url, CreateDivisionDocument, { input: { competitionId: league.competitionId, name: 'B' } }, ADMIN_TOKEN);
    const page = await browser.page();
    await page.setViewportSize({ width: 1024, height: 768 });
    await openDeskOn(suite.current(), page, `/competitions/${league.competitionId}`);
    const nav = page.getByRole('navigation', { name: 'Sections of this page' });
    await nav.waitFor();
    const labels = await nav.getByRole('button').allTextContents();
    expect(labels).toHaveLength(5);
    expect(labels.slice(1)).toEqual(['Division B: teams, rosters, schedule', 'Add a division', 'Scorekeepers', 'Records and open data']);

    const before = page.url();
    await nav.getByRole('button', { name: 'Scorekeepers' }).click();
    await page.locator('#scorekeepers-title:focus').waitFor();
    expect(await inView(page, 'scorekeepers-title')).toBe(true);
    await nav.getByRole('button', { name: 'Division B: teams, rosters, schedule' }).click();
    await page.locator(`#division-${createDivision.id}-title:focus`).waitFor();
    expect(await inView(page, `division-${createDivision.id}-title`)).toBe(true);
    expect(page.url()).toBe(before);
    await expectNoAxeViolations(page);

    const fr = await browser.page();
    await fr.setViewportSize({ width: 1366, height: 768 });
    await openDeskOn(suite.current(), fr, `/competitions/${league.competitionId}`, '?lang=fr');
    const navFr = fr.getByRole('navigation', { name: 'Sections de cette page' });
    await navFr.waitFor();
    expect(await navFr.getByRole('button').nth(2).textContent()).toBe('Ajouter une division');
    await navFr.getByRole('button', { name: 'Ajouter une division' }).click();
    await fr.locator('#new-division-title:focus').waitFor();
    await expectNoAxeViolations(fr);
    await fr.setViewportSize({ width: 390, height: 844 });
    await navFr.waitFor();
    expect(await fr.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }, 60_000);
});
