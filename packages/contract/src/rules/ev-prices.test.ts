import { describe, expect, it } from 'vitest';
import { evPriceCountryOf, mondayOf } from '../evprices';
import {
  archiveDateBounds,
  archiveRows,
  invoiceNumberFilterError,
  isAmountUnbounded,
} from '../invoice-archive';
import type { TInvoiceRow } from '../invoices';

describe('EV price country default (spec 001 §5)', () => {
  it.each([
    ['A1234567', 'AT'],
    ['D1000000', 'DE'],
    ['n1000000', 'NL'],
    ['U1000000', 'UK'],
    ['P1000000', 'PT'],
    ['L1000000', 'LU'],
    ['K1000000', 'PL'],
    ['E1000000', 'ES'],
    ['400123', 'DE'],
    ['B1000000', 'DE'],
    [undefined, 'DE'],
  ])('%s gives %s', (id, country) => expect(evPriceCountryOf(id)).toBe(country));
});

describe('Monday of the week (spec 001 §7, §9: the week starts on Monday)', () => {
  it.each([
    ['2025-06-02', '2025-06-02'],
    ['2025-06-04', '2025-06-02'],
    ['2025-06-08', '2025-06-02'],
    ['2025-01-01', '2024-12-30'],
  ])('%s is in the week of %s', (day, monday) => expect(mondayOf(new Date(`${day}T12:00:00Z`))).toBe(monday));
});

describe('archive filter rules (spec 001 §5)', () => {
  it('invoice number: 4 to 10 characters', () => {
    expect(invoiceNumberFilterError('123')).toBe('invoice_number_min_digits');
    expect(invoiceNumberFilterError('1234')).toBeNull();
    expect(invoiceNumberFilterError('1234567890')).toBeNull();
    expect(invoiceNumberFilterError('12345678901')).toBe('invoice_number_max_digits');
  });
  it('dates from 1 January ten years back to today; the top amount has no upper limit', () => {
    expect(archiveDateBounds(new Date('2025-06-04T10:00:00Z'))).toEqual({
      from: '2015-01-01',
      to: '2025-06-04',
    });
    expect(isAmountUnbounded(100_000)).toBe(true);
    expect(isAmountUnbounded(99_999)).toBe(false);
  });
  it('a group holding a summary becomes the summary with its invoices (§3)', () => {
    const row = (n: string, type: TInvoiceRow['invoiceType']) =>
      ({ invoiceNumber: n, invoiceType: type, subRows: [] }) as unknown as TInvoiceRow;
    const rows = archiveRows([
      [row('8', 'SUMMARY-STATEMENT'), row('5', 'NATIONAL-INVOICE')],
      [row('6', 'INTERNATIONAL-INVOICE')],
    ]);
    expect(rows.map((r) => [r.invoiceNumber, r.subRows.map((s) => s.invoiceNumber)])).toEqual([
      ['8', ['5']],
      ['6', []],
    ]);
  });
});
