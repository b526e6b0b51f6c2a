import { DASHBOARD_TIMEOUT_MS } from '@portal/contract';
import type { z } from 'zod';
import { apiErrorFromResponse, networkError } from './api-error';
import { ensureFreshSession, REQUESTED_WITH_HEADER, sessionGeneration } from './session-refresh';

export { ApiError, isApiError } from './api-error';
export { configureSession, resetSessionState } from './session-refresh';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export type RequestOptions<T = unknown> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Parses the answer with the contract's schema. */
  schema?: z.ZodType<T>;
  /** For the token calls themselves: a 401/403 is final. */
  skipSessionRefresh?: boolean;
};

export type Download = { blob: Blob; fileName: string | undefined };

/** `/x` plus the query; null and undefined values are left out, arrays repeat the key. */
export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== null && item !== undefined) params.append(key, String(item));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function buildInit(options: RequestOptions<unknown>, accept: string): RequestInit {
  const headers: Record<string, string> = { ...REQUESTED_WITH_HEADER, Accept: accept, ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  return {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body,
    signal: options.signal,
  };
}

/**
 * Spec 001 §9 (the dashboard's 15 s, issue 50): a read without an answer by then is given up as a
 * network failure, so the query client's retry rule and the lists' failure state apply to a hang too.
 */
export const REQUEST_TIME_OUT_MS = DASHBOARD_TIMEOUT_MS;

/** Fetches; with `timeOutMs`, a request still without an answer by then fails as a network failure. */
async function fetchOnce(url: string, init: RequestInit, timeOutMs?: number): Promise<Response> {
  const timeOut = timeOutMs === undefined ? undefined : new AbortController();
  const onAbort = () => timeOut?.abort(init.signal?.reason);
  init.signal?.addEventListener('abort', onAbort);
  const timer = timeOut && setTimeout(() => timeOut.abort(new Error('timed out')), timeOutMs);
  try {
    return await fetch(url, timeOut ? { ...init, signal: timeOut.signal } : init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    if (timeOut?.signal.aborted) throw networkError(timeOut.signal.reason);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }
}

/** Sends once; on 401/403 waits for the one shared refresh and retries once (DESIGN §3, spec 000 §4). */
async function send(path: string, options: RequestOptions<unknown>, accept: string): Promise<Response> {
  const url = buildUrl(path, options.query);
  const init = buildInit(options, accept);
  const sentAt = sessionGeneration();
  // Reads of JSON only: an upload or a write may take longer, and a download as long as it needs.
  const timeOutMs = init.method === 'GET' && accept === 'application/json' ? REQUEST_TIME_OUT_MS : undefined;
  const response = await fetchOnce(url, init, timeOutMs);
  const isAuthFailure = response.status === 401 || response.status === 403;
  if (!isAuthFailure || options.skipSessionRefresh) return response;
  const canRetry = await ensureFreshSession(sentAt);
  if (!canRetry) throw await apiErrorFromResponse(response);
  return fetchOnce(url, init, timeOutMs);
}

/** JSON in, JSON out; rejects with ApiError on any non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (!response.ok) throw await apiErrorFromResponse(response);
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** `attachment; filename*=UTF-8''a%20b.pdf` or `filename="a.pdf"`. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim();
}

/** Binary answers (xlsx, pdf, zip) with the file name the server proposes. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Download> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw await apiErrorFromResponse(response);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

type BodylessOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;
type BodyOptions<T> = Omit<RequestOptions<T>, 'method'>;

/** The one client every feature uses for our API. */
export const api = {
  get: <T>(path: string, options?: BodylessOptions<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, options?: BodyOptions<T>) => apiRequest<T>(path, { ...options, method: 'POST' }),
  put: <T>(path: string, options?: BodyOptions<T>) => apiRequest<T>(path, { ...options, method: 'PUT' }),
  patch: <T>(path: string, options?: BodyOptions<T>) => apiRequest<T>(path, { ...options, method: 'PATCH' }),
  delete: <T>(path: string, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  download: apiDownload,
};
