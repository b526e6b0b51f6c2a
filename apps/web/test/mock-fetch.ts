import { vi } from 'vitest';

export type MockRequest = { url: URL; method: string; body: unknown; init: RequestInit };
export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An error answer in the API's format (`{statusCode, code, messageKey, message, issues?}`). */
export const apiErrorResponse = (
  status: number,
  code: string,
  messageKey: string,
  issues?: { path: string; messageKey: string }[],
) => json(status, { statusCode: status, code, messageKey, message: messageKey, issues });

/**
 * Replaces `fetch` with handlers keyed `METHOD /path` (query not part of the key). Unknown calls get
 * the API's 404. Returns the recorded calls.
 */
export function mockFetch(routes: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { url, method, body, init };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(request) : apiErrorResponse(404, 'NOT_FOUND', 'not_found');
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) =>
    calls.filter(({ method, url }) => `${method} ${url.pathname}${url.search}`.startsWith(key));
  return { calls, callsTo, fetchMock };
}
