/**
 * A batched read by key, as a request's DataLoader is one. Services that answer a field of many
 * rows at once (a roster's fines, each team's next game) take their reads as these, so that a list
 * of N rows costs one query, not N, and the service keeps the rule while the caller keeps the cache.
 */
export interface Reader<K, V> {
  load(key: K): Promise<V>;
  loadMany(keys: ReadonlyArray<K>): Promise<Array<V | Error>>;
}
