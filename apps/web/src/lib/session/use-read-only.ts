import { isImpersonating, useIdentity } from './identity-marker';

/**
 * Spec 000 §6, DESIGN §5: impersonation is read-only, and the server refuses its writes. Every page
 * asks this one hook whether to disable its write controls (and shows `ReadOnlyNotice` saying why).
 */
export function useIsReadOnly(): boolean {
  const identity = useIdentity();
  return identity !== null && isImpersonating(identity);
}
