import { lazyPage } from '../../../lib/lazy-page';
import { AdminLayout } from '../components/admin-layout';
import { RequireAdmin } from '../components/require-admin';

const AdminPage = lazyPage(() => import('./admin-page'), 'AdminPage');

/**
 * Spec 000 §2 Admin panel (/admin): admins only, in its own page frame outside the shell. Loaded
 * lazily with the frame, so the admin layout and its actions stay out of the entry chunk.
 */
export function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminLayout>
        <AdminPage />
      </AdminLayout>
    </RequireAdmin>
  );
}
