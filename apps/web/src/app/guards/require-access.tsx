import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { splitLocale } from '../../lib/locale';
import { isImpersonating, isMigratedUser, useIdentity } from '../../lib/session/identity-marker';
import { useLocalizedPath } from '../../lib/use-locale';
import { toastState } from '../../lib/use-navigation-toast';
import { accessRedirect, accessRedirectNotice } from './access-rules';

export type RequireAccessProps = { children?: ReactNode };

/** Applies the role and migration redirects of `accessRedirect` to every signed-in page. */
export function RequireAccess({ children }: RequireAccessProps) {
  const { t } = useTranslation();
  const identity = useIdentity();
  const { pathname } = useLocation();
  const to = useLocalizedPath();
  const content = children ?? <Outlet />;
  if (!identity) return content;
  const path = splitLocale(pathname).path;
  const facts = {
    isAdmin: identity.isAdmin,
    isImpersonating: isImpersonating(identity),
    isMigrated: isMigratedUser(identity),
  };
  const target = accessRedirect(path, facts);
  if (!target) return content;
  const notice = accessRedirectNotice(path, facts);
  return <Navigate to={to(target)} replace state={notice ? toastState(t(notice)) : undefined} />;
}
