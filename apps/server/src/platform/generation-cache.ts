import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { type GenerationSource, type Generations, readGeneration } from '../db/generations';

/** Bounded: small values only (a user's reach, list totals); list pages are computed on every request. */
const MAX_ENTRIES = 4_000;

type Entry = { generation: number; value: unknown };
type Cache = { entries: Map<string, Entry>; pending: Map<string, Promise<unknown>> };

/** One cache per database (tests open many databases in one process). */
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), pending: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

export type CacheOptions = {
  /**
   * The generations the request read when it began (platform/sessions): spares a query, and was read
   * before computing too, so the reasoning below holds.
   */
  snapshot?: Generations;
};

/**
 * A value derived from one data source (db/generations), computed once per generation of that source:
 * a user's reach. The generation is read before computing,
 * so a change that commits in between only makes the cached value newer than its generation, and the
 * next call, seeing the raised generation, computes again. Concurrent misses of one key share one
 * computation; least recently used entries go first. Cached values are shared: callers must not
 * change them.
 */
export async function cachedByGeneration<T>(
  db: Db,
  source: GenerationSource,
  key: string,
  compute: () => Promise<T>,
  { snapshot }: CacheOptions = {},
): Promise<T> {
  const generation = await readGeneration(db, source, snapshot);
  return cachedAt(db, `${source}:${key}`, generation, compute);
}

/**
 * A value computed once per stamp (db/generations readCustomerStamp: the counters of the customers it
 * covers), so a change in another customer's data leaves it cached. Same rules as above.
 */
export function cachedByStamp<T>(db: Db, key: string, stamp: number, compute: () => Promise<T>) {
  return cachedAt(db, `stamp:${key}`, stamp, compute);
}

async function cachedAt<T>(db: Db, key: string, generation: number, compute: () => Promise<T>) {
  const { entries, pending } = cacheOf(db);
  const id = createHash('sha1').update(key).digest('base64');
  const hit = entries.get(id);
  if (hit && hit.generation === generation) {
    entries.delete(id);
    entries.set(id, hit);
    return hit.value as T;
  }
  const flight = `${id}@${generation}`;
  let running = pending.get(flight) as Promise<T> | undefined;
  if (!running) {
    running = compute().finally(() => pending.delete(flight));
    pending.set(flight, running);
  }
  const value = await running;
  entries.delete(id);
  entries.set(id, { generation, value });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}
