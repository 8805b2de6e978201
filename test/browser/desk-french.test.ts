import { DeskCheckDocument, DisciplineReportDocument, GameSheetDocument, GameSignOffsDocument, SetSuspensionDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { playToFinal } from './support/games';
import { originOf } from './support/pages-server';

/**
 * The desk's flows an office runs on a Saturday, in French (?lang=fr): a scorekeeper token made
 * with its QR code, its console opened and the token revoked, the console told; a game signed by
 * the referee and both coaches and certified; a suspension lifted with its reason — each read back
 * through the API. The set-up from nothing and the CSV's refusals in French are in desk.test.ts,
 * the game's sheet and a refusal beside its field in desk-game.test.ts.
 */
describeWithChromium('the desk in French', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  async function signedIn(hash: string) {
    const page = await browser.page();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${originOf(suite.current())}/desk?lang=fr#${hash}`);
    await page.getByLabel('Jeton', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Utiliser ce jeton' }).click();
    return page;
  }

  it('makes a scorekeeper token with its QR code, opens its console, revokes it, and the console is told', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 7 });
    // The desk in French writes a game "Home c. Away", as the other pages do.
    const game = `${league.teams[0].name} c. ${league.teams[1].name}`;
    const page = await signedIn(`/competitions/${league.competitionId}`);
    await page.getByRole('button', { name: `Créer un jeton de marqueur pour ${game}` }).click();
    const qr = page.getByRole('img', { name: `Code QR : ouvre la console du marqueur avec le jeton « Marqueur, ${game} »` });
    await qr.waitFor();
    const link = (await qr.getAttribute('data-link'))!;
    expect(link).toMatch(new RegExp(`/games/${league.gameId}/score#token=`));

    const console = await browser.page();
    await console.goto(link.replace('#', '?lang=fr#'));
    await console.getByRole('button', { name: 'Début du match (prêt pour la mise au jeu)' }).waitFor();
    await page.getByRole('button', { name: `Révoquer Marqueur, ${game}` }).click();
    await page.locator('#tokens td', { hasText: 'Révoqué' }).waitFor();
    await console.getByRole('button', { name: 'Début du match (prêt pour la mise au jeu)' }).click();
    await console.getByRole('dialog', { name: 'Commencer le match?' }).getByRole('button', { name: 'Début du match' }).click();
    await console.getByRole('alert').filter({ hasText: 'Le serveur n’a pas accepté ce jeton' }).waitFor();
    const stored = (await post(DeskCheckDocument, { id: league.competitionId })).competition!;
    expect(stored.divisions[0].games.find((g) => g.id === league.gameId)!.status).toBe('SCHEDULED');
  }, 60_000);

  it('takes the three signatures of a final game and certifies it', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 7, timeZone: 'America/Halifax' });
    const home = league.teams[0];
    await playToFinal(url(), league.gameId, [{ teamId: home.id, scorerId: home.players[2].id }]);
    const page = await signedIn(`/competitions/${league.competitionId}/games/${league.gameId}`);
    await page.locator('#game-sheet').waitFor();
    for (const [role, name] of [
      ['REFEREE', 'Dominique Roy'],
      ['HOME_COACH', 'Luc Arsenault'],
      ['AWAY_COACH', 'Anne Gillis'],
    ]) {
      await page.getByLabel('Signe en tant que').selectOption(role);
      await page.getByLabel('Nom du signataire').fill(name);
      await page.getByRole('button', { name: 'Enregistrer la signature' }).click();
      await page.locator(`#sign-offs tr[data-role="${role}"]`, { hasText: name }).waitFor();
    }
    expect(await page.locator('#certify-hint').textContent()).toBe('Toutes les signatures sont là : le résultat peut être certifié.');
    await page.getByRole('button', { name: 'Certifier' }).click();
    await page.locator('#certification.certified').waitFor();
    expect(await page.locator('#certification').textContent()).toMatch(/Résultat certifié le .+ : le registre du match est verrouillé\./);
    expect(await page.getByRole('button', { name: 'Certifier' }).isDisabled()).toBe(true);
    expect((await post(GameSignOffsDocument, { id: league.gameId })).game!.signOffs.map((s) => [s.role, s.name])).toEqual([
      ['REFEREE', 'Dominique Roy'],
      ['HOME_COACH', 'Luc Arsenault'],
      ['AWAY_COACH', 'Anne Gillis'],
    ]);
    expect((await post(GameSheetDocument, { id: league.gameId })).game!.certifiedAt).toBeTruthy();
  }, 60_000);

  it('lifts a suspension with its reason', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9 });
    const { setSuspension } = await post(SetSuspensionDocument, {
      input: { competitionId: league.competitionId, playerId: league.teams[0].players[3].id, kind: 'GAMES', games: 3, reason: 'Double-échec' },
    });
    const page = await signedIn(`/competitions/${league.competitionId}/discipline`);
    await page.getByRole('heading', { level: 2, name: 'Suspensions en cours (1)' }).waitFor();
    const row = page.locator(`tr[data-suspension="${setSuspension.id}"]`);
    await row.getByText('Lever…').click();
    const lift = row.getByRole('button', { name: 'Lever la suspension' });
    expect(await lift.isDisabled()).toBe(true); // waits for its reason
    await row.getByLabel('Motif (gardé au dossier)').first().fill('Appel accueilli par la ligue');
    await lift.click();
    await page.getByRole('heading', { level: 2, name: 'Suspensions en cours (0)' }).waitFor();
    const report = await post(DisciplineReportDocument, { competitionId: league.competitionId });
    expect(report.disciplineReport.suspensions.find((s) => s.id === setSuspension.id)?.active).toBe(false);
  });
});
