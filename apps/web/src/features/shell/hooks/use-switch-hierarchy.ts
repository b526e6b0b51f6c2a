import type { TLoggedInUser } from '@portal/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSelectedHierarchyStore } from '../../../lib/session/selected-hierarchy-store';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useUpdateLoggedInUser } from '../api/update-logged-in-user';

/** A query whose key holds a selected entry (`{ accessLevel, accessLevelCode }`): its data is per entry. */
export const isHierarchyKeyed = (queryKey: QueryKey): boolean =>
  queryKey.some((part) => typeof part === 'object' && part !== null && 'accessLevel' in part);

/**
 * Spec 000 §4 Hierarchy change: records the choice on the server (PUT loggedinuser, audited), then
 * clears the permissions and everything else kept per entry, and selects the new entry. The session
 * scope is not ready until the new permissions arrive; queries keyed on the entry fetch again.
 */
export function useSwitchHierarchy() {
  const { actingAs } = useSessionScope();
  const queryClient = useQueryClient();
  const select = useSelectedHierarchyStore((state) => state.select);
  const update = useUpdateLoggedInUser({ actingAs });
  const { mutateAsync } = update;

  const switchTo = useCallback(
    async (selection: TLoggedInUser) => {
      const recorded = await mutateAsync(selection);
      queryClient.removeQueries({ predicate: (query) => isHierarchyKeyed(query.queryKey) });
      select(recorded, actingAs);
    },
    [mutateAsync, queryClient, select, actingAs],
  );
  return { switchTo, isSwitching: update.isPending };
}
