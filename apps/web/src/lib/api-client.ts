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

async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  }
}

/** Sends once; on 401/403 waits for the one shared refresh and retries once (DESIGN §3, spec 000 §4). */
async function send(path: string, options: RequestOptions<unknown>, accept: string): Promise<Response> {
  const url = buildUrl(path, options.query);
  const init = buildInit(options, accept);
  const sentAt = sessionGeneration();
  const response = await fetchOnce(url, init);
  const isAuthFailure = response.status === 401 || response.status === 403;
  if (!isAuthFailure || options.skipSessionRefresh) return response;
  const canRetry = await ensureFreshSession(sentAt);
  if (!canRetry) throw await apiErrorFromResponse(response);
  return fetchOnce(url, init);
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
