import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';

/** Card Administration needs ReadCard (spec 000 §6); the order page shows why ordering is refused. */
const cardOrder = pageAccess('cardOrder');

const CardOrderPage = lazyPage(() => import('./pages/card-order-page'), 'CardOrderPage');
const OrderConfirmationPage = lazyPage(
  () => import('./pages/order-confirmation-page'),
  'OrderConfirmationPage',
);
const OrderStepsPage = lazyPage(() => import('./pages/order-steps-page'), 'OrderStepsPage');

/** Card ordering inside the shell (spec 002 §2.1, §2.2). */
export const ordersRoutes: RouteObject[] = [
  { path: 'cards/order', element: <CardOrderPage />, handle: cardOrder },
  { path: 'cards/order/confirmation', element: <OrderConfirmationPage />, handle: cardOrder },
  { path: 'cards/order/steps/:step?', element: <OrderStepsPage />, handle: cardOrder },
];
