import { defineEndpoint, needsKey } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resetSessionState } from './api-client';
import { callEndpoint } from './call-endpoint';
import { hasScope, scopeQuery } from './session/scope-query';

const endpoint = defineEndpoint({
  method: 'POST',
  path: '/api/things/:thingId/parts',
  params: z.object({ thingId: z.string() }),
  query: z.object({ authorityIds: z.string().optional(), page: z.number().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ saved: z.literal(true) }),
  access: 'customer',
  permission: needsKey('ReadCard'),
  tags: ['test'],
});

function answer(body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionState();
});

describe('callEndpoint: the web fetcher derived from the contract definition (issue 13 §2)', () => {
  it('takes method, path with its encoded parameters, query and body from the definition', async () => {
    const fetchMock = answer({ saved: true });
    const result = await callEndpoint(endpoint, {
      params: { thingId: 'a/b' },
      query: { authorityIds: 'A1', page: 2 },
      body: { name: 'x' },
    });
    expect(result).toEqual({ saved: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/a%2Fb/parts?authorityIds=A1&page=2');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'x' }));
  });

  it("rejects an answer outside the endpoint's response schema", async () => {
    answer({ saved: 'no' });
    await expect(
      callEndpoint(endpoint, { params: { thingId: '1' }, body: { name: 'x' } }),
    ).rejects.toBeInstanceOf(z.ZodError);
  });
});

describe('scopeQuery: the selected hierarchy entry as scope parameters (spec 001 §5)', () => {
  it('maps authority, parent and group to one parameter each, and nothing to no scope', () => {
    expect(scopeQuery({ accessLevel: 'A', accessLevelCode: 'A1' })).toEqual({ authorityIds: 'A1' });
    expect(scopeQuery({ accessLevel: 'P', accessLevelCode: 'P1' })).toEqual({ parentIds: 'P1' });
    expect(scopeQuery({ accessLevel: 'G', accessLevelCode: 'ALL' })).toEqual({ groupIds: 'ALL' });
    expect(scopeQuery(null)).toEqual({});
    expect(hasScope(scopeQuery(null))).toBe(false);
    expect(hasScope(scopeQuery({ accessLevel: 'G', accessLevelCode: 'G7' }))).toBe(true);
  });
});
