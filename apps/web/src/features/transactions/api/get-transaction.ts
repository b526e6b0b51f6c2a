import {
  endpointPath,
  type TDetailView,
  TRANSACTIONS_ENDPOINTS,
  type TTransactionFullDetail,
  type TTransactionSummary,
  ZTransactionFullDetail,
  ZTransactionSummary,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { downloadEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

/** Spec 001 §7: the first 36 characters are the id, the rest the product id (omitted if empty). */
export function splitUniqueId(uniqueId: string) {
  const productId = uniqueId.slice(36);
  return { id: uniqueId.slice(0, 36), productId: productId === '' ? undefined : productId };
}

const ZSummaryResponse = z.object({ transaction: ZTransactionSummary });
/** The endpoint answers either shape by `format`; each fetcher checks the one its format returns. */
const detailPath = (id: string) => endpointPath(TRANSACTIONS_ENDPOINTS.detail, { id });

export const getTransactionSummary = async (uniqueId: string): Promise<TTransactionSummary> => {
  const { id, productId } = splitUniqueId(uniqueId);
  const body = await api.get(detailPath(id), {
    query: { productId, format: 'v1_summary' },
    schema: ZSummaryResponse,
  });
  return body.transaction;
};

export const getTransactionFull = (uniqueId: string): Promise<TTransactionFullDetail> => {
  const { id, productId } = splitUniqueId(uniqueId);
  return api.get(detailPath(id), {
    query: { productId, format: 'v1_full' },
    schema: ZTransactionFullDetail,
  });
};

export const transactionDetailKey = (uniqueId: string, format: 'v1_summary' | 'v1_full') =>
  ['transactions', 'detail', uniqueId, format] as const;

export const useTransactionSummary = (uniqueId: string) =>
  useQuery(
    queryOptions({
      queryKey: transactionDetailKey(uniqueId, 'v1_summary'),
      queryFn: () => getTransactionSummary(uniqueId),
      staleTime: LIST_STALE_TIME_MS,
    }),
  );

export const useTransactionFull = (uniqueId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: transactionDetailKey(uniqueId ?? '', 'v1_full'),
      queryFn: () => getTransactionFull(uniqueId ?? ''),
      staleTime: LIST_STALE_TIME_MS,
      enabled: Boolean(uniqueId),
    }),
  );

/** The shown sections of one view as a spreadsheet (sheet Transactions), made by the server. */
export const downloadTransactionDetail = (uniqueId: string, view: TDetailView) => {
  const { id, productId } = splitUniqueId(uniqueId);
  return downloadEndpoint(TRANSACTIONS_ENDPOINTS.detail, {
    params: { id },
    query: { productId, format: 'xlsx', view },
  });
};
