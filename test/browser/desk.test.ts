import type { Page } from 'playwright-core';
import { DeskCheckDocument, DeskFindDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, screenshot } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * The organizer's desk in real Chromium against a real server: a Cole Harbour tournament set up
 * from nothing to a scheduled round robin with rosters imported from CSV, a file with bad rows
 * refused row by row with nothing stored, and a scorekeeper token made, opened and revoked —
 * everything checked back through the API, not only on the page.
 */
describeWithChromium('the organizer’s desk', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const origin = () => originOf(suite.current());

  const readBack = async (name: string) => {
    const found = (await ok(url(), DeskFindDocument, {}, ADMIN_TOKEN)).competitions.find((c) => c.name === name);
    return found ? (await ok(url(), DeskCheckDocument, { id: found.id }, ADMIN_TOKEN)).competition : undefined;
  };

  async function signIn(page: Page): Promise<void> {
    await page.goto(`${origin()}/desk`);
    await page.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Use this token' }).click();
    await page.getByRole('heading', { level: 1, name: 'Organizer’s desk' }).waitFor();
  }

  async function createCompetition(page: Page, name: string): Promise<void> {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Rulebook').selectOption('COLE_HARBOUR_CLASSIC');
    await page.getByLabel('Time zone').fill('America/Halifax');
    await page.getByRole('button', { name: 'Create competition' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByLabel('Division name').fill('A');
    await page.getByRole('button', { name: 'Add division' }).click();
    await page.getByRole('heading', { level: 2, name: 'A', exact: true }).waitFor();
  }

  const roster = (team: string, first: number) =>
    ['Name,Number,Position,Birth Date,Shoots', ...Array.from({ length: 6 }, (_, i) => `${team} Player ${i + 1},${first + i},${i === 0 ? 'G' : 'F'},199${i}-0${i + 1}-1${i},L`)].join('\n');

  it('sets up a Cole Harbour tournament from nothing to a scheduled round robin, rosters imported from CSV', async () => {
    const page = await browser.page();
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page);
    await createCompetition(page, 'Cole Harbour Classic 2027');

    const teams = ['Hawks', 'Owls', 'Bears', 'Storm'];
    for (const team of teams) {
      await page.getByLabel('Team name').fill(team);
      await page.getByRole('button', { name: 'Add team' }).click();
      await page.locator(`tr[data-team] th`, { hasText: team }).waitFor();
    }

    for (const [i, team] of teams.entries()) {
      await page.getByLabel('Team', { exact: true }).selectOption({ label: team });
      const panel = page.locator('form.csv-panel', { hasText: 'Import a roster' });
      const importButton = panel.getByRole('button', { name: 'Import' });
      await panel.getByLabel('Paste the CSV').fill(roster(team, 10 + i * 10));
      expect(await importButton.isDisabled()).toBe(true); // nothing is stored before a check
      await panel.getByRole('button', { name: 'Check' }).click();
      await panel.locator('.import-good', { hasText: 'Checked: 6 rows, 6 new' }).waitFor();
      expect(await importButton.isEnabled()).toBe(true);
      await importButton.click();
      await page.locator(`tr[data-team]`, { hasText: team }).locator('td', { hasText: '6' }).waitFor();
    }

    // Six games of a round robin of four, on two rinks from 09:00 Halifax time (13:00 UTC in December).
    await page.getByLabel('First game (America/Halifax)').fill('2027-01-09T09:00');
    await page.getByLabel('Venues, one per line').fill('Rink 1\nRink 2');
    await page.getByRole('button', { name: 'Generate schedule' }).click();
    await page.getByRole('heading', { name: 'Schedule (6 games)' }).waitFor();
    await screenshot(page, 'desk-scheduled');

    const stored = await readBack('Cole Harbour Classic 2027');
    expect(stored).toMatchObject({ preset: 'COLE_HARBOUR_CLASSIC', timeZone: 'America/Halifax' });
    const division = stored!.divisions[0];
    expect(division.teams.map((t) => [t.name, t.roster.length]).sort()).toEqual(teams.map((t) => [t, 6]).sort());
    expect(division.teams.find((t) => t.name === 'Hawks')!.roster.find((r) => r.number === 10)).toMatchObject({ position: 'GOALIE', player: { name: 'Hawks Player 1' } });
    expect(division.games).toHaveLength(6);
    const starts = division.games.map((g) => g.startsAt).sort();
    expect(starts[0]).toBe('2027-01-09T13:00:00.000Z');
    expect(new Set(division.games.map((g) => g.venue))).toEqual(new Set(['Rink 1', 'Rink 2']));

    // At a phone's width the page scrolls only inside its tables, never sideways as a whole.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  }, 90_000); // a long flow of page round trips, not a timing

  it('refuses a CSV with bad rows, each row’s problem shown, and stores nothing', async () => {
    const page = await browser.page();
    await signIn(page);
    await createCompetition(page, 'Bad rows cup');
    await page.getByLabel('Team name').fill('Hawks');
    await page.getByRole('button', { name: 'Add team' }).click();
    await page.locator('tr[data-team] th', { hasText: 'Hawks' }).waitFor();

    const panel = page.locator('form.csv-panel', { hasText: 'Import a roster' });
    await panel.getByLabel('Paste the CSV').fill('Name,Number,Position,Birth Date\nGood Player,9,F,1998-04-05\nNo Birthday,10,F,\nBad Number,123,F,1997-02-03\n');
    await panel.getByRole('button', { name: 'Check' }).click();
    const problems = panel.locator('table tbody tr');
    await problems.first().waitFor();
    expect(await panel.locator('tr[data-line="3"]').count()).toBeGreaterThan(0);
    expect(await panel.locator('tr[data-line="4"]').count()).toBeGreaterThan(0);
    expect(await panel.locator('tr[data-line="2"]').count()).toBe(0);
    expect(await panel.locator('.import-bad').textContent()).toContain('nothing stored');
    expect(await panel.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);

    const stored = await readBack('Bad rows cup');
    expect(stored!.divisions[0].teams[0].roster).toEqual([]);
  });

  it('shows a refused field beside the field, and keeps the form', async () => {
    const page = await browser.page();
    await signIn(page);
    await page.getByLabel('Name', { exact: true }).fill('Nowhere cup');
    await page.getByLabel('Time zone').fill('Mars/Olympus_Mons');
    await page.getByRole('button', { name: 'Create competition' }).click();
    const error = page.locator('#competition-zone-error');
    await error.waitFor();
    expect(await page.getByLabel('Time zone').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#new-competition .form-error').textContent()).toContain('timeZone');
    expect(await readBack('Nowhere cup')).toBeUndefined();
  });

  it('makes a scorekeeper token for a game, opens the console with it, and revokes it: the console is told', async () => {
    const page = await browser.page();
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page);
    await createCompetition(page, 'Token cup');
    for (const team of ['Hawks', 'Owls']) {
      await page.getByLabel('Team name').fill(team);
      await page.getByRole('button', { name: 'Add team' }).click();
      await page.locator('tr[data-team] th', { hasText: team }).waitFor();
    }
    // A day gone by: the console's Start is off more than 15 minutes before a Cole Harbour game (000:65, G61).
    await page.getByLabel('First game (America/Halifax)').fill('2026-11-28T09:00');
    await page.getByRole('button', { name: 'Generate schedule' }).click();
    await page.getByRole('heading', { name: 'Schedule (1 game)' }).waitFor();
    await page.getByRole('button', { name: 'Make a scorekeeper token for Hawks v Owls' }).click();
    const link = page.locator('#token-once-console');
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const gameId = (await readBack('Token cup'))!.divisions[0].games[0].id;
    expect(href).toContain(`/games/${gameId}/score#token=`);

    const console = await browser.page();
    await console.goto(href);
    await console.getByRole('button', { name: 'Start game (puck-drop ready)' }).waitFor();
    expect(console.url()).not.toContain('token='); // taken out of the address at once

    await page.getByRole('button', { name: 'Revoke Scorekeeper, Hawks v Owls' }).click();
    await page.locator('#tokens td', { hasText: 'Revoked' }).waitFor();
    await console.getByRole('button', { name: 'Start game (puck-drop ready)' }).click();
    await console.getByRole('dialog', { name: 'Start the game?' }).getByRole('button', { name: 'Start game' }).click();
    await console.getByRole('alert').filter({ hasText: 'The server did not accept this token' }).waitFor();
    expect((await readBack('Token cup'))!.divisions[0].games[0].status).toBe('SCHEDULED');
  });

  it('works in French with ?lang=fr: labels, counts and dates in French, the switch back to English kept in the address', async () => {
    const page = await browser.page();
    await page.goto(`${origin()}/desk?lang=fr`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByLabel('Jeton', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Utiliser ce jeton' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bureau de l’organisateur' }).waitFor();
    await page.getByLabel('Nom', { exact: true }).fill('Coupe de Cole Harbour');
    await page.getByLabel('Règlement').selectOption('COLE_HARBOUR_CLASSIC');
    await page.getByLabel('Fuseau horaire').fill('America/Halifax');
    await page.getByRole('button', { name: 'Créer la compétition' }).click();
    await page.getByText('Classique de Cole Harbour · Tournoi · heures de America/Halifax').waitFor();
    await page.getByLabel('Nom de la division').fill('A');
    await page.getByRole('button', { name: 'Ajouter la division' }).click();
    for (const team of ['Faucons', 'Hiboux']) {
      await page.getByLabel('Nom de l’équipe').fill(team);
      await page.getByRole('button', { name: 'Ajouter l’équipe' }).click();
      await page.locator('tr[data-team] th', { hasText: team }).waitFor();
    }
    await page.getByText('2 équipes').waitFor();

    const panel = page.locator('form.csv-panel', { hasText: 'Importer un alignement' });
    await panel.getByLabel('Collez le CSV').fill('Nom,Numéro,Poste,Date de naissance\nJean Tremblay,9,A,1998-04-05\nSans Date,10,A,\n');
    await panel.getByRole('button', { name: 'Vérifier' }).click();
    await panel.locator('.import-bad').waitFor();
    expect(await panel.locator('.import-bad').textContent()).toBe('Vérifié : 2 lignes, 1 nouvelles, 0 associées à des joueurs déjà connus ; 1 problème, rien d’enregistré.');
    expect(await panel.getByRole('button', { name: 'Importer' }).isDisabled()).toBe(true);

    await page.getByLabel('Premier match (America/Halifax)').fill('2027-01-09T19:30');
    await page.getByRole('button', { name: 'Générer l’horaire' }).click();
    await page.getByRole('heading', { name: 'Horaire (1 match)' }).waitFor();
    // The date in French, on the competition's clock: « sam. 9 janv., 19 h 30 ».
    const when = await page.locator('table[id$="-schedule"] tbody td').first().textContent();
    expect(when).toMatch(/sam\.?\s+9\s+janv\.?/);
    expect(when).toMatch(/19\s*h\s*30/);
    await screenshot(page, 'desk-fr');

    const english = page.locator('#language-switch');
    expect(await english.textContent()).toBe('English');
    expect(new URL((await english.getAttribute('href'))!).searchParams.get('lang')).toBe('en');
  });
});
