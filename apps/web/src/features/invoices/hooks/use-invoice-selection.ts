import { MAX_INVOICE_DOWNLOAD, type TInvoiceRow } from '@portal/contract';
import { useMemo, useState } from 'react';
import { documentsOf } from '../api/download';

/**
 * Spec 001 §4 Row behaviour, §5 invoice download: the picked rows of a list (kept across pages), the
 * documents they stand for (a summary for its invoices), and the 10-document limit: past it the
 * danger message shows and rows can only be unselected.
 */
export function useInvoiceSelection() {
  const [picked, setPicked] = useState<Map<string, TInvoiceRow>>(new Map());
  const documents = useMemo(() => documentsOf([...picked.values()]), [picked]);
  const overLimit = documents.length > MAX_INVOICE_DOWNLOAD;
  /** The ids now ticked among `rows` (the page shown); picks of other pages stay. */
  const select = (next: string[], rows: TInvoiceRow[]) => {
    const byId = new Map(rows.map((r) => [String(r.invoiceId), r]));
    const kept = new Map([...picked].filter(([id]) => next.includes(id) || !byId.has(id)));
    for (const id of next) {
      const row = byId.get(id);
      if (row && !kept.has(id)) kept.set(id, row);
    }
    if (overLimit && kept.size > picked.size) return;
    setPicked(kept);
  };
  return {
    selectedIds: [...picked.keys()],
    documents,
    overLimit,
    select,
    clear: () => setPicked(new Map()),
  };
}
