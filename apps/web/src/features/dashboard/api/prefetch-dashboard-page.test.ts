import { PERMISSION_KEYS } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { createQueryClient } from '../../../lib/query-client';
import { getDashboardWidgetQueryOptions } from './get-dashboard-widget';
import { prefetchDashboardPage } from './prefetch-dashboard-page';

const selection = { accessLevel: 'G', accessLevelCode: 'GRP00001' } as const;
const widget = {
  issuerCurrency: { currencyCode: 'GBP', countryCode: 'GB' },
  productDetailList: [],
  totalUninvoiceValueWithVat: { total: 0, currencyCode: 'GBP' },
  totalUninvoiceValueWithoutVat: { total: 0, currencyCode: 'GBP' },
};

describe('prefetchDashboardPage (issue 13)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the widget of the selection under the key the page reads', async () => {
    const { calls } = mockFetch({ 'GET /api/transactions/dashboard/widget': () => json(200, widget) });
    const client = createQueryClient();
    prefetchDashboardPage(
      client,
      selection,
      new URLSearchParams(),
      new Set([PERMISSION_KEYS.viewTransactions]),
    );
    await vi.waitFor(() =>
      expect(client.getQueryData(getDashboardWidgetQueryOptions(selection).queryKey)).toBeDefined(),
    );
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      accessLevel: 'G',
      accessLevelCode: 'GRP00001',
      widgetType: 'uninvoice',
    });
  });

  it('asks for nothing for an EV user, whom the dashboard sends on to the charging pages', async () => {
    const { calls } = mockFetch({ 'GET /api/transactions/dashboard/widget': () => json(200, widget) });
    prefetchDashboardPage(
      createQueryClient(),
      selection,
      new URLSearchParams(),
      new Set([PERMISSION_KEYS.isEVUser]),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });
});
