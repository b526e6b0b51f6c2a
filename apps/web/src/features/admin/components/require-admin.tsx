import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { CUSTOMER_HOME } from '../../../lib/session/entry-route';
import { useIdentity } from '../../../lib/session/identity-marker';
import { useLocalizedPath } from '../../../lib/use-locale';
import { toastState } from '../../../lib/use-navigation-toast';

export type RequireAdminProps = { children: ReactNode };

/** Spec 000 §2: the admin panel and scenario guide are for admins only; others go home. */
export function RequireAdmin({ children }: RequireAdminProps) {
  const { t } = useTranslation();
  const identity = useIdentity();
  const to = useLocalizedPath();
  // Spec 000 §2: others go home, told why (issue 15 honest states).
  if (!identity?.isAdmin)
    return <Navigate to={to(CUSTOMER_HOME)} replace state={toastState(t('admins_only_notice'))} />;
  return children;
}
