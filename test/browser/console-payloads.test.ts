import type { Page } from 'playwright-core';
import { CreateApiTokenDocument, GameSheetDocument, RecordShotDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague, type SeededLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, waitForText } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * The console on the log… mutations (docs/design.md, "Payloads and problems"): what a tablet queued
 * before it sent them (flat arguments, kept in its storage) goes out as one input with the same
 * clientEventId and is stored once; a CONFLICT that now comes back as a problem is retried with the
 * same clientEventId, as the error was; a rule's problem is dropped with its message
 * (test/browser/console.test.ts).
 */
describeWithChromium('the scorekeeper console on the log… mutations', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  async function seedGame(): Promise<SeededLeague & { token: string }> {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
    const { createApiToken } = await ok(url(), CreateApiTokenDocument, { input: { name: 'Rink 3 tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN);
    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url(), StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    return { ...league, token: createApiToken.token };
  }

  const events = async (gameId: string) => (await ok(url(), GameSheetDocument, { id: gameId }, ADMIN_TOKEN)).game!.events;
  const status = (page: Page, text: string, timeout = 10_000) => page.locator('#outbox-status', { hasText: text }).waitFor({ state: 'attached', timeout });

  it('sends what an older console queued with flat arguments as one input, each with its clientEventId, stored once', async () => {
    const league = await seedGame();
    const [home, away] = league.teams;
    const { recordShot } = await ok(url(), RecordShotDocument, { gameId: league.gameId, teamId: away.id }, ADMIN_TOKEN);
    const shotId = '0b5e2f4c-1d2a-4c3b-8e4f-5a6b7c8d9e01';
    const voidId = '0b5e2f4c-1d2a-4c3b-8e4f-5a6b7c8d9e02';
    const queued = [
      { id: shotId, operation: 'shot', variables: { gameId: league.gameId, teamId: home.id, clientEventId: shotId }, label: `Shot, ${home.name}`, queuedAt: Date.now(), attempts: 1 },
      {
        id: voidId,
        operation: 'void',
        variables: { gameId: league.gameId, seq: recordShot.seq, reason: 'Wrong team', clientEventId: voidId },
        label: `Void #${recordShot.seq}`,
        queuedAt: Date.now(),
        attempts: 0,
      },
    ];
    const page = await browser.page();
    const sent: unknown[] = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' ? (request.postDataJSON() as { query?: string; variables?: unknown } | null) : null;
      if (body?.query?.includes('mutation Console')) sent.push(body.variables);
    });
    // The tablet's storage as the older console left it, before the console opens.
    const origin = originOf(suite.current());
    await page.goto(`${origin}/`);
    await page.evaluate(([key, items]) => localStorage.setItem(key, items), [`faceoff.outbox.${league.gameId}`, JSON.stringify(queued)] as const);
    await page.goto(`${origin}/games/${league.gameId}/score#token=${league.token}`);
    await waitForText(page, '#home-name', home.name);
    await status(page, 'All sent');
    await page.locator('#event-log li.voided[data-type="SHOT"]').waitFor();

    expect(sent).toEqual([
      { input: { gameId: league.gameId, teamId: home.id, clientEventId: shotId } },
      { input: { gameId: league.gameId, seq: recordShot.seq, reason: 'Wrong team', clientEventId: voidId } },
    ]);
    const log = await events(league.gameId);
    expect(log.filter((e) => e.clientEventId === shotId)).toMatchObject([{ type: 'SHOT', team: { id: home.id }, voided: false }]);
    expect(log.filter((e) => e.clientEventId === voidId)).toMatchObject([{ type: 'EVENT_VOIDED', targetSeq: recordShot.seq }]);
    expect(await page.evaluate((key) => localStorage.getItem(key), `faceoff.outbox.${league.gameId}`)).toBeNull();
  });

  it('retries an action answered with a CONFLICT problem, with the same clientEventId, and the server keeps it once', async () => {
    const league = await seedGame();
    const [home] = league.teams;
    const page = await browser.page();
    const seen: string[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('logShot(')) return route.continue();
      seen.push((JSON.parse(body) as { variables: { input: { clientEventId: string } } }).variables.input.clientEventId);
      if (seen.length > 1) return route.continue();
      // The first answer: another write met this one, nothing stored (the problem the server answers then).
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ data: { logShot: { event: null, problems: [{ code: 'CONFLICT', rule: null, path: null, message: 'Another write met this one: send it again.' }] } } }),
      });
    });
    await page.goto(`${originOf(suite.current())}/games/${league.gameId}/score#token=${league.token}`);
    await waitForText(page, '#home-name', home.name);
    await page.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: `Shot for ${home.name}` }).click();
    await status(page, 'All sent', 15_000);
    await page.locator('#event-log li[data-type="SHOT"]').waitFor();

    expect(seen.length).toBe(2);
    expect(new Set(seen).size).toBe(1);
    expect((await events(league.gameId)).filter((e) => e.type === 'SHOT').map((e) => e.clientEventId)).toEqual([seen[0]]);
    // Retried, not refused: nothing said to the scorekeeper.
    expect(await page.locator('#console-message p.refused').count()).toBe(0);
  });
});
