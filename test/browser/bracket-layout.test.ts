import type { Page } from 'playwright-core';
import { CreateBracketDocument, RecordResultDocument, type RulesetPreset, CorrectTeamDocument } from '../generated/graphql';
import { bracketField, bracketFormatFor, planBracket } from '../../src/domain/bracket';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { browserPerSuite, describeWithChromium, expectLegible, screenshot } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * The bracket page's drawing in real Chromium, for every rulebook's bracket format (bracket.ts:
 * SEMIS_AND_FINAL, QUARTERS_SEMIS_FINAL, ALL_TEAMS_TWO_GAMES with its consolation games): a line for
 * every link of the feed, cards and their headers that never overlap, a phone that never scrolls the
 * page sideways, the table beside the drawing, and a first drawing that does not wait on the socket.
 */
describeWithChromium('the bracket page’s drawing', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;

  /** A division of `teams` seeded by hand into its rulebook's bracket; the first game decided in overtime on paper where the stage allows it. */
  async function bracketOf(preset: RulesetPreset, teams: number): Promise<{ divisionId: string; teamIds: string[]; slots: Array<{ key: string; game: { id: string } | null }> }> {
    const league = await seedLeague(url(), { preset, teams, playersPerTeam: 0 });
    const teamIds = league.teams.map((t) => t.id);
    const { createBracket } = await ok(url(), CreateBracketDocument, { input: { divisionId: league.divisionId, seeding: teamIds, firstRoundAt: '2031-03-01T18:00:00.000Z' } }, ADMIN_TOKEN);
    const first = createBracket.slots.find((s) => s.game);
    if (first?.game) {
      try {
        await ok(url(), RecordResultDocument, { input: { gameId: first.game.id, homeScore: 3, awayScore: 2, decision: 'OVERTIME' } }, ADMIN_TOKEN);
      } catch {
        await ok(url(), RecordResultDocument, { input: { gameId: first.game.id, homeScore: 3, awayScore: 2, decision: 'REGULATION' } }, ADMIN_TOKEN);
      }
    }
    return { divisionId: league.divisionId, teamIds, slots: createBracket.slots };
  }

  /** Every pair of card headers, round names and cards whose boxes intersect, and every card text that runs past its card. */
  const collisions = (page: Page) =>
    page.evaluate(() => {
      const named = (e: Element) => `${e.closest('[data-slot]')?.getAttribute('data-slot') ?? '-'} ${e.getAttribute('class')} "${e.textContent}"`;
      const texts = [...document.querySelectorAll('svg.bracket-svg .slot-label, svg.bracket-svg .slot-state, svg.bracket-svg .round-label, svg.bracket-svg .lane-label')].map((e) => ({
        name: named(e),
        r: e.getBoundingClientRect(),
      }));
      const cards = [...document.querySelectorAll('svg.bracket-svg [data-slot] > rect.box')].map((e) => ({ name: named(e.parentElement!), r: e.getBoundingClientRect() }));
      const meet = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      const found: string[] = [];
      for (const list of [texts, cards]) {
        for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) if (meet(list[i].r, list[j].r)) found.push(`${list[i].name} × ${list[j].name}`);
      }
      for (const slot of document.querySelectorAll('svg.bracket-svg [data-slot]')) {
        const box = slot.querySelector('rect.box')!.getBoundingClientRect();
        for (const text of slot.querySelectorAll('text')) {
          const r = text.getBoundingClientRect();
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5) found.push(`${named(text)} runs out of its card`);
        }
      }
      return found;
    });

  // Each rulebook's format with byes (3, 5, 6 teams) and without (2, 4, 8); the league format at
  // every size from 2 to 8 in the 3-on-3 rulebook, whose headers overlapped.
  const cases: Array<[RulesetPreset, number]> = [
    ['COLE_HARBOUR_CLASSIC', 3],
    ['COLE_HARBOUR_CLASSIC', 4],
    ['BHI_5ON5', 6],
    ['BHI_5ON5', 8],
    ['WINTER_LEAGUE_5ON5', 4],
    ['WINTER_LEAGUE_3ON3', 2],
    ['WINTER_LEAGUE_3ON3', 3],
    ['WINTER_LEAGUE_3ON3', 4],
    ['WINTER_LEAGUE_3ON3', 6],
    ['WINTER_LEAGUE_3ON3', 8],
    ['IIHF', 5],
    ['NHL', 4],
  ];

  it('draws every rulebook’s format with a line per feed link, rounds named, no two headers or cards overlapping, and the list beside it', async () => {
    const page = await browser.page();
    for (const [preset, teams] of cases) {
      const { divisionId } = await bracketOf(preset, teams);
      const { format } = bracketFormatFor(preset);
      const plan = planBracket(format, bracketField(format, teams));
      await page.goto(`${originOf(suite.current())}/divisions/${divisionId}/bracket`);
      await page.locator('svg.bracket-svg').waitFor({ state: 'visible' });
      const at = `${preset} with ${teams} teams`;

      // One line per link of the feed: from the game whose winner or loser goes on, to the side it fills.
      const expected = plan.flatMap((slot) =>
        (['home', 'away'] as const).flatMap((side) => {
          const source = slot[side];
          return 'winnerOf' in source ? [`${source.winnerOf} winner → ${slot.key} ${side}`] : 'loserOf' in source ? [`${source.loserOf} loser → ${slot.key} ${side}`] : [];
        }),
      );
      const drawn = await page
        .locator('svg.bracket-svg path.connector')
        .evaluateAll((paths) => paths.map((p) => `${p.getAttribute('data-from')} ${p.getAttribute('data-kind')} → ${p.getAttribute('data-to')} ${p.getAttribute('data-side')}`));
      expect({ at, lines: drawn.sort() }).toEqual({ at, lines: expected.sort() });
      if (plan.some((s) => 'loserOf' in s.home || 'loserOf' in s.away)) {
        expect(await page.locator('svg.bracket-svg path.connector.loser').evaluateAll((paths) => paths.every((p) => getComputedStyle(p).strokeDasharray !== 'none'))).toBe(true);
      }

      // Rounds named; nothing overlaps, nothing runs out of its card.
      expect(await page.locator('svg.bracket-svg .round-label').count()).toBeGreaterThanOrEqual(new Set(plan.map((s) => s.round)).size);
      expect({ at, collisions: await collisions(page) }).toEqual({ at, collisions: [] });

      // The table: every game, its teams, and where its winner and loser go, in words.
      const list = page.locator('#bracket-list');
      await list.locator('summary').click();
      expect({ at, rows: await list.locator('tbody tr').count() }).toEqual({ at, rows: plan.length });
      const final = plan.find((s) => s.key === 'F')!;
      expect(await textIn(list, `tr[data-slot="${final.key}"] .winner-to`)).toBe('Champion');
      const feeder = 'winnerOf' in final.home ? final.home.winnerOf : null;
      if (feeder) expect(await textIn(list, `tr[data-slot="${feeder}"] .winner-to`)).toContain('Final');
      if (preset === 'WINTER_LEAGUE_3ON3' && teams === 8) {
        await expectLegible(page, ['svg.bracket-svg .round-label', 'svg.bracket-svg .slot-label', '#bracket-list td']);
        await screenshot(page, 'bracket-league-8');
      }
    }
    expect(page.problems).toEqual([]);
  }, 90_000);

  it('keeps a winner’s name, its check mark and its score apart, whatever the name’s length', async () => {
    // Names as long as a real team's: the winner's ✓ was drawn over the end of "Cole Harbour Hawks".
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', teams: 4, playersPerTeam: 0 });
    const names = ['Cole Harbour Hawks', 'Dartmouth Destroyers', 'Bedford Blues', 'Lower Sackville Storm Hockey Club'];
    for (const [i, team] of league.teams.entries()) await ok(url(), CorrectTeamDocument, { id: team.id, input: { name: names[i] } }, ADMIN_TOKEN);
    const { createBracket } = await ok(
      url(),
      CreateBracketDocument,
      { input: { divisionId: league.divisionId, seeding: league.teams.map((t) => t.id), firstRoundAt: '2031-03-01T18:00:00.000Z' } },
      ADMIN_TOKEN,
    );
    for (const slot of createBracket.slots.filter((s) => s.game)) {
      await ok(url(), RecordResultDocument, { input: { gameId: slot.game!.id, homeScore: 2, awayScore: 1, decision: 'REGULATION' } }, ADMIN_TOKEN);
    }
    const page = await browser.page();
    await page.goto(`${originOf(suite.current())}/divisions/${league.divisionId}/bracket`);
    await page.locator('svg.bracket-svg [data-slot] .side.winner .won-mark').nth(1).waitFor({ state: 'attached' });
    const touching = await page.evaluate(() =>
      [...document.querySelectorAll('svg.bracket-svg [data-slot] .side')].flatMap((side) => {
        const texts = [...side.querySelectorAll('text')].map((t) => ({ name: `${t.getAttribute('class')} "${t.textContent}"`, r: t.getBoundingClientRect() }));
        const found: string[] = [];
        for (let i = 0; i < texts.length; i++) {
          for (let j = i + 1; j < texts.length; j++) {
            const [a, b] = [texts[i].r, texts[j].r];
            if (a.left < b.right && b.left < a.right) found.push(`${texts[i].name} × ${texts[j].name}`);
          }
        }
        return found;
      }),
    );
    expect(touching).toEqual([]);
    expect(await collisions(page)).toEqual([]);
    // A name too long for its card gives way to the team's short name (the scoreboards'), the whole name its tooltip.
    const winner = page.locator('svg.bracket-svg g[data-slot="SF1"] .side.winner .team-name');
    expect(await winner.evaluate((t) => [t.childNodes[0].textContent, t.querySelector('title')?.textContent])).toEqual(['Hawks', 'Cole Harbour Hawks']);
    const loser = page.locator('svg.bracket-svg g[data-slot="SF1"] .side:not(.winner) .team-name');
    expect(await loser.evaluate((t) => [t.childNodes[0].textContent, t.querySelector('title')?.textContent])).toEqual(['Storm', 'Lower Sackville Storm Hockey Club']);
  });

  it('fits a phone: at 390 px the page never scrolls sideways, the drawing scrolls inside #bracket-scroll, and says so', async () => {
    const { divisionId } = await bracketOf('WINTER_LEAGUE_3ON3', 8);
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${originOf(suite.current())}/divisions/${divisionId}/bracket`);
    await page.locator('svg.bracket-svg').waitFor({ state: 'visible' });
    const layout = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      // Everything that reaches past the screen's right edge and is not inside the drawing's scroll box.
      outside: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5 && !e.closest('#bracket-scroll, .table-scroll'))
        .map((e) => `${e.tagName}#${e.id}.${e.getAttribute('class')}`),
    }));
    expect(layout).toEqual({ page: 390, viewport: 390, outside: [] });
    const scroller = page.locator('#bracket-scroll');
    expect(await scroller.evaluate((e) => getComputedStyle(e).overflowX)).toBe('auto');
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    expect(await page.getByRole('region', { name: 'Bracket drawing (scrolls sideways)' }).count()).toBe(1);
    await page.locator('#scroll-hint').waitFor({ state: 'visible' });
    // The last round is reachable: scrolled to the end, the rightmost card is wholly on screen.
    await scroller.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    const last = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll('svg.bracket-svg rect.box')].map((r) => r.getBoundingClientRect());
      const right = Math.max(...boxes.map((b) => b.right));
      return { left: Math.min(...boxes.filter((b) => b.right === right).map((b) => b.left)), right };
    });
    expect(last.right).toBeLessThanOrEqual(390);
    expect(last.left).toBeGreaterThanOrEqual(0);
    await scroller.evaluate((e) => e.scrollTo({ left: 0 }));
    await screenshot(page, 'bracket-390');
    expect(page.problems).toEqual([]);
  });

  it('draws the bracket without waiting on the socket (an NHL bracket, loaded five times with the socket held)', async () => {
    const { divisionId } = await bracketOf('NHL', 4);
    for (let attempt = 0; attempt < 5; attempt++) {
      const page = await browser.page();
      // The socket opens but the server never answers it: only what comes over HTTP can be shown.
      await page.routeWebSocket(/\/graphql$/, () => undefined);
      await page.goto(`${originOf(suite.current())}/divisions/${divisionId}/bracket`);
      await page.locator('svg.bracket-svg [data-slot="F"]').waitFor({ state: 'visible', timeout: 5_000 });
      expect(await page.locator('#loading').count()).toBe(0);
      expect(await page.locator('html').getAttribute('data-connection')).toBe('connecting');
      await page.close();
    }
  });
});

async function textIn(scope: ReturnType<Page['locator']>, selector: string): Promise<string> {
  return ((await scope.locator(selector).first().textContent()) ?? '').trim();
}
