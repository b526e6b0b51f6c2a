import {
  USER_AUDIT_CODES,
  USERS_MESSAGE_KEYS,
  type ZCreateUserBody,
  type ZEditUserBody,
  type ZUserBasicDetails,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError, forbidden } from '../../platform/errors';
import type { RequestUser } from '../../platform/request-user';
import { checkGrants, deleteGrants, type GrantSet, insertGrants, type Level, updateGrant } from './grants';
import { type MailDeps, sendInvitation } from './invitations';
import { emailExists, grantsInScope, hasAnyGrant, type ManageScope } from './repo';
import { conflictOnEmail, manageScope, scopedUser } from './service';

const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);
const contact = (d: z.output<typeof ZUserBasicDetails>) => ({
  firstName: d.firstName,
  lastName: d.lastName,
  jobTitle: blankToNull(d.jobTitle),
  mobileNumberIsdCode: d.mobileNumber ? d.mobileNumberIsdCode : d.mobileNumber === '' ? null : undefined,
  mobileNumber: blankToNull(d.mobileNumber),
  landlineNumberIsdCode: d.landlineNumber
    ? d.landlineNumberIsdCode
    : d.landlineNumber === ''
      ? null
      : undefined,
  landlineNumber: blankToNull(d.landlineNumber),
});

const ownAccess = () => forbidden(USERS_MESSAGE_KEYS.ownAccess);

/** PUT /api/users/users: creates an Invited user with the chosen access and sends the invitation (NUSR). */
export async function createUser(
  deps: MailDeps,
  o: { caller: RequestUser; body: z.output<typeof ZCreateUserBody>; now: number },
) {
  const scope = await manageScope(deps.db, o.caller.reach);
  const grants: GrantSet = {
    A: o.body.Authority.map((g) => ({ code: g.authorityId, roleId: g.roleId })),
    P: o.body.parent.map((g) => ({ code: g.parentId, roleId: g.roleId })),
    G: o.body.group.map((g) => ({ code: g.groupId, roleId: g.roleId })),
  };
  await checkGrants(deps.db, scope, grants);
  const details = o.body.user;
  if (await emailExists(deps.db, details.email)) throw conflictOnEmail();
  const admin = o.caller.user;
  const uId = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const now = new Date(o.now);
    const [created] = await tx
      .insert(users)
      .values({
        ...contact(details),
        email: details.email,
        status: 'Invited',
        brandCode: admin.brandCode,
        languageCode: details.languageCode?.slice(0, 2) ?? admin.languageCode,
        inviteEmail: details.email,
        invitationSentAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new AppError('INTERNAL');
    for (const level of ['A', 'P', 'G'] as const)
      await insertGrants(tx, created.id, level, grants[level], admin.id, o.now);
    await sendInvitation(tx, deps, { user: created, email: details.email, now: o.now, sentBy: admin.id });
    await writeAudit(tx, {
      actionCode: USER_AUDIT_CODES.invite,
      isSuccess: true,
      actor: admin,
      impersonator: o.caller.impersonator,
      authorityIds: grants.A.map((g) => g.code),
      parentIds: grants.P.map((g) => g.code),
      body: {
        uId: created.id,
        email: details.email,
        authorities: grants.A,
        parents: grants.P,
        groups: grants.G,
      },
      now: o.now,
    });
    return created.id;
  });
  return { success: true as const, uId, email: details.email };
}

type Change = { added: GrantSet; edited: GrantSet; removed: Record<Level, string[]> };

/** The client classifies (spec 000 §4); the server holds it to the stored grants. */
function checkClassification(current: Awaited<ReturnType<typeof grantsInScope>>, change: Change) {
  const held: Record<Level, Map<string, number>> = {
    A: current.authorities,
    P: current.parents,
    G: current.groups,
  };
  for (const level of ['A', 'P', 'G'] as const) {
    for (const g of change.added[level])
      if (held[level].has(g.code))
        throw new AppError('CONFLICT', USERS_MESSAGE_KEYS.accessEntryExists, `${g.code} is already granted`);
    for (const code of [...change.edited[level].map((g) => g.code), ...change.removed[level]])
      if (!held[level].has(code))
        throw new AppError('VALIDATION', USERS_MESSAGE_KEYS.accessEntryUnknown, `${code} is not granted`);
  }
}

/** POST {userId}: details (audit EUSR) and the added, updated and deleted access entries (audit AUSR). */
export async function editUser(
  db: Db,
  o: { caller: RequestUser; userId: number; body: z.output<typeof ZEditUserBody>; now: number },
) {
  const scope = await manageScope(db, o.caller.reach);
  const target = await scopedUser(db, scope, o.userId, o.now);
  const b = o.body;
  if (b.uId !== undefined && b.uId !== o.userId)
    throw new AppError('VALIDATION', 'uid_mismatch', 'uId differs from the path');
  const change: Change = {
    added: {
      A: b.authoritiesAdded.map((g) => ({ code: g.authorityId, roleId: g.roleId })),
      P: b.parentAdded.map((g) => ({ code: g.parentId, roleId: g.roleId })),
      G: b.groupAdded.map((g) => ({ code: g.groupId, roleId: g.roleId })),
    },
    edited: {
      A: b.authoritiesEdited.map((g) => ({ code: g.authorityId, roleId: g.roleId })),
      P: b.parentEdited.map((g) => ({ code: g.parentId, roleId: g.roleId })),
      G: b.groupEdited.map((g) => ({ code: g.groupId, roleId: g.roleId })),
    },
    removed: {
      A: b.authoritiesRemoved.map((g) => g.authorityId),
      P: b.parentRemoved.map((g) => g.parentId),
      G: b.groupRemoved.map((g) => g.groupId),
    },
  };
  const isAccessChange = (['A', 'P', 'G'] as const).some(
    (l) => change.added[l].length + change.edited[l].length + change.removed[l].length > 0,
  );
  if (isAccessChange) {
    if (o.userId === o.caller.user.id) throw ownAccess();
    // Every entry, removed ones too, must lie inside the administrator's scope.
    const removedAsGrants: GrantSet = {
      A: change.removed.A.map((code) => ({ code, roleId: 0 })),
      P: change.removed.P.map((code) => ({ code, roleId: 0 })),
      G: change.removed.G.map((code) => ({ code, roleId: 0 })),
    };
    const inScope = new Set([
      ...scope.authorityIds.map((i) => `A${i}`),
      ...scope.parentIds.map((i) => `P${i}`),
      ...scope.groupIds.map((i) => `G${i}`),
    ]);
    for (const level of ['A', 'P', 'G'] as const)
      for (const g of removedAsGrants[level])
        if (!inScope.has(`${level}${g.code}`)) throw forbidden('scope_not_allowed');
    await checkGrants(db, scope, {
      A: [...change.added.A, ...change.edited.A],
      P: [...change.added.P, ...change.edited.P],
      G: [...change.added.G, ...change.edited.G],
    });
    checkClassification(await grantsInScope(db, o.userId, scope), change);
  }
  const details = b.user?.basicDetails;
  const name = details
    ? `${details.firstName} ${details.lastName}`
    : `${target.first_name} ${target.last_name}`;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const audit = { actor: o.caller.user, impersonator: o.caller.impersonator, now: o.now, isSuccess: true };
    if (details) {
      await tx
        .update(users)
        .set({ ...contact(details), updatedAt: new Date(o.now) })
        .where(eq(users.id, o.userId));
      await writeAudit(tx, {
        ...audit,
        actionCode: USER_AUDIT_CODES.editDetails,
        body: { uId: o.userId, ...contact(details) },
      });
    }
    if (isAccessChange) {
      for (const level of ['A', 'P', 'G'] as const) {
        await deleteGrants(tx, o.userId, level, change.removed[level]);
        for (const g of change.edited[level])
          await updateGrant(tx, o.userId, level, g, o.caller.user.id, o.now);
        await insertGrants(tx, o.userId, level, change.added[level], o.caller.user.id, o.now);
      }
      await writeAudit(tx, {
        ...audit,
        actionCode: USER_AUDIT_CODES.editAccess,
        authorityIds: [
          ...new Set([...change.added.A, ...change.edited.A].map((g) => g.code).concat(change.removed.A)),
        ],
        parentIds: [
          ...new Set([...change.added.P, ...change.edited.P].map((g) => g.code).concat(change.removed.P)),
        ],
        body: { uId: o.userId, added: change.added, updated: change.edited, deleted: change.removed },
      });
    }
  });
  return { success: true as const, name };
}

/**
 * POST {userId}/removeaccess (spec 000 §4 revoke): removes every grant inside the administrator's scope,
 * ends the users' sessions, and marks a user left without any access Inactive (audit RUSR each).
 */
export async function removeAccess(
  db: Db,
  o: { caller: RequestUser; userId: number; uIdBlock: number[]; now: number },
) {
  if (!o.uIdBlock.includes(o.userId))
    throw new AppError('VALIDATION', 'uid_mismatch', 'uIdBlock must hold the user of the path');
  const scope: ManageScope = await manageScope(db, o.caller.reach);
  const ids = [...new Set(o.uIdBlock)];
  if (ids.includes(o.caller.user.id)) throw ownAccess();
  for (const id of ids) await scopedUser(db, scope, id, o.now);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const id of ids) {
      const held = await grantsInScope(tx, id, scope);
      await deleteGrants(tx, id, 'A', [...held.authorities.keys()]);
      await deleteGrants(tx, id, 'P', [...held.parents.keys()]);
      await deleteGrants(tx, id, 'G', [...held.groups.keys()]);
      const isLeftWithout = !(await hasAnyGrant(tx, id));
      if (isLeftWithout)
        await tx
          .update(users)
          .set({ status: 'Inactive', updatedAt: new Date(o.now) })
          .where(eq(users.id, id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await writeAudit(tx, {
        actionCode: USER_AUDIT_CODES.revoke,
        isSuccess: true,
        actor: o.caller.user,
        impersonator: o.caller.impersonator,
        authorityIds: [...held.authorities.keys()],
        parentIds: [...held.parents.keys()],
        body: {
          uId: id,
          authorities: [...held.authorities.keys()],
          parents: [...held.parents.keys()],
          groups: [...held.groups.keys()],
          isDeactivated: isLeftWithout,
        },
        now: o.now,
      });
    }
  });
  return { success: true as const, uIdBlock: ids };
}
