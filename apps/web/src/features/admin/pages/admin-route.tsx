import { lazyPage } from '../../../lib/lazy-page';
import { AdminFrame } from '../components/admin-frame';

const AdminPage = lazyPage(() => import('./admin-page'), 'AdminPage');

/**
 * Spec 000 §2 Admin panel (/admin). Loaded lazily with its frame, so the admin layout and its
 * actions stay out of the entry chunk.
 */
export function AdminRoute() {
  return (
    <AdminFrame>
      <AdminPage />
    </AdminFrame>
  );
}
