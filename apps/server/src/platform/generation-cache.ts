import { createHash } from 'node:crypto';
import { TABLE_PAGE_SIZES } from '@portal/contract';
import type { Db } from '../db/client';
import { type GenerationSource, type Generations, readGeneration } from '../db/generations';

/**
 * Two pools, each with its own bound: small values (exact totals, a user's reach) and whole list pages
 * (at most 120 rows each, so the pages pool stays within a few tens of MB).
 */
const POOL_SIZES = { values: 4_000, pages: 300 } as const;
export type CachePool = keyof typeof POOL_SIZES;

type Entry = { generation: number; value: unknown };
type Cache = { entries: Map<string, Entry>; pending: Map<string, Promise<unknown>> };

/** One cache per database and pool (tests open many databases in one process). */
const caches = new WeakMap<Db, Record<CachePool, Cache>>();

function cacheOf(db: Db, pool: CachePool): Cache {
  let pools = caches.get(db);
  if (!pools) {
    const empty = (): Cache => ({ entries: new Map(), pending: new Map() });
    pools = { values: empty(), pages: empty() };
    caches.set(db, pools);
  }
  return pools[pool];
}

export type CacheOptions = {
  /**
   * The generations the request read when it began (platform/sessions): spares a query, and was read
   * before computing too, so the reasoning below holds.
   */
  snapshot?: Generations;
  pool?: CachePool;
};

/**
 * A value derived from one data source (db/generations), computed once per generation of that source:
 * exact totals of wide scopes, a user's reach, a list page. The generation is read before computing,
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
  { snapshot, pool = 'values' }: CacheOptions = {},
): Promise<T> {
  const { entries, pending } = cacheOf(db, pool);
  const id = `${source}:${createHash('sha1').update(key).digest('base64')}`;
  const generation = await readGeneration(db, source, snapshot);
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
  if (entries.size > POOL_SIZES[pool]) entries.delete(entries.keys().next().value as string);
  return value;
}

/**
 * One page of a list (rows and total) cached per generation of its source, for the pages people
 * open again and again (the first page of a wide scope). Pages larger than the largest table page
 * size (downloads, API callers asking for hundreds) are computed every time.
 */
export function cachedPage<T>(
  db: Db,
  source: GenerationSource,
  page: { key: string; pageSize: number },
  compute: () => Promise<T>,
  snapshot?: Generations,
): Promise<T> {
  if (page.pageSize > Math.max(...TABLE_PAGE_SIZES) || pagesOff.has(db)) return compute();
  return cachedByGeneration(db, source, page.key, compute, { snapshot, pool: 'pages' });
}

const pagesOff = new WeakSet<Db>();

/** LIST_PAGE_CACHE: pages of this database are computed on every request when off (totals stay cached). */
export function setListPageCache(db: Db, on: boolean) {
  if (on) pagesOff.delete(db);
  else pagesOff.add(db);
}
