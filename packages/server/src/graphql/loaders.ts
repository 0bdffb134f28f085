import DataLoader from 'dataloader';
import type { Database } from '../db/client';

/**
 * Fetches the values of many keys in one query, in the keys' order (null for a key with none).
 * Areas declare these beside their resolvers; a field resolver asks `ctx.loader(batch).load(key)`.
 */
export type Batch<K, V> = (db: Database, keys: readonly K[]) => Promise<(V | null)[]>;

export type LoaderOf = <K, V>(batch: Batch<K, V>) => DataLoader<K, V | null>;

/**
 * One DataLoader per batch function for one request, so rows never leave the caller's request.
 * Batching only, no cache: a mutation later in the same operation must not read a stale row.
 */
export function requestLoaders(db: Database): LoaderOf {
  const loaders = new Map<Batch<never, unknown>, DataLoader<unknown, unknown>>();
  return <K, V>(batch: Batch<K, V>) => {
    let loader = loaders.get(batch as Batch<never, unknown>);
    if (!loader) {
      loader = new DataLoader<K, V | null>((keys) => batch(db, keys), { cache: false });
      loaders.set(batch as Batch<never, unknown>, loader as DataLoader<unknown, unknown>);
    }
    return loader as DataLoader<K, V | null>;
  };
}

/** The rows of a batch in the order of its keys, by a column of each row. */
export function inKeyOrder<K, R>(
  keys: readonly K[],
  rows: R[],
  keyOf: (row: R) => K,
): (R | null)[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key) ?? null);
}
