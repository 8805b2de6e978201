import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import {
  CreateApiTokenDocument,
  CreateBracketDocument,
  FileProtestDocument,
  PullGoalieDocument,
  RecordFineDocument,
  RecordIdCheckDocument,
  RecordPenaltyDocument,
  SetSuspensionDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
} from '../../generated/graphql';
import { ok } from '../../support/client';
import { seedLeague, type SeededLeague } from '../../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../../support/server';
import { browserPerSuite, describeWithChromium } from './browser';
import { playToFinal } from './games';
import { originOf } from './pages-server';

/**
 * The pages' accessibility runs (test/browser/axe.test.ts, axe-desk.test.ts): every page of Faceoff held to axe-core's WCAG 2.1 A and AA rules in real Chromium, on a phone and
 * a laptop (and a wall screen for the arena pages), in English and in French: no serious or
 * critical violation, each page checked once its data is on screen. The tokened pages are checked
 * signed in and at their sign-in form.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
  wall: { width: 1920, height: 1080 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

interface Seeded {
  /** A Cole Harbour round robin game under way, a minor penalty running, the home goalie pulled, and its scorekeeper's token. */
  live: SeededLeague & { scorekeeper: string };
  /** A winter league: a final played (with a §9 ID check waiting for the league's ruling), a suspension, a fine and a protest, a coach token for the home team. */
  league: SeededLeague & { coach: string };
  /** A 3-on-3 league division of eight in its bracket (every team plays twice, consolation games). */
  bracket: { divisionId: string };
  venue: string;
}

interface PageCase {
  name: string;
  /** The page's bundle (the shell's data-page): its French runs are made when it is in TRANSLATED. */
  page: string;
  path(seeded: Seeded): string;
  /** Set in sessionStorage before the page's scripts run: the token a signed-in page reads. */
  token?: (seeded: Seeded) => { key: string; value: string };
  /** Clears the device's storage before the page's scripts run (the installed console's start with nothing kept). */
  fresh?: boolean;
  /** Waits for what proves the page has its data, and opens what the page hides behind a click. */
  ready(page: Page, seeded: Seeded): Promise<void>;
  viewports: Viewport[];
  /** The arena screens keep their own theme (dark unless ?theme=light), whatever the viewer's scheme. */
  ownTheme?: boolean;
}

const visible = (page: Page, selector: string) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 10_000 });
const attached = (page: Page, selector: string) => page.locator(selector).first().waitFor({ state: 'attached', timeout: 10_000 });
const desk = () => ({ key: 'faceoff.token.desk', value: ADMIN_TOKEN });
const PAGES: Viewport[] = ['phone', 'laptop'];
const SCREENS: Viewport[] = ['phone', 'laptop', 'wall'];

/** The signed-in console is ready once the live game's home team is named and its socket is live. */
async function consoleLive(page: Page, s: Seeded): Promise<void> {
  await attached(page, `#home-name:text-is(${JSON.stringify(s.live.teams[0].name)})`);
  await attached(page, 'html[data-connection="live"]');
}

/** The arena board is ready once the live game's names are drawn and its socket is live. */
async function boardReady(page: Page, s: Seeded): Promise<void> {
  await attached(page, `#home-name[title="${s.live.teams[0].name}"]`);
  await attached(page, 'html[data-connection="live"]');
}

const CASES: PageCase[] = [
  {
    name: 'front page',
    page: 'home',
    path: () => '/',
    ready: async (page, s) => visible(page, `#live-games [data-game="${s.live.gameId}"]`),
    viewports: PAGES,
  },
  {
    name: 'game page, live',
    page: 'game',
    path: (s) => `/games/${s.live.gameId}`,
    ready: async (page) => visible(page, '#box #penalties'),
    viewports: PAGES,
  },
  {
    name: 'standings',
    page: 'standings',
    path: (s) => `/divisions/${s.league.divisionId}/standings`,
    ready: async (page) => visible(page, '#rows tr[data-team]'),
    viewports: PAGES,
  },
  {
    name: 'bracket, its list opened',
    page: 'bracket',
    path: (s) => `/divisions/${s.bracket.divisionId}/bracket`,
    ready: async (page) => {
      await visible(page, 'svg.bracket-svg [data-slot="F"]');
      await page.locator('#bracket-list summary').click();
      await visible(page, '#bracket-list tbody tr');
    },
    viewports: PAGES,
  },
  {
    name: 'scoreboard',
    page: 'scoreboard',
    path: (s) => `/scoreboard/${s.live.gameId}`,
    ready: boardReady,
    viewports: SCREENS,
    ownTheme: true,
  },
  {
    name: 'scoreboard embedded, extra large',
    page: 'scoreboard',
    path: (s) => `/scoreboard/${s.live.gameId}?embed=1&size=xl`,
    ready: boardReady,
    viewports: SCREENS,
    ownTheme: true,
  },
  {
    name: 'scoreboard as a stream overlay',
    page: 'scoreboard',
    path: (s) => `/scoreboard/${s.live.gameId}?overlay=1`,
    ready: boardReady,
    viewports: SCREENS,
    ownTheme: true,
  },
  {
    name: 'scoreboard, light theme',
    page: 'scoreboard',
    path: (s) => `/scoreboard/${s.live.gameId}?theme=light`,
    ready: boardReady,
    viewports: SCREENS,
    ownTheme: true,
  },
  {
    name: 'rink screen',
    page: 'rink',
    path: (s) => `/venues/${encodeURIComponent(s.venue)}`,
    ready: async (page) => {
      await attached(page, 'html[data-game-id][data-status]');
      await attached(page, '#home-name[title]');
    },
    viewports: SCREENS,
    ownTheme: true,
  },
  {
    name: 'coach page, signed in',
    page: 'coach',
    path: (s) => `/teams/${s.league.teams[0].id}/coach`,
    token: (s) => ({ key: 'faceoff.token.coach', value: s.league.coach }),
    ready: async (page) => visible(page, '#eligibility tr[data-player]'),
    viewports: PAGES,
  },
  {
    name: 'schedule and results, a final and a game to come',
    page: 'results',
    path: (s) => `/competitions/${s.league.competitionId}/games`,
    ready: async (page, s) => visible(page, `li.game[data-game="${s.league.gameId}"][data-status="FINAL"]`),
    viewports: PAGES,
  },
  {
    name: 'team page, its roster, games and statistics',
    page: 'team',
    path: (s) => `/teams/${s.league.teams[0].id}`,
    ready: async (page) => visible(page, '#skaters-scroll tbody tr'),
    viewports: PAGES,
  },
  {
    name: 'coach page, its token form',
    page: 'coach',
    path: (s) => `/teams/${s.league.teams[0].id}/coach`,
    ready: async (page) => visible(page, 'form.token-form #token'),
    viewports: PAGES,
  },
  {
    name: 'scorekeeper console, signed in, a penalty running',
    page: 'console',
    path: (s) => `/games/${s.live.gameId}/score`,
    token: (s) => ({ key: 'faceoff.token.scorekeeper', value: s.live.scorekeeper }),
    ready: async (page, s) => {
      await consoleLive(page, s);
      await visible(page, '#away-penalties li');
    },
    viewports: PAGES,
  },
  {
    name: 'scorekeeper console, its goal dialog open',
    page: 'console',
    path: (s) => `/games/${s.live.gameId}/score`,
    token: (s) => ({ key: 'faceoff.token.scorekeeper', value: s.live.scorekeeper }),
    ready: async (page, s) => {
      await consoleLive(page, s);
      await visible(page, '#away-penalties li');
      await page.locator('#home-goal').click();
      await visible(page, 'dialog[open] select');
    },
    viewports: PAGES,
  },
  {
    name: 'scorekeeper console, its penalty dialog open',
    page: 'console',
    path: (s) => `/games/${s.live.gameId}/score`,
    token: (s) => ({ key: 'faceoff.token.scorekeeper', value: s.live.scorekeeper }),
    ready: async (page, s) => {
      await consoleLive(page, s);
      await page.locator('#home-penalty').click();
      await visible(page, 'dialog[open] select');
    },
    viewports: PAGES,
  },
  {
    name: 'scorekeeper console, not signed in',
    page: 'console',
    path: (s) => `/games/${s.live.gameId}/score`,
    ready: async (page) => {
      await attached(page, 'html[data-connection="live"]');
      await visible(page, 'form.token-form #token');
    },
    viewports: PAGES,
  },
  {
    name: 'installed console’s start, no game kept',
    page: 'console',
    path: () => '/console',
    fresh: true,
    ready: async (page) => visible(page, 'main h1, main h2'),
    viewports: PAGES,
  },
  {
    name: 'desk sign-in',
    page: 'desk',
    path: () => '/desk',
    ready: async (page) => visible(page, 'form.token-form #token'),
    viewports: PAGES,
  },
  {
    name: 'desk competitions',
    page: 'desk',
    path: () => '/desk',
    token: desk,
    ready: async (page) => visible(page, '#new-competition'),
    viewports: PAGES,
  },
  {
    name: 'desk competition',
    page: 'desk',
    path: (s) => `/desk#/competitions/${s.league.competitionId}`,
    token: desk,
    ready: async (page) => visible(page, 'tr[data-team]'),
    viewports: PAGES,
  },
  {
    name: 'desk competition, a scorekeeper token just made and a roster refused row by row',
    page: 'desk',
    path: (s) => `/desk#/competitions/${s.live.competitionId}`,
    token: desk,
    ready: async (page) => {
      await visible(page, 'tr[data-team]');
      await page.locator('table[id$="-schedule"] tbody button.link:enabled').first().click();
      await visible(page, '#token-once');
      const panel = page.locator('form.csv-panel').first();
      await panel.locator('textarea').fill('Name,Number,Position,Birth Date\nGood Player,9,F,1998-04-05\nNo Birthday,10,F,\n');
      await panel.locator('button[type="submit"]').click();
      await visible(page, 'form.csv-panel .import-bad');
    },
    viewports: PAGES,
  },
  {
    name: 'desk discipline, each action’s form open',
    page: 'desk',
    path: (s) => `/desk#/competitions/${s.league.competitionId}/discipline`,
    token: desk,
    ready: async (page) => {
      await visible(page, 'tr[data-suspension]');
      await visible(page, 'tr[data-idcheck]');
      for (const summary of await page.locator('main details > summary').all()) await summary.click();
      await visible(page, 'main details[open] textarea, main details[open] input');
    },
    viewports: PAGES,
  },
  {
    name: 'GraphiQL',
    page: 'graphiql',
    path: () => '/graphql',
    ready: async (page) => visible(page, '.graphiql-container .graphiql-query-editor'),
    viewports: PAGES,
  },
];

/** The pages that take `?lang=fr`: each is checked in French too. */
// Every page but GraphiQL (whose words are its own) takes ?lang=fr.
const TRANSLATED = new Set(['home', 'game', 'standings', 'bracket', 'scoreboard', 'rink', 'coach', 'console', 'desk', 'results', 'team']);

interface Run {
  c: PageCase;
  viewport: Viewport;
  language: 'en' | 'fr';
  /** The viewer's colour scheme: the pages without a theme of their own follow it. */
  scheme: 'light' | 'dark';
}

// Every viewport in light, the laptop in dark too (but for the arena screens, which keep their own theme); in French as well where the page takes it (light, at its first viewport: the phone for pages, where longer French words are tightest).
const RUNS: Run[] = CASES.flatMap((c) =>
  [...c.viewports.map((viewport) => ({ viewport, scheme: 'light' as const })), ...(c.ownTheme ? [] : [{ viewport: 'laptop' as const, scheme: 'dark' as const }])].flatMap(({ viewport, scheme }) =>
    (TRANSLATED.has(c.page) && scheme === 'light' && viewport === c.viewports[0] ? (['en', 'fr'] as const) : (['en'] as const)).map((language) => ({ c, viewport, language, scheme })),
  ),
);

/**
 * The axe runs of the pages `include` picks, against their own server and seed: the runs are split
 * into two suites so that jest's two workers share them.
 */
export function axeSuite(title: string, include: (c: PageCase) => boolean): void {
  describeWithChromium(title, () => {
    const suite = serverPerSuite(SQLITE);
    const browser = browserPerSuite();
    let seeded: Seeded | undefined;

    beforeAll(async () => {
      const url = suite.current().url;
      const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url, document, variables, ADMIN_TOKEN);

      const live = await seedLeague(url, { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
      await post(StartGameDocument, { gameId: live.gameId });
      await post(StartClockDocument, { gameId: live.gameId });
      const away = live.teams[1];
      await post(RecordPenaltyDocument, { input: { gameId: live.gameId, teamId: away.id, playerId: away.players[2].id, severity: 'MINOR', infraction: 'TRIPPING' } });
      // The home goalie pulled on the power play: the boards show both banners, the console Goalie back.
      await post(PullGoalieDocument, { gameId: live.gameId, teamId: live.teams[0].id });
      const scorekeeper = (await post(CreateApiTokenDocument, { input: { name: 'Rink 1 tablet', role: 'SCOREKEEPER', scopes: [`game:${live.gameId}`] } })).createApiToken.token;

      const league = await seedLeague(url, { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9, firstNumber: 1 });
      const [home, visitors] = league.teams;
      await playToFinal(url, league.gameId, [{ teamId: home.id, scorerId: home.players[2].id }], {
        preset: 'WINTER_LEAGUE_5ON5',
        beforeEnd: async () => {
          await post(StopClockDocument, { gameId: league.gameId });
          await post(RecordIdCheckDocument, { input: { gameId: league.gameId, teamId: home.id, playerId: visitors.players[5].id, requestedBy: 'COACH', result: 'NO_ID' } });
          await post(StartClockDocument, { gameId: league.gameId });
        },
      });
      await post(SetSuspensionDocument, { input: { competitionId: league.competitionId, playerId: home.players[3].id, kind: 'GAMES', games: 3, reason: 'Spearing' } });
      await post(RecordFineDocument, { input: { competitionId: league.competitionId, playerId: home.players[4].id, amountCents: 2500, reason: 'Abuse of an official' } });
      await post(FileProtestDocument, { input: { gameId: league.gameId, teamId: visitors.id, grounds: 'Ineligible player dressed', incidentAt: new Date().toISOString() } });
      const coach = (await post(CreateApiTokenDocument, { input: { name: 'Coach', role: 'COACH', scopes: [`team:${home.id}`] } })).createApiToken.token;

      const eight = await seedLeague(url, { preset: 'WINTER_LEAGUE_3ON3', teams: 8, playersPerTeam: 0 });
      await post(CreateBracketDocument, { input: { divisionId: eight.divisionId, seeding: eight.teams.map((t) => t.id), firstRoundAt: '2031-03-01T18:00:00.000Z' } });

      seeded = { live: { ...live, scorekeeper }, league: { ...league, coach }, bracket: { divisionId: eight.divisionId }, venue: 'Cole Harbour Place, Rink 1' };
    }, 60_000);

    it.each(RUNS.filter((run) => include(run.c)).map((run) => [`${run.c.name} (${run.viewport}, ${run.scheme}, ${run.language})`, run] as const))(
      '%s: no serious or critical violation',
      async (_name, { c, viewport, language, scheme }) => {
        const s = seeded!;
        const page = await browser.page();
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.emulateMedia({ colorScheme: scheme });
        const token = c.token?.(s);
        if (token || c.fresh) {
          await page.addInitScript(
            ({ token, fresh }) => {
              if (fresh) localStorage.clear();
              if (token) sessionStorage.setItem(token.key, token.value);
            },
            { token, fresh: c.fresh ?? false },
          );
        }
        const path = c.path(s);
        const [address, fragment] = path.split('#') as [string, string | undefined];
        const query = language === 'fr' ? `${address.includes('?') ? '&' : '?'}lang=fr` : '';
        await page.goto(`${originOf(suite.current())}${address}${query}${fragment ? `#${fragment}` : ''}`);
        await c.ready(page, s);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);

        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const grave = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join('\n')}`);
        expect(grave).toEqual([]);
      },
    );
  });
}
