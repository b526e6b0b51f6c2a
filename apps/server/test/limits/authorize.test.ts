import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorizeInput, authorize } from '../../src/modules/authorization/service';
import { createLimitsApp, type LimitsApp } from './support';

/** Wednesday 15 January 2031, 11:00 in Berlin: after all demo data, so only the lines here count. */
const T = Date.parse('2031-01-15T10:00:00Z');
const HOUR = 3_600_000;
const reject = (kind: string) => ({ [`accept${kind}Violation`]: false, [`alert${kind}Violation`]: true });

describe('the authorization check (issue 19: profile, override, account limits, card status)', () => {
  let app: LimitsApp;
  let card: { card_id: string; card_number: string; authority_id: string };
  let other: { card_id: string };
  let allowedSite: { global_site_id: string; fep_ids: string[] };
  let otherSite: string;
  let shopProduct: number;
  let washProduct: number;
  let profileId: number;

  const run = (extra: Partial<AuthorizeInput> = {}) =>
    authorize(app.database.db, {
      cardId: Number(card.card_id),
      siteId: Number(allowedSite.global_site_id),
      productId: 10001,
      quantity: 50,
      amount: 40,
      time: new Date(T).toISOString(),
      odometer: 10_300,
      ...extra,
    });
  const exec = (query: ReturnType<typeof sql>) => app.database.db.execute(query);
  const line = (cardId: string, at: number, productId: number, grossMinor: number, odometer: number | null) =>
    exec(sql`insert into transactions (transaction_id, product_id, authority_id, card_id, brand_code,
               transaction_status, transaction_date_time, site_id, supply_country, quantity_milli,
               supply_currency, net_supply_minor, vat_supply_minor, gross_supply_minor, original_gross_supply_minor,
               invoice_currency, net_invoice_minor, vat_invoice_minor, gross_invoice_minor, is_priced,
               authorisation_type, transaction_voucher_number, odometer, transaction_type, type_of_transaction)
             select ${randomUUID()}, ${productId}, authority_id, card_id, 1, 'Authorised',
                    ${new Date(at).toISOString()}::timestamptz, ${Number(allowedSite.global_site_id)}, 'DE', 1000,
                    'EUR', ${grossMinor}, 0, ${grossMinor}, ${grossMinor}, 'EUR', ${grossMinor}, 0, ${grossMinor}, true,
                    'Online', '000001', ${odometer}, 'Sale', 'Fuel'
               from cards where card_id = ${Number(cardId)}`);
  const setBlock = (column: string, value: unknown) =>
    exec(sql`update restriction_profiles set ${sql.identifier(column)} = ${JSON.stringify(value)}::jsonb
              where profile_id = ${profileId}`);

  const PRODUCTS = {
    categories: [
      {
        categoryId: 100,
        applyForAllProductsInCategory: true,
        categoryDetails: {
          isAllow: 1,
          products: [],
          categoryLimits: {
            transaction: { txnMaxVolume: 100, txnMaxValue: 20_000 },
            daily: { dailyMaxVolume: null, dailyMaxValue: 30_000 },
          },
        },
      },
      { categoryId: 600, applyForAllProductsInCategory: true, categoryDetails: { isAllow: 0, products: [] } },
    ],
    isAllowNotListed: true,
    ...reject('ProductService'),
  };

  beforeAll(async () => {
    app = await createLimitsApp();
    const claire = await app.signInAs('customerAdmin');
    const reach = await app.reachable(claire);
    const cards = await app.rows<typeof card>(
      sql`select c.card_id::text, c.card_number, c.authority_id from cards c
            join authorities a on a.authority_id = c.authority_id
           where a.country_code = 'DE' and not a.is_stopped and c.card_status_id = 100
             and a.authority_id in (select unnest(string_to_array(${reach.join(',')}, ',')))
           order by c.authority_id, c.card_id`,
    );
    card = cards[0] as typeof card;
    other = cards.find(
      (c) => c.authority_id === card.authority_id && c.card_id !== card.card_id,
    ) as typeof other;
    const sites = await app.rows<typeof allowedSite>(
      sql`select s.global_site_id::text, s.fep_ids from sites s join countries c on c.country_id = s.country_id
           where c.country_code = 'DE' and cardinality(s.fep_ids) > 0 order by s.global_site_id limit 2`,
    );
    allowedSite = sites[0] as typeof allowedSite;
    otherSite = sites[1]?.global_site_id as string;
    const [site] = await app.rows<{
      country_id: number;
      area_id: number;
      site_type_id: number;
      site_group_id: number;
    }>(
      sql`select s.country_id, s.area_id, s.site_type_id, t.site_group_id from sites s
            join site_types t on t.site_type_id = s.site_type_id where s.global_site_id = ${Number(allowedSite.global_site_id)}`,
    );
    const product = (category: number) =>
      app.rows<{ product_id: number }>(
        sql`select product_id from products where category_id = ${category} order by 1 limit 1`,
      );
    shopProduct = (await product(600))[0]?.product_id as number;
    washProduct = (await product(800))[0]?.product_id as number;
    const [profile] = await app.rows<{ profile_id: number }>(
      sql`insert into restriction_profiles (profile_name, authority_id, customer_id, service_code, currency)
          select 'Authorization test', authority_id, customer_id, service_code, currency from authorities
           where authority_id = ${card.authority_id} returning profile_id`,
    );
    profileId = profile?.profile_id as number;
    await setBlock('spending_limit', {
      daily: { dailySpendLimit: 50_000, dailyTxnLimit: 5 },
      weekly: { weeklySpendLimit: null, weeklyTxnLimit: null },
      monthly: { monthlySpendLimit: 200_000, monthlyTxnLimit: null },
      rollingLimit: { rollingDaysCount: null, rollingDaysSpendLimit: null },
      ...reject('SpendingLimit'),
    });
    await setBlock('products_and_services', PRODUCTS);
    await setBlock('site_locations', {
      sites: [
        {
          isAllow: true,
          countryId: site?.country_id,
          areaId: site?.area_id,
          site: {
            globalSiteId: Number(allowedSite.global_site_id),
            siteTypeId: site?.site_type_id,
            siteGroupId: site?.site_group_id,
          },
        },
      ],
      allowedSiteGroupIds: [],
      deniedSiteGroupIds: [],
      isAllowNotListed: false,
      ...reject('Sites'),
    });
    await setBlock('day_time', {
      setupType: 'C',
      daysWithTime: [
        ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({
          dayOfWeek,
          isAllow: true,
          startTime: '06:00',
          endTime: '20:00',
        })),
        { dayOfWeek: 7, isAllow: false, startTime: '00:00', endTime: '23:59' },
      ],
      ...reject('DayTime'),
    });
    await setBlock('odometer_and_distance', {
      maximumDistance: 500,
      distanceUnit: 'KMS',
      ...reject('Odometer'),
    });
    await exec(sql`update cards set profile_id = ${profileId}, expiry_year = 2032, expiry_month = 12
                    where card_id = ${Number(card.card_id)}`);
    await exec(sql`delete from restriction_overrides where authority_id = ${card.authority_id}`);
    await exec(sql`delete from account_spending_limits where authority_id = ${card.authority_id}`);
    // Earlier that morning: a car wash of 450.00 with an odometer reading of 10,000.
    await line(card.card_id, T - HOUR, washProduct, 45_000, 10_000);
  }, 180_000);
  afterAll(() => app.close());
  afterEach(async () => {
    await exec(sql`delete from restriction_overrides where authority_id = ${card.authority_id}`);
    await exec(sql`delete from account_spending_limits where authority_id = ${card.authority_id}`);
  });

  it('allows a transaction every restriction admits', async () => {
    expect(await run()).toMatchObject({
      decision: 'allowed',
      rule: null,
      accepted: [],
      alert: false,
      overrideApplied: false,
      cardId: Number(card.card_id),
      authorityId: card.authority_id,
    });
    // The site found by a terminal id instead of its id.
    expect((await run({ siteId: undefined, fepId: allowedSite.fep_ids[0] })).decision).toBe('allowed');
  });

  it.each<[string, Partial<AuthorizeInput>, string]>([
    ['a product of a category not allowed', { productId: 0 }, 'product'],
    ['more volume than one transaction may take', { quantity: 150 }, 'productLimit'],
    ['a site not in the list', { siteId: 0 }, 'site'],
    ['no site at all', { siteId: undefined }, 'site'],
    ['a weekday evening after 20:00', { time: new Date(T + 10 * HOUR).toISOString() }, 'dayTime'],
    ['a Sunday', { time: new Date(T + 4 * 24 * HOUR).toISOString() }, 'dayTime'],
    ['no odometer reading', { odometer: undefined }, 'odometer'],
    ['more than 500 km since the last reading', { odometer: 10_600 }, 'odometer'],
    ['an odometer going backwards', { odometer: 9_000 }, 'odometer'],
    ['the daily spending limit (450 + 60 > 500)', { amount: 60 }, 'spendingLimit'],
  ])('declines %s by its rule', async (_name, extra, rule) => {
    const input = { ...extra };
    if (input.productId === 0) input.productId = shopProduct;
    if (input.siteId === 0) input.siteId = Number(otherSite);
    const result = await run(input);
    expect(result).toMatchObject({ decision: 'declined', rule, alert: true });
    expect(result.reason).toEqual(expect.any(String));
  });

  it('sums the card’s day in the account’s time zone: 00:30 in Berlin is the same day, 23:30 UTC before', async () => {
    // 450.00 + 11.00 + 40.00 > 500.00 only when the line of 23:30 UTC the evening before counts as today.
    await line(card.card_id, Date.parse('2031-01-14T23:30:00Z'), washProduct, 1_100, null);
    expect(await run()).toMatchObject({ decision: 'declined', rule: 'spendingLimit' });
    await exec(
      sql`delete from transactions where card_id = ${Number(card.card_id)} and transaction_date_time = '2031-01-14T23:30:00Z'`,
    );
    expect((await run()).decision).toBe('allowed');
  });

  it('allows on a Saturday, a day the custom setup does not restrict', async () => {
    expect((await run({ time: new Date(T + 3 * 24 * HOUR).toISOString() })).decision).toBe('allowed');
  });

  it('declines by the account limit, summed over all the account’s cards in SQL', async () => {
    await exec(sql`insert into account_spending_limits (authority_id, customer_id, parent_id, currency,
                     daily_spend_limit, accept_violation, alert_violation)
                   select authority_id, customer_id, parent_id, currency, 60000, false, true
                     from authorities where authority_id = ${card.authority_id}`);
    expect((await run()).decision).toBe('allowed');
    // Another card of the account spends 150.00: 450 + 150 + 40 > 600.
    await line(other.card_id, T - 2 * HOUR, washProduct, 15_000, null);
    expect(await run()).toMatchObject({ decision: 'declined', rule: 'accountLimit' });
    await exec(
      sql`delete from transactions where card_id = ${Number(other.card_id)} and transaction_date_time > '2031-01-01'`,
    );
  });

  it('accepts a violation whose choice is accept (option 1) without an alert, or with one (option 2)', async () => {
    await setBlock('products_and_services', {
      ...PRODUCTS,
      acceptProductServiceViolation: true,
      alertProductServiceViolation: false,
    });
    expect(await run({ productId: shopProduct })).toMatchObject({
      decision: 'allowed',
      accepted: ['product'],
      alert: false,
    });
    await setBlock('products_and_services', {
      ...PRODUCTS,
      acceptProductServiceViolation: true,
      alertProductServiceViolation: true,
    });
    expect(await run({ productId: shopProduct })).toMatchObject({
      decision: 'allowed',
      accepted: ['product'],
      alert: true,
    });
    await setBlock('products_and_services', PRODUCTS);
  });

  it('allows profile violations under a running override, alerting as it says; not after it ended', async () => {
    await exec(sql`insert into restriction_overrides (authority_id, customer_id, parent_id, accept_violation,
                     alert_violation, starts_at, end_time)
                   select authority_id, customer_id, parent_id, true, false,
                          ${new Date(T - HOUR).toISOString()}::timestamptz, ${new Date(T + HOUR).toISOString()}::timestamptz
                     from authorities where authority_id = ${card.authority_id}`);
    const result = await run({ productId: shopProduct, siteId: Number(otherSite), amount: 60 });
    expect(result).toMatchObject({ decision: 'allowed', overrideApplied: true, alert: false });
    expect(result.accepted).toEqual(['product', 'site', 'spendingLimit']);
    const later = await run({ productId: shopProduct, time: new Date(T + 2 * HOUR).toISOString() });
    expect(later).toMatchObject({ decision: 'declined', rule: 'product' });
  });

  it('keeps account limits and card status in force under an override', async () => {
    await exec(sql`insert into restriction_overrides (authority_id, customer_id, parent_id, accept_violation,
                     alert_violation, starts_at, end_time)
                   select authority_id, customer_id, parent_id, true, true,
                          ${new Date(T - HOUR).toISOString()}::timestamptz, ${new Date(T + HOUR).toISOString()}::timestamptz
                     from authorities where authority_id = ${card.authority_id}`);
    await exec(sql`insert into account_spending_limits (authority_id, customer_id, parent_id, currency,
                     daily_spend_limit, accept_violation, alert_violation)
                   select authority_id, customer_id, parent_id, currency, 46000, false, true
                     from authorities where authority_id = ${card.authority_id}`);
    expect(await run()).toMatchObject({ decision: 'declined', rule: 'accountLimit' });
  });

  it('declines a stopped, blocked or expired card, a card of a stopped account and an unknown card', async () => {
    const id = Number(card.card_id);
    for (const status of [2, 11]) {
      await exec(sql`update cards set card_status_id = ${status} where card_id = ${id}`);
      expect(await run()).toMatchObject({
        decision: 'declined',
        rule: 'cardStopped',
        reason: 'Card stopped',
      });
    }
    await exec(sql`update cards set card_status_id = 100 where card_id = ${id}`);
    await exec(sql`update authorities set is_stopped = true where authority_id = ${card.authority_id}`);
    expect((await run()).rule).toBe('cardStopped');
    await exec(sql`update authorities set is_stopped = false where authority_id = ${card.authority_id}`);
    await exec(sql`update cards set expiry_year = 2030 where card_id = ${id}`);
    expect(await run()).toMatchObject({ decision: 'declined', rule: 'cardExpired' });
    await exec(sql`update cards set expiry_year = 2032 where card_id = ${id}`);
    expect(await run({ cardId: undefined, cardNumber: '000000000000' })).toMatchObject({
      decision: 'declined',
      rule: 'cardUnknown',
      cardId: null,
    });
    expect((await run({ cardId: undefined, cardNumber: card.card_number })).decision).toBe('allowed');
  });

  it('POST /api/cards/authorize answers platform admins (machine callers), refuses customers and bad bodies', async () => {
    const admin = await app.signInAs('platformAdmin');
    const claire = await app.signInAs('customerAdmin');
    const payload = {
      cardId: Number(card.card_id),
      siteId: Number(allowedSite.global_site_id),
      productId: shopProduct,
      quantity: 1,
      amount: 1,
      time: new Date(T).toISOString(),
      odometer: 10_100,
    };
    const res = await app.post('/api/cards/authorize', admin, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      decision: 'declined',
      rule: 'product',
      reason: 'Product not allowed',
    });
    expect((await app.post('/api/cards/authorize', claire, payload)).statusCode).toBe(403);
    const bad = await app.post('/api/cards/authorize', admin, { ...payload, cardId: undefined });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messageKey).toBe('authorize_card_required');
  });
});
