import {
  DEFAULT_DATE_FORMAT,
  dataValueKey,
  regionCode,
  regionOfEnglishName,
  VALUES_PAGE,
} from '@portal/contract';
import { type ContentFile, pageTexts } from '../modules/content/repo';

/** What a spreadsheet needs to speak the user's language and write dates in the user's format. */
export type SheetTexts = {
  language: string;
  /** A text of a content page; the key itself when missing (spec 000 §8: a missing text shows its key). */
  text: (page: string, key: string) => string;
  /** A data value (product, authorisation type, reason, Y/N, unit) in the language, else as sent. */
  value: (text: string | null | undefined) => string | null;
  /** A country's name in the language from its code; the code when there is none. */
  country: (code: string | null | undefined) => string | null;
  /** A country written out in English in an address ("Germany"): its name in the language. */
  countryText: (text: string | null | undefined) => string | null;
  /** The user's number format preference (spec 000 §3: en, de or pl separators). */
  numberFormat: string;
  /** The date part of the user's date pattern (DD/MM/YYYY …), for documents that print dates. */
  dayPattern: string;
  /** Excel number formats of the user's date pattern: the day alone, and day and time. */
  dateFormat: string;
  dateTimeFormat: string;
};

/**
 * The preference date pattern (tokens YYYY, MM, DD, hh, mm, ss; spec 000 §3) as an Excel number
 * format; Excel reads mm after hh as minutes and elsewhere as the month.
 */
export const excelDateFormat = (pattern: string) => pattern.toLowerCase();

/** Texts of the user's language from the content files the server serves (one source for web and sheets). */
export function sheetTexts(
  content: Map<string, ContentFile>,
  user: {
    languageCode?: string | null;
    preferences?: { dateFormat?: string; numberFormat?: string } | null;
  },
): SheetTexts {
  const language = user.languageCode || 'en';
  const values = pageTexts(content, language, VALUES_PAGE);
  const pattern = user.preferences?.dateFormat || DEFAULT_DATE_FORMAT;
  let regions: Intl.DisplayNames | undefined;
  try {
    regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    regions = undefined;
  }
  const country = (code: string | null | undefined) => {
    if (!code) return null;
    try {
      return regions?.of(regionCode(code)) ?? code;
    } catch {
      return code;
    }
  };
  return {
    language,
    text: (page, key) => pageTexts(content, language, page)[key] ?? key,
    value: (text) => (text ? (values[dataValueKey(text)] ?? text) : null),
    country,
    countryText: (text) => {
      if (!text) return null;
      const code = regionOfEnglishName(text);
      return code ? (country(code) ?? text) : text;
    },
    numberFormat: user.preferences?.numberFormat || 'en',
    dayPattern: pattern.split(' ')[0] ?? pattern,
    dateFormat: excelDateFormat(pattern.split(' ')[0] ?? pattern),
    dateTimeFormat: excelDateFormat(pattern),
  };
}
