import type { Page } from 'playwright-core';
import {
  AddToRosterDocument,
  AuditTrailDocument,
  CertifyGameDocument,
  CorrectedReadsDocument,
  CorrectTeamDocument,
  CreateCompetitionDocument,
  LinkDisciplineDocument,
  RecordResultDocument,
  RemoveFromRosterDocument,
  RescheduleGameDocument,
  ScheduleGameDocument,
  SetPlayerExperienceDocument,
  SetSeasonDatesDocument,
  TeamRosterDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { SEEDED_LATER, type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, screenshot } from './support/browser';
import { openDeskOn } from './support/pages-server';

/**
 * Corrections on the desk in real Chromium: a team renamed in its division's list and found in the
 * audit trail with its name before and after; a player's name corrected and another taken off a
 * roster; refusals (a name the division already has, a jersey number already worn) shown beside
 * their fields with nothing changed; a player deleted, refused beside the button while a roster
 * holds him; the audit trail in French, a page at a time; and the trail's certify, reschedule,
 * season dates, level played and discipline link in English and French.
 */
describeWithChromium('corrections on the desk', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  const openDesk = (page: Page, hash: string, lang = '') => openDeskOn(suite.current(), page, hash, lang);

  it('renames a team, corrects a roster, refuses what the server refuses, and keeps it all in the audit trail', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 3, timeZone: 'America/Halifax' });
    const [first, second] = league.teams;
    const page = await browser.page();
    page.on('dialog', (dialog) => void dialog.accept());
    await openDesk(page, `/competitions/${league.competitionId}`);

    // Renamed in place, with a reason for the record.
    await page.getByRole('button', { name: `Rename ${first.name}` }).click();
    await page.getByLabel(`New name for ${first.name}`).fill('Harbour Hawks');
    await page.getByLabel('Reason (optional, kept in the audit trail)').fill('New sponsor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator(`tr[data-team="${first.id}"] th .team-name`, { hasText: 'Harbour Hawks' }).waitFor();

    // Another team may not take that name: refused beside the field, nothing changed.
    await page.getByRole('button', { name: `Rename ${second.name}` }).click();
    const secondName = page.getByLabel(`New name for ${second.name}`);
    await secondName.fill('Harbour Hawks');
    await page.getByRole('button', { name: 'Save' }).click();
    const nameError = page.locator(`#rename-${second.id}-name-error`);
    await nameError.waitFor();
    expect(await nameError.textContent()).toContain('the division already has a team named "Harbour Hawks"');
    expect(await secondName.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Rename ${second.name}` }).waitFor();

    // A jersey number already worn on the team: refused beside the number, nothing changed.
    const [goalie, skater, leaving] = first.players;
    await page.getByText('Correct the roster of Harbour Hawks').click();
    const entry = page.locator('li[data-entry]', { hasText: `#${skater.number} ${skater.name}` });
    await entry.locator('summary').click();
    await entry.getByLabel('Number').fill(String(goalie.number));
    await entry.getByRole('button', { name: 'Save number and position' }).click();
    const numberError = entry.locator('[id$="-number-error"]');
    await numberError.waitFor();
    expect(await numberError.textContent()).toContain(`number ${goalie.number} is already worn`);
    expect(await entry.getByLabel('Number').getAttribute('aria-invalid')).toBe('true');
    const roster = async () => (await ok(url(), TeamRosterDocument, { id: first.id }, ADMIN_TOKEN)).team!.roster;
    expect((await roster()).find((r) => r.player.id === skater.id)!.number).toBe(skater.number);
    await expectNoAxeViolations(page); // the roster open, a refusal shown beside its field

    // The player's name corrected; the roster drawn again with it, still open.
    await entry.getByLabel('Name', { exact: true }).fill('Sam Leblanc');
    await entry.getByRole('button', { name: 'Save the player' }).click();
    await page.locator('li[data-entry] summary', { hasText: `#${skater.number} Sam Leblanc` }).waitFor();

    // A player taken off the roster, after a confirmation.
    const last = page.locator('li[data-entry]', { hasText: `#${leaving.number} ${leaving.name}` });
    await last.locator('summary').click();
    await last.getByRole('button', { name: `Take #${leaving.number} ${leaving.name} off the roster of Harbour Hawks` }).click();
    await last.waitFor({ state: 'detached' });
    expect((await roster()).map((r) => r.player.id).sort()).toEqual([goalie.id, skater.id].sort());
    const reads = await ok(url(), CorrectedReadsDocument, { competitionId: league.competitionId, divisionId: league.divisionId, teamId: second.id, playerId: skater.id }, ADMIN_TOKEN);
    expect(reads.team!.name).toBe(second.name);
    expect(reads.player!.name).toBe('Sam Leblanc');
    await screenshot(page, 'desk-corrections');

    // The audit trail, newest first: the removal (an entry no game refers to is deleted), the player, then the rename with its name before and after.
    await page.getByRole('link', { name: 'Audit trail' }).click();
    await page.getByRole('heading', { level: 1, name: /^Audit trail · / }).waitFor();
    const items = page.locator('#audit > li');
    expect(await items.locator('h2').allTextContents()).toEqual(['Roster entry deleted', 'Player corrected', 'Team corrected']);
    const rename = items.nth(2);
    expect(await rename.locator('dt').allTextContents()).toEqual(['Name']);
    expect(await rename.locator('dd[data-field="name"]').textContent()).toBe(`${first.name} → Harbour Hawks`);
    expect(await rename.textContent()).toContain('Reason: New sponsor');
    expect(await rename.textContent()).toContain('(admin)');
    expect(await items.nth(1).locator('dd[data-field="name"]').textContent()).toBe(`${skater.name} → Sam Leblanc`);
    expect(await page.locator('#audit-more').isHidden()).toBe(true);
    expect(page.problems).toEqual([]);
  }, 90_000); // a long flow of page round trips, not a timing

  it('shows the audit trail in French, a page at a time, with a team renamed on the desk in French', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 2, timeZone: 'America/Halifax' });
    const team = league.teams[0];
    // Twenty corrections through the API: with one on the desk, more than a page of twenty.
    for (let i = 1; i <= 20; i += 1) await ok(url(), CorrectTeamDocument, { id: team.id, input: { name: `${team.name} v${i}` } }, ADMIN_TOKEN);

    const page = await browser.page();
    await openDesk(page, `/competitions/${league.competitionId}`, '?lang=fr');
    await page.getByRole('button', { name: `Renommer ${team.name} v20` }).click();
    await page.getByLabel(`Nouveau nom de ${team.name} v20`).fill('Faucons de Halifax');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator(`tr[data-team="${team.id}"] .team-name`, { hasText: 'Faucons de Halifax' }).waitFor();

    await page.getByRole('link', { name: 'Journal des corrections' }).click();
    await page.getByRole('heading', { level: 1, name: /^Journal des corrections · / }).waitFor();
    const items = page.locator('#audit > li');
    expect(await items.count()).toBe(20);
    expect(await items.first().locator('h2').textContent()).toBe('Correction de l’équipe');
    expect(await items.first().locator('dt').allTextContents()).toEqual(['Nom']);
    expect(await items.first().locator('dd[data-field="name"]').textContent()).toBe(`${team.name} v20 → Faucons de Halifax`);
    expect(await items.first().textContent()).toContain('(administrateur)');
    await page.getByRole('button', { name: 'Plus' }).click();
    await items.nth(20).waitFor();
    expect(await items.count()).toBe(21);
    expect(await items.nth(20).locator('dd[data-field="name"]').textContent()).toBe(`${team.name} → ${team.name} v1`);
    expect(await page.getByRole('button', { name: 'Plus' }).isHidden()).toBe(true);

    // The same entries, in the same order, as the API gives them.
    const trail = (await ok(url(), AuditTrailDocument, { competitionId: league.competitionId, first: 50 }, ADMIN_TOKEN)).auditTrail.edges.map((e) => e.node.id);
    expect(await items.evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.audit))).toEqual(trail);
    await screenshot(page, 'desk-audit-fr');
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  }, 90_000); // a long flow of page round trips, not a timing
  it('offers to delete a player just taken off a roster: refused beside the button while anything still refers to him (R64), deleted once nothing does', async () => {
    // No registration forms recorded: a form would refer to him too (R64), and the forms are not at
    // issue here. The season (its first game) still to come: an entry added now is no pick-up, so
    // taking him off deletes it rather than ending it.
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 3, timeZone: 'America/Halifax', registrationForms: false, startsAt: SEEDED_LATER });
    const [team, other] = league.teams as [SeededLeague['teams'][number], SeededLeague['teams'][number]];
    const player = team.players[2];
    const page = await browser.page();
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    // Entered twice: also on the other team's roster, which still refers to him.
    await ok(url(), AddToRosterDocument, { input: { teamId: other.id, playerId: player.id, number: 77, position: 'SKATER', waiverSigned: true } }, ADMIN_TOKEN);
    await openDesk(page, `/competitions/${league.competitionId}`);
    await page.getByText(`Correct the roster of ${team.name}`).click();
    const entry = page.locator('li[data-entry]', { hasText: `#${player.number} ${player.name}` });
    await entry.locator('summary').click();
    // No delete on an entry: the entry itself refers to him, so the server would always refuse.
    expect(await entry.getByRole('button', { name: new RegExp(`^Delete`) }).count()).toBe(0);

    await entry.getByRole('button', { name: `Take #${player.number} ${player.name} off the roster of ${team.name}` }).click();
    const notice = page.locator(`#removed-${player.id}`);
    await notice.getByText(`${player.name} is off the roster of ${team.name}. If he was entered in error, he can be deleted too.`).waitFor();
    expect(await page.locator('li[data-entry]', { hasText: player.name }).count()).toBe(0);

    // Still on the other roster: refused, the reason beside the button, nothing deleted.
    await notice.getByRole('button', { name: `Delete ${player.name} (entered in error)` }).click();
    const refusal = notice.locator('[id$="-delete-error"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`Player ${player.name} has 1 roster entry`);
    const read = async () =>
      (await ok(url(), CorrectedReadsDocument, { competitionId: league.competitionId, divisionId: league.divisionId, teamId: team.id, playerId: player.id }, ADMIN_TOKEN)).player;
    expect(await read()).not.toBeNull();
    await expectNoAxeViolations(page); // the notice and the refusal beside its button

    // Off the other roster too (through the API meanwhile): the delete goes through, with its reason, and the notice goes.
    const otherEntry = (await ok(url(), TeamRosterDocument, { id: other.id }, ADMIN_TOKEN)).team!.roster.find((r) => r.player.id === player.id)!.id;
    await ok(url(), RemoveFromRosterDocument, { id: otherEntry }, ADMIN_TOKEN);
    await notice.getByLabel('Reason (optional, kept in the audit trail)').fill('Entered twice');
    await notice.getByRole('button', { name: `Delete ${player.name} (entered in error)` }).click();
    await notice.waitFor({ state: 'detached' });
    expect(asked.filter((a) => a.startsWith('Delete'))).toEqual([`Delete ${player.name}? This cannot be undone.`, `Delete ${player.name}? This cannot be undone.`]);
    expect(await read()).toBeNull();
    expect(page.problems).toEqual([]);
  }, 60_000); // many page round trips, not a timing

  it("shows a game certified and rescheduled, the season's dates, a level played and a discipline link in the audit trail, in English and in French", async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 2, timeZone: 'America/Halifax' });
    const [home, away] = league.teams;
    const { scheduleGame: later } = await ok(
      url(),
      ScheduleGameDocument,
      { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2026-12-06T18:00:00.000Z', venue: 'Rink A', stage: 'REGULAR_SEASON' } },
      ADMIN_TOKEN,
    );
    await ok(url(), RescheduleGameDocument, { gameId: later.id, startsAt: '2026-12-09T19:30:00.000Z', venue: 'Rink B' }, ADMIN_TOKEN);
    await ok(url(), SetSeasonDatesDocument, { input: { competitionId: league.competitionId, seasonStartsAt: '2026-09-01T03:00:00.000Z' } }, ADMIN_TOKEN);
    await ok(url(), SetPlayerExperienceDocument, { playerId: home.players[1].id, experienceLevel: 'MAJOR_JUNIOR' }, ADMIN_TOKEN);
    const { createCompetition: summer } = await ok(
      url(),
      CreateCompetitionDocument,
      { input: { name: `Summer league ${league.competitionId.slice(0, 6)}`, kind: 'LEAGUE', preset: 'WINTER_LEAGUE_5ON5' } },
      ADMIN_TOKEN,
    );
    await ok(url(), LinkDisciplineDocument, { competitionId: league.competitionId, otherCompetitionId: summer.id, reason: 'Summer discipline stands' }, ADMIN_TOKEN);
    await ok(url(), RecordResultDocument, { input: { gameId: league.gameId, homeScore: 2, awayScore: 1, decision: 'REGULATION' } }, ADMIN_TOKEN);
    await ok(url(), CertifyGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);

    const page = await browser.page();
    await openDesk(page, `/competitions/${league.competitionId}/audit`);
    await page.getByRole('heading', { level: 1, name: /^Audit trail · / }).waitFor();
    const items = page.locator('#audit > li');
    expect(await items.locator('h2').allTextContents()).toEqual(['Game certified', 'Competition: discipline linked', 'Player corrected', 'Competition corrected', 'Game rescheduled']);
    expect(await items.nth(0).locator('dt').allTextContents()).toEqual(['Certified at', 'Certified by']);
    expect(await items.nth(0).locator('dd[data-field="certifiedAt"]').textContent()).toMatch(/^\(none\) → \S.*\d/);
    expect(await items.nth(0).locator('dd[data-field="certifiedAt"]').textContent()).not.toContain('Z');
    expect(await items.nth(1).locator('dd[data-field="linkedCompetition"]').textContent()).toBe(`(none) → ${summer.name}`);
    expect(await items.nth(1).textContent()).toContain('Reason: Summer discipline stands');
    expect(await items.nth(2).locator('dd[data-field="experienceLevel"]').textContent()).toBe('(none) → Major Junior');
    expect(await items.nth(3).locator('dt').allTextContents()).toEqual(['Season starts']);
    // Instants on the competition's clock: midnight in Halifax, not 03:00 UTC.
    expect(await items.nth(3).locator('dd[data-field="seasonStartsAt"]').textContent()).toMatch(/^\(none\) → Sep 1, 2026\D+12:00\sAM$/);
    expect(await items.nth(4).locator('dt').allTextContents()).toEqual(['Starts at', 'Venue']);
    expect(await items.nth(4).locator('dd[data-field="startsAt"]').textContent()).toMatch(/^Dec 6, 2026\D+2:00\sPM → Dec 9, 2026\D+3:30\sPM$/);
    expect(await items.nth(4).locator('dd[data-field="venue"]').textContent()).toBe('Rink A → Rink B');
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);

    const french = await browser.page();
    await openDesk(french, `/competitions/${league.competitionId}/audit`, '?lang=fr');
    await french.getByRole('heading', { level: 1, name: /^Journal des corrections · / }).waitFor();
    const lignes = french.locator('#audit > li');
    expect(await lignes.locator('h2').allTextContents()).toEqual([
      'Certification du match',
      'Liaison de la discipline de la compétition',
      'Correction du joueur',
      'Correction de la compétition',
      'Changement d’horaire du match',
    ]);
    expect(await lignes.nth(0).locator('dt').allTextContents()).toEqual(['Certifié le', 'Certifié par']);
    expect(await lignes.nth(1).locator('dt').allTextContents()).toEqual(['Compétition liée (identifiant)', 'Compétition liée']);
    expect(await lignes.nth(2).locator('dd[data-field="experienceLevel"]').textContent()).toBe('(aucun) → Junior majeur');
    expect(await lignes.nth(3).locator('dt').allTextContents()).toEqual(['Début de la saison']);
    expect(await lignes.nth(4).locator('dt').allTextContents()).toEqual(['Début du match', 'Lieu']);
    expect(french.problems).toEqual([]);
  }, 90_000); // a long flow of page round trips, not a timing
});
