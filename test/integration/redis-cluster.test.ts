import { Writable } from 'node:stream';
import pino from 'pino';
import { createCluster } from 'redis';
import { RESYNC } from '../../src/realtime/pubsub';
import { RedisClusterPubSub } from '../../src/realtime/redis-cluster-pubsub';
import { Channels } from '../../src/realtime/topics';
import { deferred } from '../support/deferred';
import { type TestRedisCluster, startRedisCluster, until } from '../support/redis-cluster';
import { channelPrefix } from '../support/server';
import { describeWith } from '../support/services';

/** A throwaway 3-master Redis Cluster of local redis-server processes, started by the suite itself. */
describeWith(['redis-server'], 'Redis Cluster sharded pub/sub', () => {
  let cluster: TestRedisCluster;
  let prefix: string;
  let a: RedisClusterPubSub;
  let b: RedisClusterPubSub;
  /** log lines of b, as JSON */
  let logged: Array<{ msg: string; channel?: string }>;

  beforeAll(async () => {
    cluster = await startRedisCluster(3);
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  beforeEach(async () => {
    prefix = channelPrefix();
    logged = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const roots = cluster.urls.split(',');
    [a, b] = await Promise.all([RedisClusterPubSub.connect(roots, { prefix, log: pino({ level: 'silent' }) }), RedisClusterPubSub.connect(roots, { prefix, log: pino({ level: 'info' }, sink) })]);
  });

  afterEach(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const lines = (out: string): string[] => out.split('\n').filter(Boolean);

  /** The channels (without prefix) node `port` holds sharded subscriptions for. */
  async function heldBy(port: number): Promise<string[]> {
    return lines(await cluster.cli(port, 'pubsub', 'shardchannels', `${prefix}:*`)).map((name) => name.slice(prefix.length + 1));
  }

  /** Sharded subscribers of a channel over the whole cluster (PUBSUB SHARDNUMSUB is per node). */
  async function subscribers(channel: string): Promise<number> {
    let total = 0;
    for (const port of cluster.ports) total += Number(lines(await cluster.cli(port, 'pubsub', 'shardnumsub', `${prefix}:${channel}`))[1]);
    return total;
  }

  /** The port of the master owning each slot range, from CLUSTER SHARDS. */
  async function slotOwner(slot: number): Promise<number> {
    const out = lines(await cluster.cli(cluster.ports[0], 'cluster', 'shards'));
    // redis-cli flattens it: slots, from, to, nodes, id, <id>, port, <port>, ... for each shard
    for (let i = 0; i < out.length; i++) {
      if (out[i] !== 'slots') continue;
      const from = Number(out[i + 1]);
      const to = Number(out[i + 2]);
      const port = Number(out[out.indexOf('port', i) + 1]);
      if (slot >= from && slot <= to) return port;
    }
    throw new Error(`no owner for slot ${slot}`);
  }

  it('carries a message from one instance to the listeners of another, as JSON', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    await b.subscribe(Channels.scoreboard('1'), first.resolve);
    await b.subscribe(Channels.scoreboard('1'), second.resolve);
    await a.publish(Channels.scoreboard('1'), { seq: 7, home: { score: 2 } });
    expect(await first.promise).toEqual({ seq: 7, home: { score: 2 } });
    expect(await second.promise).toEqual({ seq: 7, home: { score: 2 } });
  });

  it('spreads the channels of many games over the shards, each on the master owning its slot', async () => {
    const channels = Array.from({ length: 24 }, (_, i) => Channels.scoreboard(`g${i}`));
    await Promise.all(channels.map((channel) => b.subscribe(channel, () => undefined)));
    const held = await Promise.all(cluster.ports.map(heldBy));
    expect(held.filter((h) => h.length > 0).length).toBeGreaterThan(1);
    expect(held.flat().sort()).toEqual([...channels].sort());
    for (const [i, port] of cluster.ports.entries()) {
      for (const channel of held[i]) {
        const slot = Number(await cluster.cli(port, 'cluster', 'keyslot', `${prefix}:${channel}`));
        expect(await slotOwner(slot)).toBe(port);
      }
    }
  });

  it('holds one subscription per watched channel and drops it with the last listener', async () => {
    const channel = Channels.events('2');
    const stopFirst = await b.subscribe(channel, () => undefined);
    const stopSecond = await b.subscribe(channel, () => undefined);
    expect(await subscribers(channel)).toBe(1);
    await stopFirst();
    expect(await subscribers(channel)).toBe(1);
    await stopSecond();
    expect(await subscribers(channel)).toBe(0);
    expect(b.subscribedChannels).toBe(0);
  });

  it('ends a subscribe racing an unsubscribe of the same channel subscribed, once', async () => {
    const channel = Channels.scoreboard('3');
    const stop = await b.subscribe(channel, () => undefined);
    const got = deferred<unknown>();
    const [, stopLater] = await Promise.all([stop(), b.subscribe(channel, got.resolve)]);
    expect(await subscribers(channel)).toBe(1);
    await a.publish(channel, { seq: 1 });
    expect(await got.promise).toEqual({ seq: 1 });
    await stopLater();
    expect(await subscribers(channel)).toBe(0);
  });

  it('drops a message that is not JSON, with a log line, and keeps delivering', async () => {
    const channel = Channels.scoreboard('4');
    const got: unknown[] = [];
    const next = deferred();
    await b.subscribe(channel, (message) => {
      got.push(message);
      next.resolve();
    });
    const raw = createCluster({ rootNodes: [{ url: cluster.urls.split(',')[0] }] });
    await raw.connect();
    try {
      await raw.sPublish(`${prefix}:${channel}`, 'not json {');
      await a.publish(channel, { seq: 2 });
    } finally {
      await raw.close();
    }
    await next.promise;
    expect(got).toEqual([{ seq: 2 }]);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'dropped a pub/sub message that is not JSON', channel }));
  });

  it('a shard restarted: publishes to it fail at once meanwhile; then its listeners get RESYNC and new messages', async () => {
    const channels = Array.from({ length: 24 }, (_, i) => Channels.scoreboard(`r${i}`));
    const received = new Map<string, unknown[]>(channels.map((c) => [c, []]));
    const waiters: Array<() => void> = [];
    const arrived = (): void => waiters.splice(0).forEach((wake) => wake());
    await Promise.all(
      channels.map((channel) =>
        b.subscribe(channel, (message) => {
          received.get(channel)!.push(message);
          arrived();
        }),
      ),
    );
    /** Waits until `check` holds, re-checking on every delivery (deadline 10 s). */
    const when = (what: string, check: () => boolean): Promise<void> =>
      new Promise((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), 10_000);
        const look = (): void => {
          if (check()) {
            clearTimeout(timeout);
            resolve();
          } else waiters.push(look);
        };
        look();
      });

    const held = await Promise.all(cluster.ports.map(heldBy));
    const victimIndex = held.findIndex((h) => h.length > 0 && h.length < channels.length);
    expect(victimIndex).toBeGreaterThanOrEqual(0);
    const victim = cluster.ports[victimIndex];
    const onVictim = held[victimIndex];
    const elsewhere = channels.filter((c) => !onVictim.includes(c));

    await cluster.kill(victim);

    // Down: a publish to its shard fails at once; the other shards carry on.
    const started = Date.now();
    await expect(a.publish(onVictim[0], { seq: 'lost' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(b.ping()).rejects.toThrow();
    await a.publish(elsewhere[0], { seq: 'other shard' });
    await when('a message on a live shard', () => received.get(elsewhere[0])!.length === 1);
    expect(received.get(elsewhere[0])).toEqual([{ seq: 'other shard' }]);

    // Back, with its node file: node-redis reconnects the same pub/sub connection and subscribes
    // its channels again before it reports ready; every listener of that shard gets RESYNC.
    await cluster.start(victim);
    await when('RESYNC on every channel of the restarted shard', () => onVictim.every((c) => received.get(c)!.includes(RESYNC)));
    expect((await heldBy(victim)).sort()).toEqual([...onVictim].sort());
    // Only that shard's feeds re-read storage.
    for (const channel of elsewhere) expect(received.get(channel)).not.toContain(RESYNC);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'redis cluster shard back; its feeds catch up from storage', channels: onVictim.length }));
    // node-redis subscribed them again itself, on the same connection: none had to be redone here.
    expect(logged.map((line) => line.msg)).not.toContain('redis cluster dropped a subscription; subscribed again, feed catches up from storage');

    // New messages flow again once the publisher's connection to that shard is back too.
    await until('the publisher reconnected to the restarted shard', () => a.ping().then(() => true));
    await a.publish(onVictim[0], { seq: 'after' });
    await when('a message after the restart', () => received.get(onVictim[0])!.some((m) => (m as { seq?: string }).seq === 'after'));
    expect(received.get(onVictim[0])).toEqual([RESYNC, { seq: 'after' }]);
    await until('b ready again', () => b.ping().then(() => true));
  });

  it('a channel whose slot moves to another shard: its listener gets RESYNC, then messages from the new shard', async () => {
    const channel = Channels.scoreboard('moving');
    const received: unknown[] = [];
    let wake: (() => void) | undefined;
    await b.subscribe(channel, (message) => {
      received.push(message);
      wake?.();
    });
    const when = (check: () => boolean): Promise<void> =>
      new Promise((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`timed out; received ${JSON.stringify(received)}`)), 10_000);
        const look = (): void => {
          if (!check()) return;
          clearTimeout(timeout);
          wake = undefined;
          resolve();
        };
        wake = look;
        look();
      });

    const slot = Number(await cluster.cli(cluster.ports[0], 'cluster', 'keyslot', `${prefix}:${channel}`));
    const from = await slotOwner(slot);
    const to = cluster.ports.find((p) => p !== from)!;
    const id = async (port: number): Promise<string> => (await cluster.cli(port, 'cluster', 'myid')).trim();
    const [fromId, toId] = await Promise.all([id(from), id(to)]);
    // The slot has no keys, so moving it is: importing, migrating, then the new owner everywhere.
    await cluster.cli(to, 'cluster', 'setslot', String(slot), 'importing', fromId);
    await cluster.cli(from, 'cluster', 'setslot', String(slot), 'migrating', toId);
    for (const port of [to, from, ...cluster.ports.filter((p) => p !== to && p !== from)]) {
      await cluster.cli(port, 'cluster', 'setslot', String(slot), 'node', toId);
    }

    // The old owner unsubscribes the channel (SUNSUBSCRIBE); node-redis 5.12 drops it there and
    // does not subscribe it anew, so RedisClusterPubSub does, on the new owner.
    await when(() => received.includes(RESYNC));
    expect(await heldBy(to)).toContain(channel);
    expect(await heldBy(from)).not.toContain(channel);
    await a.publish(channel, { seq: 'moved' });
    await when(() => received.length === 2);
    expect(received).toEqual([RESYNC, { seq: 'moved' }]);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'redis cluster dropped a subscription; subscribed again, feed catches up from storage', channel }));
  });

  it('answers ping while the cluster is up', async () => {
    await expect(a.ping()).resolves.toBeUndefined();
    await expect(b.ping()).resolves.toBeUndefined();
  });
});
