// Which authorities the API's database connections may see (row-security.ts): one setting per
// connection, taken from the request that checks the connection out.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Db } from './client';
import { ALL_AUTHORITIES, SET_SCOPE_SQL, storeScopeSql } from './row-security';

type RowScope = { key: string };
const current = new AsyncLocalStorage<RowScope>();

/** No authority: what a request sees until its scope is known. */
export const NO_AUTHORITY = '';

/** The key the code running now works under; outside any request (start-up, jobs) every authority. */
export const currentScopeKey = () => current.getStore()?.key ?? ALL_AUTHORITIES;

/** Runs `fn` (a request's whole life) with its own scope, starting at `key`. */
export const runInRowScope = <T>(key: string, fn: () => T): T => current.run({ key }, fn);

/** Changes the scope of the request running now (its context hook, once the user's reach is known). */
export function setRowScope(key: string) {
  const store = current.getStore();
  if (!store) throw new Error('setRowScope outside runInRowScope');
  store.key = key;
}

/** A stable key for a set of authority ids (sorted by the scope guard); once per frozen list. */
function scopeKeyOf(authorityIds: readonly string[]): string {
  let key = keysOfLists.get(authorityIds);
  if (key === undefined) {
    key = createHash('sha256').update(authorityIds.join(',')).digest('base64url');
    if (Object.isFrozen(authorityIds)) keysOfLists.set(authorityIds, key);
  }
  return key;
}
const keysOfLists = new WeakMap<readonly string[], string>();

const storedKeys = new WeakMap<Db, Set<string>>();

/** Makes sure the database holds the ids under their key (one insert per key and database), then the key. */
export async function storedScopeKey(db: Db, authorityIds: readonly string[]): Promise<string> {
  const key = scopeKeyOf(authorityIds);
  let known = storedKeys.get(db);
  if (!known) {
    known = new Set();
    storedKeys.set(db, known);
  }
  if (!known.has(key)) {
    await db.execute(storeScopeSql(key, authorityIds));
    if (known.size > 10_000) known.clear();
    known.add(key);
  }
  return key;
}

const kKey = Symbol('rowScopeKey');
type ScopedClient = pg.PoolClient & { [kKey]?: string };

async function applyScope(client: ScopedClient, key: string) {
  if (client[kKey] === key) return;
  // A session setting on an idle connection: kept until the next checkout under another scope.
  await client.query(SET_SCOPE_SQL, [key]);
  client[kKey] = key;
}

type ConnectCallback = (
  error: Error | undefined,
  client?: pg.PoolClient,
  done?: (release?: Error) => void,
) => void;

/**
 * Makes every checkout of `pool` carry the scope of the code that asked for it. The key is read when
 * `connect` is called: a client handed over later comes from another request's release, whose async
 * context is not ours. `pool.query` checks out through `connect` too, in its callback form.
 */
export function scopeEveryCheckout(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const scoped = (callback?: ConnectCallback) => {
    const key = currentScopeKey();
    const checkedOut = connect().then(async (client) => {
      try {
        await applyScope(client, key);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      return client;
    });
    if (!callback) return checkedOut;
    checkedOut.then(
      (client) => callback(undefined, client, (release) => client.release(release)),
      (error: Error) => callback(error),
    );
    return undefined;
  };
  Object.assign(pool, { connect: scoped });
  return pool;
}
