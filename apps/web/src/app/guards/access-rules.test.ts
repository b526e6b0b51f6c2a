import { describe, expect, it } from 'vitest';
import { accessRedirect, CUSTOMER_PATH_PREFIXES, isCustomerPath } from './access-rules';

const customer = { isAdmin: false, isImpersonating: false, isMigrated: false };
const admin = { isAdmin: true, isImpersonating: false, isMigrated: false };
const impersonating = { isAdmin: true, isImpersonating: true, isMigrated: false };
const migrated = { isAdmin: false, isImpersonating: false, isMigrated: true };

describe('access redirects (spec 000 §2, §6; document 2 §6; document 3 §6)', () => {
  it.each([
    '/dashboard',
    '/transactions',
    '/invoices',
    '/invoices/archive',
    '/charging-history',
    '/charge-points',
    '/depot-permissions/select-cards',
    '/cards/order',
    '/cards/view',
    '/cards/reissue',
    '/cards/restrictions',
    '/cards/limits',
    '/access/groups',
    '/access/users',
    '/access/users/new',
    '/access/users/17',
    '/account',
    '/audit',
  ])('sends an admin who is not impersonating from %s to /admin', (path) => {
    expect(accessRedirect(path, admin)).toBe('/admin');
  });

  it('lets an impersonating admin and customers use the customer pages', () => {
    for (const prefix of CUSTOMER_PATH_PREFIXES.filter((path) => path !== '/audit')) {
      expect(accessRedirect(prefix, impersonating)).toBeNull();
      expect(accessRedirect(prefix, customer)).toBeNull();
    }
  });

  it('leaves admins on the admin area and pages that are not customer pages', () => {
    for (const path of ['/admin', '/admin/scenarios', '/cookie-preferences', '/nowhere', '/dashboards'])
      expect(accessRedirect(path, admin)).toBeNull();
    expect(isCustomerPath('/dashboards')).toBe(false);
  });

  it('audit logs: only impersonating admins; other users go home', () => {
    expect(accessRedirect('/audit', impersonating)).toBeNull();
    expect(accessRedirect('/audit', admin)).toBe('/admin');
    expect(accessRedirect('/audit', customer)).toBe('/dashboard');
  });

  it('a migrated user sees only the migration page (and may change cookie preferences)', () => {
    for (const path of ['/dashboard', '/redirect', '/account', '/access/users', '/nowhere'])
      expect(accessRedirect(path, migrated)).toBe('/migratedusers');
    expect(accessRedirect('/migratedusers', migrated)).toBeNull();
    expect(accessRedirect('/cookie-preferences', migrated)).toBeNull();
  });

  it('a user who is not migrated is sent from the migration page to their landing page (issue 15)', () => {
    expect(accessRedirect('/migratedusers', customer)).toBe('/redirect');
    expect(accessRedirect('/migratedusers', impersonating)).toBe('/redirect');
    expect(accessRedirect('/migratedusers', admin)).toBe('/redirect');
  });
});
