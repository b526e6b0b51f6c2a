import { STATUS_COUNT_COLUMNS } from '../../db/schema';
import type { BulkLoader } from './bulk-loader';

/**
 * Rollups derived from the loaded rows in the same transaction (DESIGN §6): per authority and UTC day
 * for transactions (by product, and the counts by status) and charging sessions, per charge point and
 * day for the usage summary. Writers keep them current afterwards, row by row.
 */
export async function writeRollups(loader: BulkLoader): Promise<void> {
  if (loader.kind === 'postgres') await loader.exec(`SET LOCAL work_mem = '256MB'`);
  await loader.exec(`
    INSERT INTO transaction_product_daily_rollups
      (authority_id, day, transaction_status, product_id, currency, quantity_milli, row_count, net_minor,
       vat_minor, gross_minor)
    SELECT authority_id, (transaction_date_time AT TIME ZONE 'UTC')::date, transaction_status,
           coalesce(product_id, 0), invoice_currency, sum(quantity_milli), count(*), sum(net_invoice_minor),
           sum(vat_invoice_minor), sum(gross_invoice_minor)
      FROM transactions
     GROUP BY 1, 2, 3, 4, 5`);
  const counted = Object.entries(STATUS_COUNT_COLUMNS);
  await loader.exec(`
    INSERT INTO transaction_daily_counts (authority_id, day, ${counted.map(([, c]) => c).join(', ')})
    SELECT authority_id, day, ${counted
      .map(([status]) => `coalesce(sum(row_count) FILTER (WHERE transaction_status = '${status}'), 0)`)
      .join(', ')}
      FROM transaction_product_daily_rollups
     GROUP BY 1, 2`);
  const usage = `count(*), sum(total_energy_wh), round(sum(extract(epoch FROM session_end - session_start)))::bigint,
           count(*) FILTER (WHERE session_end - session_start < interval '10 minutes')`;
  await loader.exec(`
    INSERT INTO charging_daily_rollups
      (authority_id, day, cdr_type, session_count, energy_wh, duration_seconds, short_session_count)
    SELECT authority_id, (session_end AT TIME ZONE 'UTC')::date, cdr_type, ${usage}
      FROM charging_sessions
     GROUP BY 1, 2, 3`);
  await loader.exec(`
    INSERT INTO charge_point_daily_usage
      (charge_point_id, day, site_id, session_count, energy_wh, duration_seconds, short_session_count)
    SELECT charge_point_id, (session_start AT TIME ZONE 'UTC')::date, site_id, ${usage}
      FROM charging_sessions
     GROUP BY 1, 2, 3`);
}
