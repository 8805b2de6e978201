import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { openDeskOn, originOf } from './support/pages-server';

/**
 * A competition loaded from its file at the desk (docs/open-data.md, "Whole competitions"), in
 * real Chromium against a second, empty server: the file is checked first with nothing stored
 * (a broken one lists each problem and cannot be loaded), only a file that passed can be loaded,
 * changing the file or the id choice asks for a new check, and the loaded competition opens.
 * English at 1024 px, French at 1366; axe clean; nothing wider than the window.
 */
describeWithChromium('loading a competition from a file at the desk', () => {
  const source = serverPerSuite(SQLITE);
  const target = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'faceoff-upload-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const words = {
    en: {
      check: 'Check the file',
      load: 'Load the competition',
      file: 'File (JSON)',
      ids: 'Load it',
      passed: 'passed the check',
      failed: 'problem',
      open: 'Open the competition',
      dangling: 'names a team 00000000-0000-4000-8000-000000000000',
    },
    fr: {
      check: 'Vérifier le fichier',
      load: 'Charger la compétition',
      file: 'Fichier (JSON)',
      ids: 'Le charger',
      passed: 'a passé la vérification',
      failed: 'problème',
      open: 'Ouvrir la compétition',
      dangling: 'nomme une équipe 00000000-0000-4000-8000-000000000000',
    },
  };
  const competitionNames = async (page: Page) => page.locator('#competitions a').allTextContents();

  it.each([
    { lang: '', width: 1024, said: words.en },
    { lang: '?lang=fr', width: 1366, said: words.fr },
  ])('($lang, $width px) a broken file is refused with its problems and nothing stored; the good one, checked, loads and opens', async ({ lang, width, said }) => {
    const league = await seedLeague(source.current().url, { playersPerTeam: 2, timeZone: 'America/Halifax' });
    const response = await fetch(`${originOf(source.current())}/competitions/${league.competitionId}/export.json`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(response.status).toBe(200);
    const exported = (await response.json()) as { competition: { name: string }; games: Array<{ homeTeamId: string }> };
    const good = join(folder, `good${lang ? '-fr' : ''}.json`);
    writeFileSync(good, JSON.stringify(exported));
    const broken = join(folder, `broken${lang ? '-fr' : ''}.json`);
    writeFileSync(broken, JSON.stringify({ ...exported, games: exported.games.map((g, i) => (i === 0 ? { ...g, homeTeamId: '00000000-0000-4000-8000-000000000000' } : g)) }));

    const page = await browser.page();
    await page.setViewportSize({ width, height: 768 });
    await openDeskOn(target.current(), page, '/', lang);
    const form = page.locator('#upload-competition');
    await form.waitFor();
    const before = await competitionNames(page);
    const check = form.getByRole('button', { name: said.check });
    const load = form.getByRole('button', { name: said.load });
    // Nothing to check before a file is chosen, nothing to load before a check passed.
    expect(await check.isDisabled()).toBe(true);
    expect(await load.isDisabled()).toBe(true);

    await form.getByLabel(said.file).setInputFiles(broken);
    await check.click();
    const problems = form.locator('#upload-problems li');
    await problems.first().waitFor();
    // Each problem where it is, in the page's language (the server's catalogue, by Accept-Language).
    expect(await problems.allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^/games/0/homeTeamId ${said.dangling}`))]));
    expect(await form.getByRole('status').textContent()).toContain(said.failed);
    expect(await load.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    await form.getByLabel(said.file).setInputFiles(good);
    expect(await form.locator('#upload-problems').count()).toBe(0);
    await check.click();
    await form.getByRole('status').filter({ hasText: said.passed }).waitFor();
    expect(await form.locator('#upload-holds').textContent()).toContain(exported.competition.name);
    expect(await load.isEnabled()).toBe(true);
    // Another id choice is another check: loading waits for it.
    await form.getByLabel(said.ids).selectOption('KEEP');
    expect(await load.isDisabled()).toBe(true);
    await form.getByLabel(said.ids).selectOption('NEW');
    expect(await load.isDisabled()).toBe(true);
    await check.click();
    await form.getByRole('status').filter({ hasText: said.passed }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    // The dry runs stored nothing.
    await page.reload();
    await form.waitFor();
    expect(await competitionNames(page)).toEqual(before);

    await form.getByLabel(said.file).setInputFiles(good);
    await check.click();
    await form.getByRole('status').filter({ hasText: said.passed }).waitFor();
    await load.click();
    await form.getByRole('link', { name: said.open }).click();
    await page.getByRole('heading', { name: exported.competition.name, level: 1 }).waitFor();
  });
});
