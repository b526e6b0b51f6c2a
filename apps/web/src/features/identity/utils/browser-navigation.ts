/**
 * Leaves the app for another page (the identity provider). One object, so tests can replace it:
 * jsdom cannot navigate.
 */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/** Only http(s) addresses are followed: a `javascript:` URL from a broken answer must never run. */
export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
