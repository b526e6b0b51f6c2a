import { describe, expect, it } from 'vitest';
import { archiveChips, hasArchiveFilters, NO_FILTERS, withoutChip } from './archive-filters';

describe('archive filter chips (spec 001 §4 Archive filters)', () => {
  const set = {
    date: { from: '2024-01-01', to: '2024-03-31' },
    invoiceType: 'NATIONAL-INVOICE' as const,
    invoiceNumber: '5000',
    supplyCountries: [
      { countryCode: 'DE', countryName: 'Germany' },
      { countryCode: 'NL', countryName: 'Netherlands' },
    ],
    amount: { from: 25_000, to: 100_000, currency: 'GBP' },
  };

  it('each filter adds a chip, one per supply country', () => {
    expect(archiveChips(set).map((c) => c.id)).toEqual([
      'date',
      'invoiceType',
      'invoiceNumber',
      'country:DE',
      'country:NL',
      'amount',
    ]);
    expect(hasArchiveFilters(NO_FILTERS)).toBe(false);
  });

  it('removing a chip clears that filter only', () => {
    expect(withoutChip(set, 'country:DE').supplyCountries.map((c) => c.countryCode)).toEqual(['NL']);
    expect(withoutChip(set, 'invoiceType')).toEqual({ ...set, invoiceType: undefined });
    expect(withoutChip(withoutChip(set, 'amount'), 'date').invoiceNumber).toBe('5000');
  });
});
