import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const ChargingHistoryPage = lazyPage(() => import('./pages/charging-history-page'), 'ChargingHistoryPage');
const ChargePointsPage = lazyPage(() => import('./pages/charge-points-page'), 'ChargePointsPage');
const ChargerDetailsPage = lazyPage(() => import('./pages/charger-details-page'), 'ChargerDetailsPage');

/** Pages of the charging area inside the shell (spec 001 §2 route table). */
export const chargingRoutes: RouteObject[] = [
  { path: 'charging-history', element: <ChargingHistoryPage /> },
  { path: 'charge-points', element: <ChargePointsPage /> },
  { path: 'charge-points/charger', element: <ChargerDetailsPage /> },
];
