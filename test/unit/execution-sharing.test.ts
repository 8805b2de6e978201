import { type ExecutionResult, GraphQLID, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import { cohortKey, SharedExecution } from '../../src/realtime/execution-sharing';

/**
 * Shared execution on graphql-js itself: a schema whose scoreboardUpdated feed the test drives by
 * hand, counting how often its subscription runs and its selection executes.
 */
function harness() {
  const feeds: Array<{ gameId: string; push(value: number): void; end(): void; returned: boolean }> = [];
  let executions = 0;
  const Scoreboard = new GraphQLObjectType({
    name: 'Scoreboard',
    fields: {
      seq: {
        type: new GraphQLNonNull(GraphQLInt),
        resolve: (seq: number) => {
          executions += 1;
          return seq;
        },
      },
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        scoreboardUpdated: {
          type: Scoreboard,
          args: { gameId: { type: new GraphQLNonNull(GraphQLID) } },
          subscribe: (_root, args: { gameId: string }) => {
            if (args.gameId === 'missing') throw new Error('Game missing does not exist');
            // A live channel as the services' feeds are: a pending read ends when the feed is returned.
            const queue: number[] = [];
            let waiting: ((r: IteratorResult<number>) => void) | undefined;
            let ended = false;
            const feed = {
              gameId: args.gameId,
              returned: false,
              push: (value: number) => {
                if (waiting) {
                  const w = waiting;
                  waiting = undefined;
                  w({ value, done: false });
                } else queue.push(value);
              },
              end: () => {
                ended = true;
                waiting?.({ value: undefined, done: true });
              },
            };
            feeds.push(feed);
            const iterator: AsyncIterableIterator<number> = {
              next: () => {
                if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
                if (ended) return Promise.resolve({ value: undefined, done: true });
                return new Promise((r) => (waiting = r));
              },
              return: async () => {
                feed.returned = true;
                feed.end();
                return { value: undefined, done: true };
              },
              [Symbol.asyncIterator]() {
                return iterator;
              },
            };
            return iterator;
          },
          resolve: (value: number) => value,
        },
        gameEvents: {
          type: GraphQLInt,
          args: { gameId: { type: new GraphQLNonNull(GraphQLID) } },
          subscribe: async function* () {
            yield 1;
          },
          resolve: (value: number) => value,
        },
      },
    }),
  });
  const shared = new SharedExecution({ maxQueued: 3 });
  const document = parse('subscription W($gameId: ID!) { scoreboardUpdated(gameId: $gameId) { seq } }');
  const args = (variables: Record<string, unknown>) => ({ schema, document, variableValues: variables, contextValue: {} });
  const open = async (scope: string, gameId = 'g1') => {
    const result = await shared.subscribe(args({ gameId }), scope);
    if (!(Symbol.asyncIterator in result)) throw new Error(`not a feed: ${JSON.stringify(result)}`);
    return result as AsyncGenerator<ExecutionResult>;
  };
  return { shared, feeds, open, args, schema, executions: () => executions };
}

const seqOf = (r: IteratorResult<ExecutionResult>) => (r.value as ExecutionResult<{ scoreboardUpdated: { seq: number } }>).data!.scoreboardUpdated.seq;

describe('shared execution', () => {
  it('subscribers with one document, variables and scope share one subscription and one execution per event, as one result object', async () => {
    const h = harness();
    const [a, b, c] = [await h.open('anonymous'), await h.open('anonymous'), await h.open('anonymous')];
    expect(h.feeds).toHaveLength(1);
    h.feeds[0].push(7);
    const results = await Promise.all([a.next(), b.next(), c.next()]);
    expect(results.map(seqOf)).toEqual([7, 7, 7]);
    expect(new Set(results.map((r) => r.value)).size).toBe(1);
    expect(h.executions()).toBe(1);
    const payload = h.shared.serialized(results[0].value as ExecutionResult);
    expect(payload.toString()).toBe('{"data":{"scoreboardUpdated":{"seq":7}}}');
    expect(h.shared.serialized(results[1].value as ExecutionResult)).toBe(payload);
  });

  it("a member with a sink gets each result's bytes written to it, the same buffer for all, and its iterator only ends", async () => {
    const h = harness();
    const written: Buffer[][] = [[], []];
    const feeds = await Promise.all(
      written.map(async (into) => {
        const args = h.args({ gameId: 'g1' });
        return (await h.shared.subscribe(args, 'anonymous', (payload) => into.push(payload))) as AsyncGenerator<ExecutionResult>;
      }),
    );
    h.feeds[0].push(1);
    h.feeds[0].push(2);
    await new Promise((r) => setImmediate(r));
    expect(written.map((w) => w.map((b) => b.toString()))).toEqual([
      ['{"data":{"scoreboardUpdated":{"seq":1}}}', '{"data":{"scoreboardUpdated":{"seq":2}}}'],
      ['{"data":{"scoreboardUpdated":{"seq":1}}}', '{"data":{"scoreboardUpdated":{"seq":2}}}'],
    ]);
    expect(written[0][1]).toBe(written[1][1]);
    const ending = feeds[0].next();
    h.feeds[0].end();
    expect(await ending).toEqual({ value: undefined, done: true });
  });

  it('another scope or other variables get their own execution', async () => {
    const h = harness();
    await h.open('anonymous');
    await h.open('token:coach-1');
    await h.open('anonymous', 'g2');
    expect(h.feeds.map((f) => f.gameId)).toEqual(['g1', 'g1', 'g2']);
    expect(h.shared.stats.cohorts).toBe(3);
  });

  it('a member joining late gets the last result at once, then what follows', async () => {
    const h = harness();
    const early = await h.open('anonymous');
    h.feeds[0].push(1);
    expect(seqOf(await early.next())).toBe(1);
    const late = await h.open('anonymous');
    expect(seqOf(await late.next())).toBe(1);
    h.feeds[0].push(2);
    expect([seqOf(await early.next()), seqOf(await late.next())]).toEqual([2, 2]);
  });

  it('the subscription stops when its last member leaves, and a new subscriber starts a new one', async () => {
    const h = harness();
    const [a, b] = [await h.open('anonymous'), await h.open('anonymous')];
    await a.return(undefined);
    expect(h.feeds[0].returned).toBe(false);
    await b.return(undefined);
    expect(h.feeds[0].returned).toBe(true);
    await h.open('anonymous');
    expect(h.feeds).toHaveLength(2);
  });

  it('a member that falls more than maxQueued results behind is ended as too slow; the others go on', async () => {
    const h = harness();
    const [slow, fast] = [await h.open('anonymous'), await h.open('anonymous')];
    for (let seq = 1; seq <= 5; seq += 1) {
      h.feeds[0].push(seq);
      expect(seqOf(await fast.next())).toBe(seq);
    }
    await expect(slow.next()).rejects.toThrow(/fell more than its queue behind/);
    h.feeds[0].push(6);
    expect(seqOf(await fast.next())).toBe(6);
  });

  it('a subscription refused before it starts is answered to each subscriber and leaves nothing open', async () => {
    const h = harness();
    const refused = await h.shared.subscribe(h.args({ gameId: 'missing' }), 'anonymous');
    expect(refused).toMatchObject({ errors: [expect.objectContaining({ message: 'Game missing does not exist' })] });
    expect(h.shared.stats.cohorts).toBe(0);
  });
});

describe('which subscriptions are shared (cohortKey)', () => {
  const { schema } = harness();
  const key = (query: string, variables: Record<string, unknown>, scope = 'anonymous') => cohortKey({ schema, document: parse(query), variableValues: variables }, scope);

  it("latest-state feeds are; gameEvents (a replay from the subscriber's own sequence) is not", () => {
    expect(key('subscription { scoreboardUpdated(gameId: "g") { seq } }', {})).not.toBeNull();
    expect(key('subscription { gameEvents(gameId: "g") }', {})).toBeNull();
    expect(key('query { ok }', {})).toBeNull();
  });

  it('variables in another key order are the same subscription; another scope is not', () => {
    const q = 'subscription W($gameId: ID!, $x: Int) { scoreboardUpdated(gameId: $gameId) { seq } }';
    expect(key(q, { gameId: 'g', x: 1 })).toBe(key(q, { x: 1, gameId: 'g' }));
    expect(key(q, { gameId: 'g' }, 'token:a')).not.toBe(key(q, { gameId: 'g' }, 'token:b'));
  });
});
