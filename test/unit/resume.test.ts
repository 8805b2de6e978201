import { resumeFromSequence, withCleanup } from '../../src/realtime/resume';

interface Item {
  seq: number;
  from: 'storage' | 'live';
}

/** A live channel the test feeds by hand; `returned` tells whether the feed released it. */
function liveChannel() {
  const queue: Item[] = [];
  let waiting: ((r: IteratorResult<Item>) => void) | undefined;
  let ended = false;
  const channel = {
    returned: false,
    push(seq: number) {
      const item: Item = { seq, from: 'live' };
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve({ value: item, done: false });
      } else queue.push(item);
    },
    end() {
      ended = true;
      waiting?.({ value: undefined, done: true });
    },
    iterator: {
      next: (): Promise<IteratorResult<Item>> => {
        if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
        if (ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return: async (): Promise<IteratorResult<Item>> => {
        channel.returned = true;
        return { value: undefined, done: true };
      },
    } as AsyncIterator<Item>,
  };
  return channel;
}

/** Storage holding seqs 1..n (what has committed), read as a feed would. */
function storage(n: number) {
  const store = { committed: n, reads: [] as number[] };
  const readAfter = async (after: number): Promise<Item[]> => {
    store.reads.push(after);
    return Array.from({ length: Math.max(0, store.committed - after) }, (_, i) => ({ seq: after + i + 1, from: 'storage' as const }));
  };
  return { store, readAfter };
}

async function take(feed: AsyncIterator<Item>, count: number): Promise<Item[]> {
  const out: Item[] = [];
  for (let i = 0; i < count; i++) {
    const { value, done } = await feed.next();
    if (done) break;
    out.push(value);
  }
  return out;
}

describe('resumeFromSequence: stored events after afterSeq, then live, no gap and no duplicate', () => {
  it('replays from storage, then drops live copies of what it replayed, then goes on live', async () => {
    const live = liveChannel();
    const { readAfter } = storage(3);
    // Committed while storage was being read: already queued on the live channel.
    live.push(2);
    live.push(3);
    live.push(4);
    const feed = resumeFromSequence({ live: live.iterator, readAfter, afterSeq: 1 });
    expect(await take(feed, 3)).toEqual([
      { seq: 2, from: 'storage' },
      { seq: 3, from: 'storage' },
      { seq: 4, from: 'live' },
    ]);
    live.push(5);
    expect(await take(feed, 1)).toEqual([{ seq: 5, from: 'live' }]);
  });

  it('fills a gap in the live messages (a lost pub/sub message) from storage, in order', async () => {
    const live = liveChannel();
    const { store, readAfter } = storage(1);
    const feed = resumeFromSequence({ live: live.iterator, readAfter, afterSeq: 0 });
    expect(await take(feed, 1)).toEqual([{ seq: 1, from: 'storage' }]);
    store.committed = 4; // 2 and 3 were published while Redis was away
    live.push(4);
    expect(await take(feed, 3)).toEqual([
      { seq: 2, from: 'storage' },
      { seq: 3, from: 'storage' },
      { seq: 4, from: 'storage' },
    ]);
    live.push(4); // the late live copy of what storage already gave
    live.push(5);
    store.committed = 5;
    expect(await take(feed, 1)).toEqual([{ seq: 5, from: 'live' }]);
    expect(store.reads).toEqual([0, 1]);
  });

  it('starts at the beginning for afterSeq 0 and for a negative afterSeq', async () => {
    for (const afterSeq of [0, -5]) {
      const live = liveChannel();
      const feed = resumeFromSequence({ live: live.iterator, readAfter: storage(2).readAfter, afterSeq });
      expect((await take(feed, 2)).map((i) => i.seq)).toEqual([1, 2]);
    }
  });

  it('ends when the live channel ends, and releases it when the subscriber leaves', async () => {
    const ending = liveChannel();
    const feed = resumeFromSequence({ live: ending.iterator, readAfter: storage(0).readAfter, afterSeq: 0 });
    ending.end();
    expect(await feed.next()).toEqual({ value: undefined, done: true });
    expect(ending.returned).toBe(true);

    const leaving = liveChannel();
    const left = resumeFromSequence({ live: leaving.iterator, readAfter: storage(1).readAfter, afterSeq: 0 });
    await left.next();
    await left.return(undefined);
    expect(leaving.returned).toBe(true);
  });

  it('withCleanup releases the channel even when the feed is ended before its first next()', async () => {
    const live = liveChannel();
    const feed = withCleanup(resumeFromSequence({ live: live.iterator, readAfter: storage(1).readAfter, afterSeq: 0 }), () => live.iterator.return!());
    await feed.return(undefined);
    expect(live.returned).toBe(true);
  });
});
