import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { splitLocale } from '../../lib/locale';
import type { PageRefusal } from '../../lib/page-access';
import { declaredPage, NO_ACCESS_PATH, routeRefusal, routeVerdict } from '../../lib/route-access';
import { EV_HOME } from '../../lib/session/entry-route';
import { useSessionScope } from '../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../lib/use-locale';

/** What the no-access page is told: the page that was refused (without locale segment), and why. */
export type NoAccessState = { from?: string; reason?: PageRefusal | null };

/**
 * The one page guard of the shell (spec 000 §6, document 3 §4.9, issue 50 gates on every route): a
 * route whose `handle` names a page (`pageAccess(...)`) opens exactly when the side navigation would
 * show that page's item, from the same declaration (lib/page-access.ts): permissions of the selected
 * entry, migration status and isAck. Everybody else goes to the no-access page (an EV user refused the
 * overview goes to the EV landing, spec 000 §2). It decides once the scope is loaded (the shell shows
 * its skeleton until then).
 */
export function RequireRoutePermission() {
  const matches = useMatches();
  const { status, permissions, migrationStatus, masthead } = useSessionScope();
  const { pathname } = useLocation();
  const to = useLocalizedPath();
  if (status === 'loading') return <Outlet />;
  const page = declaredPage(matches);
  const facts = { permissions, migrationStatus, masthead };
  const verdict = routeVerdict(page, facts);
  if (verdict === 'open') return <Outlet />;
  if (verdict === 'evHome') return <Navigate to={to(EV_HOME)} replace />;
  const state: NoAccessState = { from: splitLocale(pathname).path, reason: routeRefusal(page, facts) };
  return <Navigate to={to(NO_ACCESS_PATH)} replace state={state} />;
}
