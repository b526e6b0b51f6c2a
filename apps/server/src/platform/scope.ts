import { createHash } from 'node:crypto';
import { OVERVIEW_GROUP_ID, PLATFORM_MESSAGE_KEYS, type TScopeQuery } from '@portal/contract';
import { AppError } from './errors';
import type { Reach } from './reach';

const forbidden = () => new AppError('FORBIDDEN', PLATFORM_MESSAGE_KEYS.scopeNotAllowed);

/** Not exported: only this file can brand a scope, so only the scope guard below can make one. */
const scopeBrand: unique symbol = Symbol('AuthorityScope');

/**
 * The authority ids a request may read, sorted and frozen. Repositories and services that read
 * customer data take this type, never a `string[]`: a plain array does not compile (test/types).
 */
export type AuthorityScope = { readonly ids: readonly string[]; readonly [scopeBrand]: true };

const brand = (ids: readonly string[]): AuthorityScope => Object.freeze({ ids, [scopeBrand]: true as const });
const reachScopes = new WeakMap<Reach, AuthorityScope>();

/** For object-id routes: every authority of the reach, so another tenant's object is not found (404). */
export function reachScope(reach: Reach): AuthorityScope {
  let scope = reachScopes.get(reach);
  if (!scope) {
    scope = brand(Object.freeze([...reach.authorities.keys()].sort()));
    reachScopes.set(reach, scope);
  }
  return scope;
}

/** An optional scope (the card calls): resolved like any other when given, else none. */
export function resolveScopeIfGiven(reach: Reach, query: TScopeQuery): AuthorityScope | undefined {
  const isGiven = Boolean(
    (query.accessLevel && query.accessLevelCode) ||
      query.authorityIds?.length ||
      query.parentIds?.length ||
      query.groupIds?.length,
  );
  return isGiven ? resolveScope(reach, query) : undefined;
}

/**
 * The security core (DESIGN §3): turns a request's scope (accessLevel + accessLevelCode, or lists of
 * authority, parent and group ids) into the authority ids the user may see. Anything outside the
 * user's reach is refused; group ALL means every authority of the reach. Never widens a scope.
 */
export function resolveScope(reach: Reach, query: TScopeQuery): AuthorityScope {
  // A reach is cached per generation of the grants (platform/request-user), so its resolved scopes
  // are too: the same frozen list for the same request scope, which wide lists use as a cache key.
  let byQuery = resolved.get(reach);
  if (!byQuery) {
    byQuery = new Map();
    resolved.set(reach, byQuery);
  }
  const key = JSON.stringify([
    query.accessLevel,
    query.accessLevelCode,
    query.authorityIds,
    query.parentIds,
    query.groupIds,
  ]);
  const known = byQuery.get(key);
  if (known) return known;
  const ids = brand(Object.freeze(computeScope(reach, query)));
  if (byQuery.size >= RESOLVED_PER_REACH) byQuery.delete(byQuery.keys().next().value as string);
  byQuery.set(key, ids);
  return ids;
}

const RESOLVED_PER_REACH = 100;
const resolved = new WeakMap<Reach, Map<string, AuthorityScope>>();
const digests = new WeakMap<readonly string[], string>();

/** A short, stable name for a resolved scope (cache keys), computed once per list. */
export function scopeDigest(scope: AuthorityScope | readonly string[]): string {
  const ids = 'ids' in scope ? scope.ids : scope;
  let digest = digests.get(ids);
  if (!digest) {
    digest = `${ids.length}:${createHash('sha1').update(ids.join(',')).digest('base64')}`;
    if (Object.isFrozen(ids)) digests.set(ids, digest);
  }
  return digest;
}

function computeScope(reach: Reach, query: TScopeQuery): string[] {
  const result = new Set<string>();
  const addAuthority = (id: string) => {
    if (!reach.authorities.has(id)) throw forbidden();
    result.add(id);
  };
  const addParent = (id: string) => {
    const parent = reach.parents.get(id);
    if (!parent) throw forbidden();
    for (const a of parent.authorityIds) if (reach.authorities.has(a)) result.add(a);
  };
  const addGroup = (id: string) => {
    if (id === OVERVIEW_GROUP_ID) {
      for (const a of reach.authorities.keys()) result.add(a);
      return;
    }
    const group = reach.groups.get(id);
    if (!group) throw forbidden();
    for (const a of group.authorityIds) if (reach.authorities.has(a)) result.add(a);
  };

  const hasLists = Boolean(query.authorityIds?.length || query.parentIds?.length || query.groupIds?.length);
  if (query.accessLevel && query.accessLevelCode) {
    if (query.accessLevel === 'A') addAuthority(query.accessLevelCode);
    if (query.accessLevel === 'P') addParent(query.accessLevelCode);
    if (query.accessLevel === 'G') addGroup(query.accessLevelCode);
  } else if (!hasLists) {
    throw new AppError(
      'VALIDATION',
      'scope_required',
      'accessLevel and accessLevelCode, or id lists, are required',
    );
  }
  if (hasLists) {
    // Lists narrow a selected entry; alone they are the scope.
    const listed = new Set<string>();
    const before = new Set(result);
    result.clear();
    for (const id of query.authorityIds ?? []) addAuthority(id);
    for (const id of query.parentIds ?? []) addParent(id);
    for (const id of query.groupIds ?? []) addGroup(id);
    for (const id of result) listed.add(id);
    result.clear();
    for (const id of listed) if (before.size === 0 || before.has(id)) result.add(id);
  }
  return [...result].sort();
}
