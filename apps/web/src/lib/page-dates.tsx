import { DatesProvider } from '@mantine/dates';
import { type ReactNode, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';

/** dayjs month and weekday names of each page language but English (built in), loaded when first needed. */
const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  es: () => import('dayjs/locale/es'),
  nl: () => import('dayjs/locale/nl'),
  pt: () => import('dayjs/locale/pt'),
  pl: () => import('dayjs/locale/pl'),
};
const loaded = new Map<string, Promise<string>>();

/** Loads the dayjs locale of `language` once; resolves to the locale name date pickers are given. */
export function loadDatesLocale(language: string): Promise<string> {
  let promise = loaded.get(language);
  if (!promise) {
    const load = DAYJS_LOCALES[language];
    promise = load
      ? load().then(
          () => language,
          () => 'en',
        )
      : Promise.resolve('en');
    loaded.set(language, promise);
  }
  return promise;
}

/**
 * Date pickers and date inputs below it write weekday and month names in the page language, weeks
 * start on Monday (issue 15). Its content waits (renders nothing) the moment the language's names load.
 */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = use(loadDatesLocale(i18n.language));
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

export function PageDates({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LocalizedDates>{children}</LocalizedDates>
    </Suspense>
  );
}
