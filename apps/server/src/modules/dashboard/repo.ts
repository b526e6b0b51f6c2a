import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { AuthorityScope } from '../../platform/scope';

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The currency most authorities of the scope are invoiced in, with its issuer country (ties: by code).
 * Null when the scope holds no authority.
 */
export async function scopeIssuerCurrency(db: Db, scope: AuthorityScope) {
  if (scope.ids.length === 0) return null;
  const [row] = await queryRows<{ currency: string; issuer_country: string }>(
    db,
    sql`select currency, issuer_country from authorities
         where authority_id in (${idList(scope.ids)})
         group by currency, issuer_country
         order by count(*) desc, currency, issuer_country
         limit 1`,
  );
  return row ?? null;
}

export type UninvoicedProductRow = {
  product_name: string;
  unit: string;
  with_vat: number;
  without_vat: number;
  quantity: number;
};

/**
 * Uninvoiced spend per product of the scope in one currency, largest first. Read from the per-day
 * product rollups (DESIGN §6): uninvoiced lines have no date window, so whole days are exact.
 */
export async function uninvoicedByProduct(db: Db, scope: AuthorityScope, currency: string) {
  if (scope.ids.length === 0) return [];
  return queryRows<UninvoicedProductRow>(
    db,
    sql`select p.product_name, p.unit,
               (sum(r.gross_minor) / 100.0)::float8 as with_vat,
               (sum(r.net_minor) / 100.0)::float8 as without_vat,
               (sum(r.quantity_milli) / 1000.0)::float8 as quantity
          from transaction_product_daily_rollups r
          join products p on p.product_id = r.product_id
         where r.authority_id in (${idList(scope.ids)})
           and r.transaction_status = 'Uninvoiced'
           and r.currency = ${currency}
         group by p.product_id, p.product_name, p.unit
         order by with_vat desc, p.product_name`,
  );
}
