import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

export type EvPriceRowDb = {
  product_name: string;
  price_milli: string | number;
  currency: string;
  unit: string;
  week_start: string;
};

/**
 * The prices of one price type valid in the week starting on `monday`: that week's, or the latest
 * published before it (a week's prices hold until new ones come). Walks the price type's weeks by
 * the (country, week) key backwards and stops at the first.
 */
export async function evPricesOfWeek(db: Db, priceType: string, monday: string): Promise<EvPriceRowDb[]> {
  return queryRows<EvPriceRowDb>(
    db,
    sql`select product_name, price_milli, currency, unit, week_start::text as week_start
          from ev_prices
         where price_type = ${priceType}
           and week_start = (select max(week_start) from ev_prices
                              where price_type = ${priceType} and week_start <= ${monday}::date)
         order by sort_order, product_name`,
  );
}
