import type { TInvoiceRow } from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { contentKey } from '../../../lib/content-key';
import { type Formatters, useFormatters } from '../../../lib/format';
import { INVOICES_NAMESPACE } from '../utils/namespace';

type Translate = (key: string) => string;

export const invoiceTypeKey = (type: TInvoiceRow['invoiceType']) =>
  `type_${type.toLowerCase().replaceAll('-', '_')}`;

/** One cell of an invoice table: dates and amounts in the user's formats (§9 currency symbols). */
export function invoiceCell(key: string, row: TInvoiceRow, f: Formatters, t: Translate) {
  switch (key) {
    case 'invoiceDate':
    case 'paymentDueDate':
    case 'speosInvoiceDate':
      return f.formatDate(row[key]);
    case 'amount':
      return <span style={{ whiteSpace: 'nowrap' }}>{f.formatMoney(row.amount, row.currency)}</span>;
    case 'invoiceType':
      return t(invoiceTypeKey(row.invoiceType));
    case 'status':
      return t(contentKey('status', row.status));
    case 'issuerCountry':
      return t(contentKey('country', row.issuerCountry));
    case 'supplyCountry':
      return row.supplyCountry === 'Multiple' ? t('supply_multiple') : row.supplyCountry;
    default: {
      const value = row[key as keyof TInvoiceRow];
      return value === null || value === undefined || value === '' ? '-' : String(value);
    }
  }
}

/** The table columns of these keys; `sortable` names the ones the server sorts by. */
export function useInvoiceTableColumns(keys: readonly string[], sortable: ReadonlySet<string>) {
  const { t } = useTranslation(INVOICES_NAMESPACE);
  const f = useFormatters();
  return keys.map(
    (key): ColumnDef<TInvoiceRow> => ({
      id: key,
      header: t(contentKey('column', key)),
      accessorFn: (row) => row[key as keyof TInvoiceRow],
      enableSorting: sortable.has(key),
      cell: ({ row }) => invoiceCell(key, row.original, f, t),
    }),
  );
}
