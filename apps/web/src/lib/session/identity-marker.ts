import { isOneFleetMigrated, ZProfileResponse } from '@portal/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readItem, removeItem, writeItem } from '../browser-storage';

/**
 * "The stored identity token" of spec 000 §2: the profile claims and the session's expiry, kept so the
 * guards and the shell know who is signed in. Not a credential (DESIGN §5): the session is the
 * server's HttpOnly cookie, and the server never reads this value.
 */
export const ZIdentityMarker = ZProfileResponse.extend({
  tokenExpirationTime: z.number(),
  /**
   * Set while an admin impersonates a user (spec 000 §3 Account user). Written by the impersonation
   * issue once the server keeps that state; until then nothing sets it.
   */
  impersonatedUser: z.object({ userUniqueId: z.string(), name: z.string().optional() }).nullish(),
});
export type TIdentityMarker = z.infer<typeof ZIdentityMarker>;

export const IDENTITY_STORAGE_KEY = 'identity';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

let cachedRaw: string | null = null;
let cachedMarker: TIdentityMarker | null = null;

/** The same object for the same stored text, as useSyncExternalStore requires. */
export function readIdentity(): TIdentityMarker | null {
  const raw = readItem('localStorage', IDENTITY_STORAGE_KEY);
  if (raw === cachedRaw) return cachedMarker;
  cachedRaw = raw;
  cachedMarker = null;
  if (raw) {
    try {
      const parsed = ZIdentityMarker.safeParse(JSON.parse(raw));
      cachedMarker = parsed.success ? parsed.data : null;
    } catch {
      cachedMarker = null;
    }
  }
  return cachedMarker;
}

export function writeIdentity(marker: TIdentityMarker) {
  writeItem('localStorage', IDENTITY_STORAGE_KEY, JSON.stringify(marker));
  notify();
}

export function clearIdentity() {
  removeItem('localStorage', IDENTITY_STORAGE_KEY);
  notify();
}

/** Spec 000 §6: an admin acting as one of the customer's users. */
export const isImpersonating = (marker: Pick<TIdentityMarker, 'isAdmin' | 'impersonatedUser'>): boolean =>
  marker.isAdmin && Boolean(marker.impersonatedUser);

/** Spec 000 §6: a user moved to the successor product (status above 3 and flagged) sees only /migratedusers. */
export const isMigratedUser = (
  marker: Pick<TIdentityMarker, 'oneFleetMigratedStatus' | 'isOneFleetMigrated'>,
): boolean => isOneFleetMigrated(marker.oneFleetMigratedStatus) && marker.isOneFleetMigrated;

/** Ends impersonation in this browser: the admin's own identity stays. */
export function clearImpersonatedUser() {
  const marker = readIdentity();
  if (marker?.impersonatedUser) writeIdentity({ ...marker, impersonatedUser: null });
}

/** After a token refresh the session lives longer. */
export function updateTokenExpiry(tokenExpirationTime: number) {
  const marker = readIdentity();
  if (marker) writeIdentity({ ...marker, tokenExpirationTime });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A logout or sign-in in another tab changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === IDENTITY_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's claims, or null when nobody is signed in. */
export const useIdentity = (): TIdentityMarker | null =>
  useSyncExternalStore(subscribe, readIdentity, () => null);
