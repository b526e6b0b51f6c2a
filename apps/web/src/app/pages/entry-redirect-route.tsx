import { PERMISSION_KEYS } from '@portal/contract';
import { Navigate } from 'react-router';
import { AppLoader } from '../../components/plain-ui';
import { needsScope, SessionScopeProvider } from '../../features/shell/components/session-scope-provider';
import { entryRedirectPath } from '../../lib/session/entry-route';
import { isImpersonating, useIdentity } from '../../lib/session/identity-marker';
import { useSessionScope } from '../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../lib/use-locale';

/**
 * Spec 000 §2 Entry redirect (/redirect): runs session init, then an EV user (permission isEVUser)
 * goes to /charge-points, an admin who is not impersonating to /admin, anybody else to /dashboard.
 */
export function EntryRedirectRoute() {
  const identity = useIdentity();
  const to = useLocalizedPath();
  if (!identity) return null;
  if (!needsScope(identity))
    return (
      <Navigate
        to={to(
          entryRedirectPath({
            isEvUser: false,
            isAdmin: identity.isAdmin,
            isImpersonating: isImpersonating(identity),
          }),
        )}
        replace
      />
    );
  return (
    <SessionScopeProvider>
      <RedirectWhenReady isAdmin={identity.isAdmin} isImpersonating={isImpersonating(identity)} />
    </SessionScopeProvider>
  );
}

function RedirectWhenReady({ isAdmin, isImpersonating }: { isAdmin: boolean; isImpersonating: boolean }) {
  const scope = useSessionScope();
  const to = useLocalizedPath();
  if (scope.status === 'loading') return <AppLoader />;
  const isEvUser = scope.permissions.has(PERMISSION_KEYS.isEVUser);
  return <Navigate to={to(entryRedirectPath({ isEvUser, isAdmin, isImpersonating }))} replace />;
}
