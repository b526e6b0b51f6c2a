// Spec 002 §5.4: every rule of the five restriction blocks over one block, for the forms and the server.
import {
  DAY_SETUP_DAYS,
  RESTRICTION_LIMITS as L,
  RESTRICTION_KEYS,
  type TDayTimeBlock,
  type TOdometerBlock,
  type TProductLimits,
  type TProductsBlock,
  type TRestrictedCategory,
  type TSitesBlockInput,
  type TSpendingLimitBlock,
} from '../restrictions';
import {
  amountIssue,
  chainIssues,
  countIssue,
  present,
  rollingDaysIssue,
  type TRestrictionIssue,
} from './restriction-values';

export function spendingLimitIssues(block: TSpendingLimitBlock): TRestrictionIssue[] {
  const { daily, weekly, monthly, rollingLimit: rolling } = block;
  const amounts: [string, number | null][] = [
    ['daily.dailySpendLimit', daily.dailySpendLimit],
    ['weekly.weeklySpendLimit', weekly.weeklySpendLimit],
    ['monthly.monthlySpendLimit', monthly.monthlySpendLimit],
  ];
  const counts: [string, number | null][] = [
    ['daily.dailyTxnLimit', daily.dailyTxnLimit],
    ['weekly.weeklyTxnLimit', weekly.weeklyTxnLimit],
    ['monthly.monthlyTxnLimit', monthly.monthlyTxnLimit],
  ];
  const single = present([
    ...amounts.map(([path, v]) => amountIssue(path, v, L.spendingMax)),
    ...counts.map(([path, v]) => countIssue(path, v, L.spendingMax)),
    amountIssue('rollingLimit.rollingDaysSpendLimit', rolling.rollingDaysSpendLimit, L.spendingMax),
  ]);
  const days = rolling.rollingDaysCount;
  const daysIssue = rollingDaysIssue('rollingLimit.rollingDaysCount', days);
  if (daysIssue) single.push(daysIssue);
  // A rolling limit is a number of days and an amount: one without the other is incomplete.
  if (days === null && rolling.rollingDaysSpendLimit !== null)
    single.push({ path: 'rollingLimit.rollingDaysCount', key: RESTRICTION_KEYS.required });
  if (days !== null && rolling.rollingDaysSpendLimit === null)
    single.push({ path: 'rollingLimit.rollingDaysSpendLimit', key: RESTRICTION_KEYS.required });
  const isEmpty =
    [...amounts, ...counts].every(([, v]) => v === null) &&
    days === null &&
    rolling.rollingDaysSpendLimit === null;
  if (isEmpty) single.push({ path: 'daily.dailySpendLimit', key: RESTRICTION_KEYS.required });
  const failed = new Set(single.map((i) => i.path));
  const ordered = [...chainIssues(amounts), ...chainIssues(counts)].filter((i) => !failed.has(i.path));
  return [...single, ...ordered];
}

/** Fuel (F) or not: decides the volume caps. What the catalogue says about a category or product. */
export type TProductKinds = {
  isFuelCategory: (categoryId: number) => boolean;
  isFuelProduct: (productId: number) => boolean;
  /** Whether the product belongs to the category (unknown ones are refused). */
  inCategory: (categoryId: number, productId: number) => boolean;
};

type CatalogueCategory = {
  categoryId: number;
  products: readonly { productServiceId: number; productServiceType: 'F' | 'N' }[];
};

/** The kinds from the product catalogue: a category is fuel when every product of it is type F. */
export function productKinds(categories: readonly CatalogueCategory[]): TProductKinds {
  const product = new Map(
    categories.flatMap((c) => c.products.map((p) => [p.productServiceId, { c, p }] as const)),
  );
  return {
    isFuelCategory: (id) => {
      const c = categories.find((x) => x.categoryId === id);
      return Boolean(c?.products.length) && Boolean(c?.products.every((p) => p.productServiceType === 'F'));
    },
    isFuelProduct: (id) => product.get(id)?.p.productServiceType === 'F',
    inCategory: (categoryId, productId) => product.get(productId)?.c.categoryId === categoryId,
  };
}

function limitIssues(path: string, limits: TProductLimits | null | undefined, isFuel: boolean) {
  if (!limits) return [];
  return present([
    countIssue(
      `${path}.daily.dailyMaxVolume`,
      limits.daily?.dailyMaxVolume,
      isFuel ? L.dailyVolumeFuelMax : L.dailyVolumeOtherMax,
    ),
    amountIssue(`${path}.daily.dailyMaxValue`, limits.daily?.dailyMaxValue, L.dailyValueMax),
    countIssue(`${path}.monthly.monthlyMaxVolume`, limits.monthly?.monthlyMaxVolume),
    amountIssue(`${path}.monthly.monthlyMaxValue`, limits.monthly?.monthlyMaxValue, L.dailyValueMax),
    // §5.4: the per-transaction volume is capped for non-fuel only.
    countIssue(
      `${path}.transaction.txnMaxVolume`,
      limits.transaction?.txnMaxVolume,
      isFuel ? undefined : L.txnVolumeOtherMax,
    ),
    amountIssue(`${path}.transaction.txnMaxValue`, limits.transaction?.txnMaxValue, L.txnValueMax),
  ]);
}

/** §5.4: a category applying to all counts 1, each individually restricted product counts 1. */
export const restrictedItemCount = (categories: readonly TRestrictedCategory[]) =>
  categories.reduce(
    (n, c) => n + (c.applyForAllProductsInCategory ? 1 : c.categoryDetails.products.length),
    0,
  );

export function productIssues(block: TProductsBlock, kinds: TProductKinds): TRestrictionIssue[] {
  const out: TRestrictionIssue[] = [];
  if (block.categories.length === 0) out.push({ path: 'categories', key: RESTRICTION_KEYS.categoryRequired });
  const seen = new Set<number>();
  block.categories.forEach((c, i) => {
    const path = `categories.${i}`;
    if (seen.has(c.categoryId)) out.push({ path, key: RESTRICTION_KEYS.productUnknown });
    seen.add(c.categoryId);
    const details = c.categoryDetails;
    if (c.applyForAllProductsInCategory) {
      out.push(
        ...limitIssues(
          `${path}.categoryDetails.categoryLimits`,
          details.categoryLimits,
          kinds.isFuelCategory(c.categoryId),
        ),
      );
    } else if (details.products.length === 0) {
      out.push({ path: `${path}.categoryDetails.products`, key: RESTRICTION_KEYS.required });
    }
    const products = new Set<number>();
    details.products.forEach((p, j) => {
      const at = `${path}.categoryDetails.products.${j}`;
      if (!kinds.inCategory(c.categoryId, p.productServiceId) || products.has(p.productServiceId))
        out.push({ path: at, key: RESTRICTION_KEYS.productUnknown });
      products.add(p.productServiceId);
      out.push(
        ...limitIssues(`${at}.productDetails`, p.productDetails, kinds.isFuelProduct(p.productServiceId)),
      );
    });
  });
  if (restrictedItemCount(block.categories) > L.productsMaxSelection)
    out.push({ path: 'categories', key: RESTRICTION_KEYS.productsMaxSelection, max: L.productsMaxSelection });
  return out;
}

/** Limits apply only when allowed (§2.7): a not-allowed category or product keeps none. */
export function withoutLimitsWhereDenied(block: TProductsBlock): TProductsBlock {
  return {
    ...block,
    categories: block.categories.map((c) => ({
      ...c,
      categoryDetails: {
        ...c.categoryDetails,
        categoryLimits:
          c.applyForAllProductsInCategory && c.categoryDetails.isAllow === 1
            ? c.categoryDetails.categoryLimits
            : null,
        products: c.applyForAllProductsInCategory
          ? []
          : c.categoryDetails.products.map((p) => ({
              ...p,
              productDetails: p.isAllow === 1 ? p.productDetails : null,
            })),
      },
    })),
  };
}

/** Country, region and site of a site entry, as one key (duplicates are refused). */
export const siteEntryKey = (s: { countryId: number; areaId: number; site: { globalSiteId: number } }) =>
  `${s.countryId}:${s.areaId}:${s.site.globalSiteId}`;

/** `fepCount` tells how many terminal ids a chosen site has (the All option counts none). */
export function siteIssues(
  block: TSitesBlockInput,
  fepCount: (globalSiteId: number) => number,
): TRestrictionIssue[] {
  const out: TRestrictionIssue[] = [];
  if (block.allowedSiteGroupIds.length + block.deniedSiteGroupIds.length === 0)
    out.push({ path: 'allowedSiteGroupIds', key: RESTRICTION_KEYS.siteTypeRequired });
  const keys = new Set<string>();
  let feps = 0;
  block.sites.forEach((s, i) => {
    if (s.countryId <= 0) out.push({ path: `sites.${i}.countryId`, key: RESTRICTION_KEYS.siteRequired });
    const key = siteEntryKey(s);
    if (keys.has(key)) out.push({ path: `sites.${i}`, key: RESTRICTION_KEYS.siteDuplicate });
    keys.add(key);
    if (s.site.globalSiteId > 0) feps += fepCount(s.site.globalSiteId);
  });
  if (feps > L.fepIdsMax) out.push({ path: 'sites', key: RESTRICTION_KEYS.siteFepLimit, max: L.fepIdsMax });
  return out;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Days 1-7 of the setup type, each once, with a start before its end. */
export function dayTimeIssues(block: TDayTimeBlock): TRestrictionIssue[] {
  const allowed: readonly number[] = DAY_SETUP_DAYS[block.setupType];
  const out: TRestrictionIssue[] = [];
  if (block.daysWithTime.length === 0) out.push({ path: 'daysWithTime', key: RESTRICTION_KEYS.dayInvalid });
  const seen = new Set<number>();
  block.daysWithTime.forEach((d, i) => {
    const bad =
      !allowed.includes(d.dayOfWeek) || seen.has(d.dayOfWeek) || minutes(d.startTime) > minutes(d.endTime);
    if (bad) out.push({ path: `daysWithTime.${i}`, key: RESTRICTION_KEYS.dayInvalid });
    seen.add(d.dayOfWeek);
  });
  return out;
}

/** §5.4: numbers only; 0, negative or above 999999 gives the required message. */
export function odometerIssues(block: TOdometerBlock): TRestrictionIssue[] {
  const value = block.maximumDistance;
  if (!Number.isInteger(value)) return [{ path: 'maximumDistance', key: RESTRICTION_KEYS.odometerNoLetters }];
  if (value <= 0 || value > L.maximumDistanceMax)
    return [{ path: 'maximumDistance', key: RESTRICTION_KEYS.odometerRequired, max: L.maximumDistanceMax }];
  return [];
}

/** §5.4 rename: blank is required; the current name again (or another profile's) already exists. */
export function profileNameIssue(name: string, current: string | null, taken: readonly string[] = []) {
  const trimmed = name.trim();
  if (!trimmed) return RESTRICTION_KEYS.profileNameRequired;
  if (trimmed === current || taken.includes(trimmed)) return RESTRICTION_KEYS.profileNameExists;
  return null;
}

/** The default profile name of the wizard's summary (§2.7): the authority id plus a timestamp. */
export const defaultProfileName = (authorityId: string, now: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${authorityId}_${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
};
