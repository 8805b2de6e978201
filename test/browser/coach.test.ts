import { AddTeamOfficialDocument, CreateApiTokenDocument, RecordFineDocument, RecordResultDocument, ScheduleGameDocument, SetSuspensionDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, expectLegible, screenshot } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * The coach dashboard in real Chromium against a real server: the token asked for once and sent
 * with every request, a refused one said so, and then who may not dress for the next game and why,
 * the active suspension and the unpaid fine.
 */
describeWithChromium('the coach page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  const token = async (role: 'COACH' | 'SCOREKEEPER', scope: string) =>
    (await ok(url(), CreateApiTokenDocument, { input: { name: `${role.toLowerCase()} ${scope}`, role, scopes: [scope] } }, ADMIN_TOKEN)).createApiToken.token;

  it('asks for a coach token, says when it is refused, then shows eligibility with reasons, the suspension and the unpaid fine', async () => {
    // The winter league's rulebook keeps a player with an unpaid fine off the ice (§5).
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 8, firstNumber: 1 });
    const [team, other] = league.teams;
    const suspended = team.players[3];
    const fined = team.players[4];
    await ok(url(), SetSuspensionDocument, { input: { competitionId: league.competitionId, playerId: suspended.id, kind: 'GAMES', games: 2, reason: 'Fighting in the parking lot' } }, ADMIN_TOKEN);
    await ok(url(), RecordFineDocument, { input: { competitionId: league.competitionId, playerId: fined.id, amountCents: 2500, reason: 'Unsportsmanlike conduct after the whistle' } }, ADMIN_TOKEN);
    // League 004:8 (G52): a suspended team official may not be on the bench; the coach is told before the game.
    const trainer = (await ok(url(), AddTeamOfficialDocument, { teamId: team.id, official: { name: 'Robin Gillis', role: 'TRAINER' } }, ADMIN_TOKEN)).addTeamOfficial;
    await ok(url(), SetSuspensionDocument, { input: { competitionId: league.competitionId, teamOfficialId: trainer.id, kind: 'GAMES', games: 1, reason: 'Abuse of officials' } }, ADMIN_TOKEN);
    const coach = await token('COACH', `team:${team.id}`);
    const otherCoach = await token('COACH', `team:${other.id}`);

    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/teams/${team.id}/coach`);
    const field = page.getByLabel('Token', { exact: true });
    await field.waitFor();
    expect(await field.getAttribute('type')).toBe('password');

    // An unknown token, then another team's coach: each refusal is said, and the form stays.
    await field.fill('not-a-real-token-at-all');
    await page.getByRole('button', { name: 'Use this token' }).click();
    await page.getByRole('alert').filter({ hasText: 'The server did not accept this token' }).waitFor();
    await page.getByLabel('Token', { exact: true }).fill(otherCoach);
    await page.getByRole('button', { name: 'Use this token' }).click();
    await page.getByRole('alert').filter({ hasText: 'This token may not do this' }).waitFor();
    await expectLegible(page, ['.token-message']);
    await screenshot(page, 'coach-refused');

    // The team's coach, kept for the tab: a reload needs no token again.
    await page.getByLabel('Token', { exact: true }).fill(coach);
    await page.getByRole('button', { name: 'Use this token' }).click();
    await page.getByRole('heading', { level: 1, name: team.name }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: team.name }).waitFor();

    const row = (id: string) => page.locator(`#eligibility tr[data-player="${id}"]`);
    expect(await row(team.players[2].id).getAttribute('data-eligible')).toBe('true');
    expect(await row(suspended.id).getAttribute('data-eligible')).toBe('false');
    expect(await row(suspended.id).locator('li[data-code="SUSPENDED"]').count()).toBe(1);
    expect(await row(fined.id).getAttribute('data-eligible')).toBe('false');
    const fineReason = row(fined.id).locator('li[data-code="UNPAID_FINE"]');
    expect(await fineReason.textContent()).toMatch(/\$?25/);
    expect(await page.locator('#next-game').textContent()).toContain(`${team.name} v ${other.name}`);
    expect(await page.locator('#officials-suspended').textContent()).toBe('Suspended, so not on the bench for this game (league 004:8): Robin Gillis (trainer)');

    // The player's suspension and the trainer's: both are the team's (league 004:8, G52).
    const suspensions = page.locator('#suspensions tbody tr');
    expect((await suspensions.locator('th').allTextContents()).sort()).toEqual([suspended.name, 'Robin Gillis (trainer)'].sort());
    const suspension = suspensions.filter({ has: page.locator('th', { hasText: suspended.name }) });
    expect(await suspension.locator('td').allTextContents()).toEqual(['2 games', '0', '2', "Fighting in the parking lot (An official's decision)"]);
    const trainers = suspensions.filter({ has: page.locator('th', { hasText: 'Robin Gillis' }) });
    expect(await trainers.locator('td').allTextContents()).toEqual(['1 game', '0', '1', "Abuse of officials (An official's decision)"]);

    const fine = page.locator('#fines tbody tr');
    expect(await fine.count()).toBe(1);
    expect(await fine.locator('th').textContent()).toBe(fined.name);
    expect(await fine.locator('td').nth(1).textContent()).toBe('$25.00');
    expect(await fine.locator('td').nth(2).textContent()).toContain('Unsportsmanlike conduct after the whistle');
    expect(await page.locator('#owed').textContent()).toBe('Owed: $25.00');
    expect(await page.locator(`#schedule tr[data-game="${league.gameId}"] a`).getAttribute('href')).toBe(`/scoreboard/${league.gameId}`);

    for (const name of ['Roster and eligibility', 'Active suspensions', 'Unpaid fines', 'Team numbers', 'Schedule']) {
      expect(await page.getByRole('region', { name }).count()).toBe(1);
    }
    expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(4);
    await expectLegible(page, ['.ineligible', '.eligible', '#fines td', 'th[scope="col"]']);
    await screenshot(page, 'coach');

    // A phone: the page never scrolls sideways; a table wider than the screen scrolls inside its own
    // box, which is named and reached by Tab (so it scrolls by keyboard too).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const box = page.getByRole('region', { name: 'Home and away, in order of start time' });
    expect(await box.evaluate((b) => [b.scrollWidth > b.clientWidth, b.getAttribute('tabindex')])).toEqual([true, '0']);
    // The roster is the exception: each player one block, who cannot dress and why on screen without scrolling.
    const roster = page.getByRole('region', { name: /^\d+ rostered players$/ });
    expect(await roster.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(false);
    expect(await page.locator(`#eligibility tr[data-player="${suspended.id}"] li[data-code="SUSPENDED"]`).isVisible()).toBe(true);
    await screenshot(page, 'coach-390');
    // The browser logs the refused token's 401 itself; the page threw nothing.
    expect(page.problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
  });
  it('says plainly that results entered on paper count in the team line but not in the player numbers, and why (G24, R68)', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 6, firstNumber: 1 });
    const [team, other] = league.teams as [(typeof league.teams)[number], (typeof league.teams)[number]];
    // Two results kept on paper (G24): a win at home, then a loss away.
    await ok(url(), RecordResultDocument, { input: { gameId: league.gameId, homeScore: 4, awayScore: 2, decision: 'REGULATION' } }, ADMIN_TOKEN);
    const { scheduleGame } = await ok(
      url(),
      ScheduleGameDocument,
      { input: { divisionId: league.divisionId, homeTeamId: other.id, awayTeamId: team.id, startsAt: '2026-12-06T18:00:00.000Z', stage: 'REGULAR_SEASON' } },
      ADMIN_TOKEN,
    );
    await ok(url(), RecordResultDocument, { input: { gameId: scheduleGame.id, homeScore: 3, awayScore: 1, decision: 'REGULATION' } }, ADMIN_TOKEN);
    const coach = await token('COACH', `team:${team.id}`);

    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/teams/${team.id}/coach#token=${coach}`);
    await page.getByRole('heading', { level: 1, name: team.name }).waitFor();
    // The team line counts both results.
    const line = await page.locator('#team-line').evaluate((dl) => Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])));
    expect({ played: line.Played, won: line.Won, lost: line.Lost }).toEqual({ played: '2', won: '1', lost: '1' });
    // The player numbers do not, and the page says so and why, naming the games; never "No final game yet".
    const note = (await page.locator('#paper-results').textContent()) ?? '';
    expect(note).toContain('All the team’s 2 results were entered on paper');
    expect(note).toContain(`v ${other.name}`);
    expect(note).toContain(`at ${other.name}`);
    expect(note).toContain('a paper result records only the score — no lineup, scorers or penalties — so the player numbers below do not include them');
    expect(await page.locator('#stats').textContent()).not.toContain('No final game yet');
    expect(await page.locator('#stats').textContent()).toContain('No player numbers: none of the team’s results was scored live.');
    expect(await page.locator(`#schedule tr[data-game="${scheduleGame.id}"] td:last-child`).textContent()).toBe('L 1–3 · on paper');
    await expectLegible(page, ['#paper-results']);
    await screenshot(page, 'coach-paper');
    expect(page.problems).toEqual([]);
  });
});
