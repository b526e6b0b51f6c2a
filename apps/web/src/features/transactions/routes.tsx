import type { RouteObject } from 'react-router';
import { TransactionsPage } from './pages/transactions-page';

/** Pages of the transactions area inside the shell (spec 001 §2 route table). */
export const transactionsRoutes: RouteObject[] = [{ path: 'transactions', element: <TransactionsPage /> }];
