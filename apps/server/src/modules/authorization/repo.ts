// SQL of the authorization check: ONE statement reads the card with everything that restricts it
// (profile, running override, account limits, product, site) and the spending so far in each window,
// of the card and of its account. Every part uses an index of its own table.
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRowsPrepared } from '../../db/client';
import { groupedCalls } from '../../db/grouped-calls';
import type {
  DayTimeBlock,
  OdometerBlock,
  ProductsBlock,
  SitesBlock,
  SpendingLimitBlock,
} from '../../db/schema/restrictions';
import { ZONES } from './local-time';

/** Sums of one owner (card or account) in its windows; money in minor units, quantities in thousandths. */
type Sums<P extends string> = {
  [K in `${P}_day` | `${P}_week` | `${P}_month` | `${P}_rolling`]: string | null;
};

export type CardFacts = {
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
  card_day_count: number | null;
  card_week_count: number | null;
  card_month_count: number | null;
  /** The product's and its category's daily and monthly quantity (thousandths) and value. */
  product_day_qty: string | null;
  product_day_value: string | null;
  product_month_qty: string | null;
  product_month_value: string | null;
  category_day_qty: string | null;
  category_day_value: string | null;
  category_month_qty: string | null;
  category_month_value: string | null;
  last_odometer: number | null;
} & Sums<'card'> &
  Sums<'account'>;

export type CardLookup = {
  cardId?: number;
  cardNumber?: string;
  productId: number;
  siteId?: number;
  fepId?: string;
  at: number;
};

/** The account's time zone by its country (local-time ZONES), as SQL. */
const ZONE_OF_ACCOUNT = sql.raw(
  `case a.country_code ${Object.entries(ZONES)
    .map(([country, zone]) => `when '${country}' then '${zone}'`)
    .join(' ')} else 'UTC' end`,
);

/** Sums of money over lines in the windows of `w` (day, ISO week, month, rolling) up to `at`. */
const moneySums = (prefix: string) =>
  sql.raw(`coalesce(sum(t.gross_invoice_minor) filter (where t.transaction_date_time >= w.day), 0) as ${prefix}_day,
           coalesce(sum(t.gross_invoice_minor) filter (where t.transaction_date_time >= w.week), 0) as ${prefix}_week,
           coalesce(sum(t.gross_invoice_minor) filter (where t.transaction_date_time >= w.month), 0) as ${prefix}_month,
           coalesce(sum(t.gross_invoice_minor) filter (where t.transaction_date_time > w.${prefix}_rolling), 0) as ${prefix}_rolling`);

type Shape = { cardBy: 'id' | 'number'; siteBy: 'site' | 'fep' | 'none' };
const shapeOf = (q: CardLookup): Shape => ({
  cardBy: q.cardId !== undefined ? 'id' : 'number',
  siteBy: q.siteId !== undefined ? 'site' : q.fepId !== undefined ? 'fep' : 'none',
});
/** The values of one check, as the statement's parameters (or placeholders filled at execution). */
type Values = { at: unknown; card: unknown; site: unknown; productId: unknown };
const valuesOf = (q: CardLookup): Values => ({
  at: new Date(q.at).toISOString(),
  card: q.cardId ?? q.cardNumber ?? '',
  site: q.siteId ?? q.fepId ?? null,
  productId: q.productId,
});
const PLACEHOLDERS: Values = {
  at: sql.placeholder('at'),
  card: sql.placeholder('card'),
  site: sql.placeholder('site'),
  productId: sql.placeholder('productId'),
};

/** The statement of `cardFacts` with its values (for EXPLAIN and the bench). */
export const cardFactsQuery = (q: CardLookup): SQL => factsStatement(shapeOf(q), valuesOf(q));

function factsStatement(shape: Shape, v: Values): SQL {
  const at = sql`${v.at}::timestamptz`;
  const card = shape.cardBy === 'id' ? sql`c.card_id = ${v.card}` : sql`c.card_number = ${v.card}`;
  // A terminal id is looked up only when no site id is given (fep_ids has no index of its own).
  const site: SQL =
    shape.siteBy === 'site'
      ? sql`si.global_site_id = ${v.site}`
      : shape.siteBy === 'fep'
        ? sql`${v.site} = any(si.fep_ids)`
        : sql`false`;
  return sql`select c.card_id::text, c.authority_id, a.country_code as authority_country,
               (s.is_stopped or s.style <> 'success') as status_stopped, a.is_stopped as authority_stopped,
               c.expiry_month, c.expiry_year,
               p.spending_limit, p.products_and_services, p.site_locations, p.day_time, p.odometer_and_distance,
               o.alert_violation as override_alert,
               l.daily_spend_limit as limit_daily, l.weekly_spend_limit as limit_weekly,
               l.monthly_spend_limit as limit_monthly, l.rolling_days as limit_rolling_days,
               l.rolling_spend_limit as limit_rolling, l.accept_violation as limit_accept,
               l.alert_violation as limit_alert,
               pr.category_id, st.site_id::text, st.site_group_id, st.country_id as site_country_id,
               st.area_id as site_area_id, st.country_code as site_country,
               cs.*, acs.*
          from cards c
          join card_statuses s on s.status_id = c.card_status_id
          join authorities a on a.authority_id = c.authority_id
          left join restriction_profiles p on p.profile_id = c.profile_id
          left join lateral (
                select alert_violation from restriction_overrides o
                 where o.authority_id = c.authority_id and o.starts_at <= ${at} and o.end_time > ${at}
                 order by o.end_time desc limit 1) o on true
          left join account_spending_limits l on l.authority_id = c.authority_id
          left join products pr on pr.product_id = ${v.productId}
          left join lateral (
                select si.global_site_id as site_id, t.site_group_id, si.country_id, si.area_id, co.country_code
                  from sites si join site_types t on t.site_type_id = si.site_type_id
                  join countries co on co.country_id = si.country_id
                 where ${site} limit 1) st on true
          cross join lateral (
                select date_trunc('day', ${at} at time zone z.zone) at time zone z.zone as day,
                       date_trunc('week', ${at} at time zone z.zone) at time zone z.zone as week,
                       date_trunc('month', ${at} at time zone z.zone) at time zone z.zone as month,
                       ${at} - make_interval(days => coalesce((p.spending_limit->'rollingLimit'->>'rollingDaysCount')::int, 0)) as card_rolling,
                       ${at} - make_interval(days => coalesce(l.rolling_days, 0)::int) as account_rolling
                  from (select ${ZONE_OF_ACCOUNT} as zone) z
                 -- A fence: the windows are computed once, not copied into every condition that uses
                 -- them (copies of the zone expression cost the planner ~12 ms).
                offset 0) w
          left join lateral (
                select ${moneySums('card')},
                       count(distinct t.transaction_id) filter (where t.transaction_date_time >= w.day)::int as card_day_count,
                       count(distinct t.transaction_id) filter (where t.transaction_date_time >= w.week)::int as card_week_count,
                       count(distinct t.transaction_id) filter (where t.transaction_date_time >= w.month)::int as card_month_count,
                       sum(t.quantity_milli) filter (where t.product_id = pr.product_id and t.transaction_date_time >= w.day) as product_day_qty,
                       sum(t.gross_invoice_minor) filter (where t.product_id = pr.product_id and t.transaction_date_time >= w.day) as product_day_value,
                       sum(t.quantity_milli) filter (where t.product_id = pr.product_id and t.transaction_date_time >= w.month) as product_month_qty,
                       sum(t.gross_invoice_minor) filter (where t.product_id = pr.product_id and t.transaction_date_time >= w.month) as product_month_value,
                       sum(t.quantity_milli) filter (where tp.category_id = pr.category_id and t.transaction_date_time >= w.day) as category_day_qty,
                       sum(t.gross_invoice_minor) filter (where tp.category_id = pr.category_id and t.transaction_date_time >= w.day) as category_day_value,
                       sum(t.quantity_milli) filter (where tp.category_id = pr.category_id and t.transaction_date_time >= w.month) as category_month_qty,
                       sum(t.gross_invoice_minor) filter (where tp.category_id = pr.category_id and t.transaction_date_time >= w.month) as category_month_value,
                       (select ot.odometer from transactions ot where ot.card_id = c.card_id and ot.odometer is not null
                           and ot.transaction_status <> 'Declined' and ot.transaction_date_time <= ${at}
                         order by ot.transaction_date_time desc limit 1) as last_odometer
                  from transactions t left join products tp on tp.product_id = t.product_id
                 where p.profile_id is not null and t.card_id = c.card_id
                   and t.transaction_date_time >= least(w.day, w.week, w.month, w.card_rolling)
                   and t.transaction_date_time <= ${at} and t.transaction_status <> 'Declined') cs on true
          left join lateral (
                select ${moneySums('account')}
                  from transactions t
                 where l.authority_id is not null and t.authority_id = c.authority_id
                   and t.transaction_date_time >= least(w.day, w.week, w.month, w.account_rolling)
                   and t.transaction_date_time <= ${at} and t.transaction_status <> 'Declined') acs on true
         where ${card}`;
}

/**
 * A named prepared statement (one name per shape of the card and site conditions): PostgreSQL parses it
 * once per connection and keeps a generic plan, which is the same index-driven nested loop as the
 * custom one (card by key, then each part by its own index) and saves ~1.4 ms of parsing and planning
 * per check (measured on `portal_large`: p50 0.3-0.6 ms against 2.0 ms, also for the busiest accounts;
 * bench/RESULTS.md). An earlier shape of this statement had a generic plan ten times slower; the
 * authorize bench shows the plan's time beside the custom plan's.
 */
export async function cardFacts(db: DbOrTx, q: CardLookup): Promise<CardFacts | undefined> {
  const shape = shapeOf(q);
  const [row] = await queryRowsPrepared<CardFacts>(
    db,
    `card_facts_${shape.cardBy}_${shape.siteBy}`,
    factsStatement(shape, PLACEHOLDERS),
    valuesOf(q),
  );
  return row;
}

/**
 * Many checks of one shape in ONE statement: each lookup (a JSON row tagged with its place) reads its
 * facts with the single check's statement as a lateral subquery (`offset 0` keeps it one, run per
 * lookup with its own index reads, as alone).
 */
function manyFactsStatement(shape: Shape): SQL {
  const v: Values = {
    at: sql`i.at`,
    card: shape.cardBy === 'id' ? sql`i.card::bigint` : sql`i.card`,
    site: shape.siteBy === 'site' ? sql`i.site::bigint` : sql`i.site`,
    productId: sql`i.product_id`,
  };
  return sql`select i.ord, f.*
      from jsonb_to_recordset(${sql.placeholder('lookups')}::jsonb)
        as i(ord int, at text, card text, site text, product_id int)
     cross join lateral (${factsStatement(shape, v)} offset 0) f`;
}

export type FactsReader = (q: CardLookup) => Promise<CardFacts | undefined>;

/**
 * `cardFacts` for concurrent checks, read together (db/grouped-calls.ts): checks arriving while a read
 * runs go in the next one, one statement per shape, so under load a check costs no round trip of its
 * own. Only for callers under one row scope (partner routes see every authority): the group's read runs
 * in the scope of the call that started it.
 */
export function groupedCardFacts(db: DbOrTx): FactsReader {
  const readers = new Map<string, FactsReader>();
  return (q) => {
    const shape = shapeOf(q);
    const name = `card_facts_many_${shape.cardBy}_${shape.siteBy}`;
    let read = readers.get(name);
    if (!read) {
      const statement = manyFactsStatement(shape);
      read = groupedCalls(async (lookups: readonly CardLookup[]) => {
        const rows = await queryRowsPrepared<CardFacts & { ord: number }>(db, name, statement, {
          lookups: JSON.stringify(
            lookups.map((lookup, ord) => {
              const v = valuesOf(lookup);
              return {
                ord,
                at: v.at,
                card: String(v.card),
                site: v.site === null ? null : String(v.site),
                product_id: v.productId,
              };
            }),
          ),
        });
        const byPlace = new Map(rows.map(({ ord, ...facts }) => [ord, facts as CardFacts]));
        return lookups.map((_, ord) => byPlace.get(ord));
      });
      readers.set(name, read);
    }
    return read(q);
  };
}
