import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';

const EvPriceListPage = lazyPage(() => import('./pages/ev-price-list-page'), 'EvPriceListPage');

/** Spec 001 §2 route table: /evpricelist. */
export const evPricesRoutes: RouteObject[] = [
  {
    path: 'evpricelist',
    element: <EvPriceListPage />,
    handle: pageAccess('evPriceList'),
  },
];
