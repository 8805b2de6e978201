import { readFileSync } from 'node:fs';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * A competition's records from the desk, without GraphQL (docs/open-data.md): each public file a
 * link that opens without a token, and the whole competition with its private data downloaded
 * with the desk's token — which a plain link could not send (the export answers 401 without it).
 */
describeWithChromium('the desk’s records and open data', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();

  it('links the public files, each opening without a token, and downloads the private document with the desk’s token', async () => {
    const league = await seedLeague(suite.current().url, { playersPerTeam: 2, timeZone: 'America/Halifax' });
    const origin = originOf(suite.current());
    const page = await browser.page();
    await page.goto(`${origin}/desk#/competitions/${league.competitionId}`);
    await page.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Use this token' }).click();
    const section = page.locator('#open-data');
    await section.getByRole('heading', { name: 'Records and open data' }).waitFor();

    const links = await section.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links.map(([label]) => label)).toEqual([
      'Schedule (CSV)',
      'Players on the rosters (CSV)',
      'Player statistics (CSV)',
      'Standings of A (CSV)',
      'Calendar of A (iCalendar, to subscribe to)',
      'The public record of the competition (JSON)',
    ]);
    const types: string[] = [];
    for (const [, href] of links) {
      const response = await fetch(`${origin}${href}`); // no token: what anyone opening the link gets
      expect([href, response.status]).toEqual([href, 200]);
      types.push(response.headers.get('content-type')!.split(';')[0]);
    }
    expect(types).toEqual(['text/csv', 'text/csv', 'text/csv', 'text/csv', 'text/calendar', 'application/json']);
    expect((await fetch(`${origin}/competitions/${league.competitionId}/export.json`)).status).toBe(401);

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download the whole competition (JSON, private)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^cup-[0-9a-f]{6}\.json$/);
    const document = JSON.parse(readFileSync(await download.path(), 'utf8')) as { format: string; players: Array<{ name: string; birthDate?: string }> };
    expect(document.format).toBe('faceoff.competition/1');
    // The private document: birth dates are in it (the public one leaves them out).
    expect(document.players.find((p) => p.name === league.teams[0].players[0].name)?.birthDate).toBe('1990-05-17');
    await section.getByRole('status').filter({ hasText: 'Downloaded:' }).waitFor();
  });
});
