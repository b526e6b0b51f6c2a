import type { TLoggedInUser } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyPageOf, type PagePrefetch } from '../../../lib/lazy-page';
import type { PageId } from '../../../lib/page-access';
import { getPortalConfigQueryOptions } from '../../../lib/portal-config';
import { declaredPage, routeVerdict } from '../../../lib/route-access';
import { chooseSelection, findEntry, hierarchyEntries } from '../../../lib/session/hierarchy-entries';
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
export function prefetchSession(
  queryClient: QueryClient,
  identity: TIdentityMarker,
  matches: readonly { route: Pick<RouteObject, 'element' | 'handle'> }[] = [],
) {
  const actingAs = actingAsOf(identity);
  void queryClient.prefetchQuery(getPortalConfigQueryOptions());
  void queryClient.prefetchQuery(getUserDetailsQueryOptions(actingAs));
  void queryClient.prefetchQuery(userPreferencesQueryOptions());
  if (!needsScope(identity)) return;
  void queryClient.prefetchQuery(getHierarchyQueryOptions(actingAs));
  const kept = useSelectedHierarchyStore.getState();
  const stored = kept.selection && kept.actingAs === actingAs ? kept.selection : null;
  if (stored) void queryClient.prefetchQuery(getPermissionsQueryOptions(stored));
  else void queryClient.prefetchQuery(getLoggedInUserQueryOptions(actingAs));
  const page = firstPage(matches);
  if (page) void prefetchFirstPage(queryClient, actingAs, stored, page).catch(() => undefined);
}

/** The page the app opens on: who may see it, and how to start its first calls. */
type FirstPage = {
  page: PageId | undefined;
  loadPrefetch: () => Promise<PagePrefetch>;
  search: URLSearchParams;
};

/** The page of the router's first match, when it declares first calls (lazyPage's loadPrefetch). */
function firstPage(
  matches: readonly { route: Pick<RouteObject, 'element' | 'handle'> }[],
): FirstPage | undefined {
  const loadPrefetch = matches.map(({ route }) => lazyPageOf(route)?.loadPrefetch).find(Boolean);
  if (!loadPrefetch) return undefined;
  const page = declaredPage(matches.map(({ route }) => ({ handle: route.handle })));
  return { page, loadPrefetch, search: new URLSearchParams(window.location.search) };
}

/**
 * The page's first calls, once the selection the shell will choose is known (the same answers and
 * the same choice as SessionScopeProvider) and only when its permissions open the page; a failure
 * starts nothing (the shell reports it).
 */
async function prefetchFirstPage(
  queryClient: QueryClient,
  actingAs: string,
  stored: TLoggedInUser | null,
  page: FirstPage,
) {
  const [prefetch, hierarchy] = await Promise.all([
    page.loadPrefetch(),
    queryClient.fetchQuery(getHierarchyQueryOptions(actingAs)),
  ]);
  const entries = hierarchyEntries(hierarchy);
  const last = findEntry(entries, stored)
    ? undefined
    : await queryClient.fetchQuery(getLoggedInUserQueryOptions(actingAs));
  const selection = chooseSelection(entries, [stored, last]);
  if (!selection) return;
  const { permissions, masthead } = await queryClient.fetchQuery(getPermissionsQueryOptions(selection));
  const held = new Set(permissions);
  const facts = { permissions: held, migrationStatus: hierarchy.oneFleetMigratedStatus ?? 0, masthead };
  if (routeVerdict(page.page, facts) === 'open') prefetch(queryClient, selection, page.search, held);
}
