import { ADMIN_ENDPOINTS } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Brand } from '../brands';
import { callEndpoint } from '../call-endpoint';
import { getSessionProfile } from './get-session-profile';
import { readIdentity, writeIdentity } from './identity-marker';
import { clearSelectedHierarchy } from './selected-hierarchy-store';

/** POST /api/admin/impersonation: the server's session now acts as this Active user, read-only. */
export const startImpersonation = (userUniqueId: string) =>
  callEndpoint(ADMIN_ENDPOINTS.startImpersonation, { body: { userUniqueId } });

/** DELETE /api/admin/impersonation: the session is the admin's own again. */
export const endImpersonation = () => callEndpoint(ADMIN_ENDPOINTS.endImpersonation);

/**
 * After the server's impersonation changed: the stored identity takes the profile's admin flag and
 * impersonated user (server state, never set by the browser alone), and the selected hierarchy and
 * cached data of the previous user go (spec 000 §2 Shell, §4 Hierarchy change).
 */
export async function syncImpersonation(queryClient: QueryClient, brand: Pick<Brand, 'code'>) {
  const profile = await getSessionProfile({ brand: brand.code });
  const marker = readIdentity();
  clearSelectedHierarchy();
  queryClient.clear();
  if (marker) writeIdentity({ ...marker, ...profile, tokenExpirationTime: marker.tokenExpirationTime });
}
