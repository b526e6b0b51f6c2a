import { useSyncExternalStore } from 'react';

/** The content file of the cookie banner, dialog and page. */
export const COOKIES_NAMESPACE = 'cookies';

/** Spec 000 §3 Cookie flags and §9: functional r_func, performance r_perf, 365 days; a client id. */
export const CONSENT_COOKIES = { functional: 'r_func', performance: 'r_perf', clientId: 'clientId' } as const;
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type CookieConsent = { isFunctionalAccepted: boolean; isPerformanceAccepted: boolean };

export type CookieOptions = { maxAgeSeconds: number; isSecure: boolean };

/**
 * The Set-Cookie text. `Secure` whenever the page is a secure context (https, or localhost): a
 * browser refuses Secure cookies on other plain-http hosts, where consent could then never be kept.
 */
export const cookieString = (name: string, value: string, { maxAgeSeconds, isSecure }: CookieOptions) =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${isSecure ? '; Secure' : ''}`;

const isSecurePage = () => window.isSecureContext === true;

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

function writeCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = cookieString(name, value, {
    maxAgeSeconds: CONSENT_MAX_AGE_SECONDS,
    isSecure: isSecurePage(),
  });
}

const listeners = new Set<() => void>();
let cachedCookies: string | null = null;
let cachedConsent: CookieConsent = { isFunctionalAccepted: false, isPerformanceAccepted: false };

export function readConsent(): CookieConsent {
  if (document.cookie !== cachedCookies) {
    cachedCookies = document.cookie;
    cachedConsent = {
      isFunctionalAccepted: readCookie(CONSENT_COOKIES.functional) === 'true',
      isPerformanceAccepted: readCookie(CONSENT_COOKIES.performance) === 'true',
    };
  }
  return cachedConsent;
}

/** Spec 000 §4 Cookie: performance on or off; the functional cookie is always set. */
export function saveConsent({ isPerformanceAccepted }: { isPerformanceAccepted: boolean }) {
  writeCookie(CONSENT_COOKIES.functional, 'true');
  writeCookie(CONSENT_COOKIES.performance, String(isPerformanceAccepted));
  for (const listener of listeners) listener();
}

/** "Agree" accepts both kinds. */
export const agreeToAllCookies = () => saveConsent({ isPerformanceAccepted: true });

/**
 * A random (version 4) UUID. Not `crypto.randomUUID`: browsers offer it only on secure pages, and
 * the portal also runs on plain-http hosts (brand test hosts, local networks).
 */
export function generateClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Spec 000 §9: a client-id cookie with a generated id, set when missing. */
export function ensureClientId(): string {
  const existing = readCookie(CONSENT_COOKIES.clientId);
  if (existing) return existing;
  const id = generateClientId();
  writeCookie(CONSENT_COOKIES.clientId, id);
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useCookieConsent = (): CookieConsent =>
  useSyncExternalStore(subscribe, readConsent, readConsent);
