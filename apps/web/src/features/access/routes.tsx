import { PERMISSION_KEYS } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { requirePermission } from '../../lib/route-access';

const AddToGroupPage = lazyPage(() => import('./pages/add-to-group-page'), 'AddToGroupPage');
const AddUserPage = lazyPage(() => import('./pages/add-user-page'), 'AddUserPage');
const UserEditPage = lazyPage(() => import('./pages/user-edit-page'), 'UserEditPage');
const UsersPage = lazyPage(() => import('./pages/users-page'), 'UsersPage');

/** Spec 000 §6: Access Administration needs the user-admin permission. */
const manageUsers = requirePermission(PERMISSION_KEYS.manageUsers);

/** Pages of the access area inside the shell (spec 000 §2 route table). */
export const accessRoutes: RouteObject[] = [
  { path: 'access/users', element: <UsersPage />, handle: manageUsers },
  { path: 'access/users/new', element: <AddUserPage />, handle: manageUsers },
  { path: 'access/users/add-to-group', element: <AddToGroupPage />, handle: manageUsers },
  { path: 'access/users/:userId', element: <UserEditPage />, handle: manageUsers },
];
