// The restriction blocks between the API (major units, spec names) and the database (minor units).
import type { TProductLimits, TProductsBlock, TSitesBlock, TSpendingLimitBlock } from '@portal/contract';
import type { ProductsBlock, SitesBlock, SpendingLimitBlock } from '../../db/schema/restrictions';
import type { ProductRecord, SiteRecord } from './catalogue-repo';

type Money = number | null | undefined;
/** Major units with up to 2 decimals to minor units, and back. */
export const toMinor = (v: Money) => (v === null || v === undefined ? null : Math.round(v * 100));
export const toMajor = (v: Money) => (v === null || v === undefined ? null : v / 100);

type Convert = (v: Money) => number | null;

function convertSpending(b: TSpendingLimitBlock | SpendingLimitBlock, money: Convert): SpendingLimitBlock {
  return {
    daily: { dailySpendLimit: money(b.daily.dailySpendLimit), dailyTxnLimit: b.daily.dailyTxnLimit },
    weekly: { weeklySpendLimit: money(b.weekly.weeklySpendLimit), weeklyTxnLimit: b.weekly.weeklyTxnLimit },
    monthly: {
      monthlySpendLimit: money(b.monthly.monthlySpendLimit),
      monthlyTxnLimit: b.monthly.monthlyTxnLimit,
    },
    rollingLimit: {
      rollingDaysCount: b.rollingLimit.rollingDaysCount,
      rollingDaysSpendLimit: money(b.rollingLimit.rollingDaysSpendLimit),
    },
    acceptSpendingLimitViolation: b.acceptSpendingLimitViolation,
    alertSpendingLimitViolation: b.alertSpendingLimitViolation,
  };
}
export const spendingToDb = (b: TSpendingLimitBlock) => convertSpending(b, toMinor);
export const spendingFromDb = (b: SpendingLimitBlock): TSpendingLimitBlock => convertSpending(b, toMajor);

type DbLimits = NonNullable<ProductsBlock['categories'][number]['categoryDetails']['categoryLimits']>;

function convertLimits(l: TProductLimits | DbLimits | null | undefined, money: Convert) {
  if (!l) return undefined;
  const out: DbLimits = {};
  if (l.daily)
    out.daily = { dailyMaxVolume: l.daily.dailyMaxVolume, dailyMaxValue: money(l.daily.dailyMaxValue) };
  if (l.monthly)
    out.monthly = {
      monthlyMaxVolume: l.monthly.monthlyMaxVolume,
      monthlyMaxValue: money(l.monthly.monthlyMaxValue),
    };
  if (l.transaction)
    out.transaction = {
      txnMaxVolume: l.transaction.txnMaxVolume,
      txnMaxValue: money(l.transaction.txnMaxValue),
    };
  return out;
}

export function productsToDb(b: TProductsBlock): ProductsBlock {
  return {
    categories: b.categories.map((c) => ({
      categoryId: c.categoryId,
      applyForAllProductsInCategory: c.applyForAllProductsInCategory,
      categoryDetails: {
        ...(c.categoryDetails.categoryLimits
          ? { categoryLimits: convertLimits(c.categoryDetails.categoryLimits, toMinor) }
          : {}),
        isAllow: c.categoryDetails.isAllow,
        products: c.categoryDetails.products.map((p) => ({
          productServiceId: p.productServiceId,
          isAllow: p.isAllow,
          ...(p.productDetails ? { productDetails: convertLimits(p.productDetails, toMinor) } : {}),
        })),
      },
    })),
    isAllowNotListed: b.isAllowNotListed,
    acceptProductServiceViolation: b.acceptProductServiceViolation,
    alertProductServiceViolation: b.alertProductServiceViolation,
  };
}

/** The read form adds each product's catalogue name and type (§3.11). */
export function productsFromDb(
  b: ProductsBlock,
  catalogue: ReadonlyMap<number, ProductRecord>,
): TProductsBlock {
  return {
    ...b,
    categories: b.categories.map((c) => ({
      categoryId: c.categoryId,
      applyForAllProductsInCategory: c.applyForAllProductsInCategory,
      categoryDetails: {
        categoryLimits: convertLimits(c.categoryDetails.categoryLimits, toMajor) ?? null,
        isAllow: c.categoryDetails.isAllow,
        products: c.categoryDetails.products.map((p) => {
          const known = catalogue.get(p.productServiceId);
          return {
            productServiceId: p.productServiceId,
            productServiceName: known?.product_name ?? String(p.productServiceId),
            productServiceType: known?.product_service_type ?? 'N',
            isAllow: p.isAllow,
            productDetails: convertLimits(p.productDetails, toMajor) ?? null,
          };
        }),
      },
    })),
  };
}

type Places = Awaited<ReturnType<typeof import('./catalogue-repo').placesById>>;

/** The read form of the sites block: country and region names, and the site's location (§3.11). */
export function sitesFromDb(
  b: SitesBlock,
  places: Places,
  sites: ReadonlyMap<number, SiteRecord>,
): TSitesBlock {
  return {
    ...b,
    sites: b.sites.map((s) => {
      const country = places.countries.get(s.countryId);
      const site = sites.get(s.site.globalSiteId);
      return {
        isAllow: s.isAllow,
        countryId: s.countryId,
        countryCode: country?.country_code ?? '',
        countryName: country?.country_name ?? '',
        areaId: s.areaId,
        areaName: places.regions.get(s.areaId)?.region_name ?? null,
        site: s.site,
        siteLocation: site
          ? {
              siteName: site.site_name,
              siteTypeId: site.site_type_id,
              siteGroupIds: [site.site_group_id],
              globalSiteId: Number(site.global_site_id),
              fepIds: site.fep_ids,
            }
          : null,
      };
    }),
  };
}
