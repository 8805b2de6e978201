import { BoardShotsDocument } from '../generated/graphql';
import { eventTypeOf, readLog } from '../lib/game-log';
import { query } from '../lib/live';

/** What counting shots reads of an event: the board's own read below, or the game page's flat log (lib/game-log.ts). */
interface LogEvent {
  type: string;
  period: number;
  voided: boolean;
  team?: { id: string } | null;
}

/** Events that count as a shot on goal, as the game machine counts them: a shot, a goal, a penalty shot (shootout attempts do not). */
const SHOTS = new Set(['SHOT', 'GOAL', 'PENALTY_SHOT']);

/** Shots per period for each team, from the game log (voided events left out): `{ home: [p1, p2, …], away: […] }`. */
export function shotsByPeriod(events: readonly LogEvent[], homeId: string, awayId: string): { home: number[]; away: number[]; periods: number } {
  const counts = { home: [] as number[], away: [] as number[] };
  let periods = 0;
  for (const event of events) {
    if (event.voided || !SHOTS.has(event.type) || event.period < 1) continue;
    const side = event.team?.id === homeId ? 'home' : event.team?.id === awayId ? 'away' : null;
    if (!side) continue;
    periods = Math.max(periods, event.period);
    counts[side][event.period - 1] = (counts[side][event.period - 1] ?? 0) + 1;
  }
  const fill = (list: number[]) => Array.from({ length: periods }, (_, i) => list[i] ?? 0);
  return { home: fill(counts.home), away: fill(counts.away), periods };
}

/** The whole game log, a page at a time: each entry's type, period and team (a shot's, a goal's, a penalty shot's). */
export async function gameLog(gameId: string): Promise<LogEvent[]> {
  const entries = await readLog(async (after) => (await query(BoardShotsDocument, { gameId, after })).game?.log);
  return entries.map((entry) => ({ type: eventTypeOf(entry.__typename), period: entry.period, voided: entry.voided, team: 'team' in entry ? entry.team : null }));
}
