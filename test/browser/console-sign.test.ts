import type { Page } from 'playwright-core';
import { CreateApiTokenDocument, GameSignOffsDocument, SetCoachPinDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { playScoreless, seedLeague, type SeededLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectNoOverflow, screenshot, waitForText } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * R80 at the rink: once the game is over, the console's "Sign the sheet" takes the referee's name,
 * and each coach's name with his team's PIN; Sign is enabled only with what the line needs; a wrong
 * PIN is said beside the line and nothing is signed; each signature shows on its line and in the
 * API with its way. English at 1024 × 768, French at 1366 × 768 and a phone, axe clean.
 */
describeWithChromium('signing the sheet at the tablet (R80)', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const admin = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  /** A Cole Harbour game played to its end at the tablet, each team with a coach PIN; the tablet's token. */
  async function finishedGame(): Promise<SeededLeague & { token: string }> {
    const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
    const { createApiToken } = await admin(CreateApiTokenDocument, { input: { name: 'Rink 1 tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } });
    const token = createApiToken.token;
    await playScoreless(url(), league.gameId, token);
    await admin(SetCoachPinDocument, { teamId: league.teams[0].id, pin: '2468' });
    await admin(SetCoachPinDocument, { teamId: league.teams[1].id, pin: '1357' });
    return { ...league, token };
  }

  async function open(league: SeededLeague & { token: string }, lang = ''): Promise<Page> {
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/games/${league.gameId}/score${lang}#token=${league.token}`);
    await waitForText(page, '#home-name', league.teams[0].name);
    await page.locator('#sign-sheet:not([hidden])').waitFor();
    await page.locator('#sign-referee-state[data-signed="no"]').waitFor();
    return page;
  }

  it('the referee signs with his name, each coach with his PIN; a wrong PIN is said and signs nothing', async () => {
    const league = await finishedGame();
    const [home, away] = league.teams;
    const page = await open(league);
    await page.setViewportSize({ width: 1024, height: 768 });
    const referee = page.getByRole('form', { name: 'Referee' });
    const homeCoach = page.getByRole('form', { name: `Coach of ${home.name}` });
    const awayCoach = page.getByRole('form', { name: `Coach of ${away.name}` });

    expect(await referee.getByRole('button', { name: 'Sign' }).isDisabled()).toBe(true);
    await referee.getByLabel('Name, as the signer writes it').fill('Pat Quinn');
    await referee.getByRole('button', { name: 'Sign' }).click();
    await page.locator('#sign-referee-state[data-signed="yes"]').waitFor();
    expect(await page.locator('#sign-referee-state').textContent()).toBe('✓ Signed by Pat Quinn');

    // A coach's line needs the PIN too: Sign waits for 4 to 8 digits.
    await homeCoach.getByLabel('Name, as the signer writes it').fill('Dave Boutilier');
    expect(await homeCoach.getByRole('button', { name: 'Sign' }).isDisabled()).toBe(true);
    await homeCoach.getByLabel('Team PIN').fill('1111');
    await homeCoach.getByRole('button', { name: 'Sign' }).click();
    const error = page.locator('#sign-home-coach-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('wrong PIN: 4 more tries');
    expect(await page.locator('#sign-home-coach-state').getAttribute('data-signed')).toBe('no');
    await homeCoach.getByLabel('Team PIN').fill('2468');
    await homeCoach.getByRole('button', { name: 'Sign' }).click();
    await page.locator('#sign-home-coach-state[data-signed="yes"]').waitFor();

    await awayCoach.getByLabel('Name, as the signer writes it').fill('Sam Nickerson');
    await awayCoach.getByLabel('Team PIN').fill('1357');
    await awayCoach.getByRole('button', { name: 'Sign' }).click();
    await page.locator('#sign-away-coach-state[data-signed="yes"]').waitFor();
    // The PIN is not left on the tablet.
    expect(await awayCoach.getByLabel('Team PIN').inputValue()).toBe('');

    const signed = (await admin(GameSignOffsDocument, { id: league.gameId })).game!.signOffs;
    expect(signed.map((s) => [s.role, s.name, s.way])).toEqual([
      ['REFEREE', 'Pat Quinn', 'TABLET'],
      ['HOME_COACH', 'Dave Boutilier', 'PIN'],
      ['AWAY_COACH', 'Sam Nickerson', 'PIN'],
    ]);
    // Touch-sized, as every console control: 48 px at least.
    const small = await page
      .locator('#sign-sheet button, #sign-sheet input')
      .evaluateAll((elements) => elements.filter((e) => e.getBoundingClientRect().height < 48 || e.getBoundingClientRect().width < 48).map((e) => e.id || e.textContent));
    expect(small).toEqual([]);
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await screenshot(page, 'console-sign');
  }, 60_000); // many page round trips, not a timing

  it('in French at 1366 px, and on a phone', async () => {
    const league = await finishedGame();
    const page = await open(league, '?lang=fr');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('heading', { level: 2, name: 'Signer la feuille' }).waitFor();
    const referee = page.getByRole('form', { name: 'Arbitre' });
    await referee.getByLabel('Nom, tel que le signataire l’écrit').fill('Dominique Roy');
    await referee.getByRole('button', { name: 'Signer' }).click();
    await page.locator('#sign-referee-state[data-signed="yes"]').waitFor();
    expect(await page.locator('#sign-referee-state').textContent()).toBe('✓ Signée par Dominique Roy');
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#sign-sheet').waitFor();
    await expectNoOverflow(page);
    await screenshot(page, 'console-sign-phone');
  }, 60_000);
});
