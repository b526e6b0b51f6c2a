import { PLATFORM_MESSAGE_KEYS } from '@portal/contract';
import { type ReactNode, useDeferredValue, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import {
  chooseSelection,
  findEntry,
  hierarchyEntries,
  isSameSelection,
} from '../../../lib/session/hierarchy-entries';
import {
  isImpersonating,
  isMigratedUser,
  type TIdentityMarker,
  useIdentity,
} from '../../../lib/session/identity-marker';
import { useSelectedHierarchyStore } from '../../../lib/session/selected-hierarchy-store';
import { type SessionScope, SessionScopeContext, UNSCOPED } from '../../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useUserPreferences } from '../../../lib/user-preferences';
import { useHierarchy } from '../api/get-hierarchy';
import { useLoggedInUser } from '../api/get-logged-in-user';
import { usePermissions } from '../api/get-permissions';
import { useUserDetails } from '../api/get-user-details';

/** Only customers (and admins acting as one) work in a hierarchy; the others have no customer data. */
export const needsScope = (identity: TIdentityMarker | null): boolean =>
  identity !== null && !isMigratedUser(identity) && (!identity.isAdmin || isImpersonating(identity));

export const actingAsOf = (identity: TIdentityMarker | null): string =>
  identity?.impersonatedUser?.userUniqueId ?? '';

export type SessionScopeProviderProps = { children: ReactNode };

/**
 * Spec 000 §4 Session init: loads the hierarchy, the selected entry (the one kept in this tab, else
 * the server's last selection, else the widest entry) and its permissions. Any failure logs out.
 * After a hierarchy change the permissions of the new entry load again: not ready until then.
 */
export function SessionScopeProvider({ children }: SessionScopeProviderProps) {
  const identity = useIdentity();
  const isScoped = needsScope(identity);
  const actingAs = actingAsOf(identity);
  const navigate = useNavigate();
  const to = useLocalizedPath();

  const hierarchy = useHierarchy({ actingAs, enabled: isScoped });
  const entries = useMemo(() => (hierarchy.data ? hierarchyEntries(hierarchy.data) : []), [hierarchy.data]);
  const stored = useSelectedHierarchyStore((state) => (state.actingAs === actingAs ? state.selection : null));
  const select = useSelectedHierarchyStore((state) => state.select);
  const isStoredValid = Boolean(findEntry(entries, stored));
  // Nothing kept in this tab: ask for the last selection at once, next to the hierarchy.
  const needsLastSelection = !stored || (hierarchy.isSuccess && !isStoredValid);
  const loggedInUser = useLoggedInUser({ actingAs, enabled: isScoped && needsLastSelection });

  const canChoose = hierarchy.isSuccess && (isStoredValid || loggedInUser.isSuccess);
  const selection = useMemo(
    () => (canChoose ? chooseSelection(entries, [stored, loggedInUser.data]) : undefined),
    [canChoose, entries, stored, loggedInUser.data],
  );
  const permissions = usePermissions({ selection });
  // Details and preferences belong to every signed-in user, also without a customer scope.
  const isSignedIn = identity !== null;
  const details = useUserDetails({ actingAs, enabled: isSignedIn });
  const preferences = useUserPreferences(isSignedIn);

  useEffect(() => {
    if (selection && !isSameSelection(selection, stored)) select(selection, actingAs);
  }, [selection, stored, select, actingAs]);

  const failure =
    hierarchy.error ?? loggedInUser.error ?? permissions.error ?? details.error ?? preferences.error;
  useEffect(() => {
    if (!failure) return;
    console.warn('Session init failed', failure);
    // No hierarchy entry left: the login page says the access is gone (issue 15).
    const isNoAccess = isApiError(failure) && failure.messageKey === PLATFORM_MESSAGE_KEYS.noHierarchy;
    void navigate(to(isNoAccess ? '/logout?reason=no_access' : '/logout'), { replace: true });
  }, [failure, navigate, to]);

  // The query's parts, not its result object (a new one on every fetch state): the whole shell reads
  // this value, so it changes only when what it says changes.
  const permissionsLoaded = permissions.isSuccess;
  const permissionsData = permissions.data;
  const scope = useMemo((): SessionScope => {
    if (!isScoped) return { ...UNSCOPED, details: details.data, preferences: preferences.data };
    const isEmpty = hierarchy.isSuccess && entries.length === 0;
    const isReady = isEmpty || (Boolean(selection) && permissionsLoaded);
    return {
      status: isReady ? 'ready' : 'loading',
      actingAs,
      hierarchy: hierarchy.data,
      entries,
      selection,
      selectedEntry: findEntry(entries, selection),
      permissions: new Set(isReady ? (permissionsData?.permissions ?? []) : []),
      masthead: isReady ? (permissionsData?.masthead ?? null) : null,
      migrationStatus: hierarchy.data?.oneFleetMigratedStatus ?? identity?.oneFleetMigratedStatus ?? 0,
      details: details.data,
      preferences: preferences.data,
    };
  }, [
    isScoped,
    actingAs,
    hierarchy.isSuccess,
    hierarchy.data,
    entries,
    selection,
    permissionsLoaded,
    permissionsData,
    identity,
    details.data,
    preferences.data,
  ]);

  // Each session-init query lands as an update React renders at once and in one piece; the shell
  // reading this value re-renders in a deferred pass instead, which React splits into short tasks
  // (and which takes several answers arriving close together in one render).
  const deferredScope = useDeferredValue(scope);
  return <SessionScopeContext value={deferredScope}>{children}</SessionScopeContext>;
}
