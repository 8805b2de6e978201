import type { Logger } from 'pino';
import type { ScoreboardSnapshot } from '../domain/scoreboard';
import { ChannelIterator } from './channel-iterator';
import type { GameEventMessage } from './payloads';
import type { PubSub, RESYNC } from './pubsub';

/**
 * Games of a competition changed where a rink's screen or a list of live games would show it: some
 * were scheduled, moved, cancelled or deleted, or one started, paused or ended (`live`).
 */
export interface GamesChanged {
  competitionId: string;
  /** the venues named before and after the change (none for games without one) */
  venues: string[];
  /** whether a game entered or left play (the live-game lists change only then) */
  live: boolean;
}

/** What a live channel yields: its messages, and RESYNC after the pub/sub connection came back. */
export type Live<T> = ChannelIterator<T | typeof RESYNC>;
import { Channels } from './topics';

/**
 * The app's side of pub/sub: typed publish and subscribe for each feed. Services publish through
 * it only after their transaction commits; subscription resolvers listen through it.
 */
export class EventBus {
  constructor(
    readonly pubsub: PubSub,
    private readonly log: Logger,
  ) {}

  async publishScoreboard(snapshot: ScoreboardSnapshot): Promise<void> {
    await this.pubsub.publish(Channels.scoreboard(snapshot.gameId), snapshot);
  }

  /** Listens to a game's scoreboard; live once the promise resolves. */
  scoreboards(gameId: string): Promise<Live<ScoreboardSnapshot>> {
    return ChannelIterator.open<ScoreboardSnapshot | typeof RESYNC>(this.pubsub, Channels.scoreboard(gameId), { latestOnly: true });
  }

  /** Publishes one committed event of a game's log. */
  async publishGameEvent(event: GameEventMessage): Promise<void> {
    await this.pubsub.publish(Channels.events(event.gameId), event);
  }

  /**
   * Listens to a game's events as they are committed; live once the promise resolves. A message
   * can be lost (Redis restart, slow subscriber), so a feed built on this fills gaps from storage
   * (see resumeFromSequence).
   */
  gameEvents(gameId: string): Promise<Live<GameEventMessage>> {
    return ChannelIterator.open<GameEventMessage | typeof RESYNC>(this.pubsub, Channels.events(gameId));
  }

  /** Tells a division's standings watchers that a committed change moved a number. */
  async publishStandingsChanged(divisionId: string): Promise<void> {
    await this.pubsub.publish(Channels.standings(divisionId), { divisionId });
  }

  /** Listens for changes of a division's standings; live once the promise resolves. */
  standingsChanges(divisionId: string): Promise<Live<{ divisionId: string }>> {
    return ChannelIterator.open<{ divisionId: string } | typeof RESYNC>(this.pubsub, Channels.standings(divisionId), { latestOnly: true });
  }

  /** Tells a division's bracket watchers that it moved. */
  async publishBracketChanged(divisionId: string): Promise<void> {
    await this.pubsub.publish(Channels.bracket(divisionId), { divisionId });
  }

  /** Listens for changes of a division's bracket; live once the promise resolves. */
  bracketChanges(divisionId: string): Promise<Live<{ divisionId: string }>> {
    return ChannelIterator.open<{ divisionId: string } | typeof RESYNC>(this.pubsub, Channels.bracket(divisionId), { latestOnly: true });
  }

  /** Tells the watchers of rinks and of live-game lists that games changed (after the change is stored). */
  async publishGamesChanged(change: GamesChanged): Promise<void> {
    await this.pubsub.publish(Channels.games(), change);
  }

  /** Listens for changed games, of every competition (each feed keeps the ones it shows); live once the promise resolves. */
  gamesChanges(): Promise<Live<GamesChanged>> {
    return ChannelIterator.open<GamesChanged | typeof RESYNC>(this.pubsub, Channels.games());
  }

  /** Tells every instance that a token is revoked (after the revocation is stored). */
  async publishTokenRevoked(tokenId: string): Promise<void> {
    await this.pubsub.publish(Channels.revokedTokens(), { tokenId });
  }

  /** Calls `listener` with each revoked token's id, from any instance; live once the promise resolves. */
  tokenRevocations(listener: (tokenId: string) => void): Promise<() => Promise<void>> {
    return this.pubsub.subscribe(Channels.revokedTokens(), (message) => {
      const tokenId = (message as { tokenId?: unknown } | null)?.tokenId;
      if (typeof tokenId === 'string') listener(tokenId);
    });
  }

  /** For after-commit hooks: a failed publish is logged, never thrown at a caller whose data is stored. */
  reportPublishFailure = (error: unknown): void => {
    this.log.warn({ err: error }, 'publish after commit failed; subscribers will catch up from storage');
  };
}
