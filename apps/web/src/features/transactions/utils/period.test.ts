import { describe, expect, it } from 'vitest';
import { invoiceDateRange, searchDateExample } from './period';

describe('transactions search and period helpers', () => {
  it('the search placeholder shows a day as the search accepts it, d/m/yyyy without zeros (issue 15)', () => {
    expect(searchDateExample(new Date(2026, 0, 5))).toBe('5/1/2026');
    expect(searchDateExample(new Date(2026, 10, 26))).toBe('26/11/2026');
  });

  it('an invoice looks its transactions up 60 days back, never past today (spec 001 §9)', () => {
    expect(invoiceDateRange('2020-03-01')).toBe('2020-01-01,2020-03-01');
    expect(invoiceDateRange('not a day')).toBeUndefined();
  });
});
