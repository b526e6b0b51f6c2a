import type { ZAccessibleUsersQuery } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { columnMap, orderBy, pageWindow } from '../../platform/paging';
import { ACTIVATION } from '../identity/invite-tokens';

/** What an administrator may manage: the grants of the scope guard that carry the user-admin permission. */
export type ManageScope = { authorityIds: string[]; parentIds: string[]; groupIds: string[] };

const inList = (ids: readonly (string | number)[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
/** `column in (…)`, false for an empty list. */
const isIn = (column: SQL, ids: readonly (string | number)[]) =>
  ids.length === 0 ? sql`false` : sql`${column} in (${inList(ids)})`;

/** Ids of the users holding a grant inside the scope (customer users only: no staff, no admins). */
const scopedUserIds = (scope: ManageScope) => sql`
  select user_id from user_authority_access where ${isIn(sql`authority_id`, scope.authorityIds)}
  union select user_id from user_parent_access where ${isIn(sql`parent_id`, scope.parentIds)}
  union select user_id from user_group_access where ${isIn(sql`group_id`, scope.groupIds)}`;

/** Invited turns into Link Expired once the latest invitation link has expired (spec 000 §4). */
const effectiveStatus = (now: Date) => sql`case when u.status = 'Invited' and coalesce((
    select max(i.expires_at) from invites i
     where i.user_id = u.id and i.used_at is null and (i.source_system is null or i.source_system <> ${ACTIVATION})
  ), 'epoch'::timestamptz) <= ${now.toISOString()}::timestamptz then 'Link Expired' else u.status::text end`;

const countsIn = (scope: ManageScope) => sql`
  (select count(*)::int from user_group_access x where x.user_id = u.id and ${isIn(sql`x.group_id`, scope.groupIds)}) as groups_count,
  (select count(*)::int from user_parent_access x where x.user_id = u.id and ${isIn(sql`x.parent_id`, scope.parentIds)}) as parents_count,
  (select count(*)::int from user_authority_access x where x.user_id = u.id and ${isIn(sql`x.authority_id`, scope.authorityIds)}) as authorities_count`;

export type UserListRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_name: string | null;
  job_title: string | null;
  mobile_number: string | null;
  mobile_number_isd_code: string | null;
  landline_number: string | null;
  landline_number_isd_code: string | null;
  status: string;
  groups_count: number;
  parents_count: number;
  authorities_count: number;
  last_login_at: string | null;
  user_unique_id: string | null;
  access_expires_at: string | null;
  /** Only when the list was asked with a group id. */
  is_in_group?: boolean;
  total: number;
};

const SORT_COLUMNS: Readonly<Record<string, SQL>> = columnMap({
  name: sql`lower(t.last_name || ' ' || t.first_name)`,
  email: sql`lower(t.email)`,
  status: sql`t.status`,
  lastLogin: sql`t.last_login_at`,
  groupsCount: sql`t.groups_count`,
  parentsCount: sql`t.parents_count`,
  authoritiesCount: sql`t.authorities_count`,
});

/** GET accessibleusers: one page of the users inside the scope, searched, filtered and sorted in SQL. */
export async function listScopedUsers(
  db: Db,
  scope: ManageScope,
  query: z.output<typeof ZAccessibleUsersQuery>,
  now: Date,
) {
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [sql`true`];
  if (query.searchBy) {
    const like = `%${query.searchBy.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`(t.first_name || ' ' || t.last_name ilike ${like} or t.email ilike ${like} or coalesce(t.user_name, '') ilike ${like})`,
    );
  }
  if (query.searchByAuthorityId) {
    const prefix = `${query.searchByAuthorityId.toUpperCase().replace(/[\\%_]/g, '')}%`;
    filters.push(sql`exists (select 1 from user_authority_access x where x.user_id = t.id
      and x.authority_id like ${prefix} and ${isIn(sql`x.authority_id`, scope.authorityIds)})`);
  }
  if (query.filterCriteria && query.filterCriteria !== 'All')
    filters.push(sql`t.status = ${query.filterCriteria}`);
  const order = orderBy(query, SORT_COLUMNS, { column: 'name', order: 'asc' }, sql`t.id`);
  const inGroup = query.groupId
    ? sql`, exists (select 1 from user_group_access x where x.user_id = u.id and x.group_id = ${query.groupId}) as is_in_group`
    : sql``;
  return queryRows<UserListRow>(
    db,
    sql`select t.*, count(*) over ()::int as total from (
          select u.id, u.first_name, u.last_name, u.email, u.user_name, u.job_title, u.mobile_number,
                 u.mobile_number_isd_code, u.landline_number, u.landline_number_isd_code,
                 ${effectiveStatus(now)} as status, ${countsIn(scope)},
                 u.last_login_at, u.user_unique_id, u.access_expires_at${inGroup}
            from users u
           where u.id in (${scopedUserIds(scope)}) and not u.is_internal and not u.is_admin
        ) t
        where ${sql.join(filters, sql` and `)}
        order by ${order} limit ${limit} offset ${offset}`,
  );
}

/** One user inside the scope, or undefined (another tenant's user looks the same as an unknown one). */
export async function findScopedUser(db: Db, scope: ManageScope, userId: number, now: Date) {
  const [row] = await queryRows<Omit<UserListRow, 'total'>>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, u.user_name, u.job_title, u.mobile_number,
               u.mobile_number_isd_code, u.landline_number, u.landline_number_isd_code,
               ${effectiveStatus(now)} as status, ${countsIn(scope)},
               u.last_login_at, u.user_unique_id, u.access_expires_at
          from users u
         where u.id = ${userId} and u.id in (${scopedUserIds(scope)}) and not u.is_internal and not u.is_admin`,
  );
  return row;
}

/** Users inside the scope holding a grant of one level (spec -1/count: accessLevel, isDirect). */
export async function countScopedUsers(db: Db, scope: ManageScope, level?: 'A' | 'P' | 'G') {
  const ids =
    level === 'A'
      ? sql`select user_id from user_authority_access where ${isIn(sql`authority_id`, scope.authorityIds)}`
      : level === 'P'
        ? sql`select user_id from user_parent_access where ${isIn(sql`parent_id`, scope.parentIds)}`
        : level === 'G'
          ? sql`select user_id from user_group_access where ${isIn(sql`group_id`, scope.groupIds)}`
          : scopedUserIds(scope);
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from users u where u.id in (${ids}) and not u.is_internal and not u.is_admin`,
  );
  return row?.count ?? 0;
}

export type AuthorityEntryRow = {
  authority_id: string;
  authority_name: string;
  second_authority_name: string | null;
  customer_name: string;
  card_offer_type: string;
  role_id: number | null;
  total: number;
};

const AUTHORITY_SORT: Readonly<Record<string, SQL>> = columnMap({
  authorityId: sql`a.authority_id`,
  authorityName: sql`lower(a.authority_name)`,
  customerName: sql`lower(c.customer_name)`,
});

/**
 * The authorities of the scope with the user's direct role on each; only those the user holds unless
 * `isAll` (the edit form lists every grantable authority).
 */
export async function userAuthorityEntries(
  db: Db,
  o: {
    authorityIds: string[];
    userId: number;
    isAll: boolean;
    roleId?: number;
    page: number;
    pageSize: number;
    sortBy?: string;
    sortOrder?: 'asc' | 'desc';
  },
) {
  const { limit, offset } = pageWindow(o);
  const order = orderBy(o, AUTHORITY_SORT, { column: 'authorityId', order: 'asc' }, sql`a.authority_id`);
  const held = o.isAll ? sql`true` : sql`g.role_id is not null`;
  const role = o.roleId ? sql`g.role_id = ${o.roleId}` : sql`true`;
  return queryRows<AuthorityEntryRow>(
    db,
    sql`select a.authority_id, a.authority_name, a.second_authority_name, c.customer_name, a.card_offer_type,
               g.role_id, count(*) over ()::int as total
          from authorities a join customers c on c.customer_id = a.customer_id
          left join user_authority_access g on g.authority_id = a.authority_id and g.user_id = ${o.userId}
         where ${isIn(sql`a.authority_id`, o.authorityIds)} and ${held} and ${role}
         order by ${order} limit ${limit} offset ${offset}`,
  );
}

export async function authorityInfo(db: Db, ids: string[]) {
  return queryRows<Omit<AuthorityEntryRow, 'role_id' | 'total'>>(
    db,
    sql`select a.authority_id, a.authority_name, a.second_authority_name, c.customer_name, a.card_offer_type
          from authorities a join customers c on c.customer_id = a.customer_id
         where ${isIn(sql`a.authority_id`, ids)} order by a.authority_id`,
  );
}

/** Roles an administrator may grant: every role except the environment's single-role ids. */
export async function grantableRoles(db: Db) {
  return queryRows<{ role_id: number; role_name: string; offer_type: string }>(
    db,
    sql`select role_id, role_name, offer_type from roles where not is_single_role order by role_id`,
  );
}

/** Offer types of parents and groups: the offer types of the authorities they hold. */
export async function offerTypesOf(db: Db, kind: 'P' | 'G', ids: string[]) {
  if (ids.length === 0) return new Map<string, string[]>();
  const rows = await queryRows<{ id: string; offer_types: string[] }>(
    db,
    kind === 'P'
      ? sql`select parent_id as id, array_agg(distinct card_offer_type) as offer_types from authorities
             where ${isIn(sql`parent_id`, ids)} group by parent_id`
      : sql`select x.group_id as id, array_agg(distinct a.card_offer_type) as offer_types from (
               select group_id, authority_id from group_authorities where ${isIn(sql`group_id`, ids)}
               union select gp.group_id, a.authority_id from group_parents gp join authorities a on a.parent_id = gp.parent_id
                where ${isIn(sql`gp.group_id`, ids)}) x join authorities a on a.authority_id = x.authority_id
             group by x.group_id`,
  );
  return new Map(rows.map((r) => [r.id, r.offer_types]));
}

/** The user's current grants of each level inside the scope. */
export async function grantsInScope(db: DbOrTx, userId: number, scope: ManageScope) {
  const rows = await queryRows<{ kind: 'A' | 'P' | 'G'; code: string; role_id: number }>(
    db,
    sql`select 'A' as kind, authority_id as code, role_id from user_authority_access
         where user_id = ${userId} and ${isIn(sql`authority_id`, scope.authorityIds)}
        union all select 'P', parent_id, role_id from user_parent_access
         where user_id = ${userId} and ${isIn(sql`parent_id`, scope.parentIds)}
        union all select 'G', group_id, role_id from user_group_access
         where user_id = ${userId} and ${isIn(sql`group_id`, scope.groupIds)}`,
  );
  const of = (kind: 'A' | 'P' | 'G') =>
    new Map(rows.filter((r) => r.kind === kind).map((r) => [r.code, r.role_id]));
  return { authorities: of('A'), parents: of('P'), groups: of('G') };
}

/** Whether the user still holds any grant at all (inside or outside the scope). */
export async function hasAnyGrant(db: DbOrTx, userId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from user_authority_access where user_id = ${userId})
             + (select count(*) from user_parent_access where user_id = ${userId})
             + (select count(*) from user_group_access where user_id = ${userId}))::int as n`,
  );
  return (row?.n ?? 0) > 0;
}

export async function emailExists(db: Db, email: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from users where lower(email) = ${email.trim().toLowerCase()} limit 1`,
  );
  return rows.length > 0;
}

/**
 * Whether a user the caller administers uses the address (GET exists). Another tenant's account is
 * not named: the answer must not tell which addresses exist elsewhere (issue 14 finding 10).
 */
export async function emailExistsInScope(db: Db, scope: ManageScope, email: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from users where lower(email) = ${email.trim().toLowerCase()}
          and id in (${scopedUserIds(scope)}) limit 1`,
  );
  return rows.length > 0;
}
