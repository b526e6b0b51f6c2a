import type { TTransactionRow } from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { Formatters } from '../../../lib/format';
import { PriceBadge, StatusBadge } from './badges';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** Badge columns keep room for the whole badge (a badge shortens its text rather than wrap). */
const BADGE_COLUMN_WIDTH: Record<string, number> = { transactionStatus: 150, isPriced: 150 };

function cellOf(key: string, row: TTransactionRow, f: Formatters) {
  switch (key) {
    case 'transactionDateTime':
      return f.formatDateTime(row.transactionDateTime);
    case 'invoiceDate':
    case 'invoiceDueDate':
    case 'summaryStatementDate':
      return f.formatDate(row[key]);
    case 'grossValue':
      return <span style={NO_WRAP}>{f.formatMoney(row.grossValue, row.currency)}</span>;
    case 'quantity':
      return <span style={NO_WRAP}>{`${f.formatNumber(row.quantity)} ${row.unit ?? ''}`.trim()}</span>;
    case 'transactionStatus':
      return <StatusBadge status={row.transactionStatus} />;
    case 'isPriced':
      return <PriceBadge status={row.transactionStatus} isPriced={row.isPriced} />;
    default: {
      const value = row[key as keyof TTransactionRow];
      return value === null || value === undefined || value === '' ? '-' : String(value);
    }
  }
}

/** The table's columns in the chosen order (spec 001 §2): header text, sorting, badge widths, cells. */
export const transactionTableColumns = (
  visible: readonly string[],
  sortable: ReadonlySet<string>,
  header: (key: string) => string,
  f: Formatters,
): ColumnDef<TTransactionRow>[] =>
  visible.map((key) => ({
    id: key,
    header: header(key),
    accessorFn: (row) => row[key as keyof TTransactionRow],
    enableSorting: sortable.has(key),
    size: BADGE_COLUMN_WIDTH[key],
    cell: ({ row }) => cellOf(key, row.original, f),
  }));
