import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const AddUserPage = lazyPage(() => import('./pages/add-user-page'), 'AddUserPage');
const UserEditPage = lazyPage(() => import('./pages/user-edit-page'), 'UserEditPage');
const UsersPage = lazyPage(() => import('./pages/users-page'), 'UsersPage');

/** Pages of the access area inside the shell (spec 000 §2 route table). */
export const accessRoutes: RouteObject[] = [
  { path: 'access/users', element: <UsersPage /> },
  { path: 'access/users/new', element: <AddUserPage /> },
  { path: 'access/users/:userId', element: <UserEditPage /> },
];
