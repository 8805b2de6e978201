import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CreateBracketDocument, RecordGoalDocument, ScheduleGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, expectLegible, screenshot, textOf, waitForText } from './support/browser';
import { playToFinal } from './support/games';
import { originOf } from './support/pages-server';

/** The bracket page in real Chromium: drawn as SVG, a game under way marked with its live score, winners moving on. */
describeWithChromium('the bracket page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(suite.current().url, document, variables, ADMIN_TOKEN);

  it('marks a semi-final in progress with its live score, and moves its winner into the final when it ends', async () => {
    // A Cole Harbour division of four, its round robin played live (a semi-final dresses only players
    // who played in it, R21): 0 wins all, 1 beats 2 and 3, 2 beats 3; the home side wins 1–0 each time.
    // Every game in the past, the semi-finals too (a day after the last): Cole Harbour starts none early (000:65, G61).
    const league = await seedLeague(suite.current().url, { teams: 4, playersPerTeam: 8, firstNumber: 1, startsAt: '2026-11-01T18:00:00.000Z' });
    const teams = league.teams;
    const ids = teams.map((t) => t.id);
    const homeWin = (gameId: string, home: number) => playToFinal(suite.current().url, gameId, [{ teamId: ids[home], scorerId: teams[home].players[2].id }]);
    await homeWin(league.gameId, 0);
    let day = 10;
    for (const [home, away] of [
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ] as const) {
      const { scheduleGame } = await post(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: ids[home], awayTeamId: ids[away], startsAt: `2026-11-${(day += 1)}T18:00:00.000Z`, stage: 'ROUND_ROBIN' },
      });
      await homeWin(scheduleGame.id, home);
    }

    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/divisions/${league.divisionId}/bracket`);
    await page.locator('#no-bracket').waitFor({ state: 'attached' });

    const { createBracket } = await post(CreateBracketDocument, { input: { divisionId: league.divisionId } });
    const semi = createBracket.slots.find((s) => s.key === 'SF1')!;
    expect([semi.home?.id, semi.away?.id]).toEqual([ids[0], ids[3]]);
    await waitForText(page, '[data-slot="SF1"] .home .team-name', teams[0].name, 1_000);
    await waitForText(page, '[data-slot="F"] .home .team-name', 'Winner of Semi-final 1');
    expect(await page.locator('svg.bracket-svg path.connector').count()).toBe(2);

    // Seed 4 leads seed 1 in the semi-final, live; the final fills when it ends.
    const gameId = semi.game!.id;
    const scorer = teams[3].players[2];
    await playToFinal(suite.current().url, gameId, [{ teamId: ids[3], scorerId: scorer.id }], {
      beforeEnd: async () => {
        await page.locator('[data-slot="SF1"].live').waitFor({ state: 'attached', timeout: 1_000 });
        await waitForText(page, '[data-slot="SF1"] .away .team-score', '1', 1_000);
        expect(await textOf(page, '[data-slot="SF1"] .slot-state')).toBe('LIVE 1st');
        await screenshot(page, 'bracket-live');
        // A fan on a phone opens the list and scrolls the drawing sideways; a goal redraws the
        // bracket and neither is reset under them (a full suite saw the list close at an update).
        const size = page.viewportSize()!;
        await page.setViewportSize({ width: 390, height: 844 });
        await page.locator('#bracket-list summary').click();
        await page.locator('#bracket-list tbody tr').first().waitFor({ state: 'visible' });
        const scrolledTo = await page.locator('#bracket-scroll').evaluate((el) => {
          el.scrollLeft = el.scrollWidth;
          return el.scrollLeft;
        });
        expect(scrolledTo).toBeGreaterThan(0);
        await post(RecordGoalDocument, { input: { gameId, teamId: ids[0], scorerId: teams[0].players[2].id, assistIds: [] } });
        await waitForText(page, '[data-slot="SF1"] .home .team-score', '1', 1_000);
        expect(await page.locator('#bracket-list').evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
        expect(await page.locator('#bracket-scroll').evaluate((el) => el.scrollLeft)).toBe(scrolledTo);
        await page.setViewportSize(size);
        await post(RecordGoalDocument, { input: { gameId, teamId: ids[3], scorerId: scorer.id, assistIds: [] } });
        await waitForText(page, '[data-slot="SF1"] .away .team-score', '2', 1_000);
      },
    });
    await waitForText(page, '[data-slot="F"] .home .team-name, [data-slot="F"] .away .team-name', teams[3].name, 2_000);
    await waitForText(page, '[data-slot="SF1"] .slot-state', 'Final');
    expect(await page.locator('[data-slot="SF1"] .winner .team-name').textContent()).toBe(teams[3].name);
    expect(await page.locator('[data-slot="SF1"].live').count()).toBe(0);

    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Bracket' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: `Semi-final 1: ${teams[0].name} 1 against ${teams[3].name} 2, Final` }).count()).toBe(1);
    await expectLegible(page, ['#title', '[data-slot="SF1"] .team-name', '[data-slot="SF1"] .slot-label']);
    await screenshot(page, 'bracket');
    expect(page.problems).toEqual([]);
  });
});
