import { z } from 'zod';
import { DB_INT_MAX } from './common/validation';
import { ZScopeQuery } from './hierarchy';

/** The catalogues the restriction forms choose from (spec 002 §3.11, §7). */

const csvIds = z
  .union([z.array(z.string()), z.string().transform((v) => v.split(',').filter(Boolean))])
  .transform((v) => v.map(Number))
  .pipe(z.array(z.number().int().min(0).max(DB_INT_MAX)).max(50));

// --- GET /api/cards/cards/products ---
export const ZProductsQuery = ZScopeQuery.extend({ serviceCode: z.string().max(20).optional() });
export const ZProductCategory = z.object({
  categoryId: z.number().int(),
  /** Ours: the catalogue's English name; the page shows its content text by id. */
  categoryName: z.string(),
  products: z.array(
    z.object({
      productServiceId: z.number().int(),
      productServiceName: z.string(),
      productServiceType: z.enum(['F', 'N']),
    }),
  ),
});
export type TProductCategory = z.infer<typeof ZProductCategory>;
export const ZProductsResponse = z.object({ categories: z.array(ZProductCategory) });

// --- GET /api/users/countries ---
export const ZCountry = z.object({
  countryId: z.number().int(),
  countryName: z.string(),
  countryCode: z.string(),
});
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountriesResponse = z.object({ countryList: z.array(ZCountry) });

// --- GET /api/sites/sites ---
export const SITES_PAGE_MAX = 500;
export const ZRestrictionSitesQuery = z.object({
  /** Spec 002 §7: the first selected site type group. */
  siteTypeGroupIds: csvIds.optional(),
  countryId: z.coerce.number().int().min(1).max(DB_INT_MAX),
  /** Absent or 0 (All): every region of the country. */
  areaIds: csvIds.optional(),
});
export const ZSiteOption = z.object({
  siteName: z.string(),
  globalSiteId: z.number(),
  siteTypeId: z.number().int(),
  siteGroupId: z.number().int(),
  fepIds: z.array(z.string()),
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    addressLine3: z.string().nullable(),
    town: z.string(),
    postCode: z.string(),
  }),
});
export type TSiteOption = z.infer<typeof ZSiteOption>;
export const ZRegion = z.object({ areaId: z.number().int(), region: z.string() });
export type TRegion = z.infer<typeof ZRegion>;
export const ZRestrictionSitesResponse = z.object({
  sites: z.array(ZSiteOption),
  distinctRegions: z.array(ZRegion),
});

// --- GET /api/sites/sites/groups/:id (id: a country id, 0 for every country) ---
export const ZSiteGroupsParams = z.object({ id: z.coerce.number().int().min(0).max(DB_INT_MAX) });
export const ZSiteGroup = z.object({
  siteGroupId: z.number().int(),
  siteGroupName: z.string(),
  siteTypes: z.array(z.object({ siteTypeId: z.number().int(), description: z.string() })),
  siteCount: z.number().int(),
});
export type TSiteGroup = z.infer<typeof ZSiteGroup>;
export const ZSiteGroupsResponse = z.object({ siteGroups: z.array(ZSiteGroup) });
