#!/usr/bin/env node
/**
 * The scoreboard's screenshots in docs/images: the arena board at 1280×720, 1920×1080 and
 * 3840×2160, the stream overlay and a rink's screen at 1920×1080, all of one game in progress
 * (a long team name, a power play, penalties with their numbers).
 *
 *   npm run build && node scripts/screenshots-scoreboard.mjs
 *
 * Starts Faceoff on a scratch SQLite database on a free port, seeds the game through the API and
 * drives Debian's Chromium (/usr/bin/chromium) with playwright-core.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const { loadConfig } = await import(join(root, 'dist/src/config.js'));
const { startServer } = await import(join(root, 'dist/src/server/app.js'));

const ADMIN_TOKEN = 'screenshots-admin-token-0123456789';
const VENUE = 'Cole Harbour Place, Rink 1';
const scratch = mkdtempSync(join(tmpdir(), 'faceoff-shots-'));
const server = await startServer(loadConfig({ PORT: '0', NODE_ENV: 'test', DATABASE_URL: `sqlite:${join(scratch, 'shots.db')}`, ADMIN_TOKEN, LOG_LEVEL: 'warn' }), { host: '127.0.0.1' });
const origin = server.url.replace(/\/graphql$/, '');

async function gql(query, variables = {}) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

const FIRST = ['Sam', 'Alex', 'Jordan', 'Casey', 'Riley', 'Morgan', 'Taylor', 'Jamie', 'Drew', 'Quinn'];
const LAST = ['MacKinnon', 'Boutilier', 'Marchand', 'LeBlanc', 'Fraser', 'MacDonald', 'Cormier', 'Doucette', 'Langille', 'Gillis'];

async function team(divisionId, name, shortName, offset) {
  const { createTeam } = await gql('mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }', { input: { divisionId, name, shortName } });
  const players = [];
  for (let p = 0; p < 8; p += 1) {
    const { createPlayer } = await gql('mutation($input: CreatePlayerInput!) { createPlayer(input: $input) { id } }', {
      input: { name: `${FIRST[(p + offset) % FIRST.length]} ${LAST[(p * 3 + offset) % LAST.length]}`, birthDate: '1990-05-17' },
    });
    const number = [1, 4, 7, 12, 17, 22, 27, 91][p];
    await gql('mutation($input: AddToRosterInput!) { addToRoster(input: $input) { id } }', {
      input: { teamId: createTeam.id, playerId: createPlayer.id, number, position: p === 0 ? 'GOALIE' : 'SKATER', waiverSigned: true },
    });
    players.push(createPlayer.id);
  }
  return { id: createTeam.id, players };
}

try {
  const { createCompetition } = await gql('mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }', {
    input: { name: 'Cole Harbour Classic', kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC', timeZone: 'America/Halifax' },
  });
  const { createDivision } = await gql('mutation($input: CreateDivisionInput!) { createDivision(input: $input) { id } }', { input: { competitionId: createCompetition.id, name: 'Open A' } });
  const home = await team(createDivision.id, 'Dartmouth Destroyers of the North Shore', 'Destroyers', 0);
  const away = await team(createDivision.id, 'Cole Harbour Hawks', null, 3);
  const third = await team(createDivision.id, 'Bedford Blues', null, 5);
  const fourth = await team(createDivision.id, 'Sackville Storm', null, 7);
  const now = Date.now();
  const schedule = (homeTeamId, awayTeamId, startsAt) =>
    gql('mutation($input: ScheduleGameInput!) { scheduleGame(input: $input) { id } }', {
      input: { divisionId: createDivision.id, homeTeamId, awayTeamId, startsAt: new Date(startsAt).toISOString(), stage: 'ROUND_ROBIN', venue: VENUE },
    });
  const { scheduleGame: live } = await schedule(home.id, away.id, now - 20 * 60_000);
  await schedule(third.id, fourth.id, now + 90 * 60_000);
  const gameId = live.id;
  const event = (field, args = '') => gql(`mutation($gameId: ID!) { ${field}(gameId: $gameId${args}) { seq } }`, { gameId });
  await event('startGame');
  await event('startClock');
  await gql('mutation($input: RecordGoalInput!) { recordGoal(input: $input) { seq } }', { input: { gameId, teamId: home.id, scorerId: home.players[3], assistIds: [home.players[4]] } });
  await gql('mutation($input: RecordGoalInput!) { recordGoal(input: $input) { seq } }', { input: { gameId, teamId: away.id, scorerId: away.players[5], assistIds: [] } });
  await gql('mutation($input: RecordGoalInput!) { recordGoal(input: $input) { seq } }', { input: { gameId, teamId: home.id, scorerId: home.players[6], assistIds: [] } });
  for (const teamId of [home.id, away.id, home.id, home.id, away.id, home.id, away.id, home.id]) {
    await gql('mutation($gameId: ID!, $teamId: ID!) { recordShot(gameId: $gameId, teamId: $teamId) { seq } }', { gameId, teamId });
  }
  await gql('mutation($gameId: ID!, $remainingMs: Int) { stopClock(gameId: $gameId, remainingMs: $remainingMs) { seq } }', { gameId, remainingMs: 12 * 60_000 + 41_000 });
  await gql('mutation($input: RecordPenaltyInput!) { recordPenalty(input: $input) { seq } }', {
    input: { gameId, teamId: away.id, playerId: away.players[3], severity: 'MINOR', infraction: 'TRIPPING' },
  });
  await gql('mutation($input: RecordPenaltyInput!) { recordPenalty(input: $input) { seq } }', {
    input: { gameId, teamId: home.id, playerId: home.players[2], severity: 'MISCONDUCT', infraction: 'UNSPORTSMANLIKE_CONDUCT' },
  });
  await event('startClock');
  await gql('mutation($gameId: ID!, $remainingMs: Int) { stopClock(gameId: $gameId, remainingMs: $remainingMs) { seq } }', { gameId, remainingMs: 11 * 60_000 + 58_000 });

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const shoot = async (path, file, width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${origin}${path}`);
    await page.locator('#away-penalties li .left').first().waitFor({ state: 'attached' });
    await page.locator('html[data-connection="live"]').waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: join(root, 'docs/images', file), omitBackground: path.includes('overlay=1') });
    await page.close();
    process.stdout.write(`docs/images/${file}\n`);
  };
  await shoot(`/scoreboard/${gameId}`, 'scoreboard-1280.png', 1280, 720);
  await shoot(`/scoreboard/${gameId}`, 'scoreboard-1920.png', 1920, 1080);
  await shoot(`/scoreboard/${gameId}`, 'scoreboard-3840.png', 3840, 2160);
  await shoot(`/scoreboard/${gameId}?overlay=1`, 'overlay-1920.png', 1920, 1080);
  await shoot(`/venues/${encodeURIComponent(VENUE)}`, 'rink-1920.png', 1920, 1080);
  await browser.close();
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
