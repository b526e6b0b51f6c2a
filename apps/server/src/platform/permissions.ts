import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client';

/** The roles of `roleIds` whose permission set holds `permissionKey` (spec 000 §6). */
export async function rolesWithPermission(db: DbOrTx, roleIds: readonly number[], permissionKey: string) {
  if (roleIds.length === 0) return new Set<number>();
  const rows = await queryRows<{ role_id: number }>(
    db,
    sql`select role_id from role_permissions
         where permission_key = ${permissionKey}
           and role_id in (${sql.join(
             roleIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
  );
  return new Set(rows.map((r) => r.role_id));
}
