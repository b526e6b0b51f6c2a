import type { TAccountUser, TScopeQuery } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { RequestUser } from '../../platform/request-user';
import { permissionsFor } from './service';

/**
 * GET /api/users/users/details: the Account user of spec 000 §3 for the effective user (the
 * impersonated user while an admin impersonates: isAdmin and impersonatedUser then describe the
 * admin's session). userPermissions are those of the selected hierarchy entry.
 */
export async function accountDetails(
  db: Db,
  { user, reach, impersonator }: RequestUser,
  selection: TScopeQuery | undefined,
): Promise<TAccountUser> {
  const roleIds = [
    ...new Set(
      [...reach.authorities.values(), ...reach.parents.values(), ...reach.groups.values()].map(
        (r) => r.roleId,
      ),
    ),
  ];
  const roleNames =
    roleIds.length === 0
      ? []
      : await queryRows<{ role_name: string }>(
          db,
          sql`select role_name from roles where role_id in (${sql.join(
            roleIds.map((id) => sql`${id}`),
            sql`, `,
          )}) order by role_name`,
        );
  const permissions = selection ? (await permissionsFor(db, reach, selection)).permissions : [];
  return {
    uId: user.id,
    uniqueId: user.userUniqueId,
    userName: user.userName ?? user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`,
    jobTitle: user.jobTitle,
    email: user.email,
    mobileNumberIsdCode: user.mobileNumberIsdCode,
    mobileNumber: user.mobileNumber,
    landlineNumberIsdCode: user.landlineNumberIsdCode,
    landlineNumber: user.landlineNumber,
    status: user.status,
    lastLogin: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    role: roleNames.map((r) => r.role_name),
    brand: user.brandCode,
    preferences: { languageCode: user.languageCode, ...user.preferences },
    userPermissions: permissions,
    isAdmin: impersonator ? impersonator.isAdmin : user.isAdmin,
    impersonatedUser: impersonator
      ? {
          uId: user.id,
          uniqueId: user.userUniqueId,
          name: `${user.firstName} ${user.lastName}`,
          email: user.email,
        }
      : null,
    onefleetmigratedstatus: user.oneFleetMigratedStatus,
  };
}
