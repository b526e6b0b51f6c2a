import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { localizedPath } from '../locale';
import { useBrand } from '../use-brand';
import { useActiveLocale } from '../use-locale';
import { clearIdentity } from './identity-marker';
import { markLoggingOut } from './logging-out';
import { logoutSession } from './logout-session';

/** Shared by every caller (button, idle modal, expired session): a second call joins the first. */
let logoutInFlight: Promise<void> | null = null;

/**
 * Spec 000 §4: logout sets the logging-out flag and goes to the login route of the current locale.
 * The server ends the session and clears its cookies; here the identity marker and the query cache go.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const locale = useActiveLocale();
  return useCallback(() => {
    logoutInFlight ??= (async () => {
      markLoggingOut();
      try {
        await logoutSession({ brand: brand.code });
      } catch (error) {
        // The local sign-out still happens; the server session ends at its own idle timeout.
        console.warn('Logout call failed', error);
      }
      clearIdentity();
      queryClient.clear();
      await navigate(localizedPath('/login', locale), { replace: true });
    })().finally(() => {
      logoutInFlight = null;
    });
    return logoutInFlight;
  }, [brand.code, locale, navigate, queryClient]);
}
