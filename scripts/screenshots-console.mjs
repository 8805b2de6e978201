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
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(new URL('.', import.meta.url).pathname, '..');
const images = join(root, 'docs/images');
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

const scratch = mkdtempSync(join(tmpdir(), 'faceoff-screens-'));
const port = await freePort();
const demo = spawn(process.execPath, [demoScript, '--port', String(port), '--period-minutes', '3'], {
  cwd: scratch,
  env: { ...process.env, DATABASE_URL: `sqlite:${join(scratch, 'demo.db')}`, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});

/** The console's address, with its token, as the demo prints it. */
const consoleUrl = await new Promise((done, fail) => {
  let text = '';
  demo.stdout.on('data', (chunk) => {
    text += chunk;
    const found = /scorekeeper console\s+(\S+)/.exec(text);
    if (found) done(found[1].replace('localhost', '127.0.0.1'));
  });
  demo.once('exit', (code) => fail(new Error(`the demo stopped (${code}) before printing its pages`)));
});

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
    await page.locator('#event-log li[data-type="GOAL"]').first().waitFor({ state: 'attached', timeout: i === 0 ? 180_000 : 30_000 });
    await page.locator('#clock[data-running="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
    if (overflow > 0) process.stderr.write(`warning: ${shot.width} px wide, the page scrolls sideways by ${overflow} px\n`);
    await page.screenshot({ path: join(images, shot.file) });
    process.stdout.write(`wrote docs/images/${shot.file}\n`);
    await context.close();
  }
} finally {
  await browser?.close();
  demo.kill('SIGTERM');
  await new Promise((done) => (demo.exitCode !== null ? done() : demo.once('exit', done)));
  rmSync(scratch, { recursive: true, force: true });
}
