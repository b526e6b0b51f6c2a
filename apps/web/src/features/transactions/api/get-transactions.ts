import {
  TABLE_PAGE_SIZES,
  type TRANSACTION_SEARCH_COLUMNS,
  TRANSACTIONS_ENDPOINTS,
  type TTransactionPeriod,
  type ZTransactionListQuery,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SortState } from '../../../components/data-table';
import { callEndpoint, downloadEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS, liveRefetchInterval } from '../../../lib/query-client';
import { hasScope, type ScopeQuery } from '../../../lib/session/scope-query';

/** The list call's query in the spec's names (spec 001 §7), as the contract defines it. */
export type TransactionListQuery = z.input<typeof ZTransactionListQuery>;

/** What the page shows of the list: its paging, sort, period, and a search or a column search. */
export type TransactionListView = {
  page: number;
  pageSize: number;
  sort: SortState;
  period: TTransactionPeriod;
  /** The custom period's days, `from,to`. */
  range?: string;
  search?: string;
  column?: { name: (typeof TRANSACTION_SEARCH_COLUMNS)[number]; term: string };
  fromDashboard?: boolean;
};

/** The list as the page first shows it (spec 001 §2, §9): newest first, the last three months. */
export const FIRST_LIST_VIEW = {
  page: 1,
  pageSize: TABLE_PAGE_SIZES[0],
  sort: { sortBy: 'transactionDateTime', sortOrder: 'desc' },
  period: 'threeMonths',
} as const satisfies TransactionListView;

/** The list call's query for a view of the selected scope: one builder for the page and its prefetch. */
export const transactionListQuery = (scope: ScopeQuery, view: TransactionListView): TransactionListQuery => ({
  ...scope,
  page: view.page,
  pageSize: view.pageSize,
  sortBy: view.sort.sortBy,
  sortOrder: view.sort.sortOrder,
  searchBy: (view.column ? undefined : view.search) || undefined,
  searchTerm: view.column?.term || undefined,
  columnName: view.column?.name,
  filterby: 'transactionDateTime',
  filterdatatype: view.period,
  filterCriteria: view.period === 'custom' ? view.range : undefined,
  fromDashboard: view.fromDashboard ? 'true' : undefined,
});

/** GET /api/transactions/transactions (spec 001 §7). */
export const getTransactions = (query: TransactionListQuery) =>
  callEndpoint(TRANSACTIONS_ENDPOINTS.list, { query });

export const TRANSACTIONS_QUERY_ROOT = ['transactions', 'list'] as const;

export const getTransactionsQueryOptions = (query: TransactionListQuery) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_QUERY_ROOT, query],
    queryFn: () => getTransactions(query),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
    refetchInterval: liveRefetchInterval,
  });

/** Spec 001 §5: without a scope no request is made. */
export const useTransactions = (query: TransactionListQuery) =>
  useQuery({ ...getTransactionsQueryOptions(query), enabled: hasScope(query) });

/** The whole filtered list as the server's spreadsheet (download=xlsx). */
export const downloadTransactions = (query: TransactionListQuery) =>
  downloadEndpoint(TRANSACTIONS_ENDPOINTS.list, { query: { ...query, page: 1, download: 'xlsx' } });
