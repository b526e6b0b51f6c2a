import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import type { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

export type DemoCtx = Awaited<ReturnType<typeof createDemoApp>>;

export const get = (ctx: DemoCtx, url: string, cookie: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });

export const send = (ctx: DemoCtx, method: 'POST' | 'PUT', url: string, cookie: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: { ...WRITE_HEADERS, cookie }, payload: payload as object });

/** The authorities a user reaches, in the hierarchy's order. */
export async function reachableAuthorities(ctx: DemoCtx, cookie: string): Promise<string[]> {
  const res = await get(ctx, '/api/users/users/hierarchy', cookie);
  return (res.json().authorities as { authorityId: string }[]).map((a) => a.authorityId);
}

/** An authority outside `reachable` that holds restriction profiles. */
export async function foreignProfile(ctx: DemoCtx, reachable: string[]) {
  const rows = await queryRows<{ profile_id: number; authority_id: string }>(
    ctx.database.db,
    sql`select profile_id, authority_id from restriction_profiles order by profile_id`,
  );
  const row = rows.find((r) => !reachable.includes(r.authority_id));
  if (!row) throw new Error('no foreign profile in the demo data');
  return row;
}

/** A site of the authority's country with its country and region ids. */
export async function siteOf(ctx: DemoCtx, authorityId: string) {
  const [row] = await queryRows<{
    global_site_id: string;
    country_id: number;
    area_id: number;
    fep_count: number;
  }>(
    ctx.database.db,
    sql`select s.global_site_id::text, s.country_id, s.area_id, cardinality(s.fep_ids) as fep_count
          from sites s join countries c on c.country_id = s.country_id
          join authorities a on a.country_code = c.country_code
         where a.authority_id = ${authorityId} order by s.global_site_id limit 1`,
  );
  if (!row) throw new Error('no site');
  return { globalSiteId: Number(row.global_site_id), countryId: row.country_id, areaId: row.area_id };
}

export const spending = (over: Record<string, unknown> = {}) => ({
  daily: { dailySpendLimit: 100, dailyTxnLimit: 3 },
  weekly: { weeklySpendLimit: 500.5, weeklyTxnLimit: 10 },
  monthly: { monthlySpendLimit: 2000, monthlyTxnLimit: null },
  rollingLimit: { rollingDaysCount: 10, rollingDaysSpendLimit: 900 },
  acceptSpendingLimitViolation: true,
  alertSpendingLimitViolation: true,
  ...over,
});

export const products = () => ({
  categories: [
    {
      categoryId: 100,
      applyForAllProductsInCategory: true,
      categoryDetails: {
        categoryLimits: {
          daily: { dailyMaxVolume: 400, dailyMaxValue: 650.25 },
          transaction: { txnMaxVolume: 2000, txnMaxValue: 300 },
        },
        isAllow: 1,
        products: [],
      },
    },
    {
      categoryId: 300,
      applyForAllProductsInCategory: false,
      categoryDetails: {
        isAllow: 1,
        products: [
          {
            productServiceId: 30002,
            isAllow: 1,
            productDetails: { transaction: { txnMaxVolume: 80, txnMaxValue: 150 } },
          },
          { productServiceId: 30001, isAllow: 0 },
        ],
      },
    },
  ],
  isAllowNotListed: false,
  acceptProductServiceViolation: true,
  alertProductServiceViolation: false,
});

export const sitesBlock = (site: { globalSiteId: number; countryId: number; areaId: number }) => ({
  sites: [
    {
      isAllow: true,
      countryId: site.countryId,
      areaId: site.areaId,
      site: { globalSiteId: site.globalSiteId },
    },
    { isAllow: false, countryId: site.countryId, areaId: 0, site: { globalSiteId: 0, siteTypeGroupId: 2 } },
  ],
  allowedSiteGroupIds: [1],
  deniedSiteGroupIds: [4],
  isAllowNotListed: false,
  acceptSitesViolation: false,
  alertSitesViolation: true,
});

export const dayTime = () => ({
  setupType: 'C',
  daysWithTime: [
    { dayOfWeek: 1, isAllow: true, startTime: '06:00', endTime: '20:00' },
    { dayOfWeek: 3, isAllow: false, startTime: '00:00', endTime: '23:59' },
  ],
  acceptDayTimeViolation: true,
  alertDayTimeViolation: true,
});

export const odometer = (maximumDistance: unknown = 1500) => ({
  maximumDistance,
  distanceUnit: 'KMS',
  acceptOdometerViolation: true,
  alertOdometerViolation: false,
});

export const scopeOf = (authorityId: string) => `accessLevel=A&accessLevelCode=${authorityId}`;
