import { DASHBOARD_CACHE_MS, type TLoggedInUser, TRANSACTIONS_ENDPOINTS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { liveRefetchInterval } from '../../../lib/query-client';
import { levelQuery } from '../../../lib/session/scope-query';

type Selection = Pick<TLoggedInUser, 'accessLevel' | 'accessLevelCode'>;

/** GET /api/transactions/dashboard/widget?widgetType=uninvoice (spec 001 §7). */
export const getDashboardWidget = (selection: Selection, signal?: AbortSignal) =>
  callEndpoint(TRANSACTIONS_ENDPOINTS.dashboardWidget, {
    query: { ...levelQuery(selection), widgetType: 'uninvoice' },
    signal,
  });

export const getDashboardWidgetQueryOptions = (selection: Selection) =>
  queryOptions({
    queryKey: ['dashboard', 'widget', levelQuery(selection)],
    queryFn: ({ signal }) => getDashboardWidget(selection, signal),
    // Spec 001 §9: the widget is cached for 2 minutes.
    staleTime: DASHBOARD_CACHE_MS,
    refetchInterval: liveRefetchInterval,
  });

export const useDashboardWidget = (selection: Selection | undefined) =>
  useQuery({
    ...getDashboardWidgetQueryOptions(selection ?? { accessLevel: 'A', accessLevelCode: '-' }),
    enabled: Boolean(selection),
  });
