import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminProfile,
  configHandler,
  customerProfile,
  resetIdentityState,
  signInAs,
} from '../../../../test/identity-fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import {
  largeHierarchy,
  oneAuthorityHierarchy,
  type ShellServer,
  shellHandlers,
} from '../../../../test/shell-fixtures';
import type { PagePrefetch } from '../../../lib/lazy-page';
import type { PageId } from '../../../lib/page-access';
import { createQueryClient } from '../../../lib/query-client';
import { pageAccess } from '../../../lib/route-access';
import { readIdentity } from '../../../lib/session/identity-marker';
import { useSelectedHierarchyStore } from '../../../lib/session/selected-hierarchy-store';
import { getHierarchyQueryOptions } from './get-hierarchy';
import { getPermissionsQueryOptions } from './get-permissions';
import { prefetchSession } from './prefetch-session';

const server = (options: ShellServer = {}) =>
  mockFetch({ ...shellHandlers(options), 'GET /api/portal/config': configHandler() });
/** The identity marker signInAs stored. */
const identity = () => {
  const marker = readIdentity();
  if (!marker) throw new Error('no identity stored');
  return marker;
};
const paths = (calls: { url: URL }[]) => calls.map(({ url }) => url.pathname).sort();

describe('prefetchSession (spec 000 §4 Session init, issue 13)', () => {
  beforeEach(() => resetIdentityState());
  afterEach(() => {
    useSelectedHierarchyStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('asks for the kept selection’s permissions beside the hierarchy, under the shell’s own keys', async () => {
    signInAs(customerProfile);
    const selection = { accessLevel: 'A', accessLevelCode: 'A10001' } as const;
    useSelectedHierarchyStore.getState().select(selection, '');
    const { calls } = server();
    const queryClient = createQueryClient();
    prefetchSession(queryClient, identity());
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    expect(paths(calls)).toEqual([
      '/api/portal/config',
      '/api/users/userpreferences',
      '/api/users/users/details',
      '/api/users/users/hierarchy',
      '/api/users/users/permissions',
    ]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(getHierarchyQueryOptions('').queryKey)).toEqual(oneAuthorityHierarchy),
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(getPermissionsQueryOptions(selection).queryKey)).toBeDefined(),
    );
  });

  it('asks for the last selection when the tab keeps none', async () => {
    signInAs(customerProfile);
    const { calls } = server();
    prefetchSession(createQueryClient(), identity());
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    expect(paths(calls)).toContain('/api/users/users/loggedinuser');
    expect(paths(calls)).not.toContain('/api/users/users/permissions');
  });

  it('asks an administrator, who works in no hierarchy, for no hierarchy', async () => {
    signInAs(adminProfile);
    const { calls } = server();
    prefetchSession(createQueryClient(), identity());
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(paths(calls)).toEqual([
      '/api/portal/config',
      '/api/users/userpreferences',
      '/api/users/users/details',
    ]);
  });
});

describe('prefetchSession: the first page’s own calls (issue 13)', () => {
  beforeEach(() => resetIdentityState());
  afterEach(() => {
    useSelectedHierarchyStore.getState().clear();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  /** The router's first match: a lazy page that declares its first calls, behind a page's rule. */
  const pageMatches = (prefetch: PagePrefetch, page: PageId = 'transactions') => {
    const Page = Object.assign(() => null, { loadPrefetch: async () => prefetch });
    return [{ route: { element: createElement(Page), handle: pageAccess(page) } }];
  };

  it('starts them for the kept selection once its permissions open the page', async () => {
    signInAs(customerProfile);
    const selection = { accessLevel: 'A', accessLevelCode: 'A10001' } as const;
    useSelectedHierarchyStore.getState().select(selection, '');
    server();
    const prefetch = vi.fn<PagePrefetch>();
    const queryClient = createQueryClient();
    window.history.replaceState(null, '', '/en/transactions?searchTerm=x');
    prefetchSession(queryClient, identity(), pageMatches(prefetch));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const [client, chosen, search] = prefetch.mock.calls[0] ?? [];
    expect(client).toBe(queryClient);
    expect(chosen).toEqual(selection);
    expect(search?.get('searchTerm')).toBe('x');
  });

  it('without a kept selection, starts them for the server’s last one, as the shell chooses', async () => {
    signInAs(customerProfile);
    const last = {
      accessLevel: 'P',
      accessLevelCode: largeHierarchy.parents[0]?.accessLevelCode ?? '',
    } as const;
    mockFetch({
      ...shellHandlers({ hierarchy: largeHierarchy, loggedInUser: last }),
      'GET /api/portal/config': configHandler(),
    });
    const prefetch = vi.fn<PagePrefetch>();
    prefetchSession(createQueryClient(), identity(), pageMatches(prefetch));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch.mock.calls[0]?.[1]).toEqual(last);
  });

  it('starts nothing when the page’s rule refuses the selection (isAck N closes restriction profiles)', async () => {
    signInAs(customerProfile);
    server({ masthead: { isAck: 'N' } });
    const selection = { accessLevel: 'A', accessLevelCode: 'A10001' } as const;
    const queryClient = createQueryClient();
    const prefetch = vi.fn<PagePrefetch>();
    prefetchSession(queryClient, identity(), pageMatches(prefetch, 'restrictionProfiles'));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(getPermissionsQueryOptions(selection).queryKey)).toBeDefined(),
    );
    // The answer has been read (the page's calls would start right after it).
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
