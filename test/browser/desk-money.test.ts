import type { Page } from 'playwright-core';
import { CreateApiTokenDocument, CreateCompetitionDocument, CreateDivisionDocument, CreateTeamDocument, RecordAccountEntryDocument, TeamAccountDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, screenshot } from './support/browser';
import { originOf, openDeskOn } from './support/pages-server';

/**
 * A league team's fees and bonds (docs/rulebooks/004_52536eff465526ad.txt:1-3, R70, R71) in real
 * Chromium: the desk records fees, a withdrawal and a bill, pays the bill, and sees a refund refused
 * once the season is under way; the team's coach sees the same account on the coach page. English on
 * a phone, French on a laptop.
 */
describeWithChromium('fees and bonds on the desk and the coach page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  let serial = 0;

  async function leagueTeam(seasonStartsAt: string) {
    const post = <T, V>(d: Parameters<typeof ok<T, V>>[1], v: V) => ok(url(), d, v, ADMIN_TOKEN);
    const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Winter money ${(serial += 1)}`, kind: 'LEAGUE', preset: 'WINTER_LEAGUE_5ON5', seasonStartsAt } });
    const { createDivision } = await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'Tier 2' } });
    const { createTeam } = await post(CreateTeamDocument, { input: { divisionId: createDivision.id, name: `Northend Owls ${serial}` } });
    return { competitionId: createCompetition.id, team: { id: createTeam.id, name: `Northend Owls ${serial}` } };
  }

  const openDesk = (page: Page, hash: string, lang = '') => openDeskOn(suite.current(), page, hash, lang);

  const fits = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  it('docs/rulebooks/004_52536eff465526ad.txt:1 (English, phone): fees and a withdrawal before the season show what the league keeps; a bill is recorded and paid (R70, R71)', async () => {
    const { competitionId, team } = await leagueTeam('2099-09-01T00:00:00.000Z');
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await openDesk(page, `/competitions/${competitionId}`);
    await page.getByText(`Fees and bonds of ${team.name}`).click();
    const form = page.locator(`#money-${team.id}-form`);
    await form.waitFor();
    await form.getByLabel('Amount ($)').fill('800');
    await form.getByRole('button', { name: 'Record' }).click();
    await page.locator('#account-fees', { hasText: '$800.00' }).waitFor();

    await form.getByLabel('Entry').selectOption('WITHDRAWAL');
    await form.getByRole('button', { name: 'Record' }).click();
    // $500 is greater than half of $800
    await page.locator('#account-retained', { hasText: '$500.00' }).waitFor();
    expect(await page.locator('#account-refundable').textContent()).toContain('$300.00');

    await form.getByLabel('Entry').selectOption('BILL');
    await form.getByLabel('Amount ($)').fill('40');
    await form.getByLabel('For').fill('Pinnies lost');
    await form.getByRole('button', { name: 'Record' }).click();
    await page.locator('#account-bills', { hasText: '$40.00' }).waitFor();
    await fits(page, 390);
    await expectNoAxeViolations(page);
    await screenshot(page, 'desk-money-390');
    await page.getByRole('button', { name: 'Bill paid: Pinnies lost' }).click();
    await page.locator('#account-bills', { hasText: '$0.00' }).waitFor();
    const { team: read } = await ok(url(), TeamAccountDocument, { id: team.id }, ADMIN_TOKEN);
    expect(read!.account!.entries.map((e) => [e.kind, e.amountCents, e.paidAt !== null])).toEqual([
      ['FEE', 80_000, false],
      ['WITHDRAWAL', 0, false],
      ['BILL', 4_000, true],
    ]);
  });

  it('docs/rulebooks/004_52536eff465526ad.txt:3 "any monies owed … will be deducted from the bond before its returned" (English, laptop): the desk gives the team\'s bond back, the bill settled from it (R72)', async () => {
    const { competitionId, team } = await leagueTeam('2026-09-01T00:00:00.000Z');
    const post = <T, V>(d: Parameters<typeof ok<T, V>>[1], v: V) => ok(url(), d, v, ADMIN_TOKEN);
    const bond = (await post(RecordAccountEntryDocument, { input: { teamId: team.id, kind: 'BOND', amountCents: 50_000 } })).recordAccountEntry;
    await post(RecordAccountEntryDocument, { input: { teamId: team.id, kind: 'BILL', amountCents: 4_000, description: 'Pinnies lost' } });
    const page = await browser.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await openDesk(page, `/competitions/${competitionId}`);
    await page.getByText(`Fees and bonds of ${team.name}`).click();
    await page.locator(`li[data-bond="${bond.id}"]`, { hasText: '$460.00 returned at season end' }).waitFor();
    await page.getByText('Give back the bond of the team…').click();
    const giveBack = page.locator(`#bond-${bond.id}-return`);
    expect(await giveBack.locator('p').textContent()).toBe('What the team owes ($40.00) is settled from the bond first; $460.00 goes back. This cannot be undone.');
    await giveBack.getByRole('button', { name: 'Give back $460.00' }).click();
    await page.locator(`li[data-bond="${bond.id}"]`, { hasText: '$460.00 given back' }).waitFor();
    expect(await page.locator('#account-bills').textContent()).toContain('$0.00');
    expect(await page.getByText('Give back the bond of the team…').count()).toBe(0);
    await fits(page, 1366);
    await expectNoAxeViolations(page);
    const { team: read } = await post(TeamAccountDocument, { id: team.id });
    expect(read!.account!.entries.map((e) => e.kind)).toEqual(['BOND', 'BILL', 'BOND_RETURN']);
  });

  it('docs/rulebooks/004_52536eff465526ad.txt:1 "Once the season is underway, there are ABSOLUTELY NO REFUNDS" (French, laptop): refused beside the form, nothing stored; the coach sees the account (R70)', async () => {
    const { competitionId, team } = await leagueTeam('2026-01-01T00:00:00.000Z');
    await ok(url(), RecordAccountEntryDocument, { input: { teamId: team.id, kind: 'FEE', amountCents: 120_000, description: 'Frais de saison' } }, ADMIN_TOKEN);
    const page = await browser.page();
    await page.setViewportSize({ width: 1280, height: 720 });
    await openDesk(page, `/competitions/${competitionId}`, '?lang=fr');
    await page.getByText(`Frais et dépôts de ${team.name}`).click();
    const form = page.locator(`#money-${team.id}-form`);
    await form.waitFor();
    await form.getByLabel('Écriture').selectOption('REFUND');
    await form.getByLabel('Montant ($)').fill('100');
    await form.getByRole('button', { name: 'Inscrire' }).click();
    await form.locator('.form-error', { hasText: 'La saison est commencée' }).waitFor();
    await fits(page, 1280);
    await screenshot(page, 'desk-money-fr-1280');
    const { team: read } = await ok(url(), TeamAccountDocument, { id: team.id }, ADMIN_TOKEN);
    expect(read!.account!.entries.map((e) => e.kind)).toEqual(['FEE']);

    // The team's coach reads the same account on the coach page.
    const coach = (await ok(url(), CreateApiTokenDocument, { input: { name: 'Owls coach', role: 'COACH', scopes: [`team:${team.id}`] } }, ADMIN_TOKEN)).createApiToken.token;
    await page.goto(`${originOf(suite.current())}/teams/${team.id}/coach?lang=fr`);
    await page.getByLabel('Jeton', { exact: true }).fill(coach);
    await page.getByRole('button', { name: 'Utiliser ce jeton' }).click();
    await page.locator('#account-fees').waitFor();
    expect(await page.locator('#account-title').textContent()).toBe('Frais et dépôts');
    expect((await page.locator('#account-fees').textContent())!.replace(/\s/g, ' ')).toContain('1 200,00');
    await fits(page, 1280);
    await expectNoAxeViolations(page);
  });
});
