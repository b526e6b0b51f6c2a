import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const AdminRoute = lazyPage(() => import('./pages/admin-route'), 'AdminRoute');

/** Spec 000 §2 Admin panel (/admin): admins only, in its own page frame outside the shell. */
export const adminRoutes: RouteObject[] = [{ path: 'admin', element: <AdminRoute /> }];
