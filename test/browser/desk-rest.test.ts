import type { Page } from 'playwright-core';
import {
  AddToRosterDocument,
  AuditTrailDocument,
  CompetitionTreeDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  SeasonDatesOfDocument,
  SetGameCrewDocument,
  SetSeasonDatesDocument,
  StartGameDocument,
  WebhooksDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, screenshot } from './support/browser';
import { originOf, openDeskOn } from './support/pages-server';

/**
 * The rest of the desk in real Chromium, so nothing needs GraphiQL: a competition renamed in its
 * settings and a rulebook change refused once a game has started (nothing stored), its points and
 * tie-breakers in words; a season date emptied in the settings cleared; a team deleted and one with a game refused with the reason beside the
 * button; the officials' schedule listing a named crew's games; a webhook refused for a private
 * address, then created with its secret shown once, listed and deleted; the settings in French.
 * Each view held to axe, and to a phone's width.
 */
describeWithChromium('settings, deletes, officials and webhooks on the desk', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  const openDesk = (page: Page, hash: string, lang = '') => openDeskOn(suite.current(), page, hash, lang);

  async function fitsAPhone(page: Page, ready: string): Promise<void> {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator(ready).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  const tree = async (competitionId: string) => (await ok(url(), CompetitionTreeDocument, { id: competitionId }, ADMIN_TOKEN)).competition!;

  it('renames the competition, refuses a rulebook change once a game has started, and says the points and tie-breakers', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1, timeZone: 'America/Halifax' });
    const page = await browser.page();
    await openDesk(page, `/competitions/${league.competitionId}`);
    await page.getByRole('link', { name: 'Settings and deletes' }).click();
    await page.getByRole('heading', { level: 1, name: /^Settings of / }).waitFor();

    // Cole Harbour's points and its tie-breakers, in words.
    expect(await page.locator('#points-system').textContent()).toBe('Win: 2 points · Tie: 1 point · Loss in overtime or a shootout: 0 points · Loss: 0 points');
    expect(await page.locator('#tiebreaker-chain li').allTextContents()).toEqual([
      'More wins',
      'More points in the games between the tied teams',
      'Better goal difference',
      'Fewer goals against',
      'Fewer penalty minutes, or fewer penalties where the rulebook counts them (BHI)',
      'Scored its first goal of the competition earlier',
    ]);

    await page.getByLabel('Name', { exact: true }).fill('Cole Harbour Classic 2026');
    await page.getByLabel('Reason (optional, kept in the audit trail)').first().fill('Sponsor’s name');
    await page.getByRole('button', { name: 'Save the competition' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings of Cole Harbour Classic 2026' }).waitFor();
    expect((await tree(league.competitionId)).name).toBe('Cole Harbour Classic 2026');
    await expectNoAxeViolations(page);

    // A game starts: the rulebook may no longer change, and the refusal is beside it.
    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings of Cole Harbour Classic 2026' }).waitFor();
    await page.getByLabel('Rulebook').selectOption('BHI_5ON5');
    await page.getByRole('button', { name: 'Save the competition' }).click();
    const presetError = page.locator('#settings-preset-error');
    await presetError.waitFor();
    expect(await presetError.textContent()).toContain('preset shape results and cannot change now: 1 game has started');
    expect(await page.getByLabel('Rulebook').getAttribute('aria-invalid')).toBe('true');
    expect((await tree(league.competitionId)).preset).toBe('COLE_HARBOUR_CLASSIC');

    // The division's category: refused once its schedule is drawn, beside the field.
    await page.getByLabel('Category').selectOption('LADIES');
    await page.getByRole('button', { name: 'Save the division' }).click();
    const categoryError = page.locator(`#division-${league.divisionId}-category-error`);
    await categoryError.waitFor();
    expect(await categoryError.textContent()).toContain('(R60)');
    await expectNoAxeViolations(page);
    await fitsAPhone(page, '#competition-settings');
    expect(page.problems).toEqual([]);
  }, 90_000); // a long flow of page round trips, not a timing

  it('clears a season date emptied in the settings, keeps the other, and the audit trail has each one before → none', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 2, timeZone: 'America/Halifax' });
    const set = await ok(
      url(),
      SetSeasonDatesDocument,
      { input: { competitionId: league.competitionId, seasonStartsAt: '2026-09-01T03:00:00.000Z', lastRegularSeasonDay: '2027-02-28' } },
      ADMIN_TOKEN,
    );
    const cutoff = set.setSeasonDates.additionCutoff;
    const dates = async () => (await ok(url(), SeasonDatesOfDocument, { id: league.competitionId }, ADMIN_TOKEN)).competition;
    const page = await browser.page();
    await openDesk(page, `/competitions/${league.competitionId}/settings`);
    await page.getByRole('heading', { level: 1, name: /^Settings of / }).waitFor();
    const start = page.getByLabel('Season starts (optional)');
    const lastDay = page.getByLabel('Last regular-season day (optional)');
    expect(await start.inputValue()).toBe('2026-09-01');
    expect(await lastDay.inputValue()).toBe('2027-02-28');

    await start.fill('');
    await page.getByRole('button', { name: 'Save the competition' }).click();
    await page.locator('#settings-saved', { hasText: 'Saved.' }).waitFor();
    expect(await dates()).toEqual({ id: league.competitionId, seasonStartsAt: null, additionCutoff: cutoff });
    expect(await page.getByLabel('Season starts (optional)').inputValue()).toBe('');
    expect(await page.getByLabel('Last regular-season day (optional)').inputValue()).toBe('2027-02-28');

    await page.getByLabel('Last regular-season day (optional)').fill('');
    await page.getByRole('button', { name: 'Save the competition' }).click();
    await page.locator('#settings-saved', { hasText: 'Saved.' }).waitFor();
    expect(await dates()).toEqual({ id: league.competitionId, seasonStartsAt: null, additionCutoff: null });

    const trail = (await ok(url(), AuditTrailDocument, { competitionId: league.competitionId, first: 10 }, ADMIN_TOKEN)).auditTrail.edges.map((e) => e.node.changes);
    expect(trail.slice(0, 2)).toEqual([
      [{ field: 'additionCutoff', before: JSON.stringify(cutoff), after: null }],
      [{ field: 'seasonStartsAt', before: JSON.stringify('2026-09-01T03:00:00.000Z'), after: null }],
    ]);
    expect(page.problems).toEqual([]);
  }, 60_000); // many page round trips, not a timing

  it('deletes a team nothing depends on, and offers no Delete for one with a game or players (R64)', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 2, timeZone: 'America/Halifax' });
    const { createTeam: spare } = await ok(url(), CreateTeamDocument, { input: { divisionId: league.divisionId, name: 'Entered in error' } }, ADMIN_TOKEN);
    const page = await browser.page();
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await openDesk(page, `/competitions/${league.competitionId}`);

    await page.getByRole('button', { name: 'Delete Entered in error' }).click();
    await page.locator(`tr[data-team="${spare.id}"]`).waitFor({ state: 'detached' });
    expect(asked).toEqual(['Delete Entered in error? This cannot be undone.']);
    expect((await tree(league.competitionId)).divisions[0].teams.map((t) => t.id)).not.toContain(spare.id);

    // A team with a game and players cannot go (R64): no Delete is offered beside it.
    const [home] = league.teams;
    await page.locator(`tr[data-team="${home.id}"]`).waitFor();
    expect(await page.locator(`#delete-team-${home.id}`).count()).toBe(0);
    // A team with players but no game yet: none either.
    const { createTeam: rostered } = await ok(url(), CreateTeamDocument, { input: { divisionId: league.divisionId, name: 'Late entry' } }, ADMIN_TOKEN);
    const { createPlayer } = await ok(url(), CreatePlayerDocument, { input: { name: 'Sam Late', birthDate: '1990-01-01' } }, ADMIN_TOKEN);
    await ok(
      url(),
      AddToRosterDocument,
      { input: { teamId: rostered.id, playerId: createPlayer.id, number: 9, position: 'SKATER', clearance: 'Cleared by the Tournament Official, late entry' } },
      ADMIN_TOKEN,
    );
    await page.reload();
    await page.locator(`tr[data-team="${rostered.id}"]`).waitFor();
    expect(await page.locator(`#delete-team-${rostered.id}`).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  }, 60_000); // many page round trips, not a timing

  it('deletes a game scheduled in error from its sheet, and offers no delete for a game that has started', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
    const started = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
    await ok(url(), StartGameDocument, { gameId: started.gameId }, ADMIN_TOKEN);
    const page = await browser.page();
    page.on('dialog', (dialog) => void dialog.accept());
    await openDesk(page, `/competitions/${started.competitionId}/games/${started.gameId}`);
    await page.getByRole('heading', { name: 'Delete the game' }).waitFor();
    expect(await page.locator('#delete-game').textContent()).toContain('never deleted');
    expect(await page.locator('#delete-game-button').count()).toBe(0);

    await page.goto(`${originOf(suite.current())}/desk#/competitions/${league.competitionId}/games/${league.gameId}`);
    const [home, away] = league.teams;
    await page.getByRole('button', { name: `Delete ${home.name} v ${away.name}` }).click();
    await page.locator('#competition-title').waitFor();
    expect((await tree(league.competitionId)).divisions[0].games).toEqual([]);
    expect(page.problems).toEqual([]);
  }, 60_000); // many page round trips, not a timing

  it('lists each official with their games, times in the competition’s zone, and prints', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 2, timeZone: 'America/Halifax' });
    await ok(
      url(),
      SetGameCrewDocument,
      {
        gameId: league.gameId,
        crew: [
          { role: 'REFEREE', name: 'Marie Tremblay' },
          { role: 'LINESMAN', name: 'Luc Arsenault' },
        ],
      },
      ADMIN_TOKEN,
    );
    const [home, away] = league.teams;
    const page = await browser.page();
    await openDesk(page, `/competitions/${league.competitionId}`);
    await page.getByRole('link', { name: 'Officials’ schedule' }).click();
    await page.getByRole('heading', { level: 1, name: /^Officials’ schedule: / }).waitFor();

    expect(await page.locator('section.official h2').allTextContents()).toEqual(['Luc Arsenault (1 game)', 'Marie Tremblay (1 game)']);
    const marie = page.locator('section[data-official="Marie Tremblay"] tbody tr');
    expect(await marie.count()).toBe(1);
    const cells = await marie.locator('td').allTextContents();
    expect(cells[2]).toBe(`${home.name} v ${away.name}`);
    expect(cells[3]).toBe('Referee');
    expect(await page.locator('section[data-official="Luc Arsenault"] tbody td').last().textContent()).toBe('Linesman');
    expect(await page.getByText('Times in America/Halifax.', { exact: false }).count()).toBe(1);

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#officials-print').isVisible()).toBe(false);
    expect(await page.locator('.desk-bar').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await expectNoAxeViolations(page);
    await fitsAPhone(page, '#officials');
    expect(page.problems).toEqual([]);
  }, 60_000); // many page round trips, not a timing

  it('refuses a private receiver beside the URL, then makes a webhook, shows its secret once, lists it and deletes it', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 2 });
    const page = await browser.page();
    page.on('dialog', (dialog) => void dialog.accept());
    await openDesk(page, `/competitions/${league.competitionId}`);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: /^Webhooks: / }).waitFor();
    expect(await page.locator('#webhooks').textContent()).toBe('No webhook yet.');

    const address = page.getByLabel('Receiver’s address (URL)');
    await address.fill('http://127.0.0.1:9/hook');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const urlError = page.locator('#webhook-url-error');
    await urlError.waitFor();
    expect(await urlError.textContent()).toContain('loopback address');
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect((await ok(url(), WebhooksDocument, {}, ADMIN_TOKEN)).webhooks.filter((w) => w.competitionId === league.competitionId)).toEqual([]);

    // A public address (an IP literal: nothing to resolve; no event of this competition is sent to it).
    await address.fill('https://1.1.1.1/faceoff');
    await page.getByLabel('Goal', { exact: true }).uncheck();
    await page.getByLabel('Game certified').check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = page.getByLabel('Secret', { exact: true });
    await secret.waitFor();
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    const stored = (await ok(url(), WebhooksDocument, {}, ADMIN_TOKEN)).webhooks.filter((w) => w.competitionId === league.competitionId);
    expect(stored.map((w) => [w.url, [...w.events].sort()])).toEqual([['https://1.1.1.1/faceoff', ['GAME_CERTIFIED', 'GAME_FINAL']]]);
    const item = page.locator(`li[data-webhook="${stored[0].id}"]`);
    expect(await item.textContent()).toContain('Sends: Game final, Game certified');
    expect(await item.textContent()).toContain('Nothing sent yet.');
    await expectNoAxeViolations(page);
    await fitsAPhone(page, '#webhooks');

    // Shown once: away and back, the secret is gone, the webhook still listed.
    await page.getByRole('link', { name: 'Competition', exact: true }).click();
    await page.locator('#competition-title').waitFor();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await item.waitFor();
    expect(await page.locator('#webhook-secret').count()).toBe(0);

    await item.getByRole('button', { name: 'Delete https://1.1.1.1/faceoff' }).click();
    await item.waitFor({ state: 'detached' });
    expect((await ok(url(), WebhooksDocument, {}, ADMIN_TOKEN)).webhooks.map((w) => w.id)).not.toContain(stored[0].id);
    expect(page.problems).toEqual([]);
  }, 60_000); // many page round trips, not a timing

  it('corrects a division and shows the rules in French', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 2, divisionName: 'B' });
    const page = await browser.page();
    await openDesk(page, `/competitions/${league.competitionId}/settings`, '?lang=fr');
    await page.getByRole('heading', { level: 1, name: /^Réglages de / }).waitFor();
    expect(await page.locator('#points-system').textContent()).toBe('Victoire : 2 points · Match nul : 1 point · Défaite en prolongation ou en tirs de barrage : 1 point · Défaite : 0 point');
    expect(await page.locator('#tiebreaker-chain li').first().textContent()).toBe('Plus de victoires');

    await page.getByLabel('Nom de la division').fill('B — Récréatif');
    await page.getByRole('button', { name: 'Enregistrer la division' }).click();
    await page.getByRole('heading', { level: 2, name: 'La division B — Récréatif' }).waitFor();
    expect((await tree(league.competitionId)).divisions[0].name).toBe('B — Récréatif');
    await screenshot(page, 'desk-settings-fr');
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  }, 60_000); // many page round trips, not a timing
});
