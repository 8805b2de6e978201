import type { Page } from 'playwright-core';
import { CreateApiTokenDocument, GameSheetDocument, StartClockDocument, StartGameDocument, StopClockDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague, type SeededLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectNoOverflow, screenshot, textOf, waitForText } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * The console keeps the time the scorekeeper pressed at: a goal or a penalty goes with the clock's
 * reading then (prefilled, typed from the arena clock when it differs, refused when it cannot be
 * one), however late it reaches the server; what waits in the queue shows on the board at once,
 * marked as not sent, and counts once when the server has it. With it: the strength on the ice,
 * players picked by jersey number, the infractions most called first, and a token forgotten only
 * when asked twice.
 */
describeWithChromium('the scorekeeper console: times, the queue on the board, strength, jersey numbers', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  /** A game started, its clock run and stopped at `stoppedAt` ms left: the console's clock reads it still. */
  async function stoppedGame(stoppedAt: number): Promise<SeededLeague & { token: string }> {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Rink 3 tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN);
    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url(), StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url(), StopClockDocument, { gameId: league.gameId, remainingMs: stoppedAt }, ADMIN_TOKEN);
    return { ...league, token: createApiToken.token };
  }

  async function openConsole(league: SeededLeague & { token: string }, lang = ''): Promise<Page & { problems: string[] }> {
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/games/${league.gameId}/score${lang ? `?lang=${lang}` : ''}#token=${league.token}`);
    await waitForText(page, '#home-name', league.teams[0].name);
    await page.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    await page.locator('html[data-status="IN_PROGRESS"]').waitFor({ state: 'attached' });
    return page;
  }

  // A test that fails while offline leaves the next one online all the same.
  afterEach(async () => {
    await browser.context().setOffline(false);
  });

  const sheet = async (gameId: string) => (await ok(url(), GameSheetDocument, { id: gameId }, ADMIN_TOKEN)).game!;
  const status = (page: Page, text: string, timeout = 5_000) => page.locator('#outbox-status', { hasText: text }).waitFor({ state: 'attached', timeout });
  const stats = (shots: number) => `Shots ${shots} · Timeouts left 0 · PIM 0`;

  it('shows a shot and a goal pressed offline on the board at once, marked not sent; back online the goal is stored at the reading taken at the press, counted once, unmarked', async () => {
    // The clock stopped at 14:23 (a whistle): the console's clock reads 14:23 however long the outage lasts.
    const league = await stoppedGame(14 * 60_000 + 23_000);
    const [home] = league.teams;
    const page = await openConsole(league);
    await waitForText(page, '#clock', '14:23');
    await waitForText(page, '#home-stats', stats(0));

    await browser.context().setOffline(true);
    await page.getByRole('button', { name: `Shot for ${home.name}` }).click();
    await waitForText(page, '#home-stats', stats(1));
    await waitForText(page, '#home-unsent', 'Queued — not sent yet: 1 shot');
    expect(await page.locator('#home-stats').getAttribute('class')).toContain('unsent');

    await page.getByRole('button', { name: `Goal for ${home.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Goal for ${home.name}` });
    // Prefilled with the console's clock at the press.
    expect(await dialog.getByLabel('Time on the clock (m:ss)').inputValue()).toBe('14:23');
    await dialog.getByRole('group', { name: 'Scorer' }).getByLabel('Jersey #').fill('5');
    expect(await dialog.getByLabel('Scorer', { exact: true }).inputValue()).toBe(home.players[4].id);
    await dialog.getByRole('button', { name: 'Record goal' }).click();
    await status(page, 'queued (2) · offline, retrying');

    // At once on the board, marked: the goal is a shot too.
    await waitForText(page, '#home-score', '1');
    await waitForText(page, '#home-stats', stats(2));
    await waitForText(page, '#home-unsent', 'Queued — not sent yet: 1 goal, 1 shot');
    expect(await page.locator('#home-score').getAttribute('class')).toContain('unsent');
    expect(await page.locator('#away-unsent').isHidden()).toBe(true);
    await waitForText(page, '#away-score', '0');
    await screenshot(page, 'console-queued-on-board');
    const before = await sheet(league.gameId);
    expect(before.events.filter((e) => e.type === 'GOAL' || e.type === 'SHOT')).toEqual([]);

    await browser.context().setOffline(false);
    await status(page, 'All sent', 15_000);
    await page.locator('#home-unsent').waitFor({ state: 'hidden', timeout: 15_000 });
    await waitForText(page, '#home-score', '1');
    await waitForText(page, '#home-stats', stats(2));
    expect(await page.locator('#home-score').getAttribute('class')).not.toContain('unsent');
    expect(await page.locator('#home-stats').getAttribute('class')).not.toContain('unsent');

    const after = await sheet(league.gameId);
    const goals = after.events.filter((e) => e.type === 'GOAL');
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({ period: 1, clockRemainingMs: 14 * 60_000 + 23_000, player: { id: home.players[4].id }, team: { id: home.id } });
    expect(after.events.filter((e) => e.type === 'SHOT')).toHaveLength(1);
    expect({ score: after.scoreboard.home.score, shots: after.scoreboard.home.shots }).toEqual({ score: 1, shots: 2 });
    expect(await textOf(page, '#home-score')).toBe(String(after.scoreboard.home.score));
    expect({ score: after.scoreboard.away.score, shots: after.scoreboard.away.shots }).toEqual({ score: 0, shots: 0 });
    await waitForText(page, '#away-stats', stats(0));
    expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  }, 60_000); // an outage and its reconnection, round trips on a shared machine: a budget, not a timing

  it('stores a time typed from the arena clock; refuses in the form a time outside the period or after the stop, sending nothing; the power play shows on the console', async () => {
    // Stopped at 15:00 of a 20-minute half.
    const league = await stoppedGame(15 * 60_000);
    const [home, away] = league.teams;
    const page = await openConsole(league);
    await waitForText(page, '#clock', '15:00');
    await waitForText(page, '#strength', 'Even strength');

    await page.getByRole('button', { name: `Penalty to ${away.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Penalty to ${away.name}` });
    const time = dialog.getByLabel('Time on the clock (m:ss)');
    expect(await time.inputValue()).toBe('15:00');
    await dialog.getByRole('group', { name: 'Player' }).getByLabel('Jersey #').fill('3');
    expect(await dialog.getByLabel('Player', { exact: true }).inputValue()).toBe(away.players[2].id);
    await dialog.getByLabel('Severity').selectOption('MINOR');
    await dialog.getByLabel('Infraction').selectOption('HOOKING');
    const record = dialog.getByRole('button', { name: 'Record penalty' });
    const problem = dialog.locator('.dialog-problem');

    for (const [typed, message] of [
      ['25:00', 'The time must be between 0:00 and 20:00, the length of the period.'],
      ['20:01', 'The time must be between 0:00 and 20:00, the length of the period.'],
      ['14:59', 'The clock stopped at 15:00: a time below it has not been played yet.'],
      ['12:3', 'Type the time as minutes:seconds, e.g. 12:34 (or 1234).'],
      ['12:60', 'Type the time as minutes:seconds, e.g. 12:34 (or 1234).'],
      ['', 'Type the time as minutes:seconds, e.g. 12:34 (or 1234).'],
    ] as const) {
      await time.fill(typed);
      await record.click();
      await waitForText(page, '.console-dialog .dialog-problem', message);
      expect({ typed, open: await dialog.isVisible() }).toEqual({ typed, open: true });
    }
    expect(await problem.getAttribute('role')).toBe('alert');
    expect(await page.locator('#outbox-status').textContent()).toBe('All sent');
    expect(await page.evaluate((key) => localStorage.getItem(key), `faceoff.outbox.${league.gameId}`)).toBeNull();

    // The arena clock said 16:10 when it was called, before the whistle: typed on a number pad.
    await time.fill('1610');
    await record.click();
    await dialog.waitFor({ state: 'detached' });
    await status(page, 'All sent');
    const penalty = (await sheet(league.gameId)).events.find((e) => e.type === 'PENALTY');
    expect(penalty).toMatchObject({ clockRemainingMs: 16 * 60_000 + 10_000, infraction: 'HOOKING', severity: 'MINOR', player: { id: away.players[2].id } });

    // Called, the minor takes a skater off: the console says whose power play it is.
    await waitForText(page, '#strength', `Power play — ${home.name} 5 on 4`);
    expect(await page.locator('#strength').getAttribute('data-strength')).toBe('home');
    await screenshot(page, 'console-power-play');
    expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  });

  it('lists the infractions most called first, then the rest alphabetically, in English and in French; a jersey number no one wears says so and picks no one', async () => {
    const league = await stoppedGame(18 * 60_000);
    const [home] = league.teams;
    const common = ['TRIPPING', 'HOOKING', 'SLASHING', 'INTERFERENCE', 'HOLDING', 'HIGH_STICKING', 'ROUGHING', 'CROSS_CHECKING', 'TOO_MANY_PLAYERS', 'DELAY_OF_GAME'];
    const infractions = (page: Page) =>
      page
        .locator('#penalty-infraction optgroup')
        .evaluateAll((groups) => groups.map((g) => ({ group: g.getAttribute('label'), options: [...g.querySelectorAll('option')].map((o) => ({ value: o.value, label: o.textContent ?? '' })) })));

    for (const [lang, words] of [
      [
        'en',
        { penalty: `Penalty to ${home.name}`, most: 'Most called', rest: 'All others (A–Z)', tripping: 'Tripping', jersey: 'Jersey #', player: 'Player', none: 'No #42 in this list.', locale: 'en' },
      ],
      [
        'fr',
        {
          penalty: `Punition à ${home.name}`,
          most: 'Les plus fréquentes',
          rest: 'Toutes les autres (A–Z)',
          tripping: 'Faire trébucher',
          jersey: 'Nº de chandail',
          player: 'Joueur',
          none: 'Aucun nº 42 dans cette liste.',
          locale: 'fr',
        },
      ],
    ] as const) {
      const page = await openConsole(league, lang);
      await page.getByRole('button', { name: words.penalty }).click();
      const dialog = page.getByRole('dialog', { name: words.penalty });
      const groups = await infractions(page);
      expect(groups.map((g) => g.group)).toEqual([words.most, words.rest]);
      expect(groups[0].options.map((o) => o.value)).toEqual(common);
      expect(groups[0].options[0].label).toBe(words.tripping);
      const rest = groups[1].options.map((o) => o.label);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, words.locale)));
      expect(rest.length + common.length).toBe(37);
      expect(groups[1].options.map((o) => o.value)).not.toContain('TRIPPING');

      // A number no one on the list wears: said, and nobody picked; the list picked shows the number.
      const jersey = dialog.getByRole('group', { name: words.player }).getByLabel(words.jersey);
      await jersey.fill('42');
      await waitForText(page, '#penalty-player-number-hint', words.none);
      expect(await dialog.getByLabel(words.player, { exact: true }).inputValue()).toBe('');
      await dialog.getByLabel(words.player, { exact: true }).selectOption(home.players[6].id);
      expect(await jersey.inputValue()).toBe('7');
      expect(await page.locator('#penalty-player-number-hint').textContent()).toBe('');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.close();
    }
  }, 90_000); // two languages, each with an axe run: a budget, not a timing

  it('asks before forgetting the token, a quiet button; Cancel keeps it', async () => {
    const league = await stoppedGame(19 * 60_000);
    const page = await openConsole(league);
    const forget = page.getByRole('button', { name: 'Forget token' });
    // Not styled as the page's main action: no filled background.
    expect(await forget.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await forget.click();
    const ask = page.getByRole('dialog', { name: 'Forget the token?' });
    expect(await ask.textContent()).toContain('What is queued stays queued');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('faceoff.token.scorekeeper') ?? localStorage.getItem('faceoff.token.scorekeeper'))).toBe(league.token);
    await page.locator('.token-set').waitFor();

    await forget.click();
    await ask.getByRole('button', { name: 'Forget token' }).click();
    await page.getByLabel('Token', { exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('faceoff.token.scorekeeper') ?? localStorage.getItem('faceoff.token.scorekeeper'))).toBeNull();
  });

  it('fits at 390, 1024 and 1280 px with the queue on the board and the goal dialog open, in English and French; axe finds nothing', async () => {
    const league = await stoppedGame(12 * 60_000);
    for (const lang of ['en', 'fr']) {
      const page = await openConsole(league, lang);
      await waitForText(page, '#strength', lang === 'fr' ? 'Forces égales' : 'Even strength');
      await browser.context().setOffline(true);
      await page.locator('#away-shot').click();
      await page.locator('#away-unsent:not([hidden])').waitFor();
      for (const width of [390, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoOverflow(page);
        await page.locator('#home-goal').click();
        await page.locator('dialog.console-dialog').waitFor();
        await expectNoOverflow(page);
        const overlaps = await page.locator('.player-pick').evaluateAll((picks) =>
          picks.map((pick) => {
            const [number, select] = [pick.querySelector('input')!.getBoundingClientRect(), pick.querySelector('select')!.getBoundingClientRect()];
            const dialog = pick.closest('dialog')!.getBoundingClientRect();
            return { apart: number.right <= select.left, inside: select.right <= dialog.right && number.left >= dialog.left };
          }),
        );
        expect(overlaps).toEqual(Array(3).fill({ apart: true, inside: true }));
        await screenshot(page, `console-goal-dialog-${lang}-${width}`);
        if (width === 390) await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await page.locator('dialog.console-dialog').waitFor({ state: 'detached' });
      }
      await expectNoAxeViolations(page);
      await browser.context().setOffline(false);
      await status(page, lang === 'fr' ? 'Tout est envoyé' : 'All sent', 15_000);
      await page.locator('#away-unsent').waitFor({ state: 'hidden', timeout: 15_000 });
      await page.close();
    }
    expect((await sheet(league.gameId)).scoreboard.away.shots).toBe(2);
  }, 120_000); // three widths in two languages, with axe runs: a budget, not a timing
});
