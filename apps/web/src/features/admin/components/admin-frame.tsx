import type { ReactNode } from 'react';
import { AdminLayout } from './admin-layout';
import { RequireAdmin } from './require-admin';

/** Spec 000 §2 Admin panel and scenario guide: admins only, in the admin page frame. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <RequireAdmin>
      <AdminLayout>{children}</AdminLayout>
    </RequireAdmin>
  );
}
