import { ChannelIterator, SubscriberTooSlowError } from '../../src/realtime/channel-iterator';
import { InProcessPubSub, LocalFanout, type Listener, type PubSub, type Unsubscribe } from '../../src/realtime/pubsub';

const CHANNEL = 'scoreboard:g1';

/**
 * A pub/sub over a LocalFanout that the test can inspect, shaped like the Redis adapter: it
 * records what reached a listener and resolves `released` when the channel's last listener leaves.
 */
class InspectablePubSub implements PubSub {
  readonly fanout = new LocalFanout();
  readonly delivered: unknown[] = [];
  private releasedResolve!: (channel: string) => void;
  readonly released = new Promise<string>((resolve) => (this.releasedResolve = resolve));

  async publish(channel: string, message: unknown): Promise<void> {
    this.fanout.deliver(channel, message, (error) => {
      throw error;
    });
  }

  async subscribe(channel: string, listener: Listener): Promise<Unsubscribe> {
    const tapped: Listener = (message) => {
      this.delivered.push(message);
      listener(message);
    };
    this.fanout.add(channel, tapped);
    return async () => {
      if (this.fanout.remove(channel, tapped)) this.releasedResolve(channel);
    };
  }

  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}

async function take<T>(iterator: AsyncIterator<T>, count: number): Promise<T[]> {
  const values: T[] = [];
  for (let i = 0; i < count; i++) {
    const result = await iterator.next();
    if (result.done) throw new Error(`iterator ended after ${i} values`);
    values.push(result.value);
  }
  return values;
}

describe('LocalFanout', () => {
  it('reports the first listener of a channel and the last one leaving', () => {
    const fanout = new LocalFanout();
    const a: Listener = () => undefined;
    const b: Listener = () => undefined;
    expect(fanout.add(CHANNEL, a)).toBe(true);
    expect(fanout.add(CHANNEL, b)).toBe(false);
    expect(fanout.remove(CHANNEL, a)).toBe(false);
    expect(fanout.has(CHANNEL)).toBe(true);
    expect(fanout.remove(CHANNEL, b)).toBe(true);
    expect(fanout.has(CHANNEL)).toBe(false);
    expect(fanout.channelCount).toBe(0);
  });

  it('keeps delivering to the other listeners when one throws, and reports the error', () => {
    const fanout = new LocalFanout();
    const received: unknown[] = [];
    const errors: unknown[] = [];
    const failure = new Error('listener broke');
    fanout.add(CHANNEL, () => {
      throw failure;
    });
    fanout.add(CHANNEL, (message) => received.push(message));
    fanout.deliver(CHANNEL, 'goal', (error) => errors.push(error));
    expect(received).toEqual(['goal']);
    expect(errors).toEqual([failure]);
  });
});

describe('InProcessPubSub', () => {
  it('stops delivering to a listener once its unsubscribe resolves', async () => {
    const pubsub = new InProcessPubSub();
    const received: unknown[] = [];
    const unsubscribe = await pubsub.subscribe(CHANNEL, (message) => received.push(message));
    await pubsub.publish(CHANNEL, 'before');
    await unsubscribe();
    await pubsub.publish(CHANNEL, 'after');
    expect(received).toEqual(['before']);
  });

  it('refuses to publish, subscribe or answer a ping once closed', async () => {
    const pubsub = new InProcessPubSub();
    await pubsub.close();
    await expect(pubsub.publish(CHANNEL, 'x')).rejects.toThrow('pub/sub is closed');
    await expect(pubsub.subscribe(CHANNEL, () => undefined)).rejects.toThrow('pub/sub is closed');
    await expect(pubsub.ping()).rejects.toThrow('pub/sub is closed');
  });
});

describe('ChannelIterator over InProcessPubSub', () => {
  it('delivers messages published after open resolves, in order', async () => {
    const pubsub = new InProcessPubSub();
    const iterator = await ChannelIterator.open<number>(pubsub, CHANNEL);
    await pubsub.publish(CHANNEL, 1);
    await pubsub.publish(CHANNEL, 2);
    expect(await take(iterator, 2)).toEqual([1, 2]);
    const waiting = iterator.next(); // a reader already waiting when the next message comes
    await pubsub.publish(CHANNEL, 3);
    await pubsub.publish(CHANNEL, 4);
    expect(await waiting).toEqual({ value: 3, done: false });
    expect(await take(iterator, 1)).toEqual([4]);
    await iterator.return();
  });

  it('delivers every message to each of two listeners on one channel', async () => {
    const pubsub = new InProcessPubSub();
    const first = await ChannelIterator.open<string>(pubsub, CHANNEL);
    const second = await ChannelIterator.open<string>(pubsub, CHANNEL);
    await pubsub.publish(CHANNEL, 'a');
    await pubsub.publish('scoreboard:other-game', 'not for us');
    await pubsub.publish(CHANNEL, 'b');
    expect(await take(first, 2)).toEqual(['a', 'b']);
    expect(await take(second, 2)).toEqual(['a', 'b']);
    await Promise.all([first.return(), second.return()]);
  });

  it('resolves a pending next() as done when return() is called', async () => {
    const pubsub = new InProcessPubSub();
    const iterator = await ChannelIterator.open<string>(pubsub, CHANNEL);
    const pending = iterator.next();
    await expect(iterator.return()).resolves.toEqual({ value: undefined, done: true });
    await expect(pending).resolves.toEqual({ value: undefined, done: true });
    await expect(iterator.next()).resolves.toEqual({ value: undefined, done: true });
  });
});

describe('ChannelIterator releases its channel', () => {
  it('return() unsubscribes: a later publish reaches nobody and the channel is gone', async () => {
    const pubsub = new InspectablePubSub();
    const iterator = await ChannelIterator.open<string>(pubsub, CHANNEL);
    await pubsub.publish(CHANNEL, 'before');
    expect(await take(iterator, 1)).toEqual(['before']);

    await iterator.return();
    await expect(pubsub.released).resolves.toBe(CHANNEL);
    expect(pubsub.fanout.has(CHANNEL)).toBe(false);
    expect(pubsub.fanout.channelCount).toBe(0);

    await pubsub.publish(CHANNEL, 'after');
    expect(pubsub.delivered).toEqual(['before']);
    await expect(iterator.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it('leaving a for-await loop (what graphql-ws does on complete) releases the channel', async () => {
    const pubsub = new InspectablePubSub();
    const iterator = await ChannelIterator.open<number>(pubsub, CHANNEL);
    await pubsub.publish(CHANNEL, 1);
    await pubsub.publish(CHANNEL, 2);
    const seen: number[] = [];
    for await (const value of iterator) {
      seen.push(value);
      if (value === 2) break;
    }
    expect(seen).toEqual([1, 2]);
    await expect(pubsub.released).resolves.toBe(CHANNEL);
  });

  it('ends a consumer that never reads with SubscriberTooSlowError after maxQueued + 1 messages', async () => {
    const pubsub = new InspectablePubSub();
    const maxQueued = 3;
    const iterator = await ChannelIterator.open<number>(pubsub, CHANNEL, { maxQueued });
    for (let i = 1; i <= maxQueued; i++) await pubsub.publish(CHANNEL, i);
    expect(pubsub.fanout.has(CHANNEL)).toBe(true); // a full queue is still within bounds

    await pubsub.publish(CHANNEL, maxQueued + 1);
    await expect(pubsub.released).resolves.toBe(CHANNEL);
    expect(pubsub.fanout.has(CHANNEL)).toBe(false);

    const failure = await iterator.next().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SubscriberTooSlowError);
    expect((failure as SubscriberTooSlowError).channel).toBe(CHANNEL);
    expect((failure as Error).message).toContain(CHANNEL);
  });

  it('a latest-only channel (whole states) keeps just the newest message while its reader is busy, and never overflows', async () => {
    const pubsub = new InspectablePubSub();
    const iterator = await ChannelIterator.open<number>(pubsub, CHANNEL, { latestOnly: true, maxQueued: 2 });
    for (let i = 1; i <= 50; i++) await pubsub.publish(CHANNEL, i);
    expect(await iterator.next()).toEqual({ value: 50, done: false });
    await pubsub.publish(CHANNEL, 51);
    expect(await iterator.next()).toEqual({ value: 51, done: false });
    expect(pubsub.fanout.has(CHANNEL)).toBe(true);
    await iterator.return();
  });
});
