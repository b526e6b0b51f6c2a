import { RESTRICTION_KEYS, violationFlags, violationOption } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { authorityId, create, ctx, details, refusedWith, site, useProfileWriter } from './profile-writer';
import { dayTime, odometer, products, sitesBlock, spending } from './restrictions-support';

describe('restriction profiles: create with every type and its limits (spec 002 §3.11, §4.10, §4.13, §5.4)', () => {
  useProfileWriter();

  it('creates a profile with all five types and reads every block back (§3.11, §4.13)', async () => {
    const res = await create({
      spendingLimitRestriction: spending(),
      productAndServicesRestriction: products(),
      sitelocationRestrictions: sitesBlock(site),
      dayTimeRestriction: dayTime(),
      odometerAndDistanceRestriction: odometer(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = await details(res.json().profileId);
    expect(d.profile).toMatchObject({ authorityId, isReadOnly: false, noOfCards: 0 });
    expect(d.profile.restrictionTypes).toEqual([
      'spending-limits',
      'products-and-services',
      'sites',
      'day-and-time',
      'odometer',
    ]);
    expect(d.spendingLimitRestriction).toEqual(spending());
    expect(d.productAndServicesRestriction.categories[1].categoryDetails.products[0]).toMatchObject({
      productServiceId: 30002,
      productServiceName: 'AdBlue',
      productServiceType: 'N',
      productDetails: { transaction: { txnMaxVolume: 80, txnMaxValue: 150 } },
    });
    expect(
      d.productAndServicesRestriction.categories[0].categoryDetails.categoryLimits.daily.dailyMaxValue,
    ).toBe(650.25);
    expect(d.sitelocationRestrictions.sites[0]).toMatchObject({
      countryId: site.countryId,
      areaId: site.areaId,
    });
    expect(d.sitelocationRestrictions.sites[0].siteLocation.globalSiteId).toBe(site.globalSiteId);
    expect(d.sitelocationRestrictions.sites[1]).toMatchObject({
      areaId: 0,
      areaName: null,
      siteLocation: null,
    });
    expect(d.dayTimeRestriction.daysWithTime.map((x: { dayOfWeek: number }) => x.dayOfWeek)).toEqual([1, 3]);
    expect(d.odometerAndDistanceRestriction.maximumDistance).toBe(1500);
    const [audit] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where action_code = 'PRCR' and is_success`,
    );
    expect(audit?.n).toBeGreaterThan(0);
  });

  it('violation options 1 to 3 round-trip through the saved accept and alert flags (§4.10)', async () => {
    for (const option of [1, 2, 3] as const) {
      const { accept, alert } = violationFlags(option);
      expect({ accept, alert }).toEqual({ accept: option !== 3, alert: option !== 1 });
      const res = await create({
        spendingLimitRestriction: spending({
          acceptSpendingLimitViolation: accept,
          alertSpendingLimitViolation: alert,
        }),
        odometerAndDistanceRestriction: odometer(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const s = (await details(res.json().profileId)).spendingLimitRestriction;
      expect(violationOption(s.acceptSpendingLimitViolation, s.alertSpendingLimitViolation)).toBe(option);
    }
    await refusedWith(
      {
        odometerAndDistanceRestriction: {
          ...odometer(),
          acceptOdometerViolation: false,
          alertOdometerViolation: false,
        },
      },
      RESTRICTION_KEYS.violationInvalid,
    );
  });

  it('spending limits: positive, at most 999999, 2 decimals, daily ≤ weekly ≤ monthly, rolling 2-30 (§5.4)', async () => {
    const limit = (daily: unknown, weekly: unknown = null, monthly: unknown = null) =>
      spending({
        daily: { dailySpendLimit: daily, dailyTxnLimit: null },
        weekly: { weeklySpendLimit: weekly, weeklyTxnLimit: null },
        monthly: { monthlySpendLimit: monthly, monthlyTxnLimit: null },
        rollingLimit: { rollingDaysCount: null, rollingDaysSpendLimit: null },
      });
    await refusedWith({ spendingLimitRestriction: limit(-5) }, RESTRICTION_KEYS.positiveNumber);
    await refusedWith({ spendingLimitRestriction: limit(1_000_000) }, RESTRICTION_KEYS.max);
    await refusedWith({ spendingLimitRestriction: limit(10.123) }, RESTRICTION_KEYS.decimalPlace);
    await refusedWith({ spendingLimitRestriction: limit(600, 500) }, RESTRICTION_KEYS.max);
    await refusedWith({ spendingLimitRestriction: limit(100, 900, 800) }, RESTRICTION_KEYS.max);
    await refusedWith({ spendingLimitRestriction: limit(null, null, null) }, RESTRICTION_KEYS.required);
    const rolling = (days: number | null, amount: number | null) =>
      spending({ rollingLimit: { rollingDaysCount: days, rollingDaysSpendLimit: amount } });
    await refusedWith({ spendingLimitRestriction: rolling(1, 100) }, RESTRICTION_KEYS.min);
    await refusedWith({ spendingLimitRestriction: rolling(31, 100) }, RESTRICTION_KEYS.max);
    await refusedWith({ spendingLimitRestriction: rolling(5, null) }, RESTRICTION_KEYS.required);
    await refusedWith(
      { spendingLimitRestriction: spending({ daily: { dailySpendLimit: 100, dailyTxnLimit: 2.5 } }) },
      RESTRICTION_KEYS.numeric,
    );
    // Limits at their bounds and empty values (null) are accepted; only the daily one set is fine.
    const ok = await create({ spendingLimitRestriction: limit(999_999, null, 999_999) });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = (await details(ok.json().profileId)).spendingLimitRestriction;
    expect(saved.weekly.weeklySpendLimit).toBeNull();
    expect((await create({ spendingLimitRestriction: rolling(2, 50) })).statusCode).toBe(200);
    expect((await create({ spendingLimitRestriction: rolling(30, 50) })).statusCode).toBe(200);
  });

  it('product limits: volume caps by fuel or not, value caps, decimals, at most 10 items (§5.4)', async () => {
    const category = (categoryId: number, limits: Record<string, unknown>) => ({
      ...products(),
      categories: [
        {
          categoryId,
          applyForAllProductsInCategory: true,
          categoryDetails: { categoryLimits: limits, isAllow: 1, products: [] },
        },
      ],
    });
    const volume = (v: number) => ({ daily: { dailyMaxVolume: v, dailyMaxValue: null } });
    expect((await create({ productAndServicesRestriction: category(100, volume(99_999)) })).statusCode).toBe(
      200,
    );
    await refusedWith(
      { productAndServicesRestriction: category(100, volume(100_000)) },
      RESTRICTION_KEYS.max,
    );
    expect((await create({ productAndServicesRestriction: category(300, volume(9_999)) })).statusCode).toBe(
      200,
    );
    await refusedWith({ productAndServicesRestriction: category(300, volume(10_000)) }, RESTRICTION_KEYS.max);
    await refusedWith(
      { productAndServicesRestriction: category(300, volume(12.5)) },
      RESTRICTION_KEYS.numeric,
    );
    const value = (v: number) => ({ daily: { dailyMaxVolume: null, dailyMaxValue: v } });
    await refusedWith(
      { productAndServicesRestriction: category(100, value(10_000_000)) },
      RESTRICTION_KEYS.max,
    );
    await refusedWith(
      { productAndServicesRestriction: category(100, value(12.345)) },
      RESTRICTION_KEYS.decimalPlace,
    );
    const txn = (volume: number, amount: number | null = null) => ({
      transaction: { txnMaxVolume: volume, txnMaxValue: amount },
    });
    expect((await create({ productAndServicesRestriction: category(100, txn(5_000)) })).statusCode).toBe(200);
    await refusedWith({ productAndServicesRestriction: category(300, txn(1_000)) }, RESTRICTION_KEYS.max);
    await refusedWith(
      { productAndServicesRestriction: category(300, txn(10, 100_000)) },
      RESTRICTION_KEYS.max,
    );
    // 11 restricted items: 6 whole categories and 5 single products of the other categories.
    const eleven = {
      ...products(),
      categories: [
        ...[100, 200, 400, 600, 800].map((id) => ({
          categoryId: id,
          applyForAllProductsInCategory: true,
          categoryDetails: { isAllow: 1, products: [] },
        })),
        {
          categoryId: 300,
          applyForAllProductsInCategory: false,
          categoryDetails: {
            isAllow: 1,
            products: [30001, 30002].map((id) => ({ productServiceId: id, isAllow: 1 })),
          },
        },
      ],
    };
    expect((await create({ productAndServicesRestriction: eleven })).statusCode).toBe(200);
    eleven.categories[0] = {
      categoryId: 100,
      applyForAllProductsInCategory: false,
      categoryDetails: {
        isAllow: 1,
        products: [10001, 10002, 10003].map((id) => ({ productServiceId: id, isAllow: 1 })),
      },
    } as never;
    expect(eleven.categories).toHaveLength(6);
    eleven.categories.push({
      categoryId: 200,
      applyForAllProductsInCategory: false,
      categoryDetails: {
        isAllow: 1,
        products: [20001, 20002, 20003, 20004].map((id) => ({ productServiceId: id, isAllow: 1 })),
      },
    } as never);
    eleven.categories.splice(1, 1);
    await refusedWith({ productAndServicesRestriction: eleven }, RESTRICTION_KEYS.productsMaxSelection);
    await refusedWith(
      {
        productAndServicesRestriction: {
          ...products(),
          categories: [
            {
              categoryId: 100,
              applyForAllProductsInCategory: false,
              categoryDetails: { isAllow: 1, products: [{ productServiceId: 30001, isAllow: 1 }] },
            },
          ],
        },
      },
      RESTRICTION_KEYS.productUnknown,
    );
  });
});
