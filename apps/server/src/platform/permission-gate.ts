import {
  type EndpointPermission,
  isMessageKey,
  isOneFleetMigrated,
  MESSAGE_KEYS,
  PLATFORM_MESSAGE_KEYS,
  type TMessageKey,
  type TScopeQuery,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import type { Generations } from '../db/generations';
import { forbidden } from './errors';
import { cachedByGeneration } from './generation-cache';
import type { Reach } from './reach';
import type { RequestUser } from './request-user';
import { resolveScopeIfGiven } from './scope';

/** Each role's permission keys (spec 000 §6), read once per generation of `access` (grants and roles). */
export type RolePermissions = ReadonlyMap<number, ReadonlySet<string>>;

export function rolePermissions(db: Db, snapshot?: Generations): Promise<RolePermissions> {
  return cachedByGeneration(
    db,
    'access',
    'role-permissions',
    async () => {
      const rows = await queryRows<{ role_id: number; permission_key: string }>(
        db,
        sql`select role_id, permission_key from role_permissions`,
      );
      const roles = new Map<number, Set<string>>();
      for (const row of rows)
        roles.set(row.role_id, (roles.get(row.role_id) ?? new Set()).add(row.permission_key));
      return roles;
    },
    { snapshot },
  );
}

type KeyedPermission = Exclude<EndpointPermission, { none: string }>;

/** The keys that open an authority for the permission (any one of them). */
const keysFor = (permission: KeyedPermission, authorityId: string): readonly string[] =>
  'keys' in permission ? permission.keys : [`${permission.operatorKey}_${authorityId.charAt(0)}`];

const narrowed = new WeakMap<Reach, WeakMap<RolePermissions, Map<KeyedPermission, Reach>>>();

/**
 * The part of a reach the permission opens: the authorities whose role holds one of its keys there,
 * and the parents and groups that still hold one of those. Memoised per reach, role table and
 * declaration (all three are shared, frozen values), so a resolved scope's cache keeps working.
 */
export function narrowReach(reach: Reach, permission: KeyedPermission, roles: RolePermissions): Reach {
  let byRoles = narrowed.get(reach);
  if (!byRoles) {
    byRoles = new WeakMap();
    narrowed.set(reach, byRoles);
  }
  let byPermission = byRoles.get(roles);
  if (!byPermission) {
    byPermission = new Map();
    byRoles.set(roles, byPermission);
  }
  const known = byPermission.get(permission);
  if (known) return known;
  const holds = (roleId: number, authorityId: string) =>
    keysFor(permission, authorityId).some((key) => roles.get(roleId)?.has(key));
  const authorities = new Map([...reach.authorities].filter(([id, a]) => holds(a.roleId, id)));
  const keepsAny = (entry: { authorityIds: readonly string[] }) =>
    entry.authorityIds.some((id) => authorities.has(id));
  const result: Reach = {
    authorities,
    parents: new Map([...reach.parents].filter(([, p]) => keepsAny(p))),
    groups: new Map([...reach.groups].filter(([, g]) => keepsAny(g))),
  };
  byPermission.set(permission, result);
  return result;
}

/** The refusal an endpoint names (a message key of the catalogue), else `forbidden`. */
const refusalOf = (permission: KeyedPermission): TMessageKey =>
  isMessageKey(permission.refusal) ? permission.refusal : MESSAGE_KEYS.forbidden;

/**
 * The route layer's permission check (issue 42), before any handler runs: the declared permission is
 * the enforced one. Returns the request user with the reach narrowed to what the permission opens, so
 * handlers, their scopes and the row-level security see only those authorities. Refuses (403) a user
 * moved to the successor product (spec 000 §6: the migration page only), a platform admin acting as
 * themselves unless the endpoint allows it, a user whose role holds the permission nowhere, and a
 * request whose scope holds no authority where it does.
 */
export async function enforcePermission(
  db: Db,
  effective: RequestUser,
  permission: EndpointPermission,
  query: unknown,
  isPlatformAdminItself: boolean,
): Promise<RequestUser> {
  if ('none' in permission) return effective;
  const refusal = refusalOf(permission);
  if (isPlatformAdminItself) {
    if ('platformAdmin' in permission && permission.platformAdmin === 'allowed') return effective;
    throw forbidden(refusal);
  }
  if (isOneFleetMigrated(effective.user.oneFleetMigratedStatus))
    throw forbidden(PLATFORM_MESSAGE_KEYS.migratedUserNotAllowed);
  const roles = await rolePermissions(db, effective.generations);
  const reach = narrowReach(effective.reach, permission, roles);
  if (reach.authorities.size === 0) throw forbidden(refusal);
  const scope = resolveScopeIfGiven(reach, (query ?? {}) as TScopeQuery);
  if (scope && scope.ids.length === 0) throw forbidden(refusal);
  return { ...effective, reach };
}
