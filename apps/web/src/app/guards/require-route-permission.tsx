import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { splitLocale } from '../../lib/locale';
import { declaredAccess, isAccessGranted, NO_ACCESS_PATH } from '../../lib/route-access';
import { useSessionScope } from '../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../lib/use-locale';

/** What the no-access page is told: the page that was refused (without locale segment). */
export type NoAccessState = { from?: string };

/**
 * The one permission guard of the shell's pages (spec 000 §6, issue 15 honest states): a page whose
 * route declares `requirePermission(...)` opens only when the selected entry holds one of the keys;
 * everybody else goes to the no-access page instead of a page whose calls all answer 403. It decides
 * once the permissions are loaded (the shell shows its skeleton until then).
 */
export function RequireRoutePermission() {
  const matches = useMatches();
  const { status, permissions } = useSessionScope();
  const { pathname } = useLocation();
  const to = useLocalizedPath();
  const access = declaredAccess(matches);
  if (status === 'loading' || isAccessGranted(access, permissions)) return <Outlet />;
  const state: NoAccessState = { from: splitLocale(pathname).path };
  return <Navigate to={to(NO_ACCESS_PATH)} replace state={state} />;
}
