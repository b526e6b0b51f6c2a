/** Readable (non-HttpOnly) cookies the sign-in landing looks at: `maintenance`, `isInternal`. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** A flag cookie counts as on unless it is empty, `false` or `0`. */
export const isCookieFlagOn = (name: string): boolean => {
  const value = readCookie(name)?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
};

export function clearCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
