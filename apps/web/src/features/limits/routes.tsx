import { PERMISSION_KEYS } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { requirePermission } from '../../lib/route-access';

const readCard = requirePermission(PERMISSION_KEYS.readCard);

const AccountLimitsPage = lazyPage(() => import('./pages/account-limits-page'), 'AccountLimitsPage');
const AccountLimitEditPage = lazyPage(
  () => import('./pages/account-limit-edit-page'),
  'AccountLimitEditPage',
);

/** Spec 002 §2.9: /cards/limits and the edit page of one authority's limits (/cards/limits/{authorityId}). */
export const limitsRoutes: RouteObject[] = [
  { path: 'cards/limits', element: <AccountLimitsPage />, handle: readCard },
  { path: 'cards/limits/:authorityId', element: <AccountLimitEditPage />, handle: readCard },
];
