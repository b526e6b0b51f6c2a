import { OVERVIEW_GROUP_ID, type TScopeQuery } from '@portal/contract';
import { AppError } from './errors';
import type { Reach } from './reach';

const forbidden = () => new AppError('FORBIDDEN', 'scope_not_allowed');

/**
 * The security core (DESIGN §3): turns a request's scope (accessLevel + accessLevelCode, or lists of
 * authority, parent and group ids) into the authority ids the user may see. Anything outside the
 * user's reach is refused; group ALL means every authority of the reach. Never widens a scope.
 */
export function resolveScope(reach: Reach, query: TScopeQuery): string[] {
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
