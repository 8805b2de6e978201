import { BoardFeedDocument, BoardGameDocument, type BoardGameQuery, type BoardSnapshotFragment } from '../generated/graphql';
import { byId, h, setText } from '../lib/dom';
import { clockText, humanCode, periodText, timerText } from '../lib/format';
import { DelayBuffer, LiveConnection, query } from '../lib/live';
import { connectionMark, showProblem, startPage } from '../lib/page';
import { ServerClock, syncWithServer } from '../lib/server-time';
import { boardAt } from './timers';
import './scoreboard.css';

/**
 * The arena scoreboard: one game, large and dark by default. Every `scoreboardUpdated` message is
 * a full snapshot; between them the clock and the penalty timers run on locally, ticked by
 * requestAnimationFrame from the snapshot's `asOf` on the server's clock (lib/server-time.ts).
 */
const shell = startPage('dark');
const serverClock = new ServerClock();
const connection = new LiveConnection();
let game: NonNullable<BoardGameQuery['game']> | undefined;
let board: BoardSnapshotFragment | undefined;

type Side = 'home' | 'away';

const sideView = (side: Side) => ({
  name: h('h2', { class: 'name', id: `${side}-name` }, side === 'home' ? 'Home' : 'Away'),
  score: h('p', { class: 'score', id: `${side}-score`, 'aria-label': `${side} score` }, '0'),
  shots: h('dd', { id: `${side}-shots` }, '0'),
  timeouts: h('dd', { id: `${side}-timeouts` }, '–'),
  pim: h('dd', { id: `${side}-pim` }, '0'),
  pp: h('p', { class: 'pp', id: `${side}-pp` }),
  penalties: h('ul', { class: 'penalties', id: `${side}-penalties`, 'aria-label': `${side} penalties` }),
  extra: h('p', { class: 'extra', id: `${side}-extra` }),
});
const views = { home: sideView('home'), away: sideView('away') };

const clock = h('p', { class: 'clock', id: 'clock', role: 'timer', 'aria-label': 'Game clock', 'data-running': 'false' }, '--:--');
const period = h('p', { class: 'period', id: 'period' });
const mode = h('p', { class: 'mode', id: 'mode' });
const status = h('p', { class: 'status', id: 'status' });
const strength = h('p', { class: 'strength', id: 'strength' });
const shootout = h('p', { class: 'shootout', id: 'shootout' });
const title = h('h1', { class: 'title', id: 'title' }, 'Scoreboard');

function teamColumn(side: Side): HTMLElement {
  const v = views[side];
  return h(
    'section',
    { class: `team ${side}`, 'aria-labelledby': `${side}-name` },
    v.name,
    v.score,
    v.pp,
    h('dl', { class: 'stats' }, h('dt', {}, 'Shots'), v.shots, h('dt', {}, 'Timeouts'), v.timeouts, h('dt', {}, 'PIM'), v.pim),
    v.extra,
    v.penalties,
  );
}

shell.main.classList.add('board-main');
shell.main.replaceChildren(
  title,
  h(
    'div',
    { class: 'board', id: 'board' },
    teamColumn('home'),
    h('section', { class: 'center', 'aria-label': 'Clock and period' }, period, clock, mode, strength, status, shootout),
    teamColumn('away'),
  ),
);
document.body.append(connectionMark(connection));
connection.onState((state) => {
  if (state === 'live') void syncWithServer(serverClock);
});

const buffer = new DelayBuffer<{ snapshot: BoardSnapshotFragment; restarted: boolean }>(shell.options.delayMs, ({ snapshot, restarted }) => {
  // A snapshot not newer than the one shown is old news (docs/live-feed.md, "Ordering"), except
  // the first after a reconnection, which replaces everything.
  if (board && !restarted && snapshot.seq <= board.seq) return;
  board = snapshot;
  renderSnapshot(snapshot);
});

async function main(): Promise<void> {
  if (!shell.id) return showProblem(shell.main, 'No game given', 'The address is /scoreboard/<game id>.');
  try {
    const answer = await query(BoardGameDocument, { gameId: shell.id });
    if (!answer.game) return showProblem(shell.main, 'No such game', `There is no game ${shell.id}.`);
    game = answer.game;
  } catch (error) {
    // The live feed below still tries: the server may be restarting.
    console.warn('game details unavailable', error);
  }
  if (game) {
    document.title = `${game.home.name} v ${game.away.name} · Faceoff`;
    setText(title, `${game.home.name} v ${game.away.name}`);
  }
  connection.subscribe(BoardFeedDocument, { gameId: shell.id }, {
    next: (data, restarted) => {
      serverClock.seen(data.scoreboardUpdated.clock.asOf);
      buffer.push({ snapshot: data.scoreboardUpdated, restarted });
    },
    error: (message) => showProblem(shell.main, 'The scoreboard is unavailable', message),
  });
  requestAnimationFrame(frame);
}

function renderSnapshot(s: BoardSnapshotFragment): void {
  document.documentElement.dataset.seq = String(s.seq);
  for (const side of ['home', 'away'] as const) {
    const line = s[side];
    const v = views[side];
    setText(v.name, line.team.name);
    setText(v.score, String(line.score));
    setText(v.shots, String(line.shots));
    setText(v.timeouts, String(line.timeoutsLeft));
    setText(v.pim, String(line.penaltyMinutes));
    setText(v.extra, line.penaltyShotsPending > 0 ? `Penalty shot${line.penaltyShotsPending > 1 ? `s ×${line.penaltyShotsPending}` : ''} pending` : '');
  }
  setText(period, s.periodLabel ? periodText(s.periodLabel) : '');
  period.setAttribute('aria-label', s.periodLabel ? `Period ${s.periodLabel}` : 'Before the game');
  setText(mode, s.status === 'IN_PROGRESS' || s.status === 'INTERMISSION' ? humanCode(s.clock.mode) : '');
  setText(status, statusText(s));
  setText(shootout, s.shootout ? `Shootout ${s.shootout.home.goals}/${s.shootout.home.attempts} – ${s.shootout.away.goals}/${s.shootout.away.attempts}` : '');
  document.documentElement.dataset.status = s.status;
  frame();
}

function statusText(s: BoardSnapshotFragment): string {
  switch (s.status) {
    case 'SCHEDULED':
      return game ? `Starts ${new Date(game.startsAt).toLocaleString(undefined, { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' })}` : 'Scheduled';
    case 'IN_PROGRESS':
      return '';
    case 'INTERMISSION':
      return s.shootout ? 'Shootout' : `End of ${periodText(s.periodLabel)}`;
    case 'FINAL':
      return s.decision === 'OVERTIME' ? 'Final/OT' : s.decision === 'SHOOTOUT' ? 'Final/SO' : 'Final';
    case 'FORFEITED':
      return 'Forfeited';
    case 'CANCELLED':
      return 'Cancelled';
    default: {
      const unknown: never = s.status;
      return String(unknown);
    }
  }
}

let drawn = '';
function frame(): void {
  if (board) draw(board);
  requestAnimationFrame(frame);
}

function draw(s: BoardSnapshotFragment): void {
  const at = boardAt(s, serverClock.now() - shell.options.delayMs);
  setText(clock, clockText(at.clockMs));
  clock.dataset.running = String(s.clock.running && at.clockMs > 0);
  // Redraw the penalty lists only when what they show changed.
  const shown = at.penalties.map((p) => `${p.seq}:${timerText(p.remainingMs)}:${p.running}`).join('|') + `|${at.skaters.home}:${at.skaters.away}`;
  if (shown === drawn) return;
  drawn = shown;
  for (const side of ['home', 'away'] as const) {
    const teamId = s[side].team.id;
    const items = at.penalties
      .filter((p) => p.teamId === teamId)
      .map((p) =>
        h(
          'li',
          { 'data-seq': p.seq, class: p.running ? 'running' : 'waiting' },
          h('span', { class: 'who' }, p.playerName ?? 'Bench'),
          ' ',
          h('span', { class: 'what' }, humanCode(p.severity)),
          ' ',
          h('span', { class: 'left', 'data-ms': Math.max(0, Math.round(p.remainingMs)) }, timerText(p.remainingMs)),
        ),
      );
    views[side].penalties.replaceChildren(...items);
  }
  const live = s.status === 'IN_PROGRESS';
  const { home, away } = at.skaters;
  setText(strength, live && home !== away ? `${Math.max(home, away)} on ${Math.min(home, away)}` : '');
  setText(views.home.pp, live && home > away ? 'Power play' : '');
  setText(views.away.pp, live && away > home ? 'Power play' : '');
}

void main();
