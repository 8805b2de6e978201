import type { Page } from 'playwright-core';
import { CreateBracketDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectNoOverflow, screenshot } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * The bracket as a person reads it from across a room, at 390, 1280 and 1920 px, in English and in
 * French: every card's words whole (a side waiting on a game names it short, "Winner of R1 G2", the
 * whole name its tooltip), no line through the consolation lane's caption, and a big screen's width
 * used, while a phone scrolls the drawing sideways in its box and never the page.
 */
describeWithChromium('the bracket page’s words and size', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();

  /** What is cut or crossed: a card text with an ellipsis or past its card, a line through a lane's caption. */
  const problems = (page: Page) =>
    page.evaluate(() => {
      const found: string[] = [];
      for (const slot of document.querySelectorAll('svg.bracket-svg [data-slot]')) {
        const box = slot.querySelector('rect.box')!.getBoundingClientRect();
        for (const text of slot.querySelectorAll<SVGTextElement>('text')) {
          const shown = text.childNodes[0]?.textContent ?? '';
          const r = text.getBoundingClientRect();
          if (shown.includes('…')) found.push(`${slot.getAttribute('data-slot')} "${shown}" is cut`);
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5) found.push(`${slot.getAttribute('data-slot')} "${shown}" runs out of its card`);
        }
      }
      const captions = [...document.querySelectorAll<SVGTextElement>('svg.bracket-svg .lane-label')].map((e) => ({ text: e.textContent, r: e.getBoundingClientRect() }));
      for (const path of document.querySelectorAll<SVGPathElement>('svg.bracket-svg path.connector')) {
        const matrix = path.getScreenCTM()!;
        // The lines are drawn as "M x y H x V y H x": straight stretches, each checked against each caption.
        const steps = path.getAttribute('d')!.match(/[MHV][^MHV]+/g)!;
        let [x, y] = [0, 0];
        for (const step of steps) {
          const [command, ...values] = [step[0], ...step.slice(1).trim().split(/\s+/).map(Number)];
          const from = new DOMPoint(x, y).matrixTransform(matrix);
          if (command === 'M') [x, y] = values;
          if (command === 'H') x = values[0];
          if (command === 'V') y = values[0];
          if (command === 'M') continue;
          const to = new DOMPoint(x, y).matrixTransform(matrix);
          for (const { text, r } of captions) {
            const crosses = Math.max(from.x, to.x) >= r.left && Math.min(from.x, to.x) <= r.right && Math.max(from.y, to.y) >= r.top && Math.min(from.y, to.y) <= r.bottom;
            if (crosses) found.push(`${path.getAttribute('data-from')} → ${path.getAttribute('data-to')} crosses "${text}"`);
          }
        }
      }
      return found;
    });

  it.each([
    ['en', 'Winner of R1 G1', 'Winner of Playoff round 1, game 1'],
    ['fr', 'Gagnant : R1 M1', 'Gagnant : Séries, ronde 1, match 1'],
  ])(
    'reads whole in %s at 390, 1280 and 1920 px, as wide as a big screen allows',
    async (lang, short, full) => {
      // The 3-on-3 league's eight teams: two playoff rounds with their consolation lane (the dashed lines down to it).
      const league = await seedLeague(suite.current().url, { preset: 'WINTER_LEAGUE_3ON3', teams: 8, playersPerTeam: 0 });
      await ok(suite.current().url, CreateBracketDocument, { input: { divisionId: league.divisionId, seeding: league.teams.map((t) => t.id), firstRoundAt: '2031-03-01T18:00:00.000Z' } }, ADMIN_TOKEN);
      const page = await browser.page();
      for (const width of [390, 1280, 1920]) {
        await page.setViewportSize({ width, height: 1000 });
        await page.goto(`${originOf(suite.current())}/divisions/${league.divisionId}/bracket?lang=${lang}`);
        await page.locator('svg.bracket-svg .lane-label').waitFor({ state: 'visible' });
        const at = `${lang} at ${width} px`;
        expect({ at, problems: await problems(page) }).toEqual({ at, problems: [] });
        // A side waiting on a game names it short; the whole name is its tooltip.
        const waiting = page.locator('svg.bracket-svg .team-name.pending', { hasText: short }).first();
        expect(await waiting.evaluate((e) => [e.childNodes[0].textContent, e.querySelector('title')?.textContent])).toEqual([short, full]);
        await expectNoOverflow(page);

        const size = await page.evaluate(() => {
          const drawing = document.querySelector('svg.bracket-svg')!;
          const scroller = document.getElementById('bracket-scroll')!;
          return { drawing: drawing.getBoundingClientRect().width, natural: Number(drawing.getAttribute('width')), scrolls: scroller.scrollWidth > scroller.clientWidth };
        });
        if (width === 390) {
          // A phone: the drawing at its own size, sideways in its box.
          expect({ at, drawing: size.drawing, scrolls: size.scrolls }).toEqual({ at, drawing: size.natural, scrolls: true });
        } else {
          // A laptop or a big screen: the drawing grown to most of the window's width, nothing to scroll.
          expect({ at, used: size.drawing / width > 0.8, grown: size.drawing > size.natural, scrolls: size.scrolls }).toEqual({ at, used: true, grown: true, scrolls: false });
        }
        await expectNoAxeViolations(page);
        await screenshot(page, `bracket-labels-${lang}-${width}`);
      }
      expect(page.problems).toEqual([]);
    },
    60_000,
  );
});
