import { DisciplineReportDocument, FileProtestDocument, ProtestsDocument, RecordFineDocument, SetSuspensionDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, screenshot } from './support/browser';
import { playToFinal } from './support/games';
import { originOf } from './support/pages-server';

/**
 * The discipline desk in real Chromium: a suspension lifted with its reason, a fine waived and
 * another paid, a protest ruled — each action's button enabled only once its reason is written,
 * and each result read back through the API.
 */
describeWithChromium('the discipline desk', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  it('lifts a suspension with its reason, waives and marks paid fines, and rules a protest', async () => {
    // The winter league keeps a protest (league §19) and a player fine; suspensions are any rulebook's.
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9 });
    const [home, away] = league.teams;
    await playToFinal(url(), league.gameId, [{ teamId: home!.id, scorerId: home!.players[2]!.id }], { preset: 'WINTER_LEAGUE_5ON5' });
    const { setSuspension } = await ok(url(), SetSuspensionDocument, { input: { competitionId: league.competitionId, playerId: home!.players[3]!.id, kind: 'GAMES', games: 3, reason: 'Spearing' } }, ADMIN_TOKEN);
    const waived = (await ok(url(), RecordFineDocument, { input: { competitionId: league.competitionId, playerId: home!.players[4]!.id, amountCents: 2500, reason: 'Abuse of an official' } }, ADMIN_TOKEN)).recordFine;
    const paid = (await ok(url(), RecordFineDocument, { input: { competitionId: league.competitionId, playerId: away!.players[4]!.id, amountCents: 5000, reason: 'Fighting' } }, ADMIN_TOKEN)).recordFine;
    const { fileProtest } = await ok(url(), FileProtestDocument, { input: { gameId: league.gameId, teamId: away!.id, grounds: 'Ineligible player dressed', incidentAt: new Date().toISOString() } }, ADMIN_TOKEN);

    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/desk#/competitions/${league.competitionId}/discipline`);
    await page.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Use this token' }).click();
    await page.getByRole('heading', { level: 2, name: 'Open suspensions (1)' }).waitFor();

    // Lift: the button waits for a reason.
    const row = page.locator(`tr[data-suspension="${setSuspension.id}"]`);
    await row.getByText('Lift…').click();
    const lift = row.getByRole('button', { name: 'Lift suspension' });
    expect(await lift.isDisabled()).toBe(true);
    await row.getByLabel('Reason (kept in the record)').first().fill('Appeal upheld by the league');
    expect(await lift.isEnabled()).toBe(true);
    await lift.click();
    await page.getByRole('heading', { level: 2, name: 'Open suspensions (0)' }).waitFor();

    // Waive one fine with a reason, mark the other paid.
    const fine = page.locator(`tr[data-fine="${waived.id}"]`);
    await fine.getByText('Waive…').click();
    await fine.getByLabel('Reason (kept in the record)').fill('First offence, board discretion');
    await fine.getByRole('button', { name: 'Waive fine' }).click();
    await fine.waitFor({ state: 'detached' });
    await page.locator(`tr[data-fine="${paid.id}"]`).getByRole('button', { name: /paid$/ }).click();
    await page.locator(`tr[data-fine="${paid.id}"]`).waitFor({ state: 'detached' });

    // The protest, ruled lost.
    const protest = page.locator(`tr[data-protest="${fileProtest.id}"]`);
    await protest.getByText('Rule…').click();
    await protest.getByLabel('Outcome').selectOption('LOST');
    await protest.getByLabel('Ruling (kept in the record)').fill('The player was rostered and eligible');
    await protest.getByRole('button', { name: 'Record ruling' }).click();
    await page.getByRole('heading', { level: 2, name: 'Protests waiting for a ruling (0)' }).waitFor();
    await screenshot(page, 'desk-discipline');

    const report = await ok(url(), DisciplineReportDocument, { competitionId: league.competitionId }, ADMIN_TOKEN);
    expect(report.disciplineReport.suspensions.find((s) => s.id === setSuspension.id)?.active).toBe(false);
    expect(report.disciplineReport.fines.find((f) => f.id === waived.id)?.waivedAt).toBeTruthy();
    expect(report.disciplineReport.fines.find((f) => f.id === paid.id)?.paidAt).toBeTruthy();
    const protests = await ok(url(), ProtestsDocument, { competitionId: league.competitionId }, ADMIN_TOKEN);
    expect(protests.protests.find((p) => p.id === fileProtest.id)).toMatchObject({ status: 'LOST', ruling: 'The player was rostered and eligible' });
  });
});
