import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, LIST_STALE_TIME_MS, shouldRetryQuery } from './query-client';

const apiError = (status: number) =>
  new ApiError({ status, code: 'INTERNAL', messageKey: 'default_error_message', message: 'x' });

describe('query client (spec 000 §9 cache times)', () => {
  it('keeps lists fresh for 2 minutes by default', () => {
    expect(LIST_STALE_TIME_MS).toBe(120_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(120_000);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    expect(shouldRetryQuery(0, apiError(503))).toBe(true);
    expect(shouldRetryQuery(1, apiError(0))).toBe(true);
    expect(shouldRetryQuery(2, apiError(500))).toBe(false);
  });
});
