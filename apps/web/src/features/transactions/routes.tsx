import { VALUES_PAGE } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';
import { TRANSACTIONS_NAMESPACE } from './utils/namespace';

const TransactionsPage = lazyPage(
  () => import('./pages/transactions-page'),
  'TransactionsPage',
  [TRANSACTIONS_NAMESPACE, VALUES_PAGE],
  () => import('./api/prefetch-transactions-page').then((m) => m.prefetchTransactionsPage),
);

/** Pages of the transactions area inside the shell (spec 001 §2 route table). */
export const transactionsRoutes: RouteObject[] = [
  {
    path: 'transactions',
    element: <TransactionsPage />,
    handle: pageAccess('transactions'),
  },
];
