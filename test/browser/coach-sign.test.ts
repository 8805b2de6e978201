import {
  CorrectedGameDocument,
  CorrectGameEventDocument,
  CreateApiTokenDocument,
  EndGameDocument,
  EndPeriodDocument,
  GameSignOffsDocument,
  RecordGoalDocument,
  SignGameSheetDocument,
  StartClockDocument,
  StartGameDocument,
} from '../generated/graphql';
import { RULESETS } from '../../src/domain/rulesets';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * R80 on the coach page, in real Chromium against a real server: a game played to its end at the
 * tablet is listed under the sheets to sign, with its result, opponent, time and printable sheet;
 * Sign waits for a name; the coach signs with his own token (way COACH_TOKEN) and the game leaves
 * the list, the page saying so. English at 1024 px (and a phone at 390 px, never scrolling
 * sideways), French at 1366 px; axe-clean.
 */
describeWithChromium('signing the game sheet on the coach page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const token = async (role: 'SCOREKEEPER' | 'COACH', scope: string) =>
    (await ok(url(), CreateApiTokenDocument, { input: { name: `${role} ${scope}`, role, scopes: [scope] } }, ADMIN_TOKEN)).createApiToken.token;

  /** A Cole Harbour game played to its end at the tablet (0–0, or 1–0 with a home goal), and the home coach's token. */
  async function finishedGame(goal = false) {
    const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
    const { gameId } = league;
    const [home, away] = league.teams;
    const tablet = await token('SCOREKEEPER', `game:${gameId}`);
    await ok(url(), StartGameDocument, { gameId }, tablet);
    for (let period = 0; period < RULESETS.COLE_HARBOUR_CLASSIC.regulationPeriods; period += 1) {
      await ok(url(), StartClockDocument, { gameId }, tablet);
      if (goal && period === 0) await ok(url(), RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[2].id } }, tablet);
      await ok(url(), EndPeriodDocument, { gameId }, tablet);
    }
    await ok(url(), EndGameDocument, { gameId }, tablet);
    return { gameId, home, away, coach: await token('COACH', `team:${home.id}`) };
  }

  const LANGS = [
    { lang: '', width: 1024, title: 'Sheets to sign', versus: 'v', tie: 'T 0–0', name: 'Your name', sign: 'Sign the sheet of', signed: 'Signed the sheet of', none: 'No sheet to sign.', phone: true },
    {
      lang: '?lang=fr',
      width: 1366,
      title: 'Feuilles à signer',
      versus: 'c.',
      tie: 'N 0–0',
      name: 'Votre nom',
      sign: 'Signer la feuille de',
      signed: 'Feuille de',
      none: 'Aucune feuille à signer.',
      phone: false,
    },
  ];

  it.each(LANGS)(
    'R80 ($lang, $width px): the finished game is listed, Sign waits for a name, the coach signs with his own token and the game leaves the list',
    async ({ lang, width, title, versus, tie, name, sign, signed, none, phone }) => {
      const { gameId, home, away, coach } = await finishedGame();
      const page = await browser.page();
      await page.setViewportSize({ width, height: 768 });
      await page.goto(`${originOf(suite.current())}/teams/${home.id}/coach${lang}#token=${coach}`);
      await page.getByRole('heading', { level: 1, name: home.name }).waitFor();

      const region = page.getByRole('region', { name: title });
      const item = region.locator(`li[data-game="${gameId}"]`);
      await item.waitFor();
      expect(await region.locator('li[data-game]').count()).toBe(1);
      expect(await item.locator('h3').textContent()).toBe(`${versus} ${away.name} · ${tie}`);
      // The printed sheet in the page's language.
      expect(await item.locator('a').getAttribute('href')).toBe(`/games/${gameId}/sheet.pdf?lang=${lang ? 'fr' : 'en'}`);
      const field = item.getByLabel(name, { exact: true });
      const button = item.getByRole('button', { name: `${sign} ${versus} ${away.name}` });
      expect(await button.isDisabled()).toBe(true);
      await field.fill('   ');
      expect(await button.isDisabled()).toBe(true);
      await field.fill('Dave Boutilier');
      expect(await button.isEnabled()).toBe(true);
      await expectNoAxeViolations(page);

      if (phone) {
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        const box = await item.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        await page.setViewportSize({ width, height: 768 });
      }

      await button.click();
      const done = page.locator('#sign-done');
      await done.filter({ hasText: 'Dave Boutilier' }).waitFor();
      expect(await done.textContent()).toContain(`${signed} ${versus} ${away.name}`);
      expect(await region.locator('li[data-game]').count()).toBe(0);
      expect(await region.locator('#sheets-none').textContent()).toBe(none);
      const { game } = await ok(url(), GameSignOffsDocument, { id: gameId }, ADMIN_TOKEN);
      expect(game!.signOffs.map((s) => [s.role, s.name, s.way])).toEqual([['HOME_COACH', 'Dave Boutilier', 'COACH_TOKEN']]);
      await expectNoAxeViolations(page);

      // Read again, the signed game stays off the list.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: home.name }).waitFor();
      expect(await page.getByRole('region', { name: title }).locator('li[data-game]').count()).toBe(0);
      expect(page.problems).toEqual([]);
    },
    90_000, // a game played through the API, page round trips and two axe runs, not a timing
  );

  it('R57, R80: a sheet signed before its last change is listed again, saying so; signed again, it leaves the list', async () => {
    const { gameId, home, away, coach } = await finishedGame(true);
    await ok(url(), SignGameSheetDocument, { gameId, input: { role: 'HOME_COACH', name: 'Dave Boutilier' } }, coach);
    const page = await browser.page();
    await page.setViewportSize({ width: 1024, height: 768 });
    const open = async () => {
      await page.goto(`${originOf(suite.current())}/teams/${home.id}/coach#token=${coach}`);
      await page.getByRole('heading', { level: 1, name: home.name }).waitFor();
    };
    // Signed and unchanged: nothing to sign.
    await open();
    expect(await page.locator('#sheets-none').textContent()).toBe('No sheet to sign.');

    // The desk corrects the scorer (R83): the signature now predates the sheet.
    const goalSeq = (await ok(url(), CorrectedGameDocument, { id: gameId }, ADMIN_TOKEN)).game!.events.find((e) => e.type === 'GOAL')!.seq;
    await ok(url(), CorrectGameEventDocument, { gameId, seq: goalSeq, input: { scorerId: home.players[4].id }, reason: 'The referee’s report names #5' }, ADMIN_TOKEN);
    await page.reload();
    const item = page.locator(`#sheets-to-sign li[data-game="${gameId}"]`);
    await item.waitFor();
    expect(await item.locator('h3').textContent()).toBe(`v ${away.name} · W 1–0`);
    expect(await item.locator('.note').textContent()).toBe('Signed by Dave Boutilier before the sheet was last changed: read it again and sign again.');
    await expectNoAxeViolations(page);

    await item.getByLabel('Your name', { exact: true }).fill('Dave Boutilier');
    await item.getByRole('button', { name: `Sign the sheet of v ${away.name}` }).click();
    await page.locator('#sign-done', { hasText: 'Dave Boutilier' }).waitFor();
    expect(await page.locator('#sheets-to-sign li').count()).toBe(0);
    const [signOff] = (await ok(url(), GameSignOffsDocument, { id: gameId }, ADMIN_TOKEN)).game!.signOffs;
    expect(signOff).toMatchObject({ role: 'HOME_COACH', way: 'COACH_TOKEN' });
    expect(signOff.seq).toBeGreaterThan(goalSeq);
    expect(page.problems).toEqual([]);
  }, 60_000); // a game played through the API, page round trips and an axe run, not a timing
});
