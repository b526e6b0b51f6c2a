import { PERMISSION_KEYS } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { requirePermission } from '../../lib/route-access';

const ChargingHistoryPage = lazyPage(() => import('./pages/charging-history-page'), 'ChargingHistoryPage');
const ChargePointsPage = lazyPage(() => import('./pages/charge-points-page'), 'ChargePointsPage');
const ChargerDetailsPage = lazyPage(() => import('./pages/charger-details-page'), 'ChargerDetailsPage');

/**
 * Spec 000 §6: Depot Management needs the depot permission; the EV viewer role looks at charge points
 * and charging history with viewChargePoints alone, so either opens them.
 */
const depot = requirePermission(PERMISSION_KEYS.manageDepot, PERMISSION_KEYS.viewChargePoints);

/** Pages of the charging area inside the shell (spec 001 §2 route table). */
export const chargingRoutes: RouteObject[] = [
  { path: 'charging-history', element: <ChargingHistoryPage />, handle: depot },
  { path: 'charge-points', element: <ChargePointsPage />, handle: depot },
  { path: 'charge-points/charger', element: <ChargerDetailsPage />, handle: depot },
];
