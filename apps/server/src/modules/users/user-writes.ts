import {
  PLATFORM_MESSAGE_KEYS,
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
import { findUserByEmail } from '../../identity/accounts';
import { AppError, forbidden } from '../../platform/errors';
import type { RequestUser } from '../../platform/request-user';
import { type AuditRecord, runWrite } from '../../platform/run-write';
import { retireLinks } from '../identity/invite-tokens';
import { checkGrants, deleteGrants, type GrantSet, insertGrants, type Level, updateGrant } from './grants';
import { type MailDeps, offerAccess, sendInvitation } from './invitations';
import { emailExistsInScope, grantsInScope, hasAnyGrant, type ManageScope } from './repo';
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
  const grants: GrantSet = {
    A: o.body.Authority.map((g) => ({ code: g.authorityId, roleId: g.roleId })),
    P: o.body.parent.map((g) => ({ code: g.parentId, roleId: g.roleId })),
    G: o.body.group.map((g) => ({ code: g.groupId, roleId: g.roleId })),
  };
  const details = o.body.user;
  const admin = o.caller.user;
  const access = { authorities: grants.A, parents: grants.P, groups: grants.G };
  const uId = await runWrite<number>(
    o.caller,
    {
      db: deps.db,
      now: o.now,
      attempt: {
        action: USER_AUDIT_CODES.invite,
        authorityIds: grants.A.map((g) => g.code),
        parentIds: grants.P.map((g) => g.code),
        body: { email: details.email, ...access },
      },
      audit: (id) => [
        {
          action: USER_AUDIT_CODES.invite,
          authorityIds: grants.A.map((g) => g.code),
          parentIds: grants.P.map((g) => g.code),
          body: { uId: id, email: details.email, ...access },
        },
      ],
    },
    async (tx) => {
      // The scope checks run inside, so a refused invitation leaves its failed-attempt row.
      const scope = await manageScope(tx, o.caller.reach);
      await checkGrants(tx, scope, grants);
      const existing = await findUserByEmail(tx, details.email);
      if (existing) {
        // A user the caller administers: the wizard's "email exists" (GET exists told them already).
        if (await emailExistsInScope(tx, scope, details.email)) throw conflictOnEmail();
        // Anyone else's: answered as a new address, resolved by invitation (issue 42 §3).
        return offerAccess(tx, deps, { user: existing, grants, admin, now: o.now });
      }
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
      return created.id;
    },
  );
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
  const b = o.body;
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
  const details = b.user?.basicDetails;
  const touched = (level: 'A' | 'P') => [
    ...new Set(
      [...change.added[level], ...change.edited[level]].map((g) => g.code).concat(change.removed[level]),
    ),
  ];
  const accessRow: AuditRecord = {
    action: USER_AUDIT_CODES.editAccess,
    authorityIds: touched('A'),
    parentIds: touched('P'),
    body: { uId: o.userId, added: change.added, updated: change.edited, deleted: change.removed },
  };
  const detailsRow = details
    ? { action: USER_AUDIT_CODES.editDetails, body: { uId: o.userId, ...contact(details) } }
    : undefined;
  const name = await runWrite(
    o.caller,
    {
      db,
      now: o.now,
      attempt: isAccessChange
        ? accessRow
        : (detailsRow ?? { ...accessRow, action: USER_AUDIT_CODES.editDetails }),
      // Nothing asked, nothing written: no row for an empty edit.
      audit: () => [...(detailsRow ? [detailsRow] : []), ...(isAccessChange ? [accessRow] : [])],
    },
    async (tx) => {
      const scope = await manageScope(tx, o.caller.reach);
      const target = await scopedUser(tx, scope, o.userId, o.now);
      if (b.uId !== undefined && b.uId !== o.userId)
        throw new AppError('VALIDATION', PLATFORM_MESSAGE_KEYS.uidMismatch, 'uId differs from the path');
      if (isAccessChange) await checkAccessChange(tx, { caller: o.caller, userId: o.userId, scope, change });
      if (details)
        await tx
          .update(users)
          .set({ ...contact(details), updatedAt: new Date(o.now) })
          .where(eq(users.id, o.userId));
      if (isAccessChange) {
        for (const level of ['A', 'P', 'G'] as const) {
          await deleteGrants(tx, o.userId, level, change.removed[level]);
          for (const g of change.edited[level])
            await updateGrant(tx, o.userId, level, g, o.caller.user.id, o.now);
          await insertGrants(tx, o.userId, level, change.added[level], o.caller.user.id, o.now);
        }
      }
      return details
        ? `${details.firstName} ${details.lastName}`
        : `${target.first_name} ${target.last_name}`;
    },
  );
  return { success: true as const, name };
}

/** An access change stays inside the administrator's scope, never on their own account, and matches the stored grants. */
async function checkAccessChange(
  db: Db,
  o: { caller: RequestUser; userId: number; scope: ManageScope; change: Change },
) {
  const { scope, change } = o;
  if (o.userId === o.caller.user.id) throw ownAccess();
  // Every entry, removed ones too, must lie inside the administrator's scope.
  const inScope = new Set([
    ...scope.authorityIds.map((i) => `A${i}`),
    ...scope.parentIds.map((i) => `P${i}`),
    ...scope.groupIds.map((i) => `G${i}`),
  ]);
  for (const level of ['A', 'P', 'G'] as const)
    for (const code of change.removed[level])
      if (!inScope.has(`${level}${code}`)) throw forbidden(PLATFORM_MESSAGE_KEYS.scopeNotAllowed);
  await checkGrants(db, scope, {
    A: [...change.added.A, ...change.edited.A],
    P: [...change.added.P, ...change.edited.P],
    G: [...change.added.G, ...change.edited.G],
  });
  checkClassification(await grantsInScope(db, o.userId, scope), change);
}

/**
 * POST {userId}/removeaccess (spec 000 §4 revoke): removes every grant inside the administrator's scope,
 * ends the users' sessions and open one-time links, and marks a user left without any access Inactive
 * (audit RUSR each).
 */
export async function removeAccess(
  db: Db,
  o: { caller: RequestUser; userId: number; uIdBlock: number[]; now: number },
) {
  if (!o.uIdBlock.includes(o.userId))
    throw new AppError(
      'VALIDATION',
      PLATFORM_MESSAGE_KEYS.uidMismatch,
      'uIdBlock must hold the user of the path',
    );
  const ids = [...new Set(o.uIdBlock)];
  type Revoked = { id: number; held: Awaited<ReturnType<typeof grantsInScope>>; isLeftWithout: boolean };
  await runWrite(
    o.caller,
    {
      db,
      now: o.now,
      attempt: { action: USER_AUDIT_CODES.revoke, body: { uIdBlock: ids } },
      audit: (revoked: Revoked[]) =>
        revoked.map(({ id, held, isLeftWithout }) => ({
          action: USER_AUDIT_CODES.revoke,
          authorityIds: [...held.authorities.keys()],
          parentIds: [...held.parents.keys()],
          body: {
            uId: id,
            authorities: [...held.authorities.keys()],
            parents: [...held.parents.keys()],
            groups: [...held.groups.keys()],
            isDeactivated: isLeftWithout,
          },
        })),
    },
    async (tx) => {
      const scope: ManageScope = await manageScope(tx, o.caller.reach);
      if (ids.includes(o.caller.user.id)) throw ownAccess();
      for (const id of ids) await scopedUser(tx, scope, id, o.now);
      const revoked: Revoked[] = [];
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
        // Issue 15: an open invitation or activation link must not make the user Active again.
        await retireLinks(tx, { userId: id, now: o.now });
        revoked.push({ id, held, isLeftWithout });
      }
      return revoked;
    },
  );
  return { success: true as const, uIdBlock: ids };
}
