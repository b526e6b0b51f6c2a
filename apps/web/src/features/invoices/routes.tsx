import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const InvoicesPage = lazyPage(() => import('./pages/invoices-page'), 'InvoicesPage');

/** Pages of the invoices area inside the shell (spec 001 §2 route table). */
export const invoicesRoutes: RouteObject[] = [{ path: 'invoices', element: <InvoicesPage /> }];
