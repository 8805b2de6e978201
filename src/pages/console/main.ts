import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { INFRACTIONS } from '../../domain/infractions';
import {
  type BoardSnapshotFragment,
  ConsoleBoardDocument,
  ConsoleEndGameDocument,
  ConsoleEndPeriodDocument,
  type ConsoleEventFragment,
  ConsoleEventsDocument,
  ConsoleGameDocument,
  type ConsoleGameQuery,
  ConsoleGoalDocument,
  ConsolePenaltyDocument,
  ConsoleShootoutDocument,
  ConsoleShotDocument,
  ConsoleStartClockDocument,
  ConsoleStartGameDocument,
  ConsoleStopClockDocument,
  ConsoleTimeoutDocument,
  ConsoleVoidDocument,
  type PenaltySeverity,
} from '../generated/graphql';
import { NetworkProblem, Refusal, request } from '../lib/api';
import { h, setText } from '../lib/dom';
import { clockText, humanCode, periodText, timerText } from '../lib/format';
import { LiveConnection } from '../lib/live';
import { Outbox, type OutboxItem, type OutboxState } from '../lib/outbox';
import { connectionMark, showProblem, startPage } from '../lib/page';
import { ServerClock, syncWithServer } from '../lib/server-time';
import { refusalText, TokenStore, tokenForm } from '../lib/token';
import { boardAt } from '../scoreboard/timers';
import { checkField, choose, confirm, type Field, selectField, textField } from './dialog';
import './console.css';

/**
 * The scorekeeper console (/games/:id/score): large controls for everything a scorekeeper posts,
 * the live board beside them, and the game log. Every action goes through the outbox
 * (lib/outbox.ts) with its own clientEventId, so a tablet on flaky arena Wi-Fi never loses an
 * event nor stores one twice.
 */
const shell = startPage();
const gameId = shell.id;
const WHO = 'a SCOREKEEPER token for this game or its competition, or an ADMIN token';
const tokens = new TokenStore('faceoff.token.scorekeeper');
tokens.adoptFromFragment();
const connection = new LiveConnection();
const serverClock = new ServerClock();

type Game = NonNullable<ConsoleGameQuery['game']>;
type Side = 'home' | 'away';
interface Dressed {
  id: string;
  name: string;
  number: number;
  position: string;
}

let game: Game | undefined;
let board: BoardSnapshotFragment | undefined;
const log = new Map<number, ConsoleEventFragment>();

/** Which document each queued operation posts. */
const OPERATIONS: Record<string, TypedDocumentNode<unknown, Record<string, unknown>>> = {
  startGame: ConsoleStartGameDocument,
  startClock: ConsoleStartClockDocument,
  stopClock: ConsoleStopClockDocument,
  goal: ConsoleGoalDocument,
  penalty: ConsolePenaltyDocument,
  shot: ConsoleShotDocument,
  timeout: ConsoleTimeoutDocument,
  shootout: ConsoleShootoutDocument,
  endPeriod: ConsoleEndPeriodDocument,
  endGame: ConsoleEndGameDocument,
  void: ConsoleVoidDocument,
} as unknown as Record<string, TypedDocumentNode<unknown, Record<string, unknown>>>;

// ---- what the page shows ----

const message = h('div', { class: 'console-message', id: 'console-message', role: 'alert', 'aria-live': 'assertive' });
const outboxStatus = h('p', { class: 'outbox-status', id: 'outbox-status', role: 'status', 'aria-live': 'polite' }, 'All sent');
const outboxList = h('ol', { class: 'outbox-items', id: 'outbox-items', 'aria-label': 'Queued actions' });
const tokenPanel = h('section', { class: 'token-panel', id: 'token-panel', 'aria-label': 'Access' });
const title = h('h1', { id: 'title' }, 'Scorekeeper');
const clock = h('p', { class: 'console-clock', id: 'clock', role: 'timer', 'aria-label': 'Game clock' }, '--:--');
const period = h('p', { class: 'console-period', id: 'period' });
const status = h('p', { class: 'console-state', id: 'status' });
const eventList = h('ol', { class: 'event-log', id: 'event-log', reversed: true, 'aria-label': 'Game log, newest first' });

const sideView = (side: Side) => ({
  name: h('h2', { id: `${side}-name` }, side === 'home' ? 'Home' : 'Away'),
  score: h('p', { class: 'console-score', id: `${side}-score` }, '0'),
  stats: h('p', { class: 'console-stats muted', id: `${side}-stats` }),
  penalties: h('ul', { class: 'console-penalties', id: `${side}-penalties`, 'aria-label': `${side} penalties` }),
  controls: h('div', { class: 'controls', id: `${side}-controls` }),
});
const views = { home: sideView('home'), away: sideView('away') };
const gameControls = h('div', { class: 'controls game-controls', id: 'game-controls', role: 'group', 'aria-label': 'Game' });

function say(text: string, kind: 'refused' | 'info' = 'info'): void {
  message.replaceChildren(text ? h('p', { class: kind }, text) : '');
  message.dataset.kind = kind;
}

function button(label: string, aria: string, onClick: () => void, extra: Record<string, string> = {}): HTMLButtonElement {
  const b = h('button', { type: 'button', 'aria-label': aria, ...extra }, label);
  b.addEventListener('click', onClick);
  return b;
}

function layout(): void {
  shell.main.classList.add('console-main');
  const column = (side: Side) =>
    h('section', { class: `console-team ${side}`, 'aria-labelledby': `${side}-name` }, views[side].name, views[side].score, views[side].stats, views[side].penalties, views[side].controls);
  shell.main.replaceChildren(
    title,
    tokenPanel,
    h('div', { class: 'console-bar' }, outboxStatus, message),
    outboxList,
    h(
      'div',
      { class: 'console-board' },
      column('home'),
      h('section', { class: 'console-center', 'aria-label': 'Clock and period' }, period, clock, status, gameControls),
      column('away'),
    ),
    h('section', { 'aria-labelledby': 'log-title' }, h('h2', { id: 'log-title' }, 'Game log'), eventList),
  );
  document.body.append(connectionMark(connection));
}

// ---- the token ----

function showToken(problem?: string): void {
  if (!tokens.get() || problem) {
    tokenPanel.replaceChildren(
      tokenForm({
        store: tokens,
        who: WHO,
        message: problem ?? (tokens.get() ? undefined : 'No token yet: actions are kept in the queue until one is entered.'),
        onSaved: () => {
          showToken();
          outbox.resume();
        },
      }),
    );
    return;
  }
  tokenPanel.replaceChildren(
    h('p', { class: 'token-set' }, 'Token entered. ', button('Change token', 'Change token', () => showToken('Enter the new token.')), ' ', button('Forget token', 'Forget token', () => {
      tokens.clear();
      showToken();
    })),
  );
}

// ---- the outbox ----

const outbox = new Outbox(`faceoff.outbox.${gameId}`, {
  send: async (item) => {
    const document = OPERATIONS[item.operation];
    if (!document) throw new Refusal('BAD_USER_INPUT', `Unknown action ${item.operation}`);
    const token = tokens.get();
    if (!token) throw new Refusal('UNAUTHENTICATED', 'no token entered');
    await request(document, item.variables, token);
  },
  changed: renderOutbox,
  refused: (item, refusal) => {
    say(`Refused: ${item.label}. ${refusal.message}`, 'refused');
    if (refusal.code === 'FORBIDDEN') showToken(refusalText(refusal.code, WHO, refusal.message));
  },
  paused: (refusal) => showToken(tokens.get() ? refusalText(refusal.code, WHO, refusal.message) : undefined),
});

function renderOutbox(state: OutboxState): void {
  const n = state.items.length;
  document.documentElement.dataset.queued = String(n);
  let text = 'All sent';
  if (n) {
    text = `queued (${n})`;
    if (state.paused) text += ' · waiting for a token';
    else if (state.waiting) text += ' · offline, retrying';
    else if (state.sending) text += ' · sending…';
  }
  setText(outboxStatus, text);
  outboxStatus.classList.toggle('pending', n > 0);
  outboxList.replaceChildren(...state.items.map((item) => h('li', { 'data-id': item.id, class: item.id === state.sending ? 'sending' : '' }, item.label)));
  outboxList.hidden = n === 0;
}

function queue(operation: string, variables: (clientEventId: string) => Record<string, unknown>, label: string): OutboxItem {
  say('');
  return outbox.add(operation, variables, label);
}

// ---- the teams' players ----

function dressed(side: Side): Dressed[] {
  const team = game![side];
  const eligible = new Set(team.eligibility?.players.filter((p) => p.eligible).map((p) => p.player.id) ?? []);
  const roster = team.roster.map((r) => ({ id: r.player.id, name: r.player.name, number: r.number, position: r.position }));
  // Who dresses is not readable from the API: startGame dresses every eligible rostered player
  // unless setLineup named others. Eligible players first; the whole roster when none is known.
  const list = eligible.size ? roster.filter((p) => eligible.has(p.id)) : roster;
  return list.sort((a, b) => a.number - b.number);
}

const playerText = (p: Dressed) => `#${p.number} ${p.name}${p.position === 'GOALIE' ? ' (G)' : ''}`;
const playerOptions = (side: Side) => dressed(side).map((p) => ({ value: p.id, label: playerText(p) }));
const nameOf = (side: Side, id: string) => {
  const p = dressed(side).find((d) => d.id === id);
  return p ? `#${p.number} ${p.name}` : 'unknown player';
};

// ---- the actions ----

const SEVERITIES: PenaltySeverity[] = ['MINOR', 'DOUBLE_MINOR', 'MAJOR', 'MISCONDUCT', 'GAME_MISCONDUCT', 'GROSS_MISCONDUCT', 'MATCH'];

function goal(side: Side): void {
  const team = game![side];
  const players = playerOptions(side);
  const none = { value: '', label: 'None' };
  const fields: Field[] = [
    selectField('goal-scorer', 'Scorer', players, true, 'Choose the scorer'),
    selectField('goal-assist-1', 'First assist', [none, ...players]),
    selectField('goal-assist-2', 'Second assist', [none, ...players]),
  ];
  choose({
    title: `Goal for ${team.name}`,
    fields,
    actions: [{ label: 'Record goal', value: 'record' }],
    validate: (values) => {
      const picked = [values['goal-scorer'], values['goal-assist-1'], values['goal-assist-2']].filter(Boolean);
      if (new Set(picked).size !== picked.length) return 'The scorer and the assists must be different players.';
      if (!values['goal-assist-1'] && values['goal-assist-2']) return 'Give the first assist before the second.';
      return undefined;
    },
    done: (values) => {
      const scorerId = values['goal-scorer']!;
      const assistIds = [values['goal-assist-1'], values['goal-assist-2']].filter((v): v is string => !!v);
      const assists = assistIds.length ? ` (${assistIds.map((id) => nameOf(side, id)).join(', ')})` : '';
      queue('goal', (clientEventId) => ({ input: { gameId, teamId: team.id, scorerId, assistIds, clientEventId } }), `Goal, ${team.name}: ${nameOf(side, scorerId)}${assists}`);
    },
  });
}

function penalty(side: Side): void {
  const team = game![side];
  choose({
    title: `Penalty to ${team.name}`,
    fields: [
      selectField('penalty-player', 'Player', [...playerOptions(side), { value: 'BENCH', label: 'Bench (no player)' }], true, 'Choose the player'),
      selectField('penalty-severity', 'Severity', SEVERITIES.map((s) => ({ value: s, label: humanCode(s) })), true),
      selectField('penalty-infraction', 'Infraction', INFRACTIONS.map((code) => ({ value: code, label: humanCode(code) })), true, 'Choose the infraction'),
      // The referee's call where a rulebook depends on it; left unticked, the stricter reading applies.
      checkField('penalty-accidental', 'Judged accidental'),
      checkField('penalty-injury', 'An opponent was injured'),
    ],
    actions: [{ label: 'Record penalty', value: 'record' }],
    done: (values) => {
      const playerId = values['penalty-player'] === 'BENCH' ? null : values['penalty-player']!;
      const severity = values['penalty-severity'] as PenaltySeverity;
      const infraction = values['penalty-infraction']!;
      const accidental = values['penalty-accidental'] === 'yes' ? true : undefined;
      const injury = values['penalty-injury'] === 'yes' ? true : undefined;
      queue(
        'penalty',
        (clientEventId) => ({ input: { gameId, teamId: team.id, playerId, severity, infraction, accidental, injury, clientEventId } }),
        `Penalty, ${team.name}: ${playerId ? nameOf(side, playerId) : 'bench'}, ${humanCode(severity).toLowerCase()} for ${humanCode(infraction).toLowerCase()}`,
      );
    },
  });
}

function shootoutAttempt(side: Side): void {
  const team = game![side];
  choose({
    title: `Shootout attempt, ${team.name}`,
    fields: [selectField('shootout-shooter', 'Shooter', playerOptions(side), true, 'Choose the shooter')],
    actions: [
      { label: 'Scored', value: 'scored' },
      { label: 'Missed', value: 'missed' },
    ],
    done: (values, action) => {
      const shooterId = values['shootout-shooter']!;
      const scored = action === 'scored';
      queue('shootout', (clientEventId) => ({ input: { gameId, teamId: team.id, shooterId, scored, clientEventId } }), `Shootout, ${team.name}: ${nameOf(side, shooterId)} ${scored ? 'scored' : 'missed'}`);
    },
  });
}

function simple(operation: string, label: string, extra: Record<string, unknown> = {}): void {
  queue(operation, (clientEventId) => ({ gameId, clientEventId, ...extra }), label);
}

function undo(): void {
  const items = outbox.items();
  const last = items[items.length - 1];
  if (last && last.id !== outbox.state().sending) {
    confirm({
      title: 'Take back an action not sent yet',
      text: `${last.label} (queued, not sent yet) will not be sent.`,
      action: 'Take it back',
      done: () => {
        const taken = outbox.takeBackLast();
        if (taken) say(`Taken back before it was sent: ${taken.label}.`);
      },
    });
    return;
  }
  if (last) {
    say('An action is being sent: undo once it is through.');
    return;
  }
  const target = [...log.values()].sort((a, b) => b.seq - a.seq).find((e) => !e.voided && e.type !== 'EVENT_VOIDED');
  if (!target) {
    say('There is nothing to undo.');
    return;
  }
  choose({
    title: `Undo #${target.seq}: ${eventText(target)}`,
    fields: [textField('void-reason', 'Reason', true, 'Entered by mistake')],
    actions: [{ label: 'Void this event', value: 'void' }],
    done: (values) => {
      const reason = values['void-reason']!.trim();
      queue('void', (clientEventId) => ({ gameId, seq: target.seq, reason, clientEventId }), `Void #${target.seq} (${eventText(target)}): ${reason}`);
    },
  });
}

function buildControls(): void {
  const big = { class: 'big' };
  gameControls.replaceChildren(
    button('Start game', 'Start game (puck-drop ready)', () => simple('startGame', 'Start game'), big),
    button('Start clock', 'Start clock', () => simple('startClock', 'Start clock'), { class: 'big go' }),
    button('Stop clock', 'Stop clock', () => simple('stopClock', 'Stop clock'), { class: 'big stop' }),
    button('End period', 'End period', () => confirm({ title: 'End the period?', text: 'The period ends now, whatever the clock shows.', action: 'End period', done: () => simple('endPeriod', 'End period') }), big),
    button('End game', 'End game', () => confirm({ title: 'End the game?', text: 'The game becomes final with the score as it stands.', action: 'End game', done: () => simple('endGame', 'End game') }), big),
    button('Undo last', 'Undo the last event', undo, { class: 'big undo' }),
  );
  for (const side of ['home', 'away'] as const) {
    const team = game![side];
    views[side].controls.setAttribute('role', 'group');
    views[side].controls.setAttribute('aria-label', `${team.name} actions`);
    views[side].controls.replaceChildren(
      button('Goal', `Goal for ${team.name}`, () => goal(side), { class: 'big goal' }),
      button('Shot', `Shot for ${team.name}`, () => queue('shot', (clientEventId) => ({ gameId, teamId: team.id, clientEventId }), `Shot, ${team.name}`), big),
      button('Penalty', `Penalty to ${team.name}`, () => penalty(side), big),
      button('Timeout', `Timeout for ${team.name}`, () => queue('timeout', (clientEventId) => ({ gameId, teamId: team.id, clientEventId }), `Timeout, ${team.name}`), big),
      button('Shootout attempt', `Shootout attempt for ${team.name}`, () => shootoutAttempt(side), big),
    );
  }
}

// ---- the board and the log ----

function renderBoard(s: BoardSnapshotFragment): void {
  document.documentElement.dataset.seq = String(s.seq);
  for (const side of ['home', 'away'] as const) {
    const line = s[side];
    setText(views[side].name, line.team.name);
    setText(views[side].score, String(line.score));
    setText(views[side].stats, `Shots ${line.shots} · Timeouts left ${line.timeoutsLeft} · PIM ${line.penaltyMinutes}${line.penaltyShotsPending ? ` · Penalty shots owed ${line.penaltyShotsPending}` : ''}`);
  }
  setText(period, !s.periodLabel ? 'Before the game' : Number(s.periodLabel) ? `${periodText(s.periodLabel)} period` : periodText(s.periodLabel));
  const shootout = s.shootout ? ` · Shootout ${s.shootout.home.goals}/${s.shootout.home.attempts} – ${s.shootout.away.goals}/${s.shootout.away.attempts}` : '';
  setText(status, `${humanCode(s.status)}${s.status === 'IN_PROGRESS' || s.status === 'INTERMISSION' ? ` · ${humanCode(s.clock.mode)}` : ''}${shootout}`);
  document.documentElement.dataset.status = s.status;
}

let drawn = '';
function frame(): void {
  if (board) {
    const at = boardAt(board, serverClock.now());
    setText(clock, clockText(at.clockMs));
    clock.dataset.running = String(board.clock.running && at.clockMs > 0);
    const shown = at.penalties.map((p) => `${p.seq}:${timerText(p.remainingMs)}`).join('|');
    if (shown !== drawn) {
      drawn = shown;
      for (const side of ['home', 'away'] as const) {
        const teamId = board[side].team.id;
        views[side].penalties.replaceChildren(
          ...at.penalties.filter((p) => p.teamId === teamId).map((p) => h('li', { class: p.running ? 'running' : 'waiting' }, `${p.playerName ?? 'Bench'} · ${humanCode(p.severity)} · ${timerText(p.remainingMs)}`)),
        );
      }
    }
  }
  requestAnimationFrame(frame);
}

function eventText(e: ConsoleEventFragment): string {
  const who = e.player ? ` ${e.player.name}` : '';
  const team = e.team ? `, ${e.team.name}` : '';
  switch (e.type) {
    case 'GOAL':
      return `Goal${team}:${who}${e.assists?.length ? ` (${e.assists.map((a) => a.name).join(', ')})` : ''}`;
    case 'PENALTY':
      return `Penalty${team}:${who || ' bench'} ${humanCode(e.severity ?? '').toLowerCase()}${e.infraction ? ` for ${humanCode(e.infraction).toLowerCase()}` : ''}`;
    case 'SHOOTOUT_ATTEMPT':
    case 'PENALTY_SHOT':
      return `${humanCode(e.type)}${team}:${who} ${e.scored ? 'scored' : 'missed'}`;
    case 'EVENT_VOIDED':
      return `Voided #${e.targetSeq}${e.reason ? `: ${e.reason}` : ''}`;
    default:
      return `${humanCode(e.type)}${team}${who}`;
  }
}

function renderLog(): void {
  const events = [...log.values()].sort((a, b) => b.seq - a.seq).slice(0, 15);
  eventList.replaceChildren(
    ...events.map((e) =>
      h(
        'li',
        { value: e.seq, 'data-seq': e.seq, 'data-type': e.type, class: e.voided ? 'voided' : '' },
        h('span', { class: 'when muted' }, `#${e.seq} · P${e.period}${e.clockRemainingMs != null ? ` ${clockText(e.clockRemainingMs)}` : ''}`),
        ' ',
        eventText(e),
        e.voided ? h('span', { class: 'muted' }, ' (voided)') : null,
      ),
    ),
  );
}

function addEvent(e: ConsoleEventFragment): void {
  log.set(e.seq, e);
  if (e.type === 'EVENT_VOIDED' && e.targetSeq != null) {
    const target = log.get(e.targetSeq);
    if (target) log.set(target.seq, { ...target, voided: true });
  }
}

// ---- start ----

async function main(): Promise<void> {
  if (!gameId) return showProblem(shell.main, 'No game given', 'The address is /games/<game id>/score.');
  try {
    const answer = await request(ConsoleGameDocument, { gameId });
    if (!answer.game) return showProblem(shell.main, 'No such game', `There is no game ${gameId}.`);
    game = answer.game;
  } catch (error) {
    const detail = error instanceof NetworkProblem ? 'The server could not be reached; reload when the network is back.' : String((error as Error).message);
    return showProblem(shell.main, 'The game could not be loaded', detail);
  }
  document.title = `Score: ${game.home.name} v ${game.away.name} · Faceoff`;
  layout();
  setText(title, `Score: ${game.home.name} v ${game.away.name}`);
  setText(views.home.name, game.home.name);
  setText(views.away.name, game.away.name);
  buildControls();
  showToken();
  renderOutbox(outbox.state());
  // What a previous visit left in the queue goes out now.
  outbox.resume();

  connection.onState((state) => {
    if (state === 'live') void syncWithServer(serverClock);
  });
  connection.subscribe(ConsoleBoardDocument, { gameId }, {
    next: (data, restarted) => {
      const snapshot = data.scoreboardUpdated;
      serverClock.seen(snapshot.clock.asOf);
      if (board && !restarted && snapshot.seq <= board.seq) return;
      board = snapshot;
      renderBoard(snapshot);
    },
    error: (text) => say(`The live board is unavailable: ${text}`, 'refused'),
  });
  // Every event from the first (a reconnection replays them; the log is keyed by seq).
  connection.subscribe(ConsoleEventsDocument, { gameId, afterSeq: 0 }, {
    next: (data) => {
      addEvent(data.gameEvents);
      renderLog();
    },
    error: (text) => say(`The game log is unavailable: ${text}`, 'refused'),
  });
  requestAnimationFrame(frame);
}

void main();
