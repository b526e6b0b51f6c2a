import { describe, expect, it } from 'vitest';
import { createFormatters } from './format';

// Local time fields, so the test holds in every time zone.
const at = new Date(2026, 0, 5, 14, 3, 9);

describe('formatters from the user preferences (spec 000 §3 Preferences, §9 default date format)', () => {
  it('uses DD/MM/YYYY hh:mm:ss when nothing is chosen', () => {
    const f = createFormatters(undefined);
    expect(f.formatDateTime(at)).toBe('05/01/2026 14:03:09');
    expect(f.formatDate(at)).toBe('05/01/2026');
    expect(f.csvDelimiter).toBe(',');
  });

  it.each([
    ['MM/DD/YYYY hh:mm:ss', '01/05/2026 14:03:09', '01/05/2026'],
    ['YYYY-MM-DD hh:mm:ss', '2026-01-05 14:03:09', '2026-01-05'],
    ['DD.MM.YYYY hh:mm:ss', '05.01.2026 14:03:09', '05.01.2026'],
  ])('writes dates as %s', (dateFormat, full, dateOnly) => {
    const f = createFormatters({ dateFormat });
    expect(f.formatDateTime(at)).toBe(full);
    expect(f.formatDate(at.toISOString())).toBe(dateOnly);
  });

  it('shows nothing for a missing or broken date', () => {
    const f = createFormatters(undefined);
    expect(f.formatDateTime(null)).toBe('');
    expect(f.formatDate('not a date')).toBe('');
  });

  it.each([
    ['en', '1,234,567.5', '€1,234.56'],
    ['de', '1.234.567,5', '€1.234,56'],
    ['pl', '1\u00a0234\u00a0567,5', '€1\u00a0234,56'],
  ])('writes numbers in the %s number format', (numberFormat, number, money) => {
    const f = createFormatters({ numberFormat });
    expect(f.formatNumber(1234567.5)).toBe(number);
    expect(f.formatMoney(1234.56, 'EUR')).toBe(money);
    expect(f.formatNumber(-0.5, { minimumFractionDigits: 2 })).toMatch(/^-0[.,]50$/);
  });

  it('uses the separators of the stored option value (de: 1.234,56), and en for anything unknown', () => {
    expect(createFormatters({ numberFormat: 'de' }).formatNumber(1234.5)).toBe('1.234,5');
    expect(createFormatters({ numberFormat: '1.234,56' }).formatNumber(1234.5)).toBe('1,234.5');
  });

  it('converts distances and volumes for measurement 1, 2 and 3', () => {
    expect(createFormatters({ measurement: 1 }).formatDistance(100)).toBe('100 km');
    expect(createFormatters({ measurement: 2 }).formatDistance(160.9344)).toBe('100 mi');
    expect(createFormatters({ measurement: 2 }).formatVolume(10)).toBe('10 l');
    expect(createFormatters({ measurement: 3 }).formatVolume(45.4609)).toBe('10 gal');
  });

  it('keeps the chosen CSV delimiter', () => {
    expect(createFormatters({ cSVDelimiter: ';' }).csvDelimiter).toBe(';');
  });

  it('writes PLN as a prefix and other currencies with their symbol (001 §9)', () => {
    const f = createFormatters({ numberFormat: 'en' }, 'en');
    expect(f.formatMoney(1234.5, 'PLN')).toBe('PLN 1,234.50');
    expect(f.formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
    expect(f.formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(f.formatMoney(-1234.5, 'EUR')).toBe('-€1,234.50');
    expect(f.formatMoney(null, 'EUR')).toBe('');
  });

  it("writes money digits in the user's numberFormat; the language only places the symbol", () => {
    expect(createFormatters({ numberFormat: 'de' }, 'en').formatMoney(14811.5, 'EUR')).toBe('€14.811,50');
    expect(createFormatters({ numberFormat: 'pl' }, 'en').formatMoney(14811.5, 'GBP')).toBe(
      '£14\u00a0811,50',
    );
    expect(createFormatters({ numberFormat: 'pl' }, 'en').formatMoney(14811.5, 'PLN')).toBe(
      'PLN 14\u00a0811,50',
    );
    expect(createFormatters({ numberFormat: 'de' }, 'de').formatMoney(14811.5, 'EUR')).toBe(
      '14.811,50\u00a0€',
    );
  });

  it('keeps an amount whose unit is no currency code readable', () => {
    expect(createFormatters({ numberFormat: 'en' }).formatMoney(2.5, 'litre')).toBe('2.50 litre');
  });
});
