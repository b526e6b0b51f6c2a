/** Locales the portal offers (spec 000 §1, §9). The first is the default. */
export const LOCALES = ['en', 'es', 'de', 'nl', 'pt', 'pl'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

export const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Brand codes sent to the server (spec 000 §1). */
export const BRAND_CODES = [1, 2] as const;
export type TBrandCode = (typeof BRAND_CODES)[number];

/** Default page size of every list (spec 000 §9). */
export const DEFAULT_PAGE_SIZE = 15;

/** Authority id: optional operator letter plus 3 to 7 digits (spec 000 §3). */
export const AUTHORITY_ID_PATTERN = /^[A-Za-z]?\d{3,7}$/;
