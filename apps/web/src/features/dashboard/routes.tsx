import type { RouteObject } from 'react-router';
import { DashboardPage } from './pages/dashboard-page';

/** Pages of the dashboard area inside the shell (spec 001 §2 route table). */
export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', element: <DashboardPage /> }];
