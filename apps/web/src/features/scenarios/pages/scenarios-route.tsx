import { lazyPage } from '../../../lib/lazy-page';
import { AdminLayout, RequireAdmin } from '../../admin';

const ScenariosPage = lazyPage(() => import('./scenarios-page'), 'ScenariosPage');

/**
 * Spec 000 §2 Admin scenario guide (/admin/scenarios): admins only, in the admin page frame. Loaded
 * lazily, so the admin feature's exports stay out of the entry chunk.
 */
export function ScenariosRoute() {
  return (
    <RequireAdmin>
      <AdminLayout>
        <ScenariosPage />
      </AdminLayout>
    </RequireAdmin>
  );
}
