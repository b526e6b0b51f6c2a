import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const InvoicesPage = lazyPage(() => import('./pages/invoices-page'), 'InvoicesPage');
const InvoiceArchivePage = lazyPage(() => import('./pages/invoice-archive-page'), 'InvoiceArchivePage');

/** Pages of the invoices area inside the shell (spec 001 §2 route table). */
export const invoicesRoutes: RouteObject[] = [
  { path: 'invoices', element: <InvoicesPage /> },
  { path: 'invoices/archive', element: <InvoiceArchivePage /> },
];
