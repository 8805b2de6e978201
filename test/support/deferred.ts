/** A promise with its resolve and reject in hand: tests wait on these, never on time. */
export interface Deferred<T> {
  promise: Promise<T>;
  /** plain functions (no `this`), so they can be handed on as callbacks: `subscribe(channel, got.resolve)` */
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
