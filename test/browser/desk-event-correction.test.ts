import type { Page } from 'playwright-core';
import {
  CertifyGameDocument,
  CorrectedGameDocument,
  EndGameDocument,
  EndPeriodDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  SignGameSheetDocument,
  StartClockDocument,
  StartGameDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectNoOverflow, screenshot } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * R83 at the desk: a certified game's wrong scorer and a penalty the referee's report calls a
 * major, corrected from the game's page with a reason — Correct enabled only once something differs
 * and a reason is given, the sheet showing the corrected event marked "(corrected)", its history
 * saying what changed from what to what, the referee's signature marked older than the change and
 * given again; a correction the rules refuse shown in the form with nothing stored. English at
 * 1024 × 768, French at 1366 × 768, a phone's width, axe clean.
 */
describeWithChromium('correcting a finished game at the desk (R83)', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  /** A Cole Harbour game 1–1, over, signed by the referee and certified: a home minor (player 3), an away goal (2 from 3), a home goal (1, unassisted). */
  async function certifiedGame(): Promise<SeededLeague & { awayGoal: number; homeGoal: number; penalty: number }> {
    const league = await seedLeague(url(), { playersPerTeam: 8, timeZone: 'America/Halifax' });
    const [home, away] = league.teams;
    const gameId = league.gameId;
    await post(StartGameDocument, { gameId });
    await post(StartClockDocument, { gameId });
    const penalty = await post(RecordPenaltyDocument, { input: { gameId, teamId: home.id, playerId: home.players[3].id, infraction: 'TRIPPING', severity: 'MINOR', clockRemainingMs: 18 * 60_000 } });
    const awayGoal = await post(RecordGoalDocument, { input: { gameId, teamId: away.id, scorerId: away.players[2].id, assistIds: [away.players[3].id], clockRemainingMs: 12 * 60_000 } });
    await post(EndPeriodDocument, { gameId });
    await post(StartClockDocument, { gameId });
    const homeGoal = await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[1].id, clockRemainingMs: 5 * 60_000 } });
    await post(EndPeriodDocument, { gameId });
    await post(EndGameDocument, { gameId });
    await post(SignGameSheetDocument, { gameId, input: { role: 'REFEREE', name: 'Pat Quinn' } });
    await post(CertifyGameDocument, { gameId });
    return { ...league, penalty: penalty.recordPenalty.seq, awayGoal: awayGoal.recordGoal.seq, homeGoal: homeGoal.recordGoal.seq };
  }

  async function open(page: Page, league: SeededLeague, lang = ''): Promise<void> {
    await page.goto(`${originOf(suite.current())}/desk${lang}#/competitions/${league.competitionId}/games/${league.gameId}`);
    await page.getByLabel(lang ? 'Jeton' : 'Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: lang ? 'Utiliser ce jeton' : 'Use this token' }).click();
    await page.locator('#correct-form').waitFor();
  }

  const text = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? '').replace(/\s+/g, ' ').trim();

  it('corrects a certified game’s scorer in English: Correct waits for a change and a reason, the sheet and history follow, the referee signs again', async () => {
    const league = await certifiedGame();
    const [, away] = league.teams;
    const page = await browser.page();
    await page.setViewportSize({ width: 1024, height: 768 });
    await open(page, league);
    const submit = page.getByRole('button', { name: 'Correct', exact: true });
    expect(await text(page, '#correct-hint')).toMatch(/^The game is certified and stays so\./);
    expect(await submit.isDisabled()).toBe(true);
    // Until an event is chosen, only the choice and the reason show.
    expect(await page.locator('#correct-time').isVisible()).toBe(false);

    await page.getByLabel('Event', { exact: true }).selectOption(String(league.awayGoal));
    // The fields show the goal as the sheet has it: nothing differs yet, so Correct stays off.
    expect(await page.getByLabel('Scorer', { exact: true }).inputValue()).toBe(away.players[2].id);
    expect(await page.getByLabel('First assist').inputValue()).toBe(away.players[3].id);
    expect(await page.locator('#correct-time').inputValue()).toBe('12:00');
    await page.locator('#correct-reason').fill('The referee’s report names #15');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Scorer', { exact: true }).selectOption(away.players[5].id);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    const goal = page.locator(`#goals tr[data-seq="${league.awayGoal}"]`);
    await goal.locator('.corrected').waitFor();
    expect(await text(page, `#goals tr[data-seq="${league.awayGoal}"] th`)).toBe(`#${away.players[5].number} ${away.players[5].name} (corrected)`);
    const history = await text(page, '#history tbody');
    expect(history).toContain(
      `Game: an event corrected — Event ${league.awayGoal}: Scorer from #${away.players[2].number} ${away.players[2].name} to #${away.players[5].number} ${away.players[5].name}`,
    );
    expect(history).toContain('The referee’s report names #15');
    expect(await page.locator('#certification.certified').count()).toBe(1);
    // The referee signed before the change: marked, and the form takes the signature again.
    await page.locator('#sign-offs tr[data-role="REFEREE"] .stale').waitFor();
    expect(await page.getByLabel('Signing as').locator('option').allTextContents()).toEqual(['Referee']);
    await page.getByLabel('Signer’s name').fill('Pat Quinn');
    await page.getByRole('button', { name: 'Record signature' }).click();
    await page.locator('#sign-offs tr[data-role="REFEREE"] .stale').waitFor({ state: 'detached' });

    const game = (await post(CorrectedGameDocument, { id: league.gameId })).game!;
    expect(game.events.find((e) => e.seq === league.awayGoal)).toMatchObject({ player: { id: away.players[5].id }, correctedBySeq: expect.any(Number) });
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await screenshot(page, 'desk-event-correction');

    // The competition's audit trail says which game, with a link to its sheet.
    await page.goto(`${originOf(suite.current())}/desk#/competitions/${league.competitionId}/audit`);
    const entry = page.locator('#audit li', { hasText: 'Game: an event corrected' });
    await entry.waitFor();
    expect(await entry.locator('dt').first().textContent()).toBe(`Event ${league.awayGoal}: Scorer`);
    await entry.getByRole('link', { name: 'The game’s sheet' }).click();
    await page.locator('#correct-form').waitFor();
    expect(page.url()).toContain(`/games/${league.gameId}`);
  }, 60_000); // many page round trips, not a timing

  it('shows a correction the rules refuse in the form, nothing stored', async () => {
    const league = await certifiedGame();
    const [, away] = league.teams;
    const page = await browser.page();
    await page.setViewportSize({ width: 1024, height: 768 });
    await open(page, league);
    const before = (await post(CorrectedGameDocument, { id: league.gameId })).game!;
    await page.getByLabel('Event', { exact: true }).selectOption(String(league.awayGoal));
    // The scorer credited with his own assist.
    await page.getByLabel('First assist').selectOption(away.players[2].id);
    await page.locator('#correct-reason').fill('Report');
    await page.getByRole('button', { name: 'Correct', exact: true }).click();
    const summary = page.locator('#correct-form .form-error');
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(new RegExp(`^Corrected so, event ${league.awayGoal} or a later one would be refused`));
    // The payload's problem names the event it is about (its path, input.seq): said beside the Event field too.
    const beside = page.locator('#correct-event-error');
    expect(await beside.isVisible()).toBe(true);
    expect(await beside.textContent()).toBe(await summary.textContent());
    expect(await page.locator('#correct-event').getAttribute('aria-invalid')).toBe('true');
    expect((await post(CorrectedGameDocument, { id: league.gameId })).game).toEqual(before);
  }, 60_000);

  it('corrects a penalty in French at 1366 px, and fits a phone', async () => {
    const league = await certifiedGame();
    const page = await browser.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await open(page, league, '?lang=fr');
    await page.getByRole('heading', { level: 2, name: 'Corriger un but ou une pénalité' }).waitFor();
    await page.getByLabel('Événement', { exact: true }).selectOption(String(league.penalty));
    expect(await page.locator('#correct-goal').isVisible()).toBe(false);
    expect(await page.locator('#correct-time').isVisible()).toBe(true);
    await page.getByLabel('Gravité').selectOption('MAJOR');
    await page.locator('#correct-reason').fill('Rapport de l’arbitre : une majeure');
    await page.getByRole('button', { name: 'Corriger', exact: true }).click();
    await page.locator(`#penalties tr[data-seq="${league.penalty}"] .corrected`).waitFor();
    expect(await text(page, `#penalties tr[data-seq="${league.penalty}"] .corrected`)).toBe('(corrigé)');
    expect(await text(page, '#history tbody')).toContain(`Correction d’un événement du match — Événement ${league.penalty} : Gravité : Mineure devient Majeure`);
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#correct-form').waitFor();
    await expectNoOverflow(page);
    await screenshot(page, 'desk-event-correction-phone');
  }, 60_000);
});
