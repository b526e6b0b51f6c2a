import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const AccountPage = lazyPage(() => import('./pages/account-page'), 'AccountPage');

/** Pages of the account area inside the shell (spec 000 §2 route table). */
export const accountRoutes: RouteObject[] = [{ path: 'account', element: <AccountPage /> }];
