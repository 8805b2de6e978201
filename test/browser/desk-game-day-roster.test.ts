import type { Locator, Page } from 'playwright-core';
import { AddToRosterDocument, CreatePlayerDocument, TeamRosterDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { openDeskOn } from './support/pages-server';

/** Nothing wider than the screen, and no two of the controls overlapping. */
async function expectLaidOut(page: Page, width: number, controls: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const boxes = (await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as { left: number; right: number; top: number; bottom: number }))).filter(
    (b) => b.right > b.left,
  );
  for (const [i, a] of boxes.entries()) {
    expect(a.right).toBeLessThanOrEqual(width);
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      expect({ a, b, overlap }).toEqual({ a, b, overlap: false });
    }
  }
}

/**
 * Game-day roster changes at the desk (R84), in real Chromium: after a Cole Harbour draw
 * (docs/rulebooks/000_5506cbd709277b08.txt:7) a player is added from the roster screen with the
 * Tournament Official's clearance — a refusal shown beside its field with nothing stored — and the
 * "who cannot dress" panel names him at once (:8, 17 in a 19+ tournament; :10, no waiver); a waiver
 * marked signed and a registration form recorded each in one click. A roster file's warnings stay on
 * screen after the import. English at 1024 px, French at 1366, axe-clean.
 */
describeWithChromium('game-day roster changes at the desk', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const openDesk = (page: Page, hash: string, lang = '') => openDeskOn(suite.current(), page, hash, lang);

  const LANGS = [
    {
      lang: '',
      width: 1024,
      roster: 'Correct the roster of',
      add: 'Add the player',
      noWaiver: 'No waiver',
      waiverOnFile: 'Waiver on file',
      markWaiver: (n: number, name: string) => `Waiver of #${n} ${name} signed`,
      recordForm: (n: number, name: string) => `Registration form of #${n} ${name} received`,
      added: 'added to the roster of',
      check: 'Check',
      import: 'Import',
      under: /is 17 on .* the rules require 19 \(Cole Harbour 000:8, R21\)/,
    },
    {
      lang: '?lang=fr',
      width: 1366,
      roster: 'Corriger l’alignement de',
      add: 'Ajouter le joueur',
      noWaiver: 'Aucune décharge',
      waiverOnFile: 'Décharge au dossier',
      markWaiver: (n: number, name: string) => `Décharge de #${n} ${name} signée`,
      recordForm: (n: number, name: string) => `Formulaire d’inscription de #${n} ${name} reçu`,
      added: 'ajouté à l’alignement de',
      check: 'Vérifier',
      import: 'Importer',
      under: /a 17 ans le .* les règles exigent 19 ans \(Cole Harbour 000:8, R21\)/,
    },
  ];

  it.each(LANGS)(
    'docs/rulebooks/000_5506cbd709277b08.txt:7-10 ($lang, $width px): a player added after the draw with a clearance, a refusal beside its field with nothing stored; the waiver and the form marked in one click; who cannot dress updated at once (R84)',
    async ({ lang, width, roster, add, noWaiver, waiverOnFile, markWaiver, recordForm, added }) => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 3 });
      const team = league.teams[0];
      const { createPlayer } = await ok(url(), CreatePlayerDocument, { input: { name: 'No Paper', birthDate: '1995-06-01' } }, ADMIN_TOKEN);
      await ok(url(), AddToRosterDocument, { input: { teamId: team.id, playerId: createPlayer.id, number: 31, position: 'SKATER', waiverSigned: false, clearance: 'Added at the desk' } }, ADMIN_TOKEN);
      const rosterSize = async () => (await ok(url(), TeamRosterDocument, { id: team.id }, ADMIN_TOKEN)).team!.roster.length;

      const page = await browser.page();
      await page.setViewportSize({ width, height: 768 });
      await openDesk(page, `/competitions/${league.competitionId}`, lang);
      await page.getByText(`${roster} ${team.name}`).click();
      const form = page.locator(`#add-player-${team.id}`);
      await form.waitFor();
      const note = page.locator(`#cannot-dress-${team.id}`);
      expect(await note.locator(`li[data-player="${createPlayer.id}"]`).count()).toBe(1);
      const unsigned = page.locator('li[data-entry]', { hasText: '#31 No Paper' });
      expect(await unsigned.locator('.form-missing .badge').first().textContent()).toBe(noWaiver);
      // Signed players have nothing to mark: no button.
      expect(await page.locator('li[data-entry] [id$="-waiver-mark"]').count()).toBe(1);
      await expectLaidOut(page, width, form.locator('input, select, button'));
      await expectNoAxeViolations(page);

      // A number already worn: refused beside the number, nothing stored (the new player neither).
      const before = await rosterSize();
      await form.locator(`#add-player-${team.id}-name`).fill('Éric Côté');
      await form.locator(`#add-player-${team.id}-birth`).fill('2009-06-01');
      await form.locator(`#add-player-${team.id}-number`).fill(String(team.players[1].number));
      await form.locator(`#add-player-${team.id}-clearance`).fill('J. Smith, Tournament Official');
      await form.getByRole('button', { name: add }).click();
      const numberError = form.locator(`#add-player-${team.id}-number-error`);
      await numberError.waitFor({ state: 'visible' });
      expect(await numberError.textContent()).toContain(String(team.players[1].number));
      expect(await form.locator(`#add-player-${team.id}-number`).getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByRole('button', { name: add }).isEnabled()).toBe(true);
      expect(await rosterSize()).toBe(before);
      await expectNoAxeViolations(page);

      await form.locator(`#add-player-${team.id}-number`).fill('30');
      await form.getByRole('button', { name: add }).click();
      const done = page.locator(`#add-player-${team.id}-done`);
      await done.waitFor();
      expect(await done.textContent()).toContain(added);
      expect(await rosterSize()).toBe(before + 1);
      const eric = page.locator('li[data-entry]', { hasText: '#30 Éric Côté' });
      await eric.waitFor();
      // Who cannot dress, at once: Éric (17, no waiver) and No Paper.
      expect(await note.locator('li').count()).toBe(2);
      expect(await note.locator('li', { hasText: '#30 Éric Côté' }).textContent()).toMatch(/17/);

      await unsigned.getByRole('button', { name: markWaiver(31, 'No Paper') }).click();
      await page.locator('li[data-entry]', { hasText: '#31 No Paper' }).locator('.form-received', { hasText: waiverOnFile }).waitFor();
      expect(await page.locator(`#cannot-dress-${team.id} li`).count()).toBe(1);
      expect(await page.locator(`#cannot-dress-${team.id} li[data-player="${createPlayer.id}"]`).count()).toBe(0);

      const noPaper = page.locator('li[data-entry]', { hasText: '#31 No Paper' });
      await noPaper.getByRole('button', { name: recordForm(31, 'No Paper') }).click();
      await page.locator('li[data-entry]', { hasText: '#31 No Paper' }).locator(`[id$="-form"].form-received`).waitFor();
      await expectLaidOut(page, width, page.locator(`#add-player-${team.id}`).locator('input, select, button'));
      await expectNoAxeViolations(page);
    },
    90_000, // a long flow of page round trips and three axe runs, not a timing
  );

  it.each(LANGS)(
    "R84 ($lang, $width px): a roster file's warnings are shown when checked and stay on screen once it is imported",
    async ({ lang, width, check, import: importLabel, under }) => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 2 });
      const page = await browser.page();
      await page.setViewportSize({ width, height: 768 });
      await openDesk(page, `/competitions/${league.competitionId}`, lang);
      const d = league.divisionId;
      const csv = ['Name,#,Pos,DOB,Waiver,Cleared by', 'Young Gun,40,F,2009-06-01,Yes,J. Smith', 'Late Signer,41,D,1990-01-01,No,J. Smith'].join('\n');
      await page.locator(`#roster-${d}-csv`).fill(csv);
      await page.locator(`#roster-${d}-form`).getByRole('button', { name: check, exact: true }).click();
      const warnings = page.locator(`#roster-${d}-warnings`);
      await warnings.waitFor();
      expect(await warnings.locator('tbody tr').count()).toBe(2);
      expect(await warnings.locator('tr[data-warning-line="2"]').textContent()).toMatch(under);
      expect(await warnings.locator('tr[data-warning-line="3"]').getAttribute('data-code')).toBe('WAIVER_MISSING');
      await page.locator(`#roster-${d}-form`).getByRole('button', { name: importLabel, exact: true }).click();
      // The view is drawn again with the new roster; the warnings are still there, the summary focused.
      await page.locator(`#roster-${d}-summary.import-good:focus`).waitFor();
      expect(await page.locator(`#roster-${d}-warnings tbody tr`).count()).toBe(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    },
    60_000,
  ); // page round trips and an axe run, not a timing
});
