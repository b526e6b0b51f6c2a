import {
  PERMISSION_KEYS,
  PLATFORM_MESSAGE_KEYS,
  type TAccessibleUsersResponse,
  type TRolesResponse,
  type TUserDetails,
  USERS_MESSAGE_KEYS,
  type ZAccessibleUsersQuery,
  type ZRolesQuery,
  type ZUserAuthoritiesQuery,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { rolesWithPermission } from '../../platform/permissions';
import type { Reach } from '../../platform/reach';
import type { RequestUser } from '../../platform/request-user';
import { resolveScope } from '../../platform/scope';
import {
  authorityInfo,
  countScopedUsers,
  emailExistsInScope,
  findScopedUser,
  grantableRoles,
  listScopedUsers,
  type ManageScope,
  type UserListRow,
  userAuthorityEntries,
} from './repo';

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * The scope guard of user administration: the authorities, parents and groups of the caller's reach
 * on which their role carries the user-admin permission (spec 000 §6 Access Administration). A caller
 * without any (ordinary users, admins who are not impersonating) is refused.
 */
export async function manageScope(db: Db, reach: Reach): Promise<ManageScope> {
  const roleIds = [
    ...new Set(
      [...reach.authorities.values(), ...reach.parents.values(), ...reach.groups.values()].map(
        (g) => g.roleId,
      ),
    ),
  ];
  const managing = await rolesWithPermission(db, roleIds, PERMISSION_KEYS.manageUsers);
  const pick = <T extends { roleId: number }>(map: Map<string, T>) =>
    [...map.entries()]
      .filter(([, g]) => managing.has(g.roleId))
      .map(([id]) => id)
      .sort();
  const scope = {
    authorityIds: pick(reach.authorities),
    parentIds: pick(reach.parents),
    groupIds: pick(reach.groups),
  };
  if (scope.authorityIds.length + scope.parentIds.length + scope.groupIds.length === 0)
    throw forbidden(USERS_MESSAGE_KEYS.notAllowed);
  return scope;
}

const toRow = (r: Omit<UserListRow, 'total'>) => ({
  uId: r.id,
  name: `${r.first_name} ${r.last_name}`,
  email: r.email,
  mobileNumber: r.mobile_number,
  mobileNumberIsdCode: r.mobile_number_isd_code,
  status: r.status,
  groupsCount: r.groups_count,
  parentsCount: r.parents_count,
  authoritiesCount: r.authorities_count,
  lastLogin: iso(r.last_login_at),
  userUniqueId: r.user_unique_id,
  accessExpiryDateTime: iso(r.access_expires_at),
  ...(r.is_in_group === undefined ? {} : { isInGroup: r.is_in_group }),
});

/** GET accessibleusers (spec 000 §2 users list, §7). */
export async function listUsers(
  db: Db,
  o: { caller: RequestUser; query: z.output<typeof ZAccessibleUsersQuery>; now: number },
): Promise<TAccessibleUsersResponse> {
  const scope = await manageScope(db, o.caller.reach);
  // Membership is told only for a group the caller may grant (add users to a group).
  if (o.query.groupId && !scope.groupIds.includes(o.query.groupId))
    throw forbidden(PLATFORM_MESSAGE_KEYS.scopeNotAllowed);
  const rows = await listScopedUsers(db, scope, o.query, new Date(o.now));
  return { users: rows.map(toRow), totalRecords: rows[0]?.total ?? 0 };
}

export async function countUsers(db: Db, o: { caller: RequestUser; accessLevel?: 'A' | 'P' | 'G' }) {
  const scope = await manageScope(db, o.caller.reach);
  return { count: await countScopedUsers(db, scope, o.accessLevel) };
}

/** A user the caller administers; another tenant's user answers 404 like an unknown one. */
export async function scopedUser(db: Db, scope: ManageScope, userId: number, now: number) {
  const user = await findScopedUser(db, scope, userId, new Date(now));
  if (!user) throw notFound(USERS_MESSAGE_KEYS.userNotFound);
  return user;
}

/** GET {userId}/details (spec 000 §3 User details). */
export async function userDetails(
  db: Db,
  o: { caller: RequestUser; userId: number; now: number },
): Promise<TUserDetails> {
  const scope = await manageScope(db, o.caller.reach);
  const u = await scopedUser(db, scope, o.userId, o.now);
  return {
    uId: u.id,
    userName: u.user_name,
    firstName: u.first_name,
    lastName: u.last_name,
    jobTitle: u.job_title,
    email: u.email,
    mobileNumberIsdCode: u.mobile_number_isd_code,
    mobileNumber: u.mobile_number,
    landlineNumberIsdCode: u.landline_number_isd_code,
    landlineNumber: u.landline_number,
    status: u.status,
    lastLogin: iso(u.last_login_at),
    accessAreaCount: { groups: u.groups_count, parents: u.parents_count, authorities: u.authorities_count },
  };
}

/** GET {userId}/authorities: the user's access entries, or every grantable authority with IncludePermissions. */
export async function userAuthorities(
  db: Db,
  o: { caller: RequestUser; userId: number; query: z.output<typeof ZUserAuthoritiesQuery>; now: number },
) {
  const scope = await manageScope(db, o.caller.reach);
  await scopedUser(db, scope, o.userId, o.now);
  let ids = scope.authorityIds;
  if (o.query.parentId || o.query.groupIds?.length) {
    // Narrowing by a parent or group outside the reach is refused by the scope guard.
    const narrowed = new Set(
      resolveScope(o.caller.reach, {
        parentIds: o.query.parentId ? [o.query.parentId] : undefined,
        groupIds: o.query.groupIds,
      }).ids,
    );
    ids = ids.filter((id) => narrowed.has(id));
  }
  const rows = await userAuthorityEntries(db, {
    authorityIds: ids,
    userId: o.userId,
    isAll: o.query.IncludePermissions === true,
    roleId: o.query.permissionRole,
    page: o.query.page,
    pageSize: o.query.pageSize,
    sortBy: o.query.sortBy,
    sortOrder: o.query.sortOrder,
  });
  return {
    authorities: rows.map((r) => ({
      authorityId: r.authority_id,
      authorityName: r.authority_name,
      secondAuthorityName: r.second_authority_name,
      customerName: r.customer_name,
      cardOfferType: r.card_offer_type,
      defaultSelectedId: r.role_id,
    })),
    totalRecords: rows[0]?.total ?? 0,
  };
}

/** GET roles: the grantable authorities and, per authority, the roles of its offer type (spec 000 §6). */
export async function rolesFor(
  db: Db,
  o: { caller: RequestUser; query: z.output<typeof ZRolesQuery> },
): Promise<TRolesResponse> {
  const scope = await manageScope(db, o.caller.reach);
  let ids = scope.authorityIds;
  const code = o.query.accessLevelCode;
  if (code) {
    const level = o.caller.reach.groups.has(code) ? 'G' : o.caller.reach.parents.has(code) ? 'P' : 'A';
    const narrowed = new Set(resolveScope(o.caller.reach, { accessLevel: level, accessLevelCode: code }).ids);
    ids = ids.filter((id) => narrowed.has(id));
  }
  const removed = new Set(o.query.removedAuthorityIds ?? []);
  for (const p of o.query.removedParentIds ?? [])
    for (const id of o.caller.reach.parents.get(p)?.authorityIds ?? []) removed.add(id);
  for (const g of o.query.removedGroupIds ?? [])
    for (const id of o.caller.reach.groups.get(g)?.authorityIds ?? []) removed.add(id);
  ids = ids.filter((id) => !removed.has(id));
  const [authorities, roles] = await Promise.all([authorityInfo(db, ids), grantableRoles(db)]);
  return {
    authorities: authorities.map((a) => ({
      authorityId: a.authority_id,
      authorityName: a.authority_name,
      secondAuthorityName: a.second_authority_name,
      customerName: a.customer_name,
      cardOfferType: a.card_offer_type,
      roleIds: roles.filter((r) => r.offer_type === a.card_offer_type).map((r) => r.role_id),
    })),
    roleNames: roles.map((r) => ({ roleId: r.role_id, roleName: r.role_name, offerType: r.offer_type })),
  };
}

/**
 * GET exists: whether a user of the caller's own customers uses the address. Addresses stay unique
 * across tenants (the save still answers 409), but this check does not enumerate other tenants.
 */
export async function userExists(db: Db, o: { caller: RequestUser; email: string }) {
  return emailExistsInScope(db, await manageScope(db, o.caller.reach), o.email);
}

export const conflictOnEmail = () =>
  new AppError('CONFLICT', USERS_MESSAGE_KEYS.emailExists, 'A user with this email address already exists', [
    { path: 'body.user.email', messageKey: USERS_MESSAGE_KEYS.emailExists },
  ]);
