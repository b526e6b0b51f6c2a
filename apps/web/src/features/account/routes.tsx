import type { RouteObject } from 'react-router';
import { AccountPage } from './pages/account-page';

/** Pages of the account area inside the shell (spec 000 §2 route table). */
export const accountRoutes: RouteObject[] = [{ path: 'account', element: <AccountPage /> }];
