import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const ScenariosRoute = lazyPage(() => import('./pages/scenarios-route'), 'ScenariosRoute');

/** Spec 000 §2 Admin scenario guide (/admin/scenarios): admins only, in the admin page frame. */
export const scenariosRoutes: RouteObject[] = [{ path: 'admin/scenarios', element: <ScenariosRoute /> }];
