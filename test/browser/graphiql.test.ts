import { StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium } from './support/browser';

/** GraphiQL at GET /graphql opens on an operation that runs as it stands: no variables, no token. */
describeWithChromium('GraphiQL’s opening operation', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();

  it('runs with Run alone and answers with the competitions, their divisions and the games being played', async () => {
    const league = await seedLeague(suite.current().url, { playersPerTeam: 8, firstNumber: 1 });
    await ok(suite.current().url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);

    const page = await browser.page();
    await page.goto(suite.current().url);
    await page.locator('.graphiql-container').waitFor({ state: 'visible', timeout: 10_000 });
    await page.locator('.graphiql-query-editor .CodeMirror-code:has-text("query Overview")').waitFor({ state: 'attached' });
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/graphql');
    await page.locator('.graphiql-execute-button').click();
    const body = (await (await answered).json()) as {
      errors?: unknown[];
      data?: { competitions: Array<{ id: string; divisions: Array<{ id: string; teams: Array<{ id: string }> }> }>; liveGames: Array<{ id: string }> };
    };
    expect(body.errors).toBeUndefined();
    const competition = body.data?.competitions.find((c) => c.id === league.competitionId);
    expect(competition?.divisions.map((d) => d.id)).toEqual([league.divisionId]);
    expect(competition?.divisions[0].teams.map((t) => t.id).sort()).toEqual(league.teams.map((t) => t.id).sort());
    expect(body.data?.liveGames.map((g) => g.id)).toEqual([league.gameId]);
    // What the reader sees: the answer's data, no error.
    await page.locator(`.result-window:has-text("${league.competitionId}")`).waitFor({ state: 'attached', timeout: 5_000 });
    expect(await page.locator('.result-window').textContent()).not.toContain('"errors"');
    expect(page.problems).toEqual([]);
  });
});
