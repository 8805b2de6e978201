import type { ScoreboardSnapshot } from '../domain/scoreboard';
import type { StandingsRow } from '../domain/standings';
import { badField, notFound } from '../errors';
import { text } from '../domain/messages';
import type { EventBus } from './event-bus';
import type { GameEventMessage } from './payloads';
import type { ChannelIterator } from './channel-iterator';
import { RESYNC } from './pubsub';
import { rereadOnChange } from './reread';
import { resumeFromSequence, withCleanup } from './resume';

/** What the feeds read from storage; the services provide it. */
/** A division's standings as a feed sends them. */
export interface Standings {
  divisionId: string;
  asOf: Date | null;
  version: number;
  rows: StandingsRow[];
}

/** A rink's screen as read, and when it would change with nothing stored meanwhile (a late game passed over), if ever. */
export interface VenueRead<Venue> {
  venue: Venue | null;
  /** ms since the epoch; null: only a stored change moves it */
  changesAt: number | null;
}

export interface FeedReads<Bracket, Venue = unknown, Game = unknown> {
  /** the stored scoreboard; NOT_FOUND when there is no such game */
  scoreboard(gameId: string): Promise<ScoreboardSnapshot>;
  gameExists(gameId: string): Promise<boolean>;
  /** the game's log after a sequence number, in order */
  eventsAfter(gameId: string, afterSeq: number): Promise<GameEventMessage[]>;
  /** the division's standings of now with the version they were read at; NOT_FOUND when there is no such division */
  standings(divisionId: string): Promise<Standings>;
  /** the bracket, or null before one is made; NOT_FOUND when there is no such division */
  bracket(divisionId: string): Promise<Bracket>;
  /** what a rink's screen shows now (null: no game was ever scheduled there) */
  venue(name: string): Promise<VenueRead<Venue>>;
  /** the games being played now, of a competition or of all; NOT_FOUND when there is no such competition */
  liveGames(competitionId: string | null): Promise<Game[]>;
}

/**
 * Every live feed the API serves, in one place. Each opens its channel before it reads storage,
 * so nothing committed in between is missed; each fails before sending anything when what it
 * follows does not exist; each releases its channel at once when ended while it waits.
 */
export class LiveFeeds<Bracket, Venue = unknown, Game = unknown> {
  constructor(
    private readonly bus: EventBus,
    private readonly reads: FeedReads<Bracket, Venue, Game>,
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
  async standings(divisionId: string): Promise<AsyncGenerator<Standings>> {
    return rereadOnChange(await this.bus.standingsChanges(divisionId), () => this.reads.standings(divisionId));
  }

  /** bracketUpdated: the bracket at once (null before one is made), then after every change. */
  async bracket(divisionId: string): Promise<AsyncGenerator<Bracket>> {
    return rereadOnChange(await this.bus.bracketChanges(divisionId), () => this.reads.bracket(divisionId));
  }

  /**
   * venueUpdated: what a rink's screen shows at once, then again whenever it changes: a game at the
   * venue scheduled, moved, cancelled or deleted, started or ended, or the next game passed over
   * once it is too late (a timer, as nothing is stored then).
   */
  async venue(name: string): Promise<AsyncGenerator<Venue | null>> {
    const venue = name.trim();
    return rereadWhen(
      await this.bus.gamesChanges(),
      (change) => change.venues.includes(venue),
      () => this.reads.venue(venue),
      (read) => ({ value: read.venue, changesAt: read.changesAt }),
    );
  }

  /** liveGamesUpdated: the games being played now, of a competition or of all, at once and whenever a game starts or ends. */
  async liveGames(competitionId: string | null): Promise<AsyncGenerator<Game[]>> {
    return rereadWhen(
      await this.bus.gamesChanges(),
      (change) => change.live && (competitionId === null || change.competitionId === competitionId),
      () => this.reads.liveGames(competitionId),
      (games) => ({ value: games, changesAt: null }),
    );
  }
}

/**
 * A value read again when a change it shows arrives (`concerns`), or when its own read says it
 * goes stale (`changesAt`), and sent only when it differs from the last one sent. Like
 * rereadOnChange, the channel is live before the first read, and the first read's failure fails
 * the feed before anything is sent.
 */
async function rereadWhen<M, R, T>(
  changes: ChannelIterator<M | typeof RESYNC>,
  concerns: (change: M) => boolean,
  read: () => Promise<R>,
  view: (read: R) => { value: T; changesAt: number | null },
): Promise<AsyncGenerator<T>> {
  let current: { value: T; changesAt: number | null };
  try {
    current = view(await read());
  } catch (error) {
    await changes.return();
    throw error;
  }
  return withCleanup(
    (async function* feed() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        let sent = JSON.stringify(current.value);
        yield current.value;
        let pending = changes.next();
        for (;;) {
          const stale =
            current.changesAt === null
              ? undefined
              : new Promise<'stale'>((resolve) => {
                  timer = setTimeout(() => resolve('stale'), Math.min(Math.max(MIN_TIMER_MS, current.changesAt! - Date.now()), MAX_TIMER_MS));
                });
          const step = await (stale ? Promise.race([pending, stale]) : pending);
          clearTimeout(timer);
          if (step !== 'stale') {
            if (step.done) return;
            pending = changes.next();
            if (step.value !== RESYNC && !concerns(step.value)) continue;
          }
          current = view(await read());
          const json = JSON.stringify(current.value);
          if (json === sent) continue;
          sent = json;
          yield current.value;
        }
      } finally {
        clearTimeout(timer);
        await changes.return();
      }
    })(),
    () => changes.return(),
  );
}

/** setTimeout's longest wait is about 24.8 days; a later staleness is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A staleness already past (this clock behind the database's) is checked again at most once a second. */
const MIN_TIMER_MS = 1_000;

/**
 * Whether a scoreboard is newer than the one a subscriber has: a later event (seq), or at the same
 * seq a later revision, a correction outside the game log such as a team renamed (R63). Either
 * order alone would drop a rename (no new event) or send an old snapshot again.
 */
export function isNewer(snapshot: Pick<ScoreboardSnapshot, 'seq' | 'revision'>, than: Pick<ScoreboardSnapshot, 'seq' | 'revision'>): boolean {
  if (snapshot.seq !== than.seq) return snapshot.seq > than.seq;
  return (snapshot.revision ?? 0) > (than.revision ?? 0);
}
