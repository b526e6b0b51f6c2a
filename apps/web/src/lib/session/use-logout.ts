import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { localizedPath } from '../locale';
import { useBrand } from '../use-brand';
import { useActiveLocale } from '../use-locale';
import { clearIdentity } from './identity-marker';
import { markLoggingOut } from './logging-out';
import { logoutSession } from './logout-session';

/** Why the portal logged a user out by itself; the login page says it (issue 15). */
export const LOGOUT_REASONS = ['idle', 'expired', 'no_access'] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];
export const isLogoutReason = (value: unknown): value is LogoutReason =>
  (LOGOUT_REASONS as readonly unknown[]).includes(value);

/** Shared by every caller (button, idle modal, expired session): a second call joins the first. */
let logoutInFlight: Promise<void> | null = null;

/**
 * Spec 000 §4: logout sets the logging-out flag and goes to the login route of the current locale.
 * The server ends the session and clears its cookies; here the identity marker and the query cache go.
 * An automatic logout passes its reason on to the login page as `?reason=`.
 */
export function useLogout(): (reason?: LogoutReason) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const locale = useActiveLocale();
  return useCallback(
    (reason?: LogoutReason) => {
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
        const login = localizedPath('/login', locale);
        await navigate(reason ? `${login}?reason=${reason}` : login, { replace: true });
      })().finally(() => {
        logoutInFlight = null;
      });
      return logoutInFlight;
    },
    [brand.code, locale, navigate, queryClient],
  );
}

/**
 * An automatic logout (idle timeout, failed refresh, session init without access): through the /logout
 * route, so the protected pages are gone before the identity is, and the login page gets the reason
 * (a protected page would send a user without identity to the login page without it).
 */
export function useAutomaticLogout(): (reason: LogoutReason) => Promise<void> {
  const navigate = useNavigate();
  const locale = useActiveLocale();
  return useCallback(
    async (reason: LogoutReason) => {
      await navigate(`${localizedPath('/logout', locale)}?reason=${reason}`, { replace: true });
    },
    [locale, navigate],
  );
}
