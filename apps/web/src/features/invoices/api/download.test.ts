import type { TInvoiceRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { documentsOf } from './download';

const row = (invoiceNumber: string, invoiceType: TInvoiceRow['invoiceType'], subRows: TInvoiceRow[] = []) =>
  ({ invoiceNumber, invoiceType, subRows }) as unknown as TInvoiceRow;

describe('selected documents (spec 001 §4 row behaviour)', () => {
  it('a summary stands for its invoices; a summary without invoices and a lone invoice for themselves', () => {
    const summary = row('80001', 'SUMMARY-STATEMENT', [
      row('50001', 'NATIONAL-INVOICE'),
      row('60002', 'INTERNATIONAL-INVOICE'),
    ]);
    expect(
      documentsOf([summary, row('80002', 'SUMMARY-STATEMENT'), row('50003', 'NATIONAL-INVOICE')]),
    ).toEqual([
      { documentNumber: '50001', invoiceType: 'NATIONAL-INVOICE' },
      { documentNumber: '60002', invoiceType: 'INTERNATIONAL-INVOICE' },
      { documentNumber: '80002', invoiceType: 'SUMMARY-STATEMENT' },
      { documentNumber: '50003', invoiceType: 'NATIONAL-INVOICE' },
    ]);
  });
});
