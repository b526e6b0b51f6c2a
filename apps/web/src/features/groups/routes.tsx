import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';

const GroupsPage = lazyPage(() => import('./pages/groups-page'), 'GroupsPage');

/** Pages of the groups area (spec 002 §2.10: /access/groups). */
export const groupsRoutes: RouteObject[] = [
  {
    path: 'access/groups',
    element: <GroupsPage />,
    // Spec 000 §6: the groups item needs viewGroups (the server's group list asks for it too).
    handle: pageAccess('groups'),
  },
];
