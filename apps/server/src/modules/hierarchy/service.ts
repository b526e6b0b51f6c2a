import {
  chooseSelection,
  isOneFleetMigrated,
  isSingleRoleUser,
  OVERVIEW_GROUP_ID,
  selectableEntries,
  singleRoleIdFor,
  type THierarchyResponse,
  type TLoggedInUser,
  type TPermissionsResponse,
  type TScopeQuery,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../../identity/accounts';
import { writeAudit } from '../../platform/audit';
import type { Reach } from '../../platform/reach';
import { resolveScope } from '../../platform/scope';
import {
  authoritiesById,
  groupNames,
  operatorCountries,
  parentNames,
  permissionKeys,
  rolesById,
} from './repo';

const roleIdsOf = (reach: Reach) =>
  [
    ...new Set(
      [...reach.authorities.values(), ...reach.parents.values(), ...reach.groups.values()].map(
        (g) => g.roleId,
      ),
    ),
  ].filter((id) => id > 0);

/** GET /api/users/users/hierarchy (spec 000 §3, §6 single-role rule). */
export async function buildHierarchy(
  db: Db,
  user: UserRow,
  reach: Reach,
  hostname: string,
): Promise<THierarchyResponse> {
  const authorityIds = [...reach.authorities.keys()];
  const authorities = await authoritiesById(db, authorityIds);
  const roleIds = roleIdsOf(reach);
  const roles = await rolesById(db, roleIds);
  const isSingleRole = isSingleRoleUser(roleIds, singleRoleIdFor(hostname));

  // Single-role users see the parents of their authorities, plus Overview (ALL) for what no parent or group covers.
  const parentIds = new Set(reach.parents.keys());
  if (isSingleRole) for (const a of authorities) if (a.parent_id) parentIds.add(a.parent_id);
  const names = await parentNames(db, [...parentIds]);
  const parentAuthorities = (parentId: string) =>
    reach.parents.get(parentId)?.authorityIds ??
    authorities.filter((a) => a.parent_id === parentId).map((a) => a.authority_id);
  const parents = [...parentIds].sort().map((parentId) => {
    const ids = parentAuthorities(parentId).filter((id) => reach.authorities.has(id));
    return {
      parentId,
      parentName: names.get(parentId) ?? parentId,
      accessLevelCode: parentId,
      authorityIds: ids,
      authorities: ids.length,
    };
  });
  const gNames = await groupNames(db, [...reach.groups.keys()]);
  const groups = [...reach.groups.entries()].map(([groupId, g]) => ({
    groupId,
    groupName: gNames.get(groupId) ?? groupId,
    accessLevelCode: groupId,
    parents: g.parentIds,
    authorityIds: g.authorityIds,
    authorities: g.authorityIds.length,
  }));
  if (isSingleRole) {
    const covered = new Set([
      ...parents.flatMap((p) => p.authorityIds),
      ...groups.flatMap((g) => g.authorityIds),
    ]);
    if (authorityIds.some((id) => !covered.has(id))) {
      groups.push({
        groupId: OVERVIEW_GROUP_ID,
        groupName: 'Overview',
        accessLevelCode: OVERVIEW_GROUP_ID,
        parents: parents.map((p) => p.parentId),
        authorityIds: [...authorityIds].sort(),
        authorities: authorityIds.length,
      });
    }
  }
  return {
    locale: user.languageCode,
    oneFleetMigratedStatus: user.oneFleetMigratedStatus,
    isOneFleetMigrated: isOneFleetMigrated(user.oneFleetMigratedStatus),
    authorities: authorities.map((a) => ({
      authorityId: a.authority_id,
      customerName: a.customer_name,
      authorityName: a.authority_name,
      secondAuthorityName: a.second_authority_name,
      // Roles per authority come from the role list matched by offer type (spec 000 §6).
      roles: roles
        .filter(
          (r) =>
            r.offer_type === a.card_offer_type && r.role_id === reach.authorities.get(a.authority_id)?.roleId,
        )
        .map((r) => r.role_id),
      cardOfferType: a.card_offer_type,
    })),
    parents,
    groups,
    userRoles: roles.map((r) => ({ roleId: r.role_id, roleName: r.role_name, offerType: r.offer_type })),
    isoCodeLookup: await operatorCountries(db),
  };
}

/** The stored selection when still among the hierarchy's entries; otherwise the widest entry the user has. */
export function currentSelection(user: UserRow, hierarchy: THierarchyResponse): TLoggedInUser | undefined {
  const stored =
    user.selectedAccessLevel && user.selectedAccessLevelCode
      ? { accessLevel: user.selectedAccessLevel, accessLevelCode: user.selectedAccessLevelCode }
      : undefined;
  return chooseSelection(selectableEntries(hierarchy), [stored]);
}

/**
 * PUT loggedinuser: remembers the selection and writes the USHS audit row in one transaction. An
 * impersonating admin's choice is audited but not stored: the user's own saved selection stays as the
 * user left it, and the admin's tab keeps its choice in session storage (DESIGN §5, read-only).
 */
export async function selectHierarchy(
  db: Db,
  o: { user: UserRow; reach: Reach; selection: TLoggedInUser; now: number; impersonator?: UserRow },
) {
  const authorityIds = resolveScope(o.reach, o.selection).ids;
  await db.transaction(async (tx) => {
    if (!o.impersonator) {
      await tx
        .update(users)
        .set({
          selectedAccessLevel: o.selection.accessLevel,
          selectedAccessLevelCode: o.selection.accessLevelCode,
        })
        .where(eq(users.id, o.user.id));
    }
    await writeAudit(tx, {
      actionCode: 'USHS',
      isSuccess: true,
      actor: o.user,
      impersonator: o.impersonator,
      authorityIds: authorityIds.slice(0, 500),
      parentIds: o.selection.accessLevel === 'P' ? [o.selection.accessLevelCode] : [],
      body: { accessLevel: o.selection.accessLevel, accessLevelCode: o.selection.accessLevelCode },
      now: o.now,
    });
  });
  return o.selection;
}

/** GET permissions: the keys of the user's roles on the selected authorities, and the masthead flag. */
export async function permissionsFor(
  db: Db,
  reach: Reach,
  scope: TScopeQuery,
): Promise<TPermissionsResponse> {
  const authorityIds = resolveScope(reach, scope).ids;
  const roleIds = [...new Set(authorityIds.map((id) => reach.authorities.get(id)?.roleId ?? 0))].filter(
    (id) => id > 0,
  );
  const flags = new Set((await authoritiesById(db, [...authorityIds])).map((a) => a.restriction_ack_flag));
  const isAck = flags.has('N') ? 'N' : flags.size === 1 && flags.has('Y') ? 'Y' : null;
  return { masthead: { isAck }, permissions: await permissionKeys(db, roleIds) };
}
