import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { AdminLayout, RequireAdmin } from '../admin';

const ScenariosPage = lazyPage(() => import('./pages/scenarios-page'), 'ScenariosPage');

/** Spec 000 §2 Admin scenario guide (/admin/scenarios): admins only, in the admin page frame. */
export const scenariosRoutes: RouteObject[] = [
  {
    path: 'admin/scenarios',
    element: (
      <RequireAdmin>
        <AdminLayout>
          <ScenariosPage />
        </AdminLayout>
      </RequireAdmin>
    ),
  },
];
