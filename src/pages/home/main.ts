import {
  BoardFeedDocument,
  type BoardSnapshotFragment,
  HomeAllDocument,
  HomeCompetitionDocument,
  HomeLiveFeedDocument,
  type HomeDivisionFragment,
  type HomeGameFragment,
  type HomeLiveGameFragment,
} from '../generated/graphql';
import { h, setText } from '../lib/dom';
import { clockText, codeText, periodText, presetText, versusText } from '../lib/format';
import { setTitle, t, translateShell } from '../lib/i18n';
import { LiveConnection, query } from '../lib/live';
import { withOptions } from '../lib/options';
import { connectionMark, showProblem, startPage } from '../lib/page';
import { ServerClock, syncWithServer } from '../lib/server-time';
import { statusKey, zonedText } from '../game/box';
import { elapsedSince } from '../scoreboard/timers';
import './home.css';

/**
 * The front page: the games being played now, the latest results and the coming games, and every
 * competition's divisions, linking to each game's page (/games/:id), the standings, brackets and
 * team pages. `/?competition=<id>` narrows it to one competition. Competitions with a game under
 * way come first (in the order of their live games), each saying how many it has; on a wide
 * screen they sit side by side.
 *
 * A live game's card follows the scoreboard's feed (`scoreboardUpdated`), its clock running on
 * between snapshots; when a game ends the page reads everything again, so it moves to the results.
 * Which games are live comes from liveGamesUpdated: when a game starts or ends, the page reads its
 * lists again; nothing is asked on a timer.
 */
const shell = startPage();
translateShell();
setTitle(t('home.title'));
const serverClock = new ServerClock();
const connection = new LiveConnection();
document.body.append(connectionMark(connection));
connection.onState((state) => {
  if (state === 'live') void syncWithServer(serverClock);
});

/** Live cards followed at once: the API lists at most this many live games to a page anyway. */
const LIVE_CARDS_MAX = 50;

const stageText = (stage: string) => codeText('stage', stage).toLowerCase();
const gameHref = (id: string) => withOptions(`/games/${encodeURIComponent(id)}`);

/** A live game's card: its score, period and clock, kept current by the feed. */
class LiveCard {
  readonly element: HTMLElement;
  /** The feed's latest snapshot; until the first, the card shows what the list said. */
  private board: BoardSnapshotFragment | undefined;
  private readonly badge = h('span', { class: 'live-badge' });
  private readonly clock = h('span', { class: 'clock', role: 'timer', 'aria-label': t('gamePage.clock'), hidden: true });
  private readonly score = h('span', { class: 'score' });
  private readonly dispose: () => void;

  constructor(
    game: HomeLiveGameFragment,
    showCompetition: boolean,
    private readonly ended: () => void,
  ) {
    this.element = h(
      'li',
      { 'data-game': game.id },
      h('a', { href: gameHref(game.id) }, versusText(game.home.name, game.away.name)),
      h('br'),
      this.badge,
      ' ',
      this.clock,
      ' ',
      this.score,
      h('br'),
      h('span', { class: 'muted' }, `${showCompetition ? `${game.division.competition.name} · ` : ''}${game.division.name} · ${stageText(game.stage)}${game.venue ? ` · ${game.venue}` : ''}`),
    );
    setText(this.badge, game.status === 'INTERMISSION' ? t('home.intermission') : t('home.live', { period: periodText(game.scoreboard.periodLabel) }));
    setText(this.score, `${game.homeScore} – ${game.awayScore}`);
    this.dispose = connection.subscribe(
      BoardFeedDocument,
      { gameId: game.id },
      {
        next: (data, restarted) => {
          const snapshot = data.scoreboardUpdated;
          serverClock.seen(snapshot.clock.asOf);
          if (this.board && !restarted && snapshot.seq < this.board.seq) return;
          this.board = snapshot;
          this.draw(snapshot);
          if (snapshot.status !== 'IN_PROGRESS' && snapshot.status !== 'INTERMISSION') this.ended();
        },
        error: (message) => console.warn('live feed', message),
      },
    );
  }

  private draw(s: BoardSnapshotFragment): void {
    this.element.dataset.seq = String(s.seq);
    setText(this.badge, s.status === 'INTERMISSION' ? t('home.intermission') : s.status === 'IN_PROGRESS' ? t('home.live', { period: periodText(s.periodLabel) }) : t(statusKey(s)));
    setText(this.score, `${s.home.score} – ${s.away.score}`);
    this.tick();
  }

  /** The clock, run on from the snapshot's instant on the server's clock. */
  tick(): void {
    const s = this.board;
    if (!s) return;
    const live = s.status === 'IN_PROGRESS' || s.status === 'INTERMISSION';
    this.clock.hidden = !live;
    if (!live) return;
    const ms = s.clock.remainingMs - elapsedSince(s, serverClock.now());
    setText(this.clock, clockText(ms));
    this.clock.dataset.running = String(s.clock.running && ms > 0);
  }

  stop(): void {
    this.dispose();
  }
}

/** The live cards, by game, kept from one reading of the lists to the next. */
const cards = new Map<string, LiveCard>();

function liveCards(games: HomeLiveGameFragment[], showCompetition: boolean, reload: () => void): HTMLElement[] {
  const shown = games.slice(0, LIVE_CARDS_MAX);
  const keep = new Set(shown.map((g) => g.id));
  for (const [id, card] of cards) {
    if (keep.has(id)) continue;
    card.stop();
    cards.delete(id);
  }
  return shown.map((game) => {
    let card = cards.get(game.id);
    if (!card) {
      card = new LiveCard(game, showCompetition, reload);
      cards.set(game.id, card);
    }
    return card.element;
  });
}

const tick = () => {
  for (const card of cards.values()) card.tick();
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);

/** A finished game's card: its final score and how it was decided. */
function resultItem(game: HomeGameFragment, showCompetition: boolean): HTMLElement {
  return h(
    'li',
    { 'data-game': game.id },
    h('a', { href: gameHref(game.id) }, versusText(game.home.name, game.away.name)),
    h('br'),
    h('span', { class: 'result' }, h('strong', { class: 'score' }, `${game.homeScore} – ${game.awayScore}`), ' ', h('span', { class: 'final' }, t(statusKey(game)))),
    h('br'),
    h(
      'span',
      { class: 'muted' },
      [showCompetition ? game.division.competition.name : null, game.division.name, zonedText(game.startsAt, game.division.competition.timeZone)].filter(Boolean).join(' · '),
    ),
  );
}

function upcomingItem(game: HomeGameFragment, showCompetition: boolean): HTMLElement {
  return h(
    'li',
    { 'data-game': game.id },
    h('a', { href: gameHref(game.id) }, versusText(game.home.name, game.away.name)),
    h('br'),
    h('span', {}, zonedText(game.startsAt, game.division.competition.timeZone)),
    h('br'),
    h('span', { class: 'muted' }, `${showCompetition ? `${game.division.competition.name} · ` : ''}${game.division.name} · ${stageText(game.stage)}${game.venue ? ` · ${game.venue}` : ''}`),
  );
}

function divisionItem(d: HomeDivisionFragment): HTMLElement {
  return h(
    'li',
    { 'data-division': d.id },
    h('strong', {}, d.name),
    h('span', { class: 'muted' }, ` · ${t('home.teams', { count: d.teams.length })}`),
    h('br'),
    h('a', { href: withOptions(`/divisions/${encodeURIComponent(d.id)}/standings`) }, t('home.standings')),
    ' · ',
    h('a', { href: withOptions(`/divisions/${encodeURIComponent(d.id)}/bracket`) }, t('home.bracket')),
    d.teams.length
      ? h(
          'details',
          {},
          h('summary', {}, t('home.teamPages')),
          h('ul', { class: 'teams' }, ...d.teams.map((team) => h('li', {}, h('a', { href: withOptions(`/teams/${encodeURIComponent(team.id)}`) }, team.name)))),
        )
      : null,
  );
}

function liveSection(games: HomeLiveGameFragment[], showCompetition: boolean, reload: () => void): HTMLElement {
  return h(
    'section',
    { 'aria-labelledby': 'live-title' },
    h('h2', { id: 'live-title' }, t('home.liveGames')),
    games.length ? h('ul', { class: 'cards', id: 'live-games' }, ...liveCards(games, showCompetition, reload)) : h('p', { class: 'muted' }, t('home.noLiveGame')),
  );
}

/** The latest results and the coming games, side by side where there is room. */
function gamesSections(recent: HomeGameFragment[], upcoming: HomeGameFragment[], showCompetition: boolean): HTMLElement {
  return h(
    'div',
    { class: 'game-lists' },
    h(
      'section',
      { 'aria-labelledby': 'results-title' },
      h('h2', { id: 'results-title' }, t('home.results')),
      recent.length ? h('ul', { class: 'cards', id: 'results' }, ...recent.map((g) => resultItem(g, showCompetition))) : h('p', { class: 'muted', id: 'results' }, t('home.noResult')),
    ),
    h(
      'section',
      { 'aria-labelledby': 'next-title' },
      h('h2', { id: 'next-title' }, t('home.comingUp')),
      upcoming.length ? h('ul', { class: 'cards', id: 'next-games' }, ...upcoming.map((g) => upcomingItem(g, showCompetition))) : h('p', { class: 'muted', id: 'next-games' }, t('home.noComingGame')),
    ),
  );
}

const footer = () => h('p', { class: 'muted' }, t('home.developers'), h('a', { href: '/graphql' }, '/graphql'), '.');

async function loadAll(reload: () => void): Promise<void> {
  const { liveGames, recentGames, upcomingGames, competitions: listed } = await query(HomeAllDocument, {});
  const liveCount = new Map<string, number>();
  for (const game of liveGames) liveCount.set(game.division.competition.id, (liveCount.get(game.division.competition.id) ?? 0) + 1);
  const liveOrder = [...liveCount.keys()];
  const rank = (id: string) => (liveCount.has(id) ? liveOrder.indexOf(id) : liveOrder.length);
  // Stable: competitions with live games first, the rest in the order the API lists them.
  const competitions = listed
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c.id) - rank(b.c.id) || a.i - b.i)
    .map(({ c }) => c);
  setTitle(t('home.title'));
  shell.main.replaceChildren(
    h('h1', {}, 'Faceoff'),
    liveSection(liveGames, true, reload),
    gamesSections(recentGames, upcomingGames, true),
    h(
      'section',
      { 'aria-labelledby': 'competitions-title' },
      h('h2', { id: 'competitions-title' }, t('home.competitions')),
      competitions.length
        ? h(
            'div',
            { id: 'competitions' },
            ...competitions.map((c) =>
              h(
                'section',
                { class: `competition${liveCount.has(c.id) ? ' has-live' : ''}`, 'data-competition': c.id, 'data-live': liveCount.get(c.id) ?? 0, 'aria-labelledby': `competition-${c.id}` },
                h('h3', { id: `competition-${c.id}` }, h('a', { href: withOptions(`/?competition=${encodeURIComponent(c.id)}`) }, c.name), h('span', { class: 'muted' }, ` · ${presetText(c.preset)}`)),
                liveCount.has(c.id) ? h('p', { class: 'live-badge live-count' }, t('home.liveNow', { count: liveCount.get(c.id) })) : null,
                h('p', {}, h('a', { href: withOptions(`/competitions/${encodeURIComponent(c.id)}/games`), class: 'schedule-link' }, t('home.scheduleAndResults'))),
                c.divisions.length ? h('ul', { class: 'cards divisions' }, ...c.divisions.map(divisionItem)) : h('p', { class: 'muted' }, t('home.noDivision')),
              ),
            ),
          )
        : h('p', { class: 'muted' }, t('home.noCompetition')),
    ),
    footer(),
  );
}

async function loadOne(id: string, reload: () => void): Promise<void> {
  const { competition, liveGames, recentGames, upcomingGames } = await query(HomeCompetitionDocument, { id });
  if (!competition) {
    showProblem(shell.main, t('home.noSuchCompetition'), t('home.noSuchCompetitionWhy', { id }));
    shell.main.append(h('p', {}, h('a', { href: withOptions('/') }, t('home.everyCompetition'))));
    return;
  }
  setTitle(competition.name);
  shell.main.replaceChildren(
    h('p', {}, h('a', { href: withOptions('/') }, t('home.backToAll'))),
    h('h1', {}, competition.name),
    liveSection(liveGames, false, reload),
    gamesSections(recentGames, upcomingGames, false),
    h(
      'section',
      { 'aria-labelledby': 'divisions-title' },
      h('h2', { id: 'divisions-title' }, t('home.divisions')),
      h('ul', { class: 'cards', id: 'divisions' }, ...competition.divisions.map(divisionItem)),
    ),
    footer(),
  );
}

async function main(): Promise<void> {
  const id = new URLSearchParams(location.search).get('competition')?.trim() ?? '';
  let loading: Promise<void> | undefined;
  let again = false;
  // One reading at a time; a game ending during one asks for another after it.
  const reload = (): void => {
    if (loading) {
      again = true;
      return;
    }
    loading = (id ? loadOne(id, reload) : loadAll(reload))
      .catch(() => undefined)
      .finally(() => {
        loading = undefined;
        if (again) {
          again = false;
          reload();
        }
      });
  };
  try {
    await (id ? loadOne(id, reload) : loadAll(reload));
    // The lists are read again when the games under way are not the ones the page shows.
    connection.subscribe(
      HomeLiveFeedDocument,
      { competitionId: id || null },
      {
        next: ({ liveGamesUpdated }) => {
          const live = liveGamesUpdated.slice(0, LIVE_CARDS_MAX).map((game) => game.id);
          if (live.length !== cards.size || live.some((gameId) => !cards.has(gameId))) reload();
        },
        error: (message) => console.warn('the live games feed refused', message),
      },
    );
  } catch (error) {
    showProblem(shell.main, t('home.couldNotLoad'), error instanceof Error ? error.message : String(error));
  }
}

void main();
