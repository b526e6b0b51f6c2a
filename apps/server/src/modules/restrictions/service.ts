// Reads of the restriction profiles (spec 002 §2.5, §2.6, §3.11, §7).
import {
  RESTRICTION_BLOCK_OF,
  RESTRICTION_KEYS,
  RESTRICTION_TYPES,
  type TProfileRow,
  type TRestrictionDetails,
  type TRestrictionType,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { AuthorityScope } from '../../platform/scope';
import { productsFromDb, sitesFromDb, spendingFromDb } from './blocks';
import { placesById, productCatalogue, sitesById } from './catalogue-repo';
import { baseProfileOptions, cardStats, type ProfileRecord, profileInScope, profilePage } from './repo';

const iso = (v: string | Date) => new Date(v).toISOString();

const HELD: Record<TRestrictionType, (p: ProfileRecord) => unknown> = {
  'spending-limits': (p) => p.spending_limit,
  'products-and-services': (p) => p.products_and_services,
  sites: (p) => p.site_locations,
  'day-and-time': (p) => p.day_time,
  odometer: (p) => p.odometer_and_distance,
};

export const toProfileRow = (p: ProfileRecord): TProfileRow => ({
  profileId: p.profile_id,
  profileName: p.profile_name,
  createdDate: iso(p.created_at),
  lastUpdatedDate: iso(p.updated_at),
  createdByUserName: p.created_by_user_name,
  lastUpdatedByUserName: p.updated_by_user_name,
  customerId: p.customer_id,
  parentId: p.parent_id,
  noOfCards: Number(p.no_of_cards),
  isReadOnly: p.is_read_only,
  authorityId: p.authority_id,
  serviceCode: p.service_code,
  baseProfileId: p.base_profile_id,
  isBaseProfile: p.is_base_profile,
  restrictionTypes: RESTRICTION_TYPES.filter((t) => HELD[t](p) !== null),
  currency: p.currency,
  distanceUnit: p.distance_unit,
});

export async function listProfiles(
  db: DbOrTx,
  scope: AuthorityScope,
  query: Parameters<typeof profilePage>[2],
) {
  const { rows, total } = await profilePage(db, scope, query);
  return { profiles: rows.map(toProfileRow), totalProfiles: total };
}

export async function listBaseProfiles(
  db: DbOrTx,
  scope: AuthorityScope,
  filter: { searchText?: string; serviceCode?: string },
) {
  const rows = await baseProfileOptions(db, scope, filter);
  return {
    baseProfiles: rows.map((r) => ({
      profileId: r.profile_id,
      profileName: r.profile_name,
      isBaseProfile: r.is_base_profile,
    })),
  };
}

/** The profile's five blocks in their read form (§3.11); another tenant's profile is not found. */
export async function restrictionDetails(
  db: DbOrTx,
  scope: AuthorityScope,
  profileId: number,
): Promise<{ restrictiondetails: TRestrictionDetails }> {
  const p = await profileInScope(db, scope, profileId);
  if (!p) throw notFound(RESTRICTION_KEYS.profileNotFound);
  const sites = p.site_locations;
  const [catalogue, places, siteRows] = await Promise.all([
    p.products_and_services ? productCatalogue(db) : Promise.resolve([]),
    placesById(
      db,
      sites?.sites.map((s) => s.countryId) ?? [],
      sites?.sites.map((s) => s.areaId).filter((a) => a > 0) ?? [],
    ),
    sitesById(db, sites?.sites.map((s) => s.site.globalSiteId).filter((id) => id > 0) ?? []),
  ]);
  const products = new Map(catalogue.map((r) => [r.product_id, r]));
  const siteMap = new Map(siteRows.map((s) => [Number(s.global_site_id), s]));
  return {
    restrictiondetails: {
      profile: toProfileRow(p),
      [RESTRICTION_BLOCK_OF['spending-limits']]: p.spending_limit && spendingFromDb(p.spending_limit),
      [RESTRICTION_BLOCK_OF['products-and-services']]:
        p.products_and_services && productsFromDb(p.products_and_services, products),
      [RESTRICTION_BLOCK_OF.sites]: sites && sitesFromDb(sites, places, siteMap),
      [RESTRICTION_BLOCK_OF['day-and-time']]: p.day_time,
      [RESTRICTION_BLOCK_OF.odometer]: p.odometer_and_distance,
      customerId: p.customer_id,
    } as TRestrictionDetails,
  };
}

export async function profileStats(db: DbOrTx, scope: AuthorityScope) {
  const s = await cardStats(db, scope);
  return {
    cardProfileStats: [
      {
        totalProfiles: s.profiles,
        totalCards: s.cards,
        cardsWithProfile: s.linked,
        cardsWithoutProfile: s.cards - s.linked,
      },
    ],
  };
}
