import { CorrectTeamDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * A correction reaches an open page (R63): a team renamed while its game is live is shown by the
 * arena scoreboard without a reload, though no game event happened — the feed sends the same seq
 * with a new revision, and the pages' connection (src/pages/lib/live.ts) hands it over as a
 * snapshot that replaces the one shown.
 */
describeWithChromium('corrections on an open page', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();

  it('an open scoreboard shows a renamed team', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
    await ok(url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url, StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/scoreboard/${league.gameId}`);
    // The board prints the full name where it fits and the team's short name where it does not
    // (at 1280×720 a seeded name gives way), the full name always in the element's title.
    const named = (name: string) => page.locator(`#home-name[title=${JSON.stringify(name)}]`).waitFor({ state: 'attached' });
    await named(league.teams[0].name);
    await page.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    const fitsBefore = Number(await page.locator('html').getAttribute('data-fitted'));

    await ok(url, CorrectTeamDocument, { id: league.teams[0].id, input: { name: 'Renamed Hawks' } }, ADMIN_TOKEN);
    await named('Renamed Hawks');
    await page.waitForFunction((before) => Number(document.documentElement.dataset.fitted) > before, fitsBefore);
    expect(['Renamed Hawks', 'Hawks']).toContain(await page.locator('#home-name').innerText());
    expect(page.problems).toEqual([]);
  });
});
