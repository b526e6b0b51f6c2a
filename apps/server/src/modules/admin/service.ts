import {
  ADMIN_KEYS,
  IMPERSONATION_AUDIT_CODES,
  isAuthorityIdTerm,
  selectScenario,
  type TAdminRawUser,
  type TAdminUserRow,
  type TAdminUsersQuery,
  type TAdminUsersResponse,
  type TImpersonationResponse,
  type TScenarioFacts,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { findUserById, findUserBySubject, type UserRow } from '../../identity/accounts';
import { writeAudit } from '../../platform/audit';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { loadReach } from '../../platform/reach';
import { canImpersonate, toImpersonatedUser } from '../../platform/request-user';
import { setImpersonatedUser } from '../../platform/sessions';
import { type AdminUserDbRow, liveSessionCount, searchUsers, userGrants, userInvites } from './repo';

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

const toRow = (r: AdminUserDbRow): TAdminUserRow => ({
  key: String(r.id),
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
  inviteEmail: r.invite_email,
  invitationSentDateTime: iso(r.invitation_sent_at),
  activationDateTime: iso(r.activation_at),
  groupselection_description: r.access_description ?? '',
  isAdmin: r.is_admin,
  oneFleetMigratedStatus: r.one_fleet_migrated_status,
});

/** Spec 000 §5 admin search: authority-id form searches by authority id, anything else by name and email. */
export async function findUsers(db: Db, query: TAdminUsersQuery): Promise<TAdminUsersResponse> {
  const byAuthorityId = isAuthorityIdTerm(query.search);
  const { rows, total } = await searchUsers(db, query, byAuthorityId);
  return {
    users: rows.map(toRow),
    totalRecords: total,
    searchBy: byAuthorityId ? 'authorityId' : 'nameEmail',
  };
}

async function userOr404(db: Db, uId: number) {
  const user = await findUserById(db, uId);
  if (!user) throw notFound(ADMIN_KEYS.userNotFound);
  return user;
}

/** Spec 000 §2 "view raw user data": the stored record minus its secrets. */
export async function rawUser(db: Db, uId: number, now: number): Promise<TAdminRawUser> {
  const { passwordHash: _secret, ...record } = await userOr404(db, uId);
  const user = Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
  const [access, invites, activeSessions] = await Promise.all([
    userGrants(db, uId),
    userInvites(db, uId),
    liveSessionCount(db, uId, now),
  ]);
  return {
    user,
    access,
    invites: invites.map((i) => ({
      email: i.email,
      createdAt: iso(i.created_at) ?? '',
      expiresAt: iso(i.expires_at) ?? '',
      usedAt: iso(i.used_at),
      sourceSystem: i.source_system,
    })),
    activeSessions,
  };
}

/** Spec 000 §4 Admin scenario selection: the facts of one user and the condition they meet. */
export async function scenarioFacts(db: Db, uId: number, now: number): Promise<TScenarioFacts> {
  const user = await userOr404(db, uId);
  const [grants, invites, reach] = await Promise.all([
    userGrants(db, uId),
    userInvites(db, uId, 1),
    loadReach(db, uId),
  ]);
  const invite = invites[0];
  return {
    uId: user.id,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    status: user.status,
    userUniqueId: user.userUniqueId,
    isAdmin: user.isAdmin,
    inviteEmail: user.inviteEmail,
    invitationSentDateTime: iso(user.invitationSentAt ?? invite?.created_at),
    inviteExpiryDateTime: iso(invite?.expires_at),
    isInviteExpired: invite ? new Date(invite.expires_at).getTime() <= now : false,
    isInviteUsed: Boolean(invite?.used_at),
    activationDateTime: iso(user.activationAt),
    lastLogin: iso(user.lastLoginAt),
    accessExpiryDateTime: iso(user.accessExpiresAt),
    oneFleetMigratedStatus: user.oneFleetMigratedStatus,
    isLocked: user.lockedUntil ? new Date(user.lockedUntil).getTime() > now : false,
    authoritiesCount: grants.authorities.length,
    parentsCount: grants.parents.length,
    groupsCount: grants.groups.length,
    reachableAuthoritiesCount: reach.authorities.size,
    scenario: selectScenario({ term: user.email, user }),
  };
}

/**
 * Spec 000 §6 impersonation by userUniqueId, Active users only, never another admin. The session
 * records the user; the audit row names both (the user as actor, the admin as impersonatingActor).
 */
export async function startImpersonation(
  db: Db,
  o: { admin: UserRow; sessionId: string; userUniqueId: string; now: number },
): Promise<TImpersonationResponse> {
  const target = await findUserBySubject(db, o.userUniqueId);
  if (!target) throw notFound(ADMIN_KEYS.userNotFound);
  if (target.isAdmin) throw forbidden(ADMIN_KEYS.adminTarget);
  if (!canImpersonate(o.admin, target)) throw new AppError('CONFLICT', ADMIN_KEYS.notActive);
  const reach = await loadReach(db, target.id);
  await db.transaction(async (tx) => {
    await setImpersonatedUser(tx, o.sessionId, target.id);
    await writeAudit(tx, {
      actionCode: IMPERSONATION_AUDIT_CODES.started,
      isSuccess: true,
      actor: target,
      impersonator: o.admin,
      authorityIds: [...reach.authorities.keys()].sort().slice(0, 500),
      parentIds: [...reach.parents.keys()].sort().slice(0, 500),
      body: { event: 'impersonation_started', userUniqueId: o.userUniqueId, adminEmail: o.admin.email },
      now: o.now,
    });
  });
  return { impersonatedUser: toImpersonatedUser(target) };
}

/** Ends the session's impersonation (a no-op when there is none); the admin's own session stays. */
export async function endImpersonation(
  db: Db,
  o: { adminId: number; sessionId: string; impersonatedUserId: number | null; now: number },
): Promise<TImpersonationResponse> {
  const admin = await findUserById(db, o.adminId);
  if (!admin?.isAdmin || admin.status !== 'Active') throw forbidden(ADMIN_KEYS.adminOnly);
  if (o.impersonatedUserId === null) return { impersonatedUser: null };
  const target = await findUserById(db, o.impersonatedUserId);
  await db.transaction(async (tx) => {
    await setImpersonatedUser(tx, o.sessionId, null);
    await writeAudit(tx, {
      actionCode: IMPERSONATION_AUDIT_CODES.ended,
      isSuccess: true,
      actor: target,
      actorEmail: target ? undefined : 'unknown',
      impersonator: admin,
      body: {
        event: 'impersonation_ended',
        userUniqueId: target?.userUniqueId ?? null,
        adminEmail: admin.email,
      },
      now: o.now,
    });
  });
  return { impersonatedUser: null };
}
