import type { TTransactionRow } from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { DataValues } from '../../../lib/data-values';
import type { Formatters } from '../../../lib/format';
import { cellOf } from './transaction-cell';

/** Badge columns keep room for the whole badge (a badge shortens its text rather than wrap). */
const BADGE_COLUMN_WIDTH: Record<string, number> = { transactionStatus: 150, isPriced: 150 };

/** The table's columns in the chosen order (spec 001 §2): header text, sorting, badge widths, cells. */
export const transactionTableColumns = (
  visible: readonly string[],
  sortable: ReadonlySet<string>,
  header: (key: string) => string,
  f: Formatters,
  values: DataValues,
): ColumnDef<TTransactionRow>[] =>
  visible.map((key) => ({
    id: key,
    header: header(key),
    accessorFn: (row) => row[key as keyof TTransactionRow],
    enableSorting: sortable.has(key),
    size: BADGE_COLUMN_WIDTH[key],
    cell: ({ row }) => cellOf(key, row.original, f, values),
  }));
