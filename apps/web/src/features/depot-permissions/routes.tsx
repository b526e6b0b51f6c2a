import { PERMISSION_KEYS } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { requirePermission } from '../../lib/route-access';

/** As the charging pages: the depot permission, or the EV viewer's viewChargePoints (spec 000 §6). */
const depot = requirePermission(PERMISSION_KEYS.manageDepot, PERMISSION_KEYS.viewChargePoints);

const SelectCardsPage = lazyPage(() => import('./pages/select-cards-page'), 'SelectCardsPage');
const SelectDepotsPage = lazyPage(() => import('./pages/select-depots-page'), 'SelectDepotsPage');

/** Spec 001 §2 Depot permissions: the two steps. */
export const depotPermissionsRoutes: RouteObject[] = [
  { path: 'depot-permissions/select-cards', element: <SelectCardsPage />, handle: depot },
  { path: 'depot-permissions/select-depots', element: <SelectDepotsPage />, handle: depot },
];
