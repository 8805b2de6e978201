import type { GameStopReason, PenaltySeverity } from '../../domain/enums';
import type { GameEventInput, GoalStrength, IdCheckRequester, IdCheckResult, LineupNoteRecord } from '../../domain/game/types';
import type { GameEventMessage } from '../../realtime/payloads';

/*
 * The GameEvent fields that depend on the kind of event, mapped from the domain's event union: one
 * case a kind, so a kind added to the domain does not compile until it is mapped here.
 */

/** The GameEvent fields read from the event itself; null where its kind has none. */
export interface GameEventFields {
  /** GOAL: the assists, primary first */
  assistIds: string[] | null;
  /** PENALTY: as assessed under the rulebook when it was recorded (R32); an event stored before that was kept, as posted */
  severity: PenaltySeverity | null;
  /** PENALTY: as posted, always (R32) */
  typedSeverity: PenaltySeverity | null;
  infraction: string | null;
  /** PENALTY, as derived when it was recorded: minutes to serve, minutes charged */
  minutes: number | null;
  recordedMinutes: number | null;
  /** PENALTY of a player (a bench penalty ejects nobody: null) */
  ejected: boolean | null;
  accidental: boolean | null;
  injury: boolean | null;
  /** GOAL, or a PENALTY_SHOT that went in: derived when it was scored */
  strength: GoalStrength | null;
  /** PENALTY_SHOT, SHOOTOUT_ATTEMPT */
  scored: boolean | null;
  /** ID_CHECK */
  idCheckResult: IdCheckResult | null;
  requestedBy: IdCheckRequester | null;
  /** ID_CHECK_REVIEWED */
  legal: boolean | null;
  /** EVENT_VOIDED: the seq it cancels; ID_CHECK_REVIEWED: the check it rules on */
  targetSeq: number | null;
  /** why: the event's own reason, else an ADMIN's correction of a certified game */
  reason: string | null;
  /** GAME_ENDED: why it ended before its end (G30) */
  stopReason: GameStopReason | null;
  /** SHOOTERS_NAMED: the first shootout shooters the team named (Cole Harbour 000:40, G31) */
  shooterIds: string[] | null;
  /** LINEUP_SET: notes on its players (BHI 003:8 under 18, R35) */
  lineupNotes: LineupNoteRecord[] | null;
  /** PENALTY under the Quick Penalty Rule (G40): the penalty the player was slow to the box for, and the substitute serving this one */
  slowToBoxOf: number | null;
  servedById: string | null;
  /** GOAL or PENALTY an official corrected (R83): the seq of its latest EVENT_CORRECTED */
  correctedBySeq: number | null;
}

/** What the domain derived when the event was recorded (EventFacts.details), as far as the API shows it. */
export interface EventDetails {
  severity?: PenaltySeverity;
  minutes?: number;
  recordedMinutes?: number;
  ejected?: boolean;
  accidental?: boolean;
  injury?: boolean;
  strength?: GoalStrength;
}

const NONE: GameEventFields = {
  assistIds: null,
  severity: null,
  typedSeverity: null,
  infraction: null,
  minutes: null,
  recordedMinutes: null,
  ejected: null,
  accidental: null,
  injury: null,
  strength: null,
  scored: null,
  idCheckResult: null,
  requestedBy: null,
  legal: null,
  targetSeq: null,
  reason: null,
  stopReason: null,
  shooterIds: null,
  lineupNotes: null,
  slowToBoxOf: null,
  servedById: null,
  correctedBySeq: null,
};

/** The API's fields of one event: what was posted, what the domain derived, and an ADMIN's correction reason. */
export function eventFields(event: GameEventInput, details: EventDetails, correctionReason: string | null): GameEventFields {
  const fields = { ...NONE, reason: correctionReason };
  switch (event.type) {
    case 'GOAL':
      return { ...fields, assistIds: event.assistIds ?? null, strength: details.strength ?? null };
    case 'PENALTY':
      return {
        ...fields,
        severity: details.severity ?? event.severity ?? null,
        typedSeverity: event.severity ?? null,
        infraction: event.infraction ?? null,
        minutes: details.minutes ?? null,
        recordedMinutes: details.recordedMinutes ?? null,
        ejected: event.playerId != null ? (details.ejected ?? false) : null,
        accidental: details.accidental ?? null,
        injury: details.injury ?? null,
        reason: event.reason ?? correctionReason,
        slowToBoxOf: event.slowToBoxOf ?? null,
        servedById: event.servedById ?? null,
      };
    case 'PENALTY_SHOT':
      return { ...fields, scored: event.scored ?? null, strength: details.strength ?? null };
    case 'SHOOTOUT_ATTEMPT':
      return { ...fields, scored: event.scored ?? null };
    case 'SHOOTERS_NAMED':
      return { ...fields, shooterIds: event.shooterIds ?? null };
    case 'ID_CHECK':
      return { ...fields, idCheckResult: event.result ?? null, requestedBy: event.requestedBy ?? null };
    case 'ID_CHECK_REVIEWED':
      return { ...fields, legal: event.legal ?? null, targetSeq: event.targetSeq ?? null, reason: event.reason ?? correctionReason };
    case 'EVENT_VOIDED':
    case 'EVENT_CORRECTED':
      return { ...fields, targetSeq: event.targetSeq ?? null, reason: event.reason ?? correctionReason };
    case 'RESULT_RECORDED':
      return { ...fields, reason: event.reason ?? correctionReason };
    case 'GAME_ENDED':
      return { ...fields, stopReason: event.reason ?? null };
    case 'LINEUP_SET':
      return { ...fields, lineupNotes: event.notes ?? [] };
    case 'GAME_STARTED':
    case 'CLOCK_STARTED':
    case 'CLOCK_STOPPED':
    case 'FACEOFF':
    case 'PERIOD_ENDED':
    case 'SHOT':
    case 'TIMEOUT':
    case 'GOALIE_PULLED':
    case 'GOALIE_RETURNED':
    case 'ID_PRODUCED':
    case 'LATE_PLAYER_ADDED':
    case 'FORFEIT':
    case 'FIVE_TWO_RULE': // its period and clock reading are the reset's (G60)
      return fields;
    default: {
      const unmapped: never = event;
      throw new Error(`GameEvent fields: unmapped event ${(unmapped as GameEventInput).type}`);
    }
  }
}

/**
 * A stored event as the domain's typed event: its payload is the input as posted, beside `details`
 * (what the domain derived), `correctionReason` and, once an official corrected it, `correctedBySeq` (see GameEventEntity.payload).
 */
export function messageFields(message: GameEventMessage): GameEventFields {
  const { details, correctionReason, correctedBySeq, ...input } = message.payload;
  const fields = eventFields({ ...input, type: message.type } as GameEventInput, details ?? {}, (correctionReason as string | null | undefined) ?? null);
  return typeof correctedBySeq === 'number' ? { ...fields, correctedBySeq } : fields;
}
