/** Deployment environments of spec 000 §6. */
export const ENVIRONMENTS = ['DEV', 'TEST', 'PREPROD', 'PROD'] as const;
export type TEnvironment = (typeof ENVIRONMENTS)[number];

/**
 * Spec 000 §6: environment from the host name, rules in the spec's order, first match wins: `dev` or
 * `localhost` → DEV, then `test` → TEST, then `preprod` → PREPROD, else PROD.
 */
const HOST_RULES: readonly { keywords: readonly string[]; environment: TEnvironment }[] = [
  { keywords: ['dev', 'localhost'], environment: 'DEV' },
  { keywords: ['test'], environment: 'TEST' },
  { keywords: ['preprod'], environment: 'PREPROD' },
];

export function environmentFromHost(hostname: string): TEnvironment {
  const host = hostname.toLowerCase();
  const rule = HOST_RULES.find(({ keywords }) => keywords.some((keyword) => host.includes(keyword)));
  return rule?.environment ?? 'PROD';
}

/** `isLocal` of the token calls (spec 000 §7), and a host where browsers keep Secure cookies on plain http. */
export const isLocalHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
};
