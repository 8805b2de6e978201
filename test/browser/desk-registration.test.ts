import type { Page } from 'playwright-core';
import { PlayerEligibilityDocument, ScheduleGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectLegible, screenshot } from './support/browser';
import { openDeskOn } from './support/pages-server';

/**
 * docs/rulebooks/004_52536eff465526ad.txt:13 "All forms MUST be signed by the correct player and be
 * turned in to the league BEFORE that player steps on the floor" (R42, R69), at the desk in real
 * Chromium: the roster screen marks each player whose form the league has not received, and one click
 * records it; the player is then eligible. In English and in French, on a phone and a laptop.
 */
describeWithChromium('registration forms on the desk', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  const openDesk = (page: Page, hash: string, lang = '') => openDeskOn(suite.current(), page, hash, lang);

  it.each([
    {
      lang: '',
      width: 390,
      roster: 'Correct the roster of',
      missing: 'No registration form',
      button: (n: number, name: string) => `Registration form of #${n} ${name} received`,
      received: 'Registration form received',
    },
    {
      lang: '?lang=fr',
      width: 1280,
      roster: 'Corriger l’alignement de',
      missing: 'Aucun formulaire d’inscription',
      button: (n: number, name: string) => `Formulaire d’inscription de #${n} ${name} reçu`,
      received: 'Formulaire d’inscription reçu le',
    },
  ])(
    'docs/rulebooks/004_52536eff465526ad.txt:13 ($lang, $width px): a missing form is marked on the roster, recorded in one click, and the player may play (R69)',
    async ({ lang, width, roster, missing, button, received }) => {
      const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 3, registrationForms: false });
      const team = league.teams[0];
      const player = team.players[1];
      const page = await browser.page();
      await page.setViewportSize({ width, height: width < 600 ? 844 : 720 });
      await openDesk(page, `/competitions/${league.competitionId}`, lang);
      await page.getByText(`${roster} ${team.name}`).click();
      const entry = page.locator('li[data-entry]', { hasText: `#${player.number} ${player.name}` });
      await entry.locator('.form-missing').waitFor();
      expect(await entry.locator('.form-missing .badge').textContent()).toBe(missing);
      await expectLegible(page, ['.form-missing .badge']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      await screenshot(page, `desk-registration${lang ? '-fr' : ''}-${width}`);

      await entry.getByRole('button', { name: button(player.number, player.name) }).click();
      await entry.locator('.form-received').waitFor();
      expect(await entry.locator('.form-received').textContent()).toContain(received);
      // the other players still owe theirs
      expect(await page.locator('li[data-entry] .form-missing').count()).toBe(team.players.length - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // the form counts for the games that start after it was received: one to come
      const { scheduleGame } = await ok(
        url(),
        ScheduleGameDocument,
        { input: { divisionId: league.divisionId, homeTeamId: team.id, awayTeamId: league.teams[1].id, startsAt: '2099-01-10T18:00:00.000Z', stage: 'REGULAR_SEASON' } },
        ADMIN_TOKEN,
      );
      const { eligibility } = await ok(url(), PlayerEligibilityDocument, { playerId: player.id, gameId: scheduleGame.id }, ADMIN_TOKEN);
      expect(eligibility.reasons.map((r) => r.code)).not.toContain('REGISTRATION_MISSING');
    },
  );
});
