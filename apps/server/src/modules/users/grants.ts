import { PLATFORM_MESSAGE_KEYS, USERS_MESSAGE_KEYS } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { userAuthorityAccess, userGroupAccess, userParentAccess } from '../../db/schema';
import { AppError, forbidden } from '../../platform/errors';
import { authorityInfo, grantableRoles, type ManageScope, offerTypesOf } from './repo';

export type Grant = { code: string; roleId: number };
export type GrantSet = { A: Grant[]; P: Grant[]; G: Grant[] };
export type Level = keyof GrantSet;

const invalidRole = (path: string) =>
  new AppError('VALIDATION', USERS_MESSAGE_KEYS.roleNotAllowed, 'The role cannot be granted there', [
    { path, messageKey: USERS_MESSAGE_KEYS.roleNotAllowed },
  ]);

/**
 * Every granted entry must lie inside the administrator's scope (403 otherwise) and carry a grantable
 * role of the entry's offer type (400 otherwise).
 */
export async function checkGrants(db: Db, scope: ManageScope, grants: GrantSet) {
  const inScope: Record<Level, Set<string>> = {
    A: new Set(scope.authorityIds),
    P: new Set(scope.parentIds),
    G: new Set(scope.groupIds),
  };
  for (const level of ['A', 'P', 'G'] as const)
    for (const g of grants[level])
      if (!inScope[level].has(g.code)) throw forbidden(PLATFORM_MESSAGE_KEYS.scopeNotAllowed);
  const roles = new Map((await grantableRoles(db)).map((r) => [r.role_id, r.offer_type]));
  const authorityOffer = new Map(
    (
      await authorityInfo(
        db,
        grants.A.map((g) => g.code),
      )
    ).map((a) => [a.authority_id, [a.card_offer_type]]),
  );
  const offers: Record<Level, Map<string, string[]>> = {
    A: authorityOffer,
    P: await offerTypesOf(
      db,
      'P',
      grants.P.map((g) => g.code),
    ),
    G: await offerTypesOf(
      db,
      'G',
      grants.G.map((g) => g.code),
    ),
  };
  for (const level of ['A', 'P', 'G'] as const) {
    for (const g of grants[level]) {
      const offerType = roles.get(g.roleId);
      const allowed = offers[level].get(g.code) ?? [];
      if (!offerType || (allowed.length > 0 && !allowed.includes(offerType)))
        throw invalidRole(`${level}.${g.code}`);
    }
  }
}

const TABLES = {
  A: { table: userAuthorityAccess, column: userAuthorityAccess.authorityId, key: 'authorityId' },
  P: { table: userParentAccess, column: userParentAccess.parentId, key: 'parentId' },
  G: { table: userGroupAccess, column: userGroupAccess.groupId, key: 'groupId' },
} as const;

export async function insertGrants(
  db: DbOrTx,
  userId: number,
  level: Level,
  grants: Grant[],
  by: number,
  now: number,
) {
  if (grants.length === 0) return;
  const t = TABLES[level];
  await db.insert(t.table).values(
    grants.map((g) => ({
      userId,
      roleId: g.roleId,
      [t.key]: g.code,
      grantedAt: new Date(now),
      grantedByUserId: by,
    })) as never,
  );
}

export async function updateGrant(
  db: DbOrTx,
  userId: number,
  level: Level,
  grant: Grant,
  by: number,
  now: number,
) {
  const t = TABLES[level];
  await db
    .update(t.table)
    .set({ roleId: grant.roleId, grantedAt: new Date(now), grantedByUserId: by })
    .where(and(eq(t.table.userId, userId), eq(t.column, grant.code)));
}

export async function deleteGrants(db: DbOrTx, userId: number, level: Level, codes: string[]) {
  if (codes.length === 0) return;
  const t = TABLES[level];
  await db.delete(t.table).where(and(eq(t.table.userId, userId), inArray(t.column, codes)));
}
