import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';

const AddToGroupPage = lazyPage(() => import('./pages/add-to-group-page'), 'AddToGroupPage');
const AddUserPage = lazyPage(() => import('./pages/add-user-page'), 'AddUserPage');
const UserEditPage = lazyPage(() => import('./pages/user-edit-page'), 'UserEditPage');
const UsersPage = lazyPage(() => import('./pages/users-page'), 'UsersPage');

/** Spec 000 §6: Access Administration needs the user-admin permission. */
const users = pageAccess('users');

/** Pages of the access area inside the shell (spec 000 §2 route table). */
export const accessRoutes: RouteObject[] = [
  { path: 'access/users', element: <UsersPage />, handle: users },
  { path: 'access/users/new', element: <AddUserPage />, handle: users },
  { path: 'access/users/add-to-group', element: <AddToGroupPage />, handle: users },
  { path: 'access/users/:userId', element: <UserEditPage />, handle: users },
];
