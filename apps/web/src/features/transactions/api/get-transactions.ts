import {
  type TTransactionListResponse,
  type TTransactionPeriod,
  ZTransactionListResponse,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../lib/api-client';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

/** The scope of a transaction call (spec 001 §5: one of authority, parent or group ids). */
export type TransactionScope = { authorityIds?: string; parentIds?: string; groupIds?: string };

export type TransactionListParams = {
  scope: TransactionScope;
  page: number;
  pageSize: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  searchBy?: string;
  searchTerm?: string;
  columnName?: string;
  period: TTransactionPeriod;
  /** Custom range "yyyy-mm-dd,yyyy-mm-dd". */
  range?: string;
  fromDashboard?: boolean;
};

/** The call's query parameters in the spec's names. */
export function listQuery(p: TransactionListParams): QueryParams {
  return {
    ...p.scope,
    page: p.page,
    pageSize: p.pageSize,
    sortBy: p.sortBy,
    sortOrder: p.sortOrder,
    searchBy: p.searchBy || undefined,
    searchTerm: p.searchTerm || undefined,
    columnName: p.columnName || undefined,
    filterby: 'transactionDateTime',
    filterdatatype: p.period,
    filterCriteria: p.period === 'custom' ? p.range : undefined,
    fromDashboard: p.fromDashboard ? 'true' : undefined,
  };
}

/** GET /api/transactions/transactions (spec 001 §7). */
export const getTransactions = (p: TransactionListParams): Promise<TTransactionListResponse> =>
  api.get('/api/transactions/transactions', { query: listQuery(p), schema: ZTransactionListResponse });

export const TRANSACTIONS_QUERY_ROOT = ['transactions', 'list'] as const;

export const getTransactionsQueryOptions = (p: TransactionListParams) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_QUERY_ROOT, p],
    queryFn: () => getTransactions(p),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

export const hasScope = (scope: TransactionScope) =>
  Boolean(scope.authorityIds || scope.parentIds || scope.groupIds);

/** Spec 001 §5: without a scope no request is made. */
export const useTransactions = (p: TransactionListParams) =>
  useQuery({ ...getTransactionsQueryOptions(p), enabled: hasScope(p.scope) });

/** The whole filtered list as the server's spreadsheet (download=xlsx). */
export const downloadTransactions = (p: TransactionListParams) =>
  api.download('/api/transactions/transactions', { query: { ...listQuery(p), page: 1, download: 'xlsx' } });
