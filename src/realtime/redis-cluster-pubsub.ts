import { ClientClosedError, createCluster } from 'redis';
import type { Logger } from 'pino';
import { ChannelSteps, deliverJson, LocalFanout, RESYNC, type Listener, type PubSub, type Unsubscribe } from './pubsub';
import { connectBoth, reconnectDelay } from './redis-pubsub';

type RedisCluster = ReturnType<typeof createCluster>;
type NodeClient = NonNullable<RedisCluster['masters'][number]['client']>;

/** How often the subscriptions are checked against the connections node-redis holds them on. */
const RECONCILE_EVERY_MS = 2_000;

/**
 * Pub/sub across instances over Redis Cluster, with sharded pub/sub (SPUBLISH/SSUBSCRIBE): a
 * channel lives on the shard that owns its hash slot, so game feeds spread over the shards instead
 * of every message going to every node. One cluster client publishes; another, with no
 * connections but its pub/sub ones, subscribes: node-redis opens one sharded pub/sub connection
 * per shard that holds a watched channel. Each instance holds one subscription per channel that
 * has local listeners, and drops it when the last one leaves.
 *
 * When a shard's pub/sub connection comes back (a restart, the whole cluster back) node-redis has
 * subscribed its channels again before the connection reports `ready`; what was published
 * meanwhile is gone, so the listeners of those channels get RESYNC and re-read storage. When
 * node-redis moves a channel to another connection (the topology rediscovered), the channel's
 * listeners get RESYNC once it is live there. A channel that no connection holds any more is
 * subscribed again, then RESYNC: node-redis 5.12 drops the channels of a slot that migrated to
 * another shard without subscribing them anew (its cluster waits for a 'server-sunsubscribe' event
 * that its clients emit as 'sharded-channel-moved'), and drops the connection of a node that left.
 */
export class RedisClusterPubSub implements PubSub {
  private readonly fanout = new LocalFanout();
  /** SSUBSCRIBE/SUNSUBSCRIBE in flight per channel, so a subscribe racing an unsubscribe sees the final state. */
  private readonly steps = new ChannelSteps();
  /** Channels subscribed in the cluster, with the pub/sub connection that held each when last seen. */
  private readonly live = new Map<string, NodeClient | undefined>();
  /** One message handler per channel, so node-redis moving a channel never doubles its listener. */
  private readonly handlers = new Map<string, (raw: string) => void>();
  /** Pub/sub connections whose `ready` is watched. */
  private readonly watched = new WeakSet<NodeClient>();
  private readonly timer: NodeJS.Timeout;
  private reconciling: Promise<void> | undefined;
  private reconcileAgain = false;
  private closed = false;

  private constructor(
    private readonly publisher: RedisCluster,
    private readonly subscriber: RedisCluster,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {
    this.timer = setInterval(() => this.reconcileSoon(), RECONCILE_EVERY_MS).unref();
    // A new connection (a moved channel's new home among them) reports ready once.
    subscriber.on('node-ready', () => this.reconcileSoon());
    subscriber.on('sharded-shannel-moved-error', (error: unknown, channel: string) => {
      log.warn({ err: error, channel }, 'redis cluster could not move a sharded channel; subscribing again');
      this.reconcileSoon();
    });
  }

  /** `rootNodes`: redis:// URLs of some cluster nodes; the rest of the cluster is discovered from them. */
  static async connect(rootNodes: string[], options: { prefix: string; log: Logger }): Promise<RedisClusterPubSub> {
    const log = options.log.child({ component: 'redis-cluster' });
    const socket = { reconnectStrategy: reconnectDelay, connectTimeout: 5_000 };
    const publisher = createCluster({
      rootNodes: rootNodes.map((url) => ({ url })),
      // A publish while its shard is away fails at once rather than waiting in a queue: the data
      // is already committed, and subscribers catch up from the database.
      defaults: { socket, disableOfflineQueue: true, name: `${options.prefix}:publisher` },
    });
    const subscriber = createCluster({
      rootNodes: rootNodes.map((url) => ({ url })),
      // No command connections: only the sharded pub/sub ones, opened per shard on demand. A
      // subscribe while its shard is away waits for it.
      minimizeConnections: true,
      defaults: { socket, name: `${options.prefix}:subscriber` },
    });
    for (const [name, cluster] of [
      ['publisher', publisher],
      ['subscriber', subscriber],
    ] as const) {
      cluster.on('error', (error: unknown) => log.warn({ err: error, connection: name }, 'redis cluster error'));
      cluster.on('node-error', (error: unknown, node: unknown) => log.warn({ err: error, connection: name, node }, 'redis cluster node connection error'));
      cluster.on('node-reconnecting', (node: unknown) => log.info({ connection: name, node }, 'redis cluster node reconnecting'));
    }
    await connectBoth(publisher, subscriber);
    return new RedisClusterPubSub(publisher, subscriber, `${options.prefix}:`, log);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) throw new Error('pub/sub is closed');
    await this.publisher.sPublish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, listener: Listener): Promise<Unsubscribe> {
    if (this.closed) throw new Error('pub/sub is closed');
    this.fanout.add(channel, listener);
    try {
      await this.steps.run(channel, () => this.ensureSubscribed(channel));
    } catch (error) {
      await this.leave(channel, listener).catch(() => undefined);
      throw error;
    }
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      await this.leave(channel, listener);
    };
  }

  private async leave(channel: string, listener: Listener): Promise<void> {
    if (!this.fanout.remove(channel, listener)) return;
    await this.steps.run(channel, async () => {
      // A listener may have arrived while we waited: then the subscription stays.
      if (this.fanout.has(channel)) return;
      const handler = this.handlers.get(channel);
      this.handlers.delete(channel);
      if (!this.live.delete(channel) || !handler) return;
      // Closing unsubscribes everything: a listener leaving meanwhile has nothing left to undo.
      if (this.closed || !this.subscriber.isOpen) return;
      await this.subscriber.sUnsubscribe(this.prefix + channel, handler).catch((error: unknown) => {
        // node-redis destroys a shard's pub/sub client with its last channel, and throws if that
        // client had already closed (its node went away): a closed client holds no subscription,
        // so there is nothing left to undo either.
        if (this.closed || error instanceof ClientClosedError) return;
        throw error;
      });
    });
  }

  /** Subscribes `channel` in the cluster unless it already is (or has no listeners left). */
  private async ensureSubscribed(channel: string): Promise<void> {
    if (!this.fanout.has(channel) || this.live.has(channel)) return;
    await this.subscriber.sSubscribe(this.prefix + channel, this.handler(channel));
    const holder = this.holders().get(this.prefix + channel);
    if (holder) this.watch(holder);
    this.live.set(channel, holder);
  }

  private handler(channel: string): (raw: string) => void {
    let handler = this.handlers.get(channel);
    if (!handler) {
      handler = (raw) => deliverJson(this.fanout, channel, raw, this.log);
      this.handlers.set(channel, handler);
    }
    return handler;
  }

  /** The sharded pub/sub connection holding each of this instance's channels (prefixed names). */
  private holders(): Map<string, NodeClient> {
    const holders = new Map<string, NodeClient>();
    for (const master of this.subscriber.masters) {
      const client = master.pubSub?.client;
      if (!client) continue;
      for (const name of client.getPubSubListeners('SHARDED').keys()) holders.set(name, client);
    }
    return holders;
  }

  /** Watches a pub/sub connection: `ready` after its first means it came back with its channels subscribed again. */
  private watch(client: NodeClient): void {
    if (this.watched.has(client)) return;
    this.watched.add(client);
    // The server unsubscribed a channel whose slot moved: node-redis has dropped it.
    client.on('sharded-channel-moved', () => this.reconcileSoon());
    client.on('ready', () => {
      const channels = [...client.getPubSubListeners('SHARDED').keys()]
        .filter((name) => name.startsWith(this.prefix))
        .map((name) => name.slice(this.prefix.length))
        .filter((channel) => this.live.has(channel));
      this.log.info({ channels: channels.length }, 'redis cluster shard back; its feeds catch up from storage');
      this.resync(channels);
    });
  }

  private resync(channels: Iterable<string>): void {
    for (const channel of channels) {
      this.fanout.deliver(channel, RESYNC, (error) => this.log.error({ err: error, channel }, 'pub/sub listener failed on resync'));
    }
  }

  private reconcileSoon(): void {
    if (this.closed) return;
    if (this.reconciling) {
      this.reconcileAgain = true;
      return;
    }
    this.reconciling = this.reconcile()
      .catch((error: unknown) => this.log.warn({ err: error }, 'redis cluster subscription check failed'))
      .finally(() => {
        this.reconciling = undefined;
        if (this.reconcileAgain) {
          this.reconcileAgain = false;
          this.reconcileSoon();
        }
      });
  }

  /**
   * Checks each subscribed channel against the connection holding it now. Moved by node-redis to
   * another connection: RESYNC once the subscription is live there. Held by none (its connection
   * was dropped with a node that left the cluster): subscribe again, then RESYNC.
   */
  private async reconcile(): Promise<void> {
    const holders = this.holders();
    for (const client of new Set(holders.values())) this.watch(client);
    const moved = new Map<NodeClient, string[]>();
    const lost: string[] = [];
    for (const [channel, seenOn] of this.live) {
      if (this.steps.busy(channel)) continue;
      const holder = holders.get(this.prefix + channel);
      if (!holder) lost.push(channel);
      else if (holder !== seenOn) {
        this.live.set(channel, holder);
        moved.set(holder, [...(moved.get(holder) ?? []), channel]);
      }
    }
    await Promise.all(
      [...moved].map(async ([client, channels]) => {
        // Replies come in order: PONG means the SSUBSCRIBE queued before it has been answered.
        await client.ping();
        this.log.info({ channels: channels.length }, 'redis cluster moved channels to another connection; their feeds catch up from storage');
        this.resync(channels);
      }),
    );
    await Promise.all(
      lost.map(async (channel) => {
        await this.steps.run(channel, async () => {
          if (this.live.has(channel) && !this.holders().has(this.prefix + channel)) this.live.delete(channel);
          await this.ensureSubscribed(channel);
        });
        this.log.warn({ channel }, 'redis cluster dropped a subscription; subscribed again, feed catches up from storage');
        this.resync([channel]);
      }),
    );
  }

  /** Channels this instance is subscribed to in the cluster (the ones its clients watch). */
  get subscribedChannels(): number {
    return this.fanout.channelCount;
  }

  /** Throws unless every shard answers and every pub/sub connection is up. */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('pub/sub is closed');
    for (const master of this.subscriber.masters) {
      if (master.pubSub && !master.pubSub.client.isReady) throw new Error(`redis cluster pub/sub connection to ${master.address} is not ready`);
    }
    await Promise.all(this.publisher.masters.map(async (master) => (await this.publisher.nodeClient(master)).ping()));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    await Promise.allSettled([this.subscriber.close(), this.publisher.close()]);
  }
}
