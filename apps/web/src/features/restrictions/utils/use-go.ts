import { useCallback } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/use-locale';

/** Navigates inside the app keeping the page's language segment (/de/cards/... stays German). */
export function useGo() {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return useCallback(
    (path: string, options?: NavigateOptions) => navigate(localized(path), options),
    [navigate, localized],
  );
}
