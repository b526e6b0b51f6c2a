import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const TransactionsPage = lazyPage(() => import('./pages/transactions-page'), 'TransactionsPage');

/** Pages of the transactions area inside the shell (spec 001 §2 route table). */
export const transactionsRoutes: RouteObject[] = [{ path: 'transactions', element: <TransactionsPage /> }];
