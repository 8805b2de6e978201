import type { BoardSnapshotFragment } from '../generated/graphql';
import type { LogEvent } from '../lib/game-log';
import { h, setText } from '../lib/dom';
import { clockText, codeText, periodText, timerText, versusText } from '../lib/format';
import { t } from '../lib/i18n';
import type { LiveConnection } from '../lib/live';
import type { OutboxState } from '../lib/outbox';
import { connectionMark } from '../lib/page';
import { type TokenStore, tokenForm } from '../lib/token';
import { boardAt } from '../scoreboard/timers';
import { resolveRuleset } from '../../domain/rulesets';
import { type Availabilities, type Availability, GAME_ACTIONS, type GameAction, TEAM_ACTIONS, type TeamAction } from './availability';
import { type ConsoleState, eventsNewestFirst, fullStrength, type Game, nameOf, penaltiesChanged, type Side, SIDES } from './state';
import type { Projected, Unsent } from './queued';

/**
 * The console's DOM: the elements, built once, and the functions that bring them up to date
 * from the state (state.ts) and the outbox. Nothing here decides what a button does; the
 * controls take their handlers from actions.ts.
 */

const sideView = (side: Side) => ({
  name: h('h2', { id: `${side}-name` }, t(`console.${side}`)),
  score: h('p', { class: 'console-score', id: `${side}-score` }, '0'),
  stats: h('p', { class: 'console-stats muted', id: `${side}-stats` }),
  unsent: h('p', { class: 'console-unsent', id: `${side}-unsent`, hidden: true }),
  penalties: h('ul', { class: 'console-penalties', id: `${side}-penalties`, 'aria-label': t(`console.${side}Penalties`) }),
  controls: h('div', { class: 'controls', id: `${side}-controls` }),
});

/** The page's elements. */
export function createView() {
  return {
    message: h('div', { class: 'console-message', id: 'console-message', role: 'alert', 'aria-live': 'assertive' }),
    outboxStatus: h('p', { class: 'outbox-status', id: 'outbox-status', role: 'status', 'aria-live': 'polite' }, t('console.outbox.allSent')),
    outboxList: h('ol', { class: 'outbox-items', id: 'outbox-items', 'aria-label': t('console.outbox.label') }),
    tokenPanel: h('section', { class: 'token-panel', id: 'token-panel', 'aria-label': t('console.access') }),
    title: h('h1', { id: 'title' }, t('console.title')),
    clock: h('p', { class: 'console-clock', id: 'clock', role: 'timer', 'aria-label': t('console.clock') }, '--:--'),
    period: h('p', { class: 'console-period', id: 'period' }),
    status: h('p', { class: 'console-state', id: 'status' }),
    strength: h('p', { class: 'console-strength', id: 'strength', role: 'status', 'aria-live': 'polite' }),
    eventList: h('ol', { class: 'event-log', id: 'event-log', reversed: true, 'aria-label': t('console.log.label') }),
    sides: { home: sideView('home'), away: sideView('away') },
    gameControls: h('div', { class: 'controls game-controls', id: 'game-controls', role: 'group', 'aria-label': t('console.gameGroup') }),
  };
}
export type View = ReturnType<typeof createView>;

export function say(view: View, text: string, kind: 'refused' | 'info' = 'info'): void {
  view.message.replaceChildren(text ? h('p', { class: kind }, text) : '');
  view.message.dataset.kind = kind;
}

export function button(label: string, aria: string, onClick: () => void, extra: Record<string, string> = {}): HTMLButtonElement {
  const b = h('button', { type: 'button', 'aria-label': aria, ...extra }, label);
  b.addEventListener('click', onClick);
  return b;
}

export function layout(main: HTMLElement, view: View, connection: LiveConnection): void {
  main.classList.add('console-main');
  const column = (side: Side) => {
    const v = view.sides[side];
    return h('section', { class: `console-team ${side}`, 'aria-labelledby': `${side}-name` }, v.name, v.score, v.stats, v.unsent, v.penalties, v.controls);
  };
  main.replaceChildren(
    view.title,
    view.tokenPanel,
    h('div', { class: 'console-bar' }, view.outboxStatus, view.message),
    view.outboxList,
    h(
      'div',
      { class: 'console-board' },
      column('home'),
      h('section', { class: 'console-center', 'aria-label': t('console.center') }, view.period, view.clock, view.status, view.strength, view.gameControls),
      column('away'),
    ),
    h('section', { 'aria-labelledby': 'log-title' }, h('h2', { id: 'log-title' }, t('console.log.title')), h('p', { class: 'muted log-note', id: 'log-note' }, t('console.log.note')), view.eventList),
  );
  document.body.append(connectionMark(connection));
}

/** The title and the team names, from the game as loaded. */
export function renderGame(view: View, game: Game): void {
  setText(view.title, t('console.heading', { game: versusText(game.home.name, game.away.name) }));
  setText(view.sides.home.name, game.home.name);
  setText(view.sides.away.name, game.away.name);
}

// ---- the token ----

/** The token form when there is no token or it needs replacing; otherwise "Token entered" with its buttons. */
export function renderTokenPanel(view: View, panel: { tokens: TokenStore; who: string; problem?: string; onSaved: () => void; onChange: () => void; onForget: () => void }): void {
  const { tokens, problem } = panel;
  if (!tokens.get() || problem) {
    view.tokenPanel.replaceChildren(
      tokenForm({
        store: tokens,
        who: panel.who,
        message: problem ?? (tokens.get() ? undefined : t('console.token.none')),
        onSaved: panel.onSaved,
      }),
    );
    return;
  }
  view.tokenPanel.replaceChildren(
    h(
      'p',
      { class: 'token-set' },
      t('console.token.entered'),
      button(t('console.token.change'), t('console.token.change'), panel.onChange),
      ' ',
      button(t('console.token.forget'), t('console.token.forget'), panel.onForget, { class: 'quiet' }),
    ),
  );
}

// ---- the outbox ----

export function renderOutbox(view: View, state: OutboxState): void {
  const n = state.items.length;
  document.documentElement.dataset.queued = String(n);
  let text = t('console.outbox.allSent');
  if (n) {
    text = t('console.outbox.queued', { count: n });
    if (state.paused) text += t('console.outbox.waitingToken');
    else if (state.waiting) text += t('console.outbox.retrying');
    else if (state.sending) text += t('console.outbox.sending');
  }
  setText(view.outboxStatus, text);
  view.outboxStatus.classList.toggle('pending', n > 0);
  view.outboxList.replaceChildren(...state.items.map((item) => h('li', { 'data-id': item.id, class: item.id === state.sending ? 'sending' : '' }, item.label)));
  view.outboxList.hidden = n === 0;
}

// ---- the controls ----

/** What each control does (actions.ts). */
export interface ControlHandlers {
  startGame: () => void;
  startClock: () => void;
  stopClock: () => void;
  puckDrop: () => void;
  endPeriod: () => void;
  fiveTwo: () => void;
  endGame: () => void;
  undo: () => void;
  goal: (side: Side) => void;
  shot: (side: Side) => void;
  penalty: (side: Side) => void;
  timeout: (side: Side) => void;
  pullGoalie: (side: Side) => void;
  returnGoalie: (side: Side) => void;
  shootoutAttempt: (side: Side) => void;
  nameShooters: (side: Side) => void;
}

/** A control with its hint: the reason it is disabled, visible under it and its description (aria-describedby). */
function control(id: string, label: string, aria: string, onClick: () => void, className: string): HTMLElement {
  const hint = h('span', { class: 'hint', id: `${id}-hint`, hidden: true });
  const b = button(label, aria, onClick, { class: className, id });
  return h('div', { class: 'control' }, b, hint);
}

export function renderControls(view: View, game: Game, on: ControlHandlers): void {
  const c = (key: string, team?: string) => t(`console.control.${key}`, { team });
  view.gameControls.replaceChildren(
    control('start-game', c('startGame'), c('startGameAria'), on.startGame, 'big'),
    control('start-clock', c('startClock'), c('startClock'), on.startClock, 'big go'),
    control('stop-clock', c('stopClock'), c('stopClock'), on.stopClock, 'big stop'),
    control('puck-drop', c('puckDrop'), c('puckDropAria'), on.puckDrop, 'big'),
    control('end-period', c('endPeriod'), c('endPeriod'), on.endPeriod, 'big'),
    ...(resolveRuleset(game.division?.competition.preset ?? 'COLE_HARBOUR_CLASSIC').timeBlock ? [control('five-two', c('fiveTwo'), c('fiveTwoAria'), on.fiveTwo, 'big')] : []),
    control('end-game', c('endGame'), c('endGame'), on.endGame, 'big'),
    control('undo', c('undo'), c('undoAria'), on.undo, 'big undo'),
  );
  for (const side of SIDES) {
    const team = game[side];
    const controls = view.sides[side].controls;
    controls.setAttribute('role', 'group');
    controls.setAttribute('aria-label', t('console.teamActions', { team: team.name }));
    controls.replaceChildren(
      control(`${side}-goal`, c('goal'), c('goalAria', team.name), () => on.goal(side), 'big goal'),
      control(`${side}-shot`, c('shot'), c('shotAria', team.name), () => on.shot(side), 'big'),
      control(`${side}-penalty`, c('penalty'), c('penaltyAria', team.name), () => on.penalty(side), 'big'),
      control(`${side}-timeout`, c('timeout'), c('timeoutAria', team.name), () => on.timeout(side), 'big'),
      control(`${side}-pull-goalie`, c('pullGoalie'), c('pullGoalieAria', team.name), () => on.pullGoalie(side), 'big'),
      control(`${side}-return-goalie`, c('returnGoalie'), c('returnGoalieAria', team.name), () => on.returnGoalie(side), 'big'),
      control(`${side}-name-shooters`, c('nameShooters'), c('nameShootersAria', team.name), () => on.nameShooters(side), 'big'),
      control(`${side}-shootout-attempt`, c('shootoutAttempt'), c('shootoutAttemptAria', team.name), () => on.shootoutAttempt(side), 'big'),
    );
  }
}

/** Each control's element id, by the action it posts (availability.ts). */
const GAME_IDS: Record<GameAction, string> = {
  startGame: 'start-game',
  startClock: 'start-clock',
  stopClock: 'stop-clock',
  puckDrop: 'puck-drop',
  endPeriod: 'end-period',
  fiveTwo: 'five-two',
  endGame: 'end-game',
  undo: 'undo',
};
const TEAM_IDS: Record<TeamAction, string> = {
  goal: 'goal',
  shot: 'shot',
  penalty: 'penalty',
  timeout: 'timeout',
  pullGoalie: 'pull-goalie',
  returnGoalie: 'return-goalie',
  nameShooters: 'name-shooters',
  shootoutAttempt: 'shootout-attempt',
};

function applyAvailability(root: HTMLElement, id: string, answer: Availability): void {
  const b = root.querySelector<HTMLButtonElement>(`#${id}`);
  const hint = root.querySelector<HTMLElement>(`#${id}-hint`);
  if (!b || !hint) return;
  const enabled = answer === true;
  b.disabled = !enabled;
  setText(hint, enabled ? '' : answer);
  hint.hidden = enabled;
  if (enabled) b.removeAttribute('aria-describedby');
  else b.setAttribute('aria-describedby', hint.id);
}

/** Enables what the rules allow now; every other control is disabled with its reason shown under it. */
export function renderAvailability(view: View, answers: Availabilities): void {
  for (const action of GAME_ACTIONS) applyAvailability(view.gameControls, GAME_IDS[action], answers.game[action]);
  for (const side of SIDES) {
    for (const action of TEAM_ACTIONS) applyAvailability(view.sides[side].controls, `${side}-${TEAM_IDS[action]}`, answers[side][action]);
  }
}

// ---- the board and the log ----

/** What a side shows as pressed but not stored yet: "Queued — not sent yet: 1 goal, 2 shots". */
function unsentText(unsent: Unsent): string {
  const parts = [
    unsent.goals ? t('console.board.unsentGoals', { count: unsent.goals }) : '',
    unsent.shots ? t('console.board.unsentShots', { count: unsent.shots }) : '',
    unsent.penalties.length ? t('console.board.unsentPenalties', { count: unsent.penalties.length }) : '',
  ].filter(Boolean);
  return parts.length ? t('console.board.unsent', { what: parts.join(', ') }) : '';
}

/** The board as shown (the server's with the queue applied, queued.ts): what is not sent yet is marked so. */
export function renderBoard(view: View, shown: Projected): void {
  const s = shown.board;
  document.documentElement.dataset.seq = String(s.seq);
  for (const side of SIDES) {
    const line = s[side];
    const v = view.sides[side];
    const unsent = shown.unsent[side];
    setText(v.name, line.team.name);
    setText(v.score, String(line.score));
    v.score.classList.toggle('unsent', unsent.goals > 0);
    const owed = line.penaltyShotsPending ? t('console.board.penaltyShotsOwed', { count: line.penaltyShotsPending }) : '';
    const empty = line.netEmpty ? t('console.board.netEmpty') : '';
    setText(v.stats, `${t('console.board.stats', { shots: line.shots, timeouts: line.timeoutsLeft, pim: line.penaltyMinutes })}${owed}${empty}`);
    v.stats.classList.toggle('unsent', unsent.shots + unsent.goals > 0);
    const text = unsentText(unsent);
    setText(v.unsent, text);
    v.unsent.hidden = !text;
  }
  setText(view.period, !s.periodLabel ? t('console.board.beforeGame') : Number(s.periodLabel) ? t('console.board.period', { period: periodText(s.periodLabel) }) : periodText(s.periodLabel));
  const shootout = s.shootout ? t('console.board.shootout', { home: `${s.shootout.home.goals}/${s.shootout.home.attempts}`, away: `${s.shootout.away.goals}/${s.shootout.away.attempts}` }) : '';
  setText(view.status, `${t(`common.status.${s.status}`)}${s.status === 'IN_PROGRESS' || s.status === 'INTERMISSION' ? ` · ${codeText('clockMode', s.clock.mode)}` : ''}${shootout}`);
  document.documentElement.dataset.status = s.status;
}

/**
 * The strength on the ice now, from the skaters the board gives each side (the penalties it
 * counts, timers run on): "Power play — Hawks 5 on 4", "4 on 4", "Even strength"; nothing
 * while the game is not in play.
 */
export function strengthText(board: BoardSnapshotFragment, skaters: { home: number; away: number }, full: number): string {
  if (board.status !== 'IN_PROGRESS' || board.periodLabel === 'SO') return '';
  const { home, away } = skaters;
  if (home !== away) {
    const side = home > away ? 'home' : 'away';
    return t('console.board.powerPlay', { team: board[side].team.name, big: Math.max(home, away), small: Math.min(home, away) });
  }
  return home === full ? t('console.board.even') : t('console.board.equal', { count: home });
}

/** One animation frame: the running clock, penalty timers and strength at `now` (server time). */
export function drawFrame(view: View, state: ConsoleState, now: number): void {
  const shownBoard = state.shown;
  const board = shownBoard?.board ?? state.board;
  if (!board) return;
  const at = boardAt(board, now);
  setText(view.clock, clockText(at.clockMs));
  view.clock.dataset.running = String(board.clock.running && at.clockMs > 0);
  const strength = strengthText(board, at.skaters, fullStrength(state, board.period));
  const queued = SIDES.flatMap((side) => shownBoard?.unsent[side].penalties.map((p) => p.id) ?? []);
  const shown = [...at.penalties.map((p) => `${p.seq}:${timerText(p.remainingMs)}`), ...queued, strength].join('|');
  if (!penaltiesChanged(state, shown)) return;
  setText(view.strength, strength);
  view.strength.dataset.strength = at.skaters.home === at.skaters.away ? 'even' : at.skaters.home > at.skaters.away ? 'home' : 'away';
  for (const side of SIDES) {
    const teamId = board[side].team.id;
    view.sides[side].penalties.replaceChildren(
      ...at.penalties
        .filter((p) => p.teamId === teamId)
        .map((p) => h('li', { class: p.running ? 'running' : 'waiting' }, `${p.playerName ?? t('console.board.bench')} · ${codeText('severity', p.severity)} · ${timerText(p.remainingMs)}`)),
      // Called but not sent yet: its timer starts once the server has it.
      ...(shownBoard?.unsent[side].penalties ?? []).map((p) =>
        h(
          'li',
          { class: 'queued', 'data-queued': p.id },
          `${p.playerId ? nameOf(state, side, p.playerId) : t('console.board.bench')} · ${codeText('severity', p.severity)} · ${t('console.board.queuedMark')}`,
        ),
      ),
    );
  }
}

/** A goal's strength as the event carries it (console.strength): short for the log, spelled out for a screen reader. */
const STRENGTHS = new Set(['EVEN', 'POWER_PLAY', 'SHORT_HANDED', 'EMPTY_NET', 'PENALTY_SHOT']);
/** Each strength's class, by its English abbreviation whatever the language (the styles colour them). */
const STRENGTH_CLASS: Record<string, string> = { EVEN: 'ev', POWER_PLAY: 'pp', SHORT_HANDED: 'sh', EMPTY_NET: 'en', PENALTY_SHOT: 'ps' };

function strengthMark(e: LogEvent): HTMLElement | null {
  if (e.type !== 'GOAL' && !(e.type === 'PENALTY_SHOT' && e.scored)) return null;
  if (!e.strength || !STRENGTHS.has(e.strength)) return null;
  const title = t(`console.strength.${e.strength}.title`);
  return h('abbr', { class: `strength strength-${STRENGTH_CLASS[e.strength]}`, title, 'aria-label': title }, t(`console.strength.${e.strength}.abbr`));
}

/** When an event happened: its period and the clock's reading then, which is the time remaining in the period. */
export function whenText(e: LogEvent): string {
  return `${t('console.log.when', { period: e.period })}${e.clockRemainingMs != null ? ` · ${t('console.log.remaining', { time: clockText(e.clockRemainingMs) })}` : ''}`;
}

export function eventText(e: LogEvent): string {
  const who = e.player ? ` ${e.player.name}` : '';
  const team = e.team ? `, ${e.team.name}` : '';
  switch (e.type) {
    case 'GOAL':
      return t('console.event.goal', { team, who, assists: e.assists?.length ? ` (${e.assists.map((a) => a.name).join(', ')})` : '' });
    case 'PENALTY':
      return t('console.event.penalty', {
        team,
        who: who || t('console.event.bench'),
        severity: codeText('severity', e.severity ?? '').toLowerCase(),
        infraction: e.infraction ? t('console.event.for', { infraction: codeText('infraction', e.infraction).toLowerCase() }) : '',
      });
    case 'SHOOTOUT_ATTEMPT':
    case 'PENALTY_SHOT':
      return t('console.event.attempt', { type: codeText('event', e.type), team, who, result: t(e.scored ? 'console.event.scored' : 'console.event.missed') });
    case 'EVENT_VOIDED':
      return e.reason ? t('console.event.voidedWhy', { seq: e.targetSeq, reason: e.reason }) : t('console.event.voided', { seq: e.targetSeq });
    default:
      return t('console.event.other', { type: codeText('event', e.type), team, who });
  }
}

const withSpace = (element: HTMLElement | null): Array<string | HTMLElement> => (element ? [' ', element] : []);

export function renderLog(view: View, state: ConsoleState): void {
  const events = eventsNewestFirst(state).slice(0, 15);
  view.eventList.replaceChildren(
    ...events.map((e) =>
      h(
        'li',
        { value: e.seq, 'data-seq': e.seq, 'data-type': e.type, class: e.voided ? 'voided' : '' },
        h('span', { class: 'when muted' }, `#${e.seq} · ${whenText(e)}`),
        ' ',
        eventText(e),
        ...withSpace(strengthMark(e)),
        e.voided ? h('span', { class: 'muted' }, t('console.log.voided')) : null,
      ),
    ),
  );
}
