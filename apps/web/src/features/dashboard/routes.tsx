import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';
import { DASHBOARD_NAMESPACE } from './utils/namespace';

const DashboardPage = lazyPage(
  () => import('./pages/dashboard-page'),
  'DashboardPage',
  [DASHBOARD_NAMESPACE],
  () => import('./api/prefetch-dashboard-page').then((m) => m.prefetchDashboardPage),
);

/** Pages of the dashboard area inside the shell (spec 001 §2 route table). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    element: <DashboardPage />,
    // Spec 000 §6: Overview needs any of four permissions.
    handle: pageAccess('overview'),
  },
];
