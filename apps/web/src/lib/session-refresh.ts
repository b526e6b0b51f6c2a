import { getActiveBrand } from './brands';
import { isLocalHost } from './environment';

/** Spec 000 §7: the refresh form of the token call. */
export const REFRESH_URL = '/api/users/token/gettokens?refresh_token=secure';
export const REQUESTED_WITH_HEADER = { 'X-Requested-With': 'portal' } as const;

export type SessionHandlers = {
  /** Called once when the session cannot be refreshed; the identity feature logs out. */
  onSessionExpired?: () => void;
  /** Called with the token call's answer after each successful refresh. */
  onRefreshed?: (body: unknown) => void;
};

let handlers: SessionHandlers = {};
let refreshInFlight: Promise<boolean> | null = null;
/** Counts successful refreshes, so a call sent before the latest refresh retries without another. */
let generation = 0;
let isExpired = false;

export const configureSession = (next: SessionHandlers) => {
  handlers = { ...handlers, ...next };
};

export const sessionGeneration = () => generation;

/** After a new sign-in: refreshing is allowed again. Also used by tests. */
export function resetSessionState() {
  refreshInFlight = null;
  isExpired = false;
}

async function runRefresh(): Promise<boolean> {
  try {
    const response = await fetch(REFRESH_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...REQUESTED_WITH_HEADER, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        brand: getActiveBrand().code,
        isLocal: isLocalHost(window.location.hostname),
        IsNewDomain: true,
      }),
    });
    if (response.ok) {
      generation += 1;
      handlers.onRefreshed?.(await response.json().catch(() => undefined));
      return true;
    }
  } catch {
    // a network failure ends the session like a refused refresh
  }
  isExpired = true;
  handlers.onSessionExpired?.();
  return false;
}

/**
 * Spec 000 §4: a 401/403 triggers ONE refresh while other calls wait for it. Resolves true when the
 * caller should retry, false when the session is over (onSessionExpired has then run exactly once).
 */
export function ensureFreshSession(sentAtGeneration: number): Promise<boolean> {
  if (isExpired) return Promise.resolve(false);
  if (!refreshInFlight && sentAtGeneration !== generation) return Promise.resolve(true);
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}
