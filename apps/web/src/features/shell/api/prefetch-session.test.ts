import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminProfile,
  configHandler,
  customerProfile,
  resetIdentityState,
  signInAs,
} from '../../../../test/identity-fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { oneAuthorityHierarchy, shellHandlers } from '../../../../test/shell-fixtures';
import { createQueryClient } from '../../../lib/query-client';
import { readIdentity } from '../../../lib/session/identity-marker';
import { useSelectedHierarchyStore } from '../../../lib/session/selected-hierarchy-store';
import { getHierarchyQueryOptions } from './get-hierarchy';
import { getPermissionsQueryOptions } from './get-permissions';
import { prefetchSession } from './prefetch-session';

const server = () => mockFetch({ ...shellHandlers(), 'GET /api/portal/config': configHandler() });
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
