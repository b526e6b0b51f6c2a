import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';

const ChargingHistoryPage = lazyPage(() => import('./pages/charging-history-page'), 'ChargingHistoryPage');
const ChargePointsPage = lazyPage(() => import('./pages/charge-points-page'), 'ChargePointsPage');
const ChargerDetailsPage = lazyPage(() => import('./pages/charger-details-page'), 'ChargerDetailsPage');

const history = pageAccess('chargingHistory');
const chargePoints = pageAccess('chargePoints');

/** Pages of the charging area inside the shell (spec 001 §2 route table). */
export const chargingRoutes: RouteObject[] = [
  { path: 'charging-history', element: <ChargingHistoryPage />, handle: history },
  { path: 'charge-points', element: <ChargePointsPage />, handle: chargePoints },
  { path: 'charge-points/charger', element: <ChargerDetailsPage />, handle: chargePoints },
];
