import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { INFRACTIONS } from '../../domain/infractions';
import {
  ConsoleEndGameDocument,
  ConsoleEndPeriodDocument,
  ConsoleFiveTwoDocument,
  ConsoleFaceoffDocument,
  ConsoleNameShootersDocument,
  ConsoleGoalDocument,
  ConsolePenaltyDocument,
  ConsolePullGoalieDocument,
  ConsoleReturnGoalieDocument,
  ConsoleShootoutDocument,
  ConsoleShotDocument,
  ConsoleStartClockDocument,
  ConsoleStartGameDocument,
  ConsoleStopClockDocument,
  ConsoleTimeoutDocument,
  ConsoleVoidDocument,
  type LoggedEventFragment,
  type PenaltySeverity,
} from '../generated/graphql';
import { Refusal, request } from '../lib/api';
import { stored } from '../lib/game-log';
import { h } from '../lib/dom';
import { codeText, timerText } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { Outbox, type OutboxItem } from '../lib/outbox';
import { refusalText, type TokenStore } from '../lib/token';
import { checkField, choose, confirm, type Field, type Option, type OptionGroup, playerField, selectField, textField } from './dialog';
import { readingMs } from './clock-reading';
import { inputOf } from './queued';
import { type ControlHandlers, eventText, renderOutbox, renderTokenPanel, say, type View } from './render';
import { type ConsoleState, dressed, lastUndoable, nameOf, periodLength, playerOptions, type Side, situation } from './state';
import { boardAt } from '../scoreboard/timers';
import { startNeedsAgreement } from './availability';

/**
 * What the console's buttons do. Every action goes through the outbox (lib/outbox.ts) with its
 * own clientEventId, so a tablet on flaky arena Wi-Fi never loses an event nor stores one twice.
 */

export const WHO = t('console.who');

/** Which document each queued operation posts. */
const OPERATIONS: Record<string, TypedDocumentNode<unknown, Record<string, unknown>>> = {
  startGame: ConsoleStartGameDocument,
  startClock: ConsoleStartClockDocument,
  stopClock: ConsoleStopClockDocument,
  faceoff: ConsoleFaceoffDocument,
  goal: ConsoleGoalDocument,
  penalty: ConsolePenaltyDocument,
  shot: ConsoleShotDocument,
  timeout: ConsoleTimeoutDocument,
  pullGoalie: ConsolePullGoalieDocument,
  returnGoalie: ConsoleReturnGoalieDocument,
  shootout: ConsoleShootoutDocument,
  nameShooters: ConsoleNameShootersDocument,
  endPeriod: ConsoleEndPeriodDocument,
  fiveTwo: ConsoleFiveTwoDocument,
  endGame: ConsoleEndGameDocument,
  void: ConsoleVoidDocument,
} as unknown as Record<string, TypedDocumentNode<unknown, Record<string, unknown>>>;

const SEVERITIES: PenaltySeverity[] = ['MINOR', 'DOUBLE_MINOR', 'MAJOR', 'MISCONDUCT', 'GAME_MISCONDUCT', 'GROSS_MISCONDUCT', 'MATCH'];

/** The console as the actions see it: its state, its elements, the token and the outbox. */
export interface Console {
  readonly state: ConsoleState;
  readonly view: View;
  readonly tokens: TokenStore;
  readonly outbox: Outbox;
  /** the time now, on the server's clock as the page knows it */
  readonly now: () => number;
}

/** The console with its outbox, which posts each queued item with the entered token. */
export function createConsole(state: ConsoleState, view: View, tokens: TokenStore, queueChanged: () => void = () => undefined, now: () => number = () => Date.now()): Console {
  const c: Console = {
    state,
    view,
    tokens,
    now,
    outbox: new Outbox(`faceoff.outbox.${state.gameId}`, {
      send: async (item) => {
        const document = OPERATIONS[item.operation];
        if (!document) throw new Refusal('BAD_USER_INPUT', `Unknown action ${item.operation}`);
        const token = tokens.get();
        if (!token) throw new Refusal('UNAUTHENTICATED', 'no token entered');
        // Every action's one `input`, with its clientEventId inside (an action queued flat is wrapped).
        const answer = (await request(document, { input: inputOf(item.variables) }, token)) as Record<string, LoggedEventFragment>;
        // Nothing stored: the payload's problems are thrown as the Refusal its error was, so the
        // outbox drops the action and says why, as before (lib/game-log.ts, stored).
        const { seq } = stored(Object.values(answer)[0]!);
        // Stored: the board shows it as queued until its own seq reaches this event (queued.ts).
        state.sent.set(item.id, { item, seq });
      },
      changed: (outboxState) => {
        renderOutbox(view, outboxState);
        queueChanged();
      },
      refused: (item, refusal) => {
        say(view, t('console.say.refused', { action: item.label, message: refusal.message }), 'refused');
        if (refusal.code === 'FORBIDDEN') showToken(c, refusalText(refusal.code, WHO, refusal.message));
      },
      paused: (refusal) => showToken(c, tokens.get() ? refusalText(refusal.code, WHO, refusal.message) : undefined),
    }),
  };
  return c;
}

// ---- the token ----

/** The token panel; saving a token sends what waited for one. */
export function showToken(c: Console, problem?: string): void {
  renderTokenPanel(c.view, {
    tokens: c.tokens,
    who: WHO,
    problem,
    onSaved: () => {
      showToken(c);
      c.outbox.resume();
    },
    onChange: () => showToken(c, t('console.token.enterNew')),
    // Forgetting leaves the tablet unable to send until the card is scanned again: asked first.
    onForget: () =>
      confirm({
        title: t('console.token.forgetTitle'),
        text: t('console.token.forgetText'),
        action: t('console.token.forget'),
        done: () => {
          c.tokens.clear();
          showToken(c);
        },
      }),
  });
}

// ---- the outbox ----

function queue(c: Console, operation: string, variables: (clientEventId: string) => Record<string, unknown>, label: string, pressedAt: number = c.now()): OutboxItem {
  say(c.view, '');
  return c.outbox.add(operation, variables, label, pressedAt);
}

function simple(c: Console, operation: string, label: string, extra: Record<string, unknown> = {}): void {
  const gameId = c.state.gameId;
  queue(c, operation, (clientEventId) => ({ input: { gameId, clientEventId, ...extra } }), label);
}

// ---- the clock's reading at the press ----

/** The board as the console shows it (the server's, with what is queued applied). */
const shownBoard = (c: Console) => c.state.shown?.board ?? c.state.board;

/**
 * The game clock's reading as this console shows it at `at`, in ms left in the period; null
 * before the game has a clock. Taken at the press, it goes with the action however late the
 * action reaches the server.
 */
function readingAt(c: Console, at: number): number | null {
  const board = shownBoard(c);
  if (!board || !board.periodLabel) return null;
  // Between periods, a press comes with the next period's start on its way (the board learns of it
  // once the server answers): the reading is that period's full length, not the last one's 0:00.
  if (board.status === 'INTERMISSION') return periodLength(c.state, board.period + 1);
  return Math.max(0, Math.floor(boardAt(board, at).clockMs));
}

/**
 * The time of a goal or a penalty, prefilled with the console's clock at the press (m:ss, as the
 * clock shows it), to be corrected from the arena clock as a paper sheet would be.
 */
function timeField(name: string, reading: number | null): Field {
  // Not required by the browser: an empty time is refused with the console's own words (timeProblem).
  const field = textField(name, d('time'), false, reading === null ? '' : timerText(reading));
  const input = field.element.querySelector('input')!;
  input.setAttribute('inputmode', 'numeric');
  input.setAttribute('maxlength', '6');
  const hint = h('p', { class: 'field-hint', id: `${name}-hint` }, d('timeHint'));
  input.setAttribute('aria-describedby', hint.id);
  field.element.append(hint);
  return field;
}

/**
 * What is wrong with a typed time, or undefined: m:ss, within the period's length, and not after
 * the clock stopped (the server's own checks, clock-events.ts eventTime, said here before sending).
 */
function timeProblem(c: Console, text: string | undefined): string | undefined {
  const ms = readingMs(text ?? '');
  if (ms === null) return d('timeFormat');
  const board = shownBoard(c);
  const period = board?.period || 1;
  const length = periodLength(c.state, period);
  if (ms > length) return t('console.dialog.timeTooLong', { max: timerText(length) });
  if (board && board.status === 'IN_PROGRESS' && !board.clock.running && ms < board.clock.remainingMs) {
    return t('console.dialog.timeAfterStop', { stopped: timerText(board.clock.remainingMs) });
  }
  return undefined;
}

// ---- the actions ----

/** A dialog's words (console.dialog), and a control's (console.control). */
const d = (key: string) => t(`console.dialog.${key}`);
const label = (key: string) => t(`console.control.${key}`);

function goal(c: Console, side: Side): void {
  const { state } = c;
  const gameId = state.gameId;
  const team = state.game![side];
  const pressedAt = c.now();
  const players = jerseys(state, side);
  const none = { value: '', label: d('none') };
  const fields: Field[] = [
    timeField('goal-time', readingAt(c, pressedAt)),
    playerField('goal-scorer', d('scorer'), players, { required: true, placeholder: d('chooseScorer') }),
    playerField('goal-assist-1', d('assist1'), players, { extra: [none] }),
    playerField('goal-assist-2', d('assist2'), players, { extra: [none] }),
  ];
  choose({
    title: t('console.dialog.goalTitle', { team: team.name }),
    fields,
    actions: [{ label: d('recordGoal'), value: 'record' }],
    validate: (values) => {
      const late = timeProblem(c, values['goal-time']);
      if (late) return late;
      if (!values['goal-scorer']) return d('chooseScorer');
      const picked = [values['goal-scorer'], values['goal-assist-1'], values['goal-assist-2']].filter(Boolean);
      if (new Set(picked).size !== picked.length) return d('sameScorer');
      if (!values['goal-assist-1'] && values['goal-assist-2']) return d('firstAssistFirst');
      return undefined;
    },
    done: (values) => {
      const scorerId = values['goal-scorer']!;
      const clockRemainingMs = readingMs(values['goal-time']!)!;
      const assistIds = [values['goal-assist-1'], values['goal-assist-2']].filter((v): v is string => !!v);
      const assists = assistIds.length ? ` (${assistIds.map((id) => nameOf(state, side, id)).join(', ')})` : '';
      queue(
        c,
        'goal',
        (clientEventId) => ({ input: { gameId, teamId: team.id, scorerId, assistIds, clockRemainingMs, clientEventId } }),
        t('console.queue.goal', { team: team.name, scorer: nameOf(state, side, scorerId), assists }),
        pressedAt,
      );
    },
  });
}

function penalty(c: Console, side: Side): void {
  const { state } = c;
  const gameId = state.gameId;
  const team = state.game![side];
  const pressedAt = c.now();
  choose({
    title: t('console.dialog.penaltyTitle', { team: team.name }),
    fields: [
      timeField('penalty-time', readingAt(c, pressedAt)),
      playerField('penalty-player', d('player'), jerseys(state, side), { required: true, placeholder: d('choosePlayer'), extra: [{ value: 'BENCH', label: d('benchPlayer') }] }),
      selectField(
        'penalty-severity',
        d('severity'),
        SEVERITIES.map((s) => ({ value: s, label: codeText('severity', s) })),
        true,
      ),
      selectField('penalty-infraction', d('infraction'), infractionOptions(), true, d('chooseInfraction')),
      // The referee's call where a rulebook depends on it; left unticked, the stricter reading applies.
      checkField('penalty-accidental', d('accidental')),
      checkField('penalty-injury', d('injury')),
    ],
    actions: [{ label: d('recordPenalty'), value: 'record' }],
    validate: (values) => {
      const late = timeProblem(c, values['penalty-time']);
      if (late) return late;
      if (!values['penalty-player']) return d('choosePlayer');
      return undefined;
    },
    done: (values) => {
      const clockRemainingMs = readingMs(values['penalty-time']!)!;
      const playerId = values['penalty-player'] === 'BENCH' ? null : values['penalty-player']!;
      const severity = values['penalty-severity'] as PenaltySeverity;
      const infraction = values['penalty-infraction']!;
      const accidental = values['penalty-accidental'] === 'yes' ? true : undefined;
      const injury = values['penalty-injury'] === 'yes' ? true : undefined;
      queue(
        c,
        'penalty',
        (clientEventId) => ({ input: { gameId, teamId: team.id, playerId, severity, infraction, accidental, injury, clockRemainingMs, clientEventId } }),
        t('console.queue.penalty', {
          team: team.name,
          who: playerId ? nameOf(state, side, playerId) : t('console.queue.bench'),
          severity: codeText('severity', severity).toLowerCase(),
          infraction: codeText('infraction', infraction).toLowerCase(),
        }),
        pressedAt,
      );
    },
  });
}

function shootoutAttempt(c: Console, side: Side): void {
  const { state } = c;
  const gameId = state.gameId;
  const team = state.game![side];
  choose({
    title: t('console.dialog.attemptTitle', { team: team.name }),
    fields: [playerField('shootout-shooter', d('shooter'), jerseys(state, side), { required: true, placeholder: d('chooseShooter') })],
    actions: [
      { label: d('scored'), value: 'scored' },
      { label: d('missed'), value: 'missed' },
    ],
    done: (values, action) => {
      const shooterId = values['shootout-shooter']!;
      const scored = action === 'scored';
      queue(
        c,
        'shootout',
        (clientEventId) => ({ input: { gameId, teamId: team.id, shooterId, scored, clientEventId } }),
        t('console.queue.shootout', { team: team.name, shooter: nameOf(state, side, shooterId), result: t(scored ? 'console.event.scored' : 'console.event.missed') }),
      );
    },
  });
}

/** Cole Harbour 000:40 "The first 3 shooters must be named upon the first shooter" (G31). */
function nameShooters(c: Console, side: Side): void {
  const { state } = c;
  const gameId = state.gameId;
  const team = state.game![side];
  const slots = [1, 2, 3];
  choose({
    title: t('console.dialog.shootersTitle', { team: team.name }),
    fields: slots.map((n) => playerField(`named-shooter-${n}`, t('console.dialog.shooterN', { n }), jerseys(state, side), { required: true, placeholder: d('chooseAShooter') })),
    actions: [{ label: d('nameThem'), value: 'name' }],
    done: (values) => {
      const shooterIds = slots.map((n) => values[`named-shooter-${n}`]!);
      queue(
        c,
        'nameShooters',
        (clientEventId) => ({ input: { gameId, teamId: team.id, shooterIds, clientEventId } }),
        t('console.queue.shooters', { team: team.name, names: shooterIds.map((id) => nameOf(state, side, id)).join(', ') }),
      );
    },
  });
}

/** The team's dressed players with their jersey numbers, to pick by number (dialog.ts playerField). */
function jerseys(state: ConsoleState, side: Side) {
  const numbers = new Map(dressed(state, side).map((p) => [p.id, p.number]));
  return playerOptions(state, side).map((o) => ({ ...o, number: numbers.get(o.value) }));
}

/**
 * The calls a scorekeeper makes most, in the order of how often they come up at the bench, then
 * every other infraction the rulebooks name, alphabetically in the page's language.
 */
export const COMMON_INFRACTIONS = [
  'TRIPPING',
  'HOOKING',
  'SLASHING',
  'INTERFERENCE',
  'HOLDING',
  'HIGH_STICKING',
  'ROUGHING',
  'CROSS_CHECKING',
  'TOO_MANY_PLAYERS',
  'DELAY_OF_GAME',
] as const satisfies ReadonlyArray<(typeof INFRACTIONS)[number]>;

function infractionOptions(): OptionGroup[] {
  const option = (code: string): Option => ({ value: code, label: codeText('infraction', code) });
  const common = new Set<string>(COMMON_INFRACTIONS);
  const rest = INFRACTIONS.filter((code) => !common.has(code))
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, locale()));
  return [
    { group: d('commonInfractions'), options: COMMON_INFRACTIONS.map(option) },
    { group: d('otherInfractions'), options: rest },
  ];
}

/** A team's action that needs nothing but the team: a shot, a timeout, its goalie pulled or back. */
function teamAction(c: Console, side: Side, operation: 'shot' | 'timeout' | 'pullGoalie' | 'returnGoalie', label: string): void {
  const gameId = c.state.gameId;
  const team = c.state.game![side];
  queue(c, operation, (clientEventId) => ({ input: { gameId, teamId: team.id, clientEventId } }), t('console.queue.team', { action: label, team: team.name }));
}

/**
 * Undo: the last queued action is taken back before it is sent; when the queue is empty the
 * newest event still standing is voided, with a reason.
 */
function undo(c: Console): void {
  const { outbox, state, view } = c;
  const items = outbox.items();
  const last = items[items.length - 1];
  if (last && last.id !== outbox.state().sending) {
    confirm({
      title: d('takeBackTitle'),
      text: t('console.dialog.takeBackText', { action: last.label }),
      action: d('takeBack'),
      done: () => {
        const taken = outbox.takeBackLast();
        if (taken) say(view, t('console.say.takenBack', { action: taken.label }));
      },
    });
    return;
  }
  if (last) {
    say(view, t('console.say.sending'));
    return;
  }
  const target = lastUndoable(state);
  if (!target) {
    say(view, t('console.say.nothing'));
    return;
  }
  const gameId = state.gameId;
  choose({
    title: t('console.dialog.undoTitle', { seq: target.seq, event: eventText(target) }),
    fields: [textField('void-reason', d('reason'), true, d('defaultReason'))],
    actions: [{ label: d('void'), value: 'void' }],
    done: (values) => {
      const reason = values['void-reason']!.trim();
      queue(c, 'void', (clientEventId) => ({ input: { gameId, seq: target.seq, reason, clientEventId } }), t('console.queue.void', { seq: target.seq, event: eventText(target), reason }));
    },
  });
}

/**
 * The start of the game, asked first. Before the scheduled time, in a rulebook that allows it only by
 * agreement (Cole Harbour 000:65, G61), it asks who agreed; the server refuses a start without it.
 */
function startGame(c: Console): void {
  const early = startNeedsAgreement(situation(c.state, c.outbox.items(), c.now()));
  if (!early) {
    confirm({ title: d('startTitle'), text: d('startText'), action: label('startGame'), done: () => simple(c, 'startGame', label('startGame')) });
    return;
  }
  choose({
    title: d('startEarlyTitle'),
    text: d('startEarlyText'),
    fields: [textField('early-agreement', d('earlyAgreement'), true)],
    actions: [{ label: label('startGame'), value: 'start' }],
    done: (values) => simple(c, 'startGame', label('startGame'), { earlyStartAgreement: values['early-agreement']!.trim() }),
  });
}

/** The handlers for the controls render.ts draws. */
export function controlHandlers(c: Console): ControlHandlers {
  return {
    // The start of a game cannot be voided (machine.ts): each step that cannot be undone asks first.
    startGame: () => startGame(c),
    startClock: () => simple(c, 'startClock', label('startClock')),
    // The clock's reading at the press: a stop that waits in the queue stops the clock where it was pressed.
    stopClock: () => {
      const pressedAt = c.now();
      const remainingMs = readingAt(c, pressedAt);
      const gameId = c.state.gameId;
      queue(c, 'stopClock', (clientEventId) => ({ input: { gameId, clientEventId, ...(remainingMs !== null ? { remainingMs } : {}) } }), label('stopClock'), pressedAt);
    },
    // The puck drops: penalties waiting for it start (in run time the clock ran through the whistle; G26).
    puckDrop: () => simple(c, 'faceoff', label('puckDrop')),
    endPeriod: () => confirm({ title: d('endPeriodTitle'), text: d('endPeriodText'), action: label('endPeriod'), done: () => simple(c, 'endPeriod', label('endPeriod')) }),
    // League 004:83 (G60): the referee's reset to the game's last 2:00, once; it cannot be taken back by Undo's void of the clock.
    fiveTwo: () => confirm({ title: d('fiveTwoTitle'), text: d('fiveTwoText'), action: label('fiveTwo'), done: () => simple(c, 'fiveTwo', label('fiveTwo')) }),
    endGame: () => confirm({ title: d('endGameTitle'), text: d('endGameText'), action: label('endGame'), done: () => simple(c, 'endGame', label('endGame')) }),
    undo: () => undo(c),
    goal: (side) => goal(c, side),
    shot: (side) => teamAction(c, side, 'shot', label('shot')),
    penalty: (side) => penalty(c, side),
    timeout: (side) => teamAction(c, side, 'timeout', label('timeout')),
    // The net stays empty until the goalie is back or the period ends (goalies.ts).
    pullGoalie: (side) => teamAction(c, side, 'pullGoalie', label('pullGoalie')),
    returnGoalie: (side) => teamAction(c, side, 'returnGoalie', label('returnGoalie')),
    shootoutAttempt: (side) => shootoutAttempt(c, side),
    nameShooters: (side) => nameShooters(c, side),
  };
}
