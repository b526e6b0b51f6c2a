import type { TGroupRow } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { columnMap } from '../../platform/paging';
import { textArray } from '../audit/repo';

const SORT_COLUMNS: Readonly<Record<string, SQL>> = columnMap({
  name: sql`g.group_name`,
  email: sql`c.email`,
  mobileNumber: sql`c.mobile_number`,
  status: sql`c.status`,
  groupsCount: sql`c.groups_count`,
  parentsCount: sql`parents_count`,
  authoritiesCount: sql`authorities_count`,
  lastLogin: sql`c.last_login_at`,
});

type Row = {
  group_id: string;
  group_name: string;
  email: string | null;
  mobile_number_isd_code: string | null;
  mobile_number: string | null;
  status: string | null;
  groups_count: number | string | null;
  parents_count: number | string;
  authorities_count: number | string;
  last_login_at: Date | string | null;
};

export type GroupSearch = {
  groupIds: string[];
  search?: string;
  sorting: { column: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(s: GroupSearch): SQL {
  const parts = [sql`g.group_id = any(${textArray(s.groupIds)})`];
  if (s.search)
    parts.push(
      sql`(g.group_name ilike ${likePattern(s.search)} or g.group_id ilike ${likePattern(s.search)})`,
    );
  return sql.join(parts, sql` and `);
}

/**
 * One page of groups with their contact (the user first granted the group) and counts, sorted in SQL.
 */
export async function groupPage(db: Db, s: GroupSearch): Promise<{ rows: TGroupRow[]; total: number }> {
  const where = whereOf(s);
  const sorting = s.sorting.length ? s.sorting : [{ column: 'name', direction: 'asc' as const }];
  const order = sql.join(
    [
      ...sorting.map(
        (o) =>
          sql`${SORT_COLUMNS[o.column] ?? sql`g.group_name`} ${o.direction === 'desc' ? sql`desc` : sql`asc`} nulls last`,
      ),
      sql`g.group_id asc`,
    ],
    sql`, `,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select g.group_id, g.group_name, c.email, c.mobile_number_isd_code, c.mobile_number, c.status,
               c.groups_count, c.last_login_at,
               (select count(*) from group_parents gp where gp.group_id = g.group_id) as parents_count,
               (select count(*) from (
                  select ga.authority_id from group_authorities ga where ga.group_id = g.group_id
                  union
                  select a.authority_id from group_parents gp join authorities a on a.parent_id = gp.parent_id
                   where gp.group_id = g.group_id) x) as authorities_count
          from groups g
          left join lateral (
            select u.email, u.mobile_number_isd_code, u.mobile_number, u.status::text as status, u.last_login_at,
                   (select count(*) from user_group_access o where o.user_id = u.id) as groups_count
              from user_group_access uga join users u on u.id = uga.user_id
             where uga.group_id = g.group_id
             order by uga.granted_at asc, u.id asc
             limit 1) c on true
         where ${where}
         order by ${order}
         limit ${s.limit} offset ${s.offset}`,
  );
  const [count] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from groups g where ${where}`,
  );
  return {
    total: Number(count?.total ?? 0),
    rows: rows.map((r) => ({
      groupId: r.group_id,
      name: r.group_name,
      email: r.email,
      mobileNumberIsdCode: r.mobile_number_isd_code,
      mobileNumber: r.mobile_number,
      status: r.status,
      groupsCount: Number(r.groups_count ?? 0),
      parentsCount: Number(r.parents_count),
      authoritiesCount: Number(r.authorities_count),
      lastLogin: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
    })),
  };
}
