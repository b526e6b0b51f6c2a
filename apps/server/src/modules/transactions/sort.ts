import { PLATFORM_MESSAGE_KEYS } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { columnMap } from '../../platform/paging';

export type SortColumn = { expr: SQL; type: string; notNull: boolean };

/** Sortable columns: sortBy is checked against these names only (never SQL from the request). */
export const SORT_COLUMNS: Readonly<Record<string, SortColumn>> = columnMap({
  transactionDateTime: { expr: sql`t.transaction_date_time`, type: 'timestamptz', notNull: true },
  fullCardNumber: { expr: sql`c.card_number`, type: 'text', notNull: true },
  transactionStatus: { expr: sql`t.transaction_status`, type: 'transaction_status', notNull: true },
  siteName: { expr: sql`s.site_name`, type: 'text', notNull: false },
  vehicleRegistrationNumber: { expr: sql`t.vehicle_registration_number`, type: 'text', notNull: false },
  productName: { expr: sql`p.product_name`, type: 'text', notNull: false },
  quantity: { expr: sql`t.quantity_milli`, type: 'bigint', notNull: true },
  grossValue: { expr: sql`t.gross_invoice_minor`, type: 'bigint', notNull: true },
  supplyCountry: { expr: sql`t.supply_country`, type: 'text', notNull: true },
  isPriced: { expr: sql`t.is_priced`, type: 'boolean', notNull: true },
  invoiceNumber: { expr: sql`i.invoice_number`, type: 'text', notNull: false },
  invoiceDate: { expr: sql`i.invoice_date`, type: 'date', notNull: false },
  invoiceDueDate: { expr: sql`i.due_date`, type: 'date', notNull: false },
  summaryStatementNumber: { expr: sql`ss.invoice_number`, type: 'text', notNull: false },
  summaryStatementDate: { expr: sql`ss.invoice_date`, type: 'date', notNull: false },
  transactionId: { expr: sql`t.transaction_id`, type: 'uuid', notNull: true },
  brand: { expr: sql`b.name`, type: 'text', notNull: true },
});

export type Sort = { column: string; order: 'asc' | 'desc' };
export const DEFAULT_SORT: Sort = { column: 'transactionDateTime', order: 'desc' };

/** The list's sort (spec 001 §9 default transactionDateTime descending); unknown columns are a 400. */
export function resolveSort(sortBy: string | undefined, sortOrder: 'asc' | 'desc' | undefined): Sort {
  const column = sortBy ?? DEFAULT_SORT.column;
  if (!SORT_COLUMNS[column])
    throw new AppError(
      'VALIDATION',
      PLATFORM_MESSAGE_KEYS.sortColumnUnknown,
      `sortBy ${column} is not a column of this list`,
    );
  return { column, order: sortOrder ?? (sortBy ? 'asc' : DEFAULT_SORT.order) };
}
