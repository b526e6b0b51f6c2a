import { NEW_INTERFACE_BANNER_COOKIE_DAYS } from '@portal/contract';

/** Spec 001 §2, §9: closing the new-interface banner is remembered 30 days in a secure cookie. */
export const BANNER_COOKIE = 'new_interface_banner_closed';
const MAX_AGE_SECONDS = NEW_INTERFACE_BANNER_COOKIE_DAYS * 24 * 60 * 60;

export const isBannerClosed = () => document.cookie.split('; ').some((part) => part === `${BANNER_COOKIE}=1`);

export function rememberBannerClosed() {
  // Secure wherever the browser allows it (https, and localhost during development).
  const secure = window.isSecureContext ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${BANNER_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
}
