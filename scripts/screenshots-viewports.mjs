#!/usr/bin/env node
/**
 * Each page of Faceoff at a phone (390×844), a laptop (1280×800) and a big screen (1920×1080), in
 * docs/images/viewports/<page>-<width>.png: the front page, standings, a bracket, the arena
 * scoreboard, the coach page, the scorekeeper console and the organizer's desk.
 *
 *   npm run build && node scripts/screenshots-viewports.mjs
 *
 * Starts `npm run demo` (dist/src/cli/demo.js) on a free port and a scratch SQLite database, reads
 * the addresses and tokens it prints, and drives Debian's Chromium (/usr/bin/chromium) with
 * playwright-core. Each picture is taken once the page's data is drawn, never after a fixed wait,
 * and only if the page does not scroll sideways: a page wider than its screen stops the script
 * (exit code 1), naming the page and the size.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs/images/viewports');
const demoScript = join(root, 'dist/src/cli/demo.js');
if (!existsSync(demoScript) || !existsSync(join(root, 'dist/pages/manifest.json'))) {
  process.stderr.write('Build first: npm run build\n');
  process.exit(2);
}

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

const scratch = mkdtempSync(join(tmpdir(), 'faceoff-viewports-'));
const port = await freePort();
const demo = spawn(process.execPath, [demoScript, '--port', String(port), '--period-minutes', '20'], {
  cwd: scratch,
  env: { ...process.env, DATABASE_URL: `sqlite:${join(scratch, 'demo.db')}`, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});

/** The demo's printed pages, once it has printed them all. */
const printed = await new Promise((done, fail) => {
  let text = '';
  demo.stdout.on('data', (chunk) => {
    text += chunk;
    if (/Tokens are shown this once/.test(text)) done(text.replace(/localhost/g, '127.0.0.1'));
  });
  demo.once('exit', (code) => fail(new Error(`the demo stopped (${code}) before printing its pages`)));
});
const find = (pattern) => {
  const found = pattern.exec(printed);
  if (!found) throw new Error(`the demo did not print ${pattern}`);
  return found[1];
};
const origin = `http://127.0.0.1:${port}`;
const admin = find(/admin token for this run: (\S+?)\)/);
const pages = [
  { name: 'home', url: `${origin}/`, ready: '#live-games [data-game]' },
  { name: 'standings', url: find(/NHL rules\s+standings (\S+)/), ready: '#rows tr[data-team]' },
  { name: 'bracket', url: find(/Winter League 3 on 3\s+standings \S+\s+bracket\s+(\S+)/), ready: 'svg.bracket-svg [data-slot]' },
  { name: 'scoreboard', url: find(/live scoreboard\s+(\S+)/), ready: 'html[data-connection="live"]' },
  { name: 'coach', url: find(/coach page\s+(\S+)/), ready: '#eligibility tr[data-player]' },
  { name: 'console', url: find(/scorekeeper console\s+(\S+)/), ready: 'html[data-connection="live"]' },
  { name: 'desk', url: `${origin}/desk#token=${admin}`, ready: '#competition-title', open: async (page) => page.locator('#competitions a').first().click() },
];
const SIZES = [
  { width: 390, height: 844 },
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
        await page.locator('#competitions a').first().waitFor();
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
  demo.kill('SIGTERM');
  await new Promise((done) => (demo.exitCode !== null ? done() : demo.once('exit', done)));
  rmSync(scratch, { recursive: true, force: true });
}
if (failed) process.exit(1);
