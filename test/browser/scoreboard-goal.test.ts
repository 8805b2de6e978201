import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Page } from 'playwright-core';
import { RecordGoalDocument, StartClockDocument, StartGameDocument, VoidEventDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectLegible, expectNoOverflow, screenshot, textOf } from './support/browser';

/**
 * The wall board's goal banner: when a team scores, the board says so across its lower half — the
 * team, the scorer and the assists, each with the number the game's sheet gives him — in the page's
 * language; an unassisted goal says so; a goal voided takes the banner down; a board opened after a
 * goal shows none (only a goal seen happening is announced). 1280 × 720 and 1920 × 1080, a phone;
 * legible, inside the screen, axe clean.
 */
describeWithChromium('the scoreboard’s goal banner', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(suite.current().url, document, variables, ADMIN_TOKEN);
  const origin = () => suite.current().url.replace(/\/graphql$/, '');

  async function liveGame() {
    const league = await seedLeague(suite.current().url, { playersPerTeam: 8, firstNumber: 1 });
    await post(StartGameDocument, { gameId: league.gameId });
    await post(StartClockDocument, { gameId: league.gameId });
    return league;
  }

  async function open(gameId: string, viewport: { width: number; height: number }, query = ''): Promise<Page & { problems: string[] }> {
    const page = await browser.page();
    await page.setViewportSize(viewport);
    await page.goto(`${origin()}/scoreboard/${gameId}${query}`);
    await page.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    await page.locator('html[data-seq]').waitFor({ state: 'attached' });
    return page;
  }

  it.each([
    // ?goal=120: the banner stays two minutes, so a slow machine reads it before it goes; the void below takes it down.
    { lang: '?goal=120', size: { width: 1280, height: 720 }, title: 'Goal — ', assists: 'Assists: ', unassisted: 'Unassisted' },
    { lang: '?lang=fr&goal=120', size: { width: 1920, height: 1080 }, title: 'But — ', assists: 'Aides : ', unassisted: 'Sans aide' },
    { lang: '?goal=120', size: { width: 390, height: 844 }, title: 'Goal — ', assists: 'Assists: ', unassisted: 'Unassisted' },
  ])(
    '$size.width px $lang: the scorer and assists with their numbers, then an unassisted goal, then a void takes it down',
    async ({ lang, size, title, assists, unassisted }) => {
      const league = await liveGame();
      const [home, away] = league.teams;
      const page = await open(league.gameId, size, lang);
      const banner = page.locator('#goal-banner');
      expect(await banner.isVisible()).toBe(false);

      const scorer = home.players[5];
      const [first, second] = [home.players[6], home.players[7]];
      await post(RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: scorer.id, assistIds: [first.id, second.id] } });
      await banner.waitFor({ state: 'visible' });
      expect(await textOf(page, '#goal-banner .goal-title')).toBe(`${title}${home.name}`);
      expect(await textOf(page, '#goal-scorer')).toBe(`#${scorer.number} ${scorer.name}`);
      expect(await textOf(page, '#goal-assists')).toBe(`${assists}#${first.number} ${first.name}, #${second.number} ${second.name}`);
      // Read from across the rink, and whole on the screen.
      await expectLegible(page, ['#goal-banner .goal-title', '#goal-scorer', '#goal-assists']);
      await expectNoOverflow(page);
      const box = (await banner.boundingBox())!;
      expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height).toBe(true);
      await screenshot(page, `scoreboard-goal-${size.width}`);
      await expectNoAxeViolations(page);

      // The other team, unassisted: the banner is theirs now.
      const goal = await post(RecordGoalDocument, { input: { gameId: league.gameId, teamId: away.id, scorerId: away.players[2].id } });
      await page.locator('#goal-banner[data-side="away"] .goal-title', { hasText: away.name }).waitFor();
      expect(await textOf(page, '#goal-assists')).toBe(unassisted);

      // Voided (the referee waved it off): the score goes down and the banner with it.
      await post(VoidEventDocument, { gameId: league.gameId, seq: goal.recordGoal.seq, reason: 'Waved off: kicked in' });
      await banner.waitFor({ state: 'hidden' });
      expect(await textOf(page, '#away-score')).toBe('0');
      expect(page.problems).toEqual([]);
    },
    60_000,
  ); // several round trips and an axe run, not a timing

  it('a board opened after a goal does not announce it: the first banner is the next goal’s', async () => {
    const league = await liveGame();
    const [home, away] = league.teams;
    await post(RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: home.players[4].id } });
    const page = await open(league.gameId, { width: 1280, height: 720 }, '?goal=120');
    await page.locator('#home-score', { hasText: '1' }).waitFor();
    await post(RecordGoalDocument, { input: { gameId: league.gameId, teamId: away.id, scorerId: away.players[3].id } });
    await page.locator('#goal-banner[data-side="away"]').waitFor({ state: 'visible' });
    // Shown once in all: the home goal from before the board opened never was.
    expect(await page.locator('#goal-banner').getAttribute('data-shown')).toBe('1');
  });
});
