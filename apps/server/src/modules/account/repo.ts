import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { textArray } from '../audit/repo';

export async function roleNames(db: Db, roleIds: number[]) {
  if (roleIds.length === 0) return new Map<number, string>();
  const rows = await queryRows<{ role_id: number; role_name: string }>(
    db,
    sql`select role_id, role_name from roles where role_id in (${sql.join(
      roleIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.role_id, r.role_name]));
}

export async function namesOf(db: Db, groupIds: string[], parentIds: string[]) {
  const groups = await queryRows<{ id: string; name: string }>(
    db,
    sql`select group_id as id, group_name as name from groups where group_id = any(${textArray(groupIds)})`,
  );
  const parents = await queryRows<{ id: string; name: string }>(
    db,
    sql`select parent_id as id, parent_name as name from parents where parent_id = any(${textArray(parentIds)})`,
  );
  return {
    groups: new Map(groups.map((r) => [r.id, r.name])),
    parents: new Map(parents.map((r) => [r.id, r.name])),
  };
}

/** One page of the given authorities, by id, with their names. */
export async function authorityPage(db: Db, ids: string[], limit: number, offset: number) {
  return queryRows<{ authority_id: string; authority_name: string; customer_name: string }>(
    db,
    sql`select a.authority_id, a.authority_name, c.customer_name
          from authorities a join customers c on c.customer_id = a.customer_id
         where a.authority_id = any(${textArray(ids)})
         order by a.authority_id limit ${limit} offset ${offset}`,
  );
}
