// The catalogue answers of the restriction forms (spec 002 §3.11, §7).
import { ALL_OPTION_ID, RESTRICTION_KEYS, type TProductCategory } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { countryList, productCatalogue, regionsOf, siteGroups, sitesOf } from './catalogue-repo';

/** Categories 100-800 with their products 10001-90001 (§9); the form needs the service code (§7). */
export async function productCategories(db: DbOrTx) {
  const categories = new Map<number, TProductCategory>();
  for (const row of await productCatalogue(db)) {
    let category = categories.get(row.category_id);
    if (!category) {
      category = { categoryId: row.category_id, categoryName: row.category_name, products: [] };
      categories.set(row.category_id, category);
    }
    category.products.push({
      productServiceId: row.product_id,
      productServiceName: row.product_name,
      productServiceType: row.product_service_type,
    });
  }
  return { categories: [...categories.values()] };
}

/** §7: the form asks with the authority's service code; a call without one is refused. */
export function productsFor(db: DbOrTx, serviceCode: string | undefined) {
  if (!serviceCode) throw badRequest(RESTRICTION_KEYS.serviceCodeRequired);
  return productCategories(db);
}

export async function countries(db: DbOrTx) {
  const rows = await countryList(db);
  return {
    countryList: rows.map((c) => ({
      countryId: c.country_id,
      countryName: c.country_name,
      countryCode: c.country_code,
    })),
  };
}

/** §2.7: a country's regions, and the sites of the chosen regions (All, id 0, is every region). */
export async function sitesAndRegions(
  db: DbOrTx,
  query: { siteTypeGroupIds?: number[]; countryId: number; areaIds?: number[] },
) {
  const groupId = query.siteTypeGroupIds?.[0] || undefined;
  const areaIds = (query.areaIds ?? []).filter((a) => a !== ALL_OPTION_ID);
  const [sites, regions] = await Promise.all([
    sitesOf(db, { countryId: query.countryId, groupId, areaIds }),
    regionsOf(db, { countryId: query.countryId, groupId }),
  ]);
  return {
    sites: sites.map((s) => ({
      siteName: s.site_name,
      globalSiteId: Number(s.global_site_id),
      siteTypeId: s.site_type_id,
      siteGroupId: s.site_group_id,
      fepIds: s.fep_ids,
      address: {
        addressLine1: s.address_line1,
        addressLine2: s.address_line2,
        addressLine3: s.address_line3,
        town: s.town,
        postCode: s.post_code,
      },
    })),
    distinctRegions: regions.map((r) => ({ areaId: r.area_id, region: r.region_name })),
  };
}

export async function siteGroupList(db: DbOrTx, countryId: number) {
  const rows = await siteGroups(db, countryId);
  return {
    siteGroups: rows.map((g) => ({
      siteGroupId: g.site_group_id,
      siteGroupName: g.group_name,
      siteTypes: g.site_types,
      siteCount: Number(g.site_count),
    })),
  };
}
