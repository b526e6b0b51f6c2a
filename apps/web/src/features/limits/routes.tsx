import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';

/** Spec 002 §4.9: the spending-limit routes exist only at migration status 0 or lower, like the item. */
const limits = pageAccess('spendingLimits');

const AccountLimitsPage = lazyPage(() => import('./pages/account-limits-page'), 'AccountLimitsPage');
const AccountLimitEditPage = lazyPage(
  () => import('./pages/account-limit-edit-page'),
  'AccountLimitEditPage',
);

/** Spec 002 §2.9: /cards/limits and the edit page of one authority's limits (/cards/limits/{authorityId}). */
export const limitsRoutes: RouteObject[] = [
  { path: 'cards/limits', element: <AccountLimitsPage />, handle: limits },
  { path: 'cards/limits/:authorityId', element: <AccountLimitEditPage />, handle: limits },
];
