import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { INFRACTIONS } from '../../domain/infractions';
import {
  ConsoleEndGameDocument,
  ConsoleEndPeriodDocument,
  ConsoleFaceoffDocument,
  ConsoleNameShootersDocument,
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
import { Refusal, request } from '../lib/api';
import { humanCode } from '../lib/format';
import { Outbox, type OutboxItem } from '../lib/outbox';
import { refusalText, type TokenStore } from '../lib/token';
import { checkField, choose, confirm, type Field, selectField, textField } from './dialog';
import { type ControlHandlers, eventText, renderOutbox, renderTokenPanel, say, type View } from './render';
import { type ConsoleState, lastUndoable, nameOf, playerOptions, type Side } from './state';

/**
 * What the console's buttons do. Every action goes through the outbox (lib/outbox.ts) with its
 * own clientEventId, so a tablet on flaky arena Wi-Fi never loses an event nor stores one twice.
 */

export const WHO = 'a SCOREKEEPER token for this game or its competition, or an ADMIN token';

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
  shootout: ConsoleShootoutDocument,
  nameShooters: ConsoleNameShootersDocument,
  endPeriod: ConsoleEndPeriodDocument,
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
}

/** The console with its outbox, which posts each queued item with the entered token. */
export function createConsole(state: ConsoleState, view: View, tokens: TokenStore, queueChanged: () => void = () => undefined): Console {
  const c: Console = {
    state,
    view,
    tokens,
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
        say(view, `Refused: ${item.label}. ${refusal.message}`, 'refused');
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
    onChange: () => showToken(c, 'Enter the new token.'),
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

function goal(c: Console, side: Side): void {
  const { state } = c;
  const gameId = state.gameId;
  const team = state.game![side];
  const players = playerOptions(state, side);
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
      const assists = assistIds.length ? ` (${assistIds.map((id) => nameOf(state, side, id)).join(', ')})` : '';
      queue(c, 'goal', (clientEventId) => ({ input: { gameId, teamId: team.id, scorerId, assistIds, clientEventId } }), `Goal, ${team.name}: ${nameOf(state, side, scorerId)}${assists}`);
    },
  });
}

function penalty(c: Console, side: Side): void {
  const { state } = c;
  const gameId = state.gameId;
  const team = state.game![side];
  choose({
    title: `Penalty to ${team.name}`,
    fields: [
      selectField('penalty-player', 'Player', [...playerOptions(state, side), { value: 'BENCH', label: 'Bench (no player)' }], true, 'Choose the player'),
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
        c,
        'penalty',
        (clientEventId) => ({ input: { gameId, teamId: team.id, playerId, severity, infraction, accidental, injury, clientEventId } }),
        `Penalty, ${team.name}: ${playerId ? nameOf(state, side, playerId) : 'bench'}, ${humanCode(severity).toLowerCase()} for ${humanCode(infraction).toLowerCase()}`,
      );
    },
  });
}

function shootoutAttempt(c: Console, side: Side): void {
  const { state } = c;
  const gameId = state.gameId;
  const team = state.game![side];
  choose({
    title: `Shootout attempt, ${team.name}`,
    fields: [selectField('shootout-shooter', 'Shooter', playerOptions(state, side), true, 'Choose the shooter')],
    actions: [
      { label: 'Scored', value: 'scored' },
      { label: 'Missed', value: 'missed' },
    ],
    done: (values, action) => {
      const shooterId = values['shootout-shooter']!;
      const scored = action === 'scored';
      queue(c, 'shootout', (clientEventId) => ({ input: { gameId, teamId: team.id, shooterId, scored, clientEventId } }), `Shootout, ${team.name}: ${nameOf(state, side, shooterId)} ${scored ? 'scored' : 'missed'}`);
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
    title: `First shootout shooters, ${team.name}`,
    fields: slots.map((n) => selectField(`named-shooter-${n}`, `Shooter ${n}`, playerOptions(state, side), true, 'Choose a shooter')),
    actions: [{ label: 'Name them', value: 'name' }],
    done: (values) => {
      const shooterIds = slots.map((n) => values[`named-shooter-${n}`]!);
      queue(c, 'nameShooters', (clientEventId) => ({ gameId, teamId: team.id, shooterIds, clientEventId }), `Shooters named, ${team.name}: ${shooterIds.map((id) => nameOf(state, side, id)).join(', ')}`);
    },
  });
}

/** A team's action that needs nothing but the team: a shot, a timeout. */
function teamAction(c: Console, side: Side, operation: 'shot' | 'timeout', label: string): void {
  const gameId = c.state.gameId;
  const team = c.state.game![side];
  queue(c, operation, (clientEventId) => ({ gameId, teamId: team.id, clientEventId }), `${label}, ${team.name}`);
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
      title: 'Take back an action not sent yet',
      text: `${last.label} (queued, not sent yet) will not be sent.`,
      action: 'Take it back',
      done: () => {
        const taken = outbox.takeBackLast();
        if (taken) say(view, `Taken back before it was sent: ${taken.label}.`);
      },
    });
    return;
  }
  if (last) {
    say(view, 'An action is being sent: undo once it is through.');
    return;
  }
  const target = lastUndoable(state);
  if (!target) {
    say(view, 'There is nothing to undo.');
    return;
  }
  const gameId = state.gameId;
  choose({
    title: `Undo #${target.seq}: ${eventText(target)}`,
    fields: [textField('void-reason', 'Reason', true, 'Entered by mistake')],
    actions: [{ label: 'Void this event', value: 'void' }],
    done: (values) => {
      const reason = values['void-reason']!.trim();
      queue(c, 'void', (clientEventId) => ({ gameId, seq: target.seq, reason, clientEventId }), `Void #${target.seq} (${eventText(target)}): ${reason}`);
    },
  });
}

/** The handlers for the controls render.ts draws. */
export function controlHandlers(c: Console): ControlHandlers {
  return {
    // The start of a game cannot be voided (machine.ts): each step that cannot be undone asks first.
    startGame: () => confirm({ title: 'Start the game?', text: 'The game starts now with the players dressed; a start cannot be undone.', action: 'Start game', done: () => simple(c, 'startGame', 'Start game') }),
    startClock: () => simple(c, 'startClock', 'Start clock'),
    stopClock: () => simple(c, 'stopClock', 'Stop clock'),
    // The puck drops: penalties waiting for it start (in run time the clock ran through the whistle; G26).
    puckDrop: () => simple(c, 'faceoff', 'Puck drop'),
    endPeriod: () => confirm({ title: 'End the period?', text: 'The period ends now, whatever the clock shows.', action: 'End period', done: () => simple(c, 'endPeriod', 'End period') }),
    endGame: () => confirm({ title: 'End the game?', text: 'The game becomes final with the score as it stands: after it, nothing more can be recorded.', action: 'End game', done: () => simple(c, 'endGame', 'End game') }),
    undo: () => undo(c),
    goal: (side) => goal(c, side),
    shot: (side) => teamAction(c, side, 'shot', 'Shot'),
    penalty: (side) => penalty(c, side),
    timeout: (side) => teamAction(c, side, 'timeout', 'Timeout'),
    shootoutAttempt: (side) => shootoutAttempt(c, side),
    nameShooters: (side) => nameShooters(c, side),
  };
}
