import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { contentBackend } from '../../test/content-backend';
import { useDataValues } from './data-values';
import { createFormatters } from './format';
import { createI18n } from './i18n';

/** The hook with the real content files in `locale`. */
async function valuesIn(locale: 'en' | 'de' | 'pl') {
  const i18n = createI18n({ locale, backend: contentBackend() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>{children}</Suspense>
    </I18nextProvider>
  );
  const { result } = renderHook(() => useDataValues(), { wrapper });
  await waitFor(() => expect(result.current).toBeTruthy());
  return { values: result.current, i18n };
}

describe('data values in the page language (issue 15)', () => {
  it('translates product names, authorisation types, reasons, units and Y/N; unknown values as sent', async () => {
    const { values } = await valuesIn('de');
    expect(values.value('Premium diesel')).toBe('Premium-Diesel');
    expect(values.value('Electricity')).toBe('Strom');
    expect(values.value('Online PIN')).toBe('Online mit PIN');
    expect(values.value('Spending limit exceeded')).toBe('Ausgabenlimit überschritten');
    expect(values.value('Y')).toBe('Ja');
    expect(values.value('EA')).toBe('Stk.');
    expect(values.value('Weekend cover')).toBe('Weekend cover');
    expect(values.value(null)).toBe('');
  });

  it('names countries with Intl.DisplayNames, also from an English name in an address', async () => {
    const { values } = await valuesIn('pl');
    expect(values.country('DE')).toBe('Niemcy');
    expect(values.country('UK')).toBe('Wielka Brytania');
    expect(values.countryText('Germany')).toBe('Niemcy');
    expect(values.countryText('Atlantis')).toBe('Atlantis');
  });

  it('counts with i18next plural forms: 1 card, 2 Karten, 5 kart', async () => {
    const en = (await valuesIn('en')).i18n;
    await en.loadNamespaces('cards-view');
    expect(en.t('subtitle', { ns: 'cards-view', count: 1 })).toBe('1 card');
    const de = (await valuesIn('de')).i18n;
    await de.loadNamespaces('cards-view');
    expect(de.t('subtitle', { ns: 'cards-view', count: 1 })).toBe('1 Karte');
    expect(de.t('subtitle', { ns: 'cards-view', count: 2 })).toBe('2 Karten');
    const pl = (await valuesIn('pl')).i18n;
    await pl.loadNamespaces('cards-view');
    expect(pl.t('subtitle', { ns: 'cards-view', count: 1 })).toBe('1 karta');
    expect(pl.t('subtitle', { ns: 'cards-view', count: 3 })).toBe('3 karty');
    expect(pl.t('subtitle', { ns: 'cards-view', count: 5 })).toBe('5 kart');
  });
});

describe('the one formatter: long date, odometer and the date pickers format (issue 15)', () => {
  const day = new Date(2026, 10, 26, 9, 0, 0);
  it('writes the long date in the page language, in the order of the user date pattern', () => {
    expect(createFormatters(undefined, 'de').formatLongDate(day)).toBe('Donnerstag, 26. November 2026');
    expect(createFormatters({ dateFormat: 'MM/DD/YYYY hh:mm:ss' }, 'en').formatLongDate(day)).toBe(
      'Thursday, November 26, 2026',
    );
    expect(createFormatters({ dateFormat: 'DD/MM/YYYY hh:mm:ss' }, 'en').formatLongDate(day)).toBe(
      'Thursday, 26 November 2026',
    );
  });

  it('writes an odometer whole, in the number format, with its unit', () => {
    expect(createFormatters({ numberFormat: 'de' }).formatOdometer(147990)).toBe('147.990 km');
    expect(createFormatters({ numberFormat: 'en', measurement: 2 }).formatOdometer(147990)).toBe(
      '147,990 mi',
    );
    expect(createFormatters(undefined).formatOdometer(null)).toBe('');
  });

  it('gives date pickers the date part of the user date format', () => {
    expect(createFormatters({ dateFormat: 'YYYY-MM-DD hh:mm:ss' }).dayFormat).toBe('YYYY-MM-DD');
    expect(createFormatters(undefined).dayFormat).toBe('DD/MM/YYYY');
  });
});
