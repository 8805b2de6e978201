import type { Page } from 'playwright-core';
import { CreateDivisionDocument, CreateTeamDocument, ScheduleGameDocument } from '../generated/graphql';
import { clashes, type Row } from '../../src/pages/desk/clashes';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { openDeskOn } from './support/pages-server';

const MIN = 60_000;

/**
 * A competition's whole schedule at the desk: every division's games by day on the competition's
 * clock, by time and rink, each linked to its game; a rink held twice at once marked (issue 30:
 * "There is no competition-wide schedule to spot it").
 */
describeWithChromium('the whole schedule on the desk', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const openDesk = (page: Page, hash: string, lang = '') => openDeskOn(suite.current(), page, hash, lang);

  it("marks two games on one rink closer than a game's length, whatever their divisions, and no others", () => {
    const game = (id: string, minutes: number, venue: string | null, status = 'SCHEDULED'): Row => ({
      id,
      startsAt: new Date(Date.parse('2026-12-12T13:00:00Z') + minutes * MIN).toISOString(),
      venue,
      status: status as Row['status'],
      home: { name: `H${id}` },
      away: { name: `A${id}` },
      division: id.startsWith('a') ? 'U13 A' : 'U13 B',
    });
    const rows = [game('a1', 0, 'Rink 1'), game('b1', 30, 'Rink 1'), game('b2', 45, 'Rink 2'), game('a2', 60, 'Rink 1'), game('b3', 0, 'Rink 1', 'CANCELLED'), game('a3', 5, null)];
    const found = clashes(rows, 40 * MIN);
    expect([...found.keys()].sort()).toEqual(['a1', 'a2', 'b1']);
    expect(found.get('a1')!.map((r) => r.id)).toEqual(['b1']);
    expect(found.get('b1')!.map((r) => r.id)).toEqual(['a1', 'a2']);
  });

  it.each([
    { lang: '', width: 1024, title: 'Schedule ·', day: /Saturday, December 5, 2026/, rink: 'Rink 2' },
    { lang: '?lang=fr', width: 1366, title: 'Horaire ·', day: /samedi 5 décembre 2026/, rink: 'Rink 2' },
  ])("$lang $width px: every division by day on the competition's clock, each game linked, none marked", async ({ lang, width, title, day, rink }) => {
    // The seeded game: 2026-12-05T18:00Z on Cole Harbour Place, Rink 1, 14:00 in Halifax.
    const league = await seedLeague(url(), { teams: 2, playersPerTeam: 0, timeZone: 'America/Halifax', divisionName: 'U13 A' });
    const { createDivision } = await ok(url(), CreateDivisionDocument, { input: { competitionId: league.competitionId, name: 'U13 B' } }, ADMIN_TOKEN);
    const team = async (name: string) => (await ok(url(), CreateTeamDocument, { input: { divisionId: createDivision.id, name } }, ADMIN_TOKEN)).createTeam.id;
    const [storm, owls] = [await team('Sackville Storm'), await team('Dartmouth Owls')];
    const schedule = (startsAt: string) =>
      ok(url(), ScheduleGameDocument, { input: { divisionId: createDivision.id, homeTeamId: storm, awayTeamId: owls, startsAt, stage: 'ROUND_ROBIN', venue: rink } }, ADMIN_TOKEN);
    const same = (await schedule('2026-12-05T18:00:00.000Z')).scheduleGame.id;
    await schedule('2026-12-06T14:30:00.000Z');

    const page = await browser.page();
    await page.setViewportSize({ width, height: 768 });
    await openDesk(page, `/competitions/${league.competitionId}/schedule`, lang);
    await page.locator('#schedule-title').waitFor();
    expect(await page.locator('#schedule-title').textContent()).toContain(title);
    const days = page.locator('section.schedule-day h2');
    expect(await days.count()).toBe(2);
    expect(await days.first().textContent()).toMatch(day);
    const first = page.locator('section.schedule-day').first().locator('tbody tr');
    expect(await first.count()).toBe(2);
    expect(await first.locator('td:first-child').allTextContents()).toEqual(['14:00', '14:00']);
    expect(await first.locator('td:nth-child(3)').allTextContents()).toEqual(['U13 A', 'U13 B']);
    expect(await page.locator('tr[data-clash="true"]').count()).toBe(0);
    expect(await page.locator(`tr[data-game="${same}"] a`).getAttribute('href')).toBe(`#/competitions/${league.competitionId}/games/${same}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
});
