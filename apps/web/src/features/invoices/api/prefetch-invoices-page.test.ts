import { TABLE_PAGE_SIZES } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { createQueryClient } from '../../../lib/query-client';
import { invoiceColumnsQueryOptions, invoicesQueryOptions } from './invoices';
import { prefetchInvoicesPage } from './prefetch-invoices-page';

const selection = { accessLevel: 'A', accessLevelCode: 'A10001' } as const;

describe('prefetchInvoicesPage (issue 13)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first page and the columns under the keys the page reads as it first renders', async () => {
    const { calls } = mockFetch({
      'GET /api/transactions/invoices': () =>
        json(200, {
          summaries: [],
          invoices: [],
          totalRecords: 0,
          totalNumberOfInvoices: 0,
          totalNumberOfSummaries: 0,
        }),
      'GET /api/transactions/invoices/viewcols': () =>
        json(200, { columns: [], defaultColumns: [], alwaysColumns: [], maxSelectCount: 10 }),
    });
    const client = createQueryClient();
    prefetchInvoicesPage(client, selection, new URLSearchParams(), new Set());
    // The page's state before anything is touched: page 1, the first size, newest first, no search.
    const pageKey = invoicesQueryOptions({
      scope: { authorityIds: 'A10001' },
      page: 1,
      pageSize: TABLE_PAGE_SIZES[0],
      sortBy: 'invoiceDate',
      sortOrder: 'desc',
      searchBy: '',
    }).queryKey;
    await vi.waitFor(() => expect(client.getQueryData(pageKey)).toBeDefined());
    await vi.waitFor(() => expect(client.getQueryData(invoiceColumnsQueryOptions().queryKey)).toBeDefined());
    const list = calls.find(({ url }) => url.pathname === '/api/transactions/invoices');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      authorityIds: 'A10001',
      page: '1',
      pageSize: String(TABLE_PAGE_SIZES[0]),
      sortBy: 'invoiceDate',
      sortOrder: 'desc',
    });
  });
});
