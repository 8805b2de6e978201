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
  type PenaltySeverity,
} from '../generated/graphql';
import { Refusal, request } from '../lib/api';
import { codeText } from '../lib/format';
import { t } from '../lib/i18n';
import { Outbox, type OutboxItem } from '../lib/outbox';
import { refusalText, type TokenStore } from '../lib/token';
import { checkField, choose, confirm, type Field, selectField, textField } from './dialog';
import { type ControlHandlers, eventText, renderOutbox, renderTokenPanel, say, type View } from './render';
import { type ConsoleState, lastUndoable, nameOf, playerOptions, type Side, situation } from './state';
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
        await request(document, item.variables, token);
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
    onForget: () => {
      c.tokens.clear();
      showToken(c);
    },
  });
}

// ---- the outbox ----

function queue(c: Console, operation: string, variables: (clientEventId: string) => Record<string, unknown>, label: string): OutboxItem {
  say(c.view, '');
  return c.outbox.add(operation, variables, label);
}

function simple(c: Console, operation: string, label: string, extra: Record<string, unknown> = {}): void {
  const gameId = c.state.gameId;
  queue(c, operation, (clientEventId) => ({ gameId, clientEventId, ...extra }), label);
}

// ---- the actions ----

/** A dialog's words (console.dialog), and a control's (console.control). */
const d = (key: string) => t(`console.dialog.${key}`);
const label = (key: string) => t(`console.control.${key}`);

function goal(c: Console, side: Side): void {
  const { state } = c;
  const gameId = state.gameId;
  const team = state.game![side];
  const players = playerOptions(state, side);
  const none = { value: '', label: d('none') };
  const fields: Field[] = [
    selectField('goal-scorer', d('scorer'), players, true, d('chooseScorer')),
    selectField('goal-assist-1', d('assist1'), [none, ...players]),
    selectField('goal-assist-2', d('assist2'), [none, ...players]),
  ];
  choose({
    title: t('console.dialog.goalTitle', { team: team.name }),
    fields,
    actions: [{ label: d('recordGoal'), value: 'record' }],
    validate: (values) => {
      const picked = [values['goal-scorer'], values['goal-assist-1'], values['goal-assist-2']].filter(Boolean);
      if (new Set(picked).size !== picked.length) return d('sameScorer');
      if (!values['goal-assist-1'] && values['goal-assist-2']) return d('firstAssistFirst');
      return undefined;
    },
    done: (values) => {
      const scorerId = values['goal-scorer']!;
      const assistIds = [values['goal-assist-1'], values['goal-assist-2']].filter((v): v is string => !!v);
      const assists = assistIds.length ? ` (${assistIds.map((id) => nameOf(state, side, id)).join(', ')})` : '';
      queue(
        c,
        'goal',
        (clientEventId) => ({ input: { gameId, teamId: team.id, scorerId, assistIds, clientEventId } }),
        t('console.queue.goal', { team: team.name, scorer: nameOf(state, side, scorerId), assists }),
      );
    },
  });
}

function penalty(c: Console, side: Side): void {
  const { state } = c;
  const gameId = state.gameId;
  const team = state.game![side];
  choose({
    title: t('console.dialog.penaltyTitle', { team: team.name }),
    fields: [
      selectField('penalty-player', d('player'), [...playerOptions(state, side), { value: 'BENCH', label: d('benchPlayer') }], true, d('choosePlayer')),
      selectField(
        'penalty-severity',
        d('severity'),
        SEVERITIES.map((s) => ({ value: s, label: codeText('severity', s) })),
        true,
      ),
      selectField(
        'penalty-infraction',
        d('infraction'),
        INFRACTIONS.map((code) => ({ value: code, label: codeText('infraction', code) })),
        true,
        d('chooseInfraction'),
      ),
      // The referee's call where a rulebook depends on it; left unticked, the stricter reading applies.
      checkField('penalty-accidental', d('accidental')),
      checkField('penalty-injury', d('injury')),
    ],
    actions: [{ label: d('recordPenalty'), value: 'record' }],
    done: (values) => {
      const playerId = values['penalty-player'] === 'BENCH' ? null : values['penalty-player']!;
      const severity = values['penalty-severity'] as PenaltySeverity;
      const infraction = values['penalty-infraction']!;
      const accidental = values['penalty-accidental'] === 'yes' ? true : undefined;
      const injury = values['penalty-injury'] === 'yes' ? true : undefined;
      queue(
        c,
        'penalty',
        (clientEventId) => ({ input: { gameId, teamId: team.id, playerId, severity, infraction, accidental, injury, clientEventId } }),
        t('console.queue.penalty', {
          team: team.name,
          who: playerId ? nameOf(state, side, playerId) : t('console.queue.bench'),
          severity: codeText('severity', severity).toLowerCase(),
          infraction: codeText('infraction', infraction).toLowerCase(),
        }),
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
    fields: [selectField('shootout-shooter', d('shooter'), playerOptions(state, side), true, d('chooseShooter'))],
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
    fields: slots.map((n) => selectField(`named-shooter-${n}`, t('console.dialog.shooterN', { n }), playerOptions(state, side), true, d('chooseAShooter'))),
    actions: [{ label: d('nameThem'), value: 'name' }],
    done: (values) => {
      const shooterIds = slots.map((n) => values[`named-shooter-${n}`]!);
      queue(
        c,
        'nameShooters',
        (clientEventId) => ({ gameId, teamId: team.id, shooterIds, clientEventId }),
        t('console.queue.shooters', { team: team.name, names: shooterIds.map((id) => nameOf(state, side, id)).join(', ') }),
      );
    },
  });
}

/** A team's action that needs nothing but the team: a shot, a timeout, its goalie pulled or back. */
function teamAction(c: Console, side: Side, operation: 'shot' | 'timeout' | 'pullGoalie' | 'returnGoalie', label: string): void {
  const gameId = c.state.gameId;
  const team = c.state.game![side];
  queue(c, operation, (clientEventId) => ({ gameId, teamId: team.id, clientEventId }), t('console.queue.team', { action: label, team: team.name }));
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
      queue(c, 'void', (clientEventId) => ({ gameId, seq: target.seq, reason, clientEventId }), t('console.queue.void', { seq: target.seq, event: eventText(target), reason }));
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
    stopClock: () => simple(c, 'stopClock', label('stopClock')),
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
