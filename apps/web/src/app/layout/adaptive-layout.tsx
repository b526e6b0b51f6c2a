import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { IdleTimeout } from '../../features/identity/components/idle-timeout';
import { useIdentity } from '../../lib/session/identity-marker';
import { RequireAccess } from '../guards/require-access';
import { ShellLayout } from '../lazy-layouts';
import { PublicLayout } from './public-layout';

export type AdaptiveLayoutProps = { children?: ReactNode };

/**
 * Pages for everybody (cookie preferences, the 404 page): inside the shell when signed in, with
 * the role and migration redirects and the idle timeout; in the public layout otherwise.
 */
export function AdaptiveLayout({ children }: AdaptiveLayoutProps) {
  const identity = useIdentity();
  if (!identity) return <PublicLayout>{children ?? <Outlet />}</PublicLayout>;
  return (
    <RequireAccess>
      <IdleTimeout />
      <ShellLayout>{children ?? <Outlet />}</ShellLayout>
    </RequireAccess>
  );
}
