import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage');

/** Pages of the dashboard area inside the shell (spec 001 §2 route table). */
export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', element: <DashboardPage /> }];
