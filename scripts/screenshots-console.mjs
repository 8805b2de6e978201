#!/usr/bin/env node
/**
 * The README's pictures of the scorekeeper console: docs/images/console-390.png (a phone, 390 × 844)
 * and docs/images/console-1280.png (a laptop, 1280 × 800), taken in Debian's Chromium from the
 * console of the game `npm run demo` plays live, once that game has a goal in its log.
 *
 *   npm run build && node scripts/screenshots-console.mjs
 *
 * The demo runs on a free port over a scratch SQLite file and is stopped at the end.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root, startDemo } from './lib/demo.mjs';

const images = join(root, 'docs/images');
const demo = await startDemo({ periodMinutes: 3, until: /scorekeeper console\s+\S+\s/ });
/** The console's address, with its token, as the demo prints it. */
const consoleUrl = /scorekeeper console\s+(\S+)/.exec(demo.printed)[1];

let browser;
try {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  mkdirSync(images, { recursive: true });
  const shots = [
    { width: 1280, height: 800, file: 'console-1280.png' },
    { width: 390, height: 844, file: 'console-390.png' },
  ];
  for (const [i, shot] of shots.entries()) {
    const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, colorScheme: 'dark', deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(consoleUrl);
    await page.locator('html[data-connection="live"]').waitFor({ state: 'attached', timeout: 30_000 });
    // The first picture waits for the demo's first goal (up to three minutes); the second has it already.
    await page
      .locator('#event-log li[data-type="GOAL"]')
      .first()
      .waitFor({ state: 'attached', timeout: i === 0 ? 180_000 : 30_000 });
    await page.locator('#clock[data-running="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
    if (overflow > 0) process.stderr.write(`warning: ${shot.width} px wide, the page scrolls sideways by ${overflow} px\n`);
    await page.screenshot({ path: join(images, shot.file) });
    process.stdout.write(`wrote docs/images/${shot.file}\n`);
    await context.close();
  }
} finally {
  await browser?.close();
  await demo.stop();
}
