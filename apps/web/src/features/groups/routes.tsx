import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const GroupsPage = lazyPage(() => import('./pages/groups-page'), 'GroupsPage');

/** Pages of the groups area (spec 002 §2.10: /access/groups). */
export const groupsRoutes: RouteObject[] = [{ path: 'access/groups', element: <GroupsPage /> }];
