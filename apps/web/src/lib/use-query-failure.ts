import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { REQUEST_TIME_OUT_MS } from './api-client';
import { useTimedOut } from './use-timed-out';

/** Spec 001 §9: the time-out after which a list or widget still waiting counts as failed (issue 50). */
export const QUERY_TIME_OUT_MS = REQUEST_TIME_OUT_MS;

type FetchTimes = { errorUpdatedAt: number; dataUpdatedAt: number };

/**
 * The last answer was a failure and no success came since. Not `status === 'error'`: TanStack Query
 * puts a query without data back to `pending` while it asks again, which made a failed list fall back
 * to skeleton rows on every retry or poll (issue 50); the two times survive that reset.
 */
export const hasFailed = (state: FetchTimes): boolean => state.errorUpdatedAt > state.dataUpdatedAt;

export type QueryFailure = {
  /** Failed after the client's retries, or still without an answer after the time-out. */
  isFailed: boolean;
  /** A retry is under way while the failure stays shown. */
  isRetrying: boolean;
  retry: () => void;
};

/**
 * One failure state for every list and the dashboard widget (issue 50): shown once the client's
 * retries are spent or the time-out passes, and held, through retries, until an answer arrives.
 */
export function useQueryFailure(query: UseQueryResult<unknown>): QueryFailure {
  // A previous page's rows kept as placeholder are not this query's answer.
  const hasAnswer = query.data !== undefined && !query.isPlaceholderData;
  const isTimedOut = useTimedOut(!hasAnswer && query.fetchStatus === 'fetching', QUERY_TIME_OUT_MS);
  const isFailed = hasAnswer ? query.isError : hasFailed(query) || isTimedOut;
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { isFailed, isRetrying: isFailed && query.isFetching, retry };
}
