import type { PenaltySeverity } from '../enums';
import type { CorrectableEvent, RecordedEvent } from './types';

/*
 * R83: what an official may correct on a finished game's goal or penalty, and what a correction
 * changes. Pure: the service reads the event, these functions say what the corrected one is.
 */

/** The fields of a correction: each one left out stays as recorded. */
export interface EventCorrection {
  /** GOAL */
  scorerId?: string;
  /** GOAL: the assists, primary first (an empty list: unassisted) */
  assistIds?: readonly string[];
  /** GOAL */
  emptyNet?: boolean;
  /** PENALTY: the penalised player; null: a bench penalty */
  playerId?: string | null;
  /** PENALTY */
  severity?: PenaltySeverity;
  /** PENALTY */
  infraction?: string;
  /** PENALTY */
  accidental?: boolean;
  /** both: the arena clock's reading at the event */
  clockRemainingMs?: number;
}

export type CorrectionField = keyof EventCorrection;

/** Which fields correct which kind of event. */
export const CORRECTABLE_FIELDS: Record<CorrectableEvent['type'], readonly CorrectionField[]> = {
  GOAL: ['scorerId', 'assistIds', 'emptyNet', 'clockRemainingMs'],
  PENALTY: ['playerId', 'severity', 'infraction', 'accidental', 'clockRemainingMs'],
};

/** The input fields of a recorded event (its seq and time left out): what the log replays. */
export function asPosted(event: RecordedEvent & CorrectableEvent): CorrectableEvent {
  const { seq: _seq, at: _at, ...posted } = event;
  return posted;
}

export type CorrectionOutcome =
  /** a field given that this kind of event has not */
  | { problem: 'FIELD_OF_OTHER_KIND'; field: CorrectionField }
  /** every field given is as recorded */
  | { problem: 'NOTHING_CHANGES' }
  /** the event as corrected, and the fields that differ */
  | { replacement: CorrectableEvent; changed: CorrectionField[] };

/**
 * `previous` with the correction's fields in place: the same kind and team (R83). A field of the
 * other kind is refused, naming it; a correction that changes nothing is refused too.
 */
export function correctedEvent(previous: CorrectableEvent, correction: EventCorrection): CorrectionOutcome {
  const allowed = CORRECTABLE_FIELDS[previous.type];
  const given = (Object.keys(correction) as CorrectionField[]).filter((field) => correction[field] !== undefined);
  const foreign = given.find((field) => !allowed.includes(field));
  if (foreign) return { problem: 'FIELD_OF_OTHER_KIND', field: foreign };
  const replacement = { ...previous } as Record<string, unknown>;
  const changed: CorrectionField[] = [];
  // In the kind's own order, whatever order the caller gave them in.
  for (const field of allowed.filter((f) => given.includes(f))) {
    const before = (previous as Record<string, unknown>)[field] ?? defaultOf(field);
    const after = correction[field];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    replacement[field] = after;
    changed.push(field);
  }
  if (!changed.length) return { problem: 'NOTHING_CHANGES' };
  return { replacement: replacement as CorrectableEvent, changed };
}

/** What a field left out of the recorded event reads as. */
function defaultOf(field: CorrectionField): unknown {
  if (field === 'assistIds') return [];
  if (field === 'emptyNet' || field === 'accidental') return false;
  return null;
}
