import type { DeskCompetitionScheduleQuery } from '../generated/graphql';

/** A game of the whole schedule, with its division's name. */
export type Row = NonNullable<DeskCompetitionScheduleQuery['competition']>['divisions'][number]['games'][number] & { division: string };

/**
 * Two games on one rink closer than a game's length (the regulation time, as the server's schedule
 * check holds it): the same clash scheduling refuses, shown where a game kept from before is one.
 */
export function clashes(rows: readonly Row[], lengthMs: number): Map<string, Row[]> {
  const found = new Map<string, Row[]>();
  const live = rows.filter((r) => r.status !== 'CANCELLED' && r.venue);
  for (const a of live) {
    for (const b of live) {
      if (a.id === b.id || a.venue !== b.venue) continue;
      if (Math.abs(Date.parse(a.startsAt) - Date.parse(b.startsAt)) < lengthMs) found.set(a.id, [...(found.get(a.id) ?? []), b]);
    }
  }
  return found;
}
