import type { ADMIN_USER_SORT_COLUMNS, TAdminUsersQuery } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { columnMap, orderBy, pageWindow } from '../../platform/paging';

export type AdminUserDbRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  mobile_number: string | null;
  mobile_number_isd_code: string | null;
  status: string;
  user_unique_id: string | null;
  last_login_at: Date | string | null;
  access_expires_at: Date | string | null;
  invite_email: string | null;
  invitation_sent_at: Date | string | null;
  activation_at: Date | string | null;
  is_admin: boolean;
  one_fleet_migrated_status: number;
  groups_count: number;
  parents_count: number;
  authorities_count: number;
  access_description: string | null;
};

/** LIKE pattern characters in a search term match only themselves. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Spec 000 §5 admin search. By authority id: users who reach an authority whose id starts with the
 * term, directly, through a parent or through a group. Otherwise: name, email or invite email
 * containing the term. Every user of the platform is searched (admins only reach this).
 */
function searchFilter(term: string, byAuthorityId: boolean): SQL {
  if (byAuthorityId) {
    const prefix = `${escapeLike(term.trim().toUpperCase())}%`;
    return sql`u.id in (
      select uaa.user_id from user_authority_access uaa where uaa.authority_id like ${prefix}
      union select upa.user_id from user_parent_access upa
        join authorities a on a.parent_id = upa.parent_id where a.authority_id like ${prefix}
      union select uga.user_id from user_group_access uga
        join group_authorities ga on ga.group_id = uga.group_id where ga.authority_id like ${prefix}
      union select uga.user_id from user_group_access uga
        join group_parents gp on gp.group_id = uga.group_id
        join authorities a on a.parent_id = gp.parent_id where a.authority_id like ${prefix})`;
  }
  const pattern = `%${escapeLike(term.trim().toLowerCase())}%`;
  return sql`(lower(u.first_name || ' ' || u.last_name) like ${pattern}
      or lower(u.email) like ${pattern} or lower(coalesce(u.invite_email, '')) like ${pattern})`;
}

const SORT_COLUMNS: Readonly<Record<(typeof ADMIN_USER_SORT_COLUMNS)[number], SQL>> = columnMap({
  name: sql`lower(u.first_name || ' ' || u.last_name)`,
  email: sql`lower(u.email)`,
  status: sql`u.status::text`,
  lastLogin: sql`u.last_login_at`,
});

/** One page of matching users with their grant counts, and the total; paged and sorted in SQL. */
export async function searchUsers(db: Db, query: TAdminUsersQuery, byAuthorityId: boolean) {
  const where = searchFilter(query.search, byAuthorityId);
  const order = orderBy(query, SORT_COLUMNS, { column: 'name', order: 'asc' }, sql`u.id`);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    queryRows<AdminUserDbRow>(
      db,
      sql`select u.id, u.email, u.first_name, u.last_name, u.mobile_number, u.mobile_number_isd_code,
                 u.status::text as status, u.user_unique_id, u.last_login_at, u.access_expires_at,
                 u.invite_email, u.invitation_sent_at, u.activation_at, u.is_admin,
                 u.one_fleet_migrated_status,
                 (select count(*)::int from user_group_access g where g.user_id = u.id) as groups_count,
                 (select count(*)::int from user_parent_access p where p.user_id = u.id) as parents_count,
                 (select count(*)::int from user_authority_access a where a.user_id = u.id) as authorities_count,
                 left(coalesce(
                   (select string_agg(gr.group_name, ', ' order by gr.group_name) from user_group_access g
                      join groups gr on gr.group_id = g.group_id where g.user_id = u.id),
                   (select string_agg(pa.parent_name, ', ' order by pa.parent_name) from user_parent_access p
                      join parents pa on pa.parent_id = p.parent_id where p.user_id = u.id),
                   (select string_agg(a.authority_id, ', ' order by a.authority_id) from user_authority_access a
                     where a.user_id = u.id)), 300) as access_description
            from users u
           where ${where}
           order by ${order}
           limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from users u where ${where}`),
  ]);
  return { rows, total: total[0]?.total ?? 0 };
}

export type UserGrants = {
  authorities: { authorityId: string; roleId: number }[];
  parents: { parentId: string; roleId: number }[];
  groups: { groupId: string; roleId: number }[];
};

/** A user's direct grants (what the raw view and the scenario facts count). */
export async function userGrants(db: Db, userId: number): Promise<UserGrants> {
  const rows = await queryRows<{ kind: 'A' | 'P' | 'G'; code: string; role_id: number }>(
    db,
    sql`select 'A' as kind, authority_id as code, role_id from user_authority_access where user_id = ${userId}
        union all select 'P', parent_id, role_id from user_parent_access where user_id = ${userId}
        union all select 'G', group_id, role_id from user_group_access where user_id = ${userId}
        order by 1, 2`,
  );
  const pick = (kind: 'A' | 'P' | 'G') => rows.filter((r) => r.kind === kind);
  return {
    authorities: pick('A').map((r) => ({ authorityId: r.code, roleId: r.role_id })),
    parents: pick('P').map((r) => ({ parentId: r.code, roleId: r.role_id })),
    groups: pick('G').map((r) => ({ groupId: r.code, roleId: r.role_id })),
  };
}

export type InviteDbRow = {
  email: string;
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
  source_system: string | null;
};

/** A user's invites, newest first, without their token hashes. */
export async function userInvites(db: Db, userId: number, limit = 20): Promise<InviteDbRow[]> {
  return queryRows<InviteDbRow>(
    db,
    sql`select email, created_at, expires_at, used_at, source_system from invites
         where user_id = ${userId} order by created_at desc, id desc limit ${limit}`,
  );
}

export async function liveSessionCount(db: Db, userId: number, now: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sessions where user_id = ${userId} and expires_at > ${new Date(now).toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}
