import {
  AddTeamOfficialDocument,
  DisciplineReportDocument,
  FileProtestDocument,
  GameSheetDocument,
  IdChecksAwaitingReviewDocument,
  ProtestsDocument,
  RecordFineDocument,
  RecordIdCheckDocument,
  SetSuspensionDocument,
  StartClockDocument,
  StopClockDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, screenshot } from './support/browser';
import { playToFinal } from './support/games';
import { originOf } from './support/pages-server';

/**
 * The discipline desk in real Chromium: a suspension lifted with its reason, a fine waived and
 * another paid, a protest ruled, a league §9 ID check ruled legal — each action's button enabled
 * only once its reason is written, and each result read back through the API.
 */
describeWithChromium('the discipline desk', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  it('lifts a suspension with its reason, waives and marks paid fines, and rules a protest', async () => {
    // The winter league keeps a protest (league §19) and a player fine; suspensions are any rulebook's.
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9 });
    const [home, away] = league.teams;
    await playToFinal(url(), league.gameId, [{ teamId: home.id, scorerId: home.players[2].id }], { preset: 'WINTER_LEAGUE_5ON5' });
    const { setSuspension } = await ok(
      url(),
      SetSuspensionDocument,
      { input: { competitionId: league.competitionId, playerId: home.players[3].id, kind: 'GAMES', games: 3, reason: 'Spearing' } },
      ADMIN_TOKEN,
    );
    const waived = (
      await ok(url(), RecordFineDocument, { input: { competitionId: league.competitionId, playerId: home.players[4].id, amountCents: 2500, reason: 'Abuse of an official' } }, ADMIN_TOKEN)
    ).recordFine;
    const paid = (await ok(url(), RecordFineDocument, { input: { competitionId: league.competitionId, playerId: away.players[4].id, amountCents: 5000, reason: 'Fighting' } }, ADMIN_TOKEN)).recordFine;
    const { fileProtest } = await ok(
      url(),
      FileProtestDocument,
      { input: { gameId: league.gameId, teamId: away.id, grounds: 'Ineligible player dressed', incidentAt: new Date().toISOString() } },
      ADMIN_TOKEN,
    );

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

  it('adjusts a rest-of-the-competition suspension to two games and says what changed (R18)', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 3 });
    const player = league.teams[0].players[2];
    const { setSuspension } = await ok(
      url(),
      SetSuspensionDocument,
      { input: { competitionId: league.competitionId, playerId: player.id, kind: 'REST_OF_COMPETITION', reason: 'Match penalty' } },
      ADMIN_TOKEN,
    );
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/desk#/competitions/${league.competitionId}/discipline`);
    await page.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Use this token' }).click();
    const row = page.locator(`tr[data-suspension="${setSuspension.id}"]`);
    await row.getByText('Rest of the competition').waitFor();
    await row.getByText('Adjust…').click();
    const submit = row.getByRole('button', { name: 'Set length' });
    await row.getByLabel('Games in all').fill('2');
    expect(await submit.isDisabled()).toBe(true); // the reason is still to write
    await row.getByLabel('Reason (kept in the record)').last().fill('Reduced on review');
    await submit.click();
    const notice = page.locator('#suspensions-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(`Adjusted: ${player.name}, Rest of the competition → 2 of 2 games left.`);
    expect(await page.locator(`tr[data-suspension="${setSuspension.id}"] td`).first().textContent()).toBe('2 of 2 games left');
    await expectNoAxeViolations(page);
    const report = await ok(url(), DisciplineReportDocument, { competitionId: league.competitionId }, ADMIN_TOKEN);
    expect(report.disciplineReport.suspensions.find((s) => s.id === setSuspension.id)).toMatchObject({ kind: 'GAMES', active: true });
  });

  it('records a fine and a suspension by hand: who is picked by team, the button waits for every field, both land in their lists', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 3 });
    const [home] = league.teams;
    await ok(url(), AddTeamOfficialDocument, { teamId: home.id, official: { name: 'Pat Boudreau', role: 'COACH' } }, ADMIN_TOKEN);
    const page = await browser.page();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${originOf(suite.current())}/desk#/competitions/${league.competitionId}/discipline`);
    await page.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Use this token' }).click();
    const byHand = page.locator('#by-hand');
    await byHand.getByRole('heading', { name: 'By hand' }).waitFor();

    await byHand.getByText('Record a fine…').click();
    const fineForm = byHand.locator('#fine-new');
    const recordFine = fineForm.getByRole('button', { name: 'Record fine' });
    await fineForm.getByLabel('Who').selectOption({ label: `#${home.players[1].number} ${home.players[1].name}` });
    await fineForm.getByLabel('Amount ($)').fill('40');
    expect(await recordFine.isDisabled()).toBe(true);
    await fineForm.getByLabel('Reason (kept in the record)').fill('Abuse of an official after the game');
    await recordFine.click();
    await page.getByRole('heading', { level: 2, name: 'Unpaid fines (1)' }).waitFor();
    expect(await page.locator('#fines tbody tr th').textContent()).toBe(home.players[1].name);

    await byHand.getByText('Suspend…').click();
    const suspendForm = byHand.locator('#suspend-new');
    await suspendForm.getByLabel('Who').selectOption({ label: 'Pat Boudreau (coach)' });
    await suspendForm.getByLabel('Games in all').fill('2');
    await suspendForm.getByLabel('Reason (kept in the record)').fill('Gross misconduct, reviewed');
    await suspendForm.getByRole('button', { name: 'Record suspension' }).click();
    await page.getByRole('heading', { level: 2, name: 'Open suspensions (1)' }).waitFor();
    expect(await page.locator('#suspensions tbody tr th').textContent()).toBe('Pat Boudreau (coach)');
    expect(await page.locator('#suspensions tbody tr td').first().textContent()).toBe('2 of 2 games left');
    await expectNoAxeViolations(page);

    const report = await ok(url(), DisciplineReportDocument, { competitionId: league.competitionId }, ADMIN_TOKEN);
    expect(report.disciplineReport.fines).toEqual([expect.objectContaining({ amountCents: 4000, player: { id: home.players[1].id } })]);
    expect(report.disciplineReport.suspensions).toEqual([expect.objectContaining({ kind: 'GAMES', active: true, player: null })]);
  });

  it("rules a §9 ID check of a finished game legal with its reason, in a row that links the game's sheet and then leaves the list; the section in French", async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9 });
    const [home, away] = league.teams;
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
    // At a whistle in the first period the home coach asks for a visitor's ID; he has none.
    await playToFinal(url(), league.gameId, [{ teamId: home.id, scorerId: home.players[2].id }], {
      preset: 'WINTER_LEAGUE_5ON5',
      beforeEnd: async () => {
        await post(StopClockDocument, { gameId: league.gameId });
        await post(RecordIdCheckDocument, { input: { gameId: league.gameId, teamId: home.id, playerId: away.players[5].id, requestedBy: 'COACH', result: 'NO_ID' } });
        await post(StartClockDocument, { gameId: league.gameId });
      },
    });
    const [check] = (await post(IdChecksAwaitingReviewDocument, { competitionId: league.competitionId })).idChecksAwaitingReview;
    const path = `/desk#/competitions/${league.competitionId}/discipline`;

    const page = await browser.page();
    await page.addInitScript((token) => sessionStorage.setItem('faceoff.token.desk', token), ADMIN_TOKEN);
    await page.goto(`${originOf(suite.current())}${path}`);
    await page.getByRole('heading', { level: 2, name: 'ID checks waiting for a ruling (1)' }).waitFor();
    const row = page.locator(`tr[data-idcheck="${league.gameId}:${check.seq}"]`);
    expect(await row.getByRole('rowheader').textContent()).toContain(`${away.players[5].name} · ${away.name}`);
    expect(await row.textContent()).toContain(`${home.name} (coach)`);
    expect(await row.textContent()).toContain('League §9');
    expect(await row.getByRole('link').getAttribute('href')).toBe(`#/competitions/${league.competitionId}/games/${league.gameId}`);

    await row.getByText('Legal…', { exact: true }).click();
    await row.getByText('Illegal…', { exact: true }).click();
    await expectNoAxeViolations(page);
    await screenshot(page, 'desk-discipline-id-check');
    const legal = row.getByRole('button', { name: 'Rule legal (the result stands)' });
    expect(await legal.isDisabled()).toBe(true);
    await row.locator(`#idcheck-${league.gameId}-${check.seq}-legal-reason`).fill('Registered in September; ID shown at the league office');
    await legal.click();
    await page.getByRole('heading', { level: 2, name: 'ID checks waiting for a ruling (0)' }).waitFor();
    expect(await page.getByText('No ID check waiting.').isVisible()).toBe(true);

    const events = (await post(GameSheetDocument, { id: league.gameId })).game!.events;
    expect(events.find((e) => e.type === 'ID_CHECK_REVIEWED')).toMatchObject({ targetSeq: check.seq, legal: true, reason: 'Registered in September; ID shown at the league office' });
    expect((await post(IdChecksAwaitingReviewDocument, { competitionId: league.competitionId })).idChecksAwaitingReview).toEqual([]);

    const french = await browser.page();
    await french.addInitScript((token) => sessionStorage.setItem('faceoff.token.desk', token), ADMIN_TOKEN);
    await french.goto(`${originOf(suite.current())}${path.replace('#', '?lang=fr#')}`);
    await french.getByRole('heading', { level: 2, name: 'Vérifications d’identité en attente d’une décision (0)' }).waitFor();
  });
});
