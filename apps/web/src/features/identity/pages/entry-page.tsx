import { Navigate, useSearchParams } from 'react-router';
import { useIdentity } from '../../../lib/session/identity-marker';
import { useLocalizedPath } from '../../../lib/use-locale';
import { CallbackPage } from './callback-page';

/**
 * Spec 000 §2 Security check entry (/): with a code it is the session callback; otherwise a signed-in
 * user goes on through the entry redirect and everybody else to the sign-in landing.
 */
export function EntryPage() {
  const [params] = useSearchParams();
  const identity = useIdentity();
  const to = useLocalizedPath();
  if (params.has('code')) return <CallbackPage />;
  return <Navigate to={to(identity ? '/redirect' : '/login')} replace />;
}
