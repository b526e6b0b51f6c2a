import type { TLocale } from '@portal/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizedPath, replaceLocale, resolveLocale, splitLocale, storeLocale } from './locale';

/** The language the current page is shown in. */
export function useActiveLocale(): TLocale {
  const { pathname } = useLocation();
  return resolveLocale(pathname);
}

/**
 * Builds in-app links that keep the address form the user is on: with a locale segment when the
 * current path has one, without otherwise.
 */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname);
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}

/** Switches language: remembers the choice and rewrites the first path segment (spec 000 §4). */
export function useChangeLocale(): (locale: TLocale) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (locale: TLocale) => {
      storeLocale(locale);
      navigate(`${replaceLocale(location.pathname, locale)}${location.search}${location.hash}`);
    },
    [location, navigate],
  );
}
