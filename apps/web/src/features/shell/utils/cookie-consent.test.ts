import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetIdentityState } from '../../../../test/identity-fixtures';
import {
  agreeToAllCookies,
  CONSENT_MAX_AGE_SECONDS,
  cookieString,
  ensureClientId,
  generateClientId,
  readConsent,
  saveConsent,
} from './cookie-consent';

afterEach(() => resetIdentityState());

describe('cookie flags (spec 000 §3 Cookie flags, §4 Cookie, §9)', () => {
  it('writes 365-day cookies, Secure on a secure page', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(cookieString('r_func', 'true', { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS, isSecure: true })).toBe(
      'r_func=true; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(cookieString('r_perf', 'false', { maxAgeSeconds: 10, isSecure: false })).toBe(
      'r_perf=false; Path=/; Max-Age=10; SameSite=Lax',
    );
  });

  it('agree sets r_func and r_perf', () => {
    expect(readConsent()).toEqual({ isFunctionalAccepted: false, isPerformanceAccepted: false });
    agreeToAllCookies();
    expect(document.cookie).toContain('r_func=true');
    expect(document.cookie).toContain('r_perf=true');
    expect(readConsent()).toEqual({ isFunctionalAccepted: true, isPerformanceAccepted: true });
  });

  it('saving without performance cookies still sets the functional cookie', () => {
    saveConsent({ isPerformanceAccepted: false });
    expect(readConsent()).toEqual({ isFunctionalAccepted: true, isPerformanceAccepted: false });
    expect(document.cookie).toContain('r_perf=false');
  });

  it('generates version 4 UUIDs without crypto.randomUUID (missing on plain-http pages)', () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const ids = new Set(Array.from({ length: 50 }, generateClientId));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    vi.unstubAllGlobals();
  });

  it('sets a generated client id once, when missing', () => {
    const id = ensureClientId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`clientId=${id}`);
    expect(ensureClientId()).toBe(id);
  });
});
