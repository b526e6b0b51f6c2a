import { isOneFleetMigrated, type TProfileResponse } from '@portal/contract';
import { useSyncExternalStore } from 'react';
import { readItem, removeItem, writeItem } from '../browser-storage';

/**
 * "The stored identity token" of spec 000 §2: the profile claims and the session's expiry, kept so the
 * guards and the shell know who is signed in. Not a credential (DESIGN §5): the session is the
 * server's HttpOnly cookie, and the server never reads this value.
 */
export type TIdentityMarker = Omit<TProfileResponse, 'impersonatedUser'> & {
  tokenExpirationTime: number;
  /** Set while an admin impersonates a user (spec 000 §3 Account user). */
  impersonatedUser?: { userUniqueId: string; name?: string } | null;
};

type ScalarField = Exclude<keyof TIdentityMarker, 'impersonatedUser' | 'authorityID'>;

/**
 * The stored marker is written from a profile the contract's schema parsed; reading it back checks
 * the type of every scalar field (the list is tied to the contract's type), without zod, which the
 * sign-in route does not load (issue 13 Web budgets, docs/decisions.md).
 */
const FIELD_TYPES = {
  isAdmin: 'boolean',
  isInternal: 'boolean',
  given_name: 'string',
  oneFleetMigratedStatus: 'number',
  isOneFleetMigrated: 'boolean',
  cacheRefreshReqd: 'boolean',
  tokenExpirationTime: 'number',
} as const satisfies Record<ScalarField, 'boolean' | 'number' | 'string'>;

function isIdentityMarker(value: unknown): value is TIdentityMarker {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const { authorityID, impersonatedUser } = record;
  return (
    Object.entries(FIELD_TYPES).every(([field, type]) => typeof record[field] === type) &&
    (authorityID === null || typeof authorityID === 'string') &&
    (impersonatedUser == null ||
      (typeof impersonatedUser === 'object' &&
        typeof (impersonatedUser as { userUniqueId?: unknown }).userUniqueId === 'string'))
  );
}

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
      const stored: unknown = JSON.parse(raw);
      cachedMarker = isIdentityMarker(stored) ? stored : null;
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

/**
 * After a token refresh the session lives longer. Tabs share the stored marker, so an answer that
 * arrives late in one tab never replaces a newer expiry another tab stored (issue 15, two tabs).
 */
export function updateTokenExpiry(tokenExpirationTime: number) {
  const marker = readIdentity();
  if (marker && tokenExpirationTime > marker.tokenExpirationTime)
    writeIdentity({ ...marker, tokenExpirationTime });
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
