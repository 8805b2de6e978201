import { DivisionStandingsDocument, RecordResultDocument, ScheduleGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, expectLegible, screenshot, textOf, waitForText } from './support/browser';
import { playToFinal } from './support/games';
import { originOf } from './support/pages-server';

/** The standings page in real Chromium: live from standingsUpdated, each row with its tie-break reason. */
describeWithChromium('the standings page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();

  it('updates after a final, and shows why teams level on points are ranked as they are', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { teams: 3, playersPerTeam: 8, firstNumber: 1 });
    const [a, b, c] = league.teams as [(typeof league.teams)[number], (typeof league.teams)[number], (typeof league.teams)[number]];
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/divisions/${league.divisionId}/standings`);
    await page.locator('#rows tr[data-team]').nth(2).waitFor({ state: 'attached' });
    const row = (teamId: string, column: number) => `#rows tr[data-team="${teamId}"] > :nth-child(${column})`;
    expect(await textOf(page, row(a.id, 3))).toBe('0');

    // A beats B, scored live: the table moves when the game goes final.
    await playToFinal(url, league.gameId, [
      { teamId: a.id, scorerId: a.players[2]!.id },
      { teamId: a.id, scorerId: a.players[3]!.id },
      { teamId: b.id, scorerId: b.players[2]!.id },
      { teamId: a.id, scorerId: a.players[4]!.id },
    ]);
    await waitForText(page, row(a.id, 3), '1', 1_000);
    await waitForText(page, '#rows tr:first-child th', a.name);

    // B beats C and C beats A on paper: three teams on 2 points, split by goals against (R2, R7).
    let day = 10;
    for (const [home, away, homeScore, awayScore] of [[b, c, 2, 0], [c, a, 4, 2]] as const) {
      const { scheduleGame } = await ok(
        url,
        ScheduleGameDocument,
        { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: `2030-01-${(day += 1)}T18:00:00.000Z`, stage: 'ROUND_ROBIN' } },
        ADMIN_TOKEN,
      );
      await ok(url, RecordResultDocument, { input: { gameId: scheduleGame.id, homeScore, awayScore, decision: 'REGULATION' } }, ADMIN_TOKEN);
    }
    const { standings } = await ok(url, DivisionStandingsDocument, { divisionId: league.divisionId }, ADMIN_TOKEN);
    await waitForText(page, '#rows tr:first-child th', standings.rows[0]!.team.name, 2_000);
    await waitForText(page, row(a.id, 3), '2', 1_000);
    const shown = await page.locator('#rows tr').evaluateAll((rows) =>
      rows.map((r) => [r.querySelector('th')?.textContent, r.querySelector('.points')?.textContent, r.querySelector('.tiebreak')?.textContent]),
    );
    expect(shown).toEqual(standings.rows.map((r) => [r.team.name, String(r.points), r.tiebreak ? r.tiebreak.charAt(0) + r.tiebreak.slice(1).toLowerCase().replace(/_/g, ' ') : '']));
    expect(shown[0]![2]).toBe('Fewest goals against');

    // A table with a caption and column headers; legible.
    expect(await page.getByRole('table').count()).toBe(1);
    expect(await page.getByRole('columnheader').count()).toBe(13);
    expect(await page.getByRole('rowheader', { name: a.name }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    await expectLegible(page, ['#title', 'caption', 'th[scope="col"]', '#rows td', '#rows th']);
    await screenshot(page, 'standings');
    expect(page.problems).toEqual([]);
  });
});
