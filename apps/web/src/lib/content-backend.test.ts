import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchContentBackend } from './content-backend';

const read = (status: number | Error, body: unknown = {}) => {
  const fetchMock = vi.fn(async () => {
    if (status instanceof Error) throw status;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return new Promise<{ url: unknown; error: unknown; data: unknown }>((resolve) => {
    fetchContentBackend('/content/{{lng}}-{{ns}}.json').read('de', 'login', (error, data) =>
      resolve({ url: fetchMock.mock.calls[0]?.[0 as never], error, data }),
    );
  });
};

afterEach(() => vi.unstubAllGlobals());

describe('content backend (spec 000 §7 content files)', () => {
  it('loads the file of the language and namespace', async () => {
    const { url, error, data } = await read(200, { welcome_title: 'Willkommen' });
    expect(url).toBe('/content/de-login.json');
    expect(error).toBeNull();
    expect(data).toEqual({ welcome_title: 'Willkommen' });
  });

  it('asks for a retry on a server error or a network failure, not on a missing file', async () => {
    expect((await read(503)).data).toBe(true);
    expect((await read(new TypeError('offline'))).data).toBe(true);
    const missing = await read(404);
    expect(missing.error).toContain('404');
    expect(missing.data).toBe(false);
  });
});
