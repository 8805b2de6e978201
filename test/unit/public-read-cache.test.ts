import { InProcessPubSub } from '../../src/realtime/pubsub';
import { CACHE_CHANNEL, PublicReadCache } from '../../src/server/public-read-cache';
import { deferred } from '../support/deferred';

/*
 * The public read cache (src/server/public-read-cache.ts, docs/scaling.md "Public reads"): what may
 * be kept, and that nothing older than the last commit is served.
 */
const SCOREBOARD = 'query Board($id: ID!) { game(id: $id) { scoreboard { seq homeScore awayScore } } }';
const make = (options: Partial<ConstructorParameters<typeof PublicReadCache>[0]> = {}) => new PublicReadCache({ maxBytes: 1_000_000, maxAgeMs: 0, ...options });
const key = (cache: PublicReadCache, query = SCOREBOARD, variables: unknown = { id: 'g1' }, operationName: string | null = null) =>
  cache.keyFor({ query, operationName, variables, accept: 'application/json' });

describe('what may be kept', () => {
  it.each([
    ['a query', SCOREBOARD, null, true],
    ['the named query of several', 'query A { competitions { id } } mutation B { revokeApiToken(id: "x") }', 'A', true],
    ['a mutation', 'mutation { revokeApiToken(id: "x") }', null, false],
    ['the named mutation of several', 'query A { competitions { id } } mutation B { revokeApiToken(id: "x") }', 'B', false],
    ['a subscription', 'subscription { scoreboardUpdated(gameId: "g") { seq } }', null, false],
    ['a document reading the server clock', '{ serverTime competitions { id } }', null, false],
    ['the server clock inside a fragment', 'query { ...F } fragment F on Query { serverTime }', null, false],
    ['several operations and no name', 'query A { competitions { id } } query B { competitions { name } }', null, false],
    ['a document that does not parse', '{ game(id: ', null, false],
    ['a name the document does not define (nothing is kept for it)', SCOREBOARD, 'Elsewhere', false],
    ['the only operation, named', SCOREBOARD, 'Board', true],
  ])('%s: %s', (_what, query, operationName, keepable) => {
    expect(key(make(), query, undefined, operationName) !== null).toBe(keepable);
  });

  it('keys differ by variables, operation name and Accept; a key over the bound is not kept', () => {
    const cache = make({ maxKeyBytes: 500 });
    expect(key(cache, SCOREBOARD, { id: 'g1' })).not.toBe(key(cache, SCOREBOARD, { id: 'g2' }));
    expect(cache.keyFor({ query: SCOREBOARD, operationName: null, variables: { id: 'g1' }, accept: 'application/graphql-response+json' })).not.toBe(key(cache));
    expect(key(cache, SCOREBOARD, { id: 'x'.repeat(600) })).toBeNull();
    expect(cache.keyFor({ query: 42, operationName: null, variables: null, accept: '' })).toBeNull();
  });

  it('keys differ by the language of messages: a French answer is kept apart from the English one', () => {
    const cache = make();
    const asked = (language?: string) => cache.keyFor({ query: SCOREBOARD, operationName: null, variables: { id: 'g1' }, accept: 'application/json', language });
    expect(asked('fr')).not.toBeNull();
    expect(asked('fr')).not.toBe(asked('en'));
    expect(asked('fr')).toBe(asked('fr'));
  });
});

describe('answers', () => {
  const compute = (cache: PublicReadCache, body: string) => jest.fn(async () => cache.makeAnswer(body, 'application/json'));

  it('a kept answer is served until a commit; then computed again', async () => {
    const cache = make();
    const k = key(cache)!;
    const first = compute(cache, '{"data":1}');
    expect((await cache.answer(k, first)).source).toBe('computed');
    expect((await cache.answer(k, compute(cache, 'never'))).answer?.body).toBe('{"data":1}');
    cache.invalidate();
    const again = compute(cache, '{"data":2}');
    expect((await cache.answer(k, again)).answer?.body).toBe('{"data":2}');
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('an answer computed while a commit happened is served to its asker but not kept', async () => {
    const cache = make();
    const k = key(cache)!;
    const gate = deferred<void>();
    const pending = cache.answer(k, async () => {
      await gate.promise;
      return cache.makeAnswer('{"data":"read before the commit"}', 'application/json');
    });
    cache.invalidate();
    gate.resolve();
    expect((await pending).answer?.body).toBe('{"data":"read before the commit"}');
    const next = compute(cache, '{"data":"after"}');
    expect((await cache.answer(k, next)).answer?.body).toBe('{"data":"after"}');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('concurrent askers of one missing answer share one computation', async () => {
    const cache = make();
    const k = key(cache)!;
    const gate = deferred<void>();
    const calls = jest.fn(async () => {
      await gate.promise;
      return cache.makeAnswer('{"data":"once"}', 'application/json');
    });
    const askers = Promise.all([cache.answer(k, calls), cache.answer(k, calls), cache.answer(k, calls)]);
    gate.resolve();
    const results = await askers;
    expect(calls).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.source).sort()).toEqual(['computed', 'shared', 'shared']);
  });

  it('an answer that may not be kept (an error) is not shared: each asker computes its own', async () => {
    const cache = make();
    const k = key(cache)!;
    const calls = jest.fn(async () => undefined);
    await Promise.all([cache.answer(k, calls), cache.answer(k, calls)]);
    expect(calls).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('a computation that throws fails its own caller, once; a follower waiting on it computes its own', async () => {
    const cache = make();
    const k = key(cache)!;
    const gate = deferred<void>();
    const failing = jest.fn(async () => {
      await gate.promise;
      throw new Error('the database went away');
    });
    const leader = cache.answer(k, failing);
    const follower = cache.answer(k, compute(cache, '{"data":"own"}'));
    gate.resolve();
    await expect(leader).rejects.toThrow('the database went away');
    expect(failing).toHaveBeenCalledTimes(1);
    expect((await follower).answer?.body).toBe('{"data":"own"}');
  });

  it('the least recently used answers go first once the bytes are over the bound', async () => {
    const cache = make({ maxBytes: 2_000 });
    const body = 'x'.repeat(300);
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => key(cache, SCOREBOARD, { id })!);
    for (const k of keys) await cache.answer(k, compute(cache, body));
    expect(cache.get(keys[0])).toBeUndefined();
    expect(cache.get(keys[6])?.body).toBe(body);
    expect(cache.size).toBeLessThan(keys.length);
  });

  it('an answer older than maxAgeMs is computed again', async () => {
    let now = 1_000;
    const cache = make({ maxAgeMs: 2_000, now: () => now });
    const k = key(cache)!;
    await cache.answer(k, compute(cache, '{"data":1}'));
    now += 2_001;
    const again = compute(cache, '{"data":2}');
    expect((await cache.answer(k, again)).answer?.body).toBe('{"data":2}');
    expect(again).toHaveBeenCalledTimes(1);
  });
});

describe('commits on other instances', () => {
  it("another instance's announcement forgets every answer; this instance's own echo does not count twice", async () => {
    const pubsub = new InProcessPubSub(() => undefined);
    const here = make();
    const there = make();
    const hereLink = await here.connect(pubsub);
    const thereLink = await there.connect(pubsub);
    const k = key(there)!;
    await there.answer(k, async () => there.makeAnswer('{"data":"old"}', 'application/json'));
    const before = there.generation;
    hereLink.announce();
    expect(there.generation).toBe(before + 1);
    expect(there.get(k)).toBeUndefined();
    const ownBefore = here.generation;
    await pubsub.publish(CACHE_CHANNEL, { from: 'someone-else' });
    expect(here.generation).toBe(ownBefore + 1);
    await hereLink.stop();
    await thereLink.stop();
  });
});
