/** Spec 000 §2 Shell: the hierarchy switcher is hidden on these pages. */
export const SWITCHER_HIDDEN_PREFIXES = ['/access', '/account', '/audit'] as const;

/** `path` without locale segment. */
export const isSwitcherHiddenOn = (path: string): boolean =>
  SWITCHER_HIDDEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
