import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { Page } from 'playwright-core';
import { CorrectedReadsDocument, CreateApiTokenDocument, CreateBracketDocument, ScheduleGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectLegible, expectNoOverflow, screenshot, textOf, waitForText } from './support/browser';
import { playToFinal } from './support/games';
import { originOf } from './support/pages-server';

/** Every seeded player's birth date (test/support/seed.ts): private, never on the public team page. */
const BIRTH_DATE = '1990-05-17';

/** A team's roster asking for each player's birth date, as anyone may send it. */
const ROSTER_BIRTH_DATES = parse('query RosterBirthDates($id: ID!) { team(id: $id) { roster { player { birthDate } } } }') as TypedDocumentNode<
  { team: { roster: Array<{ player: { birthDate: string | null } }> } },
  { id: string }
>;

/**
 * A team's public page (/teams/:id) in real Chromium: its roster with numbers and positions and no
 * birth date (not on the page, not in any answer it was sent), its schedule and results going final
 * without a reload, its players' statistics, its calendar feed; reached from the standings and the
 * bracket; an old coach link (/teams/:id#token=…) landing on the coach page signed in; at 390, 1024,
 * 1280 and 1920 px; in English and in French.
 */
describeWithChromium('the team page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const origin = () => originOf(suite.current());
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  /** Every answer to the page's GraphQL requests and WebSocket messages, as text. */
  function recordAnswers(page: Page): string[] {
    const answers: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/graphql') void response.text().then((text) => answers.push(text));
    });
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => answers.push(String(payload))));
    return answers;
  }

  it('shows the roster without birth dates, the schedule going final without a reload, the statistics and a working calendar link', async () => {
    const league = await seedLeague(url(), { teams: 3, playersPerTeam: 8, firstNumber: 1, timeZone: 'America/Halifax' });
    const [a, b] = league.teams;
    const { scheduleGame: next } = await post(ScheduleGameDocument, {
      input: { divisionId: league.divisionId, homeTeamId: league.teams[2].id, awayTeamId: a.id, startsAt: '2030-01-10T23:30:00.000Z', stage: 'ROUND_ROBIN' },
    });
    // The birth date is on record: an ADMIN reads it; asked for without a token, the API answers null.
    const ids = { competitionId: league.competitionId, divisionId: league.divisionId, teamId: a.id, playerId: a.players[1].id };
    expect((await post(CorrectedReadsDocument, ids)).player?.birthDate).toBe(BIRTH_DATE);
    const anonymous = await ok(url(), ROSTER_BIRTH_DATES, { id: a.id });
    expect(anonymous.team.roster.map((entry) => entry.player.birthDate)).toEqual(a.players.map(() => null));

    const page = await browser.page();
    const answers = recordAnswers(page);
    await page.goto(`${origin()}/teams/${a.id}`);
    await page.getByRole('heading', { level: 1, name: a.name }).waitFor();

    const roster = await page.locator('#roster tbody tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
    expect(roster).toEqual(a.players.map((p, i) => [String(p.number), p.name, i === 0 ? 'Goalie' : 'Skater']));
    expect(await page.locator('#roster th[scope="col"]').allTextContents()).toEqual(['#', 'Player', 'Position']);

    // Two games: the seeded one on 5 December (14:00 in Halifax), the next in 2030.
    expect(await page.locator('#schedule section.day').evaluateAll((days) => days.map((d) => [d.getAttribute('data-day'), d.querySelector('h3')?.textContent]))).toEqual([
      ['2026-12-05', 'Saturday, December 5, 2026'],
      ['2030-01-10', 'Thursday, January 10, 2030'],
    ]);
    expect(await page.locator('#schedule li.game').evaluateAll((items) => items.map((li) => li.getAttribute('data-game')))).toEqual([league.gameId, next.id]);
    expect(await textOf(page, `li[data-game="${league.gameId}"] .state`)).toBe('Upcoming');
    expect(await page.locator(`li[data-game="${league.gameId}"] a.matchup`).getAttribute('href')).toBe(`/games/${league.gameId}`);
    expect(await textOf(page, '#no-stats')).toBe('No statistics until a game is final.');

    // Won 2–1 live: the result and the scorers' numbers come without a reload.
    await playToFinal(url(), league.gameId, [
      { teamId: a.id, scorerId: a.players[2].id },
      { teamId: b.id, scorerId: b.players[2].id },
      { teamId: a.id, scorerId: a.players[2].id },
    ]);
    await waitForText(page, `li[data-game="${league.gameId}"] .state`, 'Final');
    await page.locator(`#skaters-scroll tr[data-player="${a.players[2].id}"]`).waitFor();
    const line = await page.locator(`#skaters-scroll tr[data-player="${a.players[2].id}"]`).evaluate((r) => [...r.children].map((c) => c.textContent));
    // Player, GP, G, A, PTS, PIM.
    expect(line).toEqual([a.players[2].name, '1', '2', '0', '2', '0']);
    expect(await page.locator(`#goalies-scroll tr[data-player="${a.players[0].id}"] td`).first().textContent()).toBe('1');
    expect((await textOf(page, `li[data-game="${league.gameId}"] .matchup`)).replace(/\s+/g, ' ')).toBe(`${a.name} 2 v ${b.name} 1`);

    // No birth date anywhere: not on the page, not in an answer it was sent (nor asked for).
    expect(await page.locator('body').innerText()).not.toContain('1990');
    expect(answers.length).toBeGreaterThan(2);
    expect(answers.filter((text) => text.includes(BIRTH_DATE) || text.includes('birthDate'))).toEqual([]);

    // The calendar link works: the team's games as iCalendar.
    const href = await page.getByRole('link', { name: 'Calendar feed (iCal)' }).getAttribute('href');
    expect(href).toBe(`/teams/${a.id}/calendar.ics`);
    const feed = await page.request.get(`${origin()}${href}`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`UID:${league.gameId}@faceoff`);

    await expectLegible(page, ['#title', '#roster td', '#roster th[scope="row"]', 'li.game .state', '#skaters-scroll td']);
    await expectNoAxeViolations(page);
    await screenshot(page, 'team');
    expect(page.problems).toEqual([]);
  }, 60_000);

  it.each([
    [390, 844],
    [1024, 768],
    [1280, 800],
    [1920, 1080],
  ])('fits %i px wide: nothing overflows the page, the roster and statistics scroll in their own boxes', async (width, height) => {
    const league = await seedLeague(url(), { teams: 2, playersPerTeam: 8, firstNumber: 1 });
    const [a, b] = league.teams;
    await playToFinal(url(), league.gameId, [{ teamId: a.id, scorerId: a.players[3].id }]);
    const page = await browser.page();
    await page.setViewportSize({ width, height });
    await page.goto(`${origin()}/teams/${b.id}`);
    await page.locator('#goalies-scroll tbody tr').waitFor();
    await expectNoOverflow(page);
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5 && !e.closest('.table-scroll')).map((e) => e.tagName),
    );
    expect(outside).toEqual([]);
    await screenshot(page, `team-${width}`);
    expect(page.problems).toEqual([]);
  });

  it('is reached from the standings and from the bracket', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_3ON3', teams: 4, playersPerTeam: 0 });
    const [first, , third] = league.teams;
    const page = await browser.page();
    await page.goto(`${origin()}/divisions/${league.divisionId}/standings`);
    await page.getByRole('link', { name: first.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/teams/${first.id}`);

    await post(CreateBracketDocument, { input: { divisionId: league.divisionId, seeding: league.teams.map((t) => t.id), firstRoundAt: '2031-03-01T18:00:00.000Z' } });
    await page.goto(`${origin()}/divisions/${league.divisionId}/bracket`);
    await page.locator('#bracket-teams').getByRole('link', { name: third.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: third.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/teams/${third.id}`);
    // And from there, every game of the competition, narrowed to the team.
    await page.getByRole('link', { name: 'Every game of the competition' }).click();
    await page.locator('#team-filter').waitFor();
    expect(await page.locator('#team-filter').inputValue()).toBe(third.id);
    expect(page.problems).toEqual([]);
  });

  it('forwards an old coach link, /teams/<id>#token=…, to the coach page signed in', async () => {
    const league = await seedLeague(url(), { teams: 2, playersPerTeam: 2 });
    const team = league.teams[0];
    const coach = (await post(CreateApiTokenDocument, { input: { name: 'Hawks coach', role: 'COACH', scopes: [`team:${team.id}`] } })).createApiToken.token;
    const page = await browser.page();
    await page.goto(`${origin()}/teams/${team.id}?lang=en#token=${coach}`);
    await page.locator('#eligibility tr[data-player]').first().waitFor();
    const address = new URL(page.url());
    // The coach page took the token out of the address, kept for the tab.
    expect([address.pathname, address.search, address.hash]).toEqual([`/teams/${team.id}/coach`, '?lang=en', '']);
    expect(await page.evaluate(() => sessionStorage.getItem('faceoff.token.coach'))).toBe(coach);

    // Without a token the address is the team's public page, which links to the coach page.
    await page.goto(`${origin()}/teams/${team.id}`);
    await page.getByRole('heading', { level: 2, name: 'Roster' }).waitFor();
    expect(await page.getByRole('link', { name: 'Coach page (sign in)' }).getAttribute('href')).toBe(`/teams/${team.id}/coach`);
    expect(page.problems).toEqual([]);
  });

  it('reads in French', async () => {
    const league = await seedLeague(url(), { teams: 2, playersPerTeam: 3 });
    const team = league.teams[0];
    const page = await browser.page();
    await page.goto(`${origin()}/teams/${team.id}?lang=fr`);
    await page.getByRole('heading', { level: 2, name: 'Alignement' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.locator('#roster th[scope="col"]').allTextContents()).toEqual(['No', 'Joueur', 'Poste']);
    expect(await page.locator('#roster tbody tr td:last-child').allTextContents()).toEqual(['Gardien', 'Joueur', 'Joueur']);
    expect(await textOf(page, '#schedule-title')).toBe('Calendrier et résultats');
    expect(await textOf(page, `li[data-game="${league.gameId}"] .state`)).toBe('À venir');
    expect(await textOf(page, '#schedule h3')).toBe('samedi 5 décembre 2026');
    expect(await page.getByRole('link', { name: 'Calendrier à suivre (iCal)' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(page.problems).toEqual([]);
  });

  it('says so when the team does not exist', async () => {
    const page = await browser.page();
    await page.goto(`${origin()}/teams/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('alert').filter({ hasText: 'No such team' }).waitFor();
    expect(page.problems).toEqual([]);
  });
});
