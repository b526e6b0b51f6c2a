import { MESSAGE_KEYS, type TErrorCode, type ZErrorIssue } from '@portal/contract';
import type { z } from 'zod';

export type ApiErrorIssue = z.infer<typeof ZErrorIssue>;

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

/** A non-2xx answer of our API (or no answer at all: status 0), carrying the server's error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: TErrorCode;
  readonly messageKey: string;
  readonly issues: ApiErrorIssue[] | undefined;

  constructor(init: {
    status: number;
    code: TErrorCode;
    messageKey: string;
    message: string;
    issues?: ApiErrorIssue[];
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.issues = init.issues;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const codeForStatus = (status: number): TErrorCode =>
  CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION');

/** Reads `{statusCode, code, messageKey, message, issues?}`; any other body gets a generic error. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  // The schema (and zod) load with the first error answer, not with the sign-in route (issue 13).
  const { ZErrorResponse } = await import('./session-schemas');
  const parsed = ZErrorResponse.safeParse(body);
  if (parsed.success) {
    const { code, messageKey, message, issues } = parsed.data;
    return new ApiError({ status: response.status, code, messageKey, message, issues });
  }
  return new ApiError({
    status: response.status,
    code: codeForStatus(response.status),
    messageKey: MESSAGE_KEYS.defaultError,
    message: `HTTP ${response.status} ${response.statusText}`.trim(),
  });
}

/** The request never got an answer (offline, DNS, server down). */
export const networkError = (cause: unknown): ApiError =>
  new ApiError({
    status: 0,
    code: 'UNAVAILABLE',
    messageKey: MESSAGE_KEYS.defaultError,
    message: cause instanceof Error ? cause.message : 'Network error',
  });
