/** Deployment environments of spec 000 §6. */
export const ENVIRONMENTS = ['DEV', 'TEST', 'PREPROD', 'PROD'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * Spec 000 §6: environment from the host name. Rules are checked in the spec's order and the first
 * match wins: `dev` or `localhost` → DEV, then `test` → TEST, then `preprod` → PREPROD, else PROD.
 * No keyword contains another ('preprod' holds neither 'dev' nor 'test'), so the order only matters
 * for a host carrying two keywords (for example `dev.test.example`), where the spec's order decides.
 */
const HOST_RULES: readonly { keywords: readonly string[]; environment: Environment }[] = [
  { keywords: ['dev', 'localhost'], environment: 'DEV' },
  { keywords: ['test'], environment: 'TEST' },
  { keywords: ['preprod'], environment: 'PREPROD' },
];

export function environmentFromHost(hostname: string): Environment {
  const host = hostname.toLowerCase();
  const rule = HOST_RULES.find(({ keywords }) => keywords.some((keyword) => host.includes(keyword)));
  return rule?.environment ?? 'PROD';
}

export const getActiveEnvironment = (): Environment => environmentFromHost(window.location.hostname);

/** `isLocal` of the token calls (spec 000 §7): the browser talks to a portal on this machine. */
export const isLocalHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
};
