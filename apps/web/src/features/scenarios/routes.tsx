import type { RouteObject } from 'react-router';
import { AdminLayout, RequireAdmin } from '../admin';
import { ScenariosPage } from './pages/scenarios-page';

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
