import type { Locator, Page } from 'playwright-core';
import { CreateApiTokenDocument, CreateBracketDocument, DeskCheckDocument, DeskFindDocument, GameSheetDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, waitForText } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * The pages with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape and the arrows, never the
 * mouse): a goal scored on the console from the puck drop, its dialogs keeping focus inside and
 * handing it back; a competition made on the desk; the bracket's list and the standings' scroll box
 * reached. Every stop the keyboard makes shows a focus ring (an outline of at least 2 px while
 * :focus-visible).
 */

interface Stop {
  /** tag#id.class "text" of the focused element */
  name: string;
  /** An outline of 2 px or more while :focus-visible. */
  ring: boolean;
  /** Inside the open modal dialog. */
  inDialog: boolean;
}

const focused = (page: Page): Promise<Stop> =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    if (!e || e === document.body) return { name: 'body', ring: false, inDialog: false };
    const style = getComputedStyle(e);
    const text = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40);
    return {
      name: `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('class') ? `.${e.getAttribute('class')!.split(' ').join('.')}` : ''} "${text}"`,
      // A date's calendar button is focused inside its input, which is then :focus-within only.
      ring: (e.matches(':focus-visible') || (e.tagName === 'INPUT' && e.matches(':focus-within'))) && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      inDialog: e.closest('dialog[open]') !== null,
    };
  });

const hasFocus = (target: Locator) => target.evaluate((e) => e === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; every stop on the way is pushed to `stops`.
 * Fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, stops: Stop[], options: { max?: number; back?: boolean } = {}): Promise<void> {
  for (let i = 0; i < (options.max ?? 40); i += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    stops.push(await focused(page));
    if (await hasFocus(target)) return;
  }
  throw new Error(`not reached by ${options.max ?? 40} presses of ${options.back ? 'Shift+Tab' : 'Tab'}; the stops: ${stops.map((s) => s.name).join(' → ')}`);
}

/** Moves a focused list's choice with the arrow keys until its value is `value`. */
async function arrowTo(page: Page, select: Locator, value: string): Promise<void> {
  expect(await hasFocus(select)).toBe(true);
  for (let i = 0; i < 40 && (await select.inputValue()) !== value; i += 1) await page.keyboard.press('ArrowDown');
  expect(await select.inputValue()).toBe(value);
}

/** The stops that showed no focus ring (past the page's last control, focus leaves the page for the browser's own: no stop of ours). */
const unringed = (stops: Stop[]) => stops.filter((s) => !s.ring && s.name !== 'body').map((s) => s.name);

describeWithChromium('the pages with the keyboard alone', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const origin = () => originOf(suite.current());

  it('scores a goal on the console from the puck drop: dialogs keep focus inside, Escape cancels, focus comes back to the button', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Rink 1 tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN);
    const [home] = league.teams;
    const page = await browser.page();
    await page.goto(`${origin()}/games/${league.gameId}/score#token=${createApiToken.token}`);
    await waitForText(page, '#home-name', home.name);
    await page.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    const stops: Stop[] = [];

    // Start the game: its confirmation is a modal dialog; Tab and Shift+Tab stay inside it.
    const startGame = page.locator('#start-game');
    await tabTo(page, startGame, stops);
    await page.keyboard.press('Enter');
    const confirmStart = page.getByRole('dialog', { name: 'Start the game?' });
    await confirmStart.waitFor();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const stop = await focused(page);
      stops.push(stop);
      expect({ key, stop: stop.name, inDialog: stop.inDialog }).toEqual({ key, stop: stop.name, inDialog: true });
    }
    await tabTo(page, confirmStart.getByRole('button', { name: 'Start game' }), stops, { max: 4 });
    await page.keyboard.press('Enter');
    await confirmStart.waitFor({ state: 'detached' });

    // Start the clock with Space: the next stop after Start game (disabled now the game is on).
    const startClock = page.locator('#start-clock');
    await startClock.and(page.locator(':enabled')).waitFor();
    await tabTo(page, startClock, stops, { max: 1 });
    await page.keyboard.press('Space');
    await page.locator('#clock[data-running="true"]').waitFor({ state: 'attached' });

    // The goal: Escape first cancels the dialog and gives focus back to the button.
    const goal = page.locator('#home-goal');
    await tabTo(page, goal, stops, { max: 60 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Goal for ${home.name}` });
    await dialog.waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(goal)).toBe(true);

    // Again, for real: scorer and first assist picked with the arrows, the goal recorded with Enter.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const scorer = dialog.getByLabel('Scorer');
    if (!(await hasFocus(scorer))) await tabTo(page, scorer, stops, { max: 6 });
    await arrowTo(page, scorer, home.players[4].id);
    const assist = dialog.getByLabel('First assist');
    await tabTo(page, assist, stops, { max: 2 });
    await arrowTo(page, assist, home.players[5].id);
    // Past the last control, Tab comes round to the dialog's first one, never the page behind.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      stops.push(stop);
      expect({ stop: stop.name, inDialog: stop.inDialog }).toEqual({ stop: stop.name, inDialog: true });
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Record goal' }), stops, { max: 6 });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(goal)).toBe(true);
    await waitForText(page, '#home-score', '1', 10_000);

    const { game } = await ok(url(), GameSheetDocument, { id: league.gameId }, ADMIN_TOKEN);
    const goals = game!.events.filter((e) => e.type === 'GOAL');
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({ player: { id: home.players[4].id }, assists: [{ id: home.players[5].id }] });
    expect(unringed(stops)).toEqual([]);
  }, 60_000); // a long flow of key presses and round trips, not a timing

  it('makes a competition on the desk: token, name, rulebook and time zone typed and picked, the form sent with Enter', async () => {
    const page = await browser.page();
    await page.goto(`${origin()}/desk`);
    const stops: Stop[] = [];
    const token = page.getByLabel('Token', { exact: true });
    await tabTo(page, token, stops);
    await page.keyboard.type(ADMIN_TOKEN);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Organizer’s desk' }).waitFor();
    await page.locator('#new-competition').waitFor();

    await tabTo(page, page.getByLabel('Name', { exact: true }), stops);
    await page.keyboard.type('Keyboard Cup');
    await tabTo(page, page.getByLabel('Kind'), stops, { max: 2 });
    await arrowTo(page, page.getByLabel('Kind'), 'LEAGUE');
    await tabTo(page, page.getByLabel('Rulebook'), stops, { max: 2 });
    await arrowTo(page, page.getByLabel('Rulebook'), 'WINTER_LEAGUE_5ON5');
    await tabTo(page, page.getByLabel('Time zone'), stops, { max: 2 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('America/Halifax');
    // Past the two dates (a stop for each part of a date).
    await tabTo(page, page.getByRole('button', { name: 'Create competition' }), stops, { max: 12 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Keyboard Cup' }).waitFor();

    const found = (await ok(url(), DeskFindDocument, {}, ADMIN_TOKEN)).competitions.find((c) => c.name === 'Keyboard Cup');
    const { competition } = await ok(url(), DeskCheckDocument, { id: found!.id }, ADMIN_TOKEN);
    expect(competition).toMatchObject({ preset: 'WINTER_LEAGUE_5ON5', timeZone: 'America/Halifax' });
    expect(await page.locator('#competition-summary').textContent()).toContain(' · League · ');
    expect(unringed(stops)).toEqual([]);
  });

  it('reaches the bracket’s drawing, opens its list with Enter and reaches the list’s scroll box, each with a focus ring', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_3ON3', teams: 8, playersPerTeam: 0 });
    await ok(url(), CreateBracketDocument, { input: { divisionId: league.divisionId, seeding: league.teams.map((t) => t.id), firstRoundAt: '2031-03-01T18:00:00.000Z' } }, ADMIN_TOKEN);
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin()}/divisions/${league.divisionId}/bracket`);
    await page.locator('svg.bracket-svg [data-slot="F"]').waitFor({ state: 'visible' });
    const stops: Stop[] = [];
    const drawing = page.locator('#bracket-scroll');
    await tabTo(page, drawing, stops);
    const atDrawing = stops.at(-1)!;
    const summary = page.locator('#bracket-list summary');
    await tabTo(page, summary, stops, { max: 80 });
    const atSummary = stops.at(-1)!;
    await page.keyboard.press('Enter');
    expect(await page.locator('#bracket-list').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const list = page.getByRole('region', { name: 'The bracket as a list (scrolls sideways)' });
    await tabTo(page, list, stops, { max: 80 });
    const atList = stops.at(-1)!;
    // On a phone the list is wider than the screen: it scrolls sideways with the arrows.
    expect(await list.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await list.evaluate((e) => new Promise<void>((resolve) => (e.scrollLeft > 0 ? resolve() : e.addEventListener('scroll', () => resolve(), { once: true }))));
    expect(unringed([atDrawing, atSummary, atList])).toEqual([]);
  });

  it('reaches the standings’ scroll box on a phone and scrolls it with the arrows', async () => {
    const league = await seedLeague(url(), { teams: 3, playersPerTeam: 0 });
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin()}/divisions/${league.divisionId}/standings`);
    await page.locator('#rows tr[data-team]').nth(2).waitFor({ state: 'attached' });
    const stops: Stop[] = [];
    const scroller = page.getByRole('region', { name: 'Standings table (scrolls sideways)' });
    await tabTo(page, scroller, stops);
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.getElementById('standings-scroll')!.scrollLeft > 0, undefined, { timeout: 2_000 });
    expect(unringed(stops)).toEqual([]);
  });
});
