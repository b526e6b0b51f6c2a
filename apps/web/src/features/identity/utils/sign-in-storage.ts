import { isLocale, type TCodeChallengeResponse, type TLocale } from '@portal/contract';
import { readItem, removeItem, writeItem } from '../../../lib/browser-storage';
import { clearCookie, readCookie } from './cookies';

/** Storage keys of the sign-in flow (spec 000 §4, §9). None of them is a credential. */
export const SIGN_IN_KEYS = {
  /** sessionStorage: the PKCE verifier; the server compares it with its own copy. */
  codeVerifier: 'codeVerifier',
  /** sessionStorage: the state sent to the identity provider. */
  state: 'signInState',
  /** sessionStorage: the locale segment of the page sign-in started on; the callback URL has none. */
  locale: 'signInLocale',
  /** sessionStorage: how often the callback restarted sign-in (one retry allowed). */
  retries: 'signInRetries',
  /** Cookie or localStorage: sign in as internal staff (scope with offline_access). */
  isInternal: 'isInternal',
} as const;

export function storeChallenge(
  { code_verifier, state }: Pick<TCodeChallengeResponse, 'code_verifier' | 'state'>,
  locale: TLocale | undefined,
) {
  writeItem('sessionStorage', SIGN_IN_KEYS.codeVerifier, code_verifier);
  writeItem('sessionStorage', SIGN_IN_KEYS.state, state);
  if (locale) writeItem('sessionStorage', SIGN_IN_KEYS.locale, locale);
  else removeItem('sessionStorage', SIGN_IN_KEYS.locale);
}

export function readSignInLocale(): TLocale | undefined {
  const locale = readItem('sessionStorage', SIGN_IN_KEYS.locale);
  return isLocale(locale) ? locale : undefined;
}

export const readVerifier = (): string | null => readItem('sessionStorage', SIGN_IN_KEYS.codeVerifier);

export function clearChallenge() {
  removeItem('sessionStorage', SIGN_IN_KEYS.codeVerifier);
  removeItem('sessionStorage', SIGN_IN_KEYS.state);
  removeItem('sessionStorage', SIGN_IN_KEYS.locale);
}

export function readRetries(): number {
  const count = Number.parseInt(readItem('sessionStorage', SIGN_IN_KEYS.retries) ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export const countRetry = () => writeItem('sessionStorage', SIGN_IN_KEYS.retries, String(readRetries() + 1));
export const clearRetries = () => removeItem('sessionStorage', SIGN_IN_KEYS.retries);

/** Spec 000 §2: a cookie `isInternal=true` or the stored flag picks the internal staff sign-in. */
export const isInternalSignIn = (): boolean =>
  readCookie(SIGN_IN_KEYS.isInternal) === 'true' ||
  readItem('localStorage', SIGN_IN_KEYS.isInternal) === 'true';

export function storeInternalSignIn(isInternal: boolean) {
  if (isInternal) {
    writeItem('localStorage', SIGN_IN_KEYS.isInternal, 'true');
    return;
  }
  removeItem('localStorage', SIGN_IN_KEYS.isInternal);
  clearCookie(SIGN_IN_KEYS.isInternal);
}
