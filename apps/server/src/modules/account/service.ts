import type { TMyAccessResponse, ZAccountDetailsUpdate, ZMyAccessQuery } from '@portal/contract';
import { ADMIN_KEYS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { RequestUser } from '../../platform/request-user';
import { authorityPage, namesOf, roleNames } from './repo';

type DetailsUpdate = z.output<typeof ZAccountDetailsUpdate>;
const FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'mobileNumberIsdCode',
  'mobileNumber',
  'landlineNumberIsdCode',
  'landlineNumber',
] as const;

/** The stored value of an optional field: an empty text clears it. */
const stored = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/**
 * PUT /api/users/users/details: the account page's details save (spec 000 §4, §5). An impersonating
 * admin has read-only access (spec 000 §6), so only the user saves their own details. The change and
 * its USUD audit row land in one transaction.
 */
export async function updateAccountDetails(
  db: Db,
  { user, reach, impersonator }: RequestUser,
  body: DetailsUpdate,
  now: number,
) {
  if (impersonator) throw new AppError('FORBIDDEN', ADMIN_KEYS.readOnly);
  const next = {
    firstName: body.firstName,
    lastName: body.lastName,
    jobTitle: stored(body.jobTitle),
    mobileNumberIsdCode: stored(body.mobileNumberIsdCode),
    mobileNumber: stored(body.mobileNumber),
    landlineNumberIsdCode: stored(body.landlineNumberIsdCode),
    landlineNumber: stored(body.landlineNumber),
  };
  const changed = FIELDS.filter((f) => next[f] !== undefined && next[f] !== user[f]);
  const updated = await db.transaction(async (tx) => {
    const t = tx;
    const [row] = await t
      .update(users)
      .set({ ...next, updatedAt: new Date(now) })
      .where(eq(users.id, user.id))
      .returning();
    await writeAudit(t, {
      actionCode: 'USUD',
      isSuccess: true,
      actor: user,
      authorityIds: [...reach.authorities.keys()].sort().slice(0, 500),
      parentIds: [...reach.parents.keys()].sort().slice(0, 500),
      // Which fields changed, not their values: the log is read by others of the customer.
      body: { uId: user.id, changed },
      now,
    });
    return row ?? user;
  });
  return {
    firstName: updated.firstName,
    lastName: updated.lastName,
    jobTitle: updated.jobTitle,
    mobileNumberIsdCode: updated.mobileNumberIsdCode,
    mobileNumber: updated.mobileNumber,
    landlineNumberIsdCode: updated.landlineNumberIsdCode,
    landlineNumber: updated.landlineNumber,
  };
}

/** GET /api/users/users/access: the groups, parents and (a page of) authorities the user reaches, with roles. */
export async function myAccess(
  db: Db,
  { reach }: RequestUser,
  query: z.output<typeof ZMyAccessQuery>,
): Promise<TMyAccessResponse> {
  const roleIds = [
    ...new Set(
      [...reach.authorities.values(), ...reach.parents.values(), ...reach.groups.values()].map(
        (r) => r.roleId,
      ),
    ),
  ];
  const roles = await roleNames(db, roleIds);
  const roleName = (id: number) => roles.get(id) ?? '';
  const names = await namesOf(db, [...reach.groups.keys()], [...reach.parents.keys()]);
  const authorityIds = [...reach.authorities.keys()];
  const page = await authorityPage(db, authorityIds, query.pageSize, (query.page - 1) * query.pageSize);
  return {
    groups: [...reach.groups.entries()]
      .map(([groupId, g]) => ({
        groupId,
        groupName: names.groups.get(groupId) ?? groupId,
        roleId: g.roleId,
        roleName: roleName(g.roleId),
      }))
      .sort((a, b) => a.groupName.localeCompare(b.groupName)),
    parents: [...reach.parents.entries()]
      .map(([parentId, p]) => ({
        parentId,
        parentName: names.parents.get(parentId) ?? parentId,
        roleId: p.roleId,
        roleName: roleName(p.roleId),
      }))
      .sort((a, b) => a.parentName.localeCompare(b.parentName)),
    authorities: page.map((a) => {
      const roleId = reach.authorities.get(a.authority_id)?.roleId ?? 0;
      return {
        authorityId: a.authority_id,
        authorityName: a.authority_name,
        customerName: a.customer_name,
        roleId,
        roleName: roleName(roleId),
      };
    }),
    totalAuthorities: authorityIds.length,
  };
}
