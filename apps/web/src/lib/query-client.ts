import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { hasFailed } from './use-query-failure';

/** Spec 000 §9: list caches live 2 minutes. */
export const LIST_STALE_TIME_MS = 120_000;
/**
 * Issue 20: transactions arrive while a page is open (the partner ingestion API). The dashboard widget
 * and the transactions list with its totals ask again this often while the tab is visible, so a new
 * line shows within about a second of its commit (docs/decisions.md); hidden tabs do not poll.
 */
export const LIVE_REFETCH_MS = 1_000;

/**
 * The live poll, paused while the last answer was a failure: each poll of a failed query without data
 * would put it back to loading (issue 50). The failure's retry button asks again, and polling resumes
 * with the first success.
 */
export const liveRefetchInterval = (query: { state: Parameters<typeof hasFailed>[0] }): number | false =>
  hasFailed(query.state) ? false : LIVE_REFETCH_MS;
/** Spec 000 §9: the invite-token query is fresh for 120000 ms. */
export const INVITE_STALE_TIME_MS = 120_000;
/** Spec 000 §9: preferences are cached without limit (until changed or the session ends). */
export const PREFERENCES_STALE_TIME_MS = Number.POSITIVE_INFINITY;

/** Spread into the preferences queries: never stale, never garbage-collected. */
export const PREFERENCES_CACHE = {
  staleTime: PREFERENCES_STALE_TIME_MS,
  gcTime: Number.POSITIVE_INFINITY,
} as const;

const MAX_RETRIES = 2;

/** A 4xx answer will not change by asking again; network and 5xx failures get two more tries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LIST_STALE_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
