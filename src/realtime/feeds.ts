import type { ScoreboardSnapshot } from '../domain/scoreboard';
import type { StandingsRow } from '../domain/standings';
import { badField, notFound } from '../errors';
import { text } from '../domain/messages';
import type { EventBus } from './event-bus';
import type { GameEventMessage } from './payloads';
import { RESYNC } from './pubsub';
import { rereadOnChange } from './reread';
import { resumeFromSequence, withCleanup } from './resume';

/** What the feeds read from storage; the services provide it. */
export interface FeedReads<Bracket> {
  /** the stored scoreboard; NOT_FOUND when there is no such game */
  scoreboard(gameId: string): Promise<ScoreboardSnapshot>;
  gameExists(gameId: string): Promise<boolean>;
  /** the game's log after a sequence number, in order */
  eventsAfter(gameId: string, afterSeq: number): Promise<GameEventMessage[]>;
  /** NOT_FOUND when there is no such division */
  standings(divisionId: string): Promise<StandingsRow[]>;
  /** the bracket, or null before one is made; NOT_FOUND when there is no such division */
  bracket(divisionId: string): Promise<Bracket>;
}

/**
 * Every live feed the API serves, in one place. Each opens its channel before it reads storage,
 * so nothing committed in between is missed; each fails before sending anything when what it
 * follows does not exist; each releases its channel at once when ended while it waits.
 */
export class LiveFeeds<Bracket> {
  constructor(
    private readonly bus: EventBus,
    private readonly reads: FeedReads<Bracket>,
  ) {}

  /**
   * scoreboardUpdated: the stored scoreboard, then every newer one as it is published. A snapshot
   * not newer than the last one sent (by seq, then by revision: isNewer) is dropped, so a subscriber never goes back in time; after the
   * pub/sub connection came back, the stored one is read again (newer ones may have been lost).
   */
  async scoreboard(gameId: string): Promise<AsyncGenerator<ScoreboardSnapshot>> {
    const live = await this.bus.scoreboards(gameId);
    let current: ScoreboardSnapshot;
    try {
      current = await this.reads.scoreboard(gameId);
    } catch (error) {
      await live.return();
      throw error;
    }
    const stored = () => this.reads.scoreboard(gameId);
    return withCleanup(
      (async function* feed() {
        try {
          let last = current;
          yield current;
          for await (const message of live) {
            const snapshot = message === RESYNC ? await stored() : message;
            if (!isNewer(snapshot, last)) continue;
            last = snapshot;
            yield snapshot;
          }
        } finally {
          await live.return();
        }
      })(),
      () => live.return(),
    );
  }

  /** gameEvents: every stored event after `afterSeq`, then each new one as it commits, with no gap and no duplicate (resumeFromSequence). */
  async gameEvents(gameId: string, afterSeq = 0): Promise<AsyncGenerator<GameEventMessage>> {
    if (!Number.isInteger(afterSeq) || afterSeq < 0) throw badField('afterSeq', text('errors.BAD_USER_INPUT.zeroOrMore'));
    const live = await this.bus.gameEvents(gameId);
    try {
      if (!(await this.reads.gameExists(gameId))) throw notFound('Game', gameId, 'gameId');
    } catch (error) {
      await live.return();
      throw error;
    }
    return withCleanup(resumeFromSequence({ live, afterSeq, readAfter: (seq) => this.reads.eventsAfter(gameId, seq) }), () => live.return());
  }

  /** standingsUpdated: the division's standings at once, then after every committed change that moves them. */
  async standings(divisionId: string): Promise<AsyncGenerator<{ divisionId: string; rows: StandingsRow[] }>> {
    return rereadOnChange(await this.bus.standingsChanges(divisionId), async () => ({ divisionId, rows: await this.reads.standings(divisionId) }));
  }

  /** bracketUpdated: the bracket at once (null before one is made), then after every change. */
  async bracket(divisionId: string): Promise<AsyncGenerator<Bracket>> {
    return rereadOnChange(await this.bus.bracketChanges(divisionId), () => this.reads.bracket(divisionId));
  }
}

/**
 * Whether a scoreboard is newer than the one a subscriber has: a later event (seq), or at the same
 * seq a later revision, a correction outside the game log such as a team renamed (R63). Either
 * order alone would drop a rename (no new event) or send an old snapshot again.
 */
export function isNewer(snapshot: Pick<ScoreboardSnapshot, 'seq' | 'revision'>, than: Pick<ScoreboardSnapshot, 'seq' | 'revision'>): boolean {
  if (snapshot.seq !== than.seq) return snapshot.seq > than.seq;
  return (snapshot.revision ?? 0) > (than.revision ?? 0);
}
