import type { TInvoiceRow } from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable, type DataTablePaging, type SortState } from '../../../components/data-table';
import type { QueryFailure } from '../../../lib/use-query-failure';
import type { useInvoiceSelection } from '../hooks/use-invoice-selection';
import { type DetailsTarget, InvoiceDetailsModal } from './invoice-details-modal';
import { InvoiceRowPanel } from './invoice-row-panel';

type Props = {
  label: string;
  rows: TInvoiceRow[];
  columns: ColumnDef<TInvoiceRow>[];
  loading: boolean;
  emptyText: string;
  errorText?: string;
  failure?: QueryFailure;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  paging: DataTablePaging;
  picked: ReturnType<typeof useInvoiceSelection>;
  expandedId: string | null;
  onExpandedChange: (id: string | null) => void;
};

/**
 * The invoices and archive tables (spec 001 §4 Row behaviour): rows expand on click (not on the
 * checkbox) to their actions and invoice sub-rows; ticking a summary picks its invoices; details open
 * in the shared modal.
 */
export function InvoiceTable({ rows, picked, ...props }: Props) {
  const [details, setDetails] = useState<DetailsTarget | null>(null);
  return (
    <>
      <DataTable<TInvoiceRow>
        {...props}
        data={rows}
        getRowId={(row) => String(row.invoiceId)}
        selection={{ selectedIds: picked.selectedIds, onChange: (ids) => picked.select(ids, rows) }}
        renderExpanded={(row) => <InvoiceRowPanel row={row} onDetails={setDetails} />}
      />
      <InvoiceDetailsModal target={details} onClose={() => setDetails(null)} />
    </>
  );
}
