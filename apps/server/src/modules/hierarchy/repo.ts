import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

export type AuthorityInfo = {
  authority_id: string;
  customer_name: string;
  authority_name: string;
  second_authority_name: string | null;
  card_offer_type: string;
  parent_id: string | null;
  restriction_ack_flag: 'Y' | 'N' | null;
};

const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export async function authoritiesById(db: Db, ids: string[]): Promise<AuthorityInfo[]> {
  if (ids.length === 0) return [];
  return queryRows<AuthorityInfo>(
    db,
    sql`select a.authority_id, c.customer_name, a.authority_name, a.second_authority_name, a.card_offer_type,
               a.parent_id, a.restriction_ack_flag
          from authorities a join customers c on c.customer_id = a.customer_id
         where a.authority_id in (${inList(ids)}) order by a.authority_id`,
  );
}

export async function parentNames(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ parent_id: string; parent_name: string }>(
    db,
    sql`select parent_id, parent_name from parents where parent_id in (${inList(ids)})`,
  );
  return new Map(rows.map((r) => [r.parent_id, r.parent_name]));
}

export async function groupNames(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ group_id: string; group_name: string }>(
    db,
    sql`select group_id, group_name from groups where group_id in (${inList(ids)})`,
  );
  return new Map(rows.map((r) => [r.group_id, r.group_name]));
}

export async function rolesById(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return queryRows<{ role_id: number; role_name: string; offer_type: string }>(
    db,
    sql`select role_id, role_name, offer_type from roles where role_id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )}) order by role_id`,
  );
}

export async function permissionKeys(db: Db, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await queryRows<{ permission_key: string }>(
    db,
    sql`select distinct permission_key from role_permissions
         where role_id in (${sql.join(
           roleIds.map((i) => sql`${i}`),
           sql`, `,
         )}) order by permission_key`,
  );
  return rows.map((r) => r.permission_key);
}

export async function operatorCountries(db: Db) {
  const rows = await queryRows<{ letter: string; country_code: string }>(
    db,
    sql`select letter, country_code from operators`,
  );
  return Object.fromEntries(rows.map((r) => [r.letter, r.country_code]));
}
