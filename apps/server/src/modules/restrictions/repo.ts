// SQL of the restriction profiles (spec 002 §3.11): every read is filtered by an AuthorityScope.
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { inIdList } from '../../db/id-list';
import type {
  DayTimeBlock,
  OdometerBlock,
  ProductsBlock,
  SitesBlock,
  SpendingLimitBlock,
} from '../../db/schema/restrictions';
import { columnMap, orderBy, pageWindow } from '../../platform/paging';
import type { AuthorityScope } from '../../platform/scope';

export type ProfileRecord = {
  profile_id: number;
  profile_name: string;
  authority_id: string;
  customer_id: string;
  parent_id: string | null;
  service_code: string;
  is_read_only: boolean;
  base_profile_id: number | null;
  is_base_profile: boolean;
  currency: string;
  distance_unit: string;
  created_at: string | Date;
  updated_at: string | Date;
  created_by_user_name: string | null;
  updated_by_user_name: string | null;
  no_of_cards: number;
  spending_limit: SpendingLimitBlock | null;
  products_and_services: ProductsBlock | null;
  site_locations: SitesBlock | null;
  day_time: DayTimeBlock | null;
  odometer_and_distance: OdometerBlock | null;
};

const COLUMNS = sql`
  p.profile_id, p.profile_name, p.authority_id, p.customer_id, p.parent_id, p.service_code, p.is_read_only,
  p.base_profile_id, p.currency, p.distance_unit, p.created_at, p.updated_at, p.created_by_user_name,
  p.updated_by_user_name, p.spending_limit, p.products_and_services, p.site_locations, p.day_time,
  p.odometer_and_distance,
  exists (select 1 from base_profiles b where b.authority_id = p.authority_id and b.profile_id = p.profile_id)
    as is_base_profile,
  (select count(*)::int from cards c where c.profile_id = p.profile_id) as no_of_cards`;

const SORTS = columnMap<SQL>({
  profileName: sql`lower(p.profile_name)`,
  createdDate: sql`p.created_at`,
  lastUpdatedDate: sql`p.updated_at`,
  noOfCards: sql`no_of_cards`,
});

const filterOf = (scope: AuthorityScope, searchText?: string) => {
  const parts = [inIdList(sql`p.authority_id`, scope.ids)];
  if (searchText) parts.push(sql`p.profile_name ilike ${`%${searchText.replace(/[\\%_]/g, '\\$&')}%`}`);
  return sql.join(parts, sql` and `);
};

/** Spec 002 §9: profiles sort by profileName, descending by default. */
export async function profilePage(
  db: DbOrTx,
  scope: AuthorityScope,
  query: { page: number; pageSize: number; sortBy?: string; sortOrder?: 'asc' | 'desc'; searchText?: string },
) {
  const where = filterOf(scope, query.searchText);
  const order = orderBy(query, SORTS, { column: 'profileName', order: 'desc' }, sql`p.profile_id`);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    queryRows<ProfileRecord>(
      db,
      sql`select ${COLUMNS} from restriction_profiles p where ${where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from restriction_profiles p where ${where}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One profile inside the scope (another tenant's is not found); `forUpdate` locks it for a write. */
export async function profileInScope(
  db: DbOrTx,
  scope: AuthorityScope,
  profileId: number,
  forUpdate = false,
) {
  const lock = forUpdate ? sql` for update of p` : sql``;
  const [row] = await queryRows<ProfileRecord>(
    db,
    sql`select ${COLUMNS} from restriction_profiles p
         where p.profile_id = ${profileId} and ${inIdList(sql`p.authority_id`, scope.ids)}${lock}`,
  );
  return row;
}

export async function baseProfileOptions(
  db: DbOrTx,
  scope: AuthorityScope,
  filter: { searchText?: string; serviceCode?: string },
) {
  const service = filter.serviceCode ? sql` and p.service_code = ${filter.serviceCode}` : sql``;
  return queryRows<{ profile_id: number; profile_name: string; is_base_profile: boolean }>(
    db,
    sql`select p.profile_id, p.profile_name,
               exists (select 1 from base_profiles b where b.profile_id = p.profile_id) as is_base_profile
          from restriction_profiles p
         where ${filterOf(scope, filter.searchText)}${service}
         order by lower(p.profile_name), p.profile_id limit 100`,
  );
}

export async function profileNameTaken(db: DbOrTx, authorityId: string, name: string, exceptId?: number) {
  const except = exceptId ? sql` and profile_id <> ${exceptId}` : sql``;
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from restriction_profiles where authority_id = ${authorityId} and profile_name = ${name}${except}`,
  );
  return rows.length > 0;
}

/** The authority a profile is created for, with what the profile copies from it. */
export async function authorityForProfile(db: DbOrTx, authorityId: string) {
  const [row] = await queryRows<{
    authority_id: string;
    customer_id: string;
    parent_id: string | null;
    service_code: string;
    currency: string;
    distance_unit: string;
    restriction_ack_flag: string | null;
  }>(
    db,
    sql`select a.authority_id, a.customer_id, a.parent_id, a.service_code, a.currency, a.distance_unit, a.restriction_ack_flag
          from authorities a where a.authority_id = ${authorityId}`,
  );
  return row;
}

export async function cardStats(db: DbOrTx, scope: AuthorityScope) {
  const [row] = await queryRows<{ profiles: number; cards: number; linked: number }>(
    db,
    sql`select (select count(*)::int from restriction_profiles p where ${inIdList(sql`p.authority_id`, scope.ids)}) as profiles,
               count(*)::int as cards, count(c.profile_id)::int as linked
          from cards c where ${inIdList(sql`c.authority_id`, scope.ids)}`,
  );
  return { profiles: row?.profiles ?? 0, cards: row?.cards ?? 0, linked: row?.linked ?? 0 };
}
