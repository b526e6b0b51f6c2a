import {
  applyDatePattern,
  DEFAULT_DATE_FORMAT,
  formatMoneyIn,
  formatNumberIn,
  intlNumberFormat,
  type NumberOptions,
  type TPreferences,
} from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserPreferences } from './user-preferences';

const KM_PER_MILE = 1.609344;
/** Imperial gallon: the portal's miles-and-gallons customers are in Europe (UK). */
const LITRES_PER_GALLON = 4.54609;

export type DateInput = string | number | Date | null | undefined;

// The browser loads its number data with the first Intl.NumberFormat of the page (about 100 ms of
// one task on a loaded machine, four times that on a phone): here, as this module loads with its
// page, instead of inside the first render of a table of amounts.
intlNumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export type { NumberOptions };

export type Formatters = {
  dateFormat: string;
  /** The date part of the user's dateFormat (DD/MM/YYYY), also the value format of date pickers. */
  dayFormat: string;
  csvDelimiter: string;
  /** Date and time in the user's dateFormat, in the browser's time zone; '' for no value. */
  formatDateTime: (value: DateInput) => string;
  /** Only the date part of the user's dateFormat. */
  formatDate: (value: DateInput) => string;
  formatNumber: (value: number | null | undefined, options?: NumberOptions) => string;
  /**
   * Spec 001 §9: the currency symbol (euro, pound, dollar), PLN as a prefix; two decimals in the
   * user's numberFormat; the page language only places the symbol (€1.234,56 in en, 1.234,56 € in de).
   */
  formatMoney: (value: number | null | undefined, currency: string) => string;
  /** Distance given in km, shown in km or miles (measurement 1, or 2 and 3). */
  formatDistance: (km: number | null | undefined) => string;
  /** Volume given in litres, shown in litres or gallons (measurement 1 and 2, or 3). */
  formatVolume: (litres: number | null | undefined) => string;
  /**
   * An odometer reading as the driver entered it (no conversion), whole, with the unit of the user's
   * measurement: 147.990 km, 147,990 mi.
   */
  formatOdometer: (value: number | null | undefined) => string;
  /** A day written out in the page language (weekday, day, month name, year): the dashboard's date. */
  formatLongDate: (value: DateInput) => string;
};

const toDate = (value: DateInput) => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const localFields = (d: Date) => ({
  year: d.getFullYear(),
  month: d.getMonth() + 1,
  day: d.getDate(),
  hour: d.getHours(),
  minute: d.getMinutes(),
  second: d.getSeconds(),
});

const LONG_DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const ORDER_PARTS: Record<string, Intl.DateTimeFormatPartTypes> = { D: 'day', M: 'month', Y: 'year' };

/**
 * Weekday, day, month name and year in the page language, with day, month and year in the order of
 * the user's date pattern (DD/MM/YYYY -> Thursday, 26 November 2026; MM/DD/YYYY -> Thursday,
 * November 26, 2026). The language's own writing is kept when its order is the user's.
 */
function longDate(date: Date, language: string, datePattern: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(language, LONG_DATE);
  } catch {
    format = new Intl.DateTimeFormat('en', LONG_DATE);
  }
  const parts = format.formatToParts(date);
  const order = [...datePattern.replace(/[^DMY]/g, '').replace(/(.)\1+/g, '$1')]
    .map((c) => ORDER_PARTS[c])
    .filter((type): type is Intl.DateTimeFormatPartTypes => type !== undefined);
  const natural = parts
    .map((p) => p.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
  if (order.length !== 3 || order.join() === natural.join()) return format.format(date);
  const of = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const dayMonthYear = order.map((type) => of(type)).join(' ');
  return `${of('weekday')}, ${dayMonthYear}`;
}

/**
 * Formatting from the user's preferences (spec 000 §3 Preferences) and the page language (only where
 * a currency symbol goes); pure, for tests and non-React code.
 */
export function createFormatters(preferences: TPreferences | undefined, language = 'en'): Formatters {
  const dateFormat = preferences?.dateFormat || DEFAULT_DATE_FORMAT;
  const datePart = dateFormat.split(' ')[0] ?? dateFormat;
  const numberFormat = preferences?.numberFormat ?? 'en';
  const measurement = preferences?.measurement ?? 1;

  const formatNumber = (value: number | null | undefined, options: NumberOptions = {}) =>
    value === null || value === undefined || Number.isNaN(value)
      ? ''
      : formatNumberIn(value, numberFormat, options);
  const withUnit = (value: number | null | undefined, unit: string) =>
    value === null || value === undefined
      ? ''
      : `${formatNumber(value, { maximumFractionDigits: 2 })} ${unit}`;

  return {
    dateFormat,
    dayFormat: datePart,
    csvDelimiter: preferences?.cSVDelimiter || ',',
    formatDateTime: (value) => {
      const date = toDate(value);
      return date ? applyDatePattern(localFields(date), dateFormat) : '';
    },
    formatDate: (value) => {
      const date = toDate(value);
      return date ? applyDatePattern(localFields(date), datePart) : '';
    },
    formatNumber,
    formatMoney: (value, currency) =>
      value === null || value === undefined || Number.isNaN(value)
        ? ''
        : formatMoneyIn(value, currency, language, numberFormat),
    formatDistance: (km) =>
      measurement === 1
        ? withUnit(km, 'km')
        : withUnit(km === null || km === undefined ? km : km / KM_PER_MILE, 'mi'),
    formatOdometer: (value) =>
      value === null || value === undefined || Number.isNaN(value)
        ? ''
        : `${formatNumber(value, { maximumFractionDigits: 0 })} ${measurement === 1 ? 'km' : 'mi'}`,
    formatLongDate: (value) => {
      const date = toDate(value);
      return date ? longDate(date, language, datePart) : '';
    },
    formatVolume: (litres) =>
      measurement === 3
        ? withUnit(litres === null || litres === undefined ? litres : litres / LITRES_PER_GALLON, 'gal')
        : withUnit(litres, 'l'),
  };
}

/** The formatters of the signed-in user's preferences; defaults until they are loaded. */
export function useFormatters(): Formatters {
  const { data } = useUserPreferences();
  const { i18n } = useTranslation();
  const preferences = data?.preferences;
  const language = i18n.language;
  return useMemo(() => createFormatters(preferences, language), [preferences, language]);
}
