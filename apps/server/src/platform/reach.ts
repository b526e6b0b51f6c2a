import { isSingleRoleUser } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

/** Everything one user may see: authorities (with the role that reaches them), parents and groups. */
export type Reach = {
  authorities: Map<string, { roleId: number }>;
  parents: Map<string, { roleId: number; authorityIds: string[] }>;
  groups: Map<string, { roleId: number; parentIds: string[]; authorityIds: string[] }>;
};

type GrantRow = {
  kind: 'A' | 'P' | 'G';
  code: string;
  role_id: number;
  parent_ids: string[] | null;
  authority_ids: string[] | null;
};

/**
 * Loads a user's reach from their grants: direct authorities, parents (with their authorities) and
 * groups (with their parents' and their own authorities). One query, no customer data.
 */
export async function loadReach(db: Db, userId: number): Promise<Reach> {
  const rows = await queryRows<GrantRow>(
    db,
    sql`
      select 'A' as kind, authority_id as code, role_id, null::text[] as parent_ids, array[authority_id] as authority_ids
        from user_authority_access where user_id = ${userId}
      union all
      select 'P', upa.parent_id, upa.role_id, array[upa.parent_id],
             coalesce((select array_agg(a.authority_id order by a.authority_id) from authorities a where a.parent_id = upa.parent_id), '{}')
        from user_parent_access upa where upa.user_id = ${userId}
      union all
      select 'G', uga.group_id, uga.role_id,
             coalesce((select array_agg(gp.parent_id order by gp.parent_id) from group_parents gp where gp.group_id = uga.group_id), '{}'),
             coalesce((select array_agg(distinct x.authority_id) from (
                select ga.authority_id from group_authorities ga where ga.group_id = uga.group_id
                union select a.authority_id from group_parents gp join authorities a on a.parent_id = gp.parent_id
                 where gp.group_id = uga.group_id) x), '{}')
        from user_group_access uga where uga.user_id = ${userId}`,
  );
  const reach: Reach = { authorities: new Map(), parents: new Map(), groups: new Map() };
  const parentAuthorities = new Map<string, string[]>();
  for (const row of rows) {
    const authorityIds = row.authority_ids ?? [];
    if (row.kind === 'G')
      reach.groups.set(row.code, { roleId: row.role_id, parentIds: row.parent_ids ?? [], authorityIds });
    if (row.kind === 'P') reach.parents.set(row.code, { roleId: row.role_id, authorityIds });
    if (row.kind === 'P') parentAuthorities.set(row.code, authorityIds);
    for (const id of authorityIds) {
      // A direct grant's role wins over one inherited from a parent or group.
      if (row.kind === 'A' || !reach.authorities.has(id)) reach.authorities.set(id, { roleId: row.role_id });
    }
  }
  // Parents inside a granted group are reachable too, with the group's role.
  const groupParentIds = [...reach.groups.values()]
    .flatMap((g) => g.parentIds)
    .filter((p) => !reach.parents.has(p));
  if (groupParentIds.length > 0) {
    const extra = await queryRows<{ parent_id: string; authority_ids: string[] }>(
      db,
      sql`select parent_id, array_agg(authority_id order by authority_id) as authority_ids from authorities
          where parent_id in (${sql.join(
            groupParentIds.map((p) => sql`${p}`),
            sql`, `,
          )}) group by parent_id`,
    );
    for (const row of extra) {
      const group = [...reach.groups.values()].find((g) => g.parentIds.includes(row.parent_id));
      reach.parents.set(row.parent_id, { roleId: group?.roleId ?? 0, authorityIds: row.authority_ids });
    }
  }
  return reach;
}

/**
 * Spec 000 §6: a user whose only role is the single-role id also reaches the parents of their
 * authorities (only what they already reach inside each parent).
 */
export async function withSingleRoleParents(db: Db, reach: Reach, singleRoleId: number): Promise<Reach> {
  const roleIds = [...reach.authorities.values(), ...reach.parents.values(), ...reach.groups.values()].map(
    (g) => g.roleId,
  );
  if (!isSingleRoleUser(roleIds, singleRoleId) || reach.authorities.size === 0) return reach;
  const ids = [...reach.authorities.keys()];
  const rows = await queryRows<{ parent_id: string; authority_ids: string[] }>(
    db,
    sql`select parent_id, array_agg(authority_id order by authority_id) as authority_ids from authorities
        where parent_id is not null and authority_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by parent_id`,
  );
  const parents = new Map(reach.parents);
  for (const row of rows)
    if (!parents.has(row.parent_id))
      parents.set(row.parent_id, { roleId: singleRoleId, authorityIds: row.authority_ids });
  return { ...reach, parents };
}
