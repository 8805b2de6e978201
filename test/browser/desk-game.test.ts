import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import {
  DeskCheckDocument,
  EndGameDocument,
  EndPeriodDocument,
  GameCrewDocument,
  GameSheetDocument,
  GameSignOffsDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  RecordShotDocument,
  VoidEventDocument,
  ScheduleGameDocument,
  StartClockDocument,
  StartGameDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, screenshot } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * The desk's game view in real Chromium: a game played to FINAL through the API shown as its sheet
 * (line-ups, scorers with assists and strength, the penalty, shots), its crew named, its three
 * signatures taken and its result certified — the certification read back through the API — and
 * a scheduled game moved and another cancelled, each seen in the competition's schedule.
 */
describeWithChromium('the desk’s game view', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  /** A Cole Harbour game (two 20-minute periods) played to a 1–2 final: a home minor at the opening drop, an away power-play goal with two assists, an even-strength goal each side. */
  async function playedGame(): Promise<SeededLeague & { shotSeq: number }> {
    const league = await seedLeague(url(), { playersPerTeam: 8, timeZone: 'America/Halifax' });
    const [home, away] = league.teams as [SeededLeague['teams'][number], SeededLeague['teams'][number]];
    const gameId = league.gameId;
    await post(StartGameDocument, { gameId });
    // Called before the opening drop, the minor starts with it: the away goal half a minute later is on the power play.
    await post(RecordPenaltyDocument, { input: { gameId, teamId: home.id, playerId: home.players[3].id, infraction: 'TRIPPING', severity: 'MINOR', clockRemainingMs: 20 * 60_000 } });
    await post(StartClockDocument, { gameId });
    await post(RecordGoalDocument, { input: { gameId, teamId: away.id, scorerId: away.players[2].id, assistIds: [away.players[3].id, away.players[4].id], clockRemainingMs: 19 * 60_000 + 30_000 } });
    const { recordShot } = await post(RecordShotDocument, { gameId, teamId: home.id });
    await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[1].id, assistIds: [home.players[2].id], clockRemainingMs: 10 * 60_000 } });
    await post(EndPeriodDocument, { gameId });
    await post(StartClockDocument, { gameId });
    await post(RecordGoalDocument, { input: { gameId, teamId: away.id, scorerId: away.players[1].id, assistIds: [], clockRemainingMs: 5 * 60_000 } });
    await post(EndPeriodDocument, { gameId });
    await post(EndGameDocument, { gameId });
    return { ...league, shotSeq: recordShot.seq };
  }

  async function scheduled(league: SeededLeague, startsAt: string, venue: string): Promise<string> {
    const [home, away] = league.teams;
    const { scheduleGame } = await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt, stage: 'ROUND_ROBIN', venue } });
    return scheduleGame.id;
  }

  async function open(page: Page, league: SeededLeague, gameId: string, lang = ''): Promise<void> {
    await page.goto(`${originOf(suite.current())}/desk${lang}#/competitions/${league.competitionId}/games/${gameId}`);
    await page.getByLabel(lang ? 'Jeton' : 'Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: lang ? 'Utiliser ce jeton' : 'Use this token' }).click();
    await page.locator('#game-sheet').waitFor();
  }

  const rowText = async (page: Page, selector: string, hasText: string) => (await page.locator(selector, { hasText }).textContent())!.replace(/\s+/g, ' ');

  it('shows a final game’s sheet, names its crew, takes the three signatures and certifies it', async () => {
    const league = await playedGame();
    const [home, away] = league.teams as [SeededLeague['teams'][number], SeededLeague['teams'][number]];
    const page = await browser.page();
    await open(page, league, league.gameId);

    // The sheet: both teams, the score, every scorer with assists and strength, the penalty, shots.
    await page.getByRole('heading', { level: 1, name: `${home.name} v ${away.name}` }).waitFor();
    expect(await page.locator('#game-score').textContent()).toBe(`${home.name} 1 – 2 ${away.name}`);
    expect(await page.locator('#lineup-home caption').textContent()).toBe(`Home line-up: ${home.name}`);
    expect(await page.locator('#lineup-away caption').textContent()).toBe(`Away line-up: ${away.name}`);
    expect(await rowText(page, '#lineup-home tbody tr', home.players[0].name)).toContain('Goalie');
    expect(await page.locator('#lineup-away tbody tr').count()).toBe(8);
    const p = (team: SeededLeague['teams'][number], i: number) => `#${team.players[i].number} ${team.players[i].name}`;
    expect(await rowText(page, '#goals tbody tr', away.players[2].name)).toBe(`119:30${away.name}${p(away, 2)}${p(away, 3)}, ${p(away, 4)}Power play`);
    expect(await rowText(page, '#goals tbody tr', home.players[1].name)).toBe(`110:00${home.name}${p(home, 1)}${p(home, 2)}Even strength`);
    expect(await rowText(page, '#goals tbody tr', away.players[1].name)).toBe(`205:00${away.name}${p(away, 1)}unassistedEven strength`);
    expect(await rowText(page, '#penalties tbody tr', home.players[3].name)).toBe(`120:00${home.name}${p(home, 3)}Tripping (minor)3`); // a Cole Harbour minor is three minutes of running time
    expect(await rowText(page, '#shots tbody tr[data-side="home"]', home.name)).toBe(`${home.name}202`);
    expect(await rowText(page, '#shots tbody tr[data-side="away"]', away.name)).toBe(`${away.name}112`);
    expect(await page.locator('#sheet-pdf').getAttribute('href')).toBe(`/games/${league.gameId}/sheet.pdf?lang=en`);
    const pdf = await fetch(`${originOf(suite.current())}/games/${league.gameId}/sheet.pdf?lang=en`);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, expect.stringContaining('application/pdf')]);
    expect(await page.locator('#certification').textContent()).toBe('Result not certified yet.');

    // Certify can act on a final game: the rulebook asks for no signature first, and the hint names those missing.
    const certify = page.getByRole('button', { name: 'Certify' });
    expect(await certify.isEnabled()).toBe(true);
    expect(await page.locator('#certify-hint').textContent()).toContain('Referee, Home coach, Away coach');

    // The crew, named and shown on the sheet.
    await page.locator('#crew-1-name').fill('Pat Quinn');
    await page.locator('#crew-2-name').fill('Lee Chan');
    await page.getByRole('button', { name: 'Save officials' }).click();
    await page.locator('#crew tbody tr', { hasText: 'Pat Quinn' }).waitFor();
    expect(await rowText(page, '#crew tbody tr', 'Pat Quinn')).toBe('RefereePat Quinn');
    expect(await rowText(page, '#crew tbody tr', 'Lee Chan')).toBe('LinesmanLee Chan');
    expect((await post(GameCrewDocument, { id: league.gameId })).game!.crew).toEqual([
      { role: 'REFEREE', name: 'Pat Quinn' },
      { role: 'LINESMAN', name: 'Lee Chan' },
    ]);

    // The referee signs; a correction after it (a shot voided) flags the signature and lists the correction with its reason.
    const sign = async (role: string, name: string) => {
      await page.getByLabel('Signing as').selectOption(role);
      await page.getByLabel('Signer’s name').fill(name);
      await page.getByRole('button', { name: 'Record signature' }).click();
      await page.locator(`#sign-offs tr[data-role="${role}"]`, { hasText: name }).waitFor();
    };
    await sign('REFEREE', 'Pat Quinn');
    expect(await page.locator('#sign-offs .stale').count()).toBe(0);
    await post(VoidEventDocument, { gameId: league.gameId, seq: league.shotSeq, reason: 'Shot counted twice' });
    await page.reload();
    await page.locator('#sign-offs tr[data-role="REFEREE"] .stale').waitFor();
    expect(await page.locator('#sign-offs tr[data-role="REFEREE"] .stale').textContent()).toBe('⚠ Signed before the sheet’s last change');
    expect(await rowText(page, '#history tbody tr', 'Shot counted twice')).toContain(`Voided event ${league.shotSeq}`);
    expect(await rowText(page, '#shots tbody tr[data-side="home"]', home.name)).toBe(`${home.name}101`);

    // The three signatures, the referee's again.
    for (const [role, label, name] of [
      ['REFEREE', 'Referee', 'Pat Quinn'],
      ['HOME_COACH', 'Home coach', 'Sam Home'],
      ['AWAY_COACH', 'Away coach', 'Alex Away'],
    ] as const) {
      if (role === 'REFEREE') {
        await page.getByLabel('Signing as').selectOption(role);
        await page.getByLabel('Signer’s name').fill(name);
        await page.getByRole('button', { name: 'Record signature' }).click();
        await page.locator('#sign-offs tr[data-role="REFEREE"] .stale').waitFor({ state: 'detached' });
      } else await sign(role, name);
      expect(await rowText(page, `#sign-offs tr[data-role="${role}"]`, name)).toContain(`${label}${name}`);
    }
    expect(await page.locator('#sign-offs .stale').count()).toBe(0);
    expect(await page.locator('#certify-hint').textContent()).toBe('Every signature is in: the result can be certified.');
    expect((await post(GameSignOffsDocument, { id: league.gameId })).game!.signOffs.map((s) => s.role)).toEqual(['REFEREE', 'HOME_COACH', 'AWAY_COACH']);

    // Certify, after the confirmation.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Certify' }).click();
    await page.locator('#certification.certified').waitFor();
    expect(asked[0]).toContain('locked');
    expect(await page.locator('#certification').textContent()).toMatch(/^✔ Result certified on .+ by bootstrap admin: the game log is locked\.$/);
    expect(await page.getByRole('button', { name: 'Certify' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save officials' }).isDisabled()).toBe(true);
    expect((await post(GameSheetDocument, { id: league.gameId })).game!.certifiedAt).toBeTruthy();
    await screenshot(page, 'desk-game');
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Printed, the sheet stands alone: no navigation, no forms.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#game-sheet').isVisible()).toBe(true);
    expect(await page.locator('#crew-form').isVisible()).toBe(false);
    expect(await page.locator('.desk-bar').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // A phone's width: the tables scroll inside themselves, the document never wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#game-sheet').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'desk-game-phone');
  }, 60_000); // many page round trips, not a timing

  it('keeps Certify off for a game not played, moves it from its sheet, and cancels another after confirming', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 2, timeZone: 'America/Halifax' });
    const moved = league.gameId;
    const cancelled = await scheduled(league, '2026-12-06T18:00:00.000Z', 'Rink 2');
    const page = await browser.page();
    await open(page, league, moved);

    expect(await page.getByRole('button', { name: 'Certify' }).isDisabled()).toBe(true);
    expect(await page.locator('#certify-hint').textContent()).toBe('Certify is off: the game is Scheduled; only a final or forfeited game is certified.');

    // Moved to 10 January, 19:30 Halifax time (23:30 UTC), at another rink.
    await page.getByLabel('New date and time (America/Halifax)').fill('2027-01-10T19:30');
    await page.getByLabel('Venue').fill('Rink 3');
    await page.getByRole('button', { name: 'Move game' }).click();
    await page.locator('#game-summary', { hasText: 'Rink 3' }).waitFor();
    const games = async () => (await post(DeskCheckDocument, { id: league.competitionId })).competition!.divisions[0].games;
    expect((await games()).find((g) => g.id === moved)).toMatchObject({ startsAt: '2027-01-10T23:30:00.000Z', venue: 'Rink 3', status: 'SCHEDULED' });

    // The schedule shows the new time, with each game's link to its sheet.
    await page.getByRole('link', { name: 'Back to the schedule' }).click();
    const row = page.locator(`tr[data-game="${moved}"]`);
    await row.waitFor();
    const when = await row.locator('td').first().textContent();
    expect(when).toMatch(/Sun.*Jan.*10/);
    expect(when).toMatch(/(19|07):30/);
    expect(await row.textContent()).toContain('Rink 3');

    // The other game, from its row's link: cancelled after the confirmation, with its reason.
    await page
      .locator(`tr[data-game="${cancelled}"]`)
      .getByRole('link', { name: /^Game sheet/ })
      .click();
    await page.locator('#cancel-reason').waitFor();
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByLabel('Reason (kept in the record)').fill('Rink closed for repairs');
    await page.getByRole('button', { name: 'Cancel game' }).click();
    await page.locator('#game-summary', { hasText: 'Cancelled' }).waitFor();
    expect(asked).toContain('cannot be played');
    expect(await page.getByRole('button', { name: 'Cancel game' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move game' }).isDisabled()).toBe(true);
    expect(await rowText(page, '#history tbody tr', 'Game cancelled')).toContain('Rink closed for repairs');
    expect((await games()).find((g) => g.id === cancelled)!.status).toBe('CANCELLED');
  }, 60_000);

  it('a sheet not over cannot be signed (the button disabled, the hint says why), and the sheet in French with ?lang=fr', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 2, timeZone: 'America/Halifax' });
    const page = await browser.page();
    await open(page, league, league.gameId, '?lang=fr');
    await page.getByRole('heading', { level: 2, name: 'Feuille de match', exact: true }).waitFor();
    expect(await page.locator('#goals').textContent()).toBe('ButsAucun but.');
    expect(await page.locator('#certification').textContent()).toBe('Résultat pas encore certifié.');
    // The printed sheet in the reader's language, whatever the competition's (R58).
    expect(await page.getByRole('link', { name: 'Imprimer / PDF' }).getAttribute('href')).toBe(`/games/${league.gameId}/sheet.pdf?lang=fr`);
    expect(await page.getByRole('button', { name: 'Certifier' }).isDisabled()).toBe(true);

    // A game not over cannot be signed: its button is disabled, the hint beside the role says why.
    expect(await page.getByRole('button', { name: 'Enregistrer la signature' }).isDisabled()).toBe(true);
    expect(await page.locator('#sign-role-hint').textContent()).toBe('La feuille se signe une fois le match terminé (final ou par forfait).');
    expect((await post(GameSignOffsDocument, { id: league.gameId })).game!.signOffs).toEqual([]);

    // The officials' form in French, and the crew shown under its French role.
    await page.getByRole('group', { name: 'Officiel 1' }).getByLabel('Nom', { exact: true }).fill('Dominique Roy');
    await page.getByRole('button', { name: 'Enregistrer les officiels' }).click();
    await page.locator('#crew tbody tr', { hasText: 'Dominique Roy' }).waitFor();
    expect(await rowText(page, '#crew tbody tr', 'Dominique Roy')).toBe('ArbitreDominique Roy');
    expect(await page.locator('#game-summary').textContent()).toMatch(/sam\.? 5 déc\.? 2026/);
  }, 60_000);
});
