import { lazy, Suspense } from 'react';
import { isImpersonating, useIdentity } from '../lib/session/identity-marker';

const ExitImpersonationBar = lazy(() =>
  import('./exit-impersonation-button').then((m) => ({ default: m.ExitImpersonationBar })),
);

/** The exit bar (spec 000 §2) is code only an impersonating admin needs: loaded when one is. */
export function ImpersonationBar() {
  const identity = useIdentity();
  if (!identity || !isImpersonating(identity)) return null;
  return (
    <Suspense fallback={null}>
      <ExitImpersonationBar />
    </Suspense>
  );
}
