import type { Page } from 'playwright-core';
import { AddToRosterDocument, CreatePlayerDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { openDeskOn } from './support/pages-server';

/**
 * R21 at the desk, in real Chromium: a player the roster holds but who cannot dress for the next
 * game — under docs/rulebooks/000_5506cbd709277b08.txt:8 "the designated tournament age (19+)", or
 * without :10's safety waiver — is named with why on the roster screen, so nobody is left off the
 * sheet without a word. English at 1024 px, French at 1366.
 */
describeWithChromium('who cannot dress, said at the desk', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const openDesk = (page: Page, hash: string, lang = '') => openDeskOn(suite.current(), page, hash, lang);

  it.each([
    { lang: '', width: 1024, roster: 'Correct the roster of', title: 'Cannot dress for the next game', age: /17/, waiver: /waiver/i },
    { lang: '?lang=fr', width: 1366, roster: 'Corriger l’alignement de', title: 'Ne peuvent pas s’habiller pour le prochain match', age: /17/, waiver: /décharge|renonciation|waiver/i },
  ])(
    'docs/rulebooks/000_5506cbd709277b08.txt:8-10 ($lang, $width px): the roster screen names a 17-year-old and a player without a waiver, with why',
    async ({ lang, width, roster, title, age, waiver }) => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 3 });
      const team = league.teams[0];
      const add = async (name: string, birthDate: string, number: number, waiverSigned: boolean) => {
        const { createPlayer } = await ok(url(), CreatePlayerDocument, { input: { name, birthDate } }, ADMIN_TOKEN);
        await ok(url(), AddToRosterDocument, { input: { teamId: team.id, playerId: createPlayer.id, number, position: 'SKATER', waiverSigned, clearance: 'Added at the desk' } }, ADMIN_TOKEN);
        return createPlayer.id;
      };
      const young = await add('Young Gun', '2009-06-01', 30, true);
      const unsigned = await add('No Paper', '1995-06-01', 31, false);

      const page = await browser.page();
      await page.setViewportSize({ width, height: 768 });
      await openDesk(page, `/competitions/${league.competitionId}`, lang);
      await page.getByText(`${roster} ${team.name}`).click();
      const note = page.locator(`#cannot-dress-${team.id}`);
      await note.waitFor();
      expect(await note.locator(`#cannot-dress-${team.id}-title`).textContent()).toContain(title);
      expect(await note.locator('li').count()).toBe(2);
      expect(await note.locator(`li[data-player="${young}"]`).textContent()).toMatch(age);
      expect(await note.locator(`li[data-player="${young}"] strong`).textContent()).toBe('#30 Young Gun');
      expect(await note.locator(`li[data-player="${unsigned}"]`).textContent()).toMatch(waiver);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    },
  );
});
