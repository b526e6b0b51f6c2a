import { ADMIN_HOME, CUSTOMER_HOME, ENTRY_REDIRECT_PATH } from '../../lib/session/entry-route';

/** Spec 000 §2 route table. */
export const MIGRATION_PATH = '/migratedusers';
export const AUDIT_PATH = '/audit';
/** Consent can be changed by everybody, migrated users included. */
export const COOKIE_PREFERENCES_PATH = '/cookie-preferences';

/**
 * Customer pages an admin who is not impersonating is sent away from (spec 000 §6, document 2 §6,
 * document 3 §6): they show one customer's data, and such an admin has no customer selected. The EV
 * price list is a customer page too, though document 2 does not list it.
 */
export const CUSTOMER_PATH_PREFIXES = [
  '/dashboard',
  '/transactions',
  '/invoices',
  '/evpricelist',
  '/charging-history',
  '/charge-points',
  '/depot-permissions',
  '/cards',
  '/access',
  '/account',
  '/audit',
] as const;

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const isCustomerPath = (path: string): boolean =>
  CUSTOMER_PATH_PREFIXES.some((prefix) => isUnder(path, prefix));

export type AccessFacts = { isAdmin: boolean; isImpersonating: boolean; isMigrated: boolean };

/**
 * Where a signed-in user is sent instead of `path` (a path without locale segment), or null:
 * - a migrated user sees only the migration page (spec 000 §2, §6), and cookie preferences; anyone else
 *   opening the migration page goes to their landing page (issue 15);
 * - an admin who is not impersonating goes to /admin from customer pages (spec 000 §6);
 * - the audit log is for impersonating admins only: everybody else who is no admin goes home.
 */
export function accessRedirect(path: string, facts: AccessFacts): string | null {
  if (facts.isMigrated)
    return path === MIGRATION_PATH || path === COOKIE_PREFERENCES_PATH ? null : MIGRATION_PATH;
  if (path === MIGRATION_PATH) return ENTRY_REDIRECT_PATH;
  if (facts.isAdmin && !facts.isImpersonating && isCustomerPath(path)) return ADMIN_HOME;
  if (!facts.isAdmin && isUnder(path, AUDIT_PATH)) return CUSTOMER_HOME;
  return null;
}

/**
 * The common content key of the toast that says why `accessRedirect` moved the user, or null: a
 * non-admin sent home from an admin-only page is told so instead of wondering (issue 15).
 */
export function accessRedirectNotice(path: string, facts: AccessFacts): string | null {
  if (facts.isMigrated || facts.isAdmin) return null;
  return isUnder(path, AUDIT_PATH) ? ADMINS_ONLY_NOTICE : null;
}

/** Common content key: the page is for administrators only. */
export const ADMINS_ONLY_NOTICE = 'admins_only_notice';
