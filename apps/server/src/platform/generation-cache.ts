import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { type GenerationSource, readGeneration } from '../db/generations';

const MAX_ENTRIES = 4_000;
type Entry = { generation: number; value: unknown };
type Cache = { entries: Map<string, Entry>; pending: Map<string, Promise<unknown>> };

/** One cache per database (tests open many in one process). */
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), pending: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * A value derived from one data source (db/generations), computed once per generation of that source:
 * exact totals of wide scopes, a user's reach. The generation is read before computing, so a change
 * that commits in between only makes the cached value newer than its generation, and the next call,
 * seeing the raised generation, computes again. Concurrent misses of one key share one computation;
 * least recently used entries go first. Cached values are shared: callers must not change them.
 */
export async function cachedByGeneration<T>(
  db: Db,
  source: GenerationSource,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const { entries, pending } = cacheOf(db);
  const id = `${source}:${createHash('sha1').update(key).digest('base64')}`;
  const generation = await readGeneration(db, source);
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
