import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A country's name in the page language (the browser's region names), '' when it has none. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (code: string) => {
      try {
        return names?.of(code === 'UK' ? 'GB' : code) ?? '';
      } catch {
        return '';
      }
    };
  }, [i18n.language]);
}
