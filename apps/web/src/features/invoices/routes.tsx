import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';

const InvoicesPage = lazyPage(
  () => import('./pages/invoices-page'),
  'InvoicesPage',
  [],
  () => import('./api/prefetch-invoices-page').then((m) => m.prefetchInvoicesPage),
);
const InvoiceArchivePage = lazyPage(() => import('./pages/invoice-archive-page'), 'InvoiceArchivePage');

/** Pages of the invoices area inside the shell (spec 001 §2 route table). */
export const invoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    element: <InvoicesPage />,
    handle: pageAccess('invoices'),
  },
  {
    path: 'invoices/archive',
    element: <InvoiceArchivePage />,
    handle: pageAccess('invoices'),
  },
];
