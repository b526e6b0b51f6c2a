import { Navigate, Outlet } from 'react-router';
import { localizedPath } from '../../../lib/locale';
import { useIdentity } from '../../../lib/session/identity-marker';
import { useActiveLocale } from '../../../lib/use-locale';
import { IdleTimeout } from './idle-timeout';

/**
 * Spec 000 §2: protected routes go to the login page of the current locale when no identity is
 * stored. Everything under it is signed in, so the idle timeout runs here and only here.
 */
export function RequireSession() {
  const identity = useIdentity();
  const locale = useActiveLocale();
  if (!identity) return <Navigate to={localizedPath('/login', locale)} replace />;
  return (
    <>
      <IdleTimeout />
      <Outlet />
    </>
  );
}
