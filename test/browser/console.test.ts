import type { Page } from 'playwright-core';
import {
  CreateApiTokenDocument,
  GameEarlyStartDocument,
  GameSheetDocument,
  RecordPenaltyDocument,
  RevokeApiTokenDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague, type SeededLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, expectLegible, screenshot, waitForText } from './support/browser';
import { originOf } from './support/pages-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The scorekeeper console in real Chromium against a real server: the outbox keeps an action
 * through a network cut and the server stores it once; a refused action is dropped with its rule
 * message; undo voids the last event; every control is labelled and large enough to touch.
 */
describeWithChromium('the scorekeeper console', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  async function seedGame(): Promise<SeededLeague & { token: string; tokenId: string }> {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Rink 1 tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN);
    return { ...league, token: createApiToken.token, tokenId: createApiToken.apiToken.id };
  }

  const events = async (gameId: string) => (await ok(url(), GameSheetDocument, { id: gameId }, ADMIN_TOKEN)).game!.events;

  /** Opens the console (with the token in the fragment unless `token` is ''), once the live board is there. */
  async function openConsole(league: SeededLeague, token: string): Promise<Page & { problems: string[] }> {
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/games/${league.gameId}/score${token ? `#token=${token}` : ''}`);
    await waitForText(page, '#home-name', league.teams[0].name);
    await page.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    return page;
  }

  const status = (page: Page, text: string, timeout = 5_000) => page.locator('#outbox-status', { hasText: text }).waitFor({ state: 'attached', timeout });

  it('asks for the token once, queues a goal while the network is cut and posts it once when it returns; labelled controls of 48 px', async () => {
    const league = await seedGame();
    const [home] = league.teams;
    const page = await openConsole(league, '');

    // No token yet: the page asks for it with a labelled password field.
    await page.getByRole('alert').filter({ hasText: 'No token yet' }).waitFor();
    expect(await page.getByLabel('Token', { exact: true }).getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Start game (puck-drop ready)' }).click();
    // A start cannot be undone: the console asks first.
    await page.getByRole('dialog', { name: 'Start the game?' }).getByRole('button', { name: 'Start game' }).click();
    await status(page, 'queued (1) · waiting for a token');
    expect(await page.getByRole('alert').filter({ hasText: 'No token yet' }).count()).toBe(1);
    await page.getByLabel('Token', { exact: true }).fill(league.token);
    await page.getByRole('button', { name: 'Use this token' }).click();
    await status(page, 'All sent');
    await page.getByRole('button', { name: 'Start clock' }).click();
    await page.locator('#clock[data-running="true"]').waitFor({ state: 'attached' });
    expect(page.url()).not.toContain(league.token);

    // Every control shown has a name and is at least 48 × 48 px (the sheet's signing waits, hidden, for the game's end).
    const controls = await page.locator('main button, main select, main input').evaluateAll((elements) =>
      elements
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => {
          const box = e.getBoundingClientRect();
          const labelled = e.getAttribute('aria-label') || (e as HTMLInputElement).labels?.length || e.textContent?.trim();
          return { control: e.getAttribute('aria-label') ?? e.textContent?.trim() ?? e.id, labelled: Boolean(labelled), big: box.width >= 48 && box.height >= 48 };
        }),
    );
    expect(controls.length).toBeGreaterThanOrEqual(16);
    expect(controls.filter((c) => !c.labelled || !c.big)).toEqual([]);
    for (const name of ['Goal for', 'Shot for', 'Penalty to', 'Timeout for', 'Shootout attempt for']) {
      for (const team of league.teams.slice(0, 2)) expect(await page.getByRole('button', { name: `${name} ${team.name}` }).count()).toBe(1);
    }
    for (const name of ['Stop clock', 'End period', 'End game', 'Undo the last event']) expect(await page.getByRole('button', { name }).count()).toBe(1);

    // The network goes: the goal waits in the queue, with its clientEventId.
    await browser.context().setOffline(true);
    await page.getByRole('button', { name: `Goal for ${home.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Goal for ${home.name}` });
    await dialog.getByLabel('Scorer').selectOption(home.players[4].id);
    await dialog.getByLabel('First assist').selectOption(home.players[5].id);
    await dialog.getByLabel('Second assist').selectOption(home.players[6].id);
    await screenshot(page, 'console-goal');
    await dialog.getByRole('button', { name: 'Record goal' }).click();
    await status(page, 'queued (1) · offline, retrying');
    await waitForText(page, '#outbox-items li', `Goal, ${home.name}: #5 ${home.players[4].name} (#6 ${home.players[5].name}, #7 ${home.players[6].name})`);
    const queued = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), `faceoff.outbox.${league.gameId}`);
    expect(queued).toHaveLength(1);
    expect(queued[0].variables.input.clientEventId).toMatch(UUID);
    expect((await events(league.gameId)).filter((e) => e.type === 'GOAL')).toEqual([]);
    await expectLegible(page, ['#outbox-status']);
    await screenshot(page, 'console-offline');

    // Back online: it goes out at once, and the server has it once.
    await browser.context().setOffline(false);
    await status(page, 'All sent');
    const goals = (await events(league.gameId)).filter((e) => e.type === 'GOAL');
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({ clientEventId: queued[0].variables.input.clientEventId, player: { id: home.players[4].id }, assists: [{ id: home.players[5].id }, { id: home.players[6].id }] });
    await waitForText(page, '#home-score', '1', 15_000);
    await screenshot(page, 'console');
    expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  });

  it('sends a retry with the same clientEventId when the answer is lost, and the server keeps one goal', async () => {
    const league = await seedGame();
    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url(), StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const page = await openConsole(league, league.token);
    const away = league.teams[1];

    // The first logGoal reaches the server, which stores it; its answer never comes back.
    const seen: string[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('logGoal(')) return route.continue();
      seen.push((JSON.parse(body) as { variables: { input: { clientEventId: string } } }).variables.input.clientEventId);
      if (seen.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: `Goal for ${away.name}` }).click();
    await page.getByRole('dialog').getByLabel('Scorer').selectOption(away.players[3].id);
    await page.getByRole('dialog').getByRole('button', { name: 'Record goal' }).click();
    await status(page, 'All sent', 10_000);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    const goals = (await events(league.gameId)).filter((e) => e.type === 'GOAL');
    expect(goals.map((g) => g.clientEventId)).toEqual([seen[0]]);
    await waitForText(page, '#away-score', '1');
  });

  it('drops a refused action and shows its rule message; records a penalty from the lists; undo voids the last event', async () => {
    const league = await seedGame();
    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url(), StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const page = await openConsole(league, league.token);
    const [home, away] = league.teams;

    // A second scorekeeper stops the clock while this tablet's Stop clock waits offline: the server
    // refuses it (RULE_VIOLATION), the console drops it and says so.
    await browser.context().setOffline(true);
    await page.getByRole('button', { name: 'Stop clock' }).click();
    await status(page, 'queued (1)');
    await ok(url(), StopClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await browser.context().setOffline(false);
    const refused = page.locator('#console-message p.refused');
    await refused.waitFor({ timeout: 15_000 });
    expect(await refused.textContent()).toMatch(/^Refused: Stop clock\. .*already stopped/i);
    await status(page, 'All sent');
    await expectLegible(page, ['#console-message p.refused']);
    await screenshot(page, 'console-refused');
    await page.locator('#clock[data-running="false"]').waitFor({ state: 'attached' });

    await page.getByRole('button', { name: `Penalty to ${away.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Penalty to ${away.name}` });
    await dialog.getByLabel('Player').selectOption(away.players[2].id);
    await dialog.getByLabel('Severity').selectOption('MINOR');
    await dialog.getByLabel('Infraction').selectOption('TRIPPING');
    await dialog.getByRole('button', { name: 'Record penalty' }).click();
    await page.locator('#away-penalties li', { hasText: away.players[2].name }).waitFor();

    await page.getByRole('button', { name: `Shot for ${home.name}` }).click();
    await page.locator('#event-log li[data-type="SHOT"]').waitFor();
    await page.getByRole('button', { name: 'Undo the last event' }).click();
    const undo = page.getByRole('dialog');
    expect(await undo.getByRole('heading').textContent()).toMatch(/^Undo #\d+: Shot, /);
    await undo.getByLabel('Reason').fill('Wrong team');
    await undo.getByRole('button', { name: 'Void this event' }).click();
    await page.locator('#event-log li.voided[data-type="SHOT"]').waitFor();
    const log = await events(league.gameId);
    expect(log.filter((e) => e.type === 'EVENT_VOIDED')).toMatchObject([{ reason: 'Wrong team', targetSeq: log.find((e) => e.type === 'SHOT')!.seq }]);
    expect(log.filter((e) => e.type === 'CLOCK_STOPPED')).toHaveLength(1);
    expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  });

  it('Puck drop, enabled once the game is in progress, sends faceoff: a run-time penalty called while the clock runs starts its timer (docs/rulebooks/000_5506cbd709277b08.txt:69, G26)', async () => {
    const league = await seedGame();
    const away = league.teams[1];
    const page = await openConsole(league, league.token);
    const drop = page.getByRole('button', { name: 'Puck drop (penalties waiting for it start)' });
    expect(await drop.isDisabled()).toBe(true); // scheduled: no puck to drop

    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url(), StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await page.locator('#clock[data-running="true"]').waitFor({ state: 'attached' });
    expect(await drop.isEnabled()).toBe(true);

    // The whistle: Cole Harbour's run-time clock keeps running; the minor's 3:00 waits for the drop.
    const input = { gameId: league.gameId, teamId: away.id, playerId: away.players[2].id, severity: 'MINOR' as const, infraction: 'TRIPPING' };
    await ok(url(), RecordPenaltyDocument, { input }, ADMIN_TOKEN);
    const timer = page.locator('#away-penalties li', { hasText: away.players[2].name });
    await page.locator('#away-penalties li.waiting', { hasText: '3:00' }).waitFor();
    // Time passes on the board (the running clock shows another second, drawn in the same frame as
    // the penalties): the minor still waits at 3:00.
    const shown = await page.locator('#clock').textContent();
    await page.waitForFunction((was) => document.querySelector('#clock')?.textContent !== was, shown);
    expect(await timer.getAttribute('class')).toBe('waiting');
    expect(await timer.textContent()).toContain('3:00');

    await drop.click();
    await status(page, 'All sent');
    await page.locator('#away-penalties li.running').waitFor();
    await page.locator('#away-penalties li.running', { hasText: '2:5' }).waitFor({ timeout: 5_000 });
    const log = await events(league.gameId);
    expect(log.map((e) => e.type)).toEqual(['GAME_STARTED', 'CLOCK_STARTED', 'PENALTY', 'FACEOFF']);
    expect(log.at(-1)!.clientEventId).toMatch(UUID);
    await page.locator('#event-log li[data-type="FACEOFF"]').waitFor();
    expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  });

  it("the league's 5 minute – 2 minute reset: offered in the hour's last 5 minutes at a stoppage, asked first, then the last period at 2:00 and not again (docs/rulebooks/004_52536eff465526ad.txt:83, G60)", async () => {
    // Scheduled 56 minutes ago: its hour ends in 4 minutes (004:81, G59).
    const startsAt = new Date(Math.floor((Date.now() - 56 * 60_000) / 1000) * 1000).toISOString();
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 8, firstNumber: 1, startsAt });
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Rink 2 tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN);
    const page = await openConsole(league, createApiToken.token);
    const reset = page.getByRole('button', { name: 'The 5 minute – 2 minute rule: set the clock to the last 2:00 of the game' });
    expect(await reset.isDisabled()).toBe(true); // scheduled
    expect(await page.locator('#five-two-hint').textContent()).toBe('Game has not started');

    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url(), StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await page.locator('#clock[data-running="true"]').waitFor({ state: 'attached' });
    expect(await reset.isDisabled()).toBe(true);
    expect(await page.locator('#five-two-hint').textContent()).toBe('Clock is running: stop it first');

    await ok(url(), StopClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await page.locator('#clock[data-running="false"]').waitFor({ state: 'attached' });
    await page.locator('#five-two:not([disabled])').waitFor();
    await reset.click();
    await page.getByRole('dialog').getByRole('button', { name: '5-2: to 2:00' }).click();
    await status(page, 'All sent');
    await page.locator('#event-log li[data-type="FIVE_TWO_RULE"]').waitFor();
    await waitForText(page, '#clock', '2:00');
    await page.locator('#five-two[disabled]').waitFor();
    expect(await page.locator('#five-two-hint').textContent()).toBe('Already applied this game');
    expect((await events(league.gameId)).map((e) => e.type)).toEqual(['GAME_STARTED', 'CLOCK_STARTED', 'CLOCK_STOPPED', 'FIVE_TWO_RULE']);
    expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  });

  it('docs/rulebooks/000_5506cbd709277b08.txt:65 "if agreed upon by both teams and officials, could start up to 15 minutes earlier": the start is off 20 minutes ahead, and 10 minutes ahead it asks who agreed (G61)', async () => {
    const ahead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const open = async (minutes: number) => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1, startsAt: ahead(minutes) });
      const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Rink 3 tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN);
      return { league, page: await openConsole(league, createApiToken.token) };
    };
    const start = (page: Page) => page.getByRole('button', { name: 'Start game (puck-drop ready)' });

    const far = await open(20);
    expect(await start(far.page).isDisabled()).toBe(true);
    expect(await far.page.locator('#start-game-hint').textContent()).toBe('Not yet: a game may start at most 15 minutes before its scheduled time');

    const near = await open(10);
    await start(near.page).click();
    const dialog = near.page.getByRole('dialog', { name: 'Start before the scheduled time?' });
    await dialog.getByLabel('Who agreed (both teams and the officials)').fill('Both captains and the referee');
    await dialog.getByRole('button', { name: 'Start game' }).click();
    await status(near.page, 'All sent');
    await near.page.locator('html[data-status="IN_PROGRESS"]').waitFor({ state: 'attached' });
    expect((await ok(url(), GameEarlyStartDocument, { id: near.league.gameId }, ADMIN_TOKEN)).game).toMatchObject({ earlyStart: { minutesEarly: 10, agreement: 'Both captains and the referee' } });
    expect(near.page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  });

  it('keeps actions queued while the token is refused (revoked), and sends them once a new one is entered', async () => {
    const league = await seedGame();
    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const page = await openConsole(league, league.token);
    await ok(url(), RevokeApiTokenDocument, { id: league.tokenId }, ADMIN_TOKEN);

    await page.getByRole('button', { name: 'Start clock' }).click();
    await page.getByRole('button', { name: `Shot for ${league.teams[1].name}` }).click();
    await status(page, 'queued (2) · waiting for a token');
    await page.getByRole('alert').filter({ hasText: 'The server did not accept this token' }).waitFor();
    expect((await events(league.gameId)).map((e) => e.type)).toEqual(['GAME_STARTED']);

    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Rink 1 tablet, again', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN);
    await page.getByLabel('Token', { exact: true }).fill(createApiToken.token);
    await page.getByRole('button', { name: 'Use this token' }).click();
    await status(page, 'All sent');
    expect((await events(league.gameId)).map((e) => e.type)).toEqual(['GAME_STARTED', 'CLOCK_STARTED', 'SHOT']);
  });
  /** The enabled state of each game control, and the hint a disabled one is described by. */
  /** A goal scored on the console's buttons and dialog; the goals in its log once it is there. */
  async function scoreOnConsole(page: Page, team: string, scorerId: string) {
    await page.getByRole('button', { name: `Goal for ${team}` }).click();
    const goal = page.getByRole('dialog', { name: `Goal for ${team}` });
    await goal.getByLabel('Scorer').selectOption(scorerId);
    await goal.getByRole('button', { name: 'Record goal' }).click();
    const logged = page.locator('#event-log li[data-type="GOAL"]');
    await logged.waitFor();
    return logged;
  }

  async function controlsNow(page: Page): Promise<Record<string, { enabled: boolean; hint: string | null }>> {
    return page.locator('#game-controls button, #home-controls button, #away-controls button').evaluateAll((buttons) =>
      Object.fromEntries(
        buttons.map((b) => {
          const described = b.getAttribute('aria-describedby');
          const hint = described ? document.getElementById(described) : null;
          const visible = hint ? hint.getBoundingClientRect().height > 0 && getComputedStyle(hint).visibility !== 'hidden' : false;
          return [b.id, { enabled: !(b as HTMLButtonElement).disabled, hint: hint && visible ? (hint.textContent ?? '') : null }];
        }),
      ),
    );
  }

  /** Waits for the board of `status` and the controls drawn from it, then checks Start and Stop clock are never both offered. */
  async function atStatus(page: Page, status: string): Promise<Record<string, { enabled: boolean; hint: string | null }>> {
    await page.locator(`html[data-status="${status}"]`).waitFor({ state: 'attached' });
    const controls = await controlsNow(page);
    expect(controls['start-clock'].enabled && controls['stop-clock'].enabled).toBe(false);
    return controls;
  }

  /** No horizontal scrolling at a phone's and a laptop's width. */
  async function fitsAt(page: Page, width: number, height: number): Promise<void> {
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
    expect({ width, ...overflow, fits: overflow.scrollWidth <= overflow.innerWidth }).toEqual({ width, ...overflow, fits: true });
  }

  it('offers only what the rules allow, says why on the rest, shows a power-play goal and the time remaining, asks before the end; nothing after FINAL (R24, G26)', async () => {
    const league = await seedGame();
    const [home, away] = league.teams;
    const page = await openConsole(league, league.token);

    let controls = await atStatus(page, 'SCHEDULED');
    expect(controls['start-game']).toEqual({ enabled: true, hint: null });
    expect(controls['start-clock']).toEqual({ enabled: false, hint: 'Game has not started' });
    expect(controls['home-goal']).toEqual({ enabled: false, hint: 'Game has not started' });
    // Cole Harbour's round robin: "No timeouts are permitted during round robin play" (docs/rulebooks/000_5506cbd709277b08.txt:33).
    await page.getByRole('button', { name: 'Start game (puck-drop ready)' }).click();
    const start = page.getByRole('dialog', { name: 'Start the game?' });
    await start.getByRole('button', { name: 'Start game' }).click();

    controls = await atStatus(page, 'IN_PROGRESS');
    expect(controls['start-game']).toEqual({ enabled: false, hint: 'Game has started' });
    expect(controls['home-timeout']).toEqual({ enabled: false, hint: 'No timeouts in this stage' });
    expect(controls['start-clock'].enabled).toBe(true);
    expect(controls['stop-clock']).toEqual({ enabled: false, hint: 'Clock is stopped' });
    // The description is the button's accessible description.
    expect(await page.locator('#start-game').evaluate((b) => document.getElementById(b.getAttribute('aria-describedby')!)!.textContent)).toBe('Game has started');

    await page.getByRole('button', { name: 'Start clock' }).click();
    await page.locator('#clock[data-running="true"]').waitFor({ state: 'attached' });
    controls = await atStatus(page, 'IN_PROGRESS');
    expect(controls['start-clock']).toEqual({ enabled: false, hint: 'Clock is running' });
    expect(controls['stop-clock'].enabled).toBe(true);

    // A minor to the away team, started by the puck drop (run time, G26): the home goal is a power-play goal.
    await ok(url(), RecordPenaltyDocument, { input: { gameId: league.gameId, teamId: away.id, playerId: away.players[2].id, severity: 'MINOR', infraction: 'TRIPPING' } }, ADMIN_TOKEN);
    await page.locator('#away-penalties li.waiting').waitFor();
    await page.getByRole('button', { name: 'Puck drop (penalties waiting for it start)' }).click();
    await page.locator('#away-penalties li.running').waitFor();
    const logged = await scoreOnConsole(page, home.name, home.players[4].id);
    expect(await logged.locator('abbr.strength').textContent()).toBe('PP');
    expect(await logged.locator('abbr.strength').getAttribute('title')).toBe('power play');
    expect(await logged.locator('.when').textContent()).toMatch(/^#\d+ · P1 · \d+:\d{2} remaining$/);
    expect(await page.locator('#log-note').textContent()).toContain('time remaining in the period');
    expect((await events(league.gameId)).find((e) => e.type === 'GOAL')).toMatchObject({ strength: 'POWER_PLAY' });

    // The first half ends (asked first); between the halves only the clock and penalties are offered.
    await page.getByRole('button', { name: 'End period' }).click();
    await page.getByRole('dialog', { name: 'End the period?' }).getByRole('button', { name: 'End period' }).click();
    controls = await atStatus(page, 'INTERMISSION');
    expect(controls['home-goal']).toEqual({ enabled: false, hint: 'Between periods: start the clock first' });
    expect(controls['away-penalty'].enabled).toBe(true);
    await page.getByRole('button', { name: 'Start clock' }).click();
    await page.locator('#period:text-is("2nd period")').waitFor({ state: 'attached' });
    controls = await atStatus(page, 'IN_PROGRESS');
    expect(controls['end-game']).toEqual({ enabled: false, hint: 'Regulation is not over: end the period first' });
    await page.getByRole('button', { name: 'End period' }).click();
    await page.getByRole('dialog', { name: 'End the period?' }).getByRole('button', { name: 'End period' }).click();
    controls = await atStatus(page, 'INTERMISSION');
    expect(controls['end-game'].enabled).toBe(true);
    // Cole Harbour's round robin plays two halves and no overtime (R24): Start clock is not offered.
    expect(controls['start-clock']).toEqual({ enabled: false, hint: 'Regulation is over, not tied: end the game' });
    await fitsAt(page, 390, 844);
    await fitsAt(page, 1280, 800);

    // The end is asked first; cancelling it sends nothing.
    await page.getByRole('button', { name: 'End game' }).click();
    const end = page.getByRole('dialog', { name: 'End the game?' });
    expect(await end.textContent()).toContain('nothing more can be recorded');
    await end.getByRole('button', { name: 'Cancel' }).click();
    await end.waitFor({ state: 'detached' });
    expect(await page.locator('#outbox-status').textContent()).toBe('All sent');
    expect((await events(league.gameId)).map((e) => e.type)).not.toContain('GAME_ENDED');
    await page.getByRole('button', { name: 'End game' }).click();
    await page.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();

    controls = await atStatus(page, 'FINAL');
    for (const id of ['home-goal', 'away-goal', 'start-game', 'start-clock', 'stop-clock', 'home-penalty', 'away-penalty', 'home-shot', 'puck-drop', 'end-period', 'end-game']) {
      expect({ id, ...controls[id] }).toEqual({ id, enabled: false, hint: 'Game is final' });
    }
    expect(await page.getByRole('button', { name: `Goal for ${home.name}` }).isDisabled()).toBe(true);
    expect(controls['undo'].enabled).toBe(true);
    await fitsAt(page, 390, 844);
    await screenshot(page, 'console-final-390');
    await fitsAt(page, 1280, 800);
    await screenshot(page, 'console-final-1280');
    expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  });

  it('Pull goalie and Goalie back, each offered when the net allows it, logged in words; a goal against the empty net is EN; the net filled at the period end', async () => {
    const league = await seedGame();
    const [home, away] = league.teams;
    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url(), StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const page = await openConsole(league, league.token);
    await page.locator('#clock[data-running="true"]').waitFor({ state: 'attached' });
    let controls = await atStatus(page, 'IN_PROGRESS');
    expect(controls['away-pull-goalie']).toEqual({ enabled: true, hint: null });
    expect(controls['away-return-goalie']).toEqual({ enabled: false, hint: 'Goalie is in the net' });

    await page.getByRole('button', { name: `Pull the goalie of ${away.name} for an extra attacker` }).click();
    const pulled = page.locator('#event-log li[data-type="GOALIE_PULLED"]');
    await pulled.waitFor();
    expect(await pulled.textContent()).toContain(`Goalie pulled, ${away.name}`);
    await waitForText(page, '#away-stats', 'Shots 0 · Timeouts left 0 · PIM 0 · Goalie pulled: empty net');
    await page.locator('#away-return-goalie:not([disabled])').waitFor();
    controls = await controlsNow(page);
    expect(controls['away-pull-goalie']).toEqual({ enabled: false, hint: 'Goalie is already pulled' });
    expect(controls['home-pull-goalie']).toEqual({ enabled: true, hint: null });

    // A goal into the empty net: EN, with nothing more typed in.
    const logged = await scoreOnConsole(page, home.name, home.players[4].id);
    expect(await logged.locator('abbr.strength').textContent()).toBe('EN');
    expect(await logged.locator('abbr.strength').getAttribute('title')).toBe('empty net');

    await page.getByRole('button', { name: `The goalie of ${away.name} is back in the net` }).click();
    await page.locator('#event-log li[data-type="GOALIE_RETURNED"]', { hasText: `Goalie back, ${away.name}` }).waitFor();
    await page.locator('#away-pull-goalie:not([disabled])').waitFor();
    expect(await page.locator('#away-stats').textContent()).not.toContain('Goalie pulled');

    // Pulled again, then the period ends: the goalie is back for the next, and neither control is offered between periods.
    await page.getByRole('button', { name: `Pull the goalie of ${home.name} for an extra attacker` }).click();
    await waitForText(page, '#home-stats', 'Shots 1 · Timeouts left 0 · PIM 0 · Goalie pulled: empty net');
    await page.getByRole('button', { name: 'End period' }).click();
    await page.getByRole('dialog', { name: 'End the period?' }).getByRole('button', { name: 'End period' }).click();
    controls = await atStatus(page, 'INTERMISSION');
    expect(controls['home-return-goalie']).toEqual({ enabled: false, hint: 'Between periods: start the clock first' });
    expect(await page.locator('#home-stats').textContent()).not.toContain('Goalie pulled');
    expect((await events(league.gameId)).map((e) => e.type).filter((t) => t.startsWith('GOALIE'))).toEqual(['GOALIE_PULLED', 'GOALIE_RETURNED', 'GOALIE_PULLED']);
    expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  });
});
