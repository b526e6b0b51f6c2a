import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type AuthorizeInput, authorize } from '../../src/modules/authorization/service';
import { createLimitsApp, type LimitsApp } from './support';

/** Wednesday 15 January 2031, 11:00 in Berlin: after all demo data, so only the lines here count. */
export const T = Date.parse('2031-01-15T10:00:00Z');
export const HOUR = 3_600_000;
const reject = (kind: string) => ({ [`accept${kind}Violation`]: false, [`alert${kind}Violation`]: true });

/*
 * The authorization check's fixture (issue 19): a card of Claire's with a profile of every type, a
 * second card of the same account, two sites and a shop and a wash product. Set by
 * `useAuthorizeFixture()` before the file's first test (ES module live bindings).
 */
export let app: LimitsApp;
export let card: { card_id: string; card_number: string; authority_id: string };
export let other: { card_id: string };
export let allowedSite: { global_site_id: string; fep_ids: string[] };
export let otherSite: string;
export let shopProduct: number;
export let washProduct: number;
let profileId: number;

export const run = (extra: Partial<AuthorizeInput> = {}) =>
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
export const exec = (query: ReturnType<typeof sql>) => app.database.db.execute(query);
export const line = (
  cardId: string,
  at: number,
  productId: number,
  grossMinor: number,
  odometer: number | null,
) =>
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
export const setBlock = (column: string, value: unknown) =>
  exec(sql`update restriction_profiles set ${sql.identifier(column)} = ${JSON.stringify(value)}::jsonb
            where profile_id = ${profileId}`);

export const PRODUCTS = {
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

/** Opens the app with the profile above; each test starts without overrides and account limits. */
export function useAuthorizeFixture(): void {
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
}
