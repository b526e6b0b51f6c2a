import { dataValueKey, regionCode, regionOfEnglishName, VALUES_PAGE } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type DataValues = {
  /** A data value (product name, authorisation type, reason, Y/N…) in the page language, else as sent. */
  value: (text: string | null | undefined) => string;
  /** A country's name in the page language from its ISO code; the code itself when there is no name. */
  country: (code: string | null | undefined) => string;
  /** A country written out in English in an address ("Germany"): its name in the page language. */
  countryText: (text: string | null | undefined) => string;
};

/** One Intl.DisplayNames per language: a list names a country in every row. */
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in `language` (the browser's region names), '' when it has none. */
export function countryNameIn(language: string, code: string): string {
  try {
    let names = regionNames.get(language);
    if (!names) {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      regionNames.set(language, names);
    }
    return names.of(regionCode(code)) ?? '';
  } catch {
    return '';
  }
}

/** The one translator of data values on every page (the `values` content page and Intl.DisplayNames). */
export function useDataValues(): DataValues {
  const { t, i18n } = useTranslation(VALUES_PAGE);
  const language = i18n.language;
  return useMemo(
    () => ({
      value: (text) => {
        if (text === null || text === undefined || text === '') return '';
        const key = dataValueKey(text);
        return i18n.exists(key, { ns: VALUES_PAGE }) ? t(key) : text;
      },
      country: (code) => (code ? countryNameIn(language, code) || code : ''),
      countryText: (text) => {
        if (!text) return '';
        const code = regionOfEnglishName(text);
        return (code && countryNameIn(language, code)) || text;
      },
    }),
    [t, i18n, language],
  );
}

/** A country's name in the page language; else the name as the data sent it (`asSent`), else ''. */
export function useCountryName(): (code: string, asSent?: string) => string {
  const { i18n } = useTranslation();
  return useMemo(
    () => (code: string, asSent?: string) => countryNameIn(i18n.language, code) || asSent || '',
    [i18n.language],
  );
}
