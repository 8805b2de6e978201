#!/usr/bin/env node
/**
 * Each page of Faceoff at a phone (390×844), a small laptop or tablet (1024×768), a laptop
 * (1280×800) and a big screen (1920×1080), in docs/images/viewports/<page>-<width>.png: the front
 * page, the live game's page, a competition's schedule and results, a team's page, standings, a
 * bracket, the arena scoreboard, the coach page, the scorekeeper console and the organizer's desk.
 *
 *   npm run build && node scripts/screenshots-viewports.mjs
 *
 * Starts `npm run demo` on a free port and a scratch SQLite database (scripts/lib/demo.mjs), reads
 * the addresses and tokens it prints, and drives Debian's Chromium (/usr/bin/chromium) with
 * playwright-core. Each picture is taken once the page's data is drawn, never after a fixed wait,
 * and only if the page does not scroll sideways: a page wider than its screen stops the script
 * (exit code 1), naming the page and the size.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root, startDemo } from './lib/demo.mjs';

const out = join(root, 'docs/images/viewports');
const demo = await startDemo({ periodMinutes: 20, until: /Tokens are shown this once/ });
const printed = demo.printed;
const find = (pattern) => {
  const found = pattern.exec(printed);
  if (!found) throw new Error(`the demo did not print ${pattern}`);
  return found[1];
};
const origin = demo.origin;
const admin = find(/admin token for this run: (\S+?)\)/);
const scoreboard = find(/live scoreboard\s+(\S+)/);
const coachPage = find(/coach page\s+(\S+)/);
const pages = [
  { name: 'home', url: `${origin}/`, ready: '#live-games [data-game]' },
  { name: 'game', url: scoreboard.replace('/scoreboard/', '/games/'), ready: '#clock' },
  // The live game's competition, reached as a fan does: its link on the front page.
  { name: 'results', url: `${origin}/`, ready: '#days [data-game]', open: async (page) => page.locator('.has-live a.schedule-link').first().click() },
  { name: 'team', url: coachPage.replace(/\/coach#.*$/, ''), ready: '[data-player]' },
  { name: 'standings', url: find(/NHL rules\s+standings (\S+)/), ready: '#rows tr[data-team]' },
  { name: 'bracket', url: find(/Winter League 3 on 3\s+standings \S+\s+bracket\s+(\S+)/), ready: 'svg.bracket-svg [data-slot]' },
  { name: 'scoreboard', url: scoreboard, ready: 'html[data-connection="live"]' },
  { name: 'coach', url: coachPage, ready: '#eligibility tr[data-player]' },
  { name: 'console', url: find(/scorekeeper console\s+(\S+)/), ready: 'html[data-connection="live"]' },
  { name: 'desk', url: `${origin}/desk#token=${admin}`, ready: '#competition-title', open: async (page) => page.locator('#competitions a').first().click(), before: '#competitions a' },
];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let browser;
let failed = false;
try {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  // The demo starts its live game a few seconds after printing: the pictures wait for its clock to run.
  const watch = await browser.newPage();
  await watch.goto(pages.find((p) => p.name === 'console').url);
  await watch.locator('#clock[data-running="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await watch.close();
  for (const size of SIZES) {
    for (const shot of pages) {
      const context = await browser.newContext({ viewport: size, colorScheme: 'light', locale: 'en-CA' });
      const page = await context.newPage();
      await page.goto(shot.url);
      if (shot.open) {
        await page
          .locator(shot.before ?? '.has-live a.schedule-link')
          .first()
          .waitFor();
        await shot.open(page);
      }
      await page.locator(shot.ready).first().waitFor({ state: 'attached', timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
      if (overflow > 0) {
        process.stderr.write(`${shot.name} at ${size.width}×${size.height} scrolls sideways by ${overflow} px\n`);
        failed = true;
      }
      const file = `${shot.name}-${size.width}.png`;
      await page.screenshot({ path: join(out, file) });
      process.stdout.write(`docs/images/viewports/${file}\n`);
      await context.close();
    }
  }
} finally {
  await browser?.close();
  await demo.stop();
}
if (failed) process.exit(1);
