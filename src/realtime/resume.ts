import { RESYNC } from './pubsub';

/**
 * Resume-from-sequence: a feed of sequenced items that replays what is stored after `afterSeq`,
 * then continues live, with no gap and no duplicate across the switch (docs/design.md, "The live
 * feed": a subscriber that missed anything resumes with `afterSeq` and is replayed from storage).
 *
 * Why it holds:
 * - `live` must already be subscribed when this starts, so anything committed while storage is
 *   being read is queued in it rather than lost;
 * - every item is yielded only when its seq is exactly the next one (`last + 1`); a live item
 *   whose seq is not newer is a duplicate of something replayed and is dropped;
 * - after the pub/sub connection comes back (RESYNC), storage is read for anything published
 *   meanwhile, so a subscriber does not wait for the next event to find the gap;
 * - a live item that skips ahead (a lost pub/sub message, or one published out of order by two
 *   instances) triggers a read of storage for the missing range before it is yielded. Items are
 *   published only after they commit, so storage always holds everything up to a published seq.
 */
export interface Sequenced {
  seq: number;
}

export interface ResumeOptions<T extends Sequenced> {
  /** the live channel, already subscribed; RESYNC (the pub/sub connection came back) reads storage */
  live: AsyncIterator<T | typeof RESYNC, unknown>;
  /** stored items with seq > the argument, in seq order */
  readAfter: (seq: number) => Promise<T[]>;
  /** the last seq the subscriber already has (0: from the beginning) */
  afterSeq: number;
}

export async function* resumeFromSequence<T extends Sequenced>(options: ResumeOptions<T>): AsyncGenerator<T> {
  const { live, readAfter } = options;
  let last = Math.max(0, options.afterSeq);
  // Yields the stored items after `last`, in order, stopping at a hole (a seq not yet committed
  // by a concurrent writer cannot be one: the writer's row lock makes seqs commit in order).
  async function* catchUp(): AsyncGenerator<T> {
    for (const item of await readAfter(last)) {
      if (item.seq !== last + 1) break;
      last = item.seq;
      yield item;
    }
  }
  try {
    yield* catchUp();
    while (true) {
      const { value, done } = await live.next();
      if (done) return;
      if (value === RESYNC) {
        // Messages may have been lost while the connection was down: storage has them.
        yield* catchUp();
        continue;
      }
      if (value.seq <= last) continue;
      if (value.seq > last + 1) {
        yield* catchUp();
        if (value.seq <= last) continue;
        // Storage did not have the range before it: should not happen (publish follows commit);
        // sending it anyway would break the order promise, so it is dropped and the next read
        // of storage (on the next gap) brings it.
        if (value.seq > last + 1) continue;
      }
      last = value.seq;
      yield value;
    }
  } finally {
    await live.return?.();
  }
}

/**
 * The generator, with `cleanup` run first when it is ended. A generator's `return()` waits behind a
 * pending `next()` — one waiting for the live channel's next message would wait until the channel
 * speaks again, holding the channel (and its Redis subscription) for nobody — and a generator ended
 * before its first `next()` never runs its own `finally`. Releasing the live channel first ends the
 * pending read, so the generator finishes at once, in both cases.
 */
export function withCleanup<T>(generator: AsyncGenerator<T>, cleanup: () => Promise<unknown>): AsyncGenerator<T> {
  const end = generator.return.bind(generator);
  const fail = generator.throw.bind(generator);
  return Object.assign(generator, {
    async return(value?: unknown) {
      await cleanup();
      return end(value);
    },
    async throw(error?: unknown) {
      await cleanup();
      return fail(error);
    },
  });
}
