import type { Page } from 'playwright-core';
import { AddToRosterDocument, CreatePlayerDocument, DeskPaperGameDocument, DivisionStandingsDocument, ScheduleGameDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, screenshot } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * A game kept on paper, entered at the desk from its scoresheet in real Chromium: the score, how
 * it was decided, who dressed and each team's first goal, then read back through the API (the
 * game final and counted in the standings); a correction that needs its reason;
 * a forfeit with the rulebook's score (R8); and both forms off, with the reason why, while a game
 * is scored live on the console.
 */
describeWithChromium('the desk’s paper scoresheet', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  async function open(page: Page, league: SeededLeague, gameId: string, lang = ''): Promise<void> {
    await page.goto(`${originOf(suite.current())}/desk${lang}#/competitions/${league.competitionId}/games/${gameId}`);
    await page.getByLabel(lang ? 'Jeton' : 'Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: lang ? 'Utiliser ce jeton' : 'Use this token' }).click();
    await page.locator('#game-sheet').waitFor();
  }

  const game = async (id: string) => (await post(DeskPaperGameDocument, { id })).game!;

  it('leaves a player who cannot dress unticked, says why, and records the result without him (R21)', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 8, timeZone: 'America/Halifax' });
    const [home] = league.teams;
    // Seventeen on the game's day: Cole Harbour wants 19 (000:8). Added after the draw, with the clearance.
    const { createPlayer } = await post(CreatePlayerDocument, { input: { name: 'Maxime Léger', birthDate: '2009-06-01', waiverSigned: true } });
    await post(AddToRosterDocument, { input: { teamId: home.id, playerId: createPlayer.id, number: 40, position: 'SKATER', clearance: 'Cleared by the Tournament Official' } });
    const page = await browser.page();
    page.on('dialog', (dialog) => void dialog.accept());
    await open(page, league, league.gameId);
    const form = page.locator('#paper-form');
    const box = form.getByRole('checkbox', { name: /^#40 Maxime Léger/ });
    expect(await box.isChecked()).toBe(false);
    expect(await form.locator('label.check', { hasText: '#40 Maxime Léger' }).textContent()).toMatch(/^ ?#40 Maxime Léger · cannot dress: .*19/);
    expect(await form.getByRole('checkbox', { name: `#${home.players[0].number} ${home.players[0].name}`, exact: true }).isChecked()).toBe(true);
    await form.getByLabel(`Goals, ${home.name}`).fill('2');
    await form.getByLabel(`Goals, ${league.teams[1].name}`).fill('0');
    await form.getByRole('button', { name: 'Record the result' }).click();
    await page.locator('#game-summary', { hasText: 'Final' }).waitFor();
    expect(await game(league.gameId)).toMatchObject({ status: 'FINAL', homeScore: 2, awayScore: 0 });
  }, 60_000);

  it('records a paper result with who dressed and the first goals, counted in the standings; a correction needs its reason', async () => {
    // Eight a team: with the fourth away player left off, seven dress, Cole Harbour's minimum to start (000:61, G50).
    const league = await seedLeague(url(), { playersPerTeam: 8, timeZone: 'America/Halifax' });
    const [home, away] = league.teams as [SeededLeague['teams'][number], SeededLeague['teams'][number]];
    const page = await browser.page();
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    const sentResults: Array<{ homeDressed?: string[]; awayDressed?: string[]; homeFirstGoal?: unknown; awayFirstGoal?: unknown }> = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' ? (request.postDataJSON() as { variables?: { input?: Record<string, unknown> } } | null) : null;
      if (body?.variables?.input && 'homeScore' in body.variables.input) sentResults.push(body.variables.input);
    });
    await open(page, league, league.gameId);

    const form = page.locator('#paper-form');
    expect(await form.getByRole('heading').textContent()).toBe('Result from the paper scoresheet');
    await form.getByLabel(`Goals, ${home.name}`).fill('3');
    await form.getByLabel(`Goals, ${away.name}`).fill('1');
    await form.getByLabel('Decided in').selectOption('REGULATION');
    // The away team's fourth player is not on the scoresheet: he did not dress.
    await form
      .getByRole('group', { name: `Dressed for ${away.name} (as the scoresheet lists them)` })
      .getByLabel(`#${away.players[3].number} ${away.players[3].name}`)
      .uncheck();
    const homeFirst = form.getByRole('group', { name: `First goal of ${home.name} (if the sheet gives it)` });
    await homeFirst.getByLabel('Period').fill('1');
    await homeFirst.getByLabel('Clock (time remaining)').fill('14:05');
    await form.getByRole('button', { name: 'Record the result' }).click();
    await page.locator('#game-summary', { hasText: 'Final' }).waitFor();
    expect(asked[0]).toBe(`Record ${home.name} 3 – 1 ${away.name} as the final result?`);

    expect(await game(league.gameId)).toMatchObject({ status: 'FINAL', homeScore: 3, awayScore: 1, decision: 'REGULATION' });
    const standings = (await post(DivisionStandingsDocument, { divisionId: league.divisionId })).standings.rows;
    expect(standings.map((r) => [r.team.name, r.gamesPlayed, r.wins, r.goalsFor, r.goalsAgainst])).toEqual([
      [home.name, 1, 1, 3, 1],
      [away.name, 1, 0, 1, 3],
    ]);
    // What the page sent: every player ticked, but the one left off the scoresheet; the first goal's clock in ms.
    const sent = sentResults[0];
    expect(new Set(sent.homeDressed)).toEqual(new Set(home.players.map((p) => p.id)));
    expect(new Set(sent.awayDressed)).toEqual(new Set(away.players.filter((_, i) => i !== 3).map((p) => p.id)));
    expect(sent.homeFirstGoal).toEqual({ period: 1, clockRemainingMs: (14 * 60 + 5) * 1000 });
    expect(sent.awayFirstGoal).toBeUndefined();

    // Now final: the same form corrects, and the reason is required.
    const correct = page.locator('#paper-form');
    expect(await correct.getByRole('heading').textContent()).toBe('Correct the result');
    expect(await correct.getByLabel(`Goals, ${home.name}`).inputValue()).toBe('3');
    expect(await correct.getByLabel('Reason (required)').getAttribute('required')).not.toBeNull();
    await correct.getByLabel(`Goals, ${away.name}`).fill('2');
    await correct.getByLabel('Reason (required)').fill('Second away goal missed on the sheet');
    await correct.getByRole('button', { name: 'Correct the result' }).click();
    await page.locator('#history tbody tr', { hasText: 'Second away goal missed on the sheet' }).waitFor();
    const corrected = await game(league.gameId);
    expect(corrected).toMatchObject({ homeScore: 3, awayScore: 2 });
    expect(corrected.events.filter((e) => e.type === 'RESULT_RECORDED').map((e) => e.reason)).toEqual([null, 'Second away goal missed on the sheet']);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  }, 60_000);

  it('docs/rulebooks/000_5506cbd709277b08.txt:8 "must be the designated tournament age (19+)": a sheet dressing a 16-year-old is refused, and the form says who and why; nothing is recorded (G50)', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 8, timeZone: 'America/Halifax' });
    const { createPlayer } = await post(CreatePlayerDocument, { input: { name: 'Young Gun', birthDate: '2010-03-01' } });
    await post(AddToRosterDocument, {
      input: { teamId: league.teams[0].id, playerId: createPlayer.id, number: 30, position: 'SKATER', waiverSigned: true, clearance: 'Cleared by the tournament official' },
    });
    const page = await browser.page();
    page.on('dialog', (dialog) => void dialog.accept());
    await open(page, league, league.gameId);
    const form = page.locator('#paper-form');
    await form.getByLabel(`Goals, ${league.teams[0].name}`).fill('3');
    await form.getByLabel(`Goals, ${league.teams[1].name}`).fill('1');
    await form.getByLabel('Decided in').selectOption('REGULATION');
    // The form leaves him unticked (he cannot dress); the director ticks him anyway, as the sheet lists him.
    await form.getByRole('checkbox', { name: /^#30 Young Gun/ }).check();
    await form.getByRole('button', { name: 'Record the result' }).click();
    const error = form.locator('.form-error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/Ineligible for this game .*#30 Young Gun: .*16 on game day/);
    expect(await game(league.gameId)).toMatchObject({ status: 'SCHEDULED' });
  }, 60_000);

  it('records a forfeit with the rulebook’s score, and offers neither form while the game is scored live', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 7, timeZone: 'America/Halifax' });
    const [home, away] = league.teams as [SeededLeague['teams'][number], SeededLeague['teams'][number]];
    const { scheduleGame } = await post(ScheduleGameDocument, {
      input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2027-01-09T18:00:00.000Z', stage: 'ROUND_ROBIN', venue: 'Rink 2' },
    });
    const page = await browser.page();
    page.on('dialog', (dialog) => void dialog.accept());

    await open(page, league, scheduleGame.id);
    await page.getByLabel('Team that forfeits').selectOption({ label: away.name });
    // No-show fines are the winter league's (004:56), not Cole Harbour's: no such box here.
    expect(await page.locator('#forfeit-no-notice').count()).toBe(0);
    await page.getByRole('button', { name: 'Record the forfeit' }).click();
    await page.locator('#game-summary', { hasText: 'Forfeit' }).or(page.locator('#forfeit-form .form-error')).first().waitFor();
    expect(await page.locator('#forfeit-form .form-error').count()).toBe(0);
    // Cole Harbour's forfeit score (R8): 1–0 to the team that came.
    expect(await game(scheduleGame.id)).toMatchObject({ status: 'FORFEITED', homeScore: 5, awayScore: 0, decision: 'FORFEIT' });

    // A game being scored on the console: both forms are off and say why.
    await post(StartGameDocument, { gameId: league.gameId });
    const live = await browser.page();
    await open(live, league, league.gameId);
    expect(await live.getByRole('button', { name: 'Record the result' }).isDisabled()).toBe(true);
    expect(await live.locator('#paper-form .hint').first().textContent()).toBe('The game’s status is “In progress”: it is being scored on the console.');
    expect(await live.getByRole('button', { name: 'Record the forfeit' }).isEnabled()).toBe(true); // a team may still default during a game
    await screenshot(live, 'desk-paper-live');
  });

  it('speaks French with ?lang=fr', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 2, timeZone: 'America/Halifax' });
    const [home] = league.teams as [SeededLeague['teams'][number]];
    const page = await browser.page();
    await open(page, league, league.gameId, '?lang=fr');
    const form = page.locator('#paper-form');
    expect(await form.getByRole('heading').textContent()).toBe('Résultat de la feuille de match papier');
    await form.getByLabel(`Buts, ${home.name}`).waitFor();
    expect(await page.getByRole('button', { name: 'Enregistrer le forfait' }).isEnabled()).toBe(true);
  });
});
