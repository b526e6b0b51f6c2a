import type { TProfileResponse } from '@portal/contract';
import { resetSessionState } from '../src/lib/api-client';
import type { TPortalConfig } from '../src/lib/portal-config';
import { DEFAULT_PORTAL_CONFIG } from '../src/lib/portal-config';
import { writeIdentity } from '../src/lib/session/identity-marker';
import { json, type MockHandler } from './mock-fetch';

/** Test fixtures of the identity feature (web tests). */
export const customerProfile: TProfileResponse = {
  isAdmin: false,
  isInternal: false,
  given_name: 'Dana',
  authorityID: 'A10001',
  oneFleetMigratedStatus: 0,
  isOneFleetMigrated: false,
  cacheRefreshReqd: false,
};

export const adminProfile: TProfileResponse = { ...customerProfile, isAdmin: true, given_name: 'Alex' };

export const configHandler =
  (config: Partial<TPortalConfig> = {}): MockHandler =>
  () =>
    json(200, { ...DEFAULT_PORTAL_CONFIG, ...config });

export const signInAs = (profile: TProfileResponse = customerProfile) =>
  writeIdentity({ ...profile, tokenExpirationTime: Date.now() + 600_000 });

/** Everything the identity feature keeps in the browser, gone. */
export function resetIdentityState() {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of jsdom's cookie jar.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  resetSessionState();
}
