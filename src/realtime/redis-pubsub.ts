import { createClient } from 'redis';
import type { Logger } from 'pino';
import { ChannelSteps, deliverJson, LocalFanout, type Listener, type PubSub, type Unsubscribe } from './pubsub';

type RedisClient = ReturnType<typeof createClient>;

/** Reconnect delay after the n-th failed attempt: doubling from 50 ms, capped at 5 s. */
/** Connects a publisher and a subscriber together; should either fail, both are closed, and the error goes on. */
export async function connectBoth(publisher: { connect(): Promise<unknown>; destroy(): void }, subscriber: { connect(): Promise<unknown>; destroy(): void }): Promise<void> {
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.destroy();
    subscriber.destroy();
    throw error;
  }
}

/** Channels whose unpublished latest message is kept while Redis is away. */
const UNSENT_KEPT = 10_000;

export function reconnectDelay(retries: number): number {
  return Math.min(50 * 2 ** retries, 5_000);
}

/**
 * Pub/sub across instances over Redis (node-redis). One connection publishes, a duplicate
 * subscribes (a subscribed Redis connection can do nothing else). Each instance holds one Redis
 * subscription per channel that has local listeners, and drops it when the last one leaves.
 */
export class RedisPubSub implements PubSub {
  private readonly fanout = new LocalFanout();
  /** Redis SUBSCRIBE/UNSUBSCRIBE in flight per channel, so a subscribe racing an unsubscribe sees the final state. */
  private readonly steps = new ChannelSteps();
  /** The latest message of each channel that could not be published, oldest channel first. */
  private readonly unsent = new Map<string, unknown>();

  private constructor(
    private readonly publisher: RedisClient,
    private readonly subscriber: RedisClient,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {}

  static async connect(url: string, options: { prefix: string; log: Logger }): Promise<RedisPubSub> {
    const log = options.log.child({ component: 'redis' });
    const publisher = createClient({
      url,
      socket: { reconnectStrategy: reconnectDelay, connectTimeout: 5_000 },
      // A publish while Redis is away fails at once rather than waiting in a queue: the data is
      // already committed, and subscribers catch up from the database.
      disableOfflineQueue: true,
      // CLIENT LIST shows whose connection is whose.
      name: `${options.prefix}:publisher`,
    });
    const subscriber = publisher.duplicate({ disableOfflineQueue: false, name: `${options.prefix}:subscriber` });
    for (const [name, client] of [
      ['publisher', publisher],
      ['subscriber', subscriber],
    ] as const) {
      client.on('error', (error: unknown) => log.warn({ err: error, connection: name }, 'redis connection error'));
      client.on('reconnecting', () => log.info({ connection: name }, 'redis reconnecting'));
    }
    await connectBoth(publisher, subscriber);
    const pubsub = new RedisPubSub(publisher, subscriber, `${options.prefix}:`, log);
    // Ready again after a lost connection (node-redis has subscribed the channels again): what was
    // published meanwhile is gone, so every feed re-reads storage.
    publisher.on('ready', () => void pubsub.flushUnsent());
    subscriber.on('ready', () => {
      log.info({ channels: pubsub.subscribedChannels }, 'redis subscriber back; feeds catch up from storage');
      pubsub.fanout.resync((error) => log.error({ err: error }, 'pub/sub listener failed on resync'));
    });
    return pubsub;
  }

  /**
   * Publishes, or when Redis cannot take it now, keeps the channel's latest message to publish once
   * the connection is back (and still fails, so the caller knows). The latest is enough: a feed
   * that gets it reads storage for anything before it (a sequence gap, a newer snapshot, a re-read).
   */
  async publish(channel: string, message: unknown): Promise<void> {
    try {
      await this.publisher.publish(this.prefix + channel, JSON.stringify(message));
    } catch (error) {
      this.unsent.delete(channel);
      this.unsent.set(channel, message);
      if (this.unsent.size > UNSENT_KEPT) this.unsent.delete(this.unsent.keys().next().value!);
      throw error;
    }
  }

  /** Publishes what could not be published while Redis was away. */
  private async flushUnsent(): Promise<void> {
    const unsent = [...this.unsent];
    this.unsent.clear();
    for (const [channel, message] of unsent) {
      await this.publish(channel, message).catch((error: unknown) => this.log.warn({ err: error, channel }, 'publish after reconnect failed; kept for the next'));
    }
    if (unsent.length) this.log.info({ channels: unsent.length }, 'published what Redis missed while away');
  }

  async subscribe(channel: string, listener: Listener): Promise<Unsubscribe> {
    const first = this.fanout.add(channel, listener);
    if (first) {
      await this.steps.run(channel, () => this.subscriber.subscribe(this.prefix + channel, (raw: string) => deliverJson(this.fanout, channel, raw, this.log)));
    } else {
      await this.steps.settled(channel);
    }
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      if (this.fanout.remove(channel, listener)) {
        await this.steps.run(channel, async () => {
          // A listener may have arrived while we waited: then the Redis subscription stays.
          if (!this.fanout.has(channel) && this.subscriber.isOpen) await this.subscriber.unsubscribe(this.prefix + channel);
        });
      }
    };
  }

  /** Channels this instance is subscribed to in Redis (the ones its clients watch). */
  get subscribedChannels(): number {
    return this.fanout.channelCount;
  }

  async ping(): Promise<void> {
    if (!this.subscriber.isReady) throw new Error('redis subscriber connection is not ready');
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.publisher.close()]);
  }
}
