import type { EntryFacts } from '../utils/entry-route';
import type { TIdentityMarker } from '../utils/identity-marker';

/**
 * What the entry redirect decides on. isEvUser comes from the permissions call (permission key
 * isEVUser) and isImpersonating from the impersonation state; both arrive with the shell issue,
 * until then nobody is either.
 */
export function useEntryFacts(identity: TIdentityMarker): EntryFacts {
  return { isEvUser: false, isAdmin: identity.isAdmin, isImpersonating: false };
}
