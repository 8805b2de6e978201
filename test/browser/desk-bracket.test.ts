import { DeskCheckDocument, DivisionBracketDocument, RecordResultDocument, ScheduleGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, screenshot, waitForText } from './support/browser';
import { playToFinal } from './support/games';
import { originOf } from './support/pages-server';

/**
 * A division's bracket made on the desk in real Chromium: refused while a round-robin game is
 * still to play (the server's reason shown on the form, nothing made), then made from the
 * standings once the round robin is complete — its first round on the competition's clock, a
 * link to the public bracket page, and its semi-finals in the desk's schedule.
 */
describeWithChromium('the desk’s bracket', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();

  it('refuses a bracket before the round robin is complete, then makes it from the standings', async () => {
    const url = suite.current().url;
    // Four teams in Halifax time; every round-robin game but the seeded one (0 v 1) played: 0 beats
    // 2 and 3, 1 beats 2 and 3, 2 beats 3, the home side winning 1–0.
    const league = await seedLeague(url, { teams: 4, playersPerTeam: 8, firstNumber: 1, timeZone: 'America/Halifax' });
    const ids = league.teams.map((t) => t.id);
    let day = 20;
    for (const [home, away] of [
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ] as const) {
      const { scheduleGame } = await ok(
        url,
        ScheduleGameDocument,
        { input: { divisionId: league.divisionId, homeTeamId: ids[home], awayTeamId: ids[away], startsAt: `2026-11-${(day += 1)}T18:00:00.000Z`, stage: 'ROUND_ROBIN' } },
        ADMIN_TOKEN,
      );
      await ok(url, RecordResultDocument, { input: { gameId: scheduleGame.id, homeScore: 1, awayScore: 0, decision: 'REGULATION' } }, ADMIN_TOKEN);
    }

    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/desk#/competitions/${league.competitionId}`);
    await page.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Use this token' }).click();
    const form = page.locator(`#bracket-${league.divisionId}-form`);
    await form.getByText('Format from the rulebook: semi-finals and a final, the top four.').waitFor();
    await form.getByLabel('First round (America/Halifax, optional)').fill('2026-12-12T19:00');
    await form.getByRole('button', { name: 'Make the bracket' }).click();
    await form.getByRole('alert').filter({ hasText: 'The round robin is not complete: 1 game still to play.' }).waitFor();
    await form.getByText('Seeds (optional)').click(); // the seeds open too
    await expectNoAxeViolations(page);
    expect((await ok(url, DivisionBracketDocument, { divisionId: league.divisionId }, ADMIN_TOKEN)).bracket).toBeNull();

    // The last round-robin game played: 0 beats 1. Seeds 1–4 are teams 0, 1, 2, 3.
    await playToFinal(url, league.gameId, [{ teamId: ids[0], scorerId: league.teams[0].players[2].id }]);
    await form.getByRole('button', { name: 'Make the bracket' }).click();
    const link = page.getByRole('link', { name: 'Open the bracket page' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/divisions/${league.divisionId}/bracket`);
    await page.getByText(`seeds: 1. ${league.teams[0].name}, 2. ${league.teams[1].name}, 3. ${league.teams[2].name}, 4. ${league.teams[3].name}`).waitFor();
    await page.getByText('2 games scheduled so far; the others follow as winners advance.').waitFor();

    // The semi-finals in the desk's schedule, at 19:00 Halifax time (23:00 UTC on 12 December).
    const schedule = page.locator(`#division-${league.divisionId}-schedule tbody tr`, { hasText: 'Semi-final' });
    expect(await schedule.count()).toBe(2);
    expect(await schedule.filter({ hasText: `${league.teams[0].name} v ${league.teams[3].name}` }).count()).toBe(1);
    const stored = (await ok(url, DeskCheckDocument, { id: league.competitionId }, ADMIN_TOKEN)).competition!.divisions[0];
    const bracket = (await ok(url, DivisionBracketDocument, { divisionId: league.divisionId }, ADMIN_TOKEN)).bracket!;
    expect(bracket.seeds.map((s) => s.id)).toEqual(ids);
    const semis = bracket.slots.filter((s) => s.stage === 'SEMIFINAL');
    expect(semis.map((s) => stored.games.find((g) => g.id === s.game?.id)?.startsAt)).toEqual(['2026-12-12T23:00:00.000Z', '2026-12-12T23:00:00.000Z']);

    // At a phone's width the desk scrolls only inside its tables, never sideways as a whole.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'desk-bracket');
    await expectNoAxeViolations(page);

    // The link opens the public bracket page with the seeds in their semi-finals.
    await link.click();
    await waitForText(page, '[data-slot="SF1"] .home .team-name', league.teams[0].name);
    expect(page.problems).toEqual([]);
  }, 90_000); // a long flow of page round trips, not a timing

  it('seeds a bracket by hand before the round robin is over, a team named twice refused beside the seeds', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { teams: 4, playersPerTeam: 2, timeZone: 'America/Halifax' });
    const names = league.teams.map((t) => t.name);
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/desk#/competitions/${league.competitionId}`);
    await page.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Use this token' }).click();
    const form = page.locator(`#bracket-${league.divisionId}-form`);
    await form.getByText('Seeds (optional)').click();
    const seed = (n: number) => form.getByLabel(`Seed ${n}`, { exact: true });
    for (const [n, name] of [
      [1, names[3]],
      [2, names[3]],
    ] as const)
      await seed(n).selectOption({ label: name });
    await form.getByRole('button', { name: 'Make the bracket' }).click();
    const error = form.locator(`#bracket-${league.divisionId}-seed-1-error`);
    await error.waitFor();
    expect(await error.textContent()).toBe('names a team twice');
    expect((await ok(url, DivisionBracketDocument, { divisionId: league.divisionId }, ADMIN_TOKEN)).bracket).toBeNull();

    // The four in reverse: seed 1 is the fourth team, though a round-robin game is still to play.
    for (const [i, name] of [...names].reverse().entries()) await seed(i + 1).selectOption({ label: name });
    await form.getByRole('button', { name: 'Make the bracket' }).click();
    await page.getByRole('link', { name: 'Open the bracket page' }).waitFor();
    const bracket = (await ok(url, DivisionBracketDocument, { divisionId: league.divisionId }, ADMIN_TOKEN)).bracket!;
    expect(bracket.seeds.map((s) => s.id)).toEqual(league.teams.map((t) => t.id).reverse());
    expect(page.problems).toEqual([]);
  });
});
