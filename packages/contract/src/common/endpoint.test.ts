import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, CARDS_ENDPOINTS, TRANSACTIONS_ENDPOINTS, USERS_ENDPOINTS } from '../index';
import { PERMISSION_KEYS } from '../permissions';
import {
  defineEndpoint,
  endpointPath,
  endpointUrl,
  isRouteAccess,
  PERMISSION_DECLARED_ACCESS,
} from './endpoint';
import { isMessageKey } from './message-keys';

describe('endpoint definitions', () => {
  it('are frozen, and each method and path is defined once', () => {
    expect(Object.isFrozen(CARDS_ENDPOINTS.list)).toBe(true);
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ALL_ENDPOINTS.every((e) => isRouteAccess(e.access))).toBe(true);
  });

  it('fills path parameters, URI-encoded, and refuses a missing one', () => {
    expect(endpointPath(USERS_ENDPOINTS.userDetails, { userId: 42 })).toBe('/api/users/users/42/details');
    expect(endpointPath(CARDS_ENDPOINTS.details, { cardKey: 'D1/2 3' })).toBe(
      '/api/cards/cards/D1%2F2%203/details',
    );
    expect(() => endpointPath(USERS_ENDPOINTS.userDetails)).toThrow(/userId missing/);
  });

  it('repeats array query keys and leaves out null and undefined, as the server parses them', () => {
    const url = endpointUrl(TRANSACTIONS_ENDPOINTS.list, {
      query: { authorityIds: ['A1', 'A2'], page: 1, searchBy: undefined, groupIds: null, sortOrder: 'asc' },
    });
    expect(url).toBe('/api/transactions/transactions?authorityIds=A1&authorityIds=A2&page=1&sortOrder=asc');
    expect(endpointUrl(CARDS_ENDPOINTS.viewColumns)).toBe('/api/cards/cards/viewcols');
    // The server reads a repeated key as a list (Fastify's querystring parser), which the schema accepts.
    const search = new URL(url, 'http://portal.invalid').searchParams;
    const parsed = TRANSACTIONS_ENDPOINTS.list.query.safeParse({
      authorityIds: search.getAll('authorityIds'),
    });
    expect(parsed.success && parsed.data.authorityIds).toEqual(['A1', 'A2']);
  });

  it('keeps what it is given', () => {
    const def = defineEndpoint({
      method: 'GET',
      path: '/api/x/:id',
      response: TRANSACTIONS_ENDPOINTS.columns.response,
      access: 'partner',
      tags: ['x'],
    });
    expect(def).toMatchObject({ method: 'GET', path: '/api/x/:id', access: 'partner' });
    expect(endpointUrl(def, { params: { id: 'a b' } as never })).toBe('/api/x/a%20b');
  });

  it('declare a permission on every signed-in endpoint (issue 42): known keys, catalogue refusals, reasons', () => {
    const known = new Set<string>(Object.values(PERMISSION_KEYS));
    for (const e of ALL_ENDPOINTS) {
      const name = `${e.method} ${e.path}`;
      if (!PERMISSION_DECLARED_ACCESS.includes(e.access)) {
        expect(e.permission, name).toBeUndefined();
        continue;
      }
      const permission = e.permission;
      if (!permission) throw new Error(`${name} declares no permission`);
      if ('none' in permission) expect(permission.none.length, name).toBeGreaterThan(10);
      if ('keys' in permission)
        for (const key of permission.keys) expect(known.has(key), `${name} ${key}`).toBe(true);
      if ('refusal' in permission && permission.refusal !== undefined)
        expect(isMessageKey(permission.refusal), name).toBe(true);
    }
  });
});
