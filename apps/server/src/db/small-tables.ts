import type { SQL } from 'drizzle-orm';
import { type Db, queryRows } from './client';

/**
 * Small reference tables no request writes (brands, products, card statuses and types: the demo load
 * fills them) held in memory per database, so a list page looks their names up in a Map instead of
 * a lateral join per table, each of which costs the planner as much as running it. A key the map
 * does not know (a row added by a new load) reads the table again.
 */
export function smallTable<K, V>(query: SQL, keyOf: (row: V) => K) {
  const loaded = new WeakMap<Db, Promise<Map<K, V>>>();
  const load = (db: Db) => {
    const pending = queryRows<V>(db, query).then((rows) => new Map(rows.map((r) => [keyOf(r), r])));
    loaded.set(db, pending);
    pending.catch(() => loaded.delete(db));
    return pending;
  };
  /** The rows of these keys (absent keys are skipped). */
  return async function lookUp(db: Db, keys: Iterable<K>): Promise<Map<K, V>> {
    let table = await (loaded.get(db) ?? load(db));
    for (const key of keys)
      if (!table.has(key)) {
        table = await load(db);
        break;
      }
    return table;
  };
}
