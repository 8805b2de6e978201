import type { Page } from 'playwright-core';
import { CorrectTeamDocument, CreateDivisionDocument, CreateTeamDocument, RecordResultDocument, ScheduleGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague, type SeededLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectLegible, expectNoOverflow, screenshot, textOf, waitForText } from './support/browser';
import { playToFinal } from './support/games';
import { originOf } from './support/pages-server';

/**
 * A competition's schedule and results (/competitions/:id/games) in real Chromium: the games grouped
 * by day on the competition's own calendar (America/Halifax, four hours behind the browser's UTC), a
 * result decided in overtime said so, a filter by team narrowing the list and kept in the address,
 * a game going final on the open page without a reload, each game linking to its game page, at a
 * phone's, a tablet's, a laptop's and a wall screen's widths, in English and in French.
 */
describeWithChromium('the schedule and results page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const origin = () => originOf(suite.current());
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  /**
   * Three teams of an NHL-rules season in Halifax's time zone (overtime in the regular season): the seeded game (team 1 v team 2) on 5 December at 14:00
   * local, one on the same local day at 22:30 (already 6 December in UTC: 02:30), one on 6 December
   * decided in overtime on paper, and one in 2030 still to come.
   */
  async function seedDays(): Promise<{ league: SeededLeague; late: string; overtime: string; later: string }> {
    const league = await seedLeague(url(), { preset: 'NHL', stage: 'REGULAR_SEASON', teams: 3, playersPerTeam: 8, firstNumber: 1, timeZone: 'America/Halifax' });
    const [a, b, c] = league.teams;
    const schedule = async (home: string, away: string, startsAt: string) =>
      (await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home, awayTeamId: away, startsAt, stage: 'REGULAR_SEASON', venue: 'Rink 2' } })).scheduleGame.id;
    const late = await schedule(b.id, c.id, '2026-12-06T02:30:00.000Z');
    const overtime = await schedule(c.id, a.id, '2026-12-06T15:00:00.000Z');
    await post(RecordResultDocument, { input: { gameId: overtime, homeScore: 3, awayScore: 2, decision: 'OVERTIME' } });
    const later = await schedule(a.id, b.id, '2030-01-10T23:30:00.000Z');
    return { league, late, overtime, later };
  }

  const shownGames = (page: Page) => page.locator('#days li.game').evaluateAll((items) => items.map((li) => li.getAttribute('data-game')));
  const days = (page: Page) => page.locator('#days section.day').evaluateAll((sections) => sections.map((s) => [s.getAttribute('data-day'), s.querySelector('h2')?.textContent]));
  const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

  /** No two parts of a game's line cover each other. */
  async function expectNoOverlap(page: Page): Promise<void> {
    const overlaps = await page.locator('#days li.game').evaluateAll((items) =>
      items.flatMap((li) => {
        const parts = [...li.children].map((e) => ({ cls: e.className, r: e.getBoundingClientRect() })).filter(({ r }) => r.width > 0 && r.height > 0);
        const found: string[] = [];
        for (let i = 0; i < parts.length; i += 1)
          for (let j = i + 1; j < parts.length; j += 1) {
            const [p, q] = [parts[i].r, parts[j].r];
            if (p.left < q.right - 0.5 && q.left < p.right - 0.5 && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5) found.push(`${li.getAttribute('data-game')}: ${parts[i].cls} / ${parts[j].cls}`);
          }
        return found;
      }),
    );
    expect(overlaps).toEqual([]);
  }

  it('groups the games by day in the competition’s time zone, says an overtime final, and shows a game going final without a reload', async () => {
    const { league, late, overtime, later } = await seedDays();
    const [a, b] = league.teams;
    const page = await browser.page();
    await page.goto(`${origin()}/competitions/${league.competitionId}/games`);
    await page.locator(`#days li.game[data-game="${later}"]`).waitFor();

    expect(await days(page)).toEqual([
      ['2026-12-05', 'Saturday, December 5, 2026'],
      ['2026-12-06', 'Sunday, December 6, 2026'],
      ['2030-01-10', 'Thursday, January 10, 2030'],
    ]);
    expect(await shownGames(page)).toEqual([league.gameId, late, overtime, later]);
    // 02:30 UTC is 22:30 the evening before in Halifax.
    expect(spaced(await textOf(page, `li[data-game="${late}"] .when`))).toMatch(/^10:30 (PM|p\.m\.)$/);
    expect(await textOf(page, '#time-zone')).toBe('Times are local to the competition (America/Halifax).');
    expect(await textOf(page, `li[data-game="${overtime}"] .state`)).toBe('Final (OT)');
    expect(spaced(await textOf(page, `li[data-game="${overtime}"] .matchup`))).toBe(`${league.teams[2].name} 3 v ${a.name} 2`);
    expect(await textOf(page, `li[data-game="${later}"] .state`)).toBe('Upcoming');
    expect(await page.locator(`li[data-game="${later}"] .score`).count()).toBe(0);
    expect(await page.locator(`li[data-game="${later}"] a.matchup`).getAttribute('href')).toBe(`/games/${later}`);
    expect(await textOf(page, '#count')).toBe('4 games');

    // Team 1 beats team 2 live, 2–1: the open page says so when it ends.
    expect(await textOf(page, `li[data-game="${league.gameId}"] .state`)).toBe('Upcoming');
    await playToFinal(
      url(),
      league.gameId,
      [
        { teamId: a.id, scorerId: a.players[2].id },
        { teamId: b.id, scorerId: b.players[2].id },
        { teamId: a.id, scorerId: a.players[3].id },
      ],
      { preset: 'NHL' },
    );
    await waitForText(page, `li[data-game="${league.gameId}"] .state`, 'Final');
    expect(spaced(await textOf(page, `li[data-game="${league.gameId}"] .matchup`))).toBe(`${a.name} 2 v ${b.name} 1`);
    expect(await page.locator(`li[data-game="${league.gameId}"] .side.home.won`).count()).toBe(1);

    await expectLegible(page, ['#title', '#days h2', 'li.game .when', 'li.game .state', 'li.game .name', 'li.game .where']);
    await expectNoAxeViolations(page);
    await screenshot(page, 'results');
    expect(page.problems).toEqual([]);
  }, 60_000);

  it('narrows to one team from its filter, keeps it in the address, and opens a shared link narrowed', async () => {
    const { league, late, overtime } = await seedDays();
    const c = league.teams[2];
    const page = await browser.page();
    await page.goto(`${origin()}/competitions/${league.competitionId}/games?lang=en`);
    await page.locator('#days li.game').nth(3).waitFor();
    const team = page.getByLabel('Team', { exact: true });
    // One division: nothing to choose there.
    expect(await page.getByLabel('Division', { exact: true }).isDisabled()).toBe(true);
    expect(await team.isEnabled()).toBe(true);

    await team.selectOption({ label: c.name });
    await waitForText(page, '#count', '2 games');
    expect(await shownGames(page)).toEqual([late, overtime]);
    const address = new URL(page.url());
    expect([...address.searchParams]).toEqual([
      ['lang', 'en'],
      ['team', c.id],
    ]);
    // The team's own side is marked in each of its games.
    expect(await page.locator(`li.game .side.own[data-team="${c.id}"]`).count()).toBe(2);

    // The address, shared: the list opens narrowed, the filter says so.
    const shared = await browser.page();
    await shared.goto(address.toString());
    await waitForText(shared, '#count', '2 games');
    expect(await shownGames(shared)).toEqual([late, overtime]);
    expect(await shared.getByLabel('Team', { exact: true }).inputValue()).toBe(c.id);

    // Every team again: the filter leaves the address.
    await shared.getByLabel('Team', { exact: true }).selectOption({ value: '' });
    await waitForText(shared, '#count', '4 games');
    expect(new URL(shared.url()).searchParams.has('team')).toBe(false);
    expect(page.problems).toEqual([]);
    expect(shared.problems).toEqual([]);
  });

  it('narrows to one division: its games only, its teams only in the team list, kept in the address', async () => {
    const { league, late, overtime, later } = await seedDays();
    const { createDivision } = await post(CreateDivisionDocument, { input: { competitionId: league.competitionId, name: 'B' } });
    const names = ['Owls', 'Hawks'].map((n) => `${n} ${createDivision.id.slice(0, 6)}`);
    const [owls, hawks] = await Promise.all(names.map(async (name) => (await post(CreateTeamDocument, { input: { divisionId: createDivision.id, name } })).createTeam));
    const { scheduleGame: other } = await post(ScheduleGameDocument, {
      input: { divisionId: createDivision.id, homeTeamId: owls.id, awayTeamId: hawks.id, startsAt: '2026-12-05T20:00:00.000Z', stage: 'REGULAR_SEASON' },
    });
    const page = await browser.page();
    await page.goto(`${origin()}/competitions/${league.competitionId}/games`);
    await waitForText(page, '#count', '5 games');
    const division = page.getByLabel('Division', { exact: true });
    expect(await division.isEnabled()).toBe(true);
    // Every division: each team is named with its division (a division's teams by name, as the API lists them).
    expect(await page.locator('#team-filter option').allTextContents()).toEqual(['Every team', ...league.teams.map((t) => `${t.name} (A)`), `${hawks.name} (B)`, `${owls.name} (B)`]);

    await division.selectOption({ label: 'B' });
    await waitForText(page, '#count', '1 game');
    expect(await shownGames(page)).toEqual([other.id]);
    expect(new URL(page.url()).searchParams.get('division')).toBe(createDivision.id);
    expect(await page.locator('#team-filter option').allTextContents()).toEqual(['Every team', hawks.name, owls.name]);

    // Back to division A: its four games; a team of B chosen before is dropped with B.
    await page.getByLabel('Team', { exact: true }).selectOption({ label: owls.name });
    expect(new URL(page.url()).searchParams.get('team')).toBe(owls.id);
    await division.selectOption({ label: 'A' });
    await waitForText(page, '#count', '4 games');
    expect(await shownGames(page)).toEqual([league.gameId, late, overtime, later]);
    expect(new URL(page.url()).searchParams.has('team')).toBe(false);
    expect(page.problems).toEqual([]);
  });

  it.each([
    [390, 844],
    [1024, 768],
    [1280, 800],
    [1920, 1080],
  ])('fits %i px wide: nothing overflows, no part of a game covers another, with a team named in 120 characters', async (width, height) => {
    const { league } = await seedDays();
    // The longest names a division may hold: 120 characters, one of them a single word of 40.
    await post(CorrectTeamDocument, { id: league.teams[2].id, input: { name: `Dartmouth Destroyers of the Wednesday Night League ${'X'.repeat(40)} ${'Cole Harbour '.repeat(2)}`.slice(0, 120) } });
    const page = await browser.page();
    await page.setViewportSize({ width, height });
    await page.goto(`${origin()}/competitions/${league.competitionId}/games`);
    await page.locator('#days li.game').nth(3).waitFor();
    await expectNoOverflow(page);
    await expectNoOverlap(page);
    // Each game's time, teams and state stay on screen.
    const offscreen = await page.locator('#days li.game > *').evaluateAll((parts) => parts.filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5).length);
    expect(offscreen).toBe(0);
    await screenshot(page, `results-${width}`);
    expect(page.problems).toEqual([]);
  });

  it('reads in French: headings, days, times and states', async () => {
    const { league, late, overtime } = await seedDays();
    const page = await browser.page();
    await page.goto(`${origin()}/competitions/${league.competitionId}/games?lang=fr`);
    await page.locator('#days li.game').nth(3).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await textOf(page, '#title')).toMatch(/ : calendrier et résultats$/);
    expect((await days(page)).map(([, heading]) => heading)).toEqual(['samedi 5 décembre 2026', 'dimanche 6 décembre 2026', 'jeudi 10 janvier 2030']);
    expect(spaced(await textOf(page, `li[data-game="${late}"] .when`))).toBe('22 h 30');
    expect(await textOf(page, `li[data-game="${overtime}"] .state`)).toBe('Terminé (Prol.)');
    expect(await textOf(page, '#count')).toBe('4 matchs');
    expect(await page.getByLabel('Équipe', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  });

  it('says so when the competition does not exist', async () => {
    const page = await browser.page();
    await page.goto(`${origin()}/competitions/00000000-0000-4000-8000-000000000000/games`);
    await page.getByRole('alert').filter({ hasText: 'No such competition' }).waitFor();
    expect(page.problems).toEqual([]);
  });
});
