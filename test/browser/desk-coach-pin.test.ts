import type { Page } from 'playwright-core';
import { CreateTeamDocument, DeleteTeamDocument, TeamCoachPinDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { openDeskOn } from './support/pages-server';

/**
 * R80 at the desk, in real Chromium: a team's coach PIN set and cleared from its roster screen. Set
 * is enabled only once the field holds 4 to 8 digits, Clear only while a PIN is set and after a
 * confirmation; the PIN is never shown back; a refusal is shown beside the field. English at
 * 1024 px, French at 1366, axe-clean.
 */
describeWithChromium('coach PINs at the desk', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const openDesk = (page: Page, hash: string, lang = '') => openDeskOn(suite.current(), page, hash, lang);
  const pinSet = async (teamId: string) => (await ok(url(), TeamCoachPinDocument, { id: teamId }, ADMIN_TOKEN)).team!.coachPinSet;

  it('R80 (en, 1024 px): Set waits for 4 to 8 digits; the PIN is set, never shown, then cleared only after a confirmation', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 2 });
    const team = league.teams[0];
    const page = await browser.page();
    await page.setViewportSize({ width: 1024, height: 768 });
    await openDesk(page, `/competitions/${league.competitionId}`);
    await page.getByText(`Correct the roster of ${team.name}`).click();
    const form = page.locator(`#coach-pin-${team.id}`);
    await form.waitFor();
    const state = form.locator(`#coach-pin-${team.id}-state`);
    expect(await state.getAttribute('data-pin-set')).toBe('false');
    expect(await state.textContent()).toContain('No PIN is set');

    const field = form.getByLabel('New PIN', { exact: true });
    expect(await field.evaluate((el: HTMLInputElement) => [el.type, el.inputMode, el.autocomplete])).toEqual(['password', 'numeric', 'off']);
    const set = form.getByRole('button', { name: 'Set PIN', exact: true });
    const clear = form.getByRole('button', { name: 'Clear PIN', exact: true });
    expect(await set.isDisabled()).toBe(true);
    expect(await clear.isDisabled()).toBe(true);
    for (const typed of ['123', '12a4', '24 68']) {
      await field.fill(typed);
      expect({ typed, disabled: await set.isDisabled() }).toEqual({ typed, disabled: true });
    }
    // Nine digits are not taken: the field keeps eight.
    await field.fill('123456789');
    expect(await field.inputValue()).toBe('12345678');
    await expectNoAxeViolations(page);

    await field.fill('2468');
    expect(await set.isEnabled()).toBe(true);
    await set.click();
    await form.locator(`#coach-pin-${team.id}-done`).waitFor();
    expect(await form.locator(`#coach-pin-${team.id}-done`).textContent()).toBe(`The coach PIN of ${team.name} is set.`);
    expect(await form.locator(`#coach-pin-${team.id}-state`).getAttribute('data-pin-set')).toBe('true');
    expect(await form.locator(`#coach-pin-${team.id}-state`).textContent()).toContain('A PIN is set');
    expect(await pinSet(team.id)).toBe(true);
    // Never shown back: the field is empty again, and the PIN is nowhere on the page.
    expect(await form.getByLabel('New PIN', { exact: true }).inputValue()).toBe('');
    expect(await page.locator('body').innerText()).not.toContain('2468');
    expect(await form.getByRole('button', { name: 'Set PIN', exact: true }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // Clear asks first: dismissed, nothing changes.
    const clearNow = form.getByRole('button', { name: 'Clear PIN', exact: true });
    expect(await clearNow.isEnabled()).toBe(true);
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await clearNow.click();
    expect(asked).toEqual([expect.stringContaining(`Clear the coach PIN of ${team.name}?`)]);
    expect(await pinSet(team.id)).toBe(true);
    expect(await clearNow.isEnabled()).toBe(true);

    page.once('dialog', (dialog) => void dialog.accept());
    await clearNow.click();
    await form.locator(`#coach-pin-${team.id}-done`, { hasText: 'is cleared' }).waitFor();
    expect(await form.locator(`#coach-pin-${team.id}-state`).getAttribute('data-pin-set')).toBe('false');
    expect(await form.getByRole('button', { name: 'Clear PIN', exact: true }).isDisabled()).toBe(true);
    expect(await pinSet(team.id)).toBe(false);
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  }, 90_000); // page round trips and three axe runs, not a timing

  it('R80 (fr, 1366 px): the words in French, and a refusal shown beside the field with nothing set', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 2 });
    // A team entered in error, deleted by another desk while this one has its roster open.
    const { createTeam } = await ok(url(), CreateTeamDocument, { input: { divisionId: league.divisionId, name: 'Équipe fantôme' } }, ADMIN_TOKEN);
    const page = await browser.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await openDesk(page, `/competitions/${league.competitionId}`, '?lang=fr');
    await page.getByText('Corriger l’alignement de Équipe fantôme').click();
    const form = page.locator(`#coach-pin-${createTeam.id}`);
    await form.waitFor();
    expect(await form.locator(`#coach-pin-${createTeam.id}-state`).textContent()).toContain('Aucun NIP n’est défini');
    const set = form.getByRole('button', { name: 'Définir le NIP', exact: true });
    expect(await set.isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Effacer le NIP', exact: true }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    await ok(url(), DeleteTeamDocument, { id: createTeam.id, reason: 'Entered in error' }, ADMIN_TOKEN);
    const field = form.getByLabel('Nouveau NIP', { exact: true });
    await field.fill('13579');
    expect(await set.isEnabled()).toBe(true);
    await set.click();
    // The team is gone: said beside the field, as the one alert of the form.
    const error = form.locator(`#coach-pin-${createTeam.id}-error`);
    await error.waitFor({ state: 'visible' });
    expect(await error.textContent()).toContain(createTeam.id);
    expect(await form.getByRole('alert').count()).toBe(1);
    expect(await error.evaluate((el) => el.previousElementSibling?.querySelector('input')?.id)).toBe(`coach-pin-${createTeam.id}-pin`);
    // Still there to try again, and nothing was set.
    expect(await field.inputValue()).toBe('13579');
    expect(await set.isEnabled()).toBe(true);
    expect(await form.locator(`#coach-pin-${createTeam.id}-state`).getAttribute('data-pin-set')).toBe('false');
    await expectNoAxeViolations(page);
  }, 60_000); // page round trips and two axe runs, not a timing
});
