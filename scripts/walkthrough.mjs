#!/usr/bin/env node
/**
 * A whole Cole Harbour tournament run from the pages alone, as a tournament office would run it,
 * with a picture of each step in docs/images/walkthrough/ (the pictures of docs/running-a-tournament.md):
 *
 *   npm run build && node scripts/walkthrough.mjs
 *
 * Starts Faceoff on a scratch SQLite database on a free port with an ADMIN token (as
 * `npm run token` would make one), then drives Debian's Chromium (/usr/bin/chromium) with
 * playwright-core through the desk, the scorekeeper's console, the scoreboard, the standings and
 * the bracket pages: no GraphQL is written anywhere in this file. Four teams, rosters pasted from a
 * spreadsheet, a round robin on two rinks; a second division's schedule file refused where it
 * clashes with the first on a rink, then imported, and the whole schedule; a 17-year-old added on
 * game day; coach PINs and every tablet card printed; five games scored live on the console from a
 * token's QR link (the first signed at the tablet, a wrong PIN refused) and one entered from its
 * paper scoresheet, every game's officials, signatures and certification, a goal corrected after a
 * correction the rules refuse, the bracket from the standings, the discipline desk with a
 * suspension adjusted and a fine recorded, the semi-finals and the final, and the competition's
 * file loaded on a second server from its desk. Each step waits for what it changed to be on the page; it stops at the first thing that
 * does not happen (exit code 1) and prints the steps it took.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs/images/walkthrough');
// Each run's pictures only: the folder is made afresh.
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const { loadConfig } = await import(join(root, 'dist/src/config.js'));
const { startServer } = await import(join(root, 'dist/src/server/app.js'));

const ADMIN_TOKEN = 'walkthrough-office-token-0123456789';
const scratch = mkdtempSync(join(tmpdir(), 'faceoff-walkthrough-'));
const server = await startServer(loadConfig({ PORT: '0', NODE_ENV: 'production', DATABASE_URL: `sqlite:${join(scratch, 'tournament.db')}`, ADMIN_TOKEN, LOG_LEVEL: 'warn' }), { host: '127.0.0.1' });
const origin = server.url.replace(/\/graphql$/, '');

const TEAMS = ['Dartmouth Destroyers', 'Cole Harbour Hawks', 'Bedford Blues', 'Sackville Storm'];
/** The second division's teams: they share the rinks, and their schedule comes as a file. */
const TEAMS_B = ['Chéticamp Éclairs', 'Lunenburg Loups', 'Truro Bearcats'];
const FIRST = ['Sam', 'Alex', 'Jordan', 'Casey', 'Riley', 'Morgan', 'Taylor', 'Jamie', 'Drew', 'Quinn'];
const LAST = ['MacKinnon', 'Boutilier', 'Marchand', 'LeBlanc', 'Fraser', 'MacDonald', 'Cormier', 'Doucette', 'Langille', 'Gillis'];
/** A roster as a league's spreadsheet exports it: name, number, position, birth date, shot hand, and whether the safety waiver is signed (R21). */
const rosterCsv = (t) =>
  [
    'Name,Number,Position,Birth Date,Shoots,Waiver Signed',
    ...Array.from(
      { length: 10 },
      (_, p) =>
        `${FIRST[(p + t * 3) % 10]} ${LAST[(p * 7 + t) % 10]},${[1, 4, 7, 9, 12, 17, 19, 22, 27, 91][p]},${p === 0 ? 'G' : p < 4 ? 'D' : 'F'},19${85 + p}-0${(p % 9) + 1}-1${t},${p % 3 ? 'L' : 'R'},Yes`,
    ),
  ].join('\n');

let shots = 0;
/** The second server the competition's file is loaded on (step 10). */
let second;
let keep = false;
const taken = [];
const log = (line) => process.stdout.write(`${line}\n`);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-CA' });
  const desk = await context.newPage();
  desk.on('dialog', (dialog) => void dialog.accept());
  desk.on('pageerror', (error) => {
    throw error;
  });

  /** A picture of the page (or of one part of it), once it is drawn. */
  const shoot = async (page, name, what, locator) => {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    shots += 1;
    const file = `${String(shots).padStart(2, '0')}-${name}.png`;
    if (locator) {
      await locator.scrollIntoViewIfNeeded();
      await locator.screenshot({ path: join(out, file) });
    } else await page.screenshot({ path: join(out, file) });
    taken.push(file);
    log(`  picture ${file}: ${what}`);
  };

  // 1. Sign in with the office's token; a new competition from the Cole Harbour rulebook.
  log('1. Sign in at /desk and create the competition');
  await desk.goto(`${origin}/desk`);
  await desk.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
  await desk.getByRole('button', { name: 'Use this token' }).click();
  await desk.getByRole('heading', { level: 1, name: 'Organizer’s desk' }).waitFor();
  await desk.getByLabel('Name', { exact: true }).fill('Cole Harbour Classic 2027');
  await desk.getByLabel('Rulebook').selectOption('COLE_HARBOUR_CLASSIC');
  await desk.getByLabel('Time zone').fill('America/Halifax');
  await shoot(desk, 'new-competition', 'a new competition from a rulebook preset', desk.locator('#new-competition'));
  await desk.getByRole('button', { name: 'Create competition' }).click();
  await desk.getByRole('heading', { level: 1, name: 'Cole Harbour Classic 2027' }).waitFor();
  const competitionId = decodeURIComponent(new URL(desk.url()).hash.split('/')[2]);
  await desk.getByLabel('Division name').fill('Open A');
  await desk.getByRole('button', { name: 'Add division' }).click();
  await desk.getByRole('heading', { level: 2, name: 'Open A', exact: true }).waitFor();
  await shoot(desk, 'competition', 'the competition made: its rulebook and time zone, its links, its first division');

  // 2. Teams, and their rosters pasted from the spreadsheets the teams sent.
  log('2. Add four teams and paste their rosters from CSV');
  for (const team of TEAMS) {
    await desk.getByLabel('Team name').fill(team);
    await desk.getByRole('button', { name: 'Add team' }).click();
    await desk.locator('tr[data-team] th', { hasText: team }).waitFor();
  }
  for (const [i, team] of TEAMS.entries()) {
    await desk.getByLabel('Team', { exact: true }).selectOption({ label: team });
    const panel = desk.locator('form.csv-panel', { hasText: 'Import a roster' });
    await panel.getByLabel('Paste the CSV').fill(rosterCsv(i));
    await panel.getByRole('button', { name: 'Check' }).click();
    await panel.locator('.import-good', { hasText: 'Checked: 10 rows, 10 new' }).waitFor();
    if (i === 0) await shoot(desk, 'roster-checked', 'a roster checked row by row before anything is stored', panel);
    await panel.getByRole('button', { name: 'Import' }).click();
    await desk.locator('tr[data-team]', { hasText: team }).locator('td', { hasText: '10' }).first().waitFor();
  }

  // 3. The round robin: six games on two rinks from 09:00 Halifax time, on a day gone by: the games are
  // played live now, and Cole Harbour starts none before its time without agreement (000:65, G61).
  log('3. Generate the round robin on two rinks');
  await desk.getByLabel('First game (America/Halifax)').fill('2026-11-28T09:00');
  await desk.getByLabel('Venues, one per line').fill('Rink 1\nRink 2');
  await desk.getByRole('button', { name: 'Generate schedule' }).click();
  await desk.getByRole('heading', { name: 'Schedule (6 games)' }).waitFor();
  const scheduleTable = desk.locator('table[id$="-schedule"]').first();
  await shoot(desk, 'schedule', 'the round robin, times on the competition’s clock, each game with its sheet and a token button', scheduleTable);
  const games = await scheduleTable.locator('tbody tr[data-game]').evaluateAll((rows) => rows.map((r) => ({ id: r.getAttribute('data-game'), text: r.textContent })));
  log(`   ${games.length} games scheduled`);
  const divisionA = (await desk.locator('section.division').first().getAttribute('id')).replace(/^division-/, '');

  // 3b. A second division shares the rinks; its schedule comes as a file, and the first try puts a game
  // on Rink 1 while the first division plays there.
  log('3b. A second division on the same rinks: its schedule file, a clash refused, the whole schedule');
  await desk.getByLabel('Division name').fill('Open B');
  await desk.getByRole('button', { name: 'Add division' }).click();
  await desk.getByRole('heading', { level: 2, name: 'Open B', exact: true }).waitFor();
  const divisionB = (await desk.locator('section.division').nth(1).getAttribute('id')).replace(/^division-/, '');
  for (const team of TEAMS_B) {
    await desk.locator(`#team-name-${divisionB}`).fill(team);
    await desk.locator(`#new-team-${divisionB}`).getByRole('button', { name: 'Add team' }).click();
    await desk.locator(`#division-${divisionB}-teams tr[data-team] th`, { hasText: team }).waitFor();
  }
  const scheduleB = (clash) =>
    [
      'Date,Time,Home,Away,Rink',
      clash ? `2026-11-28,09:15,${TEAMS_B[0]},${TEAMS_B[1]},Rink 1` : `2026-11-28,09:00,${TEAMS_B[0]},${TEAMS_B[1]},Rink 3`,
      `2026-11-28,11:00,${TEAMS_B[1]},${TEAMS_B[2]},Rink 3`,
      `2026-11-28,13:00,${TEAMS_B[2]},${TEAMS_B[0]},Rink 3`,
    ].join('\n');
  const scheduleForm = desk.locator(`#schedule-${divisionB}-form`);
  await desk.locator(`#schedule-${divisionB}-csv`).fill(scheduleB(true));
  await scheduleForm.getByRole('button', { name: 'Check', exact: true }).click();
  await scheduleForm.locator('tr[data-line="2"]').waitFor();
  await shoot(desk, 'schedule-clash', 'a schedule file refused: its game would share Rink 1 with the other division’s, named at 09:00 Halifax time', scheduleForm);
  await desk.locator(`#schedule-${divisionB}-csv`).fill(scheduleB(false));
  await scheduleForm.getByRole('button', { name: 'Check', exact: true }).click();
  await desk.locator(`#schedule-${divisionB}-summary.import-good`).waitFor();
  await scheduleForm.getByRole('button', { name: 'Import', exact: true }).click();
  await desk.getByRole('heading', { level: 3, name: 'Schedule (3 games)' }).waitFor();
  await desk.getByRole('link', { name: 'Whole schedule' }).click();
  await desk.locator('section.schedule-day').first().waitFor();
  await shoot(desk, 'whole-schedule', 'the whole schedule: both divisions by time and rink, on the competition’s clock');

  // 3c. Game day: a late registration, 17 years old, added with the Tournament Official's clearance;
  // the coach PINs of the first game's teams; every tablet card printed.
  log('3c. A player added after the draw; coach PINs; the tablet cards');
  await desk.goto(`${origin}/desk#/competitions/${competitionId}`);
  await desk.locator('#competition-title').waitFor();
  const lateTeam = TEAMS[3];
  const lateId = await desk.locator('tr[data-team]', { hasText: lateTeam }).getAttribute('data-team');
  await desk.getByText(`Correct the roster of ${lateTeam}`).click();
  const addForm = desk.locator(`#add-player-${lateId}`);
  await addForm.locator(`#add-player-${lateId}-name`).fill('Maxime Léger');
  await addForm.locator(`#add-player-${lateId}-birth`).fill('2009-06-01');
  await addForm.locator(`#add-player-${lateId}-number`).fill('4');
  await addForm.locator(`#add-player-${lateId}-waiver`).check();
  await addForm.locator(`#add-player-${lateId}-clearance`).fill('J. Smith, Tournament Official: late registration');
  await addForm.getByRole('button', { name: 'Add the player' }).click();
  await addForm.locator(`#add-player-${lateId}-number-error`).waitFor({ state: 'visible' });
  await shoot(desk, 'late-add-refused', 'a player added after the draw: a number already worn is refused beside its field, nothing stored', addForm);
  await addForm.locator(`#add-player-${lateId}-number`).fill('40');
  await addForm.getByRole('button', { name: 'Add the player' }).click();
  await desk.locator(`#add-player-${lateId}-done`).waitFor();
  const note = desk.locator(`#cannot-dress-${lateId}`);
  await note.locator('li', { hasText: 'Maxime Léger' }).waitFor();
  await shoot(desk, 'cannot-dress', 'the 17-year-old on the roster, and named at once under “Cannot dress for the next game”', note);
  for (const [team, pin] of [
    [TEAMS[1], '2468'],
    [TEAMS[0], '1357'],
  ]) {
    const id = await desk.locator('tr[data-team]', { hasText: team }).getAttribute('data-team');
    const pinForm = desk.locator(`#coach-pin-${id}`);
    if (!(await pinForm.isVisible())) await desk.getByText(`Correct the roster of ${team}`).click();
    await pinForm.getByLabel('New PIN', { exact: true }).fill(pin);
    await pinForm.getByRole('button', { name: 'Set PIN', exact: true }).click();
    await pinForm.locator(`#coach-pin-${id}-done`).waitFor();
  }
  await desk.getByRole('link', { name: 'Print tablet cards' }).click();
  await desk.getByLabel('Games of').selectOption('');
  await desk.getByRole('button', { name: 'Print tablet cards' }).click();
  await desk.locator('#tablets-made').waitFor();
  await shoot(desk, 'tablet-cards', 'the tablet cards printed: each game’s QR code, by rink, on the competition’s clock');

  /** The schedule row of the next game not yet played between two teams, at the desk. */
  const row = (home, away) =>
    desk
      .locator('tr[data-game]', { hasText: `${home} v ${away}` })
      .filter({ hasText: 'Scheduled' })
      .first();
  const openCompetition = async () => {
    const at = `${origin}/desk#/competitions/${competitionId}`;
    // The same address again is no navigation: read the competition afresh.
    if (desk.url() === at) await desk.reload();
    else await desk.goto(at);
    await desk.locator('#competition-title').waitFor();
  };

  /**
   * A game scored live: a scorekeeper token made on the desk for the game, its console opened from
   * the link (as its QR code would), and the plan played on the console's buttons.
   */
  const playLive = async (home, away, plan, { picture, sign } = {}) => {
    await openCompetition();
    await row(home, away)
      .getByRole('button', { name: `Make a scorekeeper token for ${home} v ${away}` })
      .click();
    const link = desk.locator('#token-once-console');
    await link.waitFor();
    if (picture === 'token') await shoot(desk, 'token-qr', 'a scorekeeper’s token, shown once, with the QR code of its console link', desk.locator('#token-once'));
    const console_ = await context.newPage();
    console_.on('dialog', (dialog) => void dialog.accept());
    await console_.goto((await link.getAttribute('href')) ?? '');
    const click = async (name) => {
      const button = console_.getByRole('button', { name, exact: true });
      await button.and(console_.locator(':enabled')).waitFor();
      await button.click();
    };
    const confirmed = async (name, dialogName) => {
      await click(name);
      await console_.getByRole('dialog', { name: dialogName }).getByRole('button', { name }).click();
    };
    const sent = async () => console_.locator('#outbox-status:text-is("All sent")').waitFor();
    await click('Start game (puck-drop ready)');
    await console_.getByRole('dialog', { name: 'Start the game?' }).getByRole('button', { name: 'Start game' }).click();
    await sent();
    await click('Start clock');
    const teamOf = (side) => (side === 'home' ? home : away);
    for (const step of plan) {
      const [kind, side] = step;
      if (kind === 'goal') {
        const [, , scorer, ...assists] = step;
        await click(`Goal for ${teamOf(side)}`);
        const dialog = console_.getByRole('dialog', { name: `Goal for ${teamOf(side)}` });
        await dialog.getByLabel('Scorer').selectOption({ index: scorer });
        if (assists[0]) await dialog.getByLabel('First assist').selectOption({ index: assists[0] });
        if (assists[1]) await dialog.getByLabel('Second assist').selectOption({ index: assists[1] });
        await dialog.getByRole('button', { name: 'Record goal' }).click();
      } else if (kind === 'shot') {
        await click(`Shot for ${teamOf(side)}`);
      } else if (kind === 'penalty') {
        const [, , player, severity, infraction] = step;
        await click(`Penalty to ${teamOf(side)}`);
        const dialog = console_.getByRole('dialog', { name: `Penalty to ${teamOf(side)}` });
        await dialog.getByLabel('Player').selectOption({ index: player });
        await dialog.getByLabel('Severity').selectOption(severity);
        await dialog.getByLabel('Infraction').selectOption(infraction);
        await dialog.getByRole('button', { name: 'Record penalty' }).click();
      } else if (kind === 'pull') {
        await click(`Pull the goalie of ${teamOf(side)} for an extra attacker`);
      } else if (kind === 'drop') {
        await click('Puck drop (penalties waiting for it start)');
      } else if (kind === 'half') {
        await confirmed('End period', 'End the period?');
        await sent();
        await click('Start clock');
      } else if (kind === 'picture') {
        await sent();
        await shoot(console_, step[1], step[2]);
        if (step[3]) {
          const board = await context.newPage();
          await board.setViewportSize({ width: 1920, height: 1080 });
          await board.goto(`${origin}/scoreboard/${new URL(console_.url()).pathname.split('/')[2]}?embed=1`);
          await board.locator('#home-score').waitFor();
          await shoot(board, step[3], 'the arena scoreboard at 1920×1080, on the same game');
          await board.close();
        }
      }
      await sent();
    }
    await confirmed('End period', 'End the period?');
    await sent();
    await confirmed('End game', 'End the game?');
    await console_.locator('#status:text-is("Final")').or(console_.locator('[data-status="FINAL"]')).first().waitFor({ state: 'attached' });
    await sent();
    if (picture === 'final') await shoot(console_, 'console-final', 'the console after the end: nothing more can be recorded, only an undo');
    if (sign) {
      // The referee signs by name; each coach with his team's PIN, the first try wrong.
      const sheet = console_.locator('#sign-sheet');
      await sheet.waitFor();
      const referee = console_.getByRole('form', { name: 'Referee' });
      await referee.getByLabel('Name, as the signer writes it').fill('Marie Tremblay');
      await referee.getByRole('button', { name: 'Sign' }).click();
      await console_.locator('#sign-referee-state[data-signed="yes"]').waitFor();
      const homeCoach = console_.getByRole('form', { name: `Coach of ${home}` });
      await homeCoach.getByLabel('Name, as the signer writes it').fill('Home coach 1');
      await homeCoach.getByLabel('Team PIN').fill('1111');
      await homeCoach.getByRole('button', { name: 'Sign' }).click();
      await console_.locator('#sign-home-coach-error').waitFor();
      await shoot(console_, 'console-sign-wrong-pin', 'signing at the tablet: the referee signed, a wrong PIN refused with the tries left', sheet);
      await homeCoach.getByLabel('Team PIN').fill(sign.home);
      await homeCoach.getByRole('button', { name: 'Sign' }).click();
      await console_.locator('#sign-home-coach-state[data-signed="yes"]').waitFor();
      const awayCoach = console_.getByRole('form', { name: `Coach of ${away}` });
      await awayCoach.getByLabel('Name, as the signer writes it').fill('Away coach 1');
      await awayCoach.getByLabel('Team PIN').fill(sign.away);
      await awayCoach.getByRole('button', { name: 'Sign' }).click();
      await console_.locator('#sign-away-coach-state[data-signed="yes"]').waitFor();
      await shoot(console_, 'console-signed', 'the sheet signed at the tablet: the referee by name, each coach with his PIN', sheet);
    }
    await console_.close();
  };

  log('4. Score the round robin live on the console, one token per game');
  const [D, H, B, S] = TEAMS;
  await playLive(
    H,
    D,
    [
      ['shot', 'home'],
      ['goal', 'home', 5, 6],
      ['shot', 'away'],
      ['penalty', 'away', 3, 'MINOR', 'TRIPPING'],
      ['drop'],
      ['goal', 'home', 7, 5, 2],
      ['picture', 'console-live', 'the console during the first game: a power-play goal in the log, the time remaining', 'scoreboard'],
      ['half'],
      ['goal', 'away', 6],
      ['goal', 'away', 8, 6],
      ['goal', 'home', 9, 4],
    ],
    { picture: 'token', sign: { home: '2468', away: '1357' } },
  );
  log(`   ${H} 3 – 2 ${D}, signed at the tablet`);
  await playLive(B, S, [['goal', 'home', 5], ['half'], ['shot', 'away'], ['goal', 'away', 7, 2]]);
  log(`   ${B} 1 – 1 ${S}`);
  await playLive(S, H, [['shot', 'away'], ['goal', 'away', 6, 7], ['half'], ['goal', 'away', 8]], { picture: 'final' });
  log(`   ${S} 0 – 2 ${H}`);
  await playLive(D, B, [['goal', 'home', 5], ['goal', 'home', 6, 5], ['half'], ['goal', 'away', 9], ['goal', 'home', 7], ['goal', 'home', 8, 7, 6]]);
  log(`   ${D} 4 – 1 ${B}`);
  await playLive(B, H, [['goal', 'home', 5], ['goal', 'away', 6], ['half'], ['penalty', 'away', 4, 'MINOR', 'FIGHTING'], ['goal', 'home', 7], ['goal', 'away', 8]]);
  log(`   ${B} 2 – 2 ${H}, a fight in the second half`);

  /** A game's sheet at the desk, from its row's link. */
  const openSheet = async (home, away) => {
    await openCompetition();
    await row(home, away)
      .getByRole('link', { name: /^Game sheet/ })
      .click();
    await desk.locator('#game-sheet').waitFor();
  };

  // 5. The rink whose tablet was not charged kept its game on paper: the office enters the sheet.
  log('5. Enter the game kept on paper from its scoresheet');
  await openSheet(D, S);
  const paper = desk.locator('#paper-form');
  await paper.getByLabel(`Goals, ${D}`).fill('2');
  await paper.getByLabel(`Goals, ${S}`).fill('0');
  await paper.getByLabel('Decided in').selectOption('REGULATION');
  // The 17-year-old added on game day cannot dress: the form leaves him unticked and says why.
  if (await paper.getByRole('checkbox', { name: '#40 Maxime Léger' }).isChecked()) throw new Error('the paper form ticked a player who cannot dress');
  const first = paper.getByRole('group', { name: `First goal of ${D} (if the sheet gives it)` });
  await first.getByLabel('Period').fill('1');
  await first.getByLabel('Clock (time remaining)').fill('12:41');
  await shoot(desk, 'paper-result', 'a game kept on paper, entered from its scoresheet with who dressed', paper);
  await paper.getByRole('button', { name: 'Record the result' }).click();
  await desk.locator('#game-summary', { hasText: 'Final' }).waitFor();
  log(`   ${D} 2 – 0 ${S} (paper)`);

  // 6. Close every game: its officials, the referee's and both coaches' signatures, certified.
  log('6. Close each game: officials, three signatures, certification');
  const OFFICIALS = [
    ['Marie Tremblay', 'Luc Arsenault'],
    ['Paul Comeau', 'Anne Gillis'],
  ];
  const closeGame = async (gameId, i, picture, signedAtTablet = false) => {
    await openCompetition();
    await desk
      .locator(`tr[data-game="${gameId}"]`)
      .getByRole('link', { name: /^Game sheet/ })
      .click();
    await desk.locator('#game-sheet').waitFor();
    const [referee, linesman] = OFFICIALS[i % 2];
    await desk.locator('#crew-1-name').fill(referee);
    await desk.locator('#crew-2-name').fill(linesman);
    await desk.getByRole('button', { name: 'Save officials' }).click();
    await desk.locator('#crew tbody tr', { hasText: referee }).waitFor();
    // A game signed at the tablet has its three signatures already.
    for (const [role, name] of signedAtTablet
      ? []
      : [
          ['REFEREE', referee],
          ['HOME_COACH', `Home coach ${i + 1}`],
          ['AWAY_COACH', `Away coach ${i + 1}`],
        ]) {
      await desk.getByLabel('Signing as').selectOption(role);
      await desk.getByLabel('Signer’s name').fill(name);
      await desk.getByRole('button', { name: 'Record signature' }).click();
      await desk.locator(`#sign-offs tr[data-role="${role}"]`, { hasText: name }).waitFor();
    }
    await desk.getByRole('button', { name: 'Certify' }).click();
    await desk.locator('#certification.certified').waitFor();
    if (picture) await shoot(desk, 'sheet', 'a game’s sheet, certified: line-ups, goals with strength, penalties, shots, officials, signatures', desk.locator('#game-sheet'));
  };
  const signedGame = games.find((g) => g.text.includes(`${H} v ${D}`)).id;
  for (const [i, g] of games.entries()) await closeGame(g.id, i, i === 0, g.id === signedGame);
  log(`   ${games.length} games certified`);

  // 6b. The referee's report gives the first game's opening goal to another Hawk: first a correction
  // the rules refuse (the scorer credited with his own assist), then the right one.
  log('6b. Correct a certified game’s scorer');
  await openCompetition();
  await desk
    .locator(`tr[data-game="${signedGame}"]`)
    .getByRole('link', { name: /^Game sheet/ })
    .click();
  await desk.locator('#correct-form').waitFor();
  const goalSeq = await desk.locator('#goals tbody tr[data-seq]').first().getAttribute('data-seq');
  await desk.getByLabel('Event', { exact: true }).selectOption(goalSeq);
  const scorer = desk.getByLabel('Scorer', { exact: true });
  const wasScorer = await scorer.inputValue();
  await desk.locator('#correct-reason').fill('The referee’s report names #9');
  await desk.getByLabel('First assist').selectOption(wasScorer);
  await desk.getByRole('button', { name: 'Correct', exact: true }).click();
  await desk.locator('#correct-form .form-error').waitFor();
  await shoot(desk, 'correction-refused', 'a correction the rules refuse (the scorer assisting himself): said in the form, nothing changed', desk.locator('#correct-form'));
  await desk.getByLabel('First assist').selectOption('');
  const otherScorer = await scorer.locator('option').evaluateAll((options, current) => options.map((o) => o.value).find((v) => v && v !== current), wasScorer);
  await scorer.selectOption(otherScorer);
  await desk.getByRole('button', { name: 'Correct', exact: true }).click();
  await desk.locator(`#goals tr[data-seq="${goalSeq}"] .corrected`).waitFor();
  await shoot(desk, 'corrected', 'the goal corrected: “(corrected)” on the sheet, still certified', desk.locator('#goals'));

  // 7. The standings, as the public sees them, and the bracket made from them.
  log('7. Standings, then the bracket from the standings');
  await openCompetition();
  const divisionId = (await desk.locator('.bracket-panel').first().getAttribute('id')).replace(/^bracket-/, '');
  const standings = await context.newPage();
  await standings.goto(`${origin}/divisions/${divisionId}/standings`);
  await standings.locator('tbody tr').nth(3).waitFor();
  await shoot(standings, 'standings', 'the standings page: points, the tie-breakers applied and listed');
  const form = desk.locator(`#bracket-${divisionId}-form`);
  await form.getByLabel('First round (America/Halifax, optional)').fill('2026-11-28T13:00');
  await shoot(desk, 'bracket-form', 'the bracket form: the rulebook’s format in words, seeds from the standings', form);
  await form.getByRole('button', { name: 'Make the bracket' }).click();
  await desk.getByRole('link', { name: 'Open the bracket page' }).waitFor();
  await shoot(desk, 'bracket-made', 'the bracket made: seeds, and its first games in the schedule', desk.locator(`#bracket-${divisionId}`));

  // 8. Discipline: the fight's match penalty left a suspension; the office reads it before the semi-finals.
  log('8. The discipline desk');
  await desk.goto(`${origin}/desk#/competitions/${competitionId}/discipline`);
  await desk.locator('#suspensions-title').waitFor();
  await shoot(desk, 'discipline', 'the discipline desk: open suspensions and fines with their rule and actions');
  // On review the tournament committee makes the fight's suspension two games, and fines the player.
  const suspension = desk.locator('tr[data-suspension]').first();
  await suspension.getByText('Adjust…').click();
  await suspension.getByLabel('Games in all').fill('2');
  await suspension.getByLabel('Reason (kept in the record)').last().fill('Reduced on review by the tournament committee');
  await suspension.getByRole('button', { name: 'Set length' }).click();
  await desk.locator('#suspensions-notice').waitFor();
  const byHand = desk.locator('#by-hand');
  await byHand.getByText('Record a fine…').click();
  const fineForm = byHand.locator('#fine-new');
  // The fine is the fighter's: his option is "#number name".
  const fighter = ((await suspension.locator('th').textContent()) ?? '').split(' · ')[0].trim();
  const fighterOption = await fineForm
    .getByLabel('Who')
    .locator('option')
    .evaluateAll((options, name) => options.find((o) => o.textContent.endsWith(` ${name}`))?.value, fighter);
  await fineForm.getByLabel('Who').selectOption(fighterOption);
  await fineForm.getByLabel('Amount ($)').fill('50');
  await fineForm.getByLabel('Reason (kept in the record)').fill('Fighting: the committee’s fine');
  await fineForm.getByRole('button', { name: 'Record fine' }).click();
  await desk.getByRole('heading', { level: 2, name: /^Unpaid fines \(\d+\)$/ }).waitFor();
  await desk.locator('#fines tbody tr', { hasText: '50' }).first().waitFor();
  await shoot(desk, 'discipline-adjusted', 'the suspension adjusted to two games, said in words, and the fine recorded by hand');

  // 9. The semi-finals and the final, scored live as the round robin was; the suspended player sits out.
  log('9. The semi-finals, then the final');
  const bracketPage = await context.newPage();
  await bracketPage.goto(`${origin}/divisions/${divisionId}/bracket`);
  await bracketPage.locator('[data-slot="SF1"] .home .team-name').waitFor();
  await playLive(H, S, [['goal', 'home', 5, 6], ['shot', 'away'], ['half'], ['goal', 'home', 7], ['goal', 'away', 6, 5]]);
  log(`   semi-final: ${H} 2 – 1 ${S}`);
  await playLive(D, B, [['shot', 'home'], ['goal', 'away', 5], ['half'], ['goal', 'home', 6, 7], ['goal', 'home', 8]]);
  log(`   semi-final: ${D} 2 – 1 ${B}`);
  await openCompetition();
  await row(H, D).waitFor();
  await bracketPage.locator('g[data-slot="SF2"] .side.winner').waitFor({ state: 'attached' });
  await playLive(H, D, [
    ['goal', 'away', 5, 6],
    ['penalty', 'away', 3, 'MINOR', 'HOOKING'],
    ['drop'],
    ['goal', 'home', 6, 5],
    ['half'],
    ['shot', 'home'],
    ['goal', 'home', 8, 6, 7],
    ['pull', 'away'],
    ['picture', 'console-empty-net', 'the final’s last minute: the Destroyers pull their goalie', 'scoreboard-empty-net'],
  ]);
  log(`   final: ${H} 2 – 1 ${D}, the Destroyers’ goalie pulled at the end`);
  // The bracket page follows the games live: the final's winner is marked without a reload.
  await bracketPage.locator('g[data-slot="F"] .side.winner').waitFor({ state: 'attached' });
  await shoot(bracketPage, 'bracket', 'the bracket page after the final: connectors, rounds labelled, the champion');

  // 10. The playoff games closed like the others; the records taken home; what changed, in the audit trail.
  log('10. Close the playoff games, take the records, read the audit trail');
  await openCompetition();
  const playoff = (await desk.locator(`#division-${divisionA}-schedule tbody tr[data-game]`).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-game')))).filter(
    (id) => !games.some((g) => g.id === id),
  );
  for (const [i, id] of playoff.entries()) await closeGame(id, i, false);
  log(`   ${playoff.length} playoff games certified`);
  await openCompetition();
  await shoot(desk, 'records', 'the competition’s records: spreadsheets, calendars, the public record, the whole competition', desk.locator('#open-data'));
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: 'Download the whole competition (JSON, private)' }).click()]);
  log(`   downloaded ${download.suggestedFilename()}`);
  // The file, loaded on another server (a copy for next year, or a move) from its own desk.
  const file = join(scratch, download.suggestedFilename());
  await download.saveAs(file);
  second = await startServer(loadConfig({ PORT: '0', NODE_ENV: 'production', DATABASE_URL: `sqlite:${join(scratch, 'second.db')}`, ADMIN_TOKEN, LOG_LEVEL: 'warn' }), { host: '127.0.0.1' });
  const other = await context.newPage();
  await other.goto(`${second.url.replace(/\/graphql$/, '')}/desk`);
  await other.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
  await other.getByRole('button', { name: 'Use this token' }).click();
  const upload = other.locator('#upload-competition');
  await upload.getByLabel('File (JSON)').setInputFiles(file);
  await upload.getByRole('button', { name: 'Check the file' }).click();
  await upload.locator('#upload-holds').waitFor();
  await shoot(other, 'upload-checked', 'the file checked on another server: what it holds, nothing stored until Load', upload);
  await upload.getByRole('button', { name: 'Load the competition' }).click();
  await upload.getByRole('link', { name: 'Open the competition' }).click();
  await other.getByRole('heading', { level: 1, name: 'Cole Harbour Classic 2027' }).waitFor();
  await other.close();
  log('   loaded on a second server from its desk');
  await desk.goto(`${origin}/desk#/competitions/${competitionId}/audit`);
  await desk.locator('#audit > li').first().waitFor();
  await shoot(desk, 'audit', 'the audit trail: who changed what, when, before and after');

  // 11. The same desk in French, for the office's other half.
  log('11. The desk in French');
  // The same tab (its token is kept for the tab), in French.
  await desk.goto(`${origin}/desk?lang=fr#/competitions/${competitionId}`);
  await desk.getByText('Classique de Cole Harbour · Tournoi').waitFor();
  await shoot(desk, 'desk-fr', 'the desk in French (?lang=fr, or the switch at the top)');
  log(`   (the competition is #/competitions/${competitionId})`);
} catch (error) {
  // What each open page showed when a step did not happen, for whoever reads the failure.
  for (const [i, page] of browser
    .contexts()
    .flatMap((c) => c.pages())
    .entries())
    await page.screenshot({ path: join(scratch, `failed-${i}.png`), fullPage: true }).catch(() => {});
  log(`failed; the open pages' pictures are in ${scratch} (kept)`);
  keep = true;
  throw error;
} finally {
  await browser.close();
  await server.stop();
  await second?.stop();
  if (!keep) rmSync(scratch, { recursive: true, force: true });
}
log(`${taken.length} pictures in docs/images/walkthrough`);
