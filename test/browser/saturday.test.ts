import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { CorrectedGameDocument, DeskCheckDocument, DeskFindDocument, DisciplineReportDocument, GameSignOffsDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import type { FaceoffServer } from '../../src/server/app';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectNoOverflow, screenshot } from './support/browser';
import { openDeskOn, originOf } from './support/pages-server';
import { type Language, wordsIn } from './support/words';

/**
 * A tournament director's Saturday at the desk, walked through the pages as one continuous day:
 * a Cole Harbour tournament (docs/rulebooks/000_5506cbd709277b08.txt) in America/Halifax with two
 * divisions sharing the rinks; rosters pasted as CSV with accents; a player added after the draw
 * with the Tournament Official's clearance (:7), who is 17 and so cannot dress (:8, R21, R84); one
 * division's round robin generated, the other's imported, a rink clash between them refused with
 * the other game's time on the competition's clock; every tablet card printed (R82); a game scored
 * on the console opened from its card, signed at the tablet with the coaches' PINs (R80),
 * certified and corrected (R83) at the desk; the fight's suspension adjusted and a fine recorded on
 * the discipline desk; the competition downloaded and loaded on a fresh server through the desk's
 * upload form. Every step is what the director or the scorekeeper clicks and types; the API is
 * only read, to check what was stored. At each screen: what a person sees in the walk's language,
 * controls enabled only when they can act, nothing wider than the window, axe clean.
 */

const DAY = '2026-12-05'; // a Saturday gone by: the console starts a game at or after its time (000:65, G61)
const DIVISION_A = 'U19 A';
const DIVISION_B = 'U19 B';
const TEAMS_A = ['Dartmouth Destroyers', 'Cole Harbour Hawks', 'Bedford Blues', 'Sackville Storm'];
const TEAMS_B = ['Chéticamp Éclairs', 'Lunenburg Loups', 'Truro Bearcats'];
const FIRST = ['Éric', 'Zoé', 'Léo', 'Mathéo', 'Noël', 'Rémi', 'Jérôme', 'Frédéric', 'André', 'Gaël'];
const LAST = ['Côté', 'Bélanger', 'Thériault', 'Després', 'Gaudet', 'Aucoin', 'LeBlanc', 'Boudreau', 'Poirier', 'Arsenault'];
const NUMBERS = [30, 2, 5, 8, 11, 14, 17, 21]; // eight a team: Cole Harbour starts a game with seven dressed, a goalie among them
const LATE = { name: 'Maxime Léger', birthDate: '2009-06-01', number: 40, clearance: 'J. Smith, Tournament Official: a late registration' };
const PINS = { home: '2468', away: '1357' };

/** A team's roster as its spreadsheet has it, with the headers of the walk's language. */
function rosterCsv(team: number, language: Language): string {
  const header = language === 'fr' ? 'Prénom,Nom,Numéro,Poste,Date de naissance,Lance,Décharge' : 'First Name,Last Name,Number,Position,Birth Date,Shoots,Waiver Signed';
  const yes = language === 'fr' ? 'Oui' : 'Yes';
  const rows = NUMBERS.map((number, p) => {
    const position = p === 0 ? 'G' : p < 3 ? 'D' : language === 'fr' ? 'A' : 'F';
    return [FIRST[(p + team) % 10], LAST[(p * 3 + team) % 10], number, position, `19${90 + p}-0${p + 1}-1${team}`, p % 2 ? 'L' : 'R', yes].join(',');
  });
  return [header, ...rows].join('\n');
}

/** Division B's three games on Rink 3; `clash` moves the first onto Rink 1 a quarter past nine, where division A plays. */
function scheduleCsv(language: Language, clash: boolean): string {
  const header = language === 'fr' ? 'Date,Heure,Domicile,Visiteur,Lieu' : 'Date,Time,Home,Away,Rink';
  const [a, b, c] = TEAMS_B;
  return [header, clash ? `${DAY},09:15,${a},${b},Rink 1` : `${DAY},09:00,${a},${b},Rink 3`, `${DAY},11:00,${b},${c},Rink 3`, `${DAY},13:00,${c},${a},Rink 3`].join('\n');
}

interface Walk {
  language: Language;
  width: number;
  source: () => FaceoffServer;
  target: () => FaceoffServer;
  newPage: () => Promise<Page & { problems: string[] }>;
  folder: string;
}

async function saturday({ language, width, source, target, newPage, folder }: Walk): Promise<void> {
  const say = wordsIn(language);
  const lang = language === 'fr' ? '?lang=fr' : '';
  const versus = (home: string, away: string) => say('words.versus', { home, away }); // "Home v Away", "Home c. Away" in French
  const name = language === 'fr' ? 'Classique de Cole Harbour — samedi' : 'Cole Harbour Saturday Classic';
  const api = <T, V>(server: FaceoffServer, document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(server.url, document, variables, ADMIN_TOKEN);

  const desk = await newPage();
  await desk.setViewportSize({ width, height: 768 });
  desk.on('dialog', (dialog) => void dialog.accept());

  /** What every screen of the walk must be: nothing wider than the window, axe clean. */
  const looksRight = async (page: Page) => {
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
  };
  /** Between two states of one screen: nothing wider than the window (axe runs once a screen has all it shows). */
  const fits = (page: Page) => expectNoOverflow(page);
  const competitionId = () => decodeURIComponent(new URL(desk.url()).hash.split('/')[2]);
  const openCompetition = async () => {
    await desk.goto(`${originOf(source())}/desk${lang}#/competitions/${competitionId()}`);
    await desk.reload();
    await desk.locator('#competition-title').waitFor();
  };
  const divisionId = async (division: string) =>
    (await desk.locator('section.division', { has: desk.getByRole('heading', { level: 2, name: division, exact: true }) }).getAttribute('id'))!.replace(/^division-/, '');
  const teamId = async (team: string) => (await desk.locator('tr[data-team]', { hasText: team }).getAttribute('data-team'))!;

  async function signInAndCreateTheCompetition(): Promise<void> {
    await openDeskOn(source(), desk, '/', lang);
    await desk.getByRole('heading', { level: 1, name: say('desk.title') }).waitFor();
    await desk.getByLabel(say('desk.newCompetition.name'), { exact: true }).fill(name);
    await desk.getByLabel(say('desk.newCompetition.rulebook')).selectOption('COLE_HARBOUR_CLASSIC');
    await desk.getByLabel(say('desk.newCompetition.timeZone')).fill('America/Halifax');
    await fits(desk);
    await desk.getByRole('button', { name: say('desk.newCompetition.submit') }).click();
    await desk.getByRole('heading', { level: 1, name }).waitFor();
    expect(await desk.locator('#competition-summary').textContent()).toContain(say('desk.competition.timesIn', { zone: 'America/Halifax' }));
  }

  async function addTwoDivisionsAndTheirTeams(): Promise<void> {
    for (const [division, teams] of [
      [DIVISION_A, TEAMS_A],
      [DIVISION_B, TEAMS_B],
    ] as const) {
      await desk.getByLabel(say('desk.division.name')).fill(division);
      await desk.getByRole('button', { name: say('desk.division.submit') }).click();
      await desk.getByRole('heading', { level: 2, name: division, exact: true }).waitFor();
      const d = await divisionId(division);
      for (const team of teams) {
        await desk.locator(`#team-name-${d}`).fill(team);
        await desk
          .locator(`#new-team-${d}`)
          .getByRole('button', { name: say('desk.team.submit') })
          .click();
        await desk.locator(`#division-${d}-teams tr[data-team] th`, { hasText: team }).waitFor();
      }
      expect(await desk.locator(`#division-${d}-teams caption`).textContent()).toBe(say('desk.division.teams', { count: teams.length }));
    }
    // Each division's tools are told apart by its name: one "Import a roster" form per division.
    for (const division of [DIVISION_A, DIVISION_B]) expect(await desk.getByRole('form', { name: `${say('desk.roster.title')} ${division}`, exact: true }).count()).toBe(1);
    await fits(desk);
  }

  async function pasteEveryRoster(): Promise<void> {
    for (const [division, teams] of [
      [DIVISION_A, TEAMS_A],
      [DIVISION_B, TEAMS_B],
    ] as const) {
      const d = await divisionId(division);
      for (const team of teams) {
        const n = [...TEAMS_A, ...TEAMS_B].indexOf(team);
        await desk.locator(`#roster-team-${d}`).selectOption({ label: team });
        const form = desk.locator(`#roster-${d}-form`);
        const importButton = form.getByRole('button', { name: say('desk.csv.import'), exact: true });
        await desk.locator(`#roster-${d}-csv`).fill(rosterCsv(n, language));
        expect(await importButton.isDisabled()).toBe(true); // nothing is stored before a check
        await form.getByRole('button', { name: say('desk.csv.check'), exact: true }).click();
        const checked = say('desk.csv.summary', { verb: say('desk.csv.checked'), rows: NUMBERS.length, created: NUMBERS.length, matched: 0 });
        await desk.locator(`#roster-${d}-summary.import-good`, { hasText: checked }).waitFor();
        if (n === 0) await fits(desk);
        expect(await importButton.isEnabled()).toBe(true);
        await importButton.click();
        await desk.locator(`#roster-${d}-summary.import-good:focus`).waitFor();
        await desk
          .locator(`#division-${d}-teams tr[data-team]`, { hasText: team })
          .locator('td', { hasText: String(NUMBERS.length) })
          .first()
          .waitFor();
      }
    }
    // The accents as the spreadsheet had them.
    expect(await desk.locator('#division-' + (await divisionId(DIVISION_A)) + '-teams').textContent()).toContain(`#30 ${FIRST[0]} ${LAST[0]}`);
  }

  /** Division A: its round robin drawn on Rinks 1 and 2 from 09:00 Halifax time. Returns the first game (09:00, Rink 1). */
  async function generateTheRoundRobin(): Promise<{ id: string; home: string; away: string }> {
    const d = await divisionId(DIVISION_A);
    await desk.locator(`#generate-first-${d}`).fill(`${DAY}T09:00`);
    await desk.locator(`#generate-venues-${d}`).fill('Rink 1\nRink 2');
    await desk
      .locator(`#generate-${d}`)
      .getByRole('button', { name: say('desk.schedule.submit') })
      .click();
    await desk.getByRole('heading', { level: 3, name: say('desk.schedule.heading', { count: 6 }) }).waitFor();
    const rows = desk.locator(`#division-${d}-schedule tbody tr[data-game]`);
    const first = rows.filter({ hasText: 'Rink 1' }).first();
    expect(await first.locator('td').first().textContent()).toMatch(/09:00|9 h 00/);
    // "Home v Away", "Home c. Away" in French.
    const [home, away] = ((await first.locator('td').nth(1).textContent()) ?? '').split(/ v | c\. /).map((s) => s.trim());
    expect(TEAMS_A).toEqual(expect.arrayContaining([home, away]));
    await fits(desk);
    return { id: (await first.getAttribute('data-game'))!, home, away };
  }

  /** Division B's schedule file: first with a game on Rink 1 while division A plays there (refused, said on the competition's clock, nothing stored), then mended. */
  async function importTheOtherScheduleWithAClashRefused(first: { home: string; away: string }): Promise<void> {
    const d = await divisionId(DIVISION_B);
    const form = desk.locator(`#schedule-${d}-form`);
    const importButton = form.getByRole('button', { name: say('desk.csv.import'), exact: true });
    await desk.locator(`#schedule-${d}-csv`).fill(scheduleCsv(language, true));
    await form.getByRole('button', { name: say('desk.csv.check'), exact: true }).click();
    const problem = desk.locator(`#schedule-${d}-form tr[data-line="2"]`);
    await problem.waitFor();
    const said = (await problem.textContent()) ?? '';
    // The other division's game named by its teams, at 09:00 in Halifax (13:00 UTC is never shown).
    expect(said).toContain(`${DAY} 09:00`);
    expect(said).not.toContain('13:00');
    expect(said).toContain(first.home);
    expect(said).toContain(language === 'fr' ? 'accueille déjà' : 'already has');
    expect(await desk.locator(`#schedule-${d}-summary.import-bad`).textContent()).toContain(say('desk.csv.problems', { count: 1 }).replace(/^ ?; /, ''));
    expect(await importButton.isDisabled()).toBe(true);
    await looksRight(desk);

    await desk.locator(`#schedule-${d}-csv`).fill(scheduleCsv(language, false));
    await form.getByRole('button', { name: say('desk.csv.check'), exact: true }).click();
    await desk.locator(`#schedule-${d}-summary.import-good`).waitFor();
    expect(await importButton.isEnabled()).toBe(true);
    await importButton.click();
    await desk.getByRole('heading', { level: 3, name: say('desk.schedule.heading', { count: 3 }) }).waitFor();
  }

  async function readTheWholeSchedule(): Promise<void> {
    await desk.getByRole('link', { name: say('deskMore.schedule.link') }).click();
    await desk.locator('#schedule-title').waitFor();
    expect(await desk.locator('#schedule-title').textContent()).toBe(say('deskMore.schedule.title', { competition: name }));
    expect(await desk.locator('section.schedule-day').count()).toBe(1);
    const rows = desk.locator('section.schedule-day tbody tr');
    expect(await rows.count()).toBe(9);
    expect(new Set(await rows.locator('td:nth-child(3)').allTextContents())).toEqual(new Set([DIVISION_A, DIVISION_B]));
    expect(await desk.locator('tr[data-clash="true"]').count()).toBe(0);
    await looksRight(desk);
    await openCompetition();
  }

  /** After the draw, a 17-year-old added to the first game's home team with the Tournament Official's clearance; a number already worn refused first. */
  async function addTheLatePlayerWhoCannotDress(team: string): Promise<void> {
    const id = await teamId(team);
    await desk.getByText(say('deskMore.corrections.roster', { team })).click();
    const form = desk.locator(`#add-player-${id}`);
    await form.waitFor();
    const note = desk.locator(`#cannot-dress-${id}`);
    expect(await note.textContent()).toContain(say('deskMore.cannotDress.everyone', { home: '', away: '', when: '' }).slice(0, 20));
    await form.locator(`#add-player-${id}-name`).fill(LATE.name);
    await form.locator(`#add-player-${id}-birth`).fill(LATE.birthDate);
    await form.locator(`#add-player-${id}-number`).fill(String(NUMBERS[1]));
    await form.locator(`#add-player-${id}-waiver`).check();
    await form.locator(`#add-player-${id}-clearance`).fill(LATE.clearance);
    await form.getByRole('button', { name: say('deskMore.addPlayer.submit') }).click();
    const numberError = form.locator(`#add-player-${id}-number-error`);
    await numberError.waitFor({ state: 'visible' });
    expect(await numberError.textContent()).toContain(String(NUMBERS[1]));
    expect(await form.locator(`#add-player-${id}-number`).getAttribute('aria-invalid')).toBe('true');
    await fits(desk);

    await form.locator(`#add-player-${id}-number`).fill(String(LATE.number));
    await form.getByRole('button', { name: say('deskMore.addPlayer.submit') }).click();
    const done = desk.locator(`#add-player-${id}-done`);
    await done.waitFor();
    expect(await done.textContent()).toBe(say('deskMore.addPlayer.added', { number: LATE.number, player: LATE.name, team }));
    const late = note.locator('li', { hasText: `#${LATE.number} ${LATE.name}` });
    await late.waitFor();
    expect(await note.locator('li').count()).toBe(1);
    expect(await late.textContent()).toMatch(language === 'fr' ? /a 17 ans .* 19 ans/ : /is 17 .* 19/);
    await looksRight(desk);
  }

  async function setTheCoachPins(game: { home: string; away: string }): Promise<void> {
    for (const [team, pin] of [
      [game.home, PINS.home],
      [game.away, PINS.away],
    ]) {
      const id = await teamId(team);
      const form = desk.locator(`#coach-pin-${id}`);
      if (!(await form.isVisible())) await desk.getByText(say('deskMore.corrections.roster', { team })).click();
      await form.waitFor();
      const set = form.getByRole('button', { name: say('deskMore.coachPin.set'), exact: true });
      expect(await set.isDisabled()).toBe(true);
      await form.getByLabel(say('deskMore.coachPin.pin'), { exact: true }).fill(pin);
      expect(await set.isEnabled()).toBe(true);
      await set.click();
      await form.locator(`#coach-pin-${id}-done`, { hasText: say('deskMore.coachPin.wasSet', { team }) }).waitFor();
      expect(await desk.locator('body').innerText()).not.toContain(pin);
    }
    await fits(desk);
  }

  /** Every game's tablet card, every day; the first game's console link as its card's QR code holds it. */
  async function printEveryTabletCard(gameId: string): Promise<string> {
    await desk.getByRole('link', { name: say('deskMore.tablets.link') }).click();
    await desk.getByRole('heading', { level: 1, name: say('deskMore.tablets.title', { competition: name }) }).waitFor();
    expect(await desk.locator('#tablets-day option').first().textContent()).toBe(say('deskMore.tablets.allDays', { count: 9 }));
    await desk.getByLabel(say('deskMore.tablets.day')).selectOption('');
    const print = desk.getByRole('button', { name: say('deskMore.tablets.submit') });
    expect(await print.isEnabled()).toBe(true);
    await print.click();
    await desk.locator('#tablets-made', { hasText: say('deskMore.tablets.made', { count: 9, revoked: 0 }) }).waitFor();
    expect(await desk.locator('article.tablet-card').count()).toBe(9);
    expect(await desk.locator('.tablet-rink h3').allTextContents()).toEqual(['Rink 1', 'Rink 2', 'Rink 3']);
    await looksRight(desk);
    return (await desk.locator(`article.tablet-card[data-game="${gameId}"] svg`).getAttribute('data-link'))!;
  }

  /** The first game on the console opened from its card: a goal each side and a fight (a match penalty in Cole Harbour), both halves, the end. */
  async function scoreTheGameAtTheTablet(link: string, game: { home: string; away: string }): Promise<Page & { problems: string[] }> {
    const tablet = await newPage();
    await tablet.setViewportSize({ width, height: 768 });
    tablet.on('dialog', (dialog) => void dialog.accept());
    await tablet.goto(link.replace('#', `${lang}#`));
    await tablet.locator(`#home-name:text-is(${JSON.stringify(game.home)})`).waitFor();
    const button = (label: string) => tablet.getByRole('button', { name: label, exact: true });
    const click = async (label: string) => {
      await button(label).and(tablet.locator(':enabled')).waitFor();
      await button(label).click();
    };
    const confirmed = async (label: string, title: string) => {
      await click(label);
      await tablet
        .getByRole('dialog', { name: title })
        .getByRole('button', { name: label === say('console.control.startGameAria') ? say('console.control.startGame') : label })
        .click();
    };
    const sent = () => tablet.locator(`#outbox-status:text-is(${JSON.stringify(say('console.outbox.allSent'))})`).waitFor();
    // Before the start only the start can act.
    expect(await button(say('console.control.goalAria', { team: game.home })).isDisabled()).toBe(true);
    await looksRight(tablet);
    await confirmed(say('console.control.startGameAria'), say('console.dialog.startTitle'));
    await sent();
    await click(say('console.control.startClock'));
    await click(say('console.control.goalAria', { team: game.home }));
    const goal = tablet.getByRole('dialog', { name: say('console.dialog.goalTitle', { team: game.home }) });
    await goal.getByLabel(say('console.dialog.scorer')).selectOption({ index: 1 });
    await goal.getByLabel(say('console.dialog.assist1')).selectOption({ index: 2 });
    await goal.getByRole('button', { name: say('console.dialog.recordGoal') }).click();
    await sent();
    await click(say('console.control.penaltyAria', { team: game.away }));
    const penalty = tablet.getByRole('dialog', { name: say('console.dialog.penaltyTitle', { team: game.away }) });
    await penalty.getByLabel(say('console.dialog.player')).selectOption({ index: 2 });
    // The fighter: ejected by the rulebook's match penalty, so he cannot score later (the server refuses him).
    const fighter = await penalty.getByLabel(say('console.dialog.player')).inputValue();
    await penalty.getByLabel(say('console.dialog.severity')).selectOption('MINOR');
    await penalty.getByLabel(say('console.dialog.infraction')).selectOption('FIGHTING');
    await penalty.getByRole('button', { name: say('console.dialog.recordPenalty') }).click();
    await sent();
    await fits(tablet);
    await confirmed(say('console.control.endPeriod'), say('console.dialog.endPeriodTitle'));
    await sent();
    await click(say('console.control.startClock'));
    // The second half under way on the tablet's own clock before the next goal is pressed.
    await sent();
    await tablet.locator('#clock[data-running="true"]').waitFor({ state: 'attached' });
    await click(say('console.control.goalAria', { team: game.away }));
    const reply = tablet.getByRole('dialog', { name: say('console.dialog.goalTitle', { team: game.away }) });
    const scorers = await reply
      .getByLabel(say('console.dialog.scorer'))
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await reply.getByLabel(say('console.dialog.scorer')).selectOption(scorers.find((id) => id && id !== fighter)!);
    await reply.getByRole('button', { name: say('console.dialog.recordGoal') }).click();
    await reply.waitFor({ state: 'hidden' });
    await sent();
    await tablet.locator('#away-score:text-is("1")').waitFor();
    await confirmed(say('console.control.endPeriod'), say('console.dialog.endPeriodTitle'));
    await sent();
    await confirmed(say('console.control.endGame'), say('console.dialog.endGameTitle'));
    await sent();
    expect(await tablet.locator('#home-score').textContent()).toBe('1');
    expect(await tablet.locator('#away-score').textContent()).toBe('1');
    return tablet;
  }

  /** "Sign the sheet" on the console: the referee by name, each coach with his team's PIN; a wrong PIN said beside the line, nothing signed. */
  async function signAtTheTablet(tablet: Page, game: { home: string; away: string }): Promise<void> {
    await tablet.getByRole('heading', { level: 2, name: say('console.sign.title') }).waitFor();
    const referee = tablet.getByRole('form', { name: say('console.sign.referee') });
    const line = (team: string) => tablet.getByRole('form', { name: say('console.sign.coachOf', { team }) });
    const sign = (form: Locator) => form.getByRole('button', { name: say('console.sign.submit') });
    expect(await sign(referee).isDisabled()).toBe(true);
    await referee.getByLabel(say('console.sign.name')).fill('Dominique Roy');
    await sign(referee).click();
    await tablet.locator('#sign-referee-state[data-signed="yes"]').waitFor();
    expect(await tablet.locator('#sign-referee-state').textContent()).toBe(`✓ ${say('console.sign.signed', { name: 'Dominique Roy' })}`);

    const home = line(game.home);
    await home.getByLabel(say('console.sign.name')).fill('Réjean Boutilier');
    expect(await sign(home).isDisabled()).toBe(true); // a coach's line waits for the PIN
    await home.getByLabel(say('console.sign.pin')).fill('1111');
    await sign(home).click();
    const wrong = tablet.locator('#sign-home-coach-error');
    await wrong.waitFor();
    expect(await wrong.textContent()).toMatch(language === 'fr' ? /NIP|4/ : /wrong PIN: 4 more tries/);
    expect(await tablet.locator('#sign-home-coach-state').getAttribute('data-signed')).toBe('no');
    await looksRight(tablet);
    await home.getByLabel(say('console.sign.pin')).fill(PINS.home);
    await sign(home).click();
    await tablet.locator('#sign-home-coach-state[data-signed="yes"]').waitFor();

    const away = line(game.away);
    await away.getByLabel(say('console.sign.name')).fill('Sam Nickerson');
    await away.getByLabel(say('console.sign.pin')).fill(PINS.away);
    await sign(away).click();
    await tablet.locator('#sign-away-coach-state[data-signed="yes"]').waitFor();
    await fits(tablet);
  }

  const openSheet = async (game: { id: string; home: string; away: string }) => {
    await openCompetition();
    await desk.getByRole('link', { name: say('deskGame.openNamed', { game: versus(game.home, game.away) }) }).click();
    await desk.locator('#game-sheet').waitFor();
  };

  async function certifyTheGame(game: { id: string; home: string; away: string }): Promise<void> {
    await openSheet(game);
    expect(await desk.locator('#certify-hint').textContent()).toBe(say('deskGame.certifyReady'));
    const certify = desk.getByRole('button', { name: say('deskGame.certify'), exact: true });
    expect(await certify.isEnabled()).toBe(true);
    await certify.click();
    await desk.locator('#certification.certified').waitFor();
    expect(await desk.getByRole('button', { name: say('deskGame.certify'), exact: true }).isDisabled()).toBe(true);
    await looksRight(desk);
  }

  /** The referee's report names another scorer: first a correction the rules refuse (the scorer assisting himself), then the right one. */
  async function correctTheScorer(): Promise<number> {
    const seq = Number(await desk.locator('#goals tbody tr[data-seq]').first().getAttribute('data-seq'));
    const submit = desk.getByRole('button', { name: say('deskGame.correct.submit'), exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await desk.getByLabel(say('deskGame.correct.event'), { exact: true }).selectOption(String(seq));
    const scorer = desk.getByLabel(say('deskGame.scorer'), { exact: true });
    const was = await scorer.inputValue();
    await desk.locator('#correct-reason').fill(language === 'fr' ? 'Le rapport de l’arbitre' : 'The referee’s report');
    await desk.getByLabel(say('deskGame.correct.assist1')).selectOption(was);
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await desk.locator('#correct-form .form-error').waitFor();
    expect(await desk.locator(`#goals tr[data-seq="${seq}"] .corrected`).count()).toBe(0);
    await looksRight(desk);

    await desk.getByLabel(say('deskGame.correct.assist1')).selectOption('');
    const other = await scorer.locator('option').evaluateAll((options, current) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v && v !== current), was);
    await scorer.selectOption(other!);
    await submit.click();
    await desk.locator(`#goals tr[data-seq="${seq}"] .corrected`).waitFor();
    expect((await desk.locator(`#goals tr[data-seq="${seq}"] .corrected`).textContent())?.trim()).toBe(say('deskGame.corrected'));
    expect(await desk.locator('#certification.certified').count()).toBe(1);
    await fits(desk);
    return seq;
  }

  /** The fight's rest-of-the-tournament suspension reduced to two games on review, and a fine recorded by hand. */
  async function adjustTheSuspensionAndRecordAFine(): Promise<void> {
    await openCompetition();
    await desk.getByRole('link', { name: say('desk.competition.disciplineLink') }).click();
    await desk.getByRole('heading', { level: 2, name: say('desk.discipline.suspensions', { count: 1 }) }).waitFor();
    const row = desk.locator('tr[data-suspension]').first();
    expect(await row.textContent()).toContain(say('desk.discipline.kind.REST_OF_COMPETITION'));
    await looksRight(desk);
    await row.getByText(say('desk.discipline.adjust')).click();
    const setLength = row.getByRole('button', { name: say('desk.discipline.adjustSubmit') });
    await row.getByLabel(say('desk.discipline.games')).fill('2');
    expect(await setLength.isDisabled()).toBe(true); // the reason is still to write
    await row
      .getByLabel(say('desk.discipline.reason'))
      .last()
      .fill(language === 'fr' ? 'Réduite après examen' : 'Reduced on review');
    await setLength.click();
    await desk.locator('#suspensions-notice').waitFor();
    expect(await desk.locator('#suspensions-notice').textContent()).toContain(say('desk.discipline.gamesLeft', { count: 2, games: 2 }));
    expect(await desk.locator('tr[data-suspension] td').first().textContent()).toBe(say('desk.discipline.gamesLeft', { count: 2, games: 2 }));

    const fines = await desk.locator('#fines tbody tr').count();
    const byHand = desk.locator('#by-hand');
    await byHand.getByText(say('desk.discipline.fineByHand')).click();
    const form = byHand.locator('#fine-new');
    const record = form.getByRole('button', { name: say('desk.discipline.fineSubmit') });
    await form.getByLabel(say('desk.discipline.who')).selectOption({ index: 1 });
    await form.getByLabel(say('desk.discipline.amountDollars')).fill('50');
    expect(await record.isDisabled()).toBe(true);
    await form.getByLabel(say('desk.discipline.reason')).fill(language === 'fr' ? 'Bagarre : amende de la ligue' : 'Fighting: the league’s fine');
    await record.click();
    await desk.getByRole('heading', { level: 2, name: say('desk.discipline.fines', { count: fines + 1 }) }).waitFor();
    await fits(desk);
  }

  /** The whole competition downloaded from the desk, into a file. */
  async function downloadTheCompetition(): Promise<string> {
    await openCompetition();
    const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: say('deskOpenData.exportPrivate') }).click()]);
    const file = join(folder, `saturday-${language}.json`);
    await download.saveAs(file);
    await desk.locator('#open-data', { hasText: say('deskOpenData.exported', { file: download.suggestedFilename() }) }).waitFor();
    await fits(desk);
    return file;
  }

  /** The file loaded on a fresh server through its desk's upload form: checked first (a dry run showing what it holds), then loaded and opened. */
  async function uploadToAFreshServer(file: string): Promise<void> {
    const page = await newPage();
    await page.setViewportSize({ width, height: 768 });
    await openDeskOn(target(), page, '/', lang);
    const form = page.locator('#upload-competition');
    await form.waitFor();
    const check = form.getByRole('button', { name: say('deskOpenData.upload.check') });
    const load = form.getByRole('button', { name: say('deskOpenData.upload.load') });
    expect(await check.isDisabled()).toBe(true);
    expect(await load.isDisabled()).toBe(true);
    await form.getByLabel(say('deskOpenData.upload.file')).setInputFiles(file);
    await check.click();
    await form
      .getByRole('status')
      .filter({ hasText: say('deskOpenData.upload.passed', { file: file.split('/').pop() }) })
      .waitFor();
    expect(await form.locator('#upload-holds').textContent()).toBe(say('deskOpenData.upload.holds', { name, divisions: 2, teams: 7, players: 7 * NUMBERS.length + 1, games: 9 }));
    expect(await load.isEnabled()).toBe(true);
    await looksRight(page);
    await load.click();
    await form.getByRole('link', { name: say('deskOpenData.upload.open') }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await fits(page);
    expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  }

  // The day, step by step; a step that does not happen leaves a picture of each open page in test/artifacts.
  try {
    await walkTheDay();
  } catch (error) {
    for (const [i, page] of desk.context().pages().entries()) await screenshot(page, `saturday-${language}-failed-${i}`).catch(() => undefined);
    throw error;
  }

  async function walkTheDay(): Promise<void> {
    await signInAndCreateTheCompetition();
    await addTwoDivisionsAndTheirTeams();
    await pasteEveryRoster();
    const game = await generateTheRoundRobin();
    await importTheOtherScheduleWithAClashRefused(game);
    await readTheWholeSchedule();
    await addTheLatePlayerWhoCannotDress(game.home);
    await setTheCoachPins(game);
    const link = await printEveryTabletCard(game.id);
    const tablet = await scoreTheGameAtTheTablet(link, game);
    await signAtTheTablet(tablet, game);
    await certifyTheGame(game);
    const corrected = await correctTheScorer();
    await adjustTheSuspensionAndRecordAFine();
    const file = await downloadTheCompetition();
    await uploadToAFreshServer(file);
    // No page threw. (A console line is not counted: a loaded machine may answer a live socket's
    // handshake late, and the console says so and connects again.)
    for (const page of [desk, tablet]) expect(page.problems.filter((p) => p.startsWith('page error'))).toEqual([]);

    // What the day stored, read back: on the desk's server, then on the server the file was loaded on.
    const stored = (await api(source(), DeskCheckDocument, { id: competitionId() })).competition!;
    expect(stored.divisions.map((d) => [d.name, d.teams.length, d.games.length])).toEqual([
      [DIVISION_A, 4, 6],
      [DIVISION_B, 3, 3],
    ]);
    expect(stored.divisions[0].teams.find((t) => t.name === game.home)!.roster.find((r) => r.number === LATE.number)).toMatchObject({ player: { name: LATE.name } });
    expect(stored.divisions[1].games.every((g) => g.venue === 'Rink 3')).toBe(true);
    const signOffs = (await api(source(), GameSignOffsDocument, { id: game.id })).game!.signOffs;
    expect(signOffs.map((s) => [s.role, s.way])).toEqual([
      ['REFEREE', 'TABLET'],
      ['HOME_COACH', 'PIN'],
      ['AWAY_COACH', 'PIN'],
    ]);
    const discipline = (await api(source(), DisciplineReportDocument, { competitionId: competitionId() })).disciplineReport;
    expect(discipline.suspensions).toEqual([expect.objectContaining({ kind: 'GAMES', active: true })]);
    expect(discipline.fines).toEqual(expect.arrayContaining([expect.objectContaining({ amountCents: 5000 })]));

    const found = (await api(target(), DeskFindDocument, {})).competitions.find((c) => c.name === name)!;
    const loaded = (await api(target(), DeskCheckDocument, { id: found.id })).competition!;
    expect(loaded.timeZone).toBe('America/Halifax');
    expect(loaded.divisions.map((d) => [d.name, d.teams.length, d.games.length]).sort()).toEqual([
      [DIVISION_A, 4, 6],
      [DIVISION_B, 3, 3],
    ]);
    const played = loaded.divisions.flatMap((d) => d.games).find((g) => g.status === 'FINAL')!;
    expect([played.home.name, played.away.name]).toEqual([game.home, game.away]);
    const events = (await api(target(), CorrectedGameDocument, { id: played.id })).game!.events;
    expect(events.find((e) => e.seq === corrected)).toMatchObject({ correctedBySeq: expect.any(Number) });
  }
}

describeWithChromium('a tournament director’s Saturday, through the pages', () => {
  const browser = browserPerSuite();
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'faceoff-saturday-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  describe('in English at 1024 × 768', () => {
    const source = serverPerSuite(SQLITE);
    const target = serverPerSuite(SQLITE);
    it('walks the Saturday from an empty desk to the competition loaded on a fresh server', async () => {
      await saturday({ language: 'en', width: 1024, source: () => source.current(), target: () => target.current(), newPage: () => browser.page(), folder });
    }, 600_000); // one long walk of page round trips and ten axe runs on large pages, not a timing
  });

  describe('in French at 1366 × 768', () => {
    const source = serverPerSuite(SQLITE);
    const target = serverPerSuite(SQLITE);
    it('walks the Saturday from an empty desk to the competition loaded on a fresh server', async () => {
      await saturday({ language: 'fr', width: 1366, source: () => source.current(), target: () => target.current(), newPage: () => browser.page(), folder });
    }, 600_000);
  });
});
