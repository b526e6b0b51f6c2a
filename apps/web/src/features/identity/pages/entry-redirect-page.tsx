import { Navigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useEntryFacts } from '../hooks/use-entry-facts';
import { entryRedirectPath } from '../utils/entry-route';
import type { TIdentityMarker } from '../utils/identity-marker';
import { useIdentity } from '../utils/identity-marker';

/** Spec 000 §2 Entry redirect (/redirect), behind RequireSession. */
export function EntryRedirectPage() {
  const identity = useIdentity();
  return identity ? <EntryRedirect identity={identity} /> : null;
}

function EntryRedirect({ identity }: { identity: TIdentityMarker }) {
  const to = useLocalizedPath();
  const facts = useEntryFacts(identity);
  return <Navigate to={to(entryRedirectPath(facts))} replace />;
}
