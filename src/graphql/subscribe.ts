import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';

type Results = AsyncGenerator<ExecutionResult, void, void>;

/**
 * graphql-js's `subscribe`, with a new context for each event: a subscription lives for hours, and
 * its context's per-request caches (DataLoaders) would otherwise serve what they read at the first
 * event forever (a fine recorded later would never show on a coach's feed). `fresh` makes the
 * context one event's selection runs with, from the operation's own (same caller, new loaders).
 */
export async function subscribeWithFreshContext<C>(args: ExecutionArgs & { contextValue: C }, fresh: (context: C) => C): Promise<Results | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  return new PerEvent(source as AsyncGenerator<unknown, void, void>, (payload) => execute({ ...args, rootValue: payload, contextValue: fresh(args.contextValue) }));
}

/**
 * The source's events, each run through `run`. Not an async generator: ending one (a client's
 * `complete`) must reach the source at once, even while a read of it is pending.
 */
class PerEvent implements Results {
  constructor(
    private readonly source: AsyncGenerator<unknown, void, void>,
    private readonly run: (payload: unknown) => Promise<ExecutionResult> | ExecutionResult,
  ) {}

  async next(): Promise<IteratorResult<ExecutionResult, void>> {
    const item = await this.source.next();
    if (item.done) return { value: undefined, done: true };
    return { value: await this.run(item.value), done: false };
  }

  async return(): Promise<IteratorResult<ExecutionResult, void>> {
    await this.source.return(undefined);
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<ExecutionResult, void>> {
    await this.source.return(undefined);
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }
}
