/**
 * The one pub/sub interface the app knows. Messages are JSON-compatible values and are treated as
 * immutable by every listener (the in-process implementation hands the same object to all).
 */
export type Listener = (message: unknown) => void;

/**
 * Delivered locally to every listener of every channel when the pub/sub connection comes back after
 * a loss: messages published meanwhile may be gone, so each feed re-reads storage (never sent over
 * the wire).
 */
export const RESYNC: unique symbol = Symbol('pubsub-resync');
export type Unsubscribe = () => Promise<void>;

export interface PubSub {
  /** Delivers `message` to every listener of `channel`, on this instance and (with Redis) on every other. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live: a message published after that reaches `listener`. */
  subscribe(channel: string, listener: Listener): Promise<Unsubscribe>;
  /** Throws when the pub/sub cannot carry messages now. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Listeners by channel, on this instance; the in-process pub/sub and the Redis one both deliver through it. */
export class LocalFanout {
  private readonly channels = new Map<string, Set<Listener>>();

  /** Adds a listener; returns true when it is the channel's first. */
  add(channel: string, listener: Listener): boolean {
    let listeners = this.channels.get(channel);
    const first = listeners === undefined;
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
    }
    listeners.add(listener);
    return first;
  }

  /** Removes a listener; returns true when the channel has none left. */
  remove(channel: string, listener: Listener): boolean {
    const listeners = this.channels.get(channel);
    if (!listeners) return false;
    listeners.delete(listener);
    if (listeners.size > 0) return false;
    this.channels.delete(channel);
    return true;
  }

  has(channel: string): boolean {
    return this.channels.has(channel);
  }

  get channelCount(): number {
    return this.channels.size;
  }

  /** Tells every listener of every channel to re-read storage (RESYNC). */
  resync(onError: (error: unknown) => void): void {
    for (const channel of [...this.channels.keys()]) this.deliver(channel, RESYNC, onError);
  }

  deliver(channel: string, message: unknown, onError: (error: unknown) => void): void {
    const listeners = this.channels.get(channel);
    if (!listeners) return;
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (error) {
        onError(error);
      }
    }
  }
}

/** The embedded default: one instance, no network. */
export class InProcessPubSub implements PubSub {
  private readonly fanout = new LocalFanout();
  private closed = false;

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) throw new Error('pub/sub is closed');
    this.fanout.deliver(channel, message, this.onListenerError);
  }

  async subscribe(channel: string, listener: Listener): Promise<Unsubscribe> {
    if (this.closed) throw new Error('pub/sub is closed');
    this.fanout.add(channel, listener);
    return async () => {
      this.fanout.remove(channel, listener);
    };
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('pub/sub is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

/**
 * Steps per channel, one after another (a SUBSCRIBE and an UNSUBSCRIBE of one channel must not
 * race), while other channels' steps run freely. A failed step does not stop the next.
 */
export class ChannelSteps {
  private readonly pending = new Map<string, Promise<void>>();

  run(channel: string, step: () => Promise<unknown>): Promise<void> {
    const previous = this.pending.get(channel) ?? Promise.resolve();
    const next = previous.then(step).then(() => undefined);
    const settled = next.catch(() => undefined);
    this.pending.set(channel, settled);
    void settled.then(() => {
      if (this.pending.get(channel) === settled) this.pending.delete(channel);
    });
    return next;
  }

  /** Settles once the channel's steps so far have run (at once when there are none). */
  async settled(channel: string): Promise<void> {
    await this.pending.get(channel);
  }

  busy(channel: string): boolean {
    return this.pending.has(channel);
  }
}

/** Delivers a message that came over the wire as JSON to a channel's listeners; drops, with a log line, one that is not JSON. */
export function deliverJson(fanout: LocalFanout, channel: string, raw: string, log: { error(details: object, message: string): void }): void {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch (error) {
    log.error({ err: error, channel }, 'dropped a pub/sub message that is not JSON');
    return;
  }
  fanout.deliver(channel, message, (error) => log.error({ err: error, channel }, 'pub/sub listener failed'));
}
