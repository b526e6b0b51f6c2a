import { describe, expect, it } from 'vitest';
import { transactionsLink } from './links';

describe('invoice transaction links (spec 001 §2 Invoices)', () => {
  it('a summary searches summaryStatementNumber, an invoice invoiceNumber, both with the date', () => {
    expect(
      transactionsLink({
        invoiceNumber: '80001',
        invoiceType: 'SUMMARY-STATEMENT',
        invoiceDate: '2026-10-02',
      }),
    ).toBe('/transactions?searchTerm=80001&columnName=summaryStatementNumber&invoiceDate=2026-10-02');
    expect(
      transactionsLink({
        invoiceNumber: '50002',
        invoiceType: 'NATIONAL-INVOICE',
        invoiceDate: '2026-10-02',
      }),
    ).toBe('/transactions?searchTerm=50002&columnName=invoiceNumber&invoiceDate=2026-10-02');
  });
});
