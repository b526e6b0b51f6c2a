// SQL of the authorization check: one statement for the card and everything that restricts it, one for
// the spending it has had in its windows. Both use indexes of their own table only.
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type {
  DayTimeBlock,
  OdometerBlock,
  ProductsBlock,
  SitesBlock,
  SpendingLimitBlock,
} from '../../db/schema/restrictions';

export type CardContext = {
  card_id: string;
  authority_id: string;
  authority_country: string;
  /** A stopped status, or any status without the success style (blocked, cancelled, ordered …). */
  status_stopped: boolean;
  authority_stopped: boolean;
  expiry_month: number;
  expiry_year: number;
  spending_limit: SpendingLimitBlock | null;
  products_and_services: ProductsBlock | null;
  site_locations: SitesBlock | null;
  day_time: DayTimeBlock | null;
  odometer_and_distance: OdometerBlock | null;
  override_alert: boolean | null;
  limit_daily: string | null;
  limit_weekly: string | null;
  limit_monthly: string | null;
  limit_rolling_days: number | null;
  limit_rolling: string | null;
  limit_accept: boolean | null;
  limit_alert: boolean | null;
  category_id: number | null;
  site_id: string | null;
  site_group_id: number | null;
  site_country_id: number | null;
  site_area_id: number | null;
  site_country: string | null;
};

export type CardLookup = {
  cardId?: number;
  cardNumber?: string;
  productId: number;
  siteId?: number;
  fepId?: string;
  at: number;
};

export async function cardContext(db: DbOrTx, q: CardLookup): Promise<CardContext | undefined> {
  const at = new Date(q.at).toISOString();
  const card =
    q.cardId !== undefined ? sql`c.card_id = ${q.cardId}` : sql`c.card_number = ${q.cardNumber ?? ''}`;
  // A terminal id is looked up only when no site id is given (fep_ids has no index of its own).
  const site: SQL =
    q.siteId !== undefined
      ? sql`si.global_site_id = ${q.siteId}`
      : q.fepId !== undefined
        ? sql`${q.fepId} = any(si.fep_ids)`
        : sql`false`;
  const [row] = await queryRows<CardContext>(
    db,
    sql`select c.card_id::text, c.authority_id, a.country_code as authority_country,
               (s.is_stopped or s.style <> 'success') as status_stopped, a.is_stopped as authority_stopped, c.expiry_month, c.expiry_year,
               p.spending_limit, p.products_and_services, p.site_locations, p.day_time, p.odometer_and_distance,
               o.alert_violation as override_alert,
               l.daily_spend_limit as limit_daily, l.weekly_spend_limit as limit_weekly,
               l.monthly_spend_limit as limit_monthly, l.rolling_days as limit_rolling_days,
               l.rolling_spend_limit as limit_rolling, l.accept_violation as limit_accept,
               l.alert_violation as limit_alert,
               pr.category_id, st.site_id::text, st.site_group_id, st.country_id as site_country_id,
               st.area_id as site_area_id, st.country_code as site_country
          from cards c
          join card_statuses s on s.status_id = c.card_status_id
          join authorities a on a.authority_id = c.authority_id
          left join restriction_profiles p on p.profile_id = c.profile_id
          left join lateral (
                select alert_violation from restriction_overrides o
                 where o.authority_id = c.authority_id and o.starts_at <= ${at}::timestamptz
                   and o.end_time > ${at}::timestamptz
                 order by o.end_time desc limit 1) o on true
          left join account_spending_limits l on l.authority_id = c.authority_id
          left join products pr on pr.product_id = ${q.productId}
          left join lateral (
                select si.global_site_id as site_id, t.site_group_id, si.country_id, si.area_id, co.country_code
                  from sites si join site_types t on t.site_type_id = si.site_type_id
                  join countries co on co.country_id = si.country_id
                 where ${site} limit 1) st on true
         where ${card}`,
  );
  return row;
}

export type UsageWindows = { day: number; week: number; month: number; rolling: number | null };
export type UsageTotals = {
  day: string;
  week: string;
  month: string;
  rolling: string;
  day_count: number;
  week_count: number;
  month_count: number;
  product_day_qty: string;
  product_day_value: string;
  product_month_qty: string;
  product_month_value: string;
  last_odometer: number | null;
};

const ts = (t: number) => sql`${new Date(t).toISOString()}::timestamptz`;

/**
 * Spending so far in each window up to `at` (declined lines never count): of the card, or of the whole
 * account. `products` narrows the product sums to a product or a category's products.
 */
export async function usage(
  db: DbOrTx,
  q: {
    owner: { cardId: number } | { authorityId: string };
    at: number;
    windows: UsageWindows;
    products?: { productId: number } | { categoryId: number };
    odometer?: boolean;
  },
): Promise<UsageTotals> {
  const w = q.windows;
  const from = Math.min(w.day, w.week, w.month, w.rolling ?? w.day);
  const owner =
    'cardId' in q.owner ? sql`t.card_id = ${q.owner.cardId}` : sql`t.authority_id = ${q.owner.authorityId}`;
  const product = !q.products
    ? sql`false`
    : 'productId' in q.products
      ? sql`t.product_id = ${q.products.productId}`
      : sql`t.product_id in (select product_id from products where category_id = ${q.products.categoryId})`;
  const rolling = w.rolling === null ? sql`false` : sql`t.transaction_date_time > ${ts(w.rolling)}`;
  const odometer =
    q.odometer && 'cardId' in q.owner
      ? sql`(select o.odometer from transactions o where o.card_id = ${q.owner.cardId} and o.odometer is not null
              and o.transaction_status <> 'Declined' and o.transaction_date_time <= ${ts(q.at)}
              order by o.transaction_date_time desc limit 1)`
      : sql`null::int`;
  const [row] = await queryRows<UsageTotals>(
    db,
    sql`select coalesce(sum(t.gross_invoice_minor) filter (where t.transaction_date_time >= ${ts(w.day)}), 0) as day,
               coalesce(sum(t.gross_invoice_minor) filter (where t.transaction_date_time >= ${ts(w.week)}), 0) as week,
               coalesce(sum(t.gross_invoice_minor) filter (where t.transaction_date_time >= ${ts(w.month)}), 0) as month,
               coalesce(sum(t.gross_invoice_minor) filter (where ${rolling}), 0) as rolling,
               count(distinct t.transaction_id) filter (where t.transaction_date_time >= ${ts(w.day)})::int as day_count,
               count(distinct t.transaction_id) filter (where t.transaction_date_time >= ${ts(w.week)})::int as week_count,
               count(distinct t.transaction_id) filter (where t.transaction_date_time >= ${ts(w.month)})::int as month_count,
               coalesce(sum(t.quantity_milli) filter (where ${product} and t.transaction_date_time >= ${ts(w.day)}), 0) as product_day_qty,
               coalesce(sum(t.gross_invoice_minor) filter (where ${product} and t.transaction_date_time >= ${ts(w.day)}), 0) as product_day_value,
               coalesce(sum(t.quantity_milli) filter (where ${product} and t.transaction_date_time >= ${ts(w.month)}), 0) as product_month_qty,
               coalesce(sum(t.gross_invoice_minor) filter (where ${product} and t.transaction_date_time >= ${ts(w.month)}), 0) as product_month_value,
               ${odometer} as last_odometer
          from transactions t
         where ${owner} and t.transaction_date_time >= ${ts(from)} and t.transaction_date_time <= ${ts(q.at)}
           and t.transaction_status <> 'Declined'`,
  );
  if (!row) throw new Error('usage query returned no row');
  return row;
}
