import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { AdminLayout } from './components/admin-layout';
import { RequireAdmin } from './components/require-admin';

const AdminPage = lazyPage(() => import('./pages/admin-page'), 'AdminPage');

/** Spec 000 §2 Admin panel (/admin): admins only, in its own page frame outside the shell. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: (
      <RequireAdmin>
        <AdminLayout>
          <AdminPage />
        </AdminLayout>
      </RequireAdmin>
    ),
  },
];
