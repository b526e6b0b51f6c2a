import type { RouteObject } from 'react-router';
import { AddUserPage } from './pages/add-user-page';
import { UserEditPage } from './pages/user-edit-page';
import { UsersPage } from './pages/users-page';

/** Pages of the access area inside the shell (spec 000 §2 route table). */
export const accessRoutes: RouteObject[] = [
  { path: 'access/users', element: <UsersPage /> },
  { path: 'access/users/new', element: <AddUserPage /> },
  { path: 'access/users/:userId', element: <UserEditPage /> },
];
