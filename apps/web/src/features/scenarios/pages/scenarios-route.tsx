import { lazyPage } from '../../../lib/lazy-page';
import { AdminFrame } from '../../admin';

const ScenariosPage = lazyPage(() => import('./scenarios-page'), 'ScenariosPage');

/**
 * Spec 000 §2 Admin scenario guide (/admin/scenarios), in the admin frame. Loaded lazily, so the
 * admin feature's exports stay out of the entry chunk.
 */
export function ScenariosRoute() {
  return (
    <AdminFrame>
      <ScenariosPage />
    </AdminFrame>
  );
}
