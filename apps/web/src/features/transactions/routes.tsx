import { PERMISSION_KEYS } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { requirePermission } from '../../lib/route-access';

const TransactionsPage = lazyPage(() => import('./pages/transactions-page'), 'TransactionsPage');

/** Pages of the transactions area inside the shell (spec 001 §2 route table). */
export const transactionsRoutes: RouteObject[] = [
  {
    path: 'transactions',
    element: <TransactionsPage />,
    handle: requirePermission(PERMISSION_KEYS.viewTransactions),
  },
];
