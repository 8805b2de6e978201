import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Page } from 'playwright-core';
import {
  CreateApiTokenDocument,
  CreateBracketDocument,
  PullGoalieDocument,
  RecordFineDocument,
  RecordPenaltyDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague, SEEDED_LATER } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, screenshot, textOf, waitForText } from './support/browser';
import { originOf } from './support/pages-server';
import { baseline, boxes, frames, gameAt, intersect, teamNamed } from './scoreboard-support';

const MINUTE = 60_000;

/**
 * The public pages in French (`?lang=fr`) in real Chromium: what a person reads is French — the
 * headings, a game's status, the board's power play, the standings' columns, the bracket's rounds,
 * the console's buttons and the reason a control is disabled, the coach page and the front page —
 * the document says lang="fr", the switch in the header leads to the English page, and the arena
 * board at 1080p still fits, its two scores level.
 */
describeWithChromium('the pages in French', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const origin = () => originOf(suite.current());

  const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

  /** Follows the header's switch and checks it leads to the same page in English. */
  async function switchToEnglish(page: Page, englishText: { selector: string; text: string }): Promise<void> {
    const link = page.locator('header.site #language-switch');
    expect(await link.textContent()).toBe('English');
    expect(await link.getAttribute('hreflang')).toBe('en');
    const before = new URL(page.url());
    const target = new URL((await link.getAttribute('href'))!, page.url());
    expect(target.pathname).toBe(before.pathname);
    expect(target.searchParams.get('lang')).toBe('en');
    await link.click();
    await page.waitForURL((address) => address.searchParams.get('lang') === 'en');
    await waitForText(page, englishText.selector, englishText.text);
    expect(await lang(page)).toBe('en');
  }

  it('shows the arena board in French at 1080p with the power play and the empty net, no switch, and everything on the screen, the scores level', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 1 });
    const home = await teamNamed(url(), league.divisionId, 'Dartmouth Destroyers of the North Shore Hockey Club');
    const away = await teamNamed(url(), league.divisionId, 'Cole Harbour Hawks');
    const gameId = await gameAt(url(), { divisionId: league.divisionId, home, away, venue: `Rink ${league.divisionId}`, minutesFromNow: -5 });
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
    await post(StartGameDocument, { gameId });
    await post(StartClockDocument, { gameId });
    await post(StopClockDocument, { gameId, remainingMs: 15 * MINUTE });
    await post(RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[3].id, severity: 'MINOR', infraction: 'TRIPPING' } });
    await post(StartClockDocument, { gameId });
    await post(StopClockDocument, { gameId, remainingMs: 14 * MINUTE });
    await post(PullGoalieDocument, { gameId, teamId: home.id });

    const page = await browser.page();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${origin()}/scoreboard/${gameId}?lang=fr`);
    await page.locator('#away-penalties li .left').first().waitFor({ state: 'attached' });
    // "Avantage numérique", or "Avantage" where the banner is narrower than the words; the words are its title.
    await page.locator('#home-pp[title="Avantage numérique"]').waitFor({ state: 'attached' });
    await page.locator('html[data-fitted]').waitFor({ state: 'attached' });
    await frames(page, 3);

    expect(await lang(page)).toBe('fr');
    expect(['Avantage numérique', 'Avantage']).toContain(await textOf(page, '#home-pp'));
    // The home goalie pulled: "Filet désert", or "Désert" where the banner is narrower.
    await page.locator('#home-net[title="Filet désert"]').waitFor({ state: 'attached' });
    expect(['Filet désert', 'Désert']).toContain(await textOf(page, '#home-net'));
    expect(await textOf(page, '#home-side')).toBe('Local');
    expect(await textOf(page, '#away-side')).toBe('Visiteur');
    expect(await textOf(page, '#strength')).toMatch(/^\d contre \d$/);
    expect(await textOf(page, '#period')).toBe('1re');
    expect(await page.locator('#period').getAttribute('aria-label')).toBe('Période 1');
    expect(await textOf(page, '#mode')).toMatch(/^Temps (continu|arrêté)$/);
    expect(await page.locator('.stats dt').allTextContents()).toEqual(expect.arrayContaining(['Tirs', 'MP']));
    expect(await textOf(page, '#away-penalties li .what')).toBe('Min.');
    expect(await page.locator('#away-penalties li .what').getAttribute('title')).toBe('Mineure');
    // An empty penalty board says so in French (the styles print its data-empty).
    expect(await page.locator('#home-penalties').evaluate((list) => getComputedStyle(list, '::before').content)).toBe('"Aucune punition"');
    expect(await page.locator('#title').textContent()).toContain(`${home.name} c. ${away.name}`);
    expect(await page.title()).toBe(`${home.name} c. ${away.name} · Faceoff`);
    // A screen in an arena: no switch, whatever the language.
    expect(await page.locator('#language-switch').count()).toBe(0);

    // Nothing overflows the screen; the French banner is whole in its box.
    const size = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight, innerWidth, innerHeight }));
    expect({ fitsWidth: size.width <= size.innerWidth, fitsHeight: size.height <= size.innerHeight }).toEqual({ fitsWidth: true, fitsHeight: true });
    for (const selector of ['.team', '.center', '#clock', '.score', '.name', '.stats dt', '.stats dd', '.penalties li', '.banner', '.side']) {
      for (const box of await boxes(page, selector)) {
        expect({ selector, inside: box.left >= -0.5 && box.top >= -0.5 && box.right <= 1920.5 && box.bottom <= 1080.5 }).toEqual({ selector, inside: true });
      }
    }
    for (const selector of ['#home-pp', '#strength', '.stats dt']) {
      const clipped = await page.locator(selector).evaluateAll((elements) => elements.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
      expect({ selector, clipped }).toEqual({ selector, clipped: 0 });
    }
    const parts = [...(await boxes(page, '.stats dt')), ...(await boxes(page, '.stats dd')), ...(await boxes(page, '.banner')), ...(await boxes(page, '.side'))];
    for (let i = 0; i < parts.length; i += 1) {
      for (let j = i + 1; j < parts.length; j += 1) expect({ i, j, apart: !intersect(parts[i], parts[j]) }).toEqual({ i, j, apart: true });
    }
    // Both scores on one baseline, and both names.
    expect(Math.abs((await baseline(page, '#home-score')) - (await baseline(page, '#away-score')))).toBeLessThanOrEqual(1);
    expect(Math.abs((await baseline(page, '#home-name')) - (await baseline(page, '#away-name')))).toBeLessThanOrEqual(1);
    await screenshot(page, 'scoreboard-wall-1920-fr');
    expect(page.problems).toEqual([]);

    // The embedded board and the stream's overlay keep the language the address asks for, with no switch.
    for (const options of ['?embed=1&lang=fr', '?overlay=1&lang=fr']) {
      const embedded = await browser.page();
      await embedded.goto(`${origin()}/scoreboard/${gameId}${options}`);
      await embedded.locator('#home-pp[title="Avantage numérique"]').waitFor({ state: 'attached' });
      expect({ options, lang: await lang(embedded), switches: await embedded.locator('#language-switch').count() }).toEqual({ options, lang: 'fr', switches: 0 });
    }
  }, 120_000);

  it('names the rink screen’s next game in French, with the time as French writes it', async () => {
    // The seeded game out of the way of the one scheduled from now, whatever the time of day.
    const league = await seedLeague(url(), { playersPerTeam: 0, startsAt: SEEDED_LATER });
    const venue = `Aréna ${league.divisionId}`;
    const [home, away] = league.teams;
    await gameAt(url(), { divisionId: league.divisionId, home: home, away: away, venue, minutesFromNow: 90 });
    const page = await browser.page();
    await page.goto(`${origin()}/venues/${encodeURIComponent(venue)}?lang=fr`);
    await page.locator('#note', { hasText: 'Prochain match' }).waitFor();
    expect(await textOf(page, '#note')).toMatch(new RegExp(`^Prochain match : ${home.name} c\\. ${away.name} à \\d\\d h \\d\\d$`));
    expect(await lang(page)).toBe('fr');
    expect(await page.locator('#language-switch').count()).toBe(0);
  });

  it('shows the standings in French, each column’s abbreviation with its title, the tie-breakers in words, on a phone too', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', teams: 3, playersPerTeam: 0 });
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin()}/divisions/${league.divisionId}/standings?lang=fr`);
    await page.locator('#rows tr[data-team]').nth(2).waitFor({ state: 'attached' });
    await page.locator('#criteria li').first().waitFor({ state: 'attached' });

    expect(await lang(page)).toBe('fr');
    expect(await textOf(page, '#standings caption')).toBe('Classement');
    expect(await page.locator('#standings thead abbr').allTextContents()).toEqual(['#', 'Équipe', 'Pts', 'PJ', 'V', 'D', 'N', 'DP', 'BP', 'BC', 'Diff.', 'MP', 'Bris d’égalité']);
    const played = page.locator('#standings thead th').nth(3);
    expect(await played.locator('abbr').getAttribute('title')).toBe('Parties jouées');
    expect(await played.getAttribute('title')).toBe('Parties jouées');
    expect(await textOf(page, '#tiebreakers-title')).toBe('Équipes à égalité de points');
    expect(await page.locator('#criteria li').first().textContent()).toMatch(/^(Plus|Meilleur|Moins|A )/);
    expect(await textOf(page, '#subtitle a')).toBe('Tableau des séries');
    expect(await page.title()).toMatch(/^Classement A · Cup \w+ · Faceoff$/);
    // The page itself never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await switchToEnglish(page, { selector: '#standings caption', text: 'Standings' });
    // The choice is kept on the device: the address without ?lang= stays in English.
    await page.goto(`${origin()}/divisions/${league.divisionId}/standings`);
    await waitForText(page, '#standings caption', 'Standings');
  });

  it('names the bracket’s rounds and games in French, in the drawing and in the list', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', teams: 4, playersPerTeam: 0 });
    await ok(url(), CreateBracketDocument, { input: { divisionId: league.divisionId, seeding: league.teams.map((t) => t.id), firstRoundAt: '2031-03-01T18:00:00.000Z' } }, ADMIN_TOKEN);
    const page = await browser.page();
    await page.goto(`${origin()}/divisions/${league.divisionId}/bracket?lang=fr`);
    await page.locator('svg.bracket-svg').waitFor({ state: 'attached' });

    expect(await lang(page)).toBe('fr');
    expect(await page.locator('text.round-label').allTextContents()).toEqual(['Demi-finales', 'Finale']);
    expect(await page.locator('[data-slot="SF1"] .slot-label').textContent()).toBe('Demi-finale 1');
    expect(await page.locator('[data-slot="F"] .home .team-name').textContent()).toBe('Gagnant : Demi-finale 1');
    // A date as French writes it: "sam. 1 mars, 18 h 00".
    expect(await page.locator('[data-slot="SF1"] .slot-state').textContent()).toMatch(/\d h \d\d/);
    expect(await textOf(page, '#bracket-list summary')).toBe('Le tableau des séries en liste');
    expect(await page.locator('#bracket-list thead th').allTextContents()).toEqual(['Match', 'Équipes', 'Résultat', 'Le gagnant va à', 'Le perdant va à']);
    expect(await page.locator('#bracket-list tr[data-slot="F"] .winner-to').textContent()).toBe('Champion');
    expect(await page.locator('#bracket-list tr[data-slot="F"] .loser-to').textContent()).toBe('Finaliste');
    expect(await page.title()).toMatch(/^Tableau des séries A · Cup \w+ · Faceoff$/);

    await switchToEnglish(page, { selector: 'text.round-label', text: 'Semi-finals' });
  });

  it('gives the console’s buttons, a disabled control’s reason, the status and the dialogs in French', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 3 });
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Tablette', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN);
    const page = await browser.page();
    await page.goto(`${origin()}/games/${league.gameId}/score?lang=fr#token=${createApiToken.token}`);
    await waitForText(page, '#home-name', league.teams[0].name);
    await page.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    await waitForText(page, '#status', 'À venir');

    expect(await lang(page)).toBe('fr');
    expect(await textOf(page, '#title')).toBe(`Feuille de match : ${league.teams[0].name} c. ${league.teams[1].name}`);
    expect(await page.locator('#game-controls button').allTextContents()).toEqual([
      'Début du match',
      'Partir le chrono',
      'Arrêter le chrono',
      'Mise au jeu',
      'Fin de période',
      'Fin du match',
      'Annuler le dernier',
    ]);
    expect(await page.locator('#home-controls button').allTextContents()).toEqual([
      'But',
      'Tir',
      'Punition',
      'Temps d’arrêt',
      'Retirer le gardien',
      'Gardien de retour',
      'Nommer les tireurs',
      'Tir de barrage',
    ]);
    expect(await textOf(page, '#outbox-status')).toBe('Tout est envoyé');
    expect(await textOf(page, '#log-title')).toBe('Journal du match');

    // A control the rules do not allow yet is disabled, its reason under it and its description.
    const startClock = page.locator('#start-clock');
    expect(await startClock.isDisabled()).toBe(true);
    expect(await textOf(page, '#start-clock-hint')).toBe('Le match n’a pas commencé');
    expect(await startClock.getAttribute('aria-describedby')).toBe('start-clock-hint');
    expect(await page.getByRole('button', { name: `But pour ${league.teams[0].name}` }).isDisabled()).toBe(true);

    // Starting asks first, in French; cancelled, nothing is queued.
    await page.getByRole('button', { name: 'Début du match (prêt pour la mise au jeu)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Commencer le match?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Début du match', 'Annuler']);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await textOf(page, '#outbox-status')).toBe('Tout est envoyé');

    await switchToEnglish(page, { selector: '#start-clock-hint', text: 'Game has not started' });
  });

  it('shows the coach page in French', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 3 });
    const [team] = league.teams;
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Entraîneur', role: 'COACH', scopes: [`team:${team.id}`] } }, ADMIN_TOKEN);
    // An unpaid fine keeps a player out (the league rulebook §5, R21): the server words his reason, in the page’s language.
    const fined = team.players[1];
    await ok(url(), RecordFineDocument, { input: { competitionId: league.competitionId, playerId: fined.id, amountCents: 2500, reason: 'Abuse of an official' } }, ADMIN_TOKEN);
    let page = await browser.page();

    // Without a token: the form, in French.
    await page.goto(`${origin()}/teams/${team.id}/coach?lang=fr`);
    await page.getByLabel('Jeton', { exact: true }).waitFor();
    expect(await page.locator('main h1').textContent()).toBe('Tableau de bord de l’entraîneur');

    await page.close();

    // With the token handed over in the address's fragment (a new tab: the same address but for its fragment would not load again).
    page = await browser.page();
    await page.goto(`${origin()}/teams/${team.id}/coach?lang=fr#token=${createApiToken.token}`);
    await waitForText(page, '#team-name', team.name);
    expect(await lang(page)).toBe('fr');
    expect(await page.locator('main h2').allTextContents()).toEqual([
      // No sheet waits for a signature: who can dress comes first.
      'Formation et admissibilité',
      'Feuilles à signer',
      'Suspensions en vigueur',
      'Amendes impayées',
      'Frais et dépôts',
      'Statistiques de l’équipe',
      'Horaire',
    ]);
    expect(await page.locator('#next-game').textContent()).toMatch(/^Prochain match : /);
    expect(await page.locator('#eligibility thead th').allTextContents()).toEqual(['Joue', '#', 'Joueur', 'Position', 'Prochain match', 'Pourquoi pas']);
    // The scheduled game's status, as every page says it.
    expect(await page.locator(`#schedule tr[data-game="${league.gameId}"] td:last-child`).textContent()).toBe('À venir');
    expect(await page.locator(`#schedule tr[data-game="${league.gameId}"] td`).nth(1).textContent()).toBe('Saison régulière');
    expect(await page.title()).toBe(`${team.name} · Entraîneur · Faceoff`);
    // The browser asks for English (Chromium's own Accept-Language); the page asks the API for French.
    const reason = await page.locator(`#eligibility tr[data-player="${fined.id}"] li[data-code="UNPAID_FINE"]`).textContent();
    // Intl writes a no-break space before the dollar sign.
    expect(reason).toContain(`${fined.name} doit 25,00\u00a0$ en amendes`);

    await switchToEnglish(page, { selector: '#eligibility h2', text: 'Roster and eligibility' });
  });

  it('shows the front page in French, and its switch leads to the English one', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 0 });
    const page = await browser.page();
    await page.goto(`${origin()}/?competition=${league.competitionId}&lang=fr`);
    await waitForText(page, '#divisions-title', 'Divisions');
    expect(await lang(page)).toBe('fr');
    expect(await textOf(page, '#live-title')).toBe('Matchs en cours');
    expect(await textOf(page, '#next-title')).toBe('À venir');
    const division = page.locator(`[data-division="${league.divisionId}"]`);
    expect(await division.textContent()).toContain('2 équipes');
    expect(await division.locator('a').first().textContent()).toBe('Classement');
    // Links to other pages keep the language.
    expect(new URL((await division.locator('a').first().getAttribute('href'))!, page.url()).searchParams.get('lang')).toBe('fr');
    expect(await textOf(page, 'header.site .muted')).toBe('le hockey en direct');
    expect(await textOf(page, 'a.skip')).toBe('Aller au contenu');

    await page.goto(`${origin()}/?lang=fr`);
    await waitForText(page, '#competitions-title', 'Compétitions');
    expect(await page.title()).toBe('Matchs et divisions · Faceoff');
    await switchToEnglish(page, { selector: '#competitions-title', text: 'Competitions' });
    expect(await page.title()).toBe('Games and divisions · Faceoff');
  });
});
