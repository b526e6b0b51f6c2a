import { PERMISSION_KEYS } from '@portal/contract';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { getDashboardWidgetQueryOptions } from './get-dashboard-widget';

/**
 * Issue 13: the dashboard asks for its widget (spec 001 §7) as the session's calls answer, not once
 * its code has arrived and rendered. An EV user's dashboard sends them on to the charging pages and
 * asks for nothing; without the transactions permission the spend widgets are not shown (the server
 * refuses them too, issue 42).
 */
export const prefetchDashboardPage: PagePrefetch = (client, selection, _search, permissions) => {
  if (permissions.has(PERMISSION_KEYS.isEVUser) || !permissions.has(PERMISSION_KEYS.viewTransactions)) return;
  void client.prefetchQuery(getDashboardWidgetQueryOptions(selection));
};
