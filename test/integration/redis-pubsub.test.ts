import pino from 'pino';
import { createClient } from 'redis';
import { RedisPubSub, reconnectDelay } from '../../src/realtime/redis-pubsub';
import { deferred } from '../support/deferred';
import { channelPrefix } from '../support/server';
import { describeWith, redisUrl } from '../support/services';

it('backs off reconnects exponentially, capped at 5 s', () => {
  expect([0, 1, 2, 3, 6, 7, 20].map(reconnectDelay)).toEqual([50, 100, 200, 400, 3200, 5000, 5000]);
});

describeWith(['redis'], 'Redis pub/sub', () => {
  const log = pino({ level: 'silent' });
  let prefix: string;
  let a: RedisPubSub;
  let b: RedisPubSub;

  beforeEach(async () => {
    prefix = channelPrefix();
    [a, b] = await Promise.all([RedisPubSub.connect(redisUrl()!, { prefix, log }), RedisPubSub.connect(redisUrl()!, { prefix, log })]);
  });

  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  async function redisSubscribers(channel: string): Promise<number> {
    const probe = createClient({ url: redisUrl() });
    await probe.connect();
    try {
      const counts = await probe.pubSubNumSub(`${prefix}:${channel}`);
      return Number(Object.values(counts)[0] ?? 0);
    } finally {
      await probe.close();
    }
  }

  it('carries a message from one connection to the listeners of another, as JSON', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    await b.subscribe('game.1', first.resolve);
    await b.subscribe('game.1', second.resolve);
    await a.publish('game.1', { seq: 7, home: { score: 2 } });
    expect(await first.promise).toEqual({ seq: 7, home: { score: 2 } });
    expect(await second.promise).toEqual({ seq: 7, home: { score: 2 } });
  });

  it('holds one Redis subscription per watched channel and drops it with the last listener', async () => {
    const stopFirst = await b.subscribe('game.2', () => undefined);
    const stopSecond = await b.subscribe('game.2', () => undefined);
    expect(await redisSubscribers('game.2')).toBe(1);
    await stopFirst();
    expect(await redisSubscribers('game.2')).toBe(1);
    await stopSecond();
    expect(await redisSubscribers('game.2')).toBe(0);
    expect(b.subscribedChannels).toBe(0);
  });

  it('answers ping while connected', async () => {
    await expect(a.ping()).resolves.toBeUndefined();
  });
});
