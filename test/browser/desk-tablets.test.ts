import type { Page } from 'playwright-core';
import { CancelGameDocument, CreateApiTokenDocument, ScheduleGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, screenshot } from './support/browser';
import { openDeskOn, originOf } from './support/pages-server';

/**
 * The rink tablets' cards at the desk (R82), in real Chromium: the director picks a day, prints a
 * card per game (grouped by rink, then day), each with the QR code of its own console link; the
 * print stylesheet keeps each card whole; printing again revokes the earlier cards. The rink's
 * competition-wide token shows its QR code and /console link, and /console with it lists the games
 * to pick from. English at 1024 px, French at 1366; axe clean; nothing wider than the window.
 */
describeWithChromium('rink tablet cards at the desk and the console’s game picker', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  const words = {
    en: {
      versus: 'v',
      pickTime: 'Sat, Jun 5, 03:00 PM',
      link: 'Print tablet cards',
      title: /^Tablet cards · /,
      day: 'Games of',
      print: 'Print tablet cards',
      made: 'Cards made: 2. Earlier cards revoked: 0.',
      again: 'Cards made: 2. Earlier cards revoked: 2.',
      warning: 'shown once',
      rinkToken: 'A token for every game of the competition (a rink’s tablet)',
      makeToken: 'Make token',
      pick: 'Choose the game to score',
      audited: 'Competition: tablet cards printed',
      score: /^Score: /,
    },
    fr: {
      versus: 'c.',
      pickTime: 'sam. 5 juin, 15 h 00',
      link: 'Imprimer les cartes de tablette',
      title: /^Cartes de tablette · /,
      day: 'Matchs du',
      print: 'Imprimer les cartes de tablette',
      made: 'Cartes faites : 2. Anciennes cartes révoquées : 0.',
      again: 'Cartes faites : 2. Anciennes cartes révoquées : 2.',
      warning: 'qu’une fois',
      rinkToken: 'Un jeton pour tous les matchs de la compétition (la tablette d’une patinoire)',
      makeToken: 'Créer un jeton',
      pick: 'Choisissez le match à marquer',
      audited: 'Impression des cartes de tablette de la compétition',
      score: /^Marque|^Score/,
    },
  };

  /** Three games in Halifax: two on Saturday 5 December (Rink 1 and Rink 2), one on Sunday the 6th on Rink 1. */
  async function tournament() {
    const league = await seedLeague(url(), { teams: 4, playersPerTeam: 1, timeZone: 'America/Halifax', startsAt: '2027-06-05T18:00:00.000Z' });
    const [a, b, c, d] = league.teams;
    const schedule = async (home: string, away: string, startsAt: string, venue: string) =>
      (await ok(url(), ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home, awayTeamId: away, startsAt, venue, stage: 'ROUND_ROBIN' } }, ADMIN_TOKEN)).scheduleGame.id;
    const rink2 = await schedule(c.id, d.id, '2027-06-05T18:00:00.000Z', 'Rink 2');
    const sunday = await schedule(a.id, c.id, '2027-06-06T15:00:00.000Z', 'Cole Harbour Place, Rink 1');
    return { ...league, games: { saturday: league.gameId, rink2, sunday }, names: { a: a.name, b: b.name, c: c.name, d: d.name } };
  }

  const fits = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  it.each([
    { lang: '', width: 1024, said: words.en },
    { lang: '?lang=fr', width: 1366, said: words.fr },
  ])(
    '($lang, $width px) R82: prints a day’s cards grouped by rink, each with its own console QR code, whole on paper; printing again revokes the earlier ones',
    async ({ lang, width, said }) => {
      const cup = await tournament();
      const page = await browser.page();
      await page.setViewportSize({ width, height: 768 });
      await openDeskOn(suite.current(), page, `/competitions/${cup.competitionId}`, lang);
      await page.getByRole('link', { name: said.link }).click();
      await page.getByRole('heading', { level: 1, name: said.title }).waitFor();
      expect(await page.locator('#tablets-warning').textContent()).toContain(said.warning);

      const day = page.getByLabel(said.day);
      expect(await day.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(['', '2027-06-05', '2027-06-06']);
      expect(await page.locator('#tablets-day option').first().textContent()).toContain('(3)');
      await day.selectOption('2027-06-05');
      const print = page.getByRole('button', { name: said.print });
      expect(await print.isEnabled()).toBe(true);
      await print.click();
      await page.locator('#tablets-made', { hasText: said.made }).waitFor();

      // By rink (in name order), then day; each card its game, its time on the competition's clock, its rink.
      expect(await page.locator('.tablet-rink h3').allTextContents()).toEqual(['Cole Harbour Place, Rink 1', 'Rink 2']);
      const cards = page.locator('article.tablet-card');
      expect(await cards.count()).toBe(2);
      expect(await cards.first().locator('h4').textContent()).toBe(`${cup.names.a} ${said.versus} ${cup.names.b}`);
      expect(await cards.first().locator('.tablet-card-when').textContent()).toBe('15:00 · Cole Harbour Place, Rink 1');
      expect(await cards.nth(1).getAttribute('data-game')).toBe(cup.games.rink2);

      // Each card's QR code has its own id, and encodes exactly the link written under it: the game's console with its token.
      const ids = await page.locator('article.tablet-card svg.console-qr').evaluateAll((codes) => codes.map((c) => c.id));
      expect(ids).toEqual([`card-qr-${cup.games.saturday}`, `card-qr-${cup.games.rink2}`]);
      const links: string[] = [];
      for (const game of [cup.games.saturday, cup.games.rink2]) {
        const card = page.locator(`article.tablet-card[data-game="${game}"]`);
        const link = (await card.locator('svg').getAttribute('data-link'))!;
        expect(link).toMatch(new RegExp(`^${originOf(suite.current())}/games/${game}/score#token=fo_`));
        expect(await card.locator('.tablet-card-link a').textContent()).toBe(link);
        links.push(link);
      }
      expect(new Set(links).size).toBe(2);
      await fits(page, width);
      await expectNoAxeViolations(page);

      // On paper: only the cards, each kept whole, two a row on an A4 or Letter page, each rink from a new page.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.desk-bar').isVisible()).toBe(false);
      expect(await page.locator('#tablets-form').isVisible()).toBe(false);
      expect(await page.locator('#tablets-warning').isVisible()).toBe(false);
      expect(await cards.first().isVisible()).toBe(true);
      const style = await cards.first().evaluate((card) => {
        const s = getComputedStyle(card);
        return { breakInside: s.breakInside, display: s.display };
      });
      expect(style).toEqual({ breakInside: 'avoid', display: 'inline-grid' });
      expect(
        await page
          .locator('.tablet-rink')
          .nth(1)
          .evaluate((rink) => getComputedStyle(rink).breakBefore),
      ).toBe('page');
      for (const format of ['A4', 'Letter']) {
        const pdf = await page.pdf({ format });
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      }
      await screenshot(page, `desk-tablets-print${lang ? '-fr' : ''}`);
      await page.emulateMedia({ media: 'screen' });

      // Printing again makes new cards for the same games; the earlier ones no longer open the console.
      await print.click();
      await page.locator('#tablets-made', { hasText: said.again }).waitFor();
      const fresh = (await page.locator(`article.tablet-card[data-game="${cup.games.saturday}"] svg`).getAttribute('data-link'))!;
      expect(fresh).not.toBe(links[0]);
      await expectNoAxeViolations(page);

      // Each print is one entry of the audit trail, in the page's language.
      await page.goto(`${originOf(suite.current())}/desk${lang}#/competitions/${cup.competitionId}/audit`);
      await page.locator('#audit li').first().waitFor();
      expect(await page.locator('#audit li h2').allTextContents()).toEqual([said.audited, said.audited]);
      expect(page.problems).toEqual([]);
    },
    60_000,
  ); // many page round trips, not a timing

  it.each([
    { lang: '', width: 1024, said: words.en },
    { lang: '?lang=fr', width: 1366, said: words.fr },
  ])(
    '($lang, $width px) R82: the rink’s competition-wide token shows its QR code and /console link; /console with it lists the games to score, and picking one opens its console',
    async ({ lang, width, said }) => {
      const cup = await tournament();
      const page = await browser.page();
      await page.setViewportSize({ width, height: 768 });
      await openDeskOn(suite.current(), page, `/competitions/${cup.competitionId}`, lang);
      await page.getByLabel(said.rinkToken).fill('Rink 2 tablet');
      await page.getByRole('button', { name: said.makeToken, exact: true }).click();
      const link = page.locator('#token-once-console');
      await link.waitFor();
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${originOf(suite.current())}/console#token=fo_`));
      expect(await page.locator('#token-once-qr').getAttribute('data-link')).toBe(href);
      await expectNoAxeViolations(page);

      const tablet = await browser.page();
      await tablet.setViewportSize({ width, height: 768 });
      await tablet.goto(href.replace('/console#', `/console${lang}#`));
      await tablet.getByRole('heading', { level: 1, name: said.pick }).waitFor();
      const items = tablet.locator('#games-to-score li');
      expect(await items.evaluateAll((li) => li.map((l) => l.getAttribute('data-game')))).toEqual([cup.games.saturday, cup.games.rink2, cup.games.sunday]);
      expect(await items.first().textContent()).toContain(`${cup.names.a} ${said.versus} ${cup.names.b}`);
      expect(await items.first().textContent()).toContain(said.pickTime); // on the competition's clock (Halifax), in the page's language
      expect(await items.nth(1).textContent()).toContain('Rink 2');
      await fits(tablet, width);
      await expectNoAxeViolations(tablet);

      await items.nth(1).getByRole('link').click();
      await tablet.waitForURL(`**/games/${cup.games.rink2}/score`);
      await tablet.getByRole('heading', { level: 1, name: said.score }).waitFor();
      expect(tablet.problems).toEqual([]);
    },
    60_000,
  ); // many page round trips, not a timing

  it('R82: with no game still to play there is nothing to print: no print button, and the page says why', async () => {
    const cup = await seedLeague(url(), { playersPerTeam: 1 });
    await ok(url(), CancelGameDocument, { gameId: cup.gameId, reason: 'rink closed' }, ADMIN_TOKEN);
    const page = await browser.page();
    await openDeskOn(suite.current(), page, `/competitions/${cup.competitionId}/tablets`);
    await page.locator('#tablets-none').waitFor();
    expect(await page.locator('#tablets-print').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('R82: a game’s own token at /console opens its game at once', async () => {
    const cup = await tournament();
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Referee', role: 'SCOREKEEPER', scopes: [`game:${cup.games.sunday}`] } }, ADMIN_TOKEN);
    const tablet = await browser.page();
    await tablet.goto(`${originOf(suite.current())}/console#token=${encodeURIComponent(createApiToken.token)}`);
    await tablet.waitForURL(`**/games/${cup.games.sunday}/score`);
  });
});
