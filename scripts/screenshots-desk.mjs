#!/usr/bin/env node
/**
 * The desk's screenshots in docs/images, at 1280×800: a certified game's sheet (desk-game.png), a
 * division's bracket made by hand (desk-bracket.png), the audit trail (desk-audit.png) and a
 * scorekeeper's token shown once with its QR code (desk-token-qr.png).
 *
 *   npm run build && node scripts/screenshots-desk.mjs
 *
 * Starts Faceoff on a scratch SQLite database on a free port, seeds a Cole Harbour tournament
 * through the API (four teams, a round robin, one game played, signed and certified, two
 * corrections, a bracket) and drives Debian's Chromium (/usr/bin/chromium) with playwright-core.
 * Each picture is taken once its content is drawn, never after a fixed wait.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const { loadConfig } = await import(join(root, 'dist/src/config.js'));
const { startServer } = await import(join(root, 'dist/src/server/app.js'));

const ADMIN_TOKEN = 'screenshots-admin-token-0123456789';
const scratch = mkdtempSync(join(tmpdir(), 'faceoff-desk-shots-'));
const server = await startServer(loadConfig({ PORT: '0', NODE_ENV: 'test', DATABASE_URL: `sqlite:${join(scratch, 'shots.db')}`, ADMIN_TOKEN, LOG_LEVEL: 'warn' }), { host: '127.0.0.1' });
const origin = server.url.replace(/\/graphql$/, '');

async function gql(query, variables = {}, token = ADMIN_TOKEN) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

const FIRST = ['Sam', 'Alex', 'Jordan', 'Casey', 'Riley', 'Morgan', 'Taylor', 'Jamie', 'Drew', 'Quinn'];
const LAST = ['MacKinnon', 'Boutilier', 'Marchand', 'LeBlanc', 'Fraser', 'MacDonald', 'Cormier', 'Doucette', 'Langille', 'Gillis'];

async function team(divisionId, name, offset) {
  const { createTeam } = await gql('mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }', { input: { divisionId, name } });
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
  return { id: createTeam.id, name, players };
}

try {
  const { createApiToken: office } = await gql('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }', { input: { name: 'Tournament office', role: 'ADMIN' } });
  const desk = office.token;
  const { createCompetition } = await gql('mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }', {
    input: { name: 'Cole Harbour Classic', kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC', timeZone: 'America/Halifax' },
  });
  const competitionId = createCompetition.id;
  const { createDivision } = await gql('mutation($input: CreateDivisionInput!) { createDivision(input: $input) { id } }', { input: { competitionId, name: 'Open A' } });
  const divisionId = createDivision.id;
  const teams = [
    await team(divisionId, 'Dartmouth Destroyers', 0),
    await team(divisionId, 'Cole Harbour Hawks', 3),
    await team(divisionId, 'Bedford Blues', 5),
    await team(divisionId, 'Sackville Storm', 7),
  ];
  const first = Date.parse('2026-12-12T13:00:00Z');
  const slots = [0, 1, 2].flatMap((i) => ['Rink 1', 'Rink 2'].map((venue) => ({ startsAt: new Date(first + i * 75 * 60_000).toISOString(), venue })));
  const { generateSchedule } = await gql('mutation($input: GenerateScheduleInput!) { generateSchedule(input: $input) { id home { id } away { id } startsAt } }', {
    input: { divisionId, rounds: 'ONCE', slots },
  });
  const [played, next] = [...generateSchedule].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const home = teams.find((t) => t.id === played.home.id);
  const away = teams.find((t) => t.id === played.away.id);

  // One game played to a 2-1 home win, its crew named, signed and certified by the tournament office.
  const gameId = played.id;
  const { createApiToken: tablet } = await gql('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }', {
    input: { name: 'Rink 1 tablet', role: 'SCOREKEEPER', scopes: [`competition:${competitionId}`] },
  });
  const keeper = (query, variables) => gql(query, variables, tablet.token);
  const event = (field) => keeper(`mutation($gameId: ID!) { ${field}(gameId: $gameId) { seq } }`, { gameId });
  const goal = (scorer, teamId, assistIds = []) => keeper('mutation($input: RecordGoalInput!) { recordGoal(input: $input) { seq } }', { input: { gameId, teamId, scorerId: scorer, assistIds } });
  const shot = (teamId) => keeper('mutation($gameId: ID!, $teamId: ID!) { recordShot(gameId: $gameId, teamId: $teamId) { seq } }', { gameId, teamId });
  await event('startGame');
  await event('startClock');
  for (const teamId of [home.id, away.id, home.id]) await shot(teamId);
  await keeper('mutation($input: RecordPenaltyInput!) { recordPenalty(input: $input) { seq } }', {
    input: { gameId, teamId: away.id, playerId: away.players[3], severity: 'MINOR', infraction: 'TRIPPING' },
  });
  await event('faceoff');
  await goal(home.players[2], home.id, [home.players[3], home.players[4]]);
  await event('endPeriod');
  await event('startClock');
  for (const teamId of [away.id, home.id, away.id]) await shot(teamId);
  await goal(away.players[5], away.id);
  await goal(home.players[5], home.id, [home.players[6]]);
  await event('endPeriod');
  await event('endGame');
  await gql('mutation($gameId: ID!, $crew: [CrewMemberInput!]!) { setGameCrew(gameId: $gameId, crew: $crew) { id } }', {
    gameId,
    crew: [
      { role: 'REFEREE', name: 'Marie Tremblay' },
      { role: 'LINESMAN', name: 'Luc Arsenault' },
      { role: 'OFF_ICE', name: 'Anne Gillis' },
    ],
  });
  // The desk sets each coach's PIN; at the tablet the referee signs, and each coach with his PIN (R80).
  for (const [teamId, pin] of [
    [home.id, '2468'],
    [away.id, '1357'],
  ]) {
    await gql('mutation($teamId: ID!, $pin: String!) { setCoachPin(teamId: $teamId, pin: $pin) { id } }', { teamId, pin }, desk);
  }
  for (const [role, name, pin] of [
    ['REFEREE', 'Marie Tremblay', null],
    ['HOME_COACH', 'Dave Boutilier', '2468'],
    ['AWAY_COACH', 'Sam Nickerson', '1357'],
  ]) {
    await keeper('mutation($gameId: ID!, $input: SignGameSheetInput!) { signGameSheet(gameId: $gameId, input: $input) { id } }', { gameId, input: { role, name, pin } });
  }
  await gql('mutation($gameId: ID!) { certifyGame(gameId: $gameId) { id } }', { gameId }, desk);

  // Two corrections for the audit trail, and the bracket seeded by hand.
  await gql(
    'mutation($id: ID!, $input: UpdateTeamInput!) { updateTeam(id: $id, input: $input) { id } }',
    { id: teams[3].id, input: { name: 'Lower Sackville Storm', reason: 'Registered name' } },
    desk,
  );
  await gql(
    'mutation($id: ID!, $input: UpdatePlayerInput!) { updatePlayer(id: $id, input: $input) { id } }',
    { id: teams[2].players[1], input: { birthDate: '1991-03-08', reason: 'Birth certificate checked' } },
    desk,
  );
  await gql(
    'mutation($input: CreateBracketInput!) { createBracket(input: $input) { format } }',
    { input: { divisionId, seeding: [teams[1].id, teams[0].id, teams[2].id, teams[3].id], daysBetweenRounds: 1 } },
    desk,
  );

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/desk?lang=en#/competitions/${competitionId}`);
  await page.getByLabel('Token', { exact: true }).fill(desk);
  await page.getByRole('button', { name: 'Use this token' }).click();
  await page.locator('#competition-title').waitFor();
  const shoot = async (file) => {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: join(root, 'docs/images', file) });
    process.stdout.write(`docs/images/${file}\n`);
  };
  const open = async (hash, ready) => {
    await page.evaluate((h) => (location.hash = h), hash);
    await page.locator(ready).first().waitFor();
  };

  await open(`#/competitions/${competitionId}/games/${gameId}`, '#certification.certified');
  await page.locator('#certification').evaluate((line) => line.scrollIntoView({ block: 'end' }));
  await shoot('desk-game.png');

  await open(`#/competitions/${competitionId}`, `#bracket-${divisionId} .bracket-made`);
  await page.locator(`#bracket-${divisionId}`).evaluate((panel) => panel.scrollIntoView({ block: 'start' }));
  await shoot('desk-bracket.png');

  await open(`#/competitions/${competitionId}/audit`, '#audit > li');
  await shoot('desk-audit.png');

  await open(`#/competitions/${competitionId}`, `tr[data-game="${next.id}"]`);
  await page
    .locator(`tr[data-game="${next.id}"]`)
    .getByRole('button', { name: /^Make a scorekeeper token/ })
    .click();
  await page.locator('#token-once .console-qr').waitFor();
  await page.locator('#token-once').evaluate((box) => box.scrollIntoView({ block: 'center' }));
  await shoot('desk-token-qr.png');
  await browser.close();
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
