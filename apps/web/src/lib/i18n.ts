import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@portal/contract';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchContentBackend } from './content-backend';

/** Content files served by the API (spec 000 §7): one per language and page. */
export const CONTENT_LOAD_PATH = '/content/{{lng}}-{{ns}}.json';

/** Namespaces are the spec's page names; `common` holds the shell's texts and is loaded first. */
export const COMMON_NAMESPACE = 'common';
/** The shell's own texts (hierarchy bar, menus, impersonation bar). */
export const SHELL_NAMESPACE = 'shell';

export type CreateI18nOptions = {
  locale?: TLocale;
  /** Replaces the HTTP backend, for tests. */
  backend?: BackendModule;
};

/**
 * One i18next instance per app. A missing text shows its key name (spec 000 §1, §8): no fallback
 * language, no fallback namespace and no default values in `t()` calls.
 */
export function createI18n({ locale = DEFAULT_LOCALE, backend }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.use(backend ?? fetchContentBackend(CONTENT_LOAD_PATH));
  instance.use(initReactI18next);
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  instance
    .init({
      lng: locale,
      supportedLngs: LOCALES,
      nonExplicitSupportedLngs: false,
      load: 'currentOnly',
      fallbackLng: false,
      fallbackNS: false,
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      // React escapes text itself.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      // Keeps the browser console clean (no vendor notice).
      showSupportNotice: false,
    })
    .catch((error: unknown) => {
      // A missing content file is not fatal: texts then show their key names.
      console.warn('i18n init failed', error);
    });
  return instance;
}
