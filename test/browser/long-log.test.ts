import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { RecordGoalDocument, RecordShotDocument, StartClockDocument, StartGameDocument, VoidEventDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, textOf } from './support/browser';
import { originOf } from './support/pages-server';

const HOME_SHOTS = 150;
const AWAY_SHOTS = 80;

/**
 * A game whose log runs past Game.log's largest page (100 entries; docs/design.md, "The typed game
 * log"): the pages read it page after page. A shot voided on the second page, a goal on the third:
 * the arena board's shots by period and its goal banner, the public game page's box score and the
 * desk's sheet count every shot and show the goal, as they did with Game.events.
 */
describeWithChromium('the pages on a log of several pages', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(suite.current().url, document, variables, ADMIN_TOKEN);
  const origin = () => originOf(suite.current());

  it('counts every shot and shows the late goal on the board, the game page and the desk', async () => {
    const league = await seedLeague(suite.current().url, { playersPerTeam: 8, firstNumber: 1 });
    const [home, away] = league.teams;
    const gameId = league.gameId;
    await post(StartGameDocument, { gameId });
    await post(StartClockDocument, { gameId });
    const seqs: number[] = [];
    for (let i = 0; i < HOME_SHOTS + AWAY_SHOTS; i += 1) {
      // Every other shot the away team's until it has its 80, then the home team's.
      const { recordShot } = await post(RecordShotDocument, { gameId, teamId: i % 2 === 1 && i < 2 * AWAY_SHOTS ? away.id : home.id });
      seqs.push(recordShot.seq);
    }
    // A home shot on the log's second page, voided: it counts nowhere.
    const voided = seqs[120];
    expect(voided).toBeGreaterThan(100);
    await post(VoidEventDocument, { gameId, seq: voided, reason: 'Recorded twice' });

    // The arena board, open before the goal: every page's shots, then the banner for the goal past the third page.
    const board = await browser.page();
    await board.setViewportSize({ width: 1920, height: 1080 });
    await board.goto(`${origin()}/scoreboard/${gameId}?shots=period&goal=120`);
    await board.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    await board.locator('#period-shots-body td[data-period="1"]').first().waitFor({ state: 'attached' });
    expect(await board.locator('#period-shots-body td').allTextContents()).toEqual([String(HOME_SHOTS - 1), String(AWAY_SHOTS)]);

    const scorer = home.players[5];
    const assist = home.players[6];
    const { recordGoal } = await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: scorer.id, assistIds: [assist.id] } });
    expect(recordGoal.seq).toBeGreaterThan(200);
    await board.locator('#goal-banner').waitFor({ state: 'visible' });
    expect(await textOf(board, '#goal-scorer')).toBe(`#${scorer.number} ${scorer.name}`);
    expect(await textOf(board, '#goal-assists')).toBe(`Assists: #${assist.number} ${assist.name}`);
    // The goal is a shot too.
    await board.locator('#period-shots-body td', { hasText: String(HOME_SHOTS) }).waitFor({ state: 'attached' });

    // The public game page: the goal and every shot in the box score.
    const page = await browser.page();
    await page.goto(`${origin()}/games/${gameId}`);
    await page.locator('#goals tbody tr').first().waitFor();
    expect(await page.locator('#goals tbody tr').count()).toBe(1);
    expect(await page.locator('#goals tbody tr td').nth(2).textContent()).toBe(`${scorer.name}${assist.name}`);
    expect((await page.locator('#shots tbody tr[data-side="home"] td').allTextContents()).at(-1)).toBe(String(HOME_SHOTS));
    expect((await page.locator('#shots tbody tr[data-side="away"] td').allTextContents()).at(-1)).toBe(String(AWAY_SHOTS));

    // The desk's sheet: the goal, and the voided shot left out of the shots.
    const desk = await browser.page();
    await desk.goto(`${origin()}/desk#/competitions/${league.competitionId}/games/${gameId}`);
    await desk.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
    await desk.getByRole('button', { name: 'Use this token' }).click();
    await desk.locator('#game-sheet').waitFor();
    expect(await desk.locator('#goals tbody tr').count()).toBe(1);
    expect(await desk.locator('#goals tbody tr').first().textContent()).toContain(`#${scorer.number} ${scorer.name}`);
    expect((await desk.locator('#shots tbody tr', { hasText: home.name }).locator('td').allTextContents()).at(-1)).toBe(String(HOME_SHOTS));
    expect((await desk.locator('#shots tbody tr', { hasText: away.name }).locator('td').allTextContents()).at(-1)).toBe(String(AWAY_SHOTS));
    expect(board.problems.concat(page.problems, desk.problems)).toEqual([]);
  }, 120_000);
});
