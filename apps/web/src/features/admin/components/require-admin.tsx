import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CUSTOMER_HOME } from '../../../lib/session/entry-route';
import { useIdentity } from '../../../lib/session/identity-marker';
import { useLocalizedPath } from '../../../lib/use-locale';

export type RequireAdminProps = { children: ReactNode };

/** Spec 000 §2: the admin panel and scenario guide are for admins only; others go home. */
export function RequireAdmin({ children }: RequireAdminProps) {
  const identity = useIdentity();
  const to = useLocalizedPath();
  if (!identity?.isAdmin) return <Navigate to={to(CUSTOMER_HOME)} replace />;
  return children;
}
