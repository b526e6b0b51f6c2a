// The catalogues of the restriction forms (spec 002 §7): products, countries, regions, sites and site
// type groups. They hold no tenant data, so they take no scope.
import { SITES_PAGE_MAX } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

export type ProductRecord = {
  category_id: number;
  category_name: string;
  product_id: number;
  product_name: string;
  product_service_type: 'F' | 'N';
};

export const productCatalogue = (db: DbOrTx) =>
  queryRows<ProductRecord>(
    db,
    sql`select c.category_id, c.category_name, p.product_id, p.product_name, p.product_service_type
          from product_categories c join products p on p.category_id = c.category_id
         order by c.category_id, p.product_id`,
  );

export const countryList = (db: DbOrTx) =>
  queryRows<{ country_id: number; country_name: string; country_code: string }>(
    db,
    sql`select country_id, country_name, trim(country_code) as country_code from countries order by country_name`,
  );

export type SiteRecord = {
  global_site_id: number | string;
  site_name: string;
  site_type_id: number;
  site_group_id: number;
  country_id: number;
  area_id: number;
  fep_ids: string[];
  address_line1: string;
  address_line2: string | null;
  address_line3: string | null;
  town: string;
  post_code: string;
};

const SITE_COLUMNS = sql`s.global_site_id, s.site_name, s.site_type_id, t.site_group_id, s.country_id, s.area_id,
  s.fep_ids, s.address_line1, s.address_line2, s.address_line3, s.town, s.post_code`;

/** Sites of a country, of one site type group and of some regions (none or 0: all), by name. */
export function sitesOf(db: DbOrTx, filter: { countryId: number; groupId?: number; areaIds: number[] }) {
  const group = filter.groupId ? sql` and t.site_group_id = ${filter.groupId}` : sql``;
  const areas = filter.areaIds.length
    ? sql` and s.area_id in (${sql.join(
        filter.areaIds.map((a) => sql`${a}`),
        sql`, `,
      )})`
    : sql``;
  return queryRows<SiteRecord>(
    db,
    sql`select ${SITE_COLUMNS} from sites s join site_types t on t.site_type_id = s.site_type_id
         where s.country_id = ${filter.countryId}${group}${areas}
         order by s.site_name, s.global_site_id limit ${SITES_PAGE_MAX}`,
  );
}

/** The regions of a country that hold sites of the group (distinctRegions). */
export function regionsOf(db: DbOrTx, filter: { countryId: number; groupId?: number }) {
  const group = filter.groupId ? sql` and t.site_group_id = ${filter.groupId}` : sql``;
  return queryRows<{ area_id: number; region_name: string }>(
    db,
    sql`select r.area_id, r.region_name from regions r
         where r.country_id = ${filter.countryId}
           and exists (select 1 from sites s join site_types t on t.site_type_id = s.site_type_id
                        where s.area_id = r.area_id${group})
         order by r.region_name`,
  );
}

export function siteGroups(db: DbOrTx, countryId: number) {
  const country = countryId ? sql` and s.country_id = ${countryId}` : sql``;
  return queryRows<{
    site_group_id: number;
    group_name: string;
    site_types: { siteTypeId: number; description: string }[];
    site_count: number;
  }>(
    db,
    sql`select g.site_group_id, g.group_name,
               (select coalesce(json_agg(json_build_object('siteTypeId', t.site_type_id, 'description', t.description)
                                 order by t.site_type_id), '[]'::json)
                  from site_types t where t.site_group_id = g.site_group_id) as site_types,
               (select count(*)::int from sites s join site_types t on t.site_type_id = s.site_type_id
                 where t.site_group_id = g.site_group_id${country}) as site_count
          from site_type_groups g order by g.site_group_id`,
  );
}

/** The sites a block names, by id (for the checks and for the read form's names). */
export function sitesById(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as SiteRecord[]);
  return queryRows<SiteRecord>(
    db,
    sql`select ${SITE_COLUMNS} from sites s join site_types t on t.site_type_id = s.site_type_id
         where s.global_site_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
}

/** Countries and regions by id, for the read form's names and the checks. */
export async function placesById(db: DbOrTx, countryIds: readonly number[], areaIds: readonly number[]) {
  const list = (ids: readonly number[]) =>
    ids.length
      ? sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  const [countries, regions] = await Promise.all([
    queryRows<{ country_id: number; country_name: string; country_code: string }>(
      db,
      sql`select country_id, country_name, country_code from countries where country_id in (${list(countryIds)})`,
    ),
    queryRows<{ area_id: number; country_id: number; region_name: string }>(
      db,
      sql`select area_id, country_id, region_name from regions where area_id in (${list(areaIds)})`,
    ),
  ]);
  return {
    countries: new Map(countries.map((c) => [c.country_id, c])),
    regions: new Map(regions.map((r) => [r.area_id, r])),
  };
}

export async function siteGroupIds(db: DbOrTx) {
  const rows = await queryRows<{ site_group_id: number }>(
    db,
    sql`select site_group_id from site_type_groups`,
  );
  return new Set(rows.map((r) => r.site_group_id));
}
