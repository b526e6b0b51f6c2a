import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import type { AuthorityScope } from '../../platform/scope';
import { FROM, inScope, SELECT, type TransactionRowDb } from './repo';

export type TransactionDetailDb = TransactionRowDb & {
  authority_id: string;
  authority_name: string;
  customer_name: string;
  issuer_country: string;
  issuer_number: string;
  authority_currency: string;
  card_holder_name: string | null;
  odometer_required: boolean;
  add_info_required: boolean;
  embossing_line1: string;
  supply_currency: string;
  net_supply_minor: string | number;
  vat_supply_minor: string | number;
  gross_supply_minor: string | number;
  original_gross_supply_minor: string | number;
  net_unit_list_price_milli: string | number | null;
  net_invoice_minor: string | number;
  vat_invoice_minor: string | number;
  authorisation_type: string;
  transaction_voucher_number: string;
  authorisation_code: string | null;
  odometer: number | null;
  driver_name: string | null;
  vehicle_driver_code: string | null;
  additional_information: string | null;
  transaction_type: string;
  type_of_transaction: string;
  oac_result_code_description: string | null;
  suspicious_indicator: boolean;
  alert_indicator: boolean;
  site_id: number | null;
  latitude: number | null;
  longitude: number | null;
  address_line1: string | null;
  address_line2: string | null;
  town: string | null;
  post_code: string | null;
  telephone_number: string | null;
  region_name: string | null;
  site_country: string | null;
  site_type_code: string | null;
  site_type_description: string | null;
  invoice_type: string | null;
};

/** One product line inside the given authorities; undefined when absent or another tenant's. */
export async function findTransaction(
  db: DbOrTx,
  scope: AuthorityScope,
  transactionId: string,
  productId: number | null,
): Promise<TransactionDetailDb | undefined> {
  if (scope.ids.length === 0) return undefined;
  const [row] = await queryRows<TransactionDetailDb>(
    db,
    sql`${SELECT}, t.authority_id, a.authority_name, cu.customer_name, a.issuer_country, a.issuer_number,
          a.currency as authority_currency, c.card_holder_name, c.odometer_required, c.add_info_required,
          c.embossing_line1, t.supply_currency, t.net_supply_minor, t.vat_supply_minor, t.gross_supply_minor,
          t.original_gross_supply_minor, t.net_unit_list_price_milli, t.net_invoice_minor, t.vat_invoice_minor,
          t.authorisation_type, t.transaction_voucher_number, t.authorisation_code, t.odometer, t.driver_name,
          t.vehicle_driver_code, t.additional_information, t.transaction_type, t.type_of_transaction,
          t.oac_result_code_description, t.suspicious_indicator, t.alert_indicator, t.site_id, s.latitude,
          s.longitude, s.address_line1, s.address_line2, s.town, s.post_code, s.telephone_number,
          r.region_name, co.country_code as site_country, st.code as site_type_code,
          st.description as site_type_description, i.invoice_type::text as invoice_type
        ${FROM}
        join authorities a on a.authority_id = t.authority_id
        join customers cu on cu.customer_id = a.customer_id
        left join regions r on r.area_id = s.area_id
        left join countries co on co.country_id = s.country_id
        left join site_types st on st.site_type_id = s.site_type_id
       where t.transaction_id = ${transactionId}::uuid
         and t.product_id is not distinct from ${productId}::int
         and ${inScope(sql`t.authority_id`, scope)}`,
  );
  return row;
}

/** Locks the line for the odometer update; undefined when absent or another tenant's. */
export async function lockForOdometer(
  db: DbOrTx,
  scope: AuthorityScope,
  transactionId: string,
  productId: number | null,
) {
  const [row] = await queryRows<{
    odometer: number | null;
    odometer_required: boolean;
    authority_id: string;
  }>(
    db,
    sql`select t.odometer, c.odometer_required, t.authority_id
          from transactions t join cards c on c.card_id = t.card_id
         where t.transaction_id = ${transactionId}::uuid
           and t.product_id is not distinct from ${productId}::int
           and ${inScope(sql`t.authority_id`, scope)}
         for update of t`,
  );
  return row;
}

export async function updateOdometer(
  db: DbOrTx,
  transactionId: string,
  productId: number | null,
  odometer: number,
) {
  await db.execute(
    sql`update transactions set odometer = ${odometer}
         where transaction_id = ${transactionId}::uuid and product_id is not distinct from ${productId}::int`,
  );
}

/** The user's saved column list of a section, if any. */
export async function savedColumns(
  db: DbOrTx,
  userId: number,
  section: string,
): Promise<string[] | undefined> {
  const [row] = await queryRows<{ columns: string[] }>(
    db,
    sql`select columns from user_column_preferences where user_id = ${userId} and section = ${section}`,
  );
  return row?.columns;
}
