import type { PubSub, Unsubscribe } from './pubsub';

/** What a subscriber's queue may hold before it is judged too slow and ended. */
export const DEFAULT_MAX_QUEUED = 1_000;

export class SubscriberTooSlowError extends Error {
  constructor(readonly channel: string) {
    super(`subscriber fell more than its queue behind on ${channel}`);
  }
}

/**
 * A pub/sub channel as an async iterator (what a GraphQL subscription returns). It is live when
 * `open` resolves; `return()` — called by graphql-ws when the client completes or disconnects —
 * releases the channel.
 */
export class ChannelIterator<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private failWaiting: ((error: unknown) => void) | undefined;
  private unsubscribe: Unsubscribe | undefined;
  private finished = false;
  private failure: Error | undefined;

  private constructor(
    private readonly maxQueued: number,
    private readonly latestOnly: boolean,
  ) {}

  /**
   * `latestOnly`: a channel of whole states (a scoreboard snapshot, a "re-read me" signal) keeps only
   * the newest message while its reader is busy — an older one is superseded, never worth sending —
   * so a reader slower than the events skips to the latest instead of falling behind.
   */
  static async open<T>(pubsub: PubSub, channel: string, options: { maxQueued?: number; latestOnly?: boolean } = {}): Promise<ChannelIterator<T>> {
    const iterator = new ChannelIterator<T>(options.maxQueued ?? DEFAULT_MAX_QUEUED, options.latestOnly ?? false);
    iterator.unsubscribe = await pubsub.subscribe(channel, (message) => iterator.push(message as T, channel));
    return iterator;
  }

  private push(value: T, channel: string): void {
    if (this.finished) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = this.failWaiting = undefined;
      resolve({ value, done: false });
      return;
    }
    if (this.latestOnly && this.queue.length > 0) {
      this.queue[0] = value;
      return;
    }
    if (this.queue.length >= this.maxQueued) {
      this.failure = new SubscriberTooSlowError(channel);
      void this.release();
      return;
    }
    this.queue.push(value);
  }

  async next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return { value: this.queue.shift()!, done: false };
    if (this.failure) throw this.failure;
    if (this.finished) return { value: undefined, done: true };
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failWaiting = reject;
    });
  }

  async return(): Promise<IteratorResult<T>> {
    await this.release();
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<T>> {
    await this.release();
    throw error;
  }

  private async release(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    this.queue.length = 0;
    if (this.waiting) {
      if (this.failure) this.failWaiting?.(this.failure);
      else this.waiting({ value: undefined, done: true });
      this.waiting = this.failWaiting = undefined;
    }
    await this.unsubscribe?.();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
