/**
 * `promise`, or a rejection saying it gave no answer within `ms` (the work itself goes on; what
 * it holds is bounded elsewhere, a database statement by FACEOFF_DB_TIMEOUT_MS).
 */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
