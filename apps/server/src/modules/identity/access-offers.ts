import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inviteGrants } from '../../db/schema';
import type { InviteRow } from './invite-tokens';

/** invites.source_system of an invitation that offers access to an account that already exists. */
export const ACCESS_OFFER = 'access_offer';

export type OfferedGrant = { level: 'A' | 'P' | 'G'; code: string; roleId: number };

/** Stores the access an invitation offers (granted only on acceptance, by `acceptOfferedAccess`). */
export async function storeOfferedAccess(
  tx: DbOrTx,
  o: { inviteId: number; grants: OfferedGrant[]; grantedBy: number },
) {
  if (o.grants.length === 0) return;
  await tx.insert(inviteGrants).values(
    o.grants.map((g) => ({
      inviteId: o.inviteId,
      level: g.level,
      code: g.code,
      roleId: g.roleId,
      grantedByUserId: o.grantedBy,
    })),
  );
}

const GRANT_TABLES = {
  A: sql`user_authority_access (user_id, authority_id, role_id, granted_at, granted_by_user_id)`,
  P: sql`user_parent_access (user_id, parent_id, role_id, granted_at, granted_by_user_id)`,
  G: sql`user_group_access (user_id, group_id, role_id, granted_at, granted_by_user_id)`,
} as const;

/**
 * Grants what the invitation offered to its user (issue 42 §3), in the caller's transaction; access
 * the user already holds stays as it is. Returns how many entries were offered.
 */
export async function acceptOfferedAccess(tx: DbOrTx, invite: InviteRow, now: number) {
  const offered = await tx.select().from(inviteGrants).where(eq(inviteGrants.inviteId, invite.id));
  for (const g of offered) {
    const table = GRANT_TABLES[g.level as OfferedGrant['level']];
    if (!table) continue;
    await tx.execute(sql`insert into ${table}
      values (${invite.userId}, ${g.code}, ${g.roleId}, ${new Date(now)}, ${g.grantedByUserId})
      on conflict do nothing`);
  }
  return offered.length;
}
