import { EndGameDocument, EndPeriodDocument, RescheduleGameDocument, StartClockDocument, StartGameDocument, type RulesetPreset } from '../generated/graphql';
import { RinkVenueDocument } from '../../src/pages/generated/graphql';
import { RULESETS } from '../../src/domain/rulesets';
import { gql, ok } from '../support/client';
import { EARLY_START, SEEDED_LATER, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, expectLegible, screenshot, textOf, waitForText } from './support/browser';
import { gameAt } from './scoreboard-support';

/**
 * A rink's screen (/venues/:venue): it follows the game being played at the venue, and when that
 * one ends moves to the venue's next game, saying when it starts. Driven through the API.
 */
describeWithChromium('the rink page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const PRESET: RulesetPreset = 'COLE_HARBOUR_CLASSIC';

  /** Four teams of one division and a venue of this test's own. */
  async function rink(url: string) {
    // The seeded game out of the way of the games scheduled around now below, whatever the time of day.
    const league = await seedLeague(url, { preset: PRESET, teams: 4, playersPerTeam: 7, startsAt: SEEDED_LATER });
    return { league, venue: `Cole Harbour Place, Rink ${league.divisionId.slice(0, 8)} & Co` };
  }

  const playOut = async (url: string, gameId: string) => {
    for (let period = 0; period < RULESETS[PRESET].regulationPeriods; period += 1) {
      await ok(url, StartClockDocument, { gameId }, ADMIN_TOKEN);
      await ok(url, EndPeriodDocument, { gameId }, ADMIN_TOKEN);
    }
    await ok(url, EndGameDocument, { gameId }, ADMIN_TOKEN);
  };

  it('venue(name) gives the game there now and the next one; null for a venue without games; a bounded name', async () => {
    const url = suite.current().url;
    const { league, venue } = await rink(url);
    const [a, b, c, d] = league.teams;
    const first = await gameAt(url, { divisionId: league.divisionId, home: a, away: b, venue, minutesFromNow: -10 });
    const second = await gameAt(url, { divisionId: league.divisionId, home: c, away: d, venue, minutesFromNow: 50 });
    // Public: no token.
    expect((await ok(url, RinkVenueDocument, { name: venue })).venue).toMatchObject({ name: venue, current: null, next: { id: first } });
    await ok(url, StartGameDocument, { gameId: first }, ADMIN_TOKEN);
    expect((await ok(url, RinkVenueDocument, { name: ` ${venue} ` })).venue).toMatchObject({ current: { id: first, status: 'IN_PROGRESS' }, next: { id: second } });
    expect((await ok(url, RinkVenueDocument, { name: `${venue} (closed)` })).venue).toBeNull();
    const tooLong = await gql(url, RinkVenueDocument, { name: 'R'.repeat(121) });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(tooLong.data?.venue ?? null).toBeNull();
  });

  it('follows the game at the venue and moves to the next one when it ends, saying when it starts', async () => {
    const url = suite.current().url;
    const { league, venue } = await rink(url);
    const [a, b, c, d] = league.teams;
    const first = await gameAt(url, { divisionId: league.divisionId, home: a, away: b, venue, minutesFromNow: -90 });
    // ten minutes away: once the first ends, it starts early by agreement (Cole Harbour 000:65, G61)
    const second = await gameAt(url, { divisionId: league.divisionId, home: c, away: d, venue, minutesFromNow: 10 });
    await ok(url, StartGameDocument, { gameId: first }, ADMIN_TOKEN);

    const page = await browser.page();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${url.replace(/\/graphql$/, '')}/venues/${encodeURIComponent(venue)}?hold=0`);
    await page.locator(`html[data-game-id="${first}"][data-status="IN_PROGRESS"]`).waitFor({ state: 'attached' });
    // The full name in the title: the board prints the short one when the name does not fit.
    await page.locator(`#home-name[title="${a.name}"]`).waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('data-venue')).toBe(venue);
    expect(await page.locator('#note').isVisible()).toBe(false);
    expect(await page.locator('header.site').isVisible()).toBe(false);

    await playOut(url, first);
    // The final, then at once (hold=0) the venue's next game, with its start time.
    await page.locator(`html[data-game-id="${second}"][data-status="SCHEDULED"]`).waitFor({ state: 'attached', timeout: 10_000 });
    await page.locator(`#home-name[title="${c.name}"]`).waitFor({ state: 'attached' });
    await page.locator(`#away-name[title="${d.name}"]`).waitFor({ state: 'attached' });
    expect(await textOf(page, '#note')).toMatch(new RegExp(`^Next: ${c.name} v ${d.name} at \\d\\d:\\d\\d$`));
    expect(await textOf(page, '#home-score')).toBe('0');
    await expectLegible(page, ['#note', '#home-name', '#status']);
    await screenshot(page, 'rink');

    // The next game starts: the screen is live on it, the note gone.
    await ok(url, StartGameDocument, { gameId: second, earlyStartAgreement: EARLY_START }, ADMIN_TOKEN);
    await page.locator(`html[data-game-id="${second}"][data-status="IN_PROGRESS"]`).waitFor({ state: 'attached' });
    expect(page.problems).toEqual([]);
  });

  it('picks up at once a game moved to the venue before the one it shows', async () => {
    const url = suite.current().url;
    const { league, venue } = await rink(url);
    const [a, b, c, d] = league.teams;
    const later = await gameAt(url, { divisionId: league.divisionId, home: a, away: b, venue, minutesFromNow: 200 });
    const elsewhere = await gameAt(url, { divisionId: league.divisionId, home: c, away: d, venue: `${venue} (2)`, minutesFromNow: 300 });
    const page = await browser.page();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${url.replace(/\/graphql$/, '')}/venues/${encodeURIComponent(venue)}`);
    await page.locator(`html[data-game-id="${later}"][data-status="SCHEDULED"]`).waitFor({ state: 'attached' });

    // Moved here, ten minutes from now: it is the venue's next game now.
    await ok(url, RescheduleGameDocument, { gameId: elsewhere, startsAt: new Date(Date.now() + 10 * 60_000).toISOString(), venue }, ADMIN_TOKEN);
    await page.locator(`html[data-game-id="${elsewhere}"][data-status="SCHEDULED"]`).waitFor({ state: 'attached' });
    expect(await textOf(page, '#note')).toMatch(new RegExp(`^Next: ${c.name} v ${d.name} at \\d\\d:\\d\\d$`));
    expect(page.problems).toEqual([]);
  });

  it('says so when no game was ever scheduled at the venue', async () => {
    const page = await browser.page();
    await page.goto(`${suite.current().url.replace(/\/graphql$/, '')}/venues/${encodeURIComponent('Nowhere Arena')}`);
    await waitForText(page, 'h1', 'No games at this venue');
    expect(page.problems).toEqual([]);
  });

  it('shows the first game scheduled at a venue that had none, without a reload', async () => {
    const url = suite.current().url;
    const { league, venue } = await rink(url);
    const [a, b] = league.teams;
    const page = await browser.page();
    await page.goto(`${url.replace(/\/graphql$/, '')}/venues/${encodeURIComponent(venue)}`);
    await waitForText(page, 'h1', 'No games at this venue');
    const gameId = await gameAt(url, { divisionId: league.divisionId, home: a, away: b, venue, minutesFromNow: 30 });
    await page.locator(`html[data-game-id="${gameId}"][data-status="SCHEDULED"]`).waitFor({ state: 'attached' });
    await page.locator(`#home-name[title="${a.name}"]`).waitFor({ state: 'attached' });
    expect(page.problems).toEqual([]);
  });
});
