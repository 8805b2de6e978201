import { type ExecutionArgs, type ExecutionResult, getOperationAST, Kind, OperationTypeNode, subscribe as graphqlSubscribe } from 'graphql';
import { DEFAULT_MAX_QUEUED, SubscriberTooSlowError } from './channel-iterator';

/**
 * One execution per distinct subscription. graphql-js runs a subscription's selection once per
 * subscriber for every event; watchers of one game asking the same thing would cost N executions and
 * N serializations per event. Here subscribers with the same document, operation, variables and
 * authorization scope join one cohort: the first one's subscription runs, its every result goes to
 * all members as the same object, and it is serialized once (`serialized`); where the endpoint
 * gives a subscriber a sink (subscribe's third argument), those bytes go straight to its socket.
 *
 * Only the "latest state" feeds are shared (scoreboardUpdated, standingsUpdated, bracketUpdated,
 * venueUpdated, liveGamesUpdated):
 * each sends the current value at once and then every change, so a member joining late gets the
 * cohort's last result and continues with the rest. gameEvents replays from a sequence of the
 * subscriber's own and is never shared.
 *
 * The scope is the caller's: a cohort never mixes scopes, so a field one viewer may see (a coach's
 * team fines) never reaches another viewer through a shared result.
 */
export const SHARED_FIELDS: ReadonlySet<string> = new Set(['scoreboardUpdated', 'standingsUpdated', 'bracketUpdated', 'venueUpdated', 'liveGamesUpdated']);

type Results = AsyncGenerator<ExecutionResult, void, void>;

interface Cohort {
  key: string;
  /** whose view, as subscribe was given it */
  scope: string;
  source: Results;
  members: Set<Member>;
  last: ExecutionResult | undefined;
}

/**
 * Where a subscriber's results go straight to its socket: the shared payload's bytes, written with
 * the subscriber's own message framing, without a pass through graphql-ws per delivery.
 */
export type Sink = (payload: Buffer) => void;

/**
 * What one subscriber reads: the cohort's results, queued while it is busy, bounded. With a sink,
 * each result is written to it as it comes, and the iterator itself only ends (done, or failed).
 */
class Member implements AsyncGenerator<ExecutionResult, void, void> {
  private readonly queue: ExecutionResult[] = [];
  private waiting: { resolve: (r: IteratorResult<ExecutionResult, void>) => void; reject: (e: unknown) => void } | undefined;
  private finished = false;
  private failure: Error | undefined;

  constructor(
    private readonly maxQueued: number,
    private readonly leave: (member: Member) => Promise<void>,
    private readonly deliver: ((result: ExecutionResult) => void) | undefined,
  ) {}

  push(result: ExecutionResult): void {
    if (this.finished) return;
    if (this.deliver) {
      this.deliver(result);
      return;
    }
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = undefined;
      resolve({ value: result, done: false });
      return;
    }
    if (this.queue.length >= this.maxQueued) {
      this.fail(new SubscriberTooSlowError('a shared subscription'));
      return;
    }
    this.queue.push(result);
  }

  /** The cohort's source ended (done) or failed: the member ends after what it has queued. */
  end(error?: unknown): void {
    if (error !== undefined) this.failure ??= error instanceof Error ? error : new Error(`the shared subscription's source failed: ${JSON.stringify(error)}`);
    this.finished = true;
    if (this.waiting && this.queue.length === 0) {
      const waiting = this.waiting;
      this.waiting = undefined;
      if (this.failure !== undefined) waiting.reject(this.failure);
      else waiting.resolve({ value: undefined, done: true });
    }
  }

  private fail(error: unknown): void {
    this.queue.length = 0;
    this.end(error);
    void this.leave(this);
  }

  async next(): Promise<IteratorResult<ExecutionResult, void>> {
    if (this.queue.length > 0) return { value: this.queue.shift()!, done: false };
    if (this.failure !== undefined) throw this.failure;
    if (this.finished) return { value: undefined, done: true };
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  async return(): Promise<IteratorResult<ExecutionResult, void>> {
    this.queue.length = 0;
    this.end();
    await this.leave(this);
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<ExecutionResult, void>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

export interface SharedExecutionOptions {
  /** results a member may fall behind by before it is ended as too slow */
  maxQueued?: number;
  /** how a cohort's subscription runs (graphql-js's subscribe by default) */
  subscribe?: (args: ExecutionArgs) => Promise<Results | ExecutionResult>;
  /** what of a result goes on the wire (its errors formatted as the endpoint formats them, for the cohort's scope) */
  wireForm?: (result: ExecutionResult, scope: string) => unknown;
}

export class SharedExecution {
  private readonly cohorts = new Map<string, Promise<Cohort | ExecutionResult>>();
  private readonly serializations = new WeakMap<ExecutionResult, Buffer>();
  private readonly maxQueued: number;
  private readonly run: (args: ExecutionArgs) => Promise<Results | ExecutionResult>;
  private readonly wireForm: (result: ExecutionResult, scope: string) => unknown;

  constructor(options: SharedExecutionOptions = {}) {
    this.maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
    this.run = options.subscribe ?? ((args) => graphqlSubscribe(args));
    this.wireForm = options.wireForm ?? ((result) => result);
  }

  /**
   * A shared feed for the subscriptions that can be shared, a subscription of its own for the rest.
   * `scope` names whose view the results are (see the class comment); with a `sink`, each result's
   * bytes are written to it and the returned iterator only ends.
   */
  async subscribe(args: ExecutionArgs, scope: string, sink?: Sink): Promise<Results | ExecutionResult> {
    const key = cohortKey(args, scope);
    if (key === null) return this.run(args);
    let pending = this.cohorts.get(key);
    if (!pending) {
      pending = this.open(key, args, scope);
      this.cohorts.set(key, pending);
    }
    const cohort = await pending;
    if (!isCohort(cohort)) return cohort;
    const member = new Member(this.maxQueued, (m) => this.leave(cohort, m), sink && ((result) => sink(this.serialized(result, cohort.scope))));
    cohort.members.add(member);
    if (cohort.last) member.push(cohort.last);
    return member;
  }

  /** A result's payload as UTF-8 JSON, made once however many sockets send it (a result is one cohort's, so of one scope). */
  serialized(result: ExecutionResult, scope = ''): Buffer {
    let json = this.serializations.get(result);
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(this.wireForm(result, scope)));
      this.serializations.set(result, json);
    }
    return json;
  }

  /** Open cohorts: the distinct shared subscriptions running. */
  get stats(): { cohorts: number } {
    return { cohorts: this.cohorts.size };
  }

  private async open(key: string, args: ExecutionArgs, scope: string): Promise<Cohort | ExecutionResult> {
    let result: Results | ExecutionResult;
    try {
      result = await this.run(args);
    } catch (error) {
      this.cohorts.delete(key);
      throw error;
    }
    if (!(Symbol.asyncIterator in result)) {
      // Refused before anything was sent (no such game, bad arguments): nothing to share.
      this.cohorts.delete(key);
      return result;
    }
    const cohort: Cohort = { key, scope, source: result, members: new Set(), last: undefined };
    void this.pump(cohort);
    return cohort;
  }

  private async pump(cohort: Cohort): Promise<void> {
    try {
      for await (const result of cohort.source) {
        cohort.last = result;
        for (const member of cohort.members) member.push(result);
      }
      this.close(cohort);
    } catch (error) {
      this.close(cohort, error);
    }
  }

  private close(cohort: Cohort, error?: unknown): void {
    this.forget(cohort);
    for (const member of cohort.members) member.end(error);
    cohort.members.clear();
  }

  private async leave(cohort: Cohort, member: Member): Promise<void> {
    if (!cohort.members.delete(member) || cohort.members.size > 0) return;
    // The last member left: the shared subscription stops (a new subscriber opens a new one). Not
    // awaited: a member's return never waits on the source's pending read.
    this.forget(cohort);
    void cohort.source.return().catch(() => undefined);
  }

  private forget(cohort: Cohort): void {
    void this.cohorts.get(cohort.key)?.then((current) => {
      if (current === cohort) this.cohorts.delete(cohort.key);
    });
  }
}

function isCohort(value: Cohort | ExecutionResult): value is Cohort {
  return 'members' in value && 'source' in value;
}

/**
 * The cohort a subscription joins, or null when it is not shared: a subscription operation whose
 * one root field is a latest-state feed. The key is the document's text, the operation name, the
 * variables (key order aside) and the scope.
 */
export function cohortKey(args: ExecutionArgs, scope: string): string | null {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return null;
  const selections = operation.selectionSet.selections;
  if (selections.length !== 1 || selections[0].kind !== Kind.FIELD || !SHARED_FIELDS.has(selections[0].name.value)) return null;
  const text = args.document.loc?.source.body;
  if (text === undefined) return null;
  return JSON.stringify([scope, text, args.operationName ?? null, sortedKeys(args.variableValues ?? {})]);
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
