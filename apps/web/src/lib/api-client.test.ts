import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, configureSession, resetSessionState } from './api-client';
import { REFRESH_URL } from './session-refresh';

type Call = { url: string; init: RequestInit };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () =>
  json(401, { statusCode: 401, code: 'UNAUTHORIZED', messageKey: 'Unauthorized', message: 'expired' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

let calls: Call[];
const refreshCalls = () => calls.filter((call) => call.url === REFRESH_URL);

/** A server whose session is expired until one refresh succeeds (or never, when `refreshStatus` fails). */
function mockServer({ refreshStatus }: { refreshStatus: number }) {
  let isRefreshed = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      await tick();
      if (url === REFRESH_URL) {
        isRefreshed = refreshStatus === 200;
        return json(refreshStatus, { tokenExpirationTime: 1 });
      }
      return isRefreshed ? json(200, { url }) : unauthorized();
    }),
  );
}

beforeEach(() => {
  calls = [];
  resetSessionState();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client session refresh (spec 000 §4, DESIGN §3)', () => {
  it('runs ONE refresh for 5 parallel calls that get 401, then retries each once', async () => {
    mockServer({ refreshStatus: 200 });
    const onSessionExpired = vi.fn();
    configureSession({ onSessionExpired });

    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => api.get<{ url: string }>(`/api/items/${n}`)),
    );

    expect(results.map((result) => result.url)).toEqual([1, 2, 3, 4, 5].map((n) => `/api/items/${n}`));
    expect(refreshCalls()).toHaveLength(1);
    expect(calls).toHaveLength(11);
    expect(onSessionExpired).not.toHaveBeenCalled();
    const refresh = refreshCalls()[0];
    expect(refresh?.init.method).toBe('POST');
    expect(JSON.parse(String(refresh?.init.body))).toEqual({ brand: 1, isLocal: true, IsNewDomain: true });
  });

  it('sends credentials and the X-Requested-With header on every request, the refresh included', async () => {
    mockServer({ refreshStatus: 200 });
    await api.post('/api/things', { body: { a: 1 } });
    expect(calls.length).toBeGreaterThan(2);
    for (const { init } of calls) {
      expect(init.credentials).toBe('same-origin');
      expect(new Headers(init.headers).get('X-Requested-With')).toBe('portal');
    }
  });

  it('calls onSessionExpired exactly once and rejects every waiting call when the refresh fails', async () => {
    mockServer({ refreshStatus: 401 });
    const onSessionExpired = vi.fn();
    configureSession({ onSessionExpired });

    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => api.get(`/api/items/${n}`)));

    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    for (const outcome of outcomes) {
      const reason = outcome.status === 'rejected' ? outcome.reason : undefined;
      expect(reason).toBeInstanceOf(ApiError);
      expect((reason as ApiError).status).toBe(401);
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);

    // A late 401 after the session ended neither refreshes again nor repeats the callback.
    await expect(api.get('/api/late')).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls()).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('api client answers', () => {
  it('rejects a non-2xx answer with an ApiError built from the server body', async () => {
    const body = {
      statusCode: 400,
      code: 'VALIDATION',
      messageKey: 'validation_error',
      message: 'Bad input',
      issues: [{ path: 'email', messageKey: 'email_format' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, body)),
    );
    const error = await api.post('/api/users', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', messageKey: 'validation_error' });
    expect((error as ApiError).issues).toEqual(body.issues);
    expect((error as ApiError).message).toBe('Bad input');
  });

  it('gives a generic ApiError when the body is not the error format', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      messageKey: 'default_error_message',
    });
  });

  it('builds query strings, leaving out empty values and repeating array keys', () => {
    expect(
      buildUrl('/api/users', { page: 2, searchBy: 'ann e', skip: undefined, none: null, ids: ['A1', 'B2'] }),
    ).toBe('/api/users?page=2&searchBy=ann+e&ids=A1&ids=B2');
    expect(buildUrl('/api/x?refresh_token=secure', { a: true })).toBe('/api/x?refresh_token=secure&a=true');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });

  it('downloads a blob with the file name the server proposes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('PDF', {
            status: 200,
            headers: { 'Content-Disposition': `attachment; filename*=UTF-8''invoice%2042.pdf` },
          }),
      ),
    );
    const { blob, fileName } = await api.download('/api/invoices/42/pdf');
    expect(fileName).toBe('invoice 42.pdf');
    expect(await blob.text()).toBe('PDF');
  });
});
