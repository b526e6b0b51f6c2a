import { TABLE_PAGE_SIZES } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { createQueryClient } from '../../../lib/query-client';
import { scopeQuery } from '../../../lib/session/scope-query';
import { getTransactionsQueryOptions, transactionListQuery } from './get-transactions';
import { prefetchTransactionsPage } from './prefetch-transactions-page';
import { transactionColumnsQueryOptions } from './transaction-columns';

const selection = { accessLevel: 'P', accessLevelCode: 'P300' } as const;
const server = () =>
  mockFetch({
    'GET /api/transactions/transactions': () =>
      json(200, { transactions: [], totalNumberOfTransactions: 0, maxDownloadCount: 15_000 }),
    'GET /api/transactions/transactioncolumns': () =>
      json(200, { columns: [], defaultColumns: [], alwaysColumns: [], maxSelectCount: 10 }),
  });

describe('prefetchTransactionsPage (issue 13)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first page and the columns under the keys the page reads as it first renders', async () => {
    const { calls } = server();
    const client = createQueryClient();
    prefetchTransactionsPage(client, selection, new URLSearchParams(), new Set());
    // The page's state before anything is touched: page 1, the first size, newest first, three months.
    const pageKey = getTransactionsQueryOptions(
      transactionListQuery(scopeQuery(selection), {
        page: 1,
        pageSize: TABLE_PAGE_SIZES[0],
        sort: { sortBy: 'transactionDateTime', sortOrder: 'desc' },
        period: 'threeMonths',
        range: undefined,
        search: '',
        column: undefined,
        fromDashboard: false,
      }),
    ).queryKey;
    await vi.waitFor(() => expect(client.getQueryData(pageKey)).toBeDefined());
    await vi.waitFor(() =>
      expect(client.getQueryData(transactionColumnsQueryOptions().queryKey)).toBeDefined(),
    );
    const list = calls.find(({ url }) => url.pathname === '/api/transactions/transactions');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      parentIds: 'P300',
      page: '1',
      pageSize: String(TABLE_PAGE_SIZES[0]),
      sortBy: 'transactionDateTime',
      sortOrder: 'desc',
      filterby: 'transactionDateTime',
      filterdatatype: 'threeMonths',
    });
  });

  it('asks for nothing when the address carries a search or the dashboard’s filter', async () => {
    const { calls } = server();
    prefetchTransactionsPage(
      createQueryClient(),
      selection,
      new URLSearchParams('fromDashboard=true'),
      new Set(),
    );
    prefetchTransactionsPage(
      createQueryClient(),
      selection,
      new URLSearchParams('searchTerm=x&columnName=cardNumber'),
      new Set(),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });
});
