import { TRANSACTIONS_ENDPOINTS, type ZTransactionListQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint, downloadEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS, LIVE_REFETCH_MS } from '../../../lib/query-client';
import { hasScope } from '../../../lib/session/scope-query';

/** The list call's query in the spec's names (spec 001 §7), as the contract defines it. */
export type TransactionListQuery = z.input<typeof ZTransactionListQuery>;

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
    refetchInterval: LIVE_REFETCH_MS,
  });

/** Spec 001 §5: without a scope no request is made. */
export const useTransactions = (query: TransactionListQuery) =>
  useQuery({ ...getTransactionsQueryOptions(query), enabled: hasScope(query) });

/** The whole filtered list as the server's spreadsheet (download=xlsx). */
export const downloadTransactions = (query: TransactionListQuery) =>
  downloadEndpoint(TRANSACTIONS_ENDPOINTS.list, { query: { ...query, page: 1, download: 'xlsx' } });
