import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { splitLocale } from '../../lib/locale';
import { isImpersonating, isMigratedUser, useIdentity } from '../../lib/session/identity-marker';
import { useLocalizedPath } from '../../lib/use-locale';
import { accessRedirect } from './access-rules';

export type RequireAccessProps = { children?: ReactNode };

/** Applies the role and migration redirects of `accessRedirect` to every signed-in page. */
export function RequireAccess({ children }: RequireAccessProps) {
  const identity = useIdentity();
  const { pathname } = useLocation();
  const to = useLocalizedPath();
  const content = children ?? <Outlet />;
  if (!identity) return content;
  const target = accessRedirect(splitLocale(pathname).path, {
    isAdmin: identity.isAdmin,
    isImpersonating: isImpersonating(identity),
    isMigrated: isMigratedUser(identity),
  });
  return target ? <Navigate to={to(target)} replace /> : content;
}
