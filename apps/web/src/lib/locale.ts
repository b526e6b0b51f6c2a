import { DEFAULT_LOCALE, isLocale, type TLocale } from '@portal/contract';

/** Names of the languages in their own language, for the language menu (not translated on purpose). */
export const LOCALE_NAMES: Record<TLocale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  nl: 'Nederlands',
  pt: 'Português',
  pl: 'Polski',
};

/** Cookie and local-storage key of the chosen language (spec 000 §4, §9). */
export const LOCALE_STORAGE_KEY = 'locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type SplitPath = { locale: TLocale | undefined; path: string };

/** `/de/cards` → { locale: 'de', path: '/cards' }; `/cards` → { locale: undefined, path: '/cards' }. */
export function splitLocale(pathname: string): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (!isLocale(first)) return { locale: undefined, path: pathname || '/' };
  return { locale: first, path: match?.[2] ?? '/' };
}

/** Puts `locale` in front of an app path: ('/cards', 'de') → '/de/cards'; ('/', 'de') → '/de'. */
export function localizedPath(path: string, locale: TLocale | undefined): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (!locale) return normalized;
  return normalized === '/' ? `/${locale}` : `/${locale}${normalized}`;
}

/** Replaces the path's locale segment, or adds one: ('/de/cards', 'nl') → '/nl/cards'. */
export const replaceLocale = (pathname: string, locale: TLocale): string =>
  localizedPath(splitLocale(pathname).path, locale);

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

export function readStoredLocale(): TLocale | undefined {
  const fromCookie = readCookie(LOCALE_STORAGE_KEY);
  if (isLocale(fromCookie)) return fromCookie;
  try {
    const fromStorage = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(fromStorage) ? fromStorage : undefined;
  } catch {
    return undefined; // storage can be blocked by browser settings
  }
}

function writeLocaleCookie(value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${LOCALE_STORAGE_KEY}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function storeLocale(locale: TLocale) {
  writeLocaleCookie(locale, ONE_YEAR_SECONDS);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // the cookie alone is enough
  }
}

export function clearStoredLocale() {
  writeLocaleCookie('', 0);
  try {
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** The active language: the path's locale segment, else the stored choice, else `en`. */
export const resolveLocale = (pathname: string): TLocale =>
  splitLocale(pathname).locale ?? readStoredLocale() ?? DEFAULT_LOCALE;
