import { ConsoleBoardDocument, ConsoleEventsDocument, ConsoleGameDocument, ConsoleGamesToScoreDocument, type ConsoleGamesToScoreQuery } from '../generated/graphql';
import { NetworkProblem, request } from '../lib/api';
import { versusText } from '../lib/format';
import { flatEvent } from '../lib/game-log';
import { h } from '../lib/dom';
import { locale, setTitle, t, translateShell } from '../lib/i18n';
import { LiveConnection } from '../lib/live';
import { showProblem, startPage } from '../lib/page';
import { ServerClock, syncWithServer } from '../lib/server-time';
import { TokenStore } from '../lib/token';
import { controlHandlers, createConsole, showToken } from './actions';
import { availability, earlyStartMarkIn, fiveTwoMarkIn } from './availability';
import { keepSoon, kept, lastGameId } from './cache';
import { createView, drawFrame, layout, renderAvailability, renderBoard, renderControls, renderGame, renderLog, renderOutbox, say } from './render';
import { acceptBoard, addEvent, createState, setGame, situation } from './state';
import { project } from './queued';
import { signSheet } from './sign-sheet';
import './console.css';

/**
 * The scorekeeper console (/games/:id/score): large controls for everything a scorekeeper posts,
 * the live board beside them, and the game log. The page's state is one object (state.ts); what
 * the buttons do, through the outbox, is in actions.ts; the DOM updates are in render.ts. This
 * file wires them: load the game, draw the page, subscribe to the board and the log.
 */
const shell = startPage();
translateShell();
setTitle(t('console.title'));
const tokens = new TokenStore('faceoff.token.scorekeeper');
tokens.adoptFromFragment();
const connection = new LiveConnection();
const serverClock = new ServerClock();
// The id is in the shell; a shell served by the service worker (offline) has none, and the path has it.
const state = createState(shell.id || (/^\/games\/([^/]+)\/score\/?$/.exec(location.pathname)?.[1] ?? ''));
const view = createView();
const c = createConsole(
  state,
  view,
  tokens,
  () => refresh(),
  () => serverClock.now(),
);

let markTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The board as shown, with what is queued applied (queued.ts); the controls follow the rules for
 * the board (availability.ts); the page keeps what it shows for a reload offline.
 */
function refresh(): void {
  if (!state.game) return;
  const now = serverClock.now();
  const queued = c.outbox.items();
  state.shown = project(state, queued);
  if (state.shown) renderBoard(view, state.shown);
  const current = situation(state, queued, now);
  renderAvailability(view, availability(current));
  keepSoon(state);
  // The league's 5-2 reset opens with the time, not with a board: look again at the 5-minute mark.
  clearTimeout(markTimer);
  // Cole Harbour's start opens 15 minutes before the scheduled time (G61): look again then too.
  const marks = [fiveTwoMarkIn(current.timeBlock, now), earlyStartMarkIn(current.earlyStart, now)].filter((m): m is number => m !== null);
  if (marks.length) markTimer = setTimeout(refresh, Math.min(...marks));
}

/** The offline-ready mark: the service worker that serves this page without a network is in control. */
function installServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const mark = () => {
    if (navigator.serviceWorker.controller) document.documentElement.dataset.offlineReady = 'true';
  };
  navigator.serviceWorker.addEventListener('controllerchange', mark);
  mark();
}

function frame(): void {
  drawFrame(view, state, serverClock.now());
  requestAnimationFrame(frame);
}

type GameToScore = ConsoleGamesToScoreQuery['gamesToScore'][number];

/** A game to pick: its teams, its start on the competition's clock, its rink; the link opens its console. */
function pickItem(game: GameToScore): HTMLElement {
  const timeZone = game.division?.competition.timeZone ?? 'UTC';
  const when = new Date(game.startsAt).toLocaleString(locale(), { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const teams = versusText(game.home?.name ?? '?', game.away?.name ?? '?');
  return h(
    'li',
    { 'data-game': game.id },
    h(
      'a',
      { href: `/games/${encodeURIComponent(game.id)}/score` },
      h('span', { class: 'pick-teams' }, teams),
      h('span', { class: 'pick-when' }, `${when} · ${game.venue ?? t('console.picker.noRink')}`),
      game.status !== 'SCHEDULED' ? h('span', { class: 'pick-status' }, t(`console.picker.status.${game.status}`, { defaultValue: game.status })) : null,
    ),
  );
}

/**
 * /console with a scorekeeper's token (R82): the games its own scopes allow, to pick one — a rink's
 * competition-wide token lists its competition's games still to score; a game's token goes straight to
 * its game. Answers false when there is no token or the server cannot be asked (the last game then).
 */
async function gamePicker(): Promise<boolean> {
  const secret = tokens.get();
  if (!secret) return false;
  let games: GameToScore[];
  try {
    games = (await request(ConsoleGamesToScoreDocument, {}, secret)).gamesToScore;
  } catch (error) {
    if (error instanceof NetworkProblem) return false;
    showProblem(shell.main, t('console.picker.refused'), error instanceof Error ? error.message : String(error));
    return true;
  }
  if (games.length === 1) {
    location.replace(`/games/${encodeURIComponent(games[0]!.id)}/score`);
    return true;
  }
  if (!games.length) {
    // An ADMIN's token, or a card whose games are over: the game this tablet scored last, when there is one.
    if (lastGameId()) return false;
    showProblem(shell.main, t('console.picker.none'), t('console.picker.noneWhy'));
    return true;
  }
  setTitle(t('console.picker.title'));
  shell.main.replaceChildren(
    h(
      'section',
      { class: 'game-picker', 'aria-labelledby': 'picker-title' },
      h('h1', { id: 'picker-title' }, t('console.picker.title')),
      h('p', { class: 'muted' }, t('console.picker.intro')),
      h('ul', { class: 'pick-list', id: 'games-to-score' }, ...games.map(pickItem)),
    ),
  );
  return true;
}

async function main(): Promise<void> {
  installServiceWorker();
  const gameId = state.gameId;
  if (!gameId) {
    if (await gamePicker()) return;
    // The installed app opens /console offline: the game this tablet scored last.
    const last = lastGameId();
    if (last) return location.replace(`/games/${encodeURIComponent(last)}/score${location.hash}`);
    return showProblem(shell.main, t('console.noGame'), t('console.noGameHow'));
  }
  let offline = false;
  try {
    const answer = await request(ConsoleGameDocument, { gameId });
    if (!answer.game) return showProblem(shell.main, t('console.noSuchGame'), t('console.noSuchGameWhy', { id: gameId }));
    setGame(state, answer.game);
  } catch (error) {
    const before = error instanceof NetworkProblem ? kept(gameId) : undefined;
    if (!before) {
      const detail = error instanceof NetworkProblem ? t('console.unreachable') : String((error as Error).message);
      return showProblem(shell.main, t('console.couldNotLoad'), detail);
    }
    // Offline: the game as this tablet last saw it; the live board replaces it when the network returns.
    offline = true;
    setGame(state, before.game);
    if (before.board) acceptBoard(state, before.board, true);
    for (const e of before.log) addEvent(state, e);
  }
  const game = state.game!;
  setTitle(t('console.heading', { game: versusText(game.home.name, game.away.name) }));
  layout(shell.main, view, connection);
  // R80: once the game is over, the sheet is signed here, before the log.
  const sheet = signSheet(game, tokens);
  shell.main.insertBefore(sheet.element, shell.main.lastElementChild);
  sheet.show(game.status);
  renderGame(view, game);
  renderControls(view, game, controlHandlers(c));
  showToken(c);
  renderOutbox(view, c.outbox.state());
  renderLog(view, state);
  refresh();
  if (offline) {
    say(view, t('console.say.offline'));
    // Back online: the game (its rosters) read afresh; the board and log come back by themselves.
    const reload = () => {
      request(ConsoleGameDocument, { gameId }).then(
        (answer) => {
          window.removeEventListener('online', reload);
          if (!answer.game) return;
          setGame(state, answer.game);
          renderGame(view, answer.game);
          say(view, '');
          refresh();
        },
        () => undefined,
      );
    };
    window.addEventListener('online', reload);
  }
  // What a previous visit left in the queue goes out now.
  c.outbox.resume();

  connection.onState((live) => {
    if (live === 'live') void syncWithServer(serverClock);
  });
  connection.subscribe(
    ConsoleBoardDocument,
    { gameId },
    {
      next: (data, restarted) => {
        const snapshot = data.scoreboardUpdated;
        serverClock.seen(snapshot.clock.asOf);
        acceptBoard(state, snapshot, restarted);
        sheet.show(snapshot.status);
        refresh();
      },
      error: (text) => say(view, t('console.say.boardUnavailable', { message: text }), 'refused'),
    },
  );
  // Every entry from the first (a reconnection replays them; the log is keyed by seq), drawn flat.
  connection.subscribe(
    ConsoleEventsDocument,
    { gameId, afterSeq: 0 },
    {
      next: (data) => {
        addEvent(state, flatEvent(data.gameLog));
        renderLog(view, state);
        refresh();
      },
      error: (text) => say(view, t('console.say.logUnavailable', { message: text }), 'refused'),
    },
  );
  requestAnimationFrame(frame);
}

void main();
