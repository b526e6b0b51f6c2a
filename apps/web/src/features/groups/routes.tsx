import type { RouteObject } from 'react-router';
import { GroupsPage } from './pages/groups-page';

/** Pages of the groups area (spec 002 §2.10: /access/groups). */
export const groupsRoutes: RouteObject[] = [{ path: 'access/groups', element: <GroupsPage /> }];
