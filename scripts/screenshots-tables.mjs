#!/usr/bin/env node
// Screenshots of the bracket, standings and front pages for the README (docs/images/), taken with
// Debian's Chromium through playwright-core from a running `npm run demo`:
//
//   npm run demo            # in one terminal
//   node scripts/screenshots-tables.mjs [http://localhost:4000]
//
// The bracket shown is the 3-on-3 winter league's (consolation games and all), the standings the
// NHL rules demo's. Each page is read once its content is drawn, never after a fixed wait.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const origin = (process.argv[2] ?? 'http://localhost:4000').replace(/\/+$/, '');
const out = resolve(new URL('.', import.meta.url).pathname, '../docs/images');
mkdirSync(out, { recursive: true });

const response = await fetch(`${origin}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ competitions { id preset divisions { id } } }' }),
});
const { data } = await response.json();
const divisionOf = (preset) => data?.competitions.find((c) => c.preset === preset)?.divisions[0]?.id;
const bracketDivision = divisionOf('WINTER_LEAGUE_3ON3');
const standingsDivision = divisionOf('NHL');
if (!bracketDivision || !standingsDivision) {
  process.stderr.write(`screenshots-tables: no demo at ${origin} (run npm run demo first)\n`);
  process.exit(1);
}

const shots = [
  { file: 'bracket-390.png', path: `/divisions/${bracketDivision}/bracket?theme=light`, ready: 'svg.bracket-svg', width: 390, height: 844 },
  { file: 'bracket-1920.png', path: `/divisions/${bracketDivision}/bracket?theme=light`, ready: 'svg.bracket-svg', width: 1920, height: 1080 },
  { file: 'standings-390.png', path: `/divisions/${standingsDivision}/standings?theme=light`, ready: '#rows tr[data-team]', width: 390, height: 844 },
  { file: 'standings-1280.png', path: `/divisions/${standingsDivision}/standings?theme=light`, ready: '#rows tr[data-team]', width: 1280, height: 800 },
  { file: 'home-1920.png', path: '/?theme=light', ready: '#competitions', width: 1920, height: 1080, static: true },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
    await page.goto(`${origin}${shot.path}`);
    await page.locator(shot.ready).first().waitFor({ state: 'visible', timeout: 10_000 });
    if (!shot.static) await page.locator('html[data-connection="live"]').waitFor({ state: 'attached', timeout: 10_000 });
    await page.screenshot({ path: join(out, shot.file), fullPage: shot.width < 1920 });
    process.stdout.write(`wrote docs/images/${shot.file}\n`);
    await page.close();
  }
} finally {
  await browser.close();
}
