import type { QueryClient } from '@tanstack/react-query';
import { getPortalConfigQueryOptions } from '../../../lib/portal-config';
import type { TIdentityMarker } from '../../../lib/session/identity-marker';
import { useSelectedHierarchyStore } from '../../../lib/session/selected-hierarchy-store';
import { userPreferencesQueryOptions } from '../../../lib/user-preferences';
import { actingAsOf, needsScope } from '../components/session-scope-provider';
import { getHierarchyQueryOptions } from './get-hierarchy';
import { getLoggedInUserQueryOptions } from './get-logged-in-user';
import { getPermissionsQueryOptions } from './get-permissions';
import { getUserDetailsQueryOptions } from './get-user-details';

/**
 * Issue 13: the session-init calls (spec 000 §4) leave as the app starts, beside the shell's own code,
 * instead of once the shell has arrived and rendered (on a 2-core machine 400 ms later, and the page's
 * own calls wait for them). The shell's queries (SessionScopeProvider) find the answers under their
 * keys. The selection kept in this tab asks for its permissions at once; without one, the server's
 * last selection is asked for, as the shell would.
 */
export function prefetchSession(queryClient: QueryClient, identity: TIdentityMarker) {
  const actingAs = actingAsOf(identity);
  void queryClient.prefetchQuery(getPortalConfigQueryOptions());
  void queryClient.prefetchQuery(getUserDetailsQueryOptions(actingAs));
  void queryClient.prefetchQuery(userPreferencesQueryOptions());
  if (!needsScope(identity)) return;
  void queryClient.prefetchQuery(getHierarchyQueryOptions(actingAs));
  const stored = useSelectedHierarchyStore.getState();
  if (stored.selection && stored.actingAs === actingAs)
    void queryClient.prefetchQuery(getPermissionsQueryOptions(stored.selection));
  else void queryClient.prefetchQuery(getLoggedInUserQueryOptions(actingAs));
}
