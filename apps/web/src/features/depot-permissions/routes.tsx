import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';

const depot = pageAccess('depotPermissions');

const SelectCardsPage = lazyPage(() => import('./pages/select-cards-page'), 'SelectCardsPage');
const SelectDepotsPage = lazyPage(() => import('./pages/select-depots-page'), 'SelectDepotsPage');

/** Spec 001 §2 Depot permissions: the two steps. */
export const depotPermissionsRoutes: RouteObject[] = [
  { path: 'depot-permissions/select-cards', element: <SelectCardsPage />, handle: depot },
  { path: 'depot-permissions/select-depots', element: <SelectDepotsPage />, handle: depot },
];
