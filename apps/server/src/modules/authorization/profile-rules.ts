// The checks of one restriction profile block each (spec 002 §3.11): pure functions over the block, the
// transaction and the spending so far. Money is in minor units, volumes in whole product units.
import type {
  DayTimeBlock,
  OdometerBlock,
  ProductsBlock,
  SitesBlock,
  SpendingLimitBlock,
} from '../../db/schema/restrictions';
import type { LocalParts } from './local-time';

type ProductLimits = NonNullable<ProductsBlock['categories'][number]['categoryDetails']['categoryLimits']>;

/** How the products block treats a product: allowed or not, and the limits that apply to it. */
export type ProductVerdict = {
  allowed: boolean;
  limits?: ProductLimits;
  /** What the daily and monthly product sums must cover: the product, or its whole category. */
  sums?: { productId: number } | { categoryId: number };
};

export function productVerdict(
  block: ProductsBlock,
  productId: number,
  categoryId: number | null,
): ProductVerdict {
  const category = block.categories.find((c) => c.categoryId === categoryId);
  if (!category) return { allowed: block.isAllowNotListed };
  const details = category.categoryDetails;
  if (category.applyForAllProductsInCategory)
    return {
      allowed: details.isAllow === 1,
      limits: details.categoryLimits,
      sums: { categoryId: category.categoryId },
    };
  const product = details.products.find((p) => p.productServiceId === productId);
  if (!product) return { allowed: block.isAllowNotListed };
  return { allowed: product.isAllow === 1, limits: product.productDetails, sums: { productId } };
}

const over = (limit: number | null | undefined, value: number) =>
  limit !== null && limit !== undefined && value > limit;

/** Per-transaction, daily and monthly volume and value caps of a product or category. */
export function productLimitExceeded(
  limits: ProductLimits,
  tx: { quantity: number; amountMinor: number },
  sums: { dayQty: number; dayValue: number; monthQty: number; monthValue: number },
): boolean {
  return (
    over(limits.transaction?.txnMaxVolume, tx.quantity) ||
    over(limits.transaction?.txnMaxValue, tx.amountMinor) ||
    over(limits.daily?.dailyMaxVolume, sums.dayQty + tx.quantity) ||
    over(limits.daily?.dailyMaxValue, sums.dayValue + tx.amountMinor) ||
    over(limits.monthly?.monthlyMaxVolume, sums.monthQty + tx.quantity) ||
    over(limits.monthly?.monthlyMaxValue, sums.monthValue + tx.amountMinor)
  );
}

export type SiteFacts = { siteId: number; groupId: number; countryId: number; areaId: number };

/**
 * Sites: the most specific listed entry decides (the site, then its region, then its country; id 0
 * means "all"); else a denied site type group refuses, an allowed one admits; else isAllowNotListed.
 */
export function siteAllowed(block: SitesBlock, site: SiteFacts | null): boolean {
  if (!site) return false;
  const inCountry = block.sites.filter((e) => e.countryId === 0 || e.countryId === site.countryId);
  const entry =
    inCountry.find((e) => e.site.globalSiteId === site.siteId) ??
    inCountry.find((e) => !e.site.globalSiteId && e.areaId === site.areaId) ??
    inCountry.find((e) => !e.site.globalSiteId && !e.areaId);
  if (entry) return entry.isAllow;
  if (block.deniedSiteGroupIds.includes(site.groupId)) return false;
  if (block.allowedSiteGroupIds.includes(site.groupId)) return true;
  return block.isAllowNotListed;
}

const minutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * Day and time: a listed day allows its time range (to the end of its last minute; a range past
 * midnight wraps). Weekday (B) and weekend (W) setups allow only their days; custom (C) leaves days
 * it does not list unrestricted (their switch was off, spec 002 §2.7).
 */
export function dayTimeAllowed(block: DayTimeBlock, local: LocalParts): boolean {
  const day = block.daysWithTime.find((d) => d.dayOfWeek === local.dayOfWeek);
  if (!day) return block.setupType === 'C';
  if (!day.isAllow) return false;
  const start = minutes(day.startTime);
  const end = minutes(day.endTime);
  return start <= end
    ? local.minute >= start && local.minute <= end
    : local.minute >= start || local.minute <= end;
}

/** Odometer: a reading is required; since the card's last reading at most maximumDistance, never backwards. */
export function odometerAllowed(
  block: OdometerBlock,
  odometer: number | undefined,
  last: number | null,
): boolean {
  if (odometer === undefined) return false;
  if (last === null) return true;
  const distance = odometer - last;
  return distance >= 0 && distance <= block.maximumDistance;
}

export type SpendingSums = {
  day: number;
  week: number;
  month: number;
  rolling: number;
  dayCount: number;
  weekCount: number;
  monthCount: number;
};

/** The profile's spending limits (amounts and numbers of transactions), this transaction included. */
export function spendingExceeded(block: SpendingLimitBlock, amountMinor: number, s: SpendingSums): boolean {
  return (
    over(block.daily.dailySpendLimit, s.day + amountMinor) ||
    over(block.daily.dailyTxnLimit, s.dayCount + 1) ||
    over(block.weekly.weeklySpendLimit, s.week + amountMinor) ||
    over(block.weekly.weeklyTxnLimit, s.weekCount + 1) ||
    over(block.monthly.monthlySpendLimit, s.month + amountMinor) ||
    over(block.monthly.monthlyTxnLimit, s.monthCount + 1) ||
    (Boolean(block.rollingLimit.rollingDaysCount) &&
      over(block.rollingLimit.rollingDaysSpendLimit, s.rolling + amountMinor))
  );
}

/** Account limits: the account's spending in each window plus this transaction. */
export function accountLimitExceeded(
  limits: {
    daily: number | null;
    weekly: number | null;
    monthly: number | null;
    rollingDays: number | null;
    rolling: number | null;
  },
  amountMinor: number,
  s: Pick<SpendingSums, 'day' | 'week' | 'month' | 'rolling'>,
): boolean {
  return (
    over(limits.daily, s.day + amountMinor) ||
    over(limits.weekly, s.week + amountMinor) ||
    over(limits.monthly, s.month + amountMinor) ||
    (Boolean(limits.rollingDays) && over(limits.rolling, s.rolling + amountMinor))
  );
}
