// The reads behind one card's page: its authority, status history and recent transactions (spec 002 §7).
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

export type AuthorityInfo = {
  authority_id: string;
  authority_name: string;
  parent_id: string | null;
  delivery_address: Record<string, string | null> | null;
};

export async function authorityInfo(db: DbOrTx, authorityId: string): Promise<AuthorityInfo | undefined> {
  const [row] = await queryRows<AuthorityInfo>(
    db,
    sql`select authority_id, authority_name, parent_id, delivery_address from authorities
        where authority_id = ${authorityId}`,
  );
  return row;
}

export type HistoryRow = {
  card_status_id: number;
  status_name: string;
  changed_at: string | Date;
  police_reference: string | null;
};

export async function statusHistory(db: DbOrTx, cardId: number): Promise<HistoryRow[]> {
  return queryRows<HistoryRow>(
    db,
    sql`select h.card_status_id, s.name as status_name, h.changed_at, h.police_reference
          from card_status_history h join card_statuses s on s.status_id = h.card_status_id
         where h.card_id = ${cardId} order by h.changed_at desc, h.id desc`,
  );
}

export type TransactionLineRow = {
  transaction_id: string;
  transaction_status: string;
  transaction_date_time: string | Date;
  suspicious_indicator: boolean;
  alert_indicator: boolean;
  oac_result_code_description: string | null;
  gross_supply_minor: number | string;
  supply_currency: string;
  quantity_milli: number | string;
  unit: string | null;
  product_name: string | null;
  latitude: number | null;
  longitude: number | null;
  brand_name: string | null;
  site_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_line3: string | null;
  town: string | null;
  post_code: string | null;
};

/**
 * The product lines of a card's newest transactions: the `count` newest, and (alerted) the `count`
 * newest that are declined, suspicious or alerted.
 */
export async function cardTransactionLines(
  db: DbOrTx,
  cardId: number,
  count: number,
  alerted: boolean,
): Promise<TransactionLineRow[]> {
  const alertFilter = alerted
    ? sql`and (x.transaction_status = 'Declined' or x.suspicious_indicator or x.alert_indicator)`
    : sql``;
  return queryRows<TransactionLineRow>(
    db,
    sql`with latest as (
          select x.transaction_id, max(x.transaction_date_time) as at from transactions x
           where x.card_id = ${cardId} ${alertFilter}
           group by x.transaction_id order by at desc limit ${count})
        select t.transaction_id::text as transaction_id, t.transaction_status, t.transaction_date_time,
               t.suspicious_indicator, t.alert_indicator, t.oac_result_code_description,
               t.gross_supply_minor, t.supply_currency, t.quantity_milli, pr.unit,
               pr.product_name, si.latitude, si.longitude, b.name as brand_name, si.site_name,
               si.address_line1, si.address_line2, si.address_line3, si.town, si.post_code
          from latest l
          join transactions t on t.transaction_id = l.transaction_id and t.card_id = ${cardId}
          left join products pr on pr.product_id = t.product_id
          left join sites si on si.global_site_id = t.site_id
          left join brands b on b.brand_code = t.brand_code
         order by t.transaction_date_time desc, t.transaction_id, t.product_id nulls last`,
  );
}
