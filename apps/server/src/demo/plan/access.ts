import type { NamedUserKey } from '../named-users';
import type { Rng } from '../random';
import { ROLE } from '../reference/access';
import type { AuthorityPlan, Hierarchy } from './hierarchy';

/**
 * Grants of the named demo users. A group grant covers its parents and authorities and a parent grant
 * its authorities; the customer admin and the single-role user also hold the covered rows explicitly,
 * as the user administration screens would have written them.
 */
export function namedAccess(key: NamedUserKey, hierarchy: Hierarchy): Access {
  const { northwind, voltaris, meridia, allGroupId } = hierarchy.named;
  const nw = northwind.authorities;
  const only = (ids: readonly string[], role: number): Access => ({
    authorities: ids.map((id) => [id, role]),
    parents: [],
    groups: [],
    selected: ids[0] ? ['A', ids[0]] : null,
  });
  switch (key) {
    case 'customerAdmin':
      return {
        authorities: nw.map((id) => [id, ROLE.fleetAdmin]),
        parents: northwind.parents.map((id) => [id, ROLE.fleetAdmin]),
        groups: northwind.groups.map((id) => [id, ROLE.fleetAdmin]),
        selected: ['A', nw[0] as string],
      };
    case 'user':
      return only(nw.slice(0, 1), ROLE.cardManager);
    case 'evUser':
      return only(voltaris.authorities, ROLE.evDepotManager);
    case 'singleRole': {
      const underParents = hierarchy.authorities
        .filter((a) => a.parentId && meridia.parents.includes(a.parentId))
        .map((a) => a.id);
      return {
        authorities: [...underParents, ...meridia.uncovered].map((id) => [id, ROLE.singleRoleLocal]),
        parents: meridia.parents.map((id) => [id, ROLE.singleRoleLocal]),
        groups: [],
        selected: ['P', meridia.parents[0] as string],
      };
    }
    case 'platformAdmin':
      return { authorities: [], parents: [], groups: [], selected: null };
    case 'migrated':
      return only(nw.slice(1, 3), ROLE.fleetAdmin);
    case 'orderBlocked':
      return only(nw.slice(0, 2), ROLE.cardManager);
    case 'internal':
      return {
        authorities: [],
        parents: [],
        groups: [[allGroupId, ROLE.readOnly]],
        selected: ['G', allGroupId],
      };
    case 'invited':
      return only(nw.slice(8, 9), ROLE.finance);
    case 'linkExpired':
      return only(nw.slice(3, 4), ROLE.readOnly);
    case 'inactive':
      return only(nw.slice(4, 5), ROLE.cardManager);
  }
}

export type Access = {
  authorities: [string, number][];
  parents: [string, number][];
  groups: [string, number][];
  selected: ['A' | 'P' | 'G', string] | null;
};

/** A generated user's grants: mostly one authority, sometimes siblings or the whole parent. */
export function genericAccess(r: Rng, authority: AuthorityPlan, hierarchy: Hierarchy): Access {
  const role =
    authority.offerType === 'EV'
      ? r.weighted([
          [ROLE.evDepotManager, 3],
          [ROLE.evViewer, 2],
        ])
      : r.weighted([
          [ROLE.fleetAdmin, 20],
          [ROLE.cardManager, 30],
          [ROLE.finance, 25],
          [ROLE.readOnly, 22],
          [ROLE.singleRoleLocal, 2],
          [ROLE.singleRoleProduction, 1],
        ]);
  if (authority.parentId && (role === ROLE.singleRoleLocal || r.chance(0.1))) {
    const parentId = authority.parentId;
    const covered = hierarchy.authorities.filter((a) => a.parentId === parentId).map((a) => a.id);
    return {
      authorities: covered.map((id) => [id, role]),
      parents: [[parentId, role]],
      groups: [],
      selected: ['P', parentId],
    };
  }
  const siblings = hierarchy.authorities.filter((a) => a.customer === authority.customer && a !== authority);
  const extra = r.chance(0.15) ? r.sample(siblings, r.int(1, 2)) : [];
  return {
    authorities: [authority, ...extra].map((a) => [a.id, role]),
    parents: [],
    groups: [],
    selected: ['A', authority.id],
  };
}
