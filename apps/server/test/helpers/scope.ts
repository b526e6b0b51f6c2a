import type { Reach } from '../../src/platform/reach';
import { type AuthorityScope, reachScope } from '../../src/platform/scope';

/** A reach of exactly these authorities, for repo tests that start below the guard. */
export const reachOf = (ids: readonly string[]): Reach => ({
  authorities: new Map(ids.map((id) => [id, { roleId: 0 }])),
  parents: new Map(),
  groups: new Map(),
});

/** The scope guard's own maker applied to such a reach: repos take nothing else. */
export const scopeOf = (ids: readonly string[]): AuthorityScope => reachScope(reachOf(ids));
